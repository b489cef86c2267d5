"""Shortcuts that change no answer (speed only): a combat damage step's assignments planned once for the lines of
play that reach it in the same game (resolver/combat_plan.py), and the engine's settle skipped after a combat whose
last state-based action check found nothing (Run.quiet_sba). Each answer is the one the engine gives without them
(reuse=False plans and settles every line afresh)."""

from __future__ import annotations

import pytest
from helpers import creature

from resolver import engine, parse_scenario, resolve
from resolver import ruleset as rulesets


def blocked_three_ways() -> dict:
    """A 10/10 blocked by a 1/1, a 2/2 and an 8/8 (jb-058 of the corpus): 66 divisions of its damage (510.1c)."""
    return {
        "battlefield": [
            creature("big", "You", 10, 10),
            creature("one", "Opponent", 1, 1),
            creature("two", "Opponent", 2, 2),
            creature("eight", "Opponent", 8, 8),
        ],
        "actions": [
            {"combat": {"attackers": {"big": "Opponent"}, "blockers": {"one": "big", "two": "big", "eight": "big"}}}
        ],
    }


def _outcome(res, label_part: str):
    (found,) = [o for o in res.outcomes if any(label_part in c for c in o.choices)]
    return found


def test_the_lines_of_a_combat_share_one_plan_of_its_assignments(memos):
    data = blocked_three_ways()
    res = resolve(parse_scenario(data))
    assert len(memos[0].plans) == 1  # 66 lines, one game where the damage step begins: one plan
    assert len(res.outcomes) == 37
    o = _outcome(res, "big assigns 1 to one, 2 to two, 7 to eight")
    assert [o.permanents[k].zone for k in ("one", "two", "eight", "big")] == ["graveyard"] * 2 + ["battlefield"] + [
        "graveyard"
    ]
    assert o.permanents["eight"].damage == 7
    texts = [s.text for s in o.log]
    assert texts[:4] == [
        "big assigns 1 to one, 2 to two, 7 to eight (its controller's choice)",
        "one assigns 1 damage to big",
        "two assigns 2 damage to big",
        "eight assigns 8 damage to big",
    ]
    assert o.log[0].rules == ["510.1c"] and o.log[1].rules == ["510.1d"]
    assert res.model_dump() == resolve(parse_scenario(data), reuse=False).model_dump()


def test_a_misconception_that_reads_prevention_effects_keeps_no_plan(memos):
    data = blocked_three_ways()
    data["battlefield"][0]["keywords"] = ["trample"]
    data["misconceptions"] = ["trample_skips_shielded_blocker"]
    res = resolve(parse_scenario(data))
    assert memos[0].plans == {}  # what a blocker needs depends on the effects, which a plan's key doesn't name
    assert res.model_dump() == resolve(parse_scenario(data), reuse=False).model_dump()


@pytest.fixture()
def checks(monkeypatch) -> list[int]:
    """How many state-based action checks (CR 704.3) MTG's rules made (in the answer's resolution alone: the suite's
    comparisons with the plain and exhaustive engines are off, each test compares with reuse=False itself)."""
    monkeypatch.setattr(engine, "CHECK_MEMO", False)
    monkeypatch.setattr(engine, "CHECK_MERGE", False)
    made = [0]
    real = rulesets.MtgRuleset.state_based_actions

    def counted(self: rulesets.MtgRuleset, run: object) -> None:
        made[0] += 1
        real(self, run)

    monkeypatch.setattr(rulesets.MtgRuleset, "state_based_actions", counted)
    return made


def test_no_second_check_after_a_combat_that_left_nothing_to_do(checks, memos):
    data = blocked_three_ways()
    res = resolve(parse_scenario(data))
    # the start and the blocks (the first line only: the others take up the combat where its damage step begins),
    # then one check after each line's damage (it destroys what has lethal damage, then finds nothing): none after
    assert checks[0] == 2 + 66
    o = _outcome(res, "big assigns 10 to eight")
    assert [o.permanents[k].zone for k in ("one", "two", "eight", "big")] == ["battlefield"] * 2 + ["graveyard"] * 2
    assert [s.text for s in o.log][-2:] == ["big has lethal damage: destroyed", "eight has lethal damage: destroyed"]
    assert res.model_dump() == resolve(parse_scenario(data), reuse=False).model_dump()


def test_a_combat_that_leaves_a_player_who_cant_lose_at_0_life_is_checked_again(checks):
    """A check that found a player at 0 life who can't lose says so (CR 104.3b, 101.2) and isn't a settled one:
    the engine's settle after the combat checks again, as it did before the shortcut. What it says is said once a
    line (a later check finding the same adds no step), and the answer is the one without the shortcut."""
    data = {
        "players": [{"name": "You"}, {"name": "Opponent", "life": 3}],
        "battlefield": [creature("big", "You", 5, 5)],
        "effects": [{"kind": "cant_lose", "name": "Platinum Angel", "controller": "Opponent"}],
        "actions": [{"combat": {"attackers": {"big": "Opponent"}, "blockers": {}}}],
    }
    res = resolve(parse_scenario(data))
    (o,) = res.outcomes
    assert o.players["Opponent"].life == -2 and not o.players["Opponent"].lost
    said = [s.text for s in o.log if "can't lose the game" in s.text]
    assert len(said) == 1  # by the check after the damage; the settle's check finds the same and says nothing more
    assert res.model_dump() == resolve(parse_scenario(data), reuse=False).model_dump()
