"""Everyday words asked back as card names (audit7, issue #16): a possessive pronoun as a target ("he shocks mine"
was "Mine Layer" / "Nine Lives", "I bolt his" a bare "no card named "his""), a bare "one" / "the other", and a
clause with a personal pronoun given a "did you mean" card ("putting me at 3" -> Questing Beast). Against the 2018
card pool; each audit sentence beside a real one where one was found."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def asked_back(text: str, index, fragment: str) -> str:
    reply = ask_reply(text, index=index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert fragment in reply.summary, reply.summary
    return reply.summary


def zones(text: str, index) -> tuple[dict[str, str], str]:
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    return {p["name"]: p["zone"] for p in outcome["permanents"].values()}, "\n".join(reply.data["interpretation"])


@pytest.mark.parametrize(
    ("text", "dead", "alive", "said"),
    [
        # audit: "mine" with one creature of mine is that creature (his unnamed "one too" is asked back since audit8:
        # tests/test_reader_loose.py)
        ("I have Grizzly Bears, he has Hill Giant. he shocks mine", "Grizzly Bears", "Hill Giant", '"mine" is read as'),
        ("I control Grizzly Bears. opp controls Hill Giant. he shocks mine", "Grizzly Bears", "Hill Giant", "mine"),
        # audit: "his" with one permanent of the opponent's is that one
        ("I control Grizzly Bears. Opponent controls Hill Giant. I bolt his", "Hill Giant", "Grizzly Bears", "his"),
    ],
)
def test_a_possessive_pronoun_is_the_one_permanent_of_that_player(text, dead, alive, said, pool_index):
    where, reading = zones(text, pool_index)
    assert where[dead] == "graveyard", where
    if alive:
        assert where[alive] == "battlefield", where
    assert said in reading and "the only permanent" in reading, reading


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # two of mine: which one isn't said (was "no card named "mine" (did you mean Nine Lives?)")
        ("I control Grizzly Bears and Hill Giant. he shocks mine", '"mine": You control 2 permanents'),
        # audit: "he has the same" isn't read, so the situation gives him nothing "his" could be; since audit8 it is
        # asked back itself
        ("I control Hill Giant, he has the same. I bolt his", '"he has the same" says a player has a card'),
        # audit: a bare "one" and "the other" (was "no card named "one"")
        (
            "I control Grizzly Bears and Hill Giant. opp shocks one and bolts the other",
            '"one" doesn\'t say which permanent',
        ),
    ],
)
def test_a_pronoun_that_does_not_say_which_is_asked_back(text, fragment, pool_index):
    said = asked_back(text, pool_index, fragment)
    assert "did you mean" not in said and "no card named" not in said, said


@pytest.mark.parametrize(
    "text",
    [
        # audit
        "opp shocks me, putting me at 3. then he bolts me",
        # a game's own log line ("The enemy does 3 damage to me, leaving me at 17 health"), told of a card
        "Hill Giant deals 3 damage to me, putting me at 17",
    ],
)
def test_a_clause_with_a_pronoun_gets_no_card_suggested(text, pool_index):
    said = asked_back(text, pool_index, 'no card named "putting me at')
    assert "did you mean" not in said, said


@pytest.mark.parametrize(
    ("text", "player", "life", "lost"),
    [
        # audit (was "no card named "life left" (did you mean Lifetap …?)"): the total before the bolt
        ("I have 3 life left. opp bolts me", "You", 0, True),
        # real (stackexchange q/33306: "Both attacking and defending players have 1 life left"), told of one player
        ("Opponent has 1 life left. I attack with Hill Giant", "Opponent", -2, True),
    ],
)
def test_life_left_said_first_is_the_life_total(text, player, life, lost, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    assert outcome["players"][player]["life"] == life and outcome["players"][player]["lost"] is lost, outcome


@pytest.mark.parametrize(
    "text",
    [
        "opp bolts me. I have 3 life left",
        # was read as 3 life before the Bolt: Bolt and Shock both counted from 3 ("lost"; told, 1 left after Shock)
        "opp bolts me. now I have 3 life. he shocks me",
        "opp bolted me. I have 3 life. he shocks me",
    ],
)
def test_life_had_after_an_event_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "is that life total before what the message tells happened, or after?")


@pytest.mark.parametrize(
    "text",
    [
        # audit (was "no card named "sorry" (did you mean Worry Beads?)")
        "I control Grizzly Bears, sorry, I mean Hill Giant. opp shocks it",
        # real self-correction ("Send it to John, sorry, I mean to Jane, before noon."), told of a Shock
        "I control Grizzly Bears and Hill Giant. opp shocks Grizzly Bears, sorry, I mean Hill Giant, before combat",
    ],
)
def test_a_correction_between_commas_is_asked_back(text, pool_index):
    said = asked_back(text, pool_index, "takes back part of what was said before it")
    assert "no card named" not in said, said
