"""A card described as it enters, as players write it: "Shinewend (morningtide) is 0/0 that enters the battlefield
with a +1+1 counter on it" → "Shinewend enters the battlefield with a +1/+1 counter" (commands/entering.py puts
it there, and checks the counters against its card). The size said must be its printed one, or the sentence
isn't read here (it is quoted back).
"""

from __future__ import annotations

import re

from .dispatch import guarded
from .entities import Names, is_spell
from .needles import sieved

_DESCRIBED = sieved(
    r"^(?P<x>.+?)\s+is\s+(?:an?\s+)?(?P<pt>[0-9]{1,2}/[0-9]{1,2})(?:\s+creature)?\s*,?\s+(?:that|which|and)\s+"
    r"(?:enters|comes\s+into\s+play)(?:\s+the\s+battlefield)?(?P<rest>\s+with\s+.+)?$",
    re.I,
)


_INTO_PLAY = sieved(r"^(?P<x>.+?)\s+(?:comes|came)\s+into\s+play(?P<rest>\s+with\s+.+)?$", re.I)


@guarded(_DESCRIBED, _INTO_PLAY)
def frame_enters(clause: str, names: Names) -> str | None:
    """ "<card> is 0/0 that enters the battlefield with a +1/+1 counter on it" → "<card> enters the battlefield
    with a +1/+1 counter on it"; "<card> comes into play" → "… enters the battlefield"."""
    m = _DESCRIBED.match(clause)
    if m:
        card = names.card(re.sub(r"^(?:an?|the)\s+", "", m["x"].strip(), flags=re.I))
        if card is None or is_spell(card) or m["pt"] != f"{card.faces[0].power}/{card.faces[0].toughness}":
            return None
        return f"{m['x']} enters the battlefield{m['rest'] or ''}"
    m = _INTO_PLAY.match(clause)
    if m and names.spans(m["x"]):
        return f"{m['x']} enters the battlefield{m['rest'] or ''}"
    return None
