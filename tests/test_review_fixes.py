"""Wrong answers found by reviewing 40 randomly drawn compiled cards against their Oracle text (issue #15):
each test is one of them, on the real 2018 text from ../shared's card pool."""

from __future__ import annotations

import pool_cards as pool
import pytest

from commands.ask import ask_reply
from commands.resolve import run_scenario
from resolver import BadInput, Unmodelled

NAMES = ("Goblin Legionnaire", "Rith's Charm", "Muzzle", "Pariah's Shield", "Spike Weaver", "Martyrs' Tomb")


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


outcomes = pool.outcomes


def test_an_ability_resolves_after_its_source_is_gone(index):
    """CR 113.7a: once activated, Samite Healer's ability exists independently of it (it answered 18)."""
    (o,) = outcomes(
        index,
        "I activate Samite Healer targeting me. In response, opponent casts Lightning Bolt targeting Samite Healer. "
        "Then opponent casts Shock targeting me.",
    )
    assert o.permanents["samite-healer"].zone == "graveyard" and o.players["You"].life == 19
    step = next(s for s in o.log if "resolves anyway" in s.text)
    assert "113.7a" in step.rules


def test_a_cost_paid_stays_paid_when_ward_counters_the_ability(index):
    """CR 602.2b, 702.21a: Goblin Legionnaire is sacrificed as it is activated; countered by ward, it stays gone
    (it stayed on the battlefield)."""
    found = outcomes(
        index,
        "I control Goblin Legionnaire. Opponent controls a 2/2 creature with ward 2. I activate Goblin "
        "Legionnaire's first ability targeting it.",
    )
    assert len(found) == 2  # ward paid, or not
    assert all(o.permanents["goblin-legionnaire"].zone == "graveyard" for o in found)
    countered = next(o for o in found if any("countered" in s.text for s in o.log))
    assert countered.permanents["2-2-creature"].damage == 0


def test_life_paid_stays_paid_when_ward_counters_the_ability(index):
    found = outcomes(
        index,
        "I'm at 10 life. I control Martyrs' Tomb. Opponent controls a 2/2 creature with ward 2. I activate Martyrs' "
        "Tomb targeting it.",
    )
    assert {o.players["You"].life for o in found} == {8}


def test_a_source_that_left_after_paying_a_cost_with_itself_is_refused_not_guessed(index):
    """Spike Weaver's fog removes a +1/+1 counter as a cost, paid before the response: that order isn't
    modelled yet, so the answer refuses instead of paying it from the graveyard."""
    reply = ask_reply(
        "I control Spike Weaver with 3 +1/+1 counters. I activate Spike Weaver's second ability. In response, "
        "opponent casts Lightning Bolt targeting Spike Weaver.",
        index=index,
    )
    assert reply.error and reply.exit_code == 3 and "is paid as it is activated, before Lightning" in reply.summary


def test_a_modal_spell_s_modes_are_its_bullets_in_order(index):
    """Rith's Charm: the prevention is mode 3, and mode 2 (Saprolings) isn't modelled (it prevented damage)."""
    base = {
        "battlefield": [{"id": "bears", "controller": "Opponent", "card": "Grizzly Bears"}],
        "actions": [
            {"cast": "Rith's Charm", "by": "You", "mode": 3, "source": "bears"},
            {"damage": [{"source": "bears", "to": "You", "amount": 2}]},
        ],
    }
    (o,) = run_scenario(base, index).outcomes
    assert o.players["You"].life == 20 and o.prevented == 2
    base["actions"][0]["mode"] = 2
    with pytest.raises(Unmodelled, match="saproling"):
        run_scenario(base, index)


def _unattached(card: str) -> dict:
    return {
        "battlefield": [
            {"id": "it", "controller": "You", "card": card},
            {"id": "bears", "controller": "Opponent", "card": "Grizzly Bears"},
        ],
        "actions": [{"damage": [{"source": "bears", "to": "You", "amount": 2}]}],
    }


def test_an_aura_attached_to_nothing_is_refused_not_applied_to_everything(index):
    """'Enchanted creature' with nothing attached matched every source (Muzzle prevented all damage)."""
    with pytest.raises(BadInput, match="must be attached to something: give attached_to"):
        run_scenario(_unattached("Muzzle"), index)


def test_equipment_attached_to_nothing_does_nothing(index):
    """Pariah's Shield unattached crashed; unattached Equipment is legal and equips nothing (CR 704.5n), so
    the damage is dealt to you as usual."""
    (o,) = run_scenario(_unattached("Pariah's Shield"), index).outcomes
    assert o.players["You"].life == 18 and o.permanents["it"].zone == "battlefield"


def test_a_response_after_an_activation_that_paid_a_cost_is_refused_not_answered_in_the_wrong_order(index):
    """Martyrs' Tomb pays 2 life as it is activated, before a response; the engine pays costs as the ability
    resolves, so the reader refuses the order (it answered 3 life at 2 life with Healing Leaves in response,
    and refused the legal 'at 3, Shock in response' as 'can't pay 2 life')."""
    reply = ask_reply(
        "I'm at 3 life. I control Martyrs' Tomb and Grizzly Bears. I activate Martyrs' Tomb targeting Grizzly "
        "Bears. In response, opponent casts Shock targeting me.",
        index=index,
    )
    assert reply.error and reply.exit_code == 3 and "is paid as it is activated, before Shock" in reply.summary


def test_an_activation_in_response_pays_its_cost_and_resolves_first(index):
    (o,) = outcomes(
        index,
        "I'm at 3 life. I control Martyrs' Tomb and Grizzly Bears. Opponent casts Shock targeting Grizzly Bears. "
        "In response, I activate Martyrs' Tomb targeting Grizzly Bears.",
    )
    assert o.players["You"].life == 1 and o.permanents["grizzly-bears"].zone == "battlefield"


def test_an_unmodelled_mode_chosen_refuses_naming_it_and_the_card_shows_modes_from_1(index):
    from commands.cards import card_reply

    data = {
        "battlefield": [{"id": "land", "controller": "Opponent", "name": "Some Land", "types": ["land"]}],
        "actions": [{"cast": "Rith's Charm", "by": "You", "mode": 1, "targets": ["land"]}],
    }
    with pytest.raises(Unmodelled, match="destroy target nonbasic land"):
        run_scenario(data, index)
    shown = card_reply(index, "Rith's Charm").to_text()
    assert "spell (mode 1): • Destroy target nonbasic land" in shown and "(mode 4)" not in shown


def test_in_a_json_scenario_a_source_gone_before_its_ability_resolves_with_a_cost_on_itself_is_refused(index):
    """The engine's own check, for scenarios written as JSON (actions in resolution order): activated, then
    Lightning Bolt in response kills Spike Weaver before its ability resolves. (Activated only after it left,
    it couldn't be activated at all: CR 113.6, tests/test_activation_source.py.)"""
    weaver = {"id": "weaver", "controller": "You", "card": "Spike Weaver", "counters": {"+1/+1": 3}}
    data = {
        "battlefield": [weaver],
        "actions": [
            {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["weaver"]},
            {"activate": "weaver", "ability": 2, "on_stack_before": 0},
        ],
    }
    with pytest.raises(Unmodelled, match="was paid when it was activated"):
        run_scenario(data, index)
    data["actions"] = [{"move": {"id": "weaver"}}, {"activate": "weaver", "ability": 2}]
    with pytest.raises(BadInput, match=r"left the battlefield \(graveyard\).*113\.6"):
        run_scenario(data, index)
