"""Plain verbs in lower case say what happened, not which card was cast: "I fight it" isn't Prepare // Fight,
"they survive" isn't Struggle // Survive, "I exile it" isn't the card Exile; and an action said in plain words
("I protect it", "I remove it") is asked back, not set aside as commentary while the answer ignores it."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply

BLOCK = "I control Grizzly Bears. Opponent controls Hill Giant. Hill Giant attacks me and I block with Grizzly Bears. "


@pytest.mark.parametrize("said", ["I fight it.", "I exile it.", "I regenerate it.", "I protect it.", "I remove it."])
def test_a_plain_verb_is_asked_back(said, pool_index):
    reply = ask_reply(BLOCK + said, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    if said == "I regenerate it.":  # read as an activation since day 11 (commands/regenerate_said.py): nothing of
        assert reply.summary.startswith('"I regenerate it": nothing you control regenerates it')  # yours can
    else:
        assert reply.summary.startswith(f'can\'t read "{said.rstrip(".")}"')
    assert reply.summary.count("/help ruling") == 1 and "Prepare" not in reply.summary  # no hint to cast Prepare


def test_they_survive_is_no_cast(pool_index):
    """Was read as Opponent casting Survive (Struggle // Survive) after the blocks: refused naming Struggle."""
    reply = ask_reply(BLOCK + "They survive.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [o] = reply.data["outcomes"]
    assert o["permanents"]["grizzly-bears"]["zone"] == "graveyard" and o["players"]["You"]["life"] == 20
    assert [a for a in reply.data["scenario"]["actions"] if "cast" in a] == []


@pytest.mark.parametrize(
    ("said", "card"),
    [("He shocks my bear.", "Shock"), ("He bolts my bear.", "Lightning Bolt")],
)
def test_a_card_verb_still_casts(said, card, pool_index):
    """A card's name in lower case that isn't a plain verb ("shocks"), a nickname ("bolts"), or any name with a
    capital ("Exile") is still the card."""
    reply = ask_reply("I control Grizzly Bears. Opponent controls Hill Giant. " + said, index=pool_index)
    casts = [a["cast"] for a in (reply.data or {}).get("scenario", {}).get("actions", []) if "cast" in a]
    assert casts == [card], reply.summary
    reply = ask_reply("Opponent controls Hill Giant. Hill Giant attacks me. I Exile Hill Giant.", index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Exile: "Exile target nonwhite attacking creature')


@pytest.mark.parametrize(
    "said",
    [
        "I sac it in response.",  # "sac in response" (cyberpost.co/?p=68594, a public rules page)
        "You then sacrifice your blocker.",  # the same page's words, in the second person
        "He steals my bear.",
        "I save it with a trick.",
        "He makes it bigger.",
        "I jump it.",
        "I shrink it.",
        "I flash it in.",
    ],
)
def test_an_action_in_plain_words_is_asked_back_not_ignored(said, pool_index):
    """Each was set aside as commentary ("Not part of the situation (ignored)") or read as a card (Jump, Shrink)
    while the answer went on without it: the blocker died in every outcome."""
    reply = ask_reply(BLOCK + said, index=pool_index)
    assert reply.exit_code == 2, reply.summary


@pytest.mark.parametrize("said", ["We had a long game.", "GG.", "It was a close game."])
def test_chat_without_game_words_is_still_set_aside(said, pool_index):
    reply = ask_reply(BLOCK + said, index=pool_index)
    assert (
        reply.exit_code == 0 and f'Not part of the situation (ignored): "{said.rstrip(".")}"' in reply.sections[0].lines
    )
