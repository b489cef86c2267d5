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

# the verbs (situation.py's `form_sacrifice`, a "<player> <verb> <rest>" form)
VERBS = "sacs?|sacrifices?|sacced|sacrificed"
# "to ping X", "to deal 1 damage to X", "to shoot X", "to save X", "at X": the ability's target
_AIM = re.compile(
    r"\s+(?:to\s+(?:ping|shoot|hit|save|protect|shield|deal\s+\w+(?:\s+damage)?\s+to|prevent\s+(?:\w+\s+)?damage\s+to)|at)\s+",
    re.I,
)  # ("to save it": what a prevention ability is aimed at, Samite Healer's "any target")


def aimed(rest: str) -> str:
    """ "Mogg Fanatic to ping the giant" → "Mogg Fanatic targeting the giant": what a use is aimed at."""
    return _AIM.sub(" targeting ", rest, count=1)


def sacrifice_ability(r: Reader, actor: str | None, rest: str) -> None:
    """ "<player> sacrifices <permanent> [targeting|to ping <target>]": that permanent's sacrifice ability."""
    from .situation import SituationError, _activate

    depth = len(r.stack)
    _activate(r, actor, aimed(rest))
    if len(r.stack) <= depth:
        return
    action = r.stack[-1].action
    obj = r.obj(action["activate"])
    ability = activated_abilities(obj.card, obj.face)[action.get("ability", 1) - 1]
    if not re.search(r"\bsacrifice\b", ability.cost, re.I):
        raise SituationError(
            f"{obj.name}'s ability ({ability.cost}) doesn't sacrifice it: say \"<player> activates {obj.name} …\" or "
            "which ability sacrifices it"
        )
