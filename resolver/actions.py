"""Actions shared by scenario actions and card abilities: creating effects, changing characteristics."""

from __future__ import annotations

from .anthems import refuse_change
from .attached_bonus import bonus_on
from .build import compile_effect, effect_controller, types_of
from .context import Run
from .english import plural
from .errors import BadInput, Unmodelled
from .scenario import COLOR_WORDS, BecomeIn, EffectIn, MoveIn, Selector
from .selectors import matches_any
from .state import Keywords


def create_effect(r: Run, spec: EffectIn, where: str) -> None:
    """CR 615.3: the effect exists from now on. A 'source of your choice' is chosen now (615.9)."""
    chosen = None
    if spec.choose_source is not None:
        explicit = next((s.id for s in spec.from_ if s.id), None)
        chosen = choose_source(r, spec, explicit, f"{where}.from" if explicit else "source")
        if chosen is None:
            return
    effects = compile_effect(spec, r.state, where, r.ruleset, chosen_source=chosen)
    r.state.effects += effects
    for e in effects:
        concept = CREATED_CONCEPT.get(spec.kind)
        if concept not in r.ruleset.concepts:  # a rule this system lacks stops the answer only where it matters
            concept = "prevention" if e.category == "prevention" else "replacement"
        r.say(f"{e.name} is created", concept)
    if spec.per_recipient:
        r.say(
            f"{plural(len(effects), 'separate shield')} {'is' if len(effects) == 1 else 'are'} created now; "
            "later changes don't add or remove any",
            "per_creature",
        )


def become(r: Run, spec: BecomeIn) -> None:
    obj = r.state.mut(spec.id)
    if not obj.on_battlefield:
        r.say(f"{obj.name} is no longer on the battlefield; it doesn't change", "zone_change")
        return
    if (spec.power is not None or spec.toughness is not None or spec.keywords is not None) and bonus_on(r, spec.id):
        # set in layer 7b / 6, then the Aura's or Equipment's bonus applies again by layer and timestamp (613.4)
        raise Unmodelled(f"{obj.name} gets a bonus from what is attached to it and its characteristics are set")
    refuse_change(r, spec.id, [spec.types, spec.subtypes, spec.colors, spec.power, spec.toughness])
    if (spec.power is not None or spec.toughness is not None) and obj.modified:
        # set in layer 7b, under the +N/+M it got until end of turn (7c, CR 613.4c): not modelled
        raise Unmodelled(f"{obj.name} got +N/+M until end of turn and then its power and toughness are set")
    changes = []
    if spec.name is not None:
        obj.name = spec.name
    if spec.types is not None:
        obj.types = types_of(spec.types)
        changes.append("types " + " ".join(sorted(obj.types)))
    if spec.subtypes is not None:
        obj.subtypes = types_of(spec.subtypes)
    if spec.colors is not None:
        obj.colors = frozenset(spec.colors)
        changes.append("colors " + ("".join(sorted(obj.colors)) or "colorless"))
    if spec.power is not None:
        obj.base_power = spec.power
    if spec.toughness is not None:
        obj.base_toughness = spec.toughness
    if spec.power is not None or spec.toughness is not None:
        changes.append(f"{obj.power}/{obj.toughness}")
    if spec.keywords is not None:
        obj.keywords = Keywords.parse(spec.keywords, obj.name)
        changes.append("keywords " + (", ".join(obj.keywords.names()) or "none"))
    if obj.is_creature and obj.base_toughness is None:
        raise BadInput(f"{obj.name} becomes a creature, so it needs toughness", field="become.toughness")
    r.say(f"{obj.name} changes: {'; '.join(changes) or 'nothing'}", "characteristics")


# what creating an effect cites: prevention (615.1), replacement (614.1), or the rule the effect states
CREATED_CONCEPT = {
    "cant_prevent": "unpreventable",
    "cant_gain_life": "cant_gain_life",
    "regenerate": "regenerate",
    "as_though_wither": "wither_counters",
}


def choose_source(r: Run, spec: EffectIn, given: str | None = None, field: str = "source") -> str | None:
    """CR 615.9, 609.7a: the controller chooses a source with the stated properties when the effect is
    created; one given by the scenario (or the card action's "source") must be such a source."""
    st = r.state
    given = given or r.chosen_source
    concept = "source_choice" if spec.kind == "prevent" else "chosen_source"  # 615.9 is about prevention
    controller = effect_controller(spec, st)
    props = spec.choose_source
    candidates = [
        o.id
        for o in st.objects.values()
        if (o.on_battlefield or not o.is_permanent or o.id in r.combat_sources)
        and matches_any((props,), o.id, st, controller, spec.source)
    ]
    name = spec.name or "the effect"
    if not candidates and given is None:
        r.say(f"{controller} has no source to choose for {name}; it does nothing", concept)
        return None
    if given is not None:
        if given not in candidates:
            raise BadInput(
                f"{st.display(given)} can't be chosen as the source for {name}: "
                f"it isn't a {props_text(props)} source that exists now",
                field=field,
            )
        r.say(f"{controller} chooses {st.display(given)} as the source for {name}", concept)
        return given
    labels = [f"{name}: {st.display(c)} as the chosen source" for c in candidates]
    pick = r.chooser.choose(f"{controller} chooses a source for {name}", controller, labels)
    r.say(f"{controller} chooses {st.display(candidates[pick])} as the source for {name}", concept)
    return candidates[pick]


def props_text(props: Selector) -> str:
    """'red', 'white creature' … for messages about a source-of-your-choice."""
    bits = [" or ".join(COLOR_WORDS.get(c, c) for c in props.colors)] if props.colors else []
    bits += props.types or []
    return " ".join(bits) or "matching"


def leave_battlefield(r: Run, move: MoveIn) -> None:
    """A permanent is sacrificed, bounced or exiled (CR 400.7: it becomes a new object)."""
    obj = r.state.mut(move.id)
    if not obj.on_battlefield:
        r.say(f"{obj.name} is no longer on the battlefield", "zone_change")
        return
    if move.zone == "graveyard":
        r.say(f"{obj.name} is put into the graveyard", "zone_change")
        zone = r.ruleset.to_graveyard(r, obj.id, dies=obj.is_creature)
    else:
        obj.zone = zone = move.zone
        obj.damage = 0
        obj.counters = {}
        r.say(f"{obj.name} leaves the battlefield ({zone})", "zone_change")
    if r.plan is not None:
        from .play import after_zone_change

        after_zone_change(r, obj.id, "battlefield", zone)
