"""A keyword said of a creature inside a belief or a report that the board as read already gives it ("First he
said the Archer can't block fliers at all (it has reach??)", "The Knight has first strike so the Poisoner should be
dead"): such a fact can't change the answer, so the clause is set aside as commentary rather than asked back
(reader._no_belief). Only a printed or described keyword of the one permanent the words name counts: "it" is the
permanent named last; a word is one of a single permanent's name ("the Archer": Thornweald Archer). Anything else
said as a fact in the clause keeps it asked back."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .. import lexicon as lx
from .commentary import believed_fact

if TYPE_CHECKING:
    from ..situation import Reader

_KEYWORDS = "|".join(sorted((k.replace(" ", r"\s+") for k in lx.KEYWORDS), key=len, reverse=True))
_KEYWORD_HAD = re.compile(
    rf"\b(?P<s>it|the\s+[a-z][\w'-]*|(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){{0,3}}))\s+(?:has|had|have|'s\s+got|got)\s+"
    rf"(?P<k>{_KEYWORDS})\b",
    re.I,
)


def keywords_it_has(clause: str, r: Reader) -> bool:
    """Whether every board fact `clause` states is a keyword the board as read gives the permanent it names."""
    claims = list(_KEYWORD_HAD.finditer(clause))
    if not claims or believed_fact(_KEYWORD_HAD.sub(" ", clause)):
        return False
    return all(_has(r, m["s"], " ".join(m["k"].lower().split())) for m in claims)


def _has(r: Reader, subject: str, keyword: str) -> bool:
    said = re.sub(r"^the\s+", "", subject.strip(), flags=re.I).lower()
    permanents = [o for o in r.objects if o.permanent]
    if said == "it":
        named = [r.last] if r.last is not None and r.last.permanent else []
    else:
        named = [o for o in permanents if o.name.lower() == said or said in o.name.lower().replace(",", "").split()]
    return len(named) == 1 and keyword in _keywords(named[0])


def _keywords(obj: Any) -> set[str]:
    printed = obj.card.faces[obj.face].keywords if obj.card is not None else []
    return {k.lower() for k in (*printed, *obj.keywords, *obj.explicit.get("keywords", ()))}
