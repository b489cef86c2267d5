"""What a static "creatures you control get +1/+1 [and have <keywords>]" gives (the compiler's `anthem` step;
cardindex/templates/anthems.py): a continuous effect from a static ability (CR 604.1, 611.3a), applied in layer 7c
(613.4c) to every creature it names for as long as its source is on the battlefield.

It is added to each creature as the scenario is built (the creatures are those on the battlefield then: nothing
enters or changes control during a scenario), said at the start of every line of play, and taken off when its
source leaves the battlefield. What the engine doesn't follow is refused, never guessed: an effect that changes
a creature's types, colours or power and toughness while an anthem applies (which creatures it names, layer 7b
under 7c), and the keywords it granted when its source leaves (whether another source still grants them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import substitute
from .counting import count_x
from .errors import Unmodelled
from .scenario import Selector
from .selectors import matches
from .state import Keywords

if TYPE_CHECKING:
    from .cards import CardUse
    from .context import Run
    from .state import State

STEP = "anthem"


@dataclass(frozen=True)
class Anthem:
    """What one permanent's static ability gives (`source`) to each creature in `to`."""

    source: str
    name: str
    to: tuple[str, ...]
    power: int
    toughness: int
    keywords: tuple[str, ...]
    counted: str = ""  # "for each …": what was counted (Kavu Scout's basic land types), for the log
    concept: str = ""  # … and the rule that says what it counts (basic_land_types: CR 305.6)


def apply_anthems(state: State, permanents: dict[str, CardUse]) -> list[Anthem]:
    """Add each anthem on the battlefield to the creatures it names now (CR 613.4c, 611.3a)."""
    out: list[Anthem] = []
    for pid, use in permanents.items():
        source = state.objects.get(pid)
        if source is None or not source.on_battlefield:
            continue
        for ability in use.card.abilities:
            if ability.kind != "static" or ability.face != use.face or not ability.modelled:
                continue
            for step in (s for s in ability.steps if s.get("do") == STEP):
                sel = Selector.model_validate(substitute(step["each"], {"$this": pid}))  # "other": not itself
                to = tuple(
                    o.id
                    for o in state.objects.values()
                    if o.on_battlefield and o.is_creature and matches(sel, o.id, state, source.controller, pid)
                )
                times, counted, concept = 1, "", ""
                if "per" in step:  # "+1/+0 for each basic land type among lands you control" (CR 305.6, 107.3c)
                    times, counted, concept = count_x(state, step["per"], source.controller, pid, {})
                power, toughness = step["power"] * times, step["toughness"] * times
                for ref in to:
                    obj = state.objects[ref]
                    obj.add_power_toughness(power, toughness)
                    if step["keywords"]:
                        obj.keywords = Keywords.parse([*obj.keywords.names(), *step["keywords"]], obj.name)
                name = use.card.faces[use.face].name
                out.append(Anthem(pid, name, to, power, toughness, tuple(step["keywords"]), counted, concept))
    return out


def _gives(a: Anthem) -> str:
    return f"{a.power:+d}/{a.toughness:+d}" + (f" and {', '.join(a.keywords)}" if a.keywords else "")


def say_anthems(r: Run) -> None:
    """The anthems as the scenario starts: each creature's size with them, so the reading shows it (CR 613.4c).
    Each step says the size with that anthem and those before it (two Glorious Anthems: 3/3, then 4/4)."""
    anthems = _anthems(r)
    still: dict[str, list[int]] = {}  # what the anthems not yet said still add to each creature
    for a in anthems:
        for ref in a.to:
            left = still.setdefault(ref, [0, 0])
            left[0] += a.power
            left[1] += a.toughness
    for a in anthems:
        for ref in a.to:
            obj, left = r.state.objects[ref], still[ref]
            left[0] -= a.power
            left[1] -= a.toughness
            size = f"{obj.power - left[0]}/{obj.toughness - left[1]}"
            per = f", for {a.counted}" if a.counted else ""
            concepts = ("anthem", a.concept) if a.concept else ("anthem",)
            r.say(f"{a.name}: {r.name(ref)} gets {_gives(a)}{per} ({size})", *concepts)


def _anthems(r: Run) -> list[Anthem]:
    return list(getattr(r.plan, "anthems", None) or []) if r.plan is not None else []


def end_anthems(r: Run, source: str) -> None:
    """Its source left the battlefield: the anthem stops applying (CR 611.3a, 613.4c). A land leaving while an
    anthem counts lands (Kavu Scout's domain) would change the count: not followed, refused."""
    left = r.state.objects[source]
    for a in _anthems(r):
        if a.counted and a.source != source and "land" in left.types and r.state.objects[a.source].on_battlefield:
            raise Unmodelled(f"{left.name} left the battlefield while {a.name} counts {a.counted.split(' (')[0]}")
        if a.source != source:
            continue
        still = [ref for ref in a.to if ref in r.state.objects and r.state.objects[ref].on_battlefield]
        if a.keywords and still:
            raise Unmodelled(f"{a.name} left the battlefield: the keywords it gave ({', '.join(a.keywords)}) ending")
        for ref in still:
            obj = r.state.mut(ref)
            obj.add_power_toughness(-a.power, -a.toughness)
            size = f"{obj.power}/{obj.toughness}"
            r.say(f"{a.name} has left the battlefield: {obj.name} no longer gets {_gives(a)} ({size})", "anthem")


def refuse_change(r: Run, obj_id: str, changes: list[Any]) -> None:
    """An effect that changes an object's types, colours, subtypes or power and toughness while an anthem
    applies: which creatures it names, and layer 7b under its 7c bonus, aren't followed (CR 613.4)."""
    active = [a for a in _anthems(r) if r.state.objects[a.source].on_battlefield]
    if active and any(v is not None for v in changes):
        raise Unmodelled(f"{r.name(obj_id)} changes while {active[0].name}'s static ability applies")
