"""Audit 20: wrong answers in the reading forms added on the ninth day (tests/test_reader_s9.py), each on the message
that got one. Cards (the 2018 pool): Grizzly Bears 2/2, Llanowar Elves 1/1, Hill Giant 3/3, Prodigal Sorcerer "{T}:
Prodigal Sorcerer deals 1 damage to any target.", Shock (2 damage), Giant Growth (+3/+3), Pyroclasm (2 damage to each
creature).
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


# 1. "Could I kill it with …?" right after two permanents named together: "it" could be either. The first line
# answered for the one named last ("Grizzly Bears survives in every outcome" when the Elves, which the Sorcerer kills,
# may have been meant); "I cast Shock targeting it" there is asked back (situation.Reader.named_among_others).
@pytest.mark.parametrize(
    "text",
    [
        "I control Prodigal Sorcerer. Opponent controls Llanowar Elves and Grizzly Bears. Could I kill it with "
        "Prodigal Sorcerer?",
        "Opponent controls Llanowar Elves and Grizzly Bears. Can I kill it with Shock?",
    ],
)
def test_it_after_two_named_together_gets_no_first_line(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    assert reply.data.get("answer") is None, reply.data.get("answer")


def test_it_named_alone_is_still_answered(pool_index):
    text = (
        "I control Prodigal Sorcerer. Opponent controls Hill Giant. Hill Giant has 2 damage marked. Could I kill it "
        "with Prodigal Sorcerer?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.data["answer"].startswith("Hill Giant survives if You don't activate"), reply.data.get("answer")


# 2. "it" after a sentence whose own "it" meant another permanent: "I control Grizzly Bears. Hill Giant deals 1 damage
# to it. Opponent casts Shock targeting it." had the Shock at Hill Giant (named last), the Bears meant; asked back.
@pytest.mark.parametrize(
    "text",
    [
        "I control Grizzly Bears. Hill Giant deals 1 damage to it. Opponent casts Shock targeting it. Does it die?",
        "I control Grizzly Bears. Hill Giant dealt 1 damage to it. Opponent casts Shock targeting it. Does it die?",
    ],
)
def test_it_after_another_it_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2, reply.summary
    assert '"it" could be Hill Giant (named last) or Grizzly Bears' in reply.summary


def test_it_that_continues_the_it_before_is_still_read(pool_index):
    reply = ask_reply(
        "I control Grizzly Bears. Opponent casts Shock targeting it. I activate Samite Healer targeting it. Does it "
        "survive?",
        index=pool_index,
    )
    assert not reply.error and reply.data["answer"] == "Grizzly Bears survives", reply.summary


# 3. A use asked about at a time its sentence says ("… after Pyroclasm resolves?"): the "after" clause was split off
# and the use offered in response, so Giant Growth "saved" a bear that Pyroclasm had already destroyed (CR 608.2,
# 704.5g: it dies as Pyroclasm resolves, before any Giant Growth cast after). Asked back.
@pytest.mark.parametrize(
    "text",
    [
        "I control Grizzly Bears. Opponent casts Pyroclasm. Can I cast Giant Growth on my bear after Pyroclasm "
        "resolves?",
        "I control Grizzly Bears. Opponent casts Pyroclasm. Can I save my bear with Giant Growth after Pyroclasm "
        "resolves?",
        "I control Grizzly Bears. Opponent casts Shock targeting it. Can I cast Giant Growth once Shock resolves?",
    ],
)
def test_a_use_asked_after_a_spell_resolves_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2, reply.summary


def test_a_use_asked_in_response_is_still_offered(pool_index):
    reply = ask_reply(
        "I control Grizzly Bears. Opponent casts Shock targeting it. Can I cast Giant Growth in response to Shock?",
        index=pool_index,
    )
    assert not reply.error and len(reply.data["outcomes"]) == 2, reply.summary


# 4. Whose turn it is, told after what happened ("Then it's my turn."): read as so from the start, the damage of the
# turn before stayed marked and Hill Giant died of two Shocks a turn apart (damage wears off in the cleanup step,
# CR 514.2). Asked back, as the board told after what happened is.
@pytest.mark.parametrize(
    "text",
    [
        "I control Hill Giant. Opponent casts Shock targeting Hill Giant. Then it's my turn. I cast Shock targeting "
        "Hill Giant.",
        "I control Hill Giant. Opponent casts Shock targeting Hill Giant. Shock resolves. My turn. Opponent casts "
        "Shock targeting Hill Giant.",
    ],
)
def test_a_turn_told_after_what_happened_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2, reply.summary
    assert "tells of another turn" in reply.summary


def test_a_turn_told_first_is_still_read(pool_index):
    reply = ask_reply(
        "It's my turn. I control Hill Giant. Opponent casts Shock targeting Hill Giant. Then opponent casts Shock "
        "targeting Hill Giant.",
        index=pool_index,
    )
    assert not reply.error, reply.summary


# 5. "Then <creature> is tapped" after what happened: read as tapped from the start (it couldn't have blocked or paid
# {T} before); asked back as any board told after what happened (CR 110.5: a permanent untaps only as an effect or
# its controller's untap step says).
@pytest.mark.parametrize(
    "text",
    [
        "I control Prodigal Sorcerer. Opponent casts Shock targeting me. Then Prodigal Sorcerer is tapped. I activate "
        "Prodigal Sorcerer targeting opponent.",
        "I control Grizzly Bears. Opponent casts Shock targeting me. Then Grizzly Bears is tapped. Opponent attacks "
        "me with Hill Giant.",
    ],
)
def test_tapped_told_after_what_happened_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2, reply.summary
    assert "after what happened before it" in reply.summary


# 6. "Could he kill it with Prodigal Sorcerer?" right after the Sorcerer was named: "it" was read as the Sorcerer
# itself and the first line answered whether the Sorcerer survives; "it" is another permanent, so no first line.
def test_it_is_not_the_card_the_question_uses(pool_index):
    reply = ask_reply(
        "I control Llanowar Elves. Opponent controls Prodigal Sorcerer. Could he kill it with Prodigal Sorcerer?",
        index=pool_index,
    )
    assert not reply.error, reply.summary
    assert not (reply.data.get("answer") or "").startswith("Prodigal Sorcerer"), reply.data.get("answer")


# 7. A use asked about when the message says the player has no mana ("no untapped lands"): offered, it was assumed
# paid for (mana isn't tracked), against what the message says (CR 601.2g-h: the costs are paid). Asked back.
def test_a_use_by_a_player_said_to_have_no_mana_is_asked_back(pool_index):
    reply = ask_reply("Opponent has no untapped lands. Can he save his Hill Giant with Giant Growth?", index=pool_index)
    assert reply.error and reply.exit_code == 2 and "no mana" in reply.summary, reply.summary


# 8. A creature "played" in the message, then attacking or paying {T}: read as controlled from the start, it dealt
# its damage ("Opponent plays Hill Giant. Hill Giant attacks me." answered 3 damage); it can't attack or pay {T} the
# turn it came unless it has haste (CR 302.6). Asked back (commands/reader/entered.py).
@pytest.mark.parametrize(
    "text",
    [
        "Opponent plays Hill Giant. Hill Giant attacks me.",
        "I control Grizzly Bears. Opponent plays Hill Giant and attacks me with it.",
        "Opponent plays Prodigal Sorcerer. Opponent activates Prodigal Sorcerer targeting me.",
    ],
)
def test_a_creature_just_played_doesnt_attack_or_tap(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2 and "CR 302.6" in reply.summary, reply.summary


@pytest.mark.parametrize(
    "text",
    [
        "Opponent controls Hill Giant. Hill Giant attacks me.",
        "Opponent plays a Mountain. Opponent's Hill Giant attacks me.",
        "Opponent plays Hill Giant and ends his turn. Hill Giant attacks me.",  # a later turn (jb-022)
    ],
)
def test_a_creature_there_all_along_still_attacks(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
