"""A play told as what a player means to do (commands/reader/intent.py) and a question asked indirectly
(commands/reader/indirect.py), on players' forms ("I have Thalia, Guardian of Thraben out and want to Helix …", a
probe's post; "I tried to play spark double and copy my commander", "im wondering if …", "Not sure if this is
because it was global damage", "I'm not sure if this is correct": the dev corpus' questions as typed)."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, refusal, zone

from commands.ask import ask_reply
from commands.reader.indirect import asked_directly
from commands.reader.intent import intended

# --- what a player means to do ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "done"),
    [
        ("I want to Lightning Helix his Grizzly Bears", "I Lightning Helix his Grizzly Bears"),
        ("I tried to play spark double and copy my commander", "I play spark double and copy my commander"),
        ("he decided to block with the Blightcutter", "he block with the Blightcutter"),
        ("Opponent is going to attack with Serra Angel", "Opponent attack with Serra Angel"),
        ("I'd like to sac my Mogg Fanatic", "I sac my Mogg Fanatic"),
    ],
)
def test_a_play_meant_is_said_as_done(clause, done):
    assert intended(clause) == done


@pytest.mark.parametrize(
    "clause",
    [
        "I want to know whether Lightning Bolt kills it",  # what the asker wonders
        "I try to get rid of the Ornithopter by playing Disenchant",  # (questions.jsonl: no verb of a play first)
        "I'm trying to understand trample",
        "I want to play around his open mana",  # not a verb of a play: "play around"
        "I attack with Grizzly Bears",  # nothing meant: done
    ],
)
def test_what_isnt_a_play_meant_is_left(clause):
    assert intended(clause) is None


def test_a_play_after_and_is_read_as_done_and_said(pool_index):
    text = "I have Thalia, Guardian of Thraben out and want to Lightning Helix his Grizzly Bears"
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "graveyard"
    assert (o.players["You"].life, o.players["Opponent"].life) == (
        23,
        20,
    )  # Lightning Helix: 3 damage, 3 life (CR 119.3)
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert any(
        line.startswith('Told as what a player means to do ("want to …"), answered as if it is done')
        and '"I want to Lightning Helix his Grizzly Bears"' in line
        for line in reading
    )


def test_a_play_meant_by_the_opponent_is_answered_with_the_question(pool_index):
    outcomes, first = answer(
        pool_index, "I control Grizzly Bears. Opponent wants to Shock it. Can I save it with Giant Growth?"
    )
    assert sorted(zone(o, "Grizzly Bears") for o in outcomes) == ["battlefield", "graveyard"]
    assert first.startswith("Grizzly Bears dies if You don't cast Giant Growth")


def test_an_attack_meant_before_a_supposed_block(pool_index):
    text = (
        "I want to attack with my Grizzly Bears but my opponent has Hill Giant untapped. "
        "If he blocks, does my bear die?"
    )
    (o,), first = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "graveyard" and zone(o, "Hill Giant") == "battlefield"
    assert first == "Grizzly Bears dies"


def test_a_flier_meant_to_be_blocked_by_a_bear_is_still_refused(pool_index):
    text = "Opponent has Serra Angel. He is going to attack with it and I want to block with my Grizzly Bears."
    assert "can't block Serra Angel" in refusal(pool_index, text)  # CR 702.9b, said when it is read as done


# --- a question asked indirectly --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "direct"),
    [
        ("I want to know whether it dies", "does it die"),
        ("I was wondering if my bear survives", "does my bear survive"),
        ("not sure if I take 4", "do I take 4"),
        ("Wondering whether lifelink still gains him life", "does lifelink gain him life"),
        ("I would like to know if my Grizzly Bears will survive", "will my Grizzly Bears survive"),
        ("im wondering if my heedless one does full damage", "does my heedless one do full damage"),  # fresh10
        ("we are curious whether the bears die", "do the bears die"),
    ],
)
def test_an_indirect_question_is_said_directly(clause, direct):
    assert asked_directly(clause) == direct


@pytest.mark.parametrize(
    "clause",
    [
        "Not sure if this is because it was global damage",  # fresh6, as typed: a remark, not a question
        "I'm not sure if this is correct",  # fresh6, as typed
        "I was wondering about trample",
        "Is it a bug",
    ],
)
def test_a_remark_that_only_looks_indirect_is_left(clause):
    assert asked_directly(clause) is None


@pytest.mark.parametrize(
    "ask",
    [
        "I want to know whether it dies.",
        "I was wondering if it survives.",
        "Not sure if it survives.",
        "Wondering whether it survives?",
    ],
)
def test_an_indirect_question_gets_the_answers_first_line(pool_index, ask):
    (o,), first = answer(pool_index, f"I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. {ask}")
    assert zone(o, "Grizzly Bears") == "graveyard"
    assert first == "Grizzly Bears dies"


def test_a_plural_named_card_typed_in_the_singular(pool_index):
    text = "opp lava axes me and i respond with mending hand on myself. i take 1 right?"
    (o,), first = answer(pool_index, text)
    assert o.players["You"].life == 19 and first == "You: 1 damage"  # Mending Hands prevents 4 of Lava Axe's 5
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert '"mending hand" is read as Mending Hands, the card whose name starts so.' in reading


@pytest.mark.parametrize(
    ("said", "first"),
    [("so he takes 3?", "Opponent: 3 damage"), ("he takes 3, right?", "Opponent: 3 damage")],
)
def test_an_amount_asked_as_a_statement(pool_index, said, first):
    (o,), line = answer(pool_index, f"I attack with Hill Giant, opp doesn't block. {said}")
    assert o.players["Opponent"].life == 17 and line == first
