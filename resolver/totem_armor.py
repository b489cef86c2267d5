"""Totem armor (CR 702.89a; "umbra armor" on today's cards): "If enchanted permanent would be destroyed, instead
remove all damage marked on it and destroy this Aura."

A replacement effect (614.1a) of an Aura on the battlefield. It applies to every destruction of the permanent the
Aura enchants: lethal damage and damage from a deathtouch source (704.5g, 704.5h), and destroy effects (701.7a),
"can't be regenerated" or not (701.15c is about regeneration shields). A toughness of 0 or less, a sacrifice or
0 loyalty isn't destruction (704.5f), so it doesn't apply there. The Aura is destroyed as part of the replacement:
what it gave the permanent ends at once (613), and state-based actions are checked again with the damage gone.

Beside a regeneration shield, the affected permanent's controller chooses which replacement applies (616.1); with
two such Auras, which one is destroyed. Each choice is an outcome. A shield counter beside it refuses: that order
isn't modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import Unmodelled

if TYPE_CHECKING:
    from .context import Run

ARMOR = ("totem armor", "umbra armor")


def armors(run: Run, ref: str) -> list[str]:
    """The Auras with totem armor attached to `ref`, on the battlefield."""
    if run.plan is None:
        return []
    st = run.state
    out = []
    for aura_id, use in run.plan.permanents.items():
        aura = st.objects.get(aura_id)
        if use.attached != ref or aura is None or not aura.on_battlefield or aura.unattached:
            continue
        if any(aura.keywords.has(word) for word in ARMOR):
            out.append(aura_id)
    return out


def replaces_destruction(
    run: Run, ref: str, why: str, regenerates: bool = True, found: list[str] | None = None
) -> bool:
    """Whatever replaces `ref`'s destruction (`why`: "lethal damage", an effect's name): totem armor or a
    regeneration shield (not when it "can't be regenerated"), the controller's choice when both could (616.1).
    True when it isn't destroyed. `found`: its armors() when the caller has them."""
    from .results import has_shield, regenerate

    found = armors(run, ref) if found is None else found
    shield = regenerates and has_shield(run, ref)
    if not found:
        return shield and regenerate(run, ref, why)
    obj = run.state.objects[ref]
    if obj.count("shield"):
        raise Unmodelled(
            f"{obj.name} has a shield counter and totem armor: which replaces its destruction first (616.1) "
            "isn't modelled"
        )
    labels = [f"{obj.name}: {run.name(a)}'s totem armor applies" for a in found]
    if shield:
        labels.append(f"{obj.name}: it regenerates")
    pick = 0
    if len(labels) > 1:
        question = f"{obj.controller} chooses what replaces {obj.name}'s destruction"
        pick = run.chooser.choose(question, obj.controller, labels)
    if pick == len(found):
        return regenerate(run, ref, why)
    _armor(run, ref, found[pick], why, len(labels) > 1)
    return True


def _armor(run: Run, ref: str, aura_id: str, why: str, chosen: bool) -> None:
    """CR 702.89a: all damage is removed from it, and the Aura is destroyed instead."""
    from .instead import destroy

    obj = run.state.mut(ref)
    obj.damage = 0
    obj.deathtouched = False
    run.say(
        f"{run.name(ref)} would be destroyed ({why}) but {run.name(aura_id)}'s totem armor applies instead: all "
        f"damage is removed from it and {run.name(aura_id)} is destroyed",
        "totem_armor",
        rules=("616.1",) if chosen else (),
    )
    destroy(run, aura_id, f"{run.name(aura_id)}'s totem armor")
