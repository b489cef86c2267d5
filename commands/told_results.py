"""What a story says came of it, told after something happened ("… I blocked with my Juvenile Gloomwidow. After
combat the Drake was a 1/1"): a report of the game, not a fact of the board before it. Read as a fact it would
change the board (a 1/1 Drake from the start); asked back, the message isn't answered though the rules say it. So it
is kept as told and checked against the answer: when every outcome gives it, the reading says so and the answer
stands; when none or only some do, the message is asked back as before, now saying what the rules give — the told
size may be a board fact left out (a pump, counters), which only the asker knows (never guessed)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .size_said import not_its_size


@dataclass(frozen=True)
class ToldResult:
    """A size told of a permanent after what happened: the words, the permanent's id and name, its size told, and its
    size as read before."""

    quote: str
    ident: str
    shown: str
    size: str
    before: str | None


def _size_in(outcome: Any, ident: str) -> str | None:
    p = outcome.permanents.get(ident)
    if p is None or p.zone != "battlefield" or p.power is None or p.toughness is None:
        return None
    return f"{p.power}/{p.toughness}"


def checked(told: list[ToldResult], outcomes: list[Any]) -> tuple[list[str], str | None]:
    """(notes, refusal): a note for each result every outcome gives; the refusal (one line) for the first one that
    not every outcome gives."""
    notes: list[str] = []
    for t in told:
        sizes = [_size_in(o, t.ident) for o in outcomes]
        if sizes and all(s == t.size for s in sizes):
            notes.append(f'"{t.quote}" is what came of it, told: the rules give it too ({t.shown} is {t.size})')
            continue
        given = sorted({s or "not on the battlefield" for s in sizes})
        refusal = str(not_its_size(t.quote, t.shown, t.before, t.size))
        leaves = f" as I read it, and the answer leaves it {' or '.join(given)};"
        return notes, refusal.replace(" as I read it;", leaves)
    return notes, None
