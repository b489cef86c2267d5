"""The tenth day's reader work (issue #16): life totals as players type them beside Platinum Angel and Phyrexian
Unlife, now that their lines are read (tests/test_cant_lose_cards.py). The first sentences are real questions'
(fresh12 f12-005: Cranial Insertion 1896; fresh10 f10-024: the judges' forum), each followed by an action of ours.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def _only(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    (outcome,) = [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]
    return outcome


@pytest.mark.parametrize(
    "said",
    [
        "My opponent controls a Platinum Angel and is currently at 0 life.",  # f12-005's first sentence
        "Opponent controls Platinum Angel and is at -2 life.",
        "Opponent is at -2. He controls Platinum Angel.",
        "Opponent's life total is -2. He controls Platinum Angel.",
    ],
)
def test_a_life_total_at_or_below_zero_beside_platinum_angel(pool_index, said):
    o = _only(pool_index, f"{said} I cast Murder targeting Platinum Angel.")
    assert o.players["Opponent"].lost  # once the Angel is gone, 704.5a applies
    assert o.players["Opponent"].life in (0, -2)
    assert o.players["You"].life == 20


def test_a_negative_life_total_is_kept_below_zero(pool_index):
    o = _only(pool_index, "My life total is -3. I control Phyrexian Unlife. Opponent casts Shock targeting me.")
    assert (o.players["You"].life, o.players["You"].poison, o.players["You"].lost) == (-3, 2, False)


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        (  # f10-024's first sentence
            "My opponent controls Platinum Angel and is on negative life. I cast Murder targeting Platinum Angel.",
            "Opponent is at negative life",
        ),
        ("Opponent is below zero. He controls Platinum Angel. I cast Murder targeting it.", "Opponent is below zero"),
    ],
)
def test_a_life_total_below_zero_without_its_number_is_asked(pool_index, text, quoted):
    # before: "Opponent is below zero" was set aside as chat and the answer had the opponent at 20 life
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2
    assert quoted in reply.summary and "life total" in reply.summary


def test_poison_counters_are_never_negative(pool_index):
    reply = ask_reply("I'm at -1 poison counters. Opponent casts Shock targeting me.", index=pool_index)
    assert reply.error and reply.exit_code == 2


@pytest.mark.parametrize(
    "text",
    [
        # questions jb-010 as typed (a bug report): no amount, no source
        "He was at -2 with phyrexian unlife on board on two different occasions, but when I dealt any kind of damage "
        "to him, his life total stayed at -2, while his poison counters were stuck at 0 too.",
        "Phyrexian Unlife is bugged: when I dealt some damage to him his life total stayed the same.",
    ],
)
def test_damage_with_no_amount_or_source_is_no_particular_situation(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2
    assert reply.summary.startswith("the message describes no particular situation")
    assert "how much damage" in reply.summary


@pytest.mark.parametrize(
    "text",
    [
        "I attack with Hill Giant, Grizzly Bears blocks.",  # audit 22's Q39 shape: a card's name as the subject
        "I attack with Hill Giant. Grizzly Bears blocks.",
        "I attack with Hill Giant, Grizzly Bears blocks it.",
    ],
)
def test_a_named_blocker_with_no_attacker_said_blocks_the_one_attacker(pool_index, text):
    # only the defending player's creatures block (CR 509.1a): the Bears are Opponent's, blocking the one attacker
    o = _only(pool_index, text)
    bears = [p for p in o.permanents.values() if p.name == "Grizzly Bears"]
    assert [(p.controller, p.zone) for p in bears] == [("Opponent", "graveyard")]
    assert o.players["Opponent"].life == 20


def test_a_named_blocker_with_two_attackers_is_asked_which(pool_index):
    reply = ask_reply("I attack with Hill Giant and Serra Angel. Grizzly Bears blocks.", index=pool_index)
    assert reply.error and reply.exit_code == 2
