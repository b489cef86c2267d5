"""A set-aside clause that says a creature has a card (an Aura or Equipment) named by one lower-case word ("it
has oakenform on it", "it's got bonesplitter on it", "oh and bears has bonesplitter"): that card could change
the answer, so the clause is never ignored as commentary. Elsewhere a lone lower-case word names a card only as
a nickname (commands/reader/entities.py: "bolt", not "shock"); saying a creature has it is what makes it one."""

from __future__ import annotations

import re

from cardindex.fuzzy import normalise

from ..lexicon import KEYWORDS, OTHER_KEYWORDS
from .entities import Names

_EDGES = " ,.;:!?\"'()"
# having, wearing or carrying something: "has", "'s got", "with", "wearing", "equipped", "enchanted", "on it"
_HAVING = re.compile(
    r"\b(?:has|have|had|got|gets|with|wearing|wears|wore|carr(?:y|ies|ying)|equipped|enchanted|attached|"
    r"on\s+(?:it|him|her|them))\b",
    re.I,
)


_KEYWORDS = frozenset(KEYWORDS + OTHER_KEYWORDS + ("shroud", "protection"))


def had_cards(text: str, names: Names) -> list[str]:
    """The Auras and Equipment a set-aside clause says something has, each named by a single lower-case word of
    4 or more letters that is the card's exact name and not a keyword ("lifelink" is the ability, as said)."""
    if not _HAVING.search(text):
        return []
    found = []
    for word in text.split():
        span = word.strip(_EDGES)
        if len(span) < 4 or not span.isalpha() or not span.islower() or span in _KEYWORDS:
            continue
        card = names.card(span) if names.index.is_name_key(normalise(span)) else None
        attached = card is not None and any(
            kind in face.type_line for face in card.faces for kind in ("Aura", "Equipment")
        )
        if attached and card.name not in found:
            found.append(card.name)
    return found
