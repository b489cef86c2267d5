"""A card the index doesn't know, used as a verb, is asked back — never set aside as chat.

With only the bundled cards (a bot before an admin imports any), "Opp Lava Axes me" was set aside ("Not part of the
situation (ignored)") and answered "You: 10 life"; "I control Gideon Jura with 6 loyalty. Opp Lava Axes it" left
Gideon at 6 loyalty.
"""

from __future__ import annotations

import pytest

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.ask import ask_reply


@pytest.fixture(scope="module")
def bundled():
    return CardIndex(bundled_cards())


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 10. Opp Lava Axes me. Am I dead?",
        "I control Gideon Jura with 6 loyalty. Opp Lava Axes it. How much loyalty is left?",
        "I control Grizzly Bears. He Searing Spears it. Does it survive?",
        "I control Grizzly Bears. opp fooblasts it. does it die?",
        "I'm at 4. he immediately fooblasts me",
    ],
)
def test_an_unknown_card_as_a_verb_is_refused(text, bundled):
    reply = ask_reply(text, index=bundled)
    assert reply.exit_code == 2, reply.summary
    assert "card" in reply.summary and (
        "in the cards I know" in reply.summary or "isn't a card I know" in reply.summary
    )


def test_the_same_card_known_is_read(pool_index):
    reply = ask_reply("I'm at 10. Opp Lava Axes me. Am I dead?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "You: 5 life" in reply.sections[1].lines, reply.sections[1].lines


@pytest.mark.parametrize(
    "chat",
    ["he tells me it dies", "he says it survives", "my opponent beats me every game", "I told him that"],
)
def test_chat_about_the_players_stays_aside(chat, bundled):
    reply = ask_reply(
        f"I control Grizzly Bears. Opponent casts Shock targeting it. {chat}. Does it die?", index=bundled
    )
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Grizzly Bears dies"), reply.summary
    assert any(line.startswith("Not part of the situation (ignored)") for line in reply.sections[0].lines)


@pytest.mark.parametrize(
    "said",
    [
        "opp points Searing Spear at it",
        "opp throws a Searing Spear at my bear",
        "opp plays Searing Spear on my bear",
        "opp sends a Searing Spear my bear's way",
        "my bear took a Searing Spear",
        "My bear gets Searing Speared",
    ],
)
def test_an_unknown_card_used_on_someone_in_chat_words_is_refused(said, bundled):
    """Each was set aside as chat and answered "Grizzly Bears survives"."""
    reply = ask_reply(f"I control Grizzly Bears. {said}. does it die?", index=bundled)
    assert reply.exit_code == 2, reply.summary
    assert "Searing Spear" in reply.summary, reply.summary


@pytest.mark.parametrize(
    "place", ["At Grand Prix Vegas", "I was playing at Card Kingdom", "my buddy Mike Smith told me"]
)
def test_a_place_or_a_person_is_not_a_card_used(place, pool_index):
    reply = ask_reply(
        f"{place}. I control Grizzly Bears. Opponent casts Shock targeting it. Does it die?", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Grizzly Bears dies"), reply.summary
