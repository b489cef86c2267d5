"""Issue #15 follow-up: an attacking creature with protection can't be blocked by creatures with the stated
quality (CR 702.16f), and the legend rule (CR 704.5j) — on real 2018 Oracle text from ../shared's pool."""

from __future__ import annotations

import pool_cards as pool
import pytest

from commands.ask import ask_reply

NAMES = (
    "Burrenton Forge-Tender",
    "Hill Giant",
    "Grizzly Bears",
    "Gisela, Blade of Goldnight",
    "Lightning Bolt",
)


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


def test_red_creature_cant_block_protection_from_red(index):
    reply = ask_reply(
        "I control Burrenton Forge-Tender. Opponent controls Hill Giant. I attack with Burrenton Forge-Tender. "
        "Hill Giant blocks Burrenton Forge-Tender.",
        index=index,
    )
    assert reply.error and reply.exit_code == 2, reply.summary
    assert "\n" not in reply.summary
    assert "Hill Giant can't block Burrenton Forge-Tender" in reply.summary
    assert "protection from red" in reply.summary and "702.16f" in reply.summary


def test_non_red_creature_may_block_protection_from_red(index):
    (o,) = pool.outcomes(
        index,
        "I control Burrenton Forge-Tender. Opponent controls Grizzly Bears. I attack with Burrenton Forge-Tender. "
        "Grizzly Bears blocks Burrenton Forge-Tender.",
    )
    assert o.permanents["burrenton-forge-tender"].zone == "graveyard"  # 2 damage to a 1/1, nothing prevents it
    assert o.players["Opponent"].life == 20
