"""Exploring distinct states, not lines of play (issue #14): redirection chains settled in one walk,
interchangeable effects walked once, lines merged at action boundaries, and the bounds on the work."""

from __future__ import annotations

import pytest
from ask_helpers import INDEX, scenario
from helpers import creature, spell

from commands.cardsource import IndexCards
from resolver import TooManyOutcomes, engine, parse_scenario, resolve
from resolver.choices import Chooser


def _giants(n: int, target: str = "me") -> dict:
    return scenario(f"I control {n} Palisade Giants. Opponent casts Lightning Bolt targeting {target}.")


def _resolve(data: dict, **kw):
    return resolve(parse_scenario(data), cards=IndexCards(INDEX, "mtg"), **kw)


def _hurt(outcome) -> list[str]:
    return [ref for ref, p in outcome.permanents.items() if p.damage]


@pytest.mark.parametrize("n", [2, 3, 6, 8, 12])
def test_n_palisade_giants_and_a_bolt_give_n_outcomes_whichever_giant_applies_last(n):
    """CR 614.5 / 616.1: each Giant's redirection applies once; the damage ends on the Giant applied last,
    and any Giant can be last: n outcomes (6 and more used to be refused as more than 256 lines of play)."""
    answer = _resolve(_giants(n))
    assert len(answer.outcomes) == n
    last = []
    for o in answer.outcomes:
        assert o.players["You"].life == 20
        (hurt,) = _hurt(o)
        assert o.permanents[hurt].damage == 3
        last.append(hurt)
        (label,) = o.choices  # one choice: the whole chain, every Giant once
        steps = label.removeprefix("You: ").split(" → ")
        assert len(steps) == n and len(set(steps)) == n
        assert steps[-1] == f"Palisade Giant [{hurt}]"
        assert any(s.text.startswith("You choose how the effects apply") for s in o.log)
        assert any("614.9" in s.rules for s in o.log)
    assert len(set(last)) == n  # each Giant is the last one in exactly one outcome


def test_each_chain_label_fixed_as_a_choice_gives_its_outcome():
    data = _giants(4)
    for o in _resolve(data).outcomes:
        (fixed,) = _resolve({**data, "choices": o.choices}).outcomes
        assert _hurt(fixed) == _hurt(o)


def test_a_bolt_at_a_giant_goes_round_the_others():
    """Bolt at the first Giant: its own ability doesn't apply to it ('other permanents'); the others do, and
    then its own applies to damage moved to another Giant: any of the three can end up with the damage."""
    answer = _resolve(_giants(3, "the first Palisade Giant"))
    assert sorted(_hurt(o)[0] for o in answer.outcomes) == ["palisade-giant", "palisade-giant-2", "palisade-giant-3"]


def test_twins_are_walked_once_and_give_what_the_exhaustive_engine_gives(monkeypatch):
    monkeypatch.setattr(engine, "CHECK_MERGE", False)
    data = parse_scenario(_giants(5))
    cards = IndexCards(INDEX, "mtg")
    trace: dict[str, int] = {}
    fast = engine._resolve(data, cards, 256, True, trace=trace)
    slow = engine._resolve(data, cards, 256, True, merge=False, exhaustive=True)
    assert trace["twins"] > 0 and trace["chains"] > 0
    assert engine._results(fast) == engine._results(slow)
    assert len(slow.outcomes) == 5


def test_giants_that_differ_are_not_exchanged():
    """A Giant with damage already marked is not interchangeable with the others: its outcome must still be
    its own (3 more damage on it), and the answer the exhaustive engine's."""
    data = _giants(3)
    data["battlefield"][1]["damage"] = 2
    answer = _resolve(data)
    damage = sorted(
        (o.permanents["palisade-giant-2"].damage, _hurt(o) == ["palisade-giant-2"]) for o in answer.outcomes
    )
    assert len(answer.outcomes) == 3
    assert (5, True) in damage and damage.count((2, False)) == 2


def _two_actions() -> dict:
    """Bolt at Grizzly Bears under Furnace of Rath and +2 (8 or 10 damage by the order: it dies either
    way), then Bolt at you with a double and a 'prevent 1' shield (5 or 4 damage by the order)."""
    return {
        "battlefield": [creature("bears", "You", 2, 2)],
        "effects": [
            {"kind": "double", "to": [{"id": "bears"}], "name": "Furnace on bears"},
            {"kind": "add", "plus": 2, "to": [{"id": "bears"}], "name": "Torbran on bears"},
            {"kind": "double", "to": [{"player": "You"}], "name": "Furnace on you"},
            {"kind": "prevent", "amount": 1, "to": [{"player": "You"}], "name": "Shield"},
        ],
        "actions": [
            {"damage": [{"source": spell("Lightning Bolt", ident="b1"), "to": "bears", "amount": 3}]},
            {"damage": [{"source": spell("Lightning Bolt", ident="b2"), "to": "You", "amount": 3}]},
        ],
    }


def test_lines_that_reach_the_same_state_between_actions_merge_and_the_answer_is_the_same(monkeypatch):
    merged = []
    checkpoint = Chooser.checkpoint

    def counting(self, key):
        try:
            checkpoint(self, key)
        except Exception:
            merged.append(tuple(self.path))
            raise

    monkeypatch.setattr(Chooser, "checkpoint", counting)
    monkeypatch.setattr(engine, "CHECK_MEMO", False)  # one resolution, so its merges can be counted
    monkeypatch.setattr(engine, "CHECK_MERGE", False)
    data = parse_scenario(_two_actions())
    answer = resolve(data)
    assert merged == [(1,)]  # the second order on the Bears reaches the first one's state: it stops there
    every_line = engine._resolve(data, None, 256, True, merge=False)
    assert answer.model_dump() == every_line.model_dump()
    assert sorted(o.players["You"].life for o in answer.outcomes) == [15, 16]
    assert all(o.permanents["bears"].zone == "graveyard" for o in answer.outcomes)


