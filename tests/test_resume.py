"""Lines of play taken up from a snapshot where their combat's damage steps begin, or where the damage they
divided alike was dealt (resolver/resume.py), instead of replayed from the start: the same outcomes (life, damage,
zones, steps), and the same work spent, so the engine's bound on work is reached at the same point."""

from __future__ import annotations

import pytest
from helpers import CARDS, creature

from resolver import choices, engine, parse_scenario, resolve
from resolver.memo import EventMemo
from resolver.resume import Stretch


@pytest.fixture()
def works(monkeypatch):
    """The Work of each resolution's explorer (what is left of its bound at the end)."""
    made: list[choices.Work] = []

    class Kept(choices.Work):
        def __init__(self, left: int) -> None:
            super().__init__(left)
            made.append(self)

    monkeypatch.setattr(choices, "Work", Kept)
    return made


def blocked_three_ways(**attacker: object) -> dict:
    """A 10/10 blocked by a 1/1, a 2/2 and an 8/8 (jb-058 of the corpus): 66 divisions of its damage (510.1c)."""
    return {
        "battlefield": [
            creature("big", "You", 10, 10, **attacker),
            creature("one", "Opponent", 1, 1),
            creature("two", "Opponent", 2, 2),
            creature("eight", "Opponent", 8, 8),
        ],
        "actions": [
            {"combat": {"attackers": {"big": "Opponent"}, "blockers": {"one": "big", "two": "big", "eight": "big"}}}
        ],
    }


def replayed(monkeypatch: pytest.MonkeyPatch, works: list[choices.Work], data: dict, cards: object = None) -> tuple:
    """The answer and the work left with every line played from the start (no stretch taken up)."""
    with monkeypatch.context() as m:
        m.setattr(Stretch, "resume", lambda self: None)
        first = len(works)
        answer = resolve(parse_scenario(data), cards=cards)
        return answer.model_dump(), works[first].left


def _outcome(res, label_part: str):
    (found,) = [o for o in res.outcomes if any(label_part in c for c in o.choices)]
    return found


def test_lines_after_the_first_take_up_the_combat_where_its_damage_step_begins(memos, works, monkeypatch):
    data = blocked_three_ways()
    res = resolve(parse_scenario(data))
    # 66 lines: the first plays the start (state-based actions) and the declarations, the others resume at each
    assert memos[0].resumed == 65 * 2
    assert len(memos[0].snapshots) == 2  # no trigger waits after the damage: the damage dealt isn't kept
    assert len(res.outcomes) == 37
    o = _outcome(res, "big assigns 1 to one, 2 to two, 7 to eight")
    assert o.permanents["one"].zone == o.permanents["two"].zone == "graveyard"
    assert (o.permanents["eight"].zone, o.permanents["eight"].damage) == ("battlefield", 7)
    assert o.permanents["big"].zone == "graveyard"  # 1 + 2 + 8 = 11 damage
    assert o.players["Opponent"].life == 20 and o.players["You"].life == 20
    o = _outcome(res, "big assigns 10 to eight")
    assert [o.permanents[k].zone for k in ("one", "two", "eight", "big")] == [
        "battlefield",
        "battlefield",
        "graveyard",
        "graveyard",
    ]
    assert (o.permanents["one"].damage, o.permanents["two"].damage) == (0, 0)
    plain, left = replayed(monkeypatch, works, data)
    assert res.model_dump() == plain
    assert works[0].left == left  # the same work spent: the bound means what it meant


def test_two_damage_steps_and_trample_resume_alike(memos, works, monkeypatch):
    """Double strike (two damage steps, CR 510.4), trample (702.19b) and lifelink (702.15b): the snapshot is
    taken before the first step only; life, damage and zones are those of the lines played from the start."""
    data = blocked_three_ways(keywords=("double strike", "trample", "lifelink"))
    data["battlefield"][0]["power"] = 6
    res = resolve(parse_scenario(data))
    assert memos[0].resumed > 0
    plain, left = replayed(monkeypatch, works, data)
    assert res.model_dump() == plain and works[0].left == left
    gained = {o.players["You"].life for o in res.outcomes}
    assert gained == {32}  # 6 + 6 damage dealt however it is divided: 12 life
    assert {o.players["Opponent"].life for o in res.outcomes} >= {20, 19}


def test_a_stretch_that_asked_a_choice_is_not_kept(memos):
    """Two blocks with a fixed division given: no choice in combat, one line; and a stretch is kept only when the
    chooser wasn't called in it (the key names the choices made before it)."""
    data = blocked_three_ways()
    data["actions"][0]["combat"]["assign"] = {"big": {"one": 1, "two": 2, "eight": 7}}
    res = resolve(parse_scenario(data))
    assert len(res.outcomes) == 1 and memos[0].resumed == 0
    run = type("R", (), {})()
    run.memo = EventMemo()
    run.depth = 0
    run.chooser = choices.Chooser([], {})
    stretch = Stretch(run, "here")
    run.chooser.choose("which", "You", ["a", "b"])
    stretch.keep(())
    assert run.memo.snapshots == {}


