"""Tapped and untapped permanents (CR 110.5, 701.21): what taps one, what untaps it, and what a tapped one can't do.

A permanent is untapped unless the scenario says `"tapped": true`. It becomes tapped by paying {T} (107.5) or a
"tap an untapped … you control" cost (602.2b, 118.3), by attacking without vigilance (508.1f, 702.20b) and by
"tap" effects (701.21a); an "untap" effect untaps it (701.21b). A tapped permanent can't pay {T} or be tapped for a
cost, and a tapped creature can't be declared as an attacker (508.1a) or a blocker (509.1a): each is refused.
"""

from __future__ import annotations

from .context import Run
from .errors import BadInput


def _refuse_unknown(r: Run, ref: str, field: str) -> None:
    """A permanent an earlier unnamed "tap N untapped …" cost may have tapped: whether it is tapped now depends on
    which the player tapped, so the scenario must name them (the activation's "tap")."""
    for cost, count, candidates in r.state.loose_taps:
        if ref in candidates:
            which = ", ".join(sorted(map(r.name, candidates)))
            raise BadInput(
                f"whether {r.name(ref)} is tapped depends on which {count} of {which} {cost}'s cost tapped: name them "
                '(the activation\'s "tap", CR 602.2b)',
                field=field,
            )


def tap_for_cost(r: Run, ref: str, cost: str, field: str) -> None:
    """Tap `ref` to pay a cost ({T}, or "tap an untapped …"): an already tapped permanent can't pay it."""
    _refuse_unknown(r, ref, field)
    obj = r.state.objects[ref]
    if obj.tapped:
        raise BadInput(
            f"{cost}: {obj.name} is already tapped, so it can't be tapped to pay the cost (CR 107.5, 602.2b, 118.3)",
            field=field,
        )
    r.state.mut(ref).tapped = True


def check_untapped(r: Run, ref: str, role: str, rule: str, field: str) -> None:
    """A tapped creature can't be declared as an attacker (508.1a) or a blocker (509.1a)."""
    _refuse_unknown(r, ref, field)
    if r.state.objects[ref].tapped:
        raise BadInput(f"{r.name(ref)} is tapped: it can't {role} (CR {rule})", field=field)


def set_tapped(r: Run, ref: str, tapped: bool) -> bool:
    """A "tap" or "untap" effect (701.21a-b); whether it changed anything (tapping a tapped permanent doesn't)."""
    if any(ref in cands for _, _, cands in r.state.loose_taps):  # known from now on, whatever the cost tapped
        r.state.loose_taps = tuple((c, n, cands - {ref}) for c, n, cands in r.state.loose_taps)
    obj = r.state.objects[ref]
    if obj.tapped == tapped:
        return False
    r.state.mut(ref).tapped = tapped
    return True


def declare_attackers_and_blockers(r: Run, attackers: list[str], blockers: list[str]) -> None:
    """Only untapped creatures are declared as attackers (CR 508.1a) and blockers (509.1a); an attacker without
    vigilance becomes tapped as it attacks (508.1f, 702.20b), before blockers are declared."""
    for a in attackers:
        check_untapped(r, a, "attack", "508.1a", "combat.attackers")
    for a in attackers:
        if not r.state.objects[a].keywords.has("vigilance"):
            r.state.mut(a).tapped = True
    for b in blockers:
        check_untapped(r, b, "block", "509.1a", "combat.blockers")
