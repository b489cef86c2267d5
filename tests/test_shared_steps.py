"""Log steps are made once per rule system and shared by the resolutions that log them (resolver/ruleset.py
get_ruleset, effects.make_step): a speed-up only, the same answers whether they are shared or made again."""

from __future__ import annotations

from helpers import creature, spell

from resolver import parse_scenario, resolve, ruleset
from resolver.effects import make_step
from resolver.ruleset import get_ruleset


def shock_the_bear() -> dict:
    return {
        "battlefield": [creature("bear", "Opponent", 2, 2)],
        "actions": [{"damage": [{"source": spell("Shock", ident="shock"), "to": "bear", "amount": 2}]}],
    }


def test_a_second_resolution_logs_the_steps_the_first_made(monkeypatch):
    first = resolve(parse_scenario(shock_the_bear()))
    made = get_ruleset("mtg").steps
    (o,) = first.outcomes
    assert o.permanents["bear"].zone == "graveyard" and o.permanents["bear"].damage == 0
    texts = [s.text for s in o.log]
    assert "Shock deals 2 damage to bear: 2 damage marked (2 in all)" in texts
    assert "bear has lethal damage: destroyed" in texts
    shared = [s for s in made.values() if s.text in texts]
    assert len(shared) == len(texts)  # each step of the answer is kept for the next resolution
    second = resolve(parse_scenario(shock_the_bear()))
    assert get_ruleset("mtg").steps is made and second.model_dump() == first.model_dump()
    monkeypatch.setattr(ruleset, "STEPS_KEPT", 1)  # emptied for every resolution: each step made again
    again = resolve(parse_scenario(shock_the_bear()))
    assert again.model_dump() == first.model_dump() and len(get_ruleset("mtg").steps) == 0


def test_each_rule_system_keeps_its_own_steps():
    """A step depends on the rule system's wording (2008 says "play" for "the battlefield", CR 419 era)."""
    today = make_step(get_ruleset("mtg"), "bear leaves the battlefield", ())
    then = make_step(get_ruleset("mtg-2008"), "bear leaves the battlefield", ())
    assert (today.text, then.text) == ("bear leaves the battlefield", "bear leaves play")
    assert make_step(get_ruleset("mtg"), "bear leaves the battlefield", ()) is today
    believing = get_ruleset("mtg", frozenset({"lifelink_from_prevented"}))  # (a misconception changes no step)
    assert make_step(believing, "bear leaves the battlefield", ()) is today
