"""Power and toughness changed until end of turn by a resolving spell or ability ("gets +N/+M until end of
turn"): CR 611.2a (lasts as stated), 611.2c (the object is fixed as the effect begins), 613.4c (layer 7c,
added to whatever sets its power and toughness); a toughness of 0 or less is then a state-based action
(704.5f), which regeneration and indestructible don't stop."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import substitute

if TYPE_CHECKING:
    from .engine import Run


def signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def trigger_target(r: Run, step: dict[str, Any], bindings: dict[str, Any]) -> bool:
    """A triggered ability's 'target creature' (Festering Goblin's "when this dies, target creature gets -1/-1"):
    its controller picks it among the creatures it may target, each pick a line of play (CR 603.3d), and the
    steps after it use the same one. False when there is none to pick (the ability does nothing, 603.3c)."""
    from .errors import Unmodelled
    from .targeting import pick_target

    if step.get("target_filter"):
        raise Unmodelled("a triggered ability's target with a quality ('target nonblack creature') isn't modelled")
    creatures = [o.id for o in r.state.objects.values() if o.on_battlefield and o.is_creature]
    source = r.state.objects.get(bindings["$this"])
    colors = source.colors if source is not None else frozenset()
    name = source.name if source is not None else "the ability"
    chosen = pick_target(r, name, bindings["$you"], colors, creatures, f"{name} has no legal target; nothing happens")
    if chosen is None:
        return False
    bindings["$target"] = chosen
    return True


def affected(r: Run, step: dict[str, Any], bindings: dict[str, Any]) -> list[str]:
    """What a `modify` or `grant` step changes: the permanent itself, the one it names (`target`), or each
    permanent its `each` selector matches as the effect begins (CR 611.2c: those that come later don't)."""
    if "each" not in step:
        if step.get("target") == "$target" and "$target" not in bindings and not trigger_target(r, step, bindings):
            return []
        return [substitute(step.get("target", "$this"), bindings)]
    from .scenario import Selector
    from .selectors import matches

    sel, st, you = Selector.model_validate(step["each"]), r.state, bindings["$you"]
    return [o.id for o in st.objects.values() if o.on_battlefield and matches(sel, o.id, st, you, bindings["$this"])]


def modify(r: Run, step: dict[str, Any], bindings: dict[str, Any], name: str) -> None:
    """The `modify` step: each object it affects gets power/toughness until end of turn (X as it was paid)."""
    power, toughness = substitute(step.get("power", 0), bindings), substitute(step.get("toughness", 0), bindings)
    refs = affected(r, step, bindings)
    if "each" in step and not refs:
        r.say(f"{name}: there is no such creature; it changes nothing", "pump")
    for ref in refs:
        obj = r.state.objects.get(ref)
        if obj is None or not obj.on_battlefield:
            r.say(f"{name}: {r.name(ref)} is no longer on the battlefield; it gets nothing", "zone_change")
            continue
        obj = r.state.mut(ref)
        obj.add_power_toughness(power, toughness)
        obj.modified = True
        r.say(
            f"{name}: {r.name(ref)} gets {signed(power)}/{signed(toughness)} until end of turn "
            f"({obj.power}/{obj.toughness})",
            "pump",
        )


def destroy_all(r: Run, step: dict[str, Any], bindings: dict[str, Any], name: str) -> None:
    """'Destroy all creatures [. They can't be regenerated.]': every such permanent on the battlefield as it
    resolves is destroyed at once (CR 701.7a), each unless indestructible or regenerated (701.15a/c)."""
    from .instead import destroy

    refs = affected(r, step, bindings)
    if not refs:
        r.say(f"{name}: there is nothing to destroy", "destroy")
    r.leaving_together = frozenset(refs)  # at once (CR 603.10a looks back to before it)
    for ref in refs:
        destroy(r, ref, name, not step.get("no_regeneration"))
    r.leaving_together = frozenset()
