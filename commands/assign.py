"""How an attacker's combat damage is divided, when the message says it (CR 510.1c-d, 702.19b): "Hill Giant assigns 2
to Grizzly Bears and 1 to Samite Healer", "he puts 2 on the 2/2 and 4 on the 3/3", "the 6/6 assigns 1 to the blocker
and 5 to me". Without it every legal division is an outcome (docs/scenario.md "assign"); with it, that one is
played, and the engine refuses a division the rules don't allow. Said in the reading."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import lexicon as lx

if TYPE_CHECKING:
    from .situation import Reader

_ASSIGN = re.compile(
    r"^(?P<who>.+?)\s+(?:assigns?|assigned|puts?|put|splits?|divides?|divided)\s+"
    r"(?P<parts>[0-9]+(?:\s+(?:combat\s+)?damage)?\s+(?:to|on|onto)\s+.+)$",
    re.I,
)
_PART = re.compile(r"^(?P<n>[0-9]+)(?:\s+(?:combat\s+)?damage)?\s+(?:to|on|onto)\s+(?P<to>.+)$", re.I)


def form_assign(r: Reader, s: str) -> bool:
    """ "<attacker or its controller> assigns N to X [and M to Y]": the attacker's combat damage, as divided."""
    from .situation import SituationError

    m = _ASSIGN.match(s)
    if not m or r.combat is None or not r.combat.get("attackers"):
        return False
    pieces = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+(?=[0-9]+\b)", m["parts"].strip())
    parts = [part for p in pieces if (part := _PART.match(p.strip())) is not None]
    if len(parts) != len(pieces):
        return False
    attacker = _attacker(r, m["who"], s)
    division: dict[str, int] = {}
    for part in parts:
        to = r.ref(part["to"], "recipient", besides=[attacker])
        division[to] = division.get(to, 0) + int(part["n"])
    if attacker in r.combat.setdefault("assign", {}):
        raise SituationError(f'"{s}": how {r.display(attacker)} divides its damage is said twice: say it once')
    r.combat["assign"][attacker] = division
    told = " and ".join(f"{n} to {r.display(to)}" for to, n in division.items())
    r.note(f"{r.display(attacker)} assigns {told}, as told: the other ways to divide its damage aren't shown.")
    return True


def _attacker(r: Reader, who: str, said: str) -> str:
    """The attacker whose damage is divided: the one named, or the attacking player's one blocked attacker."""
    from .situation import SituationError

    attackers = r.combat["attackers"] if r.combat else {}
    player = r.player_word(who)
    if player is None:
        attacker = r.ref(who, "attacker")
        if attacker not in attackers:
            raise SituationError(f'"{said}": {r.display(attacker)} isn\'t attacking')
        return attacker
    blocked = set(r.combat["blockers"].values()) if r.combat else set()
    mine = [a for a in attackers if r.obj(a).controller == player and a in blocked]
    if len(mine) != 1:
        raise SituationError(
            f'"{said}": which attacker divides its damage? name it ("Hill Giant assigns 2 to Grizzly Bears and 1 to '
            f'{"me" if player == lx.OPPONENT else "Opponent"}"; see /help ruling)'
        )
    return mine[0]
