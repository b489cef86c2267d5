"""Whether a clause, its card names masked, could be commentary — told from its words, without looking the names up
(speed only, issue #16).

The reader sets aside a clause it leaves as written when `is_commentary` holds of it with each card name said as
"Card" (`Names.masked`: "Lost Leonin attacks" is no report that something was lost). Masking needs every name in
the clause looked up. But a match of a commentary pattern holds one string of each of the pattern's needle sets
(commands/reader/needles.py `word_needles`), and such a string, having no space in it, lies inside one word of the
masked clause: one of the clause's own words, or "Card". So when the clause's words and "card" hold no string of
some set of each pattern, no masking of it is commentary, and its names needn't be looked up for that.

The two patterns led by a keyword (a rule as the asker understands it, "Trample only matters …", and a keyword
alone as a topic) have no such set (the keywords are too many): a match of either starts with a keyword, which
never holds "card" (tests/test_reader_speed5.py), so it lies in the clause's own first words: the clause starts
with a keyword.
"""

from __future__ import annotations

import re

from .commentary import _ANY_KEYWORD, _COMMENT_RE, _KEYWORD_CLAIM, _OPINION_RE, _TOPIC
from .needles import lowered, word_needles

_KEYWORD_LED = (_KEYWORD_CLAIM, _TOPIC)
_STARTS_WITH_KEYWORD = re.compile(rf"^(?:{_ANY_KEYWORD})", re.I)


def _rarest_first(sets: tuple[frozenset[str], ...]) -> tuple[frozenset[str], ...]:
    """A pattern's sets, those of the longest strings first: the likeliest to have none of theirs in a clause, so
    the soonest to tell the pattern can't match (speed only)."""
    return tuple(sorted(sets, key=lambda s: (-min(map(len, s)), len(s))))


# per pattern of is_commentary (but the keyword-led): its needle sets (None: any text may match it); the patterns
# whose rarest set has the shortest strings first, the likeliest to match a clause: one that may is told soonest
NEEDLES: tuple[tuple[frozenset[str], ...] | None, ...] = tuple(
    sorted(
        (
            None if (sets := word_needles(p.rx)) is None else _rarest_first(sets)
            for p in (*_OPINION_RE, *_COMMENT_RE)
            if p.rx.pattern not in _KEYWORD_LED
        ),
        key=lambda sets: min(map(len, sets[0])) if sets else 0,
    )
)


def may_be_commentary(clause: str) -> bool:
    """False only when `is_commentary` holds of no text made of the clause's words with runs of them said as "Card"
    (see the module docstring); True when it may."""
    low = lowered(clause)
    if low is None:
        return True  # (not ASCII: re.I folds a few other letters to ASCII ones)
    if _STARTS_WITH_KEYWORD.match(" ".join(clause.split())):  # (its words as Names.masked joins them)
        return True
    words = f"{low} card"
    for sets in NEEDLES:  # (loops, not any/all: no generator made per pattern)
        if not sets:
            return True
        for each in sets:
            for needle in each:
                if needle in words:
                    break
            else:
                break  # a set none of whose strings is there: the pattern matches no masking
        else:
            return True  # one of each set's strings is there: it may
    return False
