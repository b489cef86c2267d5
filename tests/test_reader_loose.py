"""Board facts and attacks said loosely in chat (audit8), set aside as chat and answered without them, now asked back
(exit 2, one line): another of a card said unnamed ("opp has a bear too. I shock it" shot my own bear), a board
from an earlier message ("same as before but …"), every creature attacking unnamed ("I alpha strike" dropped, no
attack). Against the 2018 card pool; each audit sentence beside real phrasing (a game-theory text's "your equally
rational opponent has one too", table talk quoted in another project's reader: "I alpha strike")."""

from __future__ import annotations

import pytest
from test_reader_retold import asked_back

from commands.ask import ask_reply

UNNAMED = "says a player has a card without naming it"
EARLIER = "points at a board from an earlier message"
ATTACK = "say which creatures attack"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # "it" after the opponent's bear was read as my own Grizzly Bears, shocked and "dies"
        ("I control Grizzly Bears. opp has a bear too. I shock it", UNNAMED),
        ("I control Grizzly Bears. he has one too. he shocks mine", UNNAMED),
        ("opp has a Hill Giant, I have one too. I bolt his", UNNAMED),
        ("I control Grizzly Bears. opp has the same. I shock his bear", UNNAMED),
        ("I control Grizzly Bears. opp also has a bear. I shock his bear", UNNAMED),
        ("I control Grizzly Bears. he has one as well. he shocks mine", UNNAMED),
        # real: "if your equally rational opponent has one too", told of a card
        ("I control Hill Giant. My opponent has one too. I bolt his.", UNNAMED),
        # read as a card's name and refused naming cards no one meant ("Tooth and Claw?", "Goblin Game?")
        ("I control Grizzly Bears. opp controls one too. he shocks mine", UNNAMED),
        ("I control Grizzly Bears. opp controls the same. I attack with mine, he blocks with his", UNNAMED),
        ("opp controls Grizzly Bears. I control one as well. I shock his", UNNAMED),
        # answered for Hill Giant alone, the earlier board dropped
        ("same as before but opp bolts my Hill Giant", EARLIER),
        ("like last time, opp shocks my Grizzly Bears", EARLIER),
        ("I control Hill Giant. Same as above, opp shocks it.", EARLIER),
        # no attack at all: opponent "10 life" after "I alpha strike"
        ("I control Grizzly Bears, Hill Giant and Serra Angel. I alpha strike. opp is at 10", ATTACK),
        # real table talk ("I alpha strike", quoted as chat for attacking with everything)
        ("I control Grizzly Bears and Hill Giant. Opponent is at 5. I alpha strike", ATTACK),
        # a combat told only by its end: both stayed on the battlefield, undamaged
        ("I control Grizzly Bears, opp has Hill Giant. we trade", ATTACK),
        ("I control Hill Giant, opp controls Hill Giant. they traded", ATTACK),
        ("the bear and the giant trade. I control Grizzly Bears, opp controls Hill Giant", ATTACK),
    ],
)
def test_said_loosely_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


@pytest.mark.parametrize(
    ("text", "life"),
    [
        # chat without a board fact stays chat
        ("I control Grizzly Bears. opp shocks me. Thanks in advance!", 18),
        ("I control Hill Giant. opp bolts me. I hope this makes sense", 17),
        ("opp shocks me, I have no idea", 18),
        ("I control Grizzly Bears. opp bolts me. that's a fair trade", 17),
    ],
)
def test_plain_chat_is_still_set_aside(text, life, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.data["outcomes"][0]["players"]["You"]["life"] == life, reply.data["outcomes"][0]


@pytest.mark.parametrize(
    "text",
    [
        # the blocker named like the attacker was taken for the attacker, given to the opponent, and refused as
        # "Grizzly Bears can't attack its own controller's side"; a blocker is never an attacker (CR 509.1a)
        "I attack with Grizzly Bears, opp blocks with his Grizzly Bears. who dies?",
        "I attack with Grizzly Bears, opp blocks with Grizzly Bears",
        "Grizzly Bears attacks Opponent. Opponent blocks with his Grizzly Bears",
        # real (a judge column's "He attacks with his Avatar and I block with my Familiar"), told of mirror bears
        "I attack with Grizzly Bears and he blocks with his Grizzly Bears.",
    ],
)
def test_a_blocker_named_like_the_attacker_is_a_second_creature(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    combat = reply.data["scenario"]["actions"][0]["combat"]
    [(blocker, attacker)] = combat["blockers"].items()
    assert attacker != blocker and combat["attackers"] == {attacker: "Opponent"}, combat
    zones = {i: (o["controller"], o["zone"]) for i, o in reply.data["outcomes"][0]["permanents"].items()}
    assert zones[attacker] == ("You", "graveyard") and zones[blocker] == ("Opponent", "graveyard"), zones