def test_real_cards_boros_reckoner_resumes_with_the_same_outcomes(memos, works, monkeypatch):
    """A 12/12 trampler blocked by Boros Reckoner (the bundled card, rd-004 of the corpus; its damage trigger
    targets any target: a second choice after the division): resumed lines give the replayed ones' outcomes."""
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex
    from commands.cardsource import IndexCards

    index = CardIndex(bundled_cards())
    data = {
        "battlefield": [
            creature("big", "You", 12, 12, keywords=("trample",)),
            {"id": "reckoner", "card": "Boros Reckoner", "controller": "Opponent"},
        ],
        "actions": [{"combat": {"attackers": {"big": "Opponent"}, "blockers": {"reckoner": "big"}}}],
    }
    cards = IndexCards(index, "mtg")
    res = resolve(parse_scenario(data), cards=cards)
    # 30 lines (10 divisions, 3 targets each): 29 take up the start and the declarations; of the 3 lines of each
    # division, 2 take up the damage dealt, where the trigger waits (the first keeps it)
    assert memos[0].resumed == 29 * 2 + 10 * 2 and len(memos[0].snapshots) == 2 + 10
    plain, left = replayed(monkeypatch, works, data, cards)
    assert res.model_dump() == plain and works[0].left == left
    divided = [o for o in res.outcomes if any("big assigns 3 to Boros Reckoner, 9 to Opponent" in c for c in o.choices)]
    assert divided and all(o.permanents["reckoner"].zone == "graveyard" for o in divided)
    # its trigger deals the 3 damage dealt to it to any target: me, or my 12/12 (the opponent, at 8, is the game
    # of the first division's line: 12 to it, then 12 to the opponent)
    assert {(o.players["You"].life, o.players["Opponent"].life) for o in divided} == {(17, 11), (20, 11)}
    first = _outcome(res, "Boros Reckoner targets Opponent")
    assert first.choices[0] == "big assigns 12 to Boros Reckoner" and first.players["Opponent"].life == 8


def test_the_damage_taken_up_comes_with_its_state_based_actions_checked(memos, works, monkeypatch):
    """Of the 3 lines of each division of the 12/12's damage, the 2 that take up the damage dealt take up the
    state-based actions checked after it too (Boros Reckoner destroyed, CR 704.5g) before its trigger's target is
    chosen: 20 checks fewer, and the same outcomes and work as replaying every line."""
    from resolver.ruleset import MtgRuleset

    checks: list[int] = []
    check = MtgRuleset.state_based_actions

    def counted(self, run):
        checks.append(1)
        return check(self, run)

    monkeypatch.setattr(MtgRuleset, "state_based_actions", counted)
    monkeypatch.setattr(engine, "CHECK_MEMO", False)  # (the suite's reference answers check their own)
    monkeypatch.setattr(engine, "CHECK_MERGE", False)
    data = {
        "battlefield": [
            creature("big", "You", 12, 12, keywords=("trample",)),
            {"id": "reckoner", "card": "Boros Reckoner", "controller": "Opponent"},
        ],
        "actions": [{"combat": {"attackers": {"big": "Opponent"}, "blockers": {"reckoner": "big"}}}],
    }
    res = resolve(parse_scenario(data), cards=CARDS)
    # the first line checks at the start and after the blocks; each line after its trigger resolves; after the
    # damage, only the first line of each division (it was 62 with the 20 others checking again)
    assert len(checks) == 2 + 30 + 10
    plain, left = replayed(monkeypatch, works, data, CARDS)
    assert res.model_dump() == plain and works[0].left == left
    assert len(res.outcomes) == 21
    (o,) = [o for o in res.outcomes if o.choices == ["big assigns 12 to Boros Reckoner", "Boros Reckoner targets big"]]
    assert o.permanents["big"].zone == "graveyard" and o.permanents["reckoner"].zone == "graveyard"


def test_a_player_copied_for_a_snapshot_keeps_every_field():
    """State.copy (a snapshot, a restore, a fork) copies each player field by field, in the order of Player.STATS."""
    from dataclasses import fields

    from resolver.state import Keywords, Player

    player = Player("X", 3, 1, True, 2, 1, 4, 5, 6, 7, 8, Keywords(frozenset({"hexproof"})))
    twin = player.copy()
    assert twin == player and twin is not player
    assert [f.name for f in fields(Player)][1 : 1 + len(Player.STATS)] == list(Player.STATS)
