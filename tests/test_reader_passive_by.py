"""'<creature> gets shocked by me, …': the passive's 'by' phrase names the caster (me, him, Opponent) and nothing
more is read into it — the rest of the sentence is read as its own clause, never dropped unsaid
(commands/reader/frames.py frame_card_verb_passive). 'hes' / 'shes' typed without the apostrophe are "he's" /
"she's" (commands/reader/normalise.py).

Oracle texts (../shared/cards/oracle-cards-2018.json): Shock 2 damage, Lightning Bolt 3 damage to any target;
Messenger Drake 3/3 flier; Grizzly Bears 2/2.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


@pytest.mark.parametrize(
    "text",
    [
        # the audit's message: "hes at 2" was dropped with "by me", the opponent answered at 20 life
        "opp's messenger drake gets shocked by me, hes at 2",
        "opp's grizzly bears gets bolted by me, shes at 5",
    ],
)
def test_a_life_total_after_the_passive_is_read(pool_index, text: str) -> None:
    reply = ask_reply(text, index=pool_index)
    # told after what happened: before it or after? (asked, commands/reader life_after)
    assert reply.exit_code == 2, reply.summary
    assert "is that life total before what the message tells happened, or after?" in reply.summary


def test_hes_is_he_is(pool_index) -> None:
    reply = ask_reply("I shock opp's messenger drake. hes at 2", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.data["interpretation"][1] == "Opponent: 2 life; controls Messenger Drake"


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("my grizzly bears gets bolted by him", "1. Opponent casts Lightning Bolt targeting Grizzly Bears"),
        ("opp's grizzly bears gets bolted by me", "1. You cast Lightning Bolt targeting Grizzly Bears"),
    ],
)
def test_the_caster_is_read_from_by(pool_index, text: str, line: str) -> None:
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert line in reply.data["interpretation"]  # said, not "(caster assumed …)"


def test_commentary_after_the_passive_is_said_ignored(pool_index) -> None:
    reply = ask_reply("opp's messenger drake gets shocked by me, hes sad about it", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert 'Not part of the situation (ignored): "Opponent is sad about it"' in reply.data["interpretation"]
