"""Whether a creature can block another, asked (commands/reader/block_legal.py): answered first from the engine's
declaration check on the board as read (CR 509.1a-b, 702.9b flying, 702.28b shadow, 702.111b menace); the outcomes
stay the situation's own, without the block."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, refusal, zone


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "Opponent attacks with Serra Angel. Can my Hill Giant block it?",
            "No: Hill Giant can't block Serra Angel: it has flying, so only flying or reach can block it (CR 702.9b)",
        ),
        (
            "I control Giant Spider. Opponent controls Soltari Priest. can my giant spider block soltari priest",
            "No: Giant Spider can't block Soltari Priest: it has shadow, so only shadow can block it (CR 702.28b)",
        ),
        (
            "Opponent attacks with Serra Angel. I control Giant Spider. Can my Giant Spider block it?",
            'Yes: Giant Spider can block Serra Angel (the outcomes are without the block: say "Giant Spider blocks '
            'Serra Angel")',
        ),
        (
            "Opponent attacks with Boggart Brute. Can my Grizzly Bears block it?",
            "Only with another creature: Boggart Brute has menace, so it can't be blocked except by two or more "
            "(CR 702.111b)",
        ),
        (
            "I control a tapped Grizzly Bears. Opponent attacks with Hill Giant. Can my Grizzly Bears block it?",
            "No: Grizzly Bears is tapped, and a tapped creature can't block (CR 509.1a)",
        ),
    ],
)
def test_can_it_block_is_answered_first(pool_index, text, first):
    outcomes, line = answer(pool_index, text)
    assert line == first
    assert all(not o.log or "blocked by" not in o.log[0].text for o in outcomes)  # no block assumed


def test_the_outcome_is_the_situations_own(pool_index):
    (o,), _ = answer(pool_index, "Opponent attacks with Serra Angel. Can my Hill Giant block it?")
    assert o.players["You"].life == 16 and zone(o, "Hill Giant") == "battlefield"


def test_a_block_question_whose_creatures_arent_on_the_board_is_still_asked(pool_index):
    said = refusal(pool_index, "can my giant spider block soltari priest?? it has reach lol")
    assert "asks about a block the message doesn't describe" in said
