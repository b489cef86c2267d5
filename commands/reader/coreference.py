"""Across sentences: a creature introduced without a description and described in the next sentence ("My
opponent had 2 life and one creature in play. This creature was a 3/2 with deathtouch and lifelink.") is one
creature: the description takes the place of "one creature", and the reading says so.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from .clauses import Clause

_UNDESCRIBED = re.compile(r"\b(?:one|a|an|1)\s+(?:single\s+)?creature\b(?!\s+(?:with|card|token)\b)", re.I)
_SIZE = r"(?:an?\s+)?[0-9]{1,3}/[0-9]{1,3}\b.*"
_DESCRIBES = re.compile(
    rf"^(?:(?:this|that|the|his|her|their|my|Opponent's)\s+(?:one\s+|only\s+)?creature|it|this|that)\s+"
    rf"(?:is|was)\s+(?P<d>{_SIZE})$",
    re.I,
)


def described_later(parts: list[Clause]) -> tuple[list[Clause], list[str]]:
    """The clauses with each undescribed creature replaced by what the very next statement says it is (that
    statement then says nothing more), and a note for each."""
    out: list[Clause] = []
    notes: list[str] = []
    skip = False
    for i, c in enumerate(parts):
        if skip:
            skip = False
            continue
        after = parts[i + 1] if i + 1 < len(parts) else None
        found = _UNDESCRIBED.findall(c.text) if not c.question else []
        m = _DESCRIBES.match(after.text) if after is not None and not after.question else None
        if len(found) == 1 and m:
            desc = m["d"] if re.match(r"^an?\s", m["d"], re.I) else f"a {m['d']}"
            out.append(replace(c, text=_UNDESCRIBED.sub(desc, c.text, count=1)))
            notes.append(f'"{found[0]}" is read as {desc}, as "{after.text}" describes it')
            skip = True
            continue
        out.append(c)
    return out, notes


_SPECIFIC = re.compile(
    r"^(?:more\s+)?(?:specifically|namely|in\s+particular|to\s+be\s+(?:more\s+)?specific|precisely)\s*[,:]?\s+", re.I
)
_KIND = re.compile(r"\b(?:an?|one|the)\s+(planeswalker|creature|artifact|enchantment|land|permanent)\b", re.I)
_NOT = {"couldn't": "could not", "can't": "can not", "cannot": "can not", "didn't": "did not", "wasn't": "was not"}


def _words(text: str) -> set[str]:
    words = " ".join(_NOT.get(w.lower(), w.lower()) for w in text.split())
    return {w.strip(",.;:!?\"'()") for w in words.split()} - {""}


def specified(parts: list[Clause], names: Any) -> tuple[list[Clause], list[str]]:
    """ "I could not target a planeswalker with lightning bolt. Specifically I couldn't target Ugin, the Spirit
    Dragon.": the card the second clause names takes the place of the kind the first one said ("a planeswalker"),
    when the second says nothing else the first doesn't; the reading says so."""
    out: list[Clause] = []
    notes: list[str] = []
    for c in parts:
        m = _SPECIFIC.match(c.text)
        prev = out[-1] if out else None
        if m is None or prev is None or c.question or prev.question:
            out.append(c)
            continue
        rest = c.text[m.end() :]
        spans = names.spans(rest)
        kinds = list(_KIND.finditer(prev.text))
        card = names.card(spans[0][2]) if len(spans) == 1 else None
        words = rest.split()
        shell = " ".join(words[: spans[0][0]] + words[spans[0][1] :]) if card is not None else ""
        if (
            card is None
            or len(kinds) != 1
            or not (kinds[0][1].lower() == "permanent" or kinds[0][1].lower() in card.faces[0].type_line.lower())
            or not _words(shell) <= _words(prev.text)
        ):
            out.append(c)
            continue
        k = kinds[0]
        out[-1] = replace(prev, text=f"{prev.text[: k.start()]}{card.name}{prev.text[k.end() :]}")
        notes.append(f'"{k[0]}" is read as {card.name}, as "{c.text}" says')
    return out, notes
