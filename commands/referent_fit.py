"""A pronoun that could mean any of the permanents named together just before it ("… blocked my Air Elemental. its
2/4", "… blocked my Hill Giant and he paid to regenerate it"), where what the sentence says of it fits only one of
them: that one. Otherwise the reader's own question stands ("it could mean either: name the one meant")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import lexicon as lx

if TYPE_CHECKING:
    from .situation import Reader


def fitting_ref(r: Reader, text: str, fits: Callable[[Any], bool]) -> Any:
    """The object `text` names; a pronoun that could mean several named together (in the last sentence that named
    any, else with the one before) is the one `fits` holds for."""
    from .situation import SituationError

    try:
        return r.obj(r.ref(text, "target"))
    except SituationError:
        if text.strip().lower() not in lx.PRONOUNS or not r.mentions:
            raise
        last = max(r.mentioned_in)
        found = []
        for since in (last, last - 1):  # named together last; else with the sentence before ("the 'it' before")
            group = {o.id: o for o, n in zip(r.mentions, r.mentioned_in, strict=True) if n >= since and o.permanent}
            found = [o for o in group.values() if fits(o)]
            if found:
                break
        if len(found) != 1:
            raise
        r.last = found[0]
        return found[0]


def one_named(r: Reader, said: str) -> Any:
    """The one permanent of the board `said` names, by its name or words of it ("the Archer": Thornweald Archer;
    "my Giant Spider"), or None when none or several do."""
    words = re.sub(r"^(?:the|my|his|her|their|Opponent's|opp's|a|an)\s+", "", said.strip(), flags=re.I).lower()
    found = [
        o
        for o in r.objects
        if o.permanent
        and words
        and (o.name.lower() == words or all(w in o.name.lower().replace(",", "").split() for w in words.split()))
    ]
    return found[0] if len(found) == 1 else None
