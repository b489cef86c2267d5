"""A 615.5 follow-up counted in the counters actually removed (issue #15): Magma Pummeler, on its current Oracle
text (verified against Scryfall/Forge; it is newer than ../shared's 2018 pool)."""

from __future__ import annotations

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from cardindex.models import Card, Face
from commands.cards import compile_abilities
from commands.resolve import run_scenario

ORACLE = (
    "Magma Pummeler enters with X +1/+1 counters on it.\n"
    "If damage would be dealt to Magma Pummeler while it has a +1/+1 counter on it, prevent that damage and remove "
    "that many +1/+1 counters from it. When one or more counters are removed from Magma Pummeler this way, it deals "
    "that much damage to any target."
)


def _index() -> CardIndex:
    face = Face(
        name="Magma Pummeler",
        mana_cost="{X}{R}{R}",
        type_line="Creature — Elemental",
        oracle_text=ORACLE,
        colors=["R"],
        power="0",
        toughness="0",
    )
    card = Card(name="Magma Pummeler", faces=[face], source="scryfall")
    compile_abilities([card])
    assert all(a.modelled for a in card.abilities), [a.reason for a in card.abilities]
    return CardIndex([*bundled_cards(), card])


def _resolve(counters: int, amount: int):
    scenario = {
        "battlefield": [{"id": "mp", "controller": "You", "card": "Magma Pummeler", "counters": {"+1/+1": counters}}],
        "sources": [{"id": "blast", "name": "Blast", "controller": "Opponent", "colors": ["R"]}],
        "actions": [{"damage": [{"source": "blast", "to": "mp", "amount": amount}]}],
    }
    return run_scenario(scenario, _index()).outcomes


def test_five_counters_hit_by_13_deal_5_not_13():
    outcomes = _resolve(5, 13)
    hits = {o.choices[0]: o for o in outcomes if o.choices}
    assert hits, [o.choices for o in outcomes]
    opponent = next(o for label, o in hits.items() if "Opponent" in label)
    assert opponent.players["Opponent"].life == 15  # 5 counters removed, so 5 damage (CR 603.12 reflexive trigger)
    for o in outcomes:
        assert o.permanents["mp"].zone == "graveyard"  # 0/0 with no counters left (CR 704.5f)
        assert o.prevented == 13  # all 13 prevented (615.5): only 5 counters could be removed
        assert any("615.5" in r or "603.12" in r for s in o.log for r in s.rules)


def test_fewer_damage_than_counters_removes_and_deals_that_much():
    outcomes = _resolve(5, 2)
    opponent = next(o for o in outcomes if o.choices and "Opponent" in o.choices[0])
    assert opponent.players["Opponent"].life == 18
    assert opponent.permanents["mp"].counters == {"+1/+1": 3} and opponent.permanents["mp"].zone == "battlefield"
