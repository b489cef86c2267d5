"""Frames for a spell cast for a purpose the clause says first ("I try to get rid of the Ornithopter by playing
Disenchant", "he tried to kill my bear with a Shock"): the cast, at the thing it was aimed at.

What the player meant to do (kill, get rid of, save) is the reason, not the result: the answer says what the
spell does. Only a spell that takes exactly one target is read this way (what else it targets isn't guessed), and
the reading says how it was read.
"""

from __future__ import annotations

import re

from ..situation import SituationError
from .dispatch import guarded
from .entities import Names, is_spell, subject
from .story import check_helps, said

_P = r"(?P<p>I|Opponent|he|she|they|we)"
_TRY = (
    r"(?:try|tries|tried|am\s+trying|was\s+trying|is\s+trying|were\s+trying|attempt|attempts|attempted|want|wants|"
    r"wanted|go|goes|went|decide|decides|decided)\s+to"
)
_AIM = (
    r"(?P<a>get\s+rid\s+of|kill|destroy|remove|exile|deal\s+with|take\s+out|finish\s+off|finish|answer|stop|save|"
    r"protect|pump|bounce)"
)
_TRY_BY = re.compile(
    rf"^{_P}\s+(?:{_TRY}\s+)?{_AIM}\s+(?P<t>.+?)\s+(?:by\s+(?:playing|casting|using|throwing)|with)\s+"
    r"(?:an?\s+|my\s+|his\s+|her\s+|their\s+)?(?P<x>.+?)$",
    re.I,
)


# "Albert casts Terror to kill Nathan's bear" (the Knowledge Pool's "Sudden Death"): the same, said the other way
_CAST_TO = re.compile(
    rf"^{_P}\s+(?:casts?|casted|played|plays|uses|used|throws|threw)\s+(?:an?\s+|my\s+|his\s+|her\s+|their\s+)?"
    rf"(?P<x>.+?)\s+(?:in\s+order\s+)?to\s+(?:{_TRY}\s+)?{_AIM}\s+(?P<t>.+?)$",
    re.I,
)


# what both forms aim at, between spaces: a clause without it matches neither (found faster than they fail)
_AIM_WORD = re.compile(rf"\s{_AIM}\s", re.I)


@guarded(_AIM_WORD)
def frame_try_by(clause: str, names: Names) -> str | None:
    """ "I try to get rid of the Ornithopter by playing Disenchant" → "I cast Disenchant targeting the Ornithopter"
    (a spell with one target, its target what the clause aims it at; said in the reading)."""
    m = (_TRY_BY.match(clause) or _CAST_TO.match(clause)) if _AIM_WORD.search(clause) else None
    if m is None:
        return None
    from .frames import _one_target  # (frames reads this module's frame)

    spell, on, said_at = [*re.split(r"\s+(on|at|targeting)\s+", m["x"], maxsplit=1, flags=re.I), "", ""][:3]
    card = names.card(spell)
    if card is None or not is_spell(card):
        return None
    p = subject(m["p"])[0] or "I"
    cast = f"{p} {'cast' if p == 'I' else 'casts'} {card.name}"
    target = m["t"].strip()
    if on and not re.fullmatch(r"it|him|her|them", said_at.strip(), re.I) and said_at.strip().lower() != target.lower():
        raise SituationError(  # "I try to kill it with a Lightning Bolt at his face": which is it cast at?
            f'"{clause}" aims {card.name} at {target} and at {said_at.strip()}: say what it targets '
            f'("{cast} targeting <target>"; see /help ruling)'
        )
    check_helps(clause, m["a"], card, cast)
    if not _one_target(card) or re.search(r"\band\b|,", target):
        return None  # several targets, or a spell with none: what it is cast at isn't this clause's to say
    if re.fullmatch(r"them|him|her|they|both|all|everything|it\s+all", target, re.I):
        raise SituationError(  # "I try to kill them with Lightning Bolt": a creature? a player? which one?
            f'"{clause}": say what {card.name} is cast at, by name ("{cast} targeting <creature or player>"; '
            "see /help ruling)"
        )
    return said(
        f"{cast} targeting {target}",
        f'"{clause}" is read as casting {card.name} targeting {target}: the answer says what it does',
    )
