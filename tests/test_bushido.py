"""Bushido N (CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn") is
compiled as that trigger (cardindex/compiler.py _keyword_trigger). Real Oracle text from the 2018 pool."""

from __future__ import annotations

from cardindex.compiler import compile_card
from commands.ask import ask_reply

MOTHRIDER = "Flying\nBushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)"


def test_bushido_compiles_to_its_trigger():
    (ability,) = compile_card("Araba Mothrider", MOTHRIDER, "Creature — Human Samurai")
    assert ability.modelled and ability.trigger == {"event": "blocks_or_blocked"}
    assert ability.steps == [{"do": "modify", "target": "$this", "power": 1, "toughness": 1}]


def test_a_bushido_blocker_is_bigger_in_combat(pool_index):
    # Araba Mothrider is 1/1: blocking, it is 2/2 and deals 2 to Hill Giant (3/3), which deals 3 and kills it
    text = "I control Araba Mothrider. Opponent attacks with Hill Giant. Araba Mothrider blocks Hill Giant."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    giant = next(p for p in outcome["permanents"].values() if p["name"] == "Hill Giant")
    rider = next(p for p in outcome["permanents"].values() if p["name"] == "Araba Mothrider")
    assert giant["damage"] == 2 and rider["zone"] == "graveyard"
