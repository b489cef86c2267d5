"""A question put in the second person, as judges' columns and rules sites put them ("Suppose you have a 5/5 creature
with trample, and your opponent has a 2/2 creature. You attack with your 5/5 creature …"): "you" is the player
asking, so it is read as "I" — only when the message never says "I", "me" or "my" itself (then "you" may be
someone spoken to) or tells of players by role ("the attacking player"), and never inside a card's name ("Start
Your Engines") or a quotation (a card's text: "Every time you gain life, …"). The reading says so.
"""

from __future__ import annotations

import re

from .entities import Names
from .players import _ROLE, FIRST_PERSON

_SECOND = re.compile(r"(?<![\w'])(?:you|your|yours|yourself|you're|you've|you'd)(?![\w'])", re.I)
# "you" as a clause's subject: at a sentence's or clause's start, or after a joining word
_SUBJECT_BEFORE = re.compile(r"(?:^|[.;:!?,(]\s*|\b(?:and|but|so|then|if|when|whenever|while|once|after|before|"
                             r"suppose|say|imagine|let's\s+say|assume|assuming|that)\s+)$", re.I)  # fmt: skip
_QUOTED = re.compile(r'"[^"]*"')
_CITES_A_RULE = re.compile(r"[^.;!?\n]*(?<![\d.])[1-9][0-9]{2}\.[0-9]+[a-z]?\b[^.;!?\n]*(?:[.;!?]+(?=\s|$)|$)?")
_RULE_NUMBER = re.compile(r"[1-9][0-9]{2}\.[0-9]")  # in every match of _CITES_A_RULE
_AGREE = {"are": "am", "were": "was", "'re": "am"}


def as_first_person(text: str, names: Names) -> tuple[str, list[str]]:
    """`text` with the asker's "you" said as "I" (and a note), or unchanged."""
    if FIRST_PERSON.search(text) or not _SECOND.search(text) or _ROLE.search(text):
        return text, []  # "the attacking player …": a story in the third person, where "you" is anyone
    protected = _name_spans(text, names) + [m.span() for m in _QUOTED.finditer(text)]  # a card's text: as quoted
    # "615.7 allows you to choose …": a sentence about a rule speaks of anyone, not of the asker (looked for only
    # where a rule's number is: the pattern runs over each sentence from each of its letters)
    protected += [m.span() for m in _CITES_A_RULE.finditer(text)] if _RULE_NUMBER.search(text) else []
    out: list[str] = []
    last = 0
    changed = False
    for m in _SECOND.finditer(text):
        if any(a <= m.start() < b for a, b in protected):
            continue
        out.append(text[last : m.start()])
        word = m.group(0)
        low = word.lower()
        before = "".join(out)
        subject = bool(_SUBJECT_BEFORE.search(before))
        if low in ("your",):
            new = "my"
        elif low == "yours":
            new = "mine"
        elif low == "yourself":
            new = "myself"
        elif low == "you're":
            new = "I am"
        elif low == "you've":
            new = "I have"
        elif low == "you'd":
            new = "I would"
        else:
            new = "I" if subject else "me"
        if word[0].isupper() and new != "I":
            new = new[0].upper() + new[1:]
        out.append(new)
        last = m.end()
        changed = True
        if new == "I":  # "you are" → "I am"
            rest = re.match(r"\s+(are|were)\b", text[last:])
            if rest:
                out.append(" " + _AGREE[rest.group(1).lower()])
                last += rest.end()
    if not changed:
        return text, []
    out.append(text[last:])
    said = re.sub(r"\bmy\s+Opponent\b", "Opponent", "".join(out), flags=re.I)  # "your opponent": the other player
    return said, ['"you" is read as the player asking ("I"): the message says no "I" of its own']


def _name_spans(text: str, names: Names) -> list[tuple[int, int]]:
    """Character ranges of the card names in `text` (their words are never changed)."""
    words = list(re.finditer(r"\S+", text))
    return [(words[i].start(), words[j - 1].end()) for i, j, _ in names.spans(text)]
