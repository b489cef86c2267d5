"""A message's title (issue #16): a bug report's or a forum post's first line, a blank line after it, that reads as
no sentence of the situation ("Boros Swiftblade vs Typhoid Rats", "Double block on a Craw Wurm - does he kill
both?", "[MTG Arena] Can't assign extra damage to blocker with trample"). The body is read without it and the title
is listed as set aside. A title naming a card the body doesn't (what the message may be about: commands/reader/
heading.py) is read with the message, as told; so is a title that reads ("Serra Angel attacks, I block with
Grizzly Bears"), and one with a number in it (a life total, a size) is never set aside."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from resolver.errors import RulekeeperError

from ..situation import SituationError
from .entities import Names
from .normalise import normalise

_TITLE = re.compile(r"^\s*(?P<t>[^\n]{3,120}?)[ \t]*\n[ \t]*\n(?P<body>\s*\S.*)$", re.S)
_MAX_WORDS = 14


def split_title(text: str) -> tuple[str, str] | None:
    """(title, body) when the message starts with a short line of its own that could be a title, else None."""
    m = _TITLE.match(text)
    if m is None:
        return None
    title = m["t"].strip()
    if title.endswith((".", ":", ",")) or len(title.split()) > _MAX_WORDS or re.search(r"[0-9]", title):
        return None  # a sentence, a lead-in ("Steps:", "Dear Judge,"), or numbers the answer may need
    return title, m["body"]


def unread_title(text: str, read: Callable[[str], Any]) -> tuple[str, str] | None:
    """(title, body) when the message's title doesn't read as a situation on its own (`read` raises the reader's
    own error for it), else None."""
    split = split_title(text)
    if split is None:
        return None
    try:
        read(split[0])
    except SituationError:
        return split
    except RulekeeperError:  # a card's line not modelled: the message is refused as told, title and all
        return None
    return None


def named_in_body(title: str, body: str, names: Names) -> bool:
    """Whether every card the title names is named in the body too (a title naming another card may be what the
    message is about, "Ob Nixilis Reignited": then the message is read whole, as told)."""
    said = {n for *_, n in names.spans(normalise(body))}
    return all(n in said for *_, n in names.spans(normalise(title)))
