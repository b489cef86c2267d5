"""A message that only asks whether something survives a spell (commands/reader/asked_spell.py; issue #16: "a
message that is only a question … reads as empty"): read as the spell cast at it, the caster said as assumed.

Oracle texts (../shared/cards/oracle-reference.txt and the 2018 pool): Lightning Bolt deals 3 damage to any target;
Shock deals 2; Pyroclasm deals 2 damage to each creature; Wrath of God destroys all creatures; Grizzly Bears 2/2;
Serra Angel 4/4 flying, vigilance; Hill Giant 3/3."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _zones(reply, name):
    return {p["zone"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


@pytest.mark.parametrize(
    ("text", "name", "zone", "caster"),
    [
        ("Does my Grizzly Bears survive a Lightning Bolt?", "Grizzly Bears", "graveyard", "Opponent"),
        ("Does Lightning Bolt kill my Serra Angel?", "Serra Angel", "battlefield", "Opponent"),
        ("Will Shock kill his Grizzly Bears?", "Grizzly Bears", "graveyard", "you"),
        ("Does my Hill Giant die to Lightning Bolt?", "Hill Giant", "graveyard", "Opponent"),
        ("Does my Grizzly Bears survive a Pyroclasm?", "Grizzly Bears", "graveyard", "Opponent"),
        ("Does my Serra Angel survive Wrath of God?", "Serra Angel", "graveyard", "Opponent"),
    ],
)
def test_a_question_about_a_spell_is_the_spell_cast(text, name, zone, caster, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, name) == {zone}
    assert f"is read as {caster} casting" in reply.to_text() and "(who casts it wasn't said)" in reply.to_text()
    first = reply.summary.splitlines()[0]
    assert first == f"{name} {'dies' if zone == 'graveyard' else 'survives'}"


def test_a_player_asked_about_is_the_target(pool_index):
    reply = ask_reply("does lightning bolt kill me?", index=pool_index)
    assert reply.exit_code == 0 and reply.data["outcomes"][0]["players"]["You"]["life"] == 17


def test_a_message_that_states_something_is_read_as_before(pool_index):
    # a statement beside the question: the question is asked of the situation stated, never turned into a cast
    reply = ask_reply("I control Grizzly Bears. Does it survive a Lightning Bolt?", index=pool_index)
    assert "is read as Opponent casting" not in reply.to_text()
    reply = ask_reply("does Pyroclasm kill me?", index=pool_index)  # no target, asked of a player: not read so
    assert reply.exit_code == 2
