"""Static abilities read as a flag on their permanent (a "keyword" step: resolver/build.py puts it with the
object's keywords), which the engine reads where it matters:

- "You may have this assign its combat damage as though it weren't blocked." (Thorn Elemental, Lone Wolf, Pride of
  Lions, Deathcoil Wurm): combat damage assignment (resolver/combat.py): blocked, its controller may have all its
  combat damage go to the player or planeswalker it attacks (CR 510.1b as though unblocked), instead of to its
  blockers (510.1c) — a choice, each way an outcome;
- "You have shroud." / "You have hexproof." (Ivory Mask, True Believer, Solitary Confinement; Leyline of Sanctity,
  Aegis of the Gods): its controller's, while it is on the battlefield, read where a player is targeted
  (resolver/targeting.py; CR 702.18a, 702.11c).
"""

from __future__ import annotations

import re

from ..compiler import is_spell
from ..models import Ability

AS_UNBLOCKED = "assigns as though unblocked"  # resolver/state.py ASSIGNMENT_KEYWORDS
_LINE = re.compile(r"you may have this assign its combat damage as though it weren't blocked")
_YOU_HAVE = re.compile(r"you have (shroud|hexproof)")  # resolver/state.py CONTROLLER_KEYWORDS: "controller shroud"


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    bare = re.sub(r"\s*\([^)]*\)", "", norm).strip().rstrip(".")
    if _LINE.fullmatch(bare):
        return Ability(kind="static", text=text, steps=[{"do": "keyword", "keyword": AS_UNBLOCKED}], face=face)
    if (m := _YOU_HAVE.fullmatch(bare)) and not is_spell(type_line):
        step = {"do": "keyword", "keyword": f"controller {m.group(1)}"}
        return Ability(kind="static", text=text, steps=[step], face=face)
    return None
