"""Exalted (CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
turn"; 506.5: attacking alone is being the only creature declared as an attacker): a card's own exalted is compiled
(cardindex/compiler.py _exalted) and triggers as attackers are declared (resolver/attack_triggers.py). Exalted
granted by another permanent, or said of a creature without a card, is still refused. Real Oracle text (2018 pool):
Akrasan Squire 1/1 "Exalted"; Noble Hierarch 0/1 "Exalted", "{T}: Add {G}, {W}, or {U}."; Hill Giant 3/3; Grizzly
Bears 2/2; Sublime Archangel "Other creatures you control have exalted."."""

from __future__ import annotations

import pytest

from cardindex.compiler import compile_card
from commands.ask import ask_reply

SQUIRE = "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)"


def _perm(reply, name):
    (outcome,) = reply.data["outcomes"]
    return next(p for p in outcome["permanents"].values() if p["name"] == name), outcome


def test_exalted_compiles_to_its_trigger():
    (ability,) = compile_card("Akrasan Squire", SQUIRE, "Creature — Human Soldier")
    assert ability.modelled and ability.trigger == {"event": "attacks_alone"}
    assert ability.steps == [{"do": "modify", "target": "$attacker", "power": 1, "toughness": 1}]


def test_attacking_alone_gets_plus_one(pool_index):
    text = "I control Noble Hierarch and Hill Giant. I attack with Hill Giant. Opponent does not block."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    _, outcome = _perm(reply, "Hill Giant")
    assert outcome["players"]["Opponent"]["life"] == 16  # 3 + 1
    assert "Hill Giant attacks alone" in reply.to_text()


def test_the_pumped_attacker_trades(pool_index):
    text = "I control Akrasan Squire and Grizzly Bears. I attack with Grizzly Bears. Opponent blocks with Hill Giant."
    reply = ask_reply(text, index=pool_index)
    bears, _ = _perm(reply, "Grizzly Bears")
    giant, _ = _perm(reply, "Hill Giant")
    assert bears["zone"] == "graveyard" and giant["zone"] == "graveyard"  # a 3/3 Grizzly Bears kills the Giant


def test_two_attackers_trigger_nothing(pool_index):
    text = "I control Akrasan Squire, Grizzly Bears and Hill Giant. I attack with Grizzly Bears and Hill Giant."
    reply = ask_reply(text + " Opponent does not block.", index=pool_index)
    assert reply.exit_code == 0 and reply.data["outcomes"][0]["players"]["Opponent"]["life"] == 15


@pytest.mark.parametrize(
    "text",
    [
        "I control Sublime Archangel and Grizzly Bears. I attack with Grizzly Bears. Opponent does not block.",
        "I control a 1/1 creature with exalted and Hill Giant. I attack with Hill Giant. Opponent does not block.",
    ],
)
def test_exalted_not_from_its_own_card_is_refused(text, pool_index):
    assert ask_reply(text, index=pool_index).exit_code == 3


CAVALRY = "I control Benalish Cavalry. I attack with it."


@pytest.mark.parametrize(
    ("blocker", "blocker_zone", "cavalry_damage"),
    [
        ("Opponent blocks with Grizzly Bears.", "graveyard", 1),  # -1/-1: a 1/1 bear dies to 2, deals 1
        ("Opponent blocks with a 1/1.", "graveyard", 0),  # -1/-1: 0/0, dies before damage (CR 704.5f)
        ("Opponent blocks with a 1/1 creature with flanking.", "graveyard", 1),  # no trigger: it has flanking
    ],
)
def test_flanking(blocker, blocker_zone, cavalry_damage, pool_index):
    """Flanking (CR 702.25a): "Whenever a creature without flanking blocks this creature, the blocking creature gets
    -1/-1 until end of turn." Benalish Cavalry is 2/2 "Flanking"."""
    reply = ask_reply(f"{CAVALRY} {blocker}", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    cavalry = next(p for p in outcome["permanents"].values() if p["name"] == "Benalish Cavalry")
    other = next(p for p in outcome["permanents"].values() if p["name"] != "Benalish Cavalry")
    assert other["zone"] == blocker_zone and cavalry["damage"] == cavalry_damage
