"""Combat damage told as it happened, inside the combat the message has just declared ("Hill Giant attacks me. I block
with Drudge Skeletons. Hill Giant deals 3 damage to Drudge Skeletons and the Skeletons deal 1 damage to the Giant"):
the combat damage step is the engine's to play (CR 510.1, 510.2), so such a clause is no new damage event; read as
one, the damage would be dealt twice. It is set aside, said, when the source is a creature of that combat, what it
was dealt to is what the source fights there (the creature blocking it or blocked by it; the player or planeswalker
it attacks, when it is unblocked or has trample), the amount is no more than the source's power as read, and no
creature of the combat has first or double strike (two damage steps, with time to act between them: asked back). The
answer then plays that combat, every way it can go. Anything else (more than its power, another target, no combat
declared) is left to the frames, which ask back."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .. import lexicon as lx
from ..referent_fit import one_named
from ..size_said import size_read
from .fact_check import keywords_of

if TYPE_CHECKING:
    from ..situation import Reader

_TOLD = re.compile(
    r"^(?:(?:then|and|but|so)\s+)*(?:(?:in|during)\s+(?:the\s+)?(?:first[\s-]*strike|regular|normal|second|combat|"
    r"double[\s-]*strike)\s+(?:combat\s+)?(?:damage\s+)?step\s*,?\s+)?"
    r"(?P<x>.+?)\s+(?:deals|deal|dealt|did|does|assigned|assigns|hit|hits)\s+(?P<n>[0-9]{1,2})"
    r"(?:\s+(?:combat\s+)?damage)?\s+(?:to|on|into)\s+(?P<y>.+?)"
    r"(?:\s+(?:first|in\s+the\s+first[\s-]*strike\s+(?:damage\s+)?step|in\s+the\s+(?:regular|normal|second)\s+"
    r"(?:combat\s+)?(?:damage\s+)?step))?$",
    re.I,
)
_ME = lx.YOU_WORDS | {"my face"}
_OTHER = lx.OPPONENT_WORDS | {"him", "her", "them", "his face", "her face", "their face", "opponent's face"}


def told_combat_damage(clause: str, r: Reader) -> str | None:
    """The note for a clause that tells the combat's damage (see the module docstring), or None. The combat then ends
    there, as told: what the story tells after it comes after the combat damage (a regeneration told after the
    damage is too late, CR 701.15a). More damage told of the same combat, right after, is that combat's too."""
    if not re.search(r"\s(?:deal|dealt|did|does|assign|hit)", clause, re.I):
        return None
    told = r.actions[-1][0].get("combat") if r.actions and r.combat is None else None
    combat = r.combat or (told if told is not None and told is r.told_combat else None)
    if not combat or not combat.get("blockers") or _two_steps(r, combat):
        return None
    # "Hill Giant deals 3 damage to Drudge Skeletons and the Skeletons deal 1 damage to the Giant": each part
    if not all(_in_combat(part, r, combat) for part in _BOTH.split(clause.strip())):
        return None
    if r.combat is not None:
        r.end_combat()
        r.told_combat = combat
    return (
        f'"{clause.strip()}" is the combat damage told: the answer plays that combat itself, every way it can go '
        "(CR 510.1, 510.2)"
    )


_BOTH = re.compile(r"\s*,?\s+(?:and|while)\s+(?=(?:\S+\s+){1,4}?(?:deals|deal|dealt)\s+[0-9])", re.I)


def _in_combat(told: str, r: Reader, combat: dict[str, Any]) -> bool:
    """Whether `told` is damage a creature of `combat` deals to what it fights there, no more than its power."""
    m = _TOLD.match(told)
    if m is None:
        return False
    source = one_named(r, m["x"])
    if source is None or not _within(source, int(m["n"])):
        return False
    attackers: dict[str, Any] = combat["attackers"]
    blockers: dict[str, Any] = combat["blockers"]
    fights: set[str] = set()
    if source.id in attackers:  # what blocks it; the player or planeswalker it attacks, if unblocked or trampling
        fights = {b for b, a in blockers.items() if a == source.id}
        if not fights or "trample" in keywords_of(source):
            fights.add(attackers[source.id])
    elif source.id in blockers:
        fights = {blockers[source.id]}
    return bool(fights) and _whom(r, m["y"], source) in fights


def _two_steps(r: Reader, combat: dict[str, Any]) -> bool:
    """Whether a creature of the combat has first strike or double strike: there are two combat damage steps, and
    players act between them (CR 510.4), so where told damage falls, and what was done between, isn't one place in
    the story: asked back, as before."""
    ids = {*combat["attackers"], *combat["blockers"]}
    return any({"first strike", "double strike"} & keywords_of(o) for o in r.objects if o.id in ids and o.permanent)


def _within(source: Any, n: int) -> bool:
    """The amount is no more than the source's power as read (a size the message hasn't given isn't assumed)."""
    size = size_read(source)
    return size is not None and 0 < n <= int(size.split("/")[0])


def _whom(r: Reader, said: str, source: Any) -> str | None:
    """The id of the creature, or the name of the player, `said` names."""
    low = " ".join(said.lower().split())
    if low in _ME:
        return lx.YOU
    if low in _OTHER:
        others = [p for p in r.players if p != lx.YOU] or [lx.OPPONENT]
        return others[0] if len(others) == 1 else None
    if low in ("it", "him", "them") and r.last is not None and r.last is not source:
        return r.last.id
    found = one_named(r, said)
    return found.id if found is not None else None
