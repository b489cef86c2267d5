""" "anything I can do?" (without "is there") asks what the asker can do: their unused abilities are offered, each
use an outcome (commands/reader/unused.py), not set aside as commentary.

Oracle texts (../shared/cards/oracle-cards-2018.json): Samite Healer "{T}: Prevent the next 1 damage that would be
dealt to any target this turn."; Mogg Fanatic "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to any
target."; Lightning Bolt 3 damage to any target; Hill Giant 3/3.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


@pytest.mark.parametrize(
    ("text", "lives"),
    [
        # the audit's message: answered for no use only (dead at 0), the question ignored
        ("opp bolts me, im at 3. I control samite healer. anything I can do?", {0, 1}),
        # no block: Mogg Fanatic's ability can't stop the Giant, each use still loses (targeting me, at -1)
        ("opp's hill giant attacks me, I'm at 3. I have Mogg Fanatic. I don't block. anything we could do?", {0, -1}),
    ],
)
def test_anything_i_can_do_offers_the_abilities(pool_index, text: str, lives: set[int]) -> None:
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert any(line.startswith("You asked what you can do") for line in reply.data["interpretation"])
    assert {o["players"]["You"]["life"] for o in reply.data["outcomes"]} == lives


def test_anything_i_can_do_with_a_block_unsaid_is_asked_back(pool_index) -> None:
    # audit16: Mogg Fanatic (1/1) could block the Giant, and then the asker at 3 takes nothing — the answer with
    # blocks left out ("each use still loses") was wrong, so the block is asked (situation._no_block_offered)
    reply = ask_reply(
        "opp's hill giant attacks me, I'm at 3. I have Mogg Fanatic. anything we could do?", index=pool_index
    )
    assert reply.exit_code == 2 and "no block was said" in reply.summary
