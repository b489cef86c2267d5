"""Wrong answers found by the metamorphic check (bench/metamorphic.py, tests/rewordings.py): a controlled-English
situation reworded the ways players type it, answered otherwise than as written.

Oracle texts used (../shared/cards/oracle-cards-2018.json):
- Healing Salve: "Choose one — • Target player gains 3 life. • Prevent the next 3 damage that would be dealt to any
  target this turn."
- Shock: "Shock deals 2 damage to any target."  Lightning Bolt: "… deals 3 damage to any target."
- Grizzly Bears: 2/2. Lost Leonin: 2/1, infect. Raptor Companion: 3/1.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _zones(reply, name):
    return {p["zone"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


# 1. "<card> on <target>" with the card's name misspelt beyond what the shorthand reads ("Heaing Salve on my Grizly
# Bears", two typos; "heaing salve on me", a typo in lower case) was set aside as chat and "ignored": the answer
# went on without the Salve's prevention — the Bears destroyed by Shock, where the situation as written ("Healing
# Salve on my Grizzly Bears. Then opponent casts Shock targeting Grizzly Bears.") has them survive (CR 615.1, its
# shield prevents 3 of Shock's 2). So was "Opponent plays Blaspemous Act" (f8-033 reworded: Vigor's Bears answered
# untouched and Hill Giant alive, where Blasphemous Act deals 13 damage to each creature, CR 608.2) and "Opponent
# plays Pyroclsm" (the Bears alive after Pyroclasm's 2 damage). A set-aside clause that names a card misspelt —
# a capitalised run, or where a card goes whatever its case: "<card> on <target>", after "cast"/"play"/"use"
# (commands/reader/aside_names.py misspelt_cards) — is now asked back as one naming a card the situation lacks,
# as a correctly spelt one was.


@pytest.mark.parametrize(
    "text",
    [
        "Heaing Salve on my Grizly Bears. Then opponent casts Shock targeting Grizly Bears.",
        "Heaing Salve on me. Then opponent casts Shock targeting me.",
        "heaing salve on me. Then opponent casts Shock targeting me.",
        "shok on me. Then opponent casts Lightning Bolt targeting me.",
    ],
)
def test_a_misspelt_card_set_aside_is_asked_back_not_ignored(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert any(f"names {card}," in reply.summary for card in ("Healing Salve", "Shock", "Blasphemous Act", "Pyroclasm"))


@pytest.mark.parametrize(
    "text",
    [
        "Healing Salve on my Grizzly Bears. Then opponent casts Shock targeting Grizzly Bears.",
        "Heaing Salve on my Grizzly Bears. Then opponent casts Shock targeting Grizzly Bears.",  # one typo: read
    ],
)
def test_the_shorthand_read_keeps_the_bears(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Grizzly Bears") == {"battlefield"}


def test_chat_about_what_was_seen_stays_set_aside(pool_index):
    reply = ask_reply("My bear died. Opponent casts Shock targeting me.", index=pool_index)
    assert reply.exit_code == 0 and 'ignored): "My bear died"' in reply.to_text()


# 2. A misspelt card name with a word that is also a verb of what the asker saw ("Lost Leoin": "… lost …") made the
# clause commentary: "Opponent controls Lost Leoin and Raptor Compnion. Opponent's Lost Leoin and Raptor Compnion
# attack me." were both set aside, and fr-003 (at 2 life and 8 poison, Lost Leonin with infect and Raptor Companion
# attacking) was answered with no attack at all: "You 2 life, 8 poison", where unblocked the attack kills (CR
# 702.90b, 704.5a/c). A verb of a seen event capitalised after the clause's first word is now a name's word, said as
# "Card" as a masked name is (commands/reader/commentary.py is_commentary): the clause is read, the names with it.


def test_a_misspelt_name_with_a_verb_in_it_is_read_not_set_aside(pool_index):
    text = (
        "It's opponent's turn. I'm at 2 life. I have 8 poison counters. Opponent controls Lost Leoin and Raptor "
        "Compnion. Opponent's Lost Leoin and Raptor Compnion attack me. I have Heaing Salve in hand."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "ignored" not in reply.to_text()
    assert _zones(reply, "Lost Leonin") == {"battlefield"} and _zones(reply, "Raptor Companion") == {"battlefield"}
    assert any(o["players"]["You"]["lost"] for o in reply.data["outcomes"])  # not casting the Salve: dead


def test_the_same_situation_without_typos_as_before(pool_index):
    text = (
        "It's opponent's turn. I'm at 2 life. I have 8 poison counters. Opponent controls Lost Leonin and Raptor "
        "Companion. Opponent's Lost Leonin and Raptor Companion attack me. I have Healing Salve in hand."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and any(o["players"]["You"]["lost"] for o in reply.data["outcomes"])


# "plays" for an instant or sorcery is read as "casts" since the ninth day (reader/frames.py _PAST), so the misspelt
# spell is read as the cast it is (typos.read_as), no longer set aside: the answer is the situation's.
def test_a_misspelt_spell_played_is_read_as_cast(pool_index):
    reply = ask_reply("I control Grizzly Bears. Opponent plays Pyroclsm.", index=pool_index)
    assert not reply.error, reply.summary
    ((bears,),) = [
        [p for p in o["permanents"].values() if p["name"] == "Grizzly Bears"] for o in reply.data["outcomes"]
    ]
    assert bears["zone"] == "graveyard"
    text = "I control Vigor and Grizly Bears. Opponent controls Hill Giant. Opponent plays Blaspemous Act."
    (outcome,) = ask_reply(text, index=pool_index).data["outcomes"]
    by_name = {p["name"]: p for p in outcome["permanents"].values()}
    assert by_name["Hill Giant"]["zone"] == "graveyard"  # 13 damage to each creature (CR 608.2)
    assert by_name["Grizzly Bears"]["counters"] == {"+1/+1": 13}  # Vigor prevents it and adds counters (615.5)
