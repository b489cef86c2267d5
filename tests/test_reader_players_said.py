"""Players said in chat words. The other player introduced by name ("my friend Adam", "my buddy Kevin"): read as
Opponent wherever the name is used, and said (commands/reader/named.introduced). Before: 'no card named "Opponent
Adam"'. A life total with what that player controls ("I'm at 2 with Circle of Protection: Red")."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


@pytest.mark.parametrize(
    "text",
    [
        "My friend Adam attacks me with Hill Giant. I block with Grizzly Bears. Does my bear die?",
        "My friend Adam has Hill Giant. Adam attacks me with it. I block with Grizzly Bears.",
        "my buddy Kevin bolts my Grizzly Bears. does it die?",
    ],
)
def test_a_friend_named_is_the_opponent(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    assert outcome["permanents"]["grizzly-bears"]["controller"] == "You"
    assert 'introduced as the other player"): read as Opponent' in reply.to_text()
    assert "Opponent Opponent" not in reply.to_text()


def test_a_friend_and_another_name_are_the_two_players(pool_index):
    # the one introduced is Opponent; the other name is the asker's side
    reply = ask_reply("Sarah controls Grizzly Bears. Her friend Bob bolts it. Does it die?", index=pool_index)
    assert reply.exit_code in (0, 2)  # ("Her friend" isn't the asker's: not introduced here)
    reply = ask_reply("Amy controls Grizzly Bears. My friend Bob casts Lightning Bolt targeting it.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    assert outcome["permanents"]["grizzly-bears"]["controller"] == "You"  # Amy: the other name, You
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"


def test_a_life_total_with_a_permanent(pool_index):
    """ "I'm at 2 with Circle of Protection: Red" (before: can't read): the life total, and that player controls it;
    its ability, unused, is named in the reading (the answer is for no one using it)."""
    reply = ask_reply("I'm at 2 with Circle of Protection: Red. Opp bolts me. Am I dead?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    assert outcome["players"]["You"]["life"] == -1 and outcome["players"]["You"]["lost"]
    said = reply.to_text()
    assert "You: 2 life" in said and "controls Circle of Protection: Red" in said
    assert "Not used here: Circle of Protection: Red's activated ability" in said
    poison = ask_reply("I'm at 1 life with 9 poison counters. Opp attacks me with a 1/1 infect.", index=pool_index)
    assert poison.exit_code == 0 and poison.data["outcomes"][0]["players"]["You"]["poison"] == 10
