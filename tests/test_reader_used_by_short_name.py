"""A permanent named by a short name in a clause with no other game word ("he uses his healer on it") is read or
asked back, never set aside as commentary: Samite Healer's prevention decides whether a Shocked bear lives.
Against the 2018 card pool (audit5b)."""

from __future__ import annotations

import pytest
from test_reader_audit import asked_back

from commands.ask import ask_reply


@pytest.mark.parametrize(
    "text",
    [
        "opp has Grizzly Bears and Samite Healer. I shock the bear and he uses his healer on it. does the bear die?",
        "I control Grizzly Bears and Samite Healer. opp shocks my bear and I use my healer on it. does it survive?",
    ],
)
def test_a_healer_used_by_its_short_name_prevents(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    bears = outcome["permanents"]["grizzly-bears"]
    assert bears["zone"] == "battlefield" and bears["damage"] == 1
    assert outcome["prevented"] == 1
    assert reply.summary.startswith("Grizzly Bears survives")


@pytest.mark.parametrize(
    "text",
    [
        "opp has Grizzly Bears and Samite Healer. I shock the bear, he pops the healer on it. does the bear die?",
        "opp has Grizzly Bears and Samite Healer. I shock the bear, he saves it with the healer. does the bear die?",
    ],
)
def test_an_unread_use_of_a_permanent_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "healer")


def test_a_remark_about_a_permanent_without_abilities_stays_commentary(pool_index):
    text = "I control Grizzly Bears. Opponent casts Shock targeting it. I love my bear lol. Does it die?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    assert "I love my bear lol" in " ".join(reply.data["interpretation"]).replace('"; "', " ")
