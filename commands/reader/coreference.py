"""Across sentences: a creature introduced without a description and described in the next sentence ("My
opponent had 2 life and one creature in play. This creature was a 3/2 with deathtouch and lifelink.") is one
creature: the description takes the place of "one creature", and the reading says so.
"""

from __future__ import annotations

import re
from dataclasses import replace

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
