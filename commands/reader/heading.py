"""A message headed by a card's name (issue #16): a bug report's title, or a forum thread's, is often the card it
is about, on a line of its own ("Ob Nixilis Reignited\\n\\nI noticed that the AI bot didn't actually take damage
…", "Glamdring\\n\\nDoesn't give right amount of +1/+0 counters"). The heading is no sentence to read: when it names
a card the index knows, the message is about that card (its unmodelled lines may decide it, as a board-less report's
do: about_card.py); when it names none, it is a card the index doesn't know."""

from __future__ import annotations

import re
from typing import Any

from .entities import VERBS, Names
from .general import TERMS
from .normalise import normalise
from .unknown import _all_keywords
from .unmodelled import unmodelled_refusal

# A first line standing alone (a blank line after it), a few words of letters only: "Pariah's Shield", "Glamdring"
_HEADING = re.compile(r"^\s*(?P<h>[A-Za-z][A-Za-z'’ ,-]{0,58}?)\s*\n[ \t]*\n")
_MAX_WORDS = 5
# Headings that are no card's name
_NOT_NAMES = frozenset(
    (
        *("bug", "bugs", "question", "questions", "help", "issue", "issues", "problem", "problems", "hello"),
        *("hi", "hey", "update", "summary", "description", "title", "report", "edit", "note", "notes"),
        *("example", "scenario", "situation", "rules", "ruling", "rulings", "feedback", "thanks"),
    )
)


def heading(text: str) -> str | None:
    """The message's heading: its first line when a blank line follows it and it is a few words, else None."""
    m = _HEADING.match(text)
    head = m["h"].strip() if m else ""
    if not head or head.endswith(",") or len(head.split()) > _MAX_WORDS:
        return None  # "Hello,": a greeting
    return head


def heading_card(text: str, names: Names) -> str | None:
    """The card the message's heading names, all of it and nothing else ("Pooling venom": Pooling Venom), or None."""
    head = heading(text)
    return None if head is None else _card_named(head, names)


def _card_named(head: str, names: Names) -> str | None:
    """The card a heading names, all of it and nothing else, or None."""
    words = normalise(head).split()
    spans = names.spans(" ".join(words))
    return spans[0][2] if len(spans) == 1 and spans[0][:2] == (0, len(words)) else None


def heading_refusal(text: str, index: Any, game: str, names: Names) -> str | None:
    """The refusal naming an unmodelled line of the card the heading names (exit 3), or None."""
    if heading_card(text, names) is None:
        return None
    return unmodelled_refusal(text, index, game, names, about=True)


# The body goes on from the heading as its subject: "Glamdring\n\nDoesn't give right amount of +1/+0 counters"
_PREDICATE = re.compile(
    r"^\s*(?:doesn'?t|does|didn'?t|did|is|isn'?t|was|wasn'?t|won'?t|can'?t|cannot|not|should|shouldn'?t|has|"
    r"hasn'?t|never|always|only|deals|gives|triggers|works)\b",
    re.I,
)


def heading_unknown(text: str, index: Any, game: str, names: Names) -> list[tuple[str, list[str]]]:
    """The heading as a card the index doesn't know ("Glamdring"), with its nearest names: a capitalised heading of
    up to four words that is no card, no verb and no heading word ("Bug", "Question"), with a body that goes on
    from it as its subject ("Doesn't give …")."""
    head = heading(text)
    if head is None or _card_named(head, names) is not None:
        return []
    if not _PREDICATE.match(text[text.index(head) + len(head) :].lstrip()):
        return []
    words = head.split()
    if len(words) > 4 or not all(w[0].isupper() or w.lower() in ("of", "the", "and") for w in words):
        return []
    if words[0].lower() in _NOT_NAMES | VERBS or names.spans(normalise(head)):
        return []
    if _all_keywords(head) or head.lower() in TERMS:
        return []  # "Trample\n\nDoesn't work …": a keyword or rules term, no card
    found = index.lookup(head, game)
    if found.card is not None and found.how != "fuzzy":
        return []
    return [(head, [n for n, _ in found.candidates[:3]] if found.how == "fuzzy" else [])]
