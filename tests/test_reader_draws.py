"""Both players' life told as going to a total at once, and "is it a draw?" (commands/reader/frames.py _BOTH_AT;
answer.py): a probe's post, "What happens if both players go to 0 life at the same time? Is it a draw?"."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer


@pytest.mark.parametrize(
    "text",
    [
        "What happens if both players go to 0 life at the same time? Is it a draw?",
        "both players drop to 0 life simultaneously. is it a tie?",
    ],
)
def test_both_players_at_zero_is_a_draw(pool_index, text):
    (o,), first = answer(pool_index, text)
    assert o.players["You"].lost and o.players["Opponent"].lost  # CR 704.5a, both at once: a draw (104.4a)
    assert first == "It's a draw: both players lose (104.4a)"


def test_a_draw_asked_when_one_player_loses(pool_index):
    (o,), first = answer(pool_index, "I'm at 1 life. Opponent is at 0 life. Is it a draw?")
    assert o.players["Opponent"].lost and not o.players["You"].lost
    assert first.startswith("You win")
