"""A board told by what a player has only of it: "My opponent's only creature is an Arashin Cleric", "my only
blocker was a 2/2 Wall", "his only creature is Grizzly Bears". The player controls that permanent; "only" says
nothing else of that kind is there, which is the board the reading gives anyway (it lists what is named)."""

from __future__ import annotations

import re

from .dispatch import guarded
from .entities import POSSESSOR, Names, controls
from .needles import sieved

_ONLY = sieved(
    r"^(?P<q>my|Opponent's|his|her|their)\s+only\s+(?:creature|blocker|attacker|permanent|planeswalker|"
    r"untapped\s+creature|potential\s+blocker)\s+(?:is|was)\s+(?P<x>\S.*?)\s*$",
    re.I,
)


@guarded(_ONLY)
def frame_only_creature(clause: str, names: Names) -> str | None:
    """ "Opponent's only creature is an Arashin Cleric" → "Opponent controls an Arashin Cleric"."""
    m = _ONLY.match(clause)
    if m is None:
        return None
    return controls(POSSESSOR[m["q"].lower()], m["x"])
