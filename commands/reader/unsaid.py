"""Forms whose message leaves out a fact that decides the answer: read as far as they go, and the missing fact
asked back — never assumed ("Opponent did prevent 4 damage to his creature with two Test of Faith": what dealt
the 4 damage; "Damaging player kills Cho-Manno": what deals how much damage to whom).
"""

from __future__ import annotations

import re

from ..situation import SituationError
from .dispatch import guarded
from .entities import Names
from .story import casts

_P = r"(?P<p>I|Opponent|he|she|they|we)"
_COUNT = {"two": 2, "three": 3, "both": 2, "2": 2, "3": 3}
_PREVENTED_WITH = re.compile(
    rf"^{_P}\s+(?:did\s+prevent|prevented|prevents|prevent)\s+(?P<n>[0-9]+|[a-z]+)\s+(?:points\s+of\s+)?damage\s+"
    r"(?:that\s+would\s+be\s+dealt\s+|that\s+would\s+have\s+been\s+dealt\s+)?to\s+(?P<t>.+?)\s+"
    r"(?:with|using|by\s+casting|by\s+playing)\s+(?:(?P<k>two|three|both|[23])\s+(?:copies\s+of\s+)?)?(?:an?\s+)?"
    r"(?P<x>.+)$",
    re.I,
)
_DAMAGING_KILLS = re.compile(
    r"^(?:damaging|dealing\s+damage\s+to|damage\s+to|hitting|burning|attacking)\s+(?:the\s+|a\s+|that\s+)?"
    r"(?:player|me|him|her|Opponent|my\s+face|face)\s+(?:kills|killed|destroys|destroyed)\s+(?P<x>.+)$",
    re.I,
)


@guarded(_PREVENTED_WITH)
def frame_prevented_with(clause: str, names: Names) -> str | None:
    """ "Opponent did prevent 4 damage to his creature with two Test of Faith": the spells cast at it, one after the
    other — and what dealt the damage, which the clause doesn't say, asked back."""
    m = _PREVENTED_WITH.match(clause)
    cast = casts(m, names) if m else None
    if m is None or cast is None:
        return None
    times = _COUNT.get((m["k"] or "").lower(), 1)
    again = " (and then another)" * (times - 1)
    raise SituationError(
        f'"{clause}" is read as {cast} targeting {m["t"]}{again}, but not what dealt the {m["n"]} damage, which '
        f'decides the answer: say it as a sentence after it ("Then a red source deals {m["n"]} damage to it", '
        '"Then Opponent casts Lightning Bolt targeting it"; see /help ruling)'
    )


@guarded(_DAMAGING_KILLS)
def frame_damaging_kills(clause: str, names: Names) -> str | None:
    """ "Damaging player kills Cho-Manno": what deals the damage, how much and to whom isn't said: asked back."""
    m = _DAMAGING_KILLS.match(clause)
    if m is None:
        return None
    raise SituationError(
        f'"{clause}": say what deals how much damage to which player, as a sentence ("Opponent casts Lightning Bolt '
        f'targeting me"); the answer then says what happens to {m["x"]} (see /help ruling)'
    )
