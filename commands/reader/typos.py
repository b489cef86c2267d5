"""Misspelt card names in a message that doesn't read ("[[Phyerxian Tyranny]]", "I used Survived the Night"):
when the nearest card is a unique, very close match of the kind the words around it need, the name is read as
that card, and the refusal says so ('read "Phyerxian Tyranny" as Phyrexian Tyranny'); otherwise the name stays
unknown and the refusal asks "did you mean …?".

Very close: the card index's fuzzy match (every word a typo of the name's words, one clear winner), and the whole
name at most one edit away (two in a name of more than 12 letters, or a swap of two letters), spaces and the name's
articles ignored ("Throne of God Pharoah") — and no other card as close. Measured over the capitalised runs of every
corpus question and of the Comprehensive Rules (about 1,000 runs): the close ones were all typos or plurals
("Phyerxian Tyranny", "Drokoma's Command", "Blood Brier", "Howling Mines"); the fuzzy matches it leaves ("Day and
Night" for Toils of Night and Day, "Response To" for Response // Resurgence, "Champion, Championed" for Vampire
Champion) weren't, and "Life Link" (close to the Aura Lifelink) is the keyword: a keyword said in two words is never
a card here.
"""

from __future__ import annotations

import re
from typing import Any

from rapidfuzz.distance import OSA

from cardindex.fuzzy import normalise
from cardindex.keywords import KEYWORDS

from .entities import is_spell

# Words before a name that say it is a permanent ("my Phyerxian Tyranny", "controls …", "blocks with …") or a
# creature; a card of another kind isn't what the sentence names (issue #16: "did you mean", never used).
_PERMANENT_BEFORE = re.compile(
    r"\b(?:my|his|her|their|your|opponent's|controls?|controlled|control|enchant(?:ed|s)?|equip(?:ped|s)?)\s+$", re.I
)
_PERMANENT_AFTER = re.compile(r"^\W*(?:on|in)\s+(?:the\s+)?(?:board|battlefield|field|play)\b", re.I)
_CREATURE_BEFORE = re.compile(r"\b(?:attack(?:s|ed|ing)?|block(?:s|ed|ing)?|swung|swings?)\s+with\s+(?:an?\s+)?$", re.I)
_CREATURE_AFTER = re.compile(r"^\W*(?:attack(?:s|ed|ing)?|block(?:s|ed|ing)?|dies|died|swung|swings)\b", re.I)


def _edits(typed: str, name: str) -> int:
    """Edits from `typed` to the name, or to the name without its articles ("Throne of God Pharoah": Throne of the
    God-Pharaoh, "the" left out and two letters swapped)."""
    a, b = normalise(typed).replace(" ", ""), normalise(name)
    bare = _ARTICLES.sub("", b)
    return min(OSA.distance(a, b.replace(" ", "")), OSA.distance(a, bare.replace(" ", "")))


_ARTICLES = re.compile(r"\b(?:the|a|an)\b")


def _allowed(typed: str) -> int:
    return 2 if len(normalise(typed).replace(" ", "")) > 12 else 1


def close_card(typed: str, index: Any, game: str, memo: dict | None = None) -> Any:
    """The card `typed` is a very close misspelling of (see the module docstring), or None. `memo`: the card
    index's lookup memo for one reading."""
    squeezed = normalise(typed).replace(" ", "")
    if any(squeezed == k.replace(" ", "") for k in KEYWORDS):
        return None  # "Life Link": the keyword, not the Aura Lifelink
    found = index.lookup(typed, game, memo=memo)
    if found.how != "fuzzy" or found.card is None:
        return None
    card = found.card
    names = [card.name, *(f.name for f in card.faces)]
    best = min(_edits(typed, n) for n in names)
    if best > _allowed(typed):
        return None
    for other, _ in found.candidates:
        if other != card.name and _edits(typed, other) <= best:
            return None  # another card as close: not one reading
    return card


def fits_words_around(card: Any, before: str, after: str) -> bool:
    """The card is of the kind the words around its name need: a permanent after "my" or before "on the
    board", a creature where it attacks or blocks."""
    creature = any("creature" in f.types for f in card.faces)
    if (_CREATURE_BEFORE.search(before) or _CREATURE_AFTER.match(after)) and not creature:
        return False
    return not ((_PERMANENT_BEFORE.search(before) or _PERMANENT_AFTER.match(after)) and is_spell(card))


def read_as(text: str, typed: str, index: Any, game: str, memo: dict | None = None) -> Any:
    """The card a name typed in `text` is read as, when it is a very close misspelling that fits where it is
    said; else None."""
    card = close_card(typed, index, game, memo)
    if card is None:
        return None
    at = text.find(typed)
    before, after = (text[:at], text[at + len(typed) :]) if at >= 0 else ("", "")
    return card if fits_words_around(card, before, after) else None
