"""What an Aura or Equipment gives the creature it is attached to ("Enchanted creature gets +2/+0 and has
trample", the compiler's `attached_gets` step): a static ability (CR 604.1) that adds to power and toughness in
layer 7c (613.4c) and grants keywords in layer 6 (613.1f) for as long as it is attached (301.5c, 303.4).

It is added to the creature as the scenario is built (like a pump that already resolved), and taken off when the
Aura or Equipment leaves the battlefield or becomes unattached (704.5m, 704.5n). An effect that sets the
creature's power and toughness (layer 7b, applied before 7c) while a bonus applies isn't modelled: it refuses.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from .cards import CardUse, need_choice
from .errors import Unmodelled
from .scenario import COLOR_NAMES
from .state import Keywords

if TYPE_CHECKING:
    from .context import Run
    from .effects import Effect
    from .state import State

STEP = "attached_gets"
_PROTECTION = re.compile(r"protection from ([WUBRG])")
_COLOR_WORDS = {letter: word for word, letter in COLOR_NAMES.items()}


@dataclass(frozen=True)
class Bonus:
    """What one Aura or Equipment gives (`source`) to the creature it is attached to (`to`); `added` are the
    granted keywords the creature didn't already have (only those are taken off again)."""

    source: str
    to: str
    power: int
    toughness: int
    added: tuple[str, ...]


def _steps(use: CardUse) -> list[dict[str, Any]]:
    return [
        s
        for a in use.card.abilities
        if a.kind == "static" and a.face == use.face and a.modelled
        for s in a.steps
        if s.get("do") == STEP
    ]


def apply_bonuses(state: State, permanents: dict[str, CardUse]) -> dict[str, Bonus]:
    """Add each attached Aura's or Equipment's bonus to its creature (CR 613.4c, 613.1f); the bonuses by source."""
    out: dict[str, Bonus] = {}
    native: dict[str, set[str]] = {}
    for pid, use in permanents.items():
        for step in _steps(use):
            subtypes = {s.lower() for s in use.card.faces[use.face].subtypes}
            if not subtypes & {"aura", "equipment"}:  # a bestow creature, a Licid, Cloudform: an Aura only at times
                if use.attached is None:
                    continue  # not attached: its "enchanted creature" ability gives nothing (CR 702.103f)
                raise Unmodelled(f"{use.card.name} attached to something while not an Aura card isn't modelled")
            if use.attached is None:
                continue  # an Equipment equipping nothing (CR 301.5); an Aura on what isn't given: `unattached`
            if any("$chosen_color" in w for w in step["keywords"]):  # the colour chosen as it entered (CR 607.2d)
                need_choice(use, "$chosen_color", f"{pid}.chosen")
            color = _COLOR_WORDS[use.chosen["color"]] if "color" in use.chosen else "?"
            words = [w.replace("$chosen_color", color) for w in step["keywords"]]
            target = state.objects.get(use.attached)
            if target is None or not target.is_creature:
                continue  # attached illegally: it falls off or becomes unattached first (704.5m, 704.5n)
            if step.get("keeps_itself") and use.chosen.get("color") in state.objects[pid].colors:
                raise Unmodelled(f"{use.card.name}: protection from its own colour that doesn't remove it")
            target.add_power_toughness(step["power"], step["toughness"])
            have = native.setdefault(target.id, set(target.keywords.names()))  # before any Aura's or Equipment's
            target.keywords = Keywords.parse([*target.keywords.names(), *words], target.name)
            added = tuple(w for w in target.keywords.names() if w not in have)
            out[pid] = Bonus(pid, target.id, step["power"], step["toughness"], added)
    return out


def granted_by_attachment(effects: list[Effect], bonuses: dict[str, Bonus]) -> list[Effect]:
    """Protection's damage prevention (CR 702.16e) from a colour an Aura or Equipment grants is that permanent's
    effect: it stops when the Aura or Equipment leaves or becomes unattached (Effect.active)."""
    by_id: dict[str, Bonus] = {}
    for b in bonuses.values():
        for word in b.added:
            if m := _PROTECTION.fullmatch(word):
                if (key := f"protection:{b.to}:{m.group(1)}") in by_id:
                    raise Unmodelled(f"two permanents attached to {b.to} grant it {word}: not modelled")
                by_id[key] = b
    out = []
    for effect in effects:
        if (b := by_id.get(effect.id)) is not None:
            effect = replace(effect, source=b.source, while_attached=True)
        out.append(effect)
    return out


def end_bonus(run: Run, source: str, unattaching: bool = False) -> None:
    """The Aura or Equipment left the battlefield or became unattached: its bonus stops applying (CR 613.4c,
    704.5m, 704.5n). Taken off once: an Equipment unattached earlier gives nothing more to take off."""
    bonus = run.plan.bonuses.get(source) if run.plan is not None else None
    if bonus is None or (run.state.objects[source].unattached and not unattaching):
        return
    obj = run.state.objects.get(bonus.to)
    if obj is None or not obj.on_battlefield:
        return
    obj = run.state.mut(bonus.to)
    obj.add_power_toughness(-bonus.power, -bonus.toughness)
    # a keyword another Aura or Equipment on it still grants stays (two Rancors: trample from the other)
    still = {
        w
        for b in run.plan.bonuses.values()
        if b is not bonus and b.to == bonus.to and _applies(run, b)
        for w in b.added
    }
    if lost := set(bonus.added) - still:
        obj.keywords = Keywords.parse([w for w in obj.keywords.names() if w not in lost], obj.name)
    run.say(
        f"{run.name(source)} no longer applies: {obj.name} loses {bonus.power:+d}/{bonus.toughness:+d}"
        + (f" and {', '.join(sorted(lost))}" if lost else "")
        + f" ({obj.power}/{obj.toughness})",
        "characteristics",
    )


def bonus_on(run: Run, obj_id: str) -> bool:
    """Whether an Aura's or Equipment's bonus applies to this creature now."""
    bonuses = run.plan.bonuses.values() if run.plan is not None else ()
    return any(b.to == obj_id and _applies(run, b) for b in bonuses)


def _applies(run: Run, bonus: Bonus) -> bool:
    source = run.state.objects[bonus.source]
    return source.on_battlefield and not source.unattached
