"""A bug report's numbered steps ("Steps to reproduce:\\n1. I'm at 3 life with Worship …\\n2. Opponent casts …"):
under that lead the items are steps of one game, in order, not cases to compare, so each is read as a sentence
(the lead and the numbers dropped). Numbered items without it stay asked back (shorthand.no_numbered_cases)."""

from __future__ import annotations

import re

_LEAD = re.compile(
    r"^[ \t]*(?:[#*]+[ \t]*)?(?:steps\s+to\s+reproduce|reproduction\s+steps|steps\s+to\s+repro|repro\s+steps|"
    r"to\s+reproduce|steps)[ \t]*\**[ \t]*:?[ \t]*\**[ \t]*\n",
    re.I | re.M,
)
_ITEM = re.compile(r"[ \t]*(?:[-*][ \t]*)?\d{1,2}[.)][ \t]+(?P<s>[^\n]+)\n?")


def as_steps(text: str) -> str:
    """The text with a "Steps to reproduce:" list written as sentences in order; unchanged without one."""
    lead = _LEAD.search(text)
    if lead is None:
        return text
    at, items = lead.end(), []
    while (m := _ITEM.match(text, at)) is not None:
        step = m["s"].strip()
        items.append(step if step.endswith((".", "!", "?")) else step + ".")
        at = m.end()
    if len(items) < 2:
        return text
    return text[: lead.start()] + " ".join(items) + "\n" + text[at:]
