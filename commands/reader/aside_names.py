"""A set-aside clause that says a creature has a card (an Aura or Equipment) named by one lower-case word ("it
has oakenform on it", "it's got bonesplitter on it", "oh and bears has bonesplitter"): that card could change
the answer, so the clause is never ignored as commentary. Elsewhere a lone lower-case word names a card only as
a nickname (commands/reader/entities.py: "bolt", not "shock"); saying a creature has it is what makes it one."""

from __future__ import annotations

import re
from typing import Any

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


# (and "regeneration", the keyword action's noun, CR 701.15: "people say regeneration beats deathtouch")
_KEYWORDS = frozenset(KEYWORDS + OTHER_KEYWORDS + ("shroud", "protection", "regeneration"))


# a player said to have or control what follows: "opp has repercussion", "i have pestilence", "he controls …"
_PLAYER_HAS = re.compile(
    r"^\s*(?:i|we|he|she|they|opp|opponent|my\s+opponent)\s+(?:has|have|had|controls?|controlled|got)\s+"
    r"(?:(?:a|an|the)\s+)?(?P<w>[a-z][a-z'’-]+)\b",
    re.I,
)
_PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def had_cards(text: str, names: Names) -> list[str]:
    """The Auras and Equipment a set-aside clause says something has, each named by a single lower-case word of
    4 or more letters that is the card's exact name and not a keyword ("lifelink" is the ability, as said); and
    the permanent such a word names right after a player said to have or control it ("opp has repercussion",
    "i have pestilence"): a permanent on a player's side is part of the board (CR 110.1, 110.2) and may change
    the answer (audit 23: Repercussion said so was ignored as commentary, and its damage to the creature's
    controller left out)."""
    if not _HAVING.search(text):
        return []
    found = []
    owned = _PLAYER_HAS.match(text)
    for word in text.split():
        span = word.strip(_EDGES)
        if len(span) < 4 or not span.isalpha() or not span.islower() or span in _KEYWORDS:
            continue
        card = names.card(span) if names.index.is_name_key(normalise(span)) else None
        attached = card is not None and any(
            kind in face.type_line for face in card.faces for kind in ("Aura", "Equipment")
        )
        had = (
            card is not None
            and owned is not None
            and owned["w"] == span
            and any(kind in face.type_line for face in card.faces for kind in _PERMANENT_TYPES)
        )
        if (attached or had) and card.name not in found:
            found.append(card.name)
    return found


# Where a card's name goes in a clause, whatever its case: what starts the shorthand "<card> on <target>" ("Healing
# Salve on me", "heaing salve on my bears"), and what a player casts, plays, activates or uses ("Opponent plays
# Pyroclsm"); up to four words, the longest that is a card's misspelling
_ON_TARGET = re.compile(
    r"^\s*(?P<p>[A-Za-z][\w'’-]*(?:\s+[\w'’,-]+){0,4}?)\s+on\s+(?:me|myself|him|her|it|them|opp|"
    r"(?:my\s+)?opponent|my|his|their|your|the|a|an)\b",
    re.I,
)
_CAST = re.compile(
    r"\b(?:cast|casts|casted|casting|play|plays|played|playing|activate|activates|activated|use|uses|used)\s+"
    r"(?P<p>[A-Za-z][\w'’-]*(?:\s+[\w'’-]+){0,3})",
    re.I,
)


def misspelt_cards(text: str, index: Any, game: str, memo: dict | None = None) -> list[str]:
    """The cards a set-aside clause names misspelt, each a very close misspelling of one card (commands/reader/
    typos.py): a capitalised run ("Heaing Salve on my Grizly Bears" names Healing Salve), or, whatever its case, a
    name where a card goes (_ON_TARGET, _CAST: "heaing salve on me", "Opponent plays Pyroclsm"). Exact names are
    found by Names.spans; a misspelt one is as much a card of the situation, never commentary to ignore. `memo`:
    the card index's lookups for one reading (Names.lookups)."""
    from .typos import read_as
    from .unknown import misspelt_names  # (unknown imports the readers this module serves)

    found = [card for _, card in misspelt_names(text, index, game, memo)]
    places = [m["p"] for m in (_ON_TARGET.match(text), *_CAST.finditer(text)) if m]
    for place in places:
        words = place.split()
        if any(index.get(" ".join(words[:n]).rstrip(","), game) is not None for n in range(len(words), 0, -1)):
            continue  # a card's exact name starts it ("cast Lightning Bolt claimed that …"): Names.spans' to find
        for n in range(len(words), 0, -1):  # the longest first: "heaing salve", not "heaing"
            typed = " ".join(words[:n]).rstrip(",")
            card = read_as(text, typed, index, game, memo) if len(typed.replace(" ", "")) >= 4 else None
            if card is not None:
                found += [card.name] if card.name not in found else []
                break
    return found
