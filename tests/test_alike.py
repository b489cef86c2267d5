"""Divisions of combat damage that leave the same game are written down, not played (resolver/alike.py): the
answer, every outcome's labels and the choices that reach it are what playing every division gives; and where
anything could see how much damage was dealt, every division is played."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from helpers import CARDS, card, creature, effect, solve
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resolver import engine, parse_scenario, resolve
from resolver.errors import TooManyOutcomes
from resolver.outcome import Resolution


def _fight(
    *blockers: dict[str, Any], attacker: dict[str, Any] | None = None, then: list | None = None, more: tuple = ()
) -> dict:
    attacker = attacker or creature("big", "You", 10, 10, name="10/10 creature")
    return {
        "battlefield": [attacker, *blockers, *more],
        "actions": [
            {
                "combat": {
                    "attackers": {attacker["id"]: "Opponent"},
                    "blockers": {b["id"]: attacker["id"] for b in blockers},
                }
            },
            *(then or []),
        ],
    }


THREE = (
    creature("one", "Opponent", 1, 1, name="1/1 creature"),
    creature("two", "Opponent", 2, 2, name="2/2 creature"),
    creature("eight", "Opponent", 8, 8, name="8/8 creature"),
)


def _played(scenario: dict, alike: bool = True) -> tuple[Resolution, list[int]]:
    """The resolution, and how many lines of play were played and how many the explorer returned."""
    counts = [0, 0]
    explore = engine.explore

    def counting(run, *args, **kwargs):
        def counted(chooser):
            counts[0] += 1
            return run(chooser)

        lines = explore(counted, *args, **kwargs)
        counts[1] += len(lines)
        return lines

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("resolver.choices.CHECK_ALIKE", False)
        if not alike:
            mp.setattr("resolver.combat_plan.classes", lambda *_: None)
        mp.setattr(engine, "explore", counting)
        mp.setattr(engine, "CHECK_MEMO", False)
        mp.setattr(engine, "CHECK_MERGE", False)
        if any("card" in p for p in scenario["battlefield"]):
            return resolve(parse_scenario(scenario), cards=CARDS), counts
        return solve(**scenario), counts


def _same(scenario: dict) -> tuple[Resolution, list[int], list[int]]:
    """Resolved with alike divisions written down and with every division played: identical answers, labels and
    the choices that reach each outcome; the lines played each way."""
    try:
        fast, fast_counts = _played(scenario)
    except TooManyOutcomes as fast_error:  # over the bound: it must be so, and said alike, with every division played
        with pytest.raises(TooManyOutcomes) as slow_error:
            _played(scenario, alike=False)
        assert str(slow_error.value) == str(fast_error)
        raise
    slow, slow_counts = _played(scenario, alike=False)
    assert fast.model_dump() == slow.model_dump()
    assert [o.reached_by for o in fast.outcomes] == [o.reached_by for o in slow.outcomes]
    assert fast_counts[1] == slow_counts[1]  # the explorer returns every line either way
    return fast, fast_counts, slow_counts


def _outcome(res: Resolution, zones: dict[str, str], damage: dict[str, int] | None = None) -> Any:
    """The one outcome with these zones and damage marked."""
    (found,) = [
        o
        for o in res.outcomes
        if all(o.permanents[k].zone == z for k, z in zones.items())
        and all(o.permanents[k].damage == n for k, n in (damage or {}).items())
    ]
    return found


def test_divisions_that_kill_the_same_blockers_are_one_line_played():
    res, fast, slow = _same(_fight(*THREE))
    assert slow == [66, 66]  # 10 damage among three blockers: 66 divisions, each a line
    assert fast == [37, 66]  # 37 different games: the other 29 lines are written down
    assert len(res.outcomes) == 37
    o = _outcome(res, {"one": "battlefield", "two": "graveyard", "eight": "graveyard", "big": "graveyard"})
    assert o.permanents["one"].damage == 0 and o.players["Opponent"].life == 20
    assert o.choices == ["10/10 creature assigns 2 to 2/2 creature, 8 to 8/8 creature"]
    assert o.log[0].text == "10/10 creature assigns 2 to 2/2 creature, 8 to 8/8 creature (its controller's choice)"
    assert o.reached_by == {"10/10 creature assigns 2 to 2/2 creature, 8 to 8/8 creature"}  # the only such division
    kills_two = _outcome(res, {"one": "graveyard", "two": "graveyard", "eight": "battlefield"}, {"eight": 0})
    assert kills_two.choices == ["10/10 creature assigns 8 to 1/1 creature, 2 to 2/2 creature"]
    assert kills_two.reached_by == {
        "10/10 creature assigns 8 to 1/1 creature, 2 to 2/2 creature",
        "10/10 creature assigns 7 to 1/1 creature, 3 to 2/2 creature",
        "10/10 creature assigns 6 to 1/1 creature, 4 to 2/2 creature",
        "10/10 creature assigns 5 to 1/1 creature, 5 to 2/2 creature",
        "10/10 creature assigns 4 to 1/1 creature, 6 to 2/2 creature",
        "10/10 creature assigns 3 to 1/1 creature, 7 to 2/2 creature",
        "10/10 creature assigns 2 to 1/1 creature, 8 to 2/2 creature",
        "10/10 creature assigns 1 to 1/1 creature, 9 to 2/2 creature",
    }
    assert kills_two.permanents["eight"].damage == 0


def test_a_trampler_s_divisions_alike_only_with_the_same_damage_to_the_player():
    trampler = creature("big", "You", 6, 6, name="6/6 trampler", keywords=("trample",))
    res, fast, slow = _same(_fight(*THREE[:2], attacker=trampler))
    assert fast[0] < slow[0]
    lives = sorted({o.players["Opponent"].life for o in res.outcomes})
    assert lives == [17, 18, 19, 20]  # 1 and 2 lethal first, up to 3 to the player


def test_lifelink_attacker_plays_every_division():
    lifelinker = creature("big", "You", 10, 10, name="10/10 creature", keywords=("lifelink",))
    res, fast, slow = _same(_fight(*THREE, attacker=lifelinker))
    assert fast == slow == [66, 66]
    assert {o.players["You"].life for o in res.outcomes} == {30}


def test_a_prevention_shield_on_one_blocker_plays_every_division():
    shield = effect(kind="prevent", id="shield", name="Shield", to=[{"id": "eight"}], amount=3, uses="shield")
    scenario = _fight(*THREE)
    scenario["actions"].insert(0, shield)
    res, fast, slow = _same(scenario)
    assert fast == slow
    # 10 to the 8/8: 3 prevented, 7 marked, it survives; 8 to it would have killed it without the shield
    o = next(o for o in res.outcomes if o.choices == ["10/10 creature assigns 10 to 8/8 creature"])
    assert o.permanents["eight"].zone == "battlefield" and o.permanents["eight"].damage == 7
    assert o.reached_by == {"10/10 creature assigns 10 to 8/8 creature"}


def test_an_indestructible_blocker_keeps_its_excess_damage():
    wall = creature("eight", "Opponent", 0, 8, name="8/8 creature", keywords=("indestructible",))
    res, fast, slow = _same(_fight(*THREE[:2], wall))
    assert fast[0] < slow[0]  # the 1/1 and 2/2's excess is still alike
    damage = {o.permanents["eight"].damage for o in res.outcomes if o.permanents["eight"].zone == "battlefield"}
    assert damage == set(range(11))  # every amount on the indestructible one is its own outcome


def test_a_regeneration_shield_plays_every_division():
    scenario = _fight(*THREE)
    scenario["actions"].insert(0, effect(kind="regenerate", id="regen", name="Regenerate", to=[{"id": "eight"}]))
    res, fast, slow = _same(scenario)
    assert fast == slow
    assert any(o.permanents["eight"].zone == "battlefield" and o.permanents["eight"].damage == 0 for o in res.outcomes)


def test_an_action_after_combat_merges_the_alike_lines_as_before():
    then = [{"damage": [{"source": "pinger", "to": "Opponent", "amount": 1}]}]
    res, fast, slow = _same(_fight(*THREE, then=then, more=(creature("pinger", "You", 1, 1),)))
    assert fast == slow  # each alike line is merged into the first one at the checkpoint: none written down
    assert {o.players["Opponent"].life for o in res.outcomes} == {19}


def test_cards_with_keywords_only_are_plain_creatures():
    bears, giant = card("bears", "Grizzly Bears", "Opponent"), card("giant", "Hill Giant", "Opponent")
    res, fast, slow = _same(_fight(bears, giant, THREE[0]))
    assert slow == [66, 66] and fast[0] < 66
    o = _outcome(res, {"one": "battlefield", "bears": "graveyard", "giant": "graveyard"}, {"one": 0})
    assert o.players["Opponent"].life == 20 and o.permanents["big"].damage == 6
    assert "10/10 creature assigns 5 to Grizzly Bears, 5 to Hill Giant" in o.reached_by


def test_boros_reckoner_sees_the_damage_every_division_is_played():
    reckoner = card("reckoner", "Boros Reckoner", "Opponent")
    res, fast, slow = _same(_fight(reckoner, THREE[0]))
    assert fast == slow  # it deals as much damage as it is dealt: 10 and 9 to it are different games
    assert len({o.players["You"].life for o in res.outcomes}) > 2


def test_a_card_with_an_ability_plays_every_division():
    """Wurmcoil Engine's abilities don't read the damage (5 can't kill it), but a card with an ability isn't looked
    into: the divisions that kill the 1/1 and the 2/2 alike are played each."""
    wurm = card("wurm", "Wurmcoil Engine", "Opponent")
    five = creature("big", "You", 5, 7, name="5/7 creature")
    res, fast, slow = _same(_fight(*THREE[:2], wurm, attacker=five))
    assert fast == slow == [21, 21]
    o = _outcome(res, {"one": "graveyard", "two": "graveyard", "wurm": "battlefield"}, {"wurm": 2})
    assert o.players["Opponent"].life == 26 and o.permanents["big"].zone == "graveyard"  # lifelink, deathtouch


KEYWORDS = ["trample", "first strike", "double strike", "lifelink", "deathtouch", "indestructible", "vigilance"]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    power=st.integers(1, 7),
    keywords=st.lists(st.sampled_from(KEYWORDS), max_size=2, unique=True),
    blockers=st.lists(
        st.tuples(
            st.integers(0, 4),  # power
            st.integers(1, 4),  # toughness
            st.integers(0, 2),  # damage already marked
            st.lists(st.sampled_from(["indestructible", "indestructible", "lifelink", "first strike"]), max_size=1),
        ),
        min_size=1,
        max_size=3,
    ),
    after=st.booleans(),
)
def test_random_quiet_combats_answer_as_when_every_division_is_played(power, keywords, blockers, after):
    """Random boards of plain creatures (some alike divisions, some not): the answer, labels and the choices reaching
    each outcome are those of playing every division, and so are the lines the explorer returns."""
    walls = [
        creature(f"b{i}", "Opponent", p, t, name=f"{p}/{t} creature", keywords=tuple(kw), damage=min(d, t - 1))
        for i, (p, t, d, kw) in enumerate(blockers)
    ]
    attacker = creature("big", "You", power, 7, name="attacker", keywords=tuple(keywords))
    more = (creature("pinger", "You", 1, 1),) if after else ()
    then = [{"damage": [{"source": "pinger", "to": "b0", "amount": 1}]}] if after else None
    with contextlib.suppress(TooManyOutcomes):  # (a board over the engine's bound: _same checks it refused alike)
        _same(_fight(*walls, attacker=attacker, then=then, more=more))
