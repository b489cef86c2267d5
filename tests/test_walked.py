"""A walk of an event's orders that ends in a question is taken up by the lines of play that replay to it
(resolver/walked.py), instead of walked again: the same outcomes (counters, damage, prevented, steps, labels) and
the same work spent, so the engine's bound on work is reached at the same point."""

from __future__ import annotations

import pytest
from helpers import CARDS, creature, spell
from test_memo import three_choices
from test_resume import replayed, works  # noqa: F401 (a fixture)

from resolver import choices, engine, parse_scenario, resolve
from resolver.errors import TooManyOutcomes
from resolver.walked import Spot


def two_tests_of_faith() -> dict:
    """Two Test of Faith on a 2/2, then 4 damage to it (ms-007 of the corpus, controlled): its controller orders
    the two shields (CR 616.1), which leaves 3 or 1 prevention on each: two lines of play."""
    red = spell("red source", ident="red", types=[])
    return {
        "battlefield": [creature("bear", "Opponent", 2, 2)],
        "sources": [red],
        "actions": [
            {"cast": "Test of Faith", "by": "Opponent", "targets": ["bear"]},
            {"cast": "Test of Faith", "by": "Opponent", "targets": ["bear"]},
            {"damage": [{"source": "red", "to": "bear", "amount": 4}]},
        ],
    }


def plain_walks(monkeypatch: pytest.MonkeyPatch, works: list, data: dict, cards: object = None) -> tuple:  # noqa: F811
    """The answer and the work left with every walk walked (none taken up), and each stretch replayed."""
    with monkeypatch.context() as m:
        m.setattr(Spot, "resume", lambda self: None)
        return replayed(m, works, data, cards)


def test_the_second_line_takes_up_the_first_lines_walk_of_the_two_shields(memos, works, monkeypatch):  # noqa: F811
    data = two_tests_of_faith()
    res = resolve(parse_scenario(data), cards=CARDS)
    assert memos[0].walks_taken_up == 1  # the line that orders the other shield first doesn't walk again
    (o,) = res.outcomes  # either order: 4 prevented, 4 +1/+1 counters (615.5)
    assert o.permanents["bear"].counters == {"+1/+1": 4} and o.permanents["bear"].damage == 0
    assert o.prevented == 4 and (o.permanents["bear"].power, o.permanents["bear"].toughness) == (6, 6)
    assert any("prevents 3 of the 4 damage" in s.text and "615.7" in s.rules for s in o.log)
    plain, left = plain_walks(monkeypatch, works, data, CARDS)
    assert res.model_dump() == plain and works[0].left == left


def test_a_settlement_in_the_memo_comes_before_a_walk_taken_up(memos, works, monkeypatch):  # noqa: F811
    """Eight lines settling eight events: every line after the first finds each settlement in the memo (one step of
    work each, resolver/memo.py), so none takes up a walk (which would spend the walk's work)."""
    data = three_choices()
    res = resolve(parse_scenario(data))
    assert memos[0].walks_taken_up == 0 and memos[0].reused >= 40
    assert len(res.outcomes) == 8
    plain, left = plain_walks(monkeypatch, works, data)
    assert res.model_dump() == plain and works[0].left == left


def _answers_by_bound(data: dict, bounds: range, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """For each bound on work: the number of outcomes, or the refusal's name."""
    out: list[object] = []
    for bound in bounds:
        monkeypatch.setattr(choices, "MAX_WORK", bound)
        try:
            out.append(len(resolve(parse_scenario(data), cards=CARDS).outcomes))
        except TooManyOutcomes:
            out.append("refused")
    return out


def test_a_walk_taken_up_spends_its_work_again(monkeypatch):
    """With a bound on work the second line's walk would cross, taking it up crosses it too: refused alike."""
    data = two_tests_of_faith()
    bounds = range(1, 60)
    with monkeypatch.context() as m:
        m.setattr(engine, "CHECK_MEMO", False)  # (the suite's reference answers spend work of their own)
        m.setattr(engine, "CHECK_MERGE", False)
        taken = _answers_by_bound(data, bounds, m)
        m.setattr(Spot, "resume", lambda self: None)
        walked = _answers_by_bound(data, bounds, m)
    assert taken == walked and taken[0] == "refused" and taken[-1] == 1
