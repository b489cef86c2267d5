"""'I sac Mogg Fanatic to ping the giant': a player sacrificing a permanent for its own ability, as players type
it (the canonical 2008 trick, "damage on the stack, sac the Fanatic"). Read as activating that permanent's ability
(CR 602.2), the "to ping / to deal N to <target>" as its target; only when the ability's cost sacrifices it, else
asked back (never a tap ability read from "sac")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from resolver.cards import activated_abilities

if TYPE_CHECKING:
    from .situation import Reader

_FORM = re.compile(r"^(.+?)\s+(?:sacs?|sacrifices?|sacced|sacrificed)\s+(.+)$", re.I)
# "to ping X", "to deal 1 damage to X", "to shoot X", "at X": the ability's target
_AIM = re.compile(r"\s+(?:to\s+(?:ping|shoot|hit|deal\s+\w+(?:\s+damage)?\s+to)|at)\s+", re.I)


def form_sacrifice(r: Reader, s: str) -> bool:
    """ "<player> sacrifices <permanent> [targeting|to ping <target>]": that permanent's sacrifice ability."""
    m = _FORM.match(s)
    actor = r.player_word(m.group(1), introduce=True) if m else None
    if m is None or actor is None:
        return False
    from .situation import SituationError, _activate

    depth = len(r.stack)
    _activate(r, actor, _AIM.sub(" targeting ", m.group(2), count=1))
    if len(r.stack) <= depth:
        return True
    action = r.stack[-1].action
    obj = r.obj(action["activate"])
    ability = activated_abilities(obj.card, obj.face)[action.get("ability", 1) - 1]
    if not re.search(r"\bsacrifice\b", ability.cost, re.I):
        raise SituationError(
            f'"{s}": {obj.name}\'s ability ({ability.cost}) doesn\'t sacrifice it: say "<player> activates '
            f'{obj.name} …" or which ability sacrifices it'
        )
    return True
