"""A message's title (issue #16): a bug report's or a forum post's first line, a blank line after it ("Boros
Swiftblade vs Typhoid Rats", "Double block on a Craw Wurm - does he kill both?", "How much damage tramples over when
Colossal Dreadmaw is blocked by Giant Spider?"). When the message doesn't read with it, the body is read without it
and the title is listed as set aside — only when the body names the title's cards (a title naming another card may be
what the message is about: commands/reader/heading.py), and never a title that may say a fact of the board (a number,
a keyword, counters, a tapped or attached permanent, a life total)."""

from __future__ import annotations

import re

from .entities import Names
from .normalise import normalise

_TITLE = re.compile(r"^\s*(?P<t>[^\n]{3,120}?)[ \t]*\n[ \t]*\n(?P<body>\s*\S.*)$", re.S)
_MAX_WORDS = 14
# what a title may say of the board that the body doesn't (a number, a keyword, counters, a tapped or attached
# permanent, a life total): such a title is never set aside ("Bolt doesn't kill a blocker with protection")
_FACTS = re.compile(
    r"[0-9]|\b(?:protection|pro|hexproof|shroud|indestructible|flying|flyer|reach|trample|trampler|deathtouch|lifelink|"
    r"first\s+strike|double\s+strike|infect|wither|vigilance|menace|counters?|tapped|untapped|equipped|enchanted|"
    r"damage\s+marked|regenerat\w*|shield)\b",  # (a life, loyalty or poison total is a number: caught first)
    re.I,
)


def split_title(text: str) -> tuple[str, str] | None:
    """(title, body) when the message starts with a short line of its own that could be a title, else None."""
    m = _TITLE.match(text)
    if m is None:
        return None
    title = m["t"].strip()
    if title.endswith((".", ":", ",")) or len(title.split()) > _MAX_WORDS or _FACTS.search(title):
        return None  # a sentence, a lead-in ("Steps:", "Dear Judge,"), or what may be a fact the answer needs
    return title, m["body"]


def named_in_body(title: str, body: str, names: Names) -> bool:
    """Whether every card the title names is named in the body too, or a word of it ("Incinerated", "Helix"); a title
    naming another card may be what the message is about ("Ob Nixilis Reignited"): then it is read whole, as told."""
    said = {n for *_, n in names.spans(normalise(body))}
    low = body.lower()
    return all(
        n in said or any(len(w) >= 5 and w[:5] in low for w in n.lower().replace(",", "").split())
        for *_, n in names.spans(normalise(title))
    )