def test_the_work_bound_refuses_a_huge_situation_with_its_open_choices():
    data = scenario("I control 20 Palisade Giants. Opponent controls 20 Palisade Giants. Opponent casts Pyroclasm.")
    with pytest.raises(TooManyOutcomes, match=r"more than 15000 steps of work .* open choices include: "):
        _resolve(data)


def test_the_work_bound_is_the_same_everywhere(monkeypatch):
    """The bound counts steps, not seconds: a smaller bound refuses the 6-Giant question after as many lines
    every time, and the default answers it."""
    from resolver import choices

    data = parse_scenario(_giants(6))
    assert len(resolve(data, cards=IndexCards(INDEX, "mtg")).outcomes) == 6
    monkeypatch.setattr(choices, "MAX_WORK", 20)
    messages = set()
    for _ in range(2):
        with pytest.raises(TooManyOutcomes) as err:
            resolve(data, cards=IndexCards(INDEX, "mtg"))
        messages.add(str(err.value))
    assert len(messages) == 1 and "more than 20 steps of work" in messages.pop()


def test_seeded_random_scenarios_answer_as_the_exhaustive_engine_does():
    """100 random boards rich in redirections, twins and shields (bench/equivalence.py runs thousands)."""
    import random

    from random_scenarios import compare_with_exhaustive, random_scenario

    rng = random.Random(1414)
    verdicts = [compare_with_exhaustive(random_scenario(rng)) for _ in range(100)]
    assert not [v for v in verdicts if v.startswith("DIFFERENT")]
    assert verdicts.count("same results") >= 10  # the shortcuts did act


def test_a_question_asked_again_on_a_line_gets_its_own_labels_so_each_label_fixes_one_choice():
    """Damage to the same Palisade Giant is ordered in two actions with the same options: the second time the
    labels say '(#2)'. Before, one label fixed both choice points, and a label shown could lead to another
    outcome or be refused."""
    data = DATA_REPEATED_QUESTION
    answer = resolve(parse_scenario(data))
    assert any(label.endswith("(#2)") for o in answer.outcomes for label in o.choices)
    for o in answer.outcomes:
        (fixed,) = resolve(parse_scenario({**data, "choices": o.choices})).outcomes
        assert engine._results(answer.model_copy(update={"outcomes": [fixed]})) == engine._results(
            answer.model_copy(update={"outcomes": [o]})
        )


DATA_REPEATED_QUESTION = {
    "battlefield": [
        {
            "id": "c0",
            "controller": "Opponent",
            "name": "Palisade Giant",
            "types": ["creature"],
            "colors": ["W"],
            "power": 2,
            "toughness": 2,
        },
        {
            "id": "c1",
            "controller": "You",
            "name": "Palisade Giant",
            "types": ["creature"],
            "colors": ["W"],
            "power": 2,
            "toughness": 2,
        },
        {
            "id": "c2",
            "controller": "Opponent",
            "name": "Palisade Giant",
            "types": ["creature"],
            "colors": ["W"],
            "power": 2,
            "toughness": 3,
        },
        {
            "id": "c3",
            "controller": "You",
            "name": "Hill Giant",
            "types": ["creature"],
            "colors": ["W"],
            "power": 2,
            "toughness": 7,
        },
        {
            "id": "c4",
            "controller": "Opponent",
            "name": "Hill Giant",
            "types": ["creature"],
            "colors": ["W"],
            "power": 2,
            "toughness": 7,
        },
    ],
    "effects": [
        {
            "kind": "redirect",
            "static": True,
            "source": "c0",
            "redirect_to": "this",
            "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
            "name": "Palisade Giant",
        },
        {
            "kind": "redirect",
            "static": True,
            "source": "c1",
            "redirect_to": "this",
            "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
            "name": "Palisade Giant",
        },
        {"kind": "prevent", "amount": 2, "to": [{"id": "c1"}], "name": "Shield"},
        {
            "kind": "redirect",
            "static": True,
            "source": "c3",
            "redirect_to": "this",
            "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
            "name": "Hill Giant",
        },
        {
            "kind": "redirect",
            "static": True,
            "source": "c4",
            "redirect_to": "this",
            "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
            "name": "Hill Giant",
        },
        {"kind": "double", "name": "double effect", "controller": "You", "to": [{"player": "Opponent"}]},
    ],
    "actions": [
        {"damage": [{"source": {"id": "s0", "name": "Shock", "colors": ["R"]}, "to": "c2", "amount": 2}]},
        {
            "damage": [
                {"source": {"id": "s1", "name": "Lava Axe", "colors": ["R"]}, "to": "c2", "amount": 3},
                {"source": {"id": "s1", "name": "Lava Axe", "colors": ["R"]}, "to": "c3", "amount": 3},
            ]
        },
        {
            "damage": [
                {"source": {"id": "s2", "name": "Lightning Bolt", "colors": ["R"]}, "to": "c2", "amount": 4},
                {"source": {"id": "s2", "name": "Lightning Bolt", "colors": ["R"]}, "to": "You", "amount": 4},
            ]
        },
    ],
}
