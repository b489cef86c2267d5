"""The edges of a card name a player typed, for names the card index doesn't know (commands/reader/unknown.py).

- A format before the name isn't part of it: "If playing in Commander Righteous Valkyrie is giving its +2/+2"
  names Righteous Valkyrie; "Modern Tarmogoyf", "EDH Sol Ring" likewise.
- A set after it ("Throne of God Pharoah from Amonkhet") says which printing, not which card (commands/reader/
  sets.py: a printing doesn't change a card's Oracle text).
- A card quoted by name, whatever the case of its later words, is a name: "Bolg of the north says "When Bolg
  enters, …"" (a report quoting the card's text), "Leeching Sliver reads “Whenever …”".
- A list of cards joined by commas isn't one legend's name: "Corpsejack, Ignoble Heirarch, and …" names Corpsejack
  Menace and an Ignoble Heirarch (list_items).
"""

from __future__ import annotations

import re
from typing import Any

from cardindex.fuzzy import normalise as normalise_name

from .sets import SET_NAMES

# Formats and ways to play, as players put them before a card's name ("in Commander Righteous Valkyrie …").
_FORMATS = frozenset(
    "commander edh cedh brawl modern standard pioneer legacy vintage pauper historic alchemy limited draft "  # noqa: SIM905
    "sealed".split()
)
_FROM_SET = re.compile(r"\s+(?:from|in)\s+(?:the\s+)?(?P<set>[A-Z][\w'’:]*(?:\s+[\w'’:]+){0,3})$")


def trim_edges(name: str) -> str:
    """`name` without a format word before it or "from <set>" after it, when at least two capitalised words are left
    ("Commander Righteous Valkyrie" → "Righteous Valkyrie"; "Throne of God Pharoah from Amonkhet" → "Throne of God
    Pharoah"); otherwise `name` as it is ("Commander Eesha" stays)."""
    words = name.split()
    if len(words) > 2 and words[0].lower() in _FORMATS and sum(w[:1].isupper() for w in words[1:]) >= 2:
        name = " ".join(words[1:])
    m = _FROM_SET.search(name)
    if m and m["set"].strip().lower() in SET_NAMES:
        rest = name[: m.start()]
        if sum(w[:1].isupper() for w in rest.split()) >= 2:
            name = rest
    return name


# A card type written after a short name, as players abbreviate it: "a Gideon PWer", "my Jace PW"
_TYPE_TAIL = re.compile(r"\s+(?:PW|PWs|PWer|PWers|Planeswalker|Planeswalkers)$")


def without_type_tail(name: str) -> str | None:
    """`name` without a card type written after it ("Gideon PWer" → "Gideon"), or None when it has none."""
    m = _TYPE_TAIL.search(name)
    return name[: m.start()] if m else None


# "Bolg of the north says "When Bolg enters, …"": a capitalised word, up to five more, then says/reads and a quote
_QUOTING = re.compile(
    r"(?:^|(?<=[.!?\n*]))\s*(?P<n>[A-Z][\w'’-]+(?:,?\s+[\w'’-]+){1,5}?)\s+(?:says|reads)\s*:?\s*[\"“]",
    re.M,
)
# what quotes text without being a card: the card, its text, the rules, a site or app
_NOT_A_CARD = re.compile(
    r"\b(?:it|this|that|card|cards|text|oracle|rules?|ruling|gatherer|scryfall|wiki|judge|log|game|tooltip|"
    r"description|reminder|forge|xmage|arena|mtga|i|he|she|they|we|you|your|my|his|her|their|opponent)\b",
    re.I,
)


_JOINERS = frozenset("of the and to in on from for by a an at into".split())  # noqa: SIM905


def _lower_cased_name(name: str) -> bool:
    """A name as players type them, a later word in lower case ("Bolg of the north"), that nothing says is no card."""
    later = name.split()[1:]
    return not _NOT_A_CARD.search(name) and any(w.isalpha() and w.islower() and w not in _JOINERS for w in later)


def quoting_names(text: str) -> list[str]:
    """The names that quote a card's text with a later word in lower case, which capitalised runs miss: "Bolg of
    the north says "…"" gives "Bolg of the north" ("Gauntlet of Power reads "…"" is a run already, and "Dina, Soul
    Steeper in the 99 reads "…"" is no name of lower-case words)."""
    return [m["n"] for m in _QUOTING.finditer(text) if _lower_cased_name(m["n"])]


# "Firesong and sunspear - Triggers too often …", "Dreadful apathy - bug with …": a report list's item (XMage's
# feedback lists, a player's list of bugs) names its card first, then a dash, whatever the case of its later words.
# A trailing "bug" or "issue" is the report's, not the name's ("Incubation Druid bug - When you have …").
_ITEM = re.compile(
    r"^\s*(?:[*-]\s+(?:\[[ xX]\]\s+)?)?(?P<n>[A-Z][\w'’-]*(?:,?\s+[\w'’-]+){1,3}?)(?:\s+(?:bug|issue|problem))?"
    r"\s+-\s+\S",
    re.M,
)


def item_names(text: str) -> list[str]:
    """The names that start a report list's items with a later word in lower case ("Firesong and sunspear")."""
    return [m["n"] for m in _ITEM.finditer(text) if _lower_cased_name(m["n"])]


def list_items(name: str, index: Any, game: str, text: str) -> list[str]:
    """A capitalised run joined by a comma that is a list of cards, not one legend's name: "Corpsejack, Ignoble
    Heirarch" (in "Corpsejack, Ignoble Heirarch, and [[Kresh, the Bloodbraided]]"), whose first part starts the name
    of a card the index knows ("Corpsejack Menace") that is no legend called so ("Corpsejack, …"), whose next part
    isn't an epithet ("…, the Bloodbraided"), and that `text` goes on as a list ("…, and"). Each later part of two
    capitalised words or more is a name of its own; otherwise the run is one name ("Sisay, Weatherlight Captain",
    "Ratchet, Field Medic has lifelink": Ratchet Bomb is known, but nothing lists)."""
    first, _, rest = name.partition(",")
    parts = [p.strip() for p in rest.split(",") if p.strip()]
    listed = re.search(re.escape(name) + r",?\s+(?:and|or|&)\s", text)  # the list goes on: "…, and [[Kresh …]]"
    if not parts or not listed or parts[0].split()[0].lower() == "the":
        return [name]
    found = index.lookup(first.strip(), game)
    known = found.card is not None and found.how in ("prefix", "word-prefix", "alias", "exact")
    if not known or found.card.name.startswith(first.strip() + ",") or "," in found.card.name.split(" ")[0]:
        return [name]
    if not normalise_name(found.card.name).startswith(normalise_name(first) + " "):
        return [name]
    return [p for p in parts if sum(w[:1].isupper() for w in p.split()) >= 2]
