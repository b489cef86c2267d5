"""A combat stated only inside the question: "Does it mean a 3/3 blocking a 3/3 wouldn't kill it?", "What happens
when a 2/2 blocks a 3/3?", "would a 4/4 blocked by a 2/2 die?".

Two creatures given by their size alone, one blocking the other, nothing else said of either: the attacker is read
as Opponent's and the blocker as yours, and the reading says so (whose they are decides no creature's fate; a
question about a player's life would say whom it means). Anything said of either creature beyond its size ("a 3/3
blocking a 3/3 with first strike") is not read here.
"""

from __future__ import annotations

import re

_SIZE = r"an?\s+(?P<{0}>[0-9]{{1,2}}/[0-9]{{1,2}})(?:\s+creature)?"
_AFTER = (
    r"(?=\s*(?:$|[,.?!]|(?:would|wouldn't|will|won't|kill|kills|die|dies|survive|survives|trade|trades|do|does|"
    r"doesn't|both|each|,)\b))"
)
_BLOCKING = re.compile(
    rf"(?<![\w/])(?:{_SIZE.format('b')})\s+(?:blocking|blocks|blocked)\s+(?:{_SIZE.format('a')}){_AFTER}", re.I
)
_BLOCKED_BY = re.compile(
    rf"(?<![\w/])(?:{_SIZE.format('a')})\s+(?:(?:is|was|gets|got|being)\s+)?blocked\s+by\s+(?:{_SIZE.format('b')})"
    rf"{_AFTER}",
    re.I,
)
_BEFORE = re.compile(
    r"\b(?:with|first|double|deathtouch|trample|lifelink|flying|infect|wither|indestructible)\s+$", re.I
)


def asked_combat(question: str) -> tuple[list[str], str] | None:
    """The situation sentences a question's combat states, and the note that says whose the creatures were read
    as; None when the question states no such combat."""
    for pattern in (_BLOCKING, _BLOCKED_BY):
        m = pattern.search(question)
        if m and not _BEFORE.search(question[: m.start()]):
            a, b = m["a"], m["b"]
            sentences = [
                f"Opponent controls a {a} creature",
                f"I control a {b} creature",
                f"Opponent's {a} creature attacks me",
                f"My {b} creature blocks it",
            ]
            note = (
                f"Whose creatures weren't said (from the question: \"{question}\"): read as Opponent's {a} attacking "
                f"and your {b} blocking"
            )
            return sentences, note
    return None
