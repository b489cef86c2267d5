"""How a creature assigns its combat damage: "You may have this assign its combat damage as though it weren't
blocked." (Thorn Elemental, Lone Wolf, Pride of Lions, Deathcoil Wurm). A static ability read as a flag on the
creature (a "keyword" step: resolver/build.py puts it on the object), which combat damage assignment reads
(resolver/combat.py): blocked, its controller may have all its combat damage go to the player or planeswalker it
attacks (CR 510.1b as though unblocked), instead of to its blockers (510.1c) — a choice, each way an outcome.
"""

from __future__ import annotations

import re

from ..models import Ability

AS_UNBLOCKED = "assigns as though unblocked"  # resolver/state.py ASSIGNMENT_KEYWORDS
_LINE = re.compile(r"you may have this assign its combat damage as though it weren't blocked")


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    bare = re.sub(r"\s*\([^)]*\)", "", norm).strip().rstrip(".")
    if _LINE.fullmatch(bare):
        return Ability(kind="static", text=text, steps=[{"do": "keyword", "keyword": AS_UNBLOCKED}], face=face)
    return None
