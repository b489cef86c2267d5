"""A report about a card, with no board (issue #16): "Hydroid Krasis - doesn't gain life and doesn't draw cards when
cast, though the ability does trigger", "[[Urza's Avenger]] is not putting -1/-1 counters on it self", "steel
hellkite fix: think steel hellkite is removing permanents …". Such a message names no player and gives no number,
so it describes no particular situation; but what it asks about is the card's own text, and when a line of that
text isn't modelled, no board the asker could add would get it answered. The refusal names that line (exit 3)
rather than asking for a board (commands/ask.py; unmodelled.py finds the line, with the card's activated
abilities counted as used: the report is about them)."""

from __future__ import annotations

from typing import Any

from .entities import Names
from .general import NO_BOARD
from .unmodelled import unmodelled_refusal


def about_card_refusal(said: str, text: str, index: Any, game: str, names: Names) -> str | None:
    """The unmodelled-line refusal for a board-less report (`said` is the no-situation refusal it would get), or
    None when it isn't one or its cards' lines are all modelled."""
    if not said.startswith(NO_BOARD):
        return None
    return unmodelled_refusal(text, index, game, names, about=True)
