"""A permanent's ability is activated only while it is on the battlefield (CR 113.6, 602.2); once activated it
resolves even if its source has left (113.7a)."""

import pytest
from helpers import card, cited, one, play

from commands.ask import ask_reply
from resolver import BadInput

HEALER = card("healer", "Samite Healer")
BEARS = card("bears", "Grizzly Bears")


def test_an_ability_stated_after_its_source_died_is_refused():
    """Samite Healer is destroyed by Lightning Bolt; "then" its ability can't be activated from the graveyard.
    (It was answered: the ability resolved "anyway" and prevented 1 damage.)"""
    with pytest.raises(BadInput, match=r"Samite Healer has left the battlefield \(graveyard\).*113\.6"):
        play(
            battlefield=[HEALER, BEARS],
            actions=[
                {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["healer"]},
                {"activate": "healer", "targets": ["bears"]},
                {"cast": "Shock", "by": "Opponent", "targets": ["bears"]},
            ],
        )


def test_an_ability_announced_in_response_after_its_source_died_is_refused():
    """Activated in response to a Shock cast after the Healer died: it still couldn't be activated."""
    with pytest.raises(BadInput, match="left the battlefield"):
        play(
            battlefield=[HEALER, BEARS],
            actions=[
                {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["healer"]},
                {"activate": "healer", "targets": ["bears"]},
                {"cast": "Shock", "by": "Opponent", "targets": ["bears"], "on_stack_before": 1},
            ],
        )


def test_an_ability_activated_in_response_to_what_kills_its_source_resolves():
    """In response to the Bolt at the Healer, its ability is activated while it is alive: it resolves first
    (405.5), and the Healer dies after."""
    o = one(
        play(
            battlefield=[HEALER],
            actions=[
                {"activate": "healer", "targets": ["You"]},
                {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["healer"], "on_stack_before": 0},
                {"cast": "Shock", "by": "Opponent", "targets": ["You"]},
            ],
        )
    )
    assert o.permanents["healer"].zone == "graveyard"
    assert o.players["You"].life == 19 and o.prevented == 1
    assert {"405.5", "615.7"} <= cited(o)


def test_chat_using_a_dead_samite_healer_is_refused():
    """ "Opp bolts my Healer, then I use it on my bear": was answered, the Healer's shield on the bear."""
    reply = ask_reply(
        "I control Samite Healer and Grizzly Bears. Opponent casts Lightning Bolt targeting Samite Healer. "
        "Then I activate Samite Healer targeting Grizzly Bears. Opponent casts Shock targeting Grizzly Bears."
    )
    assert reply.exit_code == 2 and "113.6" in reply.summary and "Samite Healer" in reply.summary
