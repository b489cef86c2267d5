"""A clause set aside as commentary that says a creature has a card named by one lower-case word ("it has
oakenform on it") is asked back, never ignored: the Aura or Equipment changes the answer (commands/reader/
aside_names.py). Said as the forms read ("I control Oakenform on my Grizzly Bears"), it is answered.

Oracle texts (../shared/cards/oracle-cards-2018.json): Oakenform "Enchant creature / Enchanted creature gets
+3/+3."; Bonesplitter "Equipped creature gets +2/+0. / Equip {1}"; Grizzly Bears 2/2; Hill Giant 3/3; Shock 2
damage, Lightning Bolt 3 damage to any target.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # the audit's messages: the Aura or Equipment was dropped and the creature answered as dying
        ("opp casts shock on my grizzly bears. it has oakenform on it", "Oakenform"),
        ("opp bolts my grizzly bears, which has oakenform", "Oakenform"),
        ("opp bolts my hill giant. it's got bonesplitter on it", "Bonesplitter"),
        ("my grizzly bears attacks and opp blocks with hill giant. oh and bears has bonesplitter", "Bonesplitter"),
    ],
)
def test_a_card_a_creature_has_is_asked_not_ignored(pool_index, text: str, card: str) -> None:
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert f"names {card}, which the rest of the message doesn't put in the situation" in reply.summary


def test_the_rewrite_is_answered(pool_index) -> None:
    reply = ask_reply("opp casts shock on my grizzly bears. I control oakenform on my grizzly bears", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    bears = next(p for p in outcome["permanents"].values() if p["name"] == "Grizzly Bears")
    assert (bears["zone"], bears["damage"]) == ("battlefield", 2)  # a 5/5 with Oakenform


@pytest.mark.parametrize(
    "aside",
    [
        "thanks in advance for the help",
        # a keyword is the ability, not the Aura named Lifelink (the corpus's rd-002: "the lifelink is where we got
        # confused")
        "the lifelink is where we got confused",
    ],
)
def test_commentary_without_an_aura_or_equipment_is_still_set_aside(pool_index, aside: str) -> None:
    reply = ask_reply(f"opp bolts my hill giant. {aside}", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert f'Not part of the situation (ignored): "{aside}"' in reply.data["interpretation"]
