"""'I pump it with Giant Growth' (players' word for casting a +N/+M spell at a creature): the spell cast targeting
it, also after another verb of the same player ('I block with Grizzly Bears and pump my bear with Giant Growth') and
with 'in response to …' after it."""

from __future__ import annotations

from commands.ask import ask_reply


def test_block_and_pump_my_bear(pool_index):
    """A 2/2 blocker given +3/+3 kills the 3/3 Hill Giant and survives (CR 510.2, 704.5g); Giant Growth resolves
    before combat damage (was: 'no card named "pump my bear with Giant Growth"')."""
    text = "opp attacks with Hill Giant, I block with Grizzly Bears and pump my bear with Giant Growth. "
    text += "does the giant die?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Hill Giant dies")
    [o] = reply.data["outcomes"]
    assert o["permanents"]["grizzly-bears"]["zone"] == "battlefield" and o["permanents"]["grizzly-bears"]["damage"] == 3


def test_pumped_in_response_to_his_shock(pool_index):
    text = (
        "Opponent casts Shock targeting my Grizzly Bears. I pumped my Grizzly Bears with a Giant Growth in response "
        "to his Shock. Does it survive?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Grizzly Bears survives")
    [o] = reply.data["outcomes"]
    assert o["permanents"]["grizzly-bears"]["damage"] == 2


def test_pump_it_between_two_creatures_named_together_is_asked_back(pool_index):
    reply = ask_reply(
        "My Serra Angel is blocked by his Hill Giant. I pump it with Giant Growth. Who dies?", index=pool_index
    )
    assert reply.exit_code == 2 and "could mean either" in reply.summary


def test_and_then_a_card_name_as_the_verb(pool_index):
    """'I chump with a 1/1 and then Fog': Fog is cast after blocks and prevents all combat damage (CR 615.1), so the
    1/1 survives (was: no card named "then Fog")."""
    reply = ask_reply("Opp swings with a 7/7, I chump with a 1/1 and then Fog. What happens?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [o] = reply.data["outcomes"]
    assert o["permanents"]["1-1-creature"]["zone"] == "battlefield" and o["players"]["You"]["life"] == 20
    text = "Opp attacks with Hill Giant, I block with Grizzly Bears and then Giant Growth my bear. Does the giant die?"
    assert ask_reply(text, index=pool_index).summary.startswith("Hill Giant dies\n")
