"""A message's title (issue #16): a bug report's or a forum post's first line, a blank line after it ("Boros
Swiftblade vs Typhoid Rats", "Double block on a Craw Wurm - does he kill both?", "How much damage tramples over when
Colossal Dreadmaw is blocked by Giant Spider?"). When the message doesn't read with it, the body is read without it
and the title is listed as set aside — only when the body names the title's cards (a title naming another card may be
what the message is about: commands/reader/heading.py), and never a title that may say a fact of the board (a number,
a keyword, counters, a tapped or attached permanent, a life total) that the body doesn't say too."""

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
    if title.endswith((".", ":", ",")) or len(title.split()) > _MAX_WORDS:
        return None  # a sentence, a lead-in ("Steps:", "Dear Judge,")
    return title, m["body"]


def says_nothing_more(title: str, body: str, keywords: set[str]) -> bool:
    """Whether each fact word of the title (a number, a keyword, counters …: _FACTS) is said in the body too, or is
    a keyword of a permanent the body was read to have (`keywords`): "Regenerated attacker …" over "I activated
    regenerate", "Double strike damage doesn't add up …" over a log of Marisi's Twinclaws' damage. A title with any
    other fact may say what the answer needs ("Bolt doesn't kill a blocker with protection"): never set aside."""
    low = body.lower()
    for m in _FACTS.finditer(title):
        said = " ".join(m.group(0).lower().split())
        stem = said if said.isdigit() or " " in said else said[:7]
        if said not in keywords and not re.search(r"(?<![\w/+-])" + r"\s+".join(map(re.escape, stem.split())), low):
            return False
    return True


def named_in_body(title: str, body: str, names: Names) -> bool:
    """Whether every card the title names is named in the body too, or a word of it ("Incinerated", "Helix"); a title
    naming another card may be what the message is about ("Ob Nixilis Reignited"): then it is read whole, as told."""
    said = {n for *_, n in names.spans(normalise(body))}
    low = body.lower()
    return all(
        n in said or any(len(w) >= 5 and w[:5] in low for w in n.lower().replace(",", "").split())
        for *_, n in names.spans(normalise(title))
    )
