"""From the scenario contract to the engine's state: validation with errors that name the field."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from .anthems import apply_anthems
from .attached_bonus import apply_bonuses, granted_by_attachment
from .became import Change, became_view, cast_before, changes_of
from .cards import (
    CardPlan,
    CardSource,
    CardUse,
    ability_modes,
    activated_abilities,
    declared_targets,
    enters_counters,
    face_stat,
    find_card,
    legal_modes,
    may_activate,
    need_choice,
    placeholders,
    spell_abilities,
    static_effects,
    unread_line,
)
from .combat_targets import combat_view, targets_spell
from .effects import (
    AsThoughInfect,
    AsThoughWither,
    CantGainLife,
    CantLose,
    CantPrevent,
    Effect,
    LifeFloor,
    Regeneration,
)
from .english import possessive
from .errors import BadInput, Unmodelled
from .events import EventReplacement
from .prevention import Prevention
from .relevance import ignored_abilities
from .replacement import Add, CountersInstead, Halve, Multiply, Redirect, SetAmount
from .ruleset import Ruleset
from .scenario import (
    ActivateAction,
    BecomeAction,
    CastAction,
    CombatAction,
    DamageAction,
    EffectIn,
    MoveAction,
    PermanentIn,
    Scenario,
    Selector,
    SourceIn,
)
from .state import GameObject, Keywords, Player, State
from .targeting import RULE_OF, granted_by, untargetable
from .totem_armor import ARMOR

KEYWORD_REFS = {"this", "recipient", "you", "source_controller"}
# where a redirection may send damage besides an id (resolver/replacement.py Redirect, CR 614.9)
REDIRECT_WORDS = {"this", "you", "owner", "source_controller", "recipient_controller"}


@dataclass
class Prepared:
    """A validated scenario: the starting state, where each inline damage source lives, and the cards."""

    state: State
    inline_sources: dict[tuple[int, int], str] = field(default_factory=dict)
    plan: CardPlan | None = None
    ignored: list[str] = field(default_factory=list)  # unmodelled abilities that can't change the answer


def types_of(values: list[str] | None) -> frozenset[str]:
    return frozenset(v.strip().lower() for v in values or [])


def _norm_counter(kind: str) -> str:
    return kind.strip().lower()


def _loyalty_from_counters(spec: PermanentIn, where: str) -> PermanentIn:
    """Loyalty counters are the loyalty (CR 306.5c): `"counters": {"loyalty": 2}` means `"loyalty": 2`."""
    counts = [n for kind, n in spec.counters.items() if _norm_counter(kind) == "loyalty"]
    if not counts:
        return spec
    if "loyalty" in spec.model_fields_set and spec.loyalty != counts[0]:
        raise BadInput(
            f"loyalty {spec.loyalty} and {counts[0]} loyalty counters disagree: a planeswalker's loyalty is the "
            "number of loyalty counters on it (CR 306.5c)",
            field=f"{where}.counters",
        )
    rest = {kind: n for kind, n in spec.counters.items() if _norm_counter(kind) != "loyalty"}
    return spec.model_copy(update={"loyalty": counts[0], "counters": rest})


def build_state(scenario: Scenario, ruleset: Ruleset, cards: CardSource | None = None) -> Prepared:
    players = scenario.player_models()
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise BadInput("player names must be unique", field="players")
    active = scenario.active_player or names[0]
    if active not in names:
        raise BadInput(f"{active!r} is not a player", field="active_player")
    i = names.index(active)
    order = names[i:] + names[:i]
    state = State(
        {
            p.name: Player(
                p.name,
                p.life,
                p.poison,
                library=p.library,
                graveyard=p.graveyard,
                keywords=player_keywords(p.keywords, p.name, ruleset),
            )
            for p in players
        },
        {},
        [],
        order,
    )
    plan = CardPlan()

    for n, spec in enumerate(scenario.battlefield):
        where = f"battlefield[{n}]"
        if spec.id in state.objects or spec.id in state.players:
            raise BadInput(
                f"id {spec.id!r} is used twice (ids must differ from each other and from player names)",
                field=f"{where}.id",
            )
        if spec.controller not in state.players:
            raise BadInput(f"{spec.controller!r} is not a player", field=f"{where}.controller")
        spec = _loyalty_from_counters(spec, where)
        use = None
        if spec.card is not None:
            card, face_index = find_card(cards, spec.card, f"{where}.card")
            chosen = spec.chosen.model_dump(exclude_none=True) if spec.chosen else {}
            use = CardUse(card, face_index or 0, spec.id, spec.controller, spec.attached_to, chosen)
            spec = _with_card(spec, card, card.faces[use.face], where)
            plan.permanents[spec.id] = use
        # an Aura with "enchant player" (a Curse) is attached to a player (CR 303.4)
        if (
            spec.attached_to is not None
            and spec.attached_to not in state.objects
            and spec.attached_to not in state.players
        ):
            raise BadInput(
                f"{spec.attached_to!r} is not a player or a permanent listed before it", field=f"{where}.attached_to"
            )
        if spec.life is not None:
            if "toughness" in spec.model_fields_set and spec.toughness is not None:
                raise BadInput("give life (Grand Archive) or toughness (Magic), not both", field=f"{where}.life")
            spec = spec.model_copy(update={"toughness": spec.life})
        types = types_of(spec.types)
        if not types:
            types = frozenset(
                {"creature"} if spec.toughness is not None else {"planeswalker"} if spec.loyalty is not None else set()
            )
        ruleset.refuse_types(types, where)
        if "creature" in types and spec.toughness is None:
            raise BadInput("a creature needs toughness", field=f"{where}.toughness")
        if "champion" in types:
            _one_champion(state, spec.controller, spec.name or spec.id, where)
        if types & {"champion", "ally"} and spec.toughness is None:
            raise BadInput("a Grand Archive unit needs life", field=f"{where}.life")
        if "planeswalker" in types and spec.loyalty is None:
            raise BadInput("a planeswalker needs loyalty", field=f"{where}.loyalty")
        name = spec.name or spec.id
        spec = _this_turn(spec, name, where)
        state.objects[spec.id] = GameObject(
            id=spec.id,
            name=name,
            controller=spec.controller,
            owner=spec.owner or spec.controller,
            types=types,
            subtypes=types_of(spec.subtypes),
            colors=frozenset(spec.colors or []),
            keywords=Keywords.parse(spec.keywords or [], name),
            base_power=spec.power if spec.power is not None else (0 if "creature" in types else None),
            base_toughness=spec.toughness,
            level=spec.level,
            token=spec.token,
            tapped=spec.tapped,  # given tapped, or untapped (the default)
            loyalty=spec.loyalty,
            damage=spec.damage,
            counters={_norm_counter(k): v for k, v in spec.counters.items() if v > 0},
            dealt_by=frozenset({"?"}) if spec.damage else frozenset(),  # dealt earlier this turn, by whom isn't given
        )

    prepared = Prepared(state, plan=plan)
    for n, src in enumerate(scenario.sources):
        where = f"sources[{n}]"
        if not src.id:
            raise BadInput("a declared source needs an id", field=f"{where}.id")
        if src.id in state.objects:
            raise BadInput(f"id {src.id!r} is used twice", field=f"{where}.id")
        _add_source(state, src, src.id, where)
    serial = 0
    for a, action in enumerate(scenario.actions):
        if isinstance(action, DamageAction):
            for d, dmg in enumerate(action.damage):
                if isinstance(dmg.source, SourceIn):
                    serial += 1
                    sid = dmg.source.id or f"source-{serial}"
                    if sid not in state.objects:
                        _add_source(state, dmg.source, sid, f"actions[{a}].damage[{d}].source")
                    prepared.inline_sources[(a, d)] = sid
    for pid, use in plan.permanents.items():  # (before the casts: "You have shroud" decides what they may target)
        _static_keywords(state, pid, use)
    _prepare_casts(scenario, prepared, cards, ruleset)
    state.dup_names = _duplicates(state)
    plan.bonuses = apply_bonuses(state, plan.permanents)  # layer 7c and 6, while attached (CR 613.4c, 613.1f)
    plan.anthems = apply_anthems(state, plan.permanents)  # "creatures you control get +1/+1" (CR 613.4c, 611.3a)
    plan.armored = any(state.objects[pid].keywords.has(word) for pid in plan.permanents for word in ARMOR)
    if plan.armored:
        ruleset.refuse_if_undecided("totem_armor")  # (the 2008 rules had no totem armor)
    for obj in list(state.objects.values()):
        state.effects += ruleset.inherent_effects(obj)
    state.effects = granted_by_attachment(state.effects, plan.bonuses)
    for player in state.players.values():
        state.effects += ruleset.player_effects(player)
    for pid, use in plan.permanents.items():
        for n, (spec, about_attached) in enumerate(static_effects(use)):
            made = compile_effect(EffectIn.model_validate(spec), state, f"{pid}.static[{n}]", ruleset)
            for effect in made:
                effect.while_attached = about_attached  # an Equipment's, until it becomes unattached (704.5n)
            state.effects += made
    for n, spec in enumerate(scenario.effects):
        state.effects += compile_effect(spec, state, f"effects[{n}]", ruleset)
    if scenario.active_player is None:  # "during your turn" (family A): whose turn it is is never assumed
        for e in state.effects:
            if any(s.your_turn is not None for s in (*e.to, *e.from_)):
                raise Unmodelled(f"{e.name} applies only during its controller's turn: say whose turn it is")
    _validate_actions(scenario, prepared)
    prepared.ignored = ignored_abilities(plan, scenario)
    return prepared


# what a player's keywords may be (CR 702.16, 702.11c, 702.18a); the concepts each one needs the ruleset to decide
_PLAYER_FLAGS = {"hexproof": "hexproof_player", "shroud": "shroud"}


def player_keywords(words: list[str], name: str, ruleset: Ruleset) -> Keywords:
    """A player's keyword abilities: protection from a colour or from everything, hexproof, shroud. Any other
    (or one the ruleset doesn't decide for players: Grand Archive) exits 3 naming it."""
    kw = Keywords.parse(words, name)
    allowed = "a player's keywords are protection from a colour or from everything, hexproof and shroud"
    for flag in sorted(kw.flags):
        if flag not in _PLAYER_FLAGS:
            raise Unmodelled(f"{name} {_has(name)} {flag}: not modelled for a player ({allowed})")
        ruleset.cite(_PLAYER_FLAGS[flag])
    if kw.toxic:
        raise Unmodelled(f"{name} {_has(name)} toxic: not modelled for a player ({allowed})")
    for quality in sorted(kw.other_protection - {"everything"}):
        raise Unmodelled(f"{name} {_has(name)} protection from {quality}: not modelled for a player ({allowed})")
    if kw.protection:
        ruleset.cite("protection")
        ruleset.cite("protection_target")
    if "everything" in kw.other_protection:
        ruleset.cite("protection_everything")
    return kw


def _has(player: str) -> str:
    return "have" if player == "You" else "has"


def _this_turn(spec: PermanentIn, name: str, where: str) -> PermanentIn:
    """Its changes until end of turn that already happened (`until_end_of_turn`), added to what it is."""
    change = spec.until_end_of_turn
    if change is None:
        return spec
    if (change.power or change.toughness) and (spec.power is None or spec.toughness is None):
        raise BadInput(
            f"{name} has no power and toughness to change (+{change.power}/+{change.toughness})",
            field=f"{where}.until_end_of_turn",
        )
    update: dict[str, Any] = {"keywords": [*(spec.keywords or []), *change.keywords]}
    if spec.power is not None and spec.toughness is not None:
        update.update(power=spec.power + change.power, toughness=spec.toughness + change.toughness)
    return spec.model_copy(update=update)


def _static_keywords(state: State, pid: str, use: CardUse) -> None:
    """A flag a permanent's own static ability gives it ("You may have this assign its combat damage as though it
    weren't blocked": state.AS_UNBLOCKED), put with its keywords."""
    words = [
        step["keyword"]
        for a in use.card.abilities
        if a.kind == "static" and a.face == use.face and a.modelled
        for step in a.steps
        if step.get("do") == "keyword"
    ]
    if words:
        obj = state.objects[pid]
        obj.keywords = Keywords.parse([*obj.keywords.names(), *words], obj.name)


def _with_card(spec: PermanentIn, card: Any, face: Any, where: str) -> PermanentIn:
    """The permanent's characteristics from its card face; explicit keys override (and counters
    default to what it enters with)."""
    given = spec.model_fields_set
    values: dict[str, Any] = {
        "name": face.name,
        "types": face.types,
        "subtypes": face.subtypes,
        "colors": face.colors,
        "power": face_stat(face.power, "power", face.name, where),
        "toughness": face_stat(face.toughness, "toughness", face.name, where),
        "loyalty": face_stat(face.loyalty, "loyalty", face.name, where),
        "keywords": face.keywords,
    }
    ga = getattr(card, "ga", None)
    if ga is not None:  # Grand Archive stats: power, life, a champion's level
        values.update(power=ga.power, toughness=None, life=ga.life, level=ga.level)
    merged = {k: v for k, v in values.items() if k not in given}
    if "counters" not in given:
        merged["counters"] = enters_counters(card, f"{where}")
    return spec.model_copy(update=merged)


def _prepare_casts(scenario: Scenario, prepared: Prepared, cards: CardSource | None, ruleset: Ruleset) -> None:
    """Find each cast card and each activated ability now, so errors come before anything resolves."""
    state, plan = prepared.state, prepared.plan
    assert plan is not None
    # Targets are checked once every spell is on record (a spell may target one cast by a later action: a
    # response resolves first), each against the board where it is chosen: inside a combat, with its attackers
    # and blockers (combat-target family, resolver/combat_targets.py).
    checks: list[Callable[[], None]] = []
    once: set[tuple[str, int]] = set()  # abilities activated that may be activated only once each turn (602.5b)
    order: dict[Any, int] = {}  # each action's place in resolution order, and each spell's (by its id)
    for n, (a, w, x) in enumerate(all_actions(scenario)):
        order[id(x)] = n
        if isinstance(x, CastAction):
            order[_spell_id(a, w, x)] = n
    views: dict[int, State] = {}
    changes: list[Change] = []  # what earlier actions make of a permanent (Gideon Jura's 0: a creature)

    def board(a: int, where: str, action: Any) -> State:
        if ".after_assignment[" not in where:
            return became_view(state, changes, cast_before(a, action))
        combat = scenario.actions[a]
        assert isinstance(combat, CombatAction)
        if a not in views:
            views[a] = combat_view(became_view(state, changes, a), combat.combat)
        return views[a]

    for a, where, action in all_actions(scenario):
        if isinstance(action, CastAction):
            card, face_index = find_card(cards, action.cast, f"{where}.cast")
            if face_index is None:
                face_index = next((a_.face for a_ in card.abilities if a_.kind == "spell"), 0)
            by = action.by or state.order[0]
            if by not in state.players:
                raise BadInput(f"{by!r} is not a player", field=f"{where}.by")
            sid = _spell_id(a, where, action)
            if sid in state.objects or sid in state.players:
                raise BadInput(f"id {sid!r} is used twice", field=f"{where}.id")
            face = card.faces[face_index]
            spell = SourceIn(
                id=sid,
                name=face.name,
                controller=by,
                types=face.types,
                subtypes=face.subtypes,
                colors=face.colors,
                keywords=face.keywords,
            )
            _add_source(state, spell, sid, where)
            use = CardUse(card, face_index, sid, by)
            plan.spells[id(action)] = use
            checks.append(
                partial(
                    _check_targets_at,
                    board,
                    a,
                    where,
                    spell_abilities(use),
                    action,
                    face.name,
                    by,
                    face.colors,
                    order,
                    ruleset,
                    counted=not unread_line(card, face_index),  # else how many it targets isn't known (Electrolyze)
                )
            )
        elif isinstance(action, ActivateAction):
            use = plan.permanents.get(action.activate)
            if use is None:
                raise BadInput(f"{action.activate!r} is not a permanent given by card name", field=f"{where}.activate")
            abilities = activated_abilities(use.card, use.face)
            if 1 <= action.ability <= len(abilities) and not abilities[action.ability - 1].modelled:
                ability = abilities[action.ability - 1]
                raise Unmodelled(
                    f"{where}: {use.card.name}'s ability {action.ability} ({ability.text}): {ability.reason}"
                )
            if not 1 <= action.ability <= len(abilities):
                raise BadInput(
                    f"{use.card.name} has {len(abilities)} activated abilit{'y' if len(abilities) == 1 else 'ies'}",
                    field=f"{where}.ability",
                )
            holder = state.objects[use.object_id]
            ability = abilities[action.ability - 1]
            if where == f"actions[{a}]":
                changes.extend(changes_of(a, use.object_id, ability.steps))
            by = action.by or holder.controller
            if by not in state.players:
                raise BadInput(f"{by!r} is not a player", field=f"{where}.by")
            if not may_activate(ability, by, holder.controller):
                raise BadInput(
                    f"only {use.card.name}'s controller ({holder.controller}) can activate its ability (CR 602.2)",
                    field=f"{where}.by",
                )
            modes = ability_modes(use.card, use.face, ability)
            if action.mode is not None and not 1 <= action.mode <= len(modes):
                raise BadInput(f"{use.card.name}'s ability has {len(modes)} mode(s)", field=f"{where}.mode")
            need_choice(use, [m.steps for m in modes if m.modelled], f"{action.activate}.chosen")
            checks.append(
                partial(
                    _check_targets_at, board, a, where, modes, action, use.card.name, by, holder.colors, order, ruleset
                )
            )
            _check_cost_choices(state, ability, action, use.card.name, where)
            if any(s.get("do") == "once_each_turn" for s in ability.steps):  # "activate only once each turn"
                if (use.object_id, action.ability) in once:
                    raise BadInput(
                        f"{use.card.name}'s ability can be activated only once each turn (CR 602.5b)",
                        field=f"{where}.activate",
                    )
                once.add((use.object_id, action.ability))
    for check in checks:
        check()
    # a chosen source may be a spell cast by a later action: it is on the stack while the earlier one resolves
    for _, where, action in all_actions(scenario):
        if isinstance(action, CastAction | ActivateAction) and action.source is not None:
            _check_ref(state, action.source, f"{where}.source", players=False)


def _spell_id(a: int, where: str, action: CastAction) -> str:
    """A cast spell's id: its own, else spell-<action index> (spell-<index>-<n> inside a combat)."""
    if action.id:
        return action.id
    return f"spell-{a}" if ".after_assignment[" not in where else f"spell-{a}-{where.rsplit('[', 1)[1].rstrip(']')}"


def _check_targets_at(
    board: Callable[[int, str, Any], State],
    a: int,
    where: str,
    abilities: list[Any],
    action: CastAction | ActivateAction,
    name: str,
    controller: str,
    colors: Any,
    order: dict[Any, int],
    ruleset: Ruleset,
    counted: bool = True,
) -> None:
    """Check a cast's or activation's targets on the board where they are chosen (CR 601.2c), the rule system's own
    limits too (what earlier actions made of a permanent counted: Gideon Jura's 0 resolved, a creature). A spell it
    targets must still be on the stack as it resolves: cast by a later action (actions are in resolution order).
    `counted`: whether its number of targets (and its X) is known to be checked (resolver/cards.py unread_line)."""
    state = board(a, where, action)
    mode = action.mode
    if action.optional and ".after_assignment[" in where:
        raise BadInput(
            "optional is for the scenario's own actions, not those inside a combat", field=f"{where}.optional"
        )
    # an optional action without targets is used with each legal choice of them (resolver/optional.py)
    every = action.optional and not action.targets
    if counted:
        _check_targets(state, abilities, action.targets, name, where, mode, action.x, controller, every)
    what = name if isinstance(action, CastAction) else f"{name}'s ability"
    _check_targetable(state, action.targets, controller, colors, what, where, abilities, a > 0)
    if any(targets_spell(ab) for ab in abilities):
        for i, t in enumerate(action.targets):
            if t not in order:
                raise BadInput(
                    f"{what} targets a spell: {state.display(t)} must be the id of a spell a later action casts "
                    "(actions are in resolution order: a response resolves first)",
                    field=f"{where}.targets[{i}]",
                )
            if order[t] < order[id(action)]:
                raise BadInput(
                    f"{what} targets {state.display(t)}, which has already resolved when {what} resolves: a spell "
                    "it targets must still be on the stack, so it is cast after (in response to) that spell "
                    "(CR 115.1, 608.2b); put the targeted spell's cast after it",
                    field=f"{where}.targets[{i}]",
                )
    chosen = list(abilities) if mode is None or mode > len(abilities) else [abilities[mode - 1]]
    ruleset.check_targets(state, chosen, action.targets, name, where)


def _check_cost_choices(state: State, ability: Any, action: ActivateAction, name: str, where: str) -> None:
    """`sacrifice` / `tap` on an activation name permanents, and only for an ability whose cost asks for them."""
    pays = [s for s in ability.steps if s.get("do") == "pay"]
    for key, given, refs in (("sacrifice_a", action.sacrifice, [action.sacrifice]), ("tap", action.tap, action.tap)):
        if not given:
            continue
        if not any(key in s for s in pays):
            word = "sacrifice" if key == "sacrifice_a" else "tap"
            raise BadInput(
                f"{name}'s ability {action.ability} has no cost that {word}s a chosen permanent",
                field=f"{where}.{word}",
            )
        for ref in refs:
            _check_ref(state, ref or "", f"{where}.{'sacrifice' if key == 'sacrifice_a' else 'tap'}", players=False)


def _check_targets(
    state: State,
    abilities: Any,
    targets: list[str],
    name: str,
    where: str,
    mode: int | None,
    x: int | None,
    controller: str,
    every: bool = False,
) -> None:
    """The targets fit a mode (unless `every`: each legal choice of them will be made as it is cast), and X is
    given where that mode needs it (and only there)."""
    chosen = list(abilities) if mode is None or mode > len(abilities) else [abilities[mode - 1]]
    # no mode: the modes these targets suit
    fitting = range(len(chosen)) if every else legal_modes(state, chosen, targets, name, where, controller)
    for i in fitting:
        counted = any(s.get("do") == "count_x" for s in chosen[i].steps)
        if counted and x is not None:  # CR 107.3c: X defined by the text isn't chosen
            raise BadInput(
                f"{name}'s X is defined by its text and counted as it resolves: don't give x", field=f"{where}.x"
            )
        if "$x" in placeholders(chosen[i].steps) and x is None and not counted:
            raise BadInput(f"{name} has X in it: give x", field=f"{where}.x")


def _check_targetable(
    state: State,
    targets: list[str],
    controller: str,
    colors: Any,
    name: str,
    where: str,
    abilities: Any = (),
    later: bool = False,
) -> None:
    """CR 601.2c: targets are chosen as it is cast or activated: the same one only once (115.3) unless the text
    says "target" again for it without "another" (Azorius Ploy's two paragraphs), and none that its shroud,
    hexproof or protection forbids on the board the scenario starts from. `later`: other actions come before it;
    a player's shroud or hexproof that a permanent gives (Ivory Mask) may be gone by then, which isn't followed:
    refused (exit 3), never decided on the board the scenario starts from."""
    declared = declared_targets(abilities[0]) if len(abilities) == 1 else None
    for i, t in enumerate(targets):
        again = declared is not None and i < len(declared) and not declared[i].get("another")
        if t in targets[:i] and not again:
            raise BadInput(f"{name} can't target {state.display(t)} twice (CR 115.3)", field=f"{where}.targets[{i}]")
        found = untargetable(state, t, controller, colors)
        if found is not None and later and t in state.players and (giver := granted_by(state, t, found[1])):
            word = "shroud" if found[1] == "shroud" else "hexproof"
            raise Unmodelled(
                f"{name} targets {state.display(t)}, who {'have' if t == 'You' else 'has'} {word} while {giver} is "
                f"on the battlefield; whether it still is when {name} is cast, after what comes before it, isn't "
                "followed"
            )
        if found is not None:
            why, concept = found
            raise BadInput(
                f"{name} can't target {state.display(t)}: {why} (CR {RULE_OF[concept]}, 601.2c)",
                field=f"{where}.targets[{i}]",
            )


def _duplicates(state: State) -> frozenset[str]:
    seen: set[str] = set()
    dup: set[str] = set()
    for o in state.objects.values():
        (dup if o.name in seen else seen).add(o.name)
    return frozenset(dup)


def _add_source(state: State, spec: SourceIn, sid: str, where: str) -> None:
    if sid in state.players:
        raise BadInput(f"id {sid!r} is a player's name", field=where)
    if spec.controller is not None and spec.controller not in state.players:
        raise BadInput(f"{spec.controller!r} is not a player", field=f"{where}.controller")
    state.objects[sid] = GameObject(
        id=sid,
        name=spec.name,
        controller=spec.controller or "",
        owner=spec.controller or "",
        types=types_of(spec.types),
        subtypes=types_of(spec.subtypes),
        colors=frozenset(spec.colors),
        keywords=Keywords.parse(spec.keywords, spec.name),
        zone="stack",
        is_permanent=False,
    )


def _check_ref(state: State, ref: str, where: str, *, players: bool = True, extra: set[str] = frozenset()) -> None:
    if ref in extra or ref in state.objects or (players and ref in state.players):
        return
    raise BadInput(f"{ref!r} is not a player or an object in this scenario", field=where)


def _check_selectors(state: State, sels: list[Selector], where: str) -> None:
    for i, s in enumerate(sels):
        if s.id is not None:
            _check_ref(state, s.id, f"{where}[{i}].id", extra={"this"})
        if s.dealt_damage_by is not None:
            _check_ref(state, s.dealt_damage_by, f"{where}[{i}].dealt_damage_by", players=False, extra={"this"})
        for name, value in (("player", s.player), ("controller", s.controller)):
            if value is not None and value not in state.players:
                raise BadInput(f"{value!r} is not a player", field=f"{where}[{i}].{name}")


def all_actions(scenario: Scenario) -> list[tuple[int, str, Any]]:
    """Every action with its index and path, including those inside a combat's `after_assignment`."""
    out: list[tuple[int, str, Any]] = []
    for a, action in enumerate(scenario.actions):
        out.append((a, f"actions[{a}]", action))
        if isinstance(action, CombatAction):
            out += [
                (a, f"actions[{a}].combat.after_assignment[{i}]", inner)
                for i, inner in enumerate(action.combat.after_assignment)
            ]
    return out


def _validate_actions(scenario: Scenario, prepared: Prepared) -> None:
    state = prepared.state
    changed: set[str] = set()  # permanents an earlier action may have made a creature (Gideon Jura's 0)
    for _, where, action in all_actions(scenario):
        if isinstance(action, ActivateAction):
            changed.add(action.activate)
        elif isinstance(action, BecomeAction):
            changed.add(action.become.id)
        if isinstance(action, DamageAction):
            for d, dmg in enumerate(action.damage):
                w = f"{where}.damage[{d}]"
                if isinstance(dmg.source, str):
                    _check_ref(state, dmg.source, f"{w}.source", players=False)
                _check_recipient(state, dmg.to, f"{w}.to")
        elif isinstance(action, CombatAction):
            _validate_combat(state, action, where, changed)
        elif isinstance(action, BecomeAction | MoveAction):
            ref = action.become.id if isinstance(action, BecomeAction) else action.move.id
            kind = "become" if isinstance(action, BecomeAction) else "move"
            _check_ref(state, ref, f"{where}.{kind}.id", players=False)
            if not state.objects[ref].is_permanent:
                raise BadInput(f"{ref!r} is not a permanent", field=f"{where}.{kind}.id")
        elif isinstance(action, CastAction | ActivateAction):
            continue  # checked by _prepare_casts
        else:
            _validate_effect(state, action.effect, f"{where}.effect")


def _check_recipient(state: State, ref: str, where: str) -> None:
    _check_ref(state, ref, where)
    obj = state.objects.get(ref)
    if obj is not None and not (obj.is_creature or obj.is_planeswalker):
        raise BadInput(
            f"{obj.name} is not a creature or planeswalker, so it can't be dealt damage (120.1a)", field=where
        )


def _validate_combat(state: State, action: CombatAction, where: str, changed: set[str]) -> None:
    spec = action.combat
    if not spec.attackers:
        raise BadInput("combat needs at least one attacker", field=f"{where}.combat.attackers")
    for ref in [*spec.attackers, *spec.blockers]:
        obj = state.objects.get(ref)
        if obj is not None and ref in changed and not obj.is_creature:
            raise Unmodelled(
                f"{obj.name} is in combat after an earlier action may have made it a creature: a permanent that "
                "becomes a creature during the scenario attacking or blocking isn't modelled"
            )
    for a, target in spec.attackers.items():
        w = f"{where}.combat.attackers.{a}"
        _check_ref(state, a, w, players=False)
        if not state.objects[a].is_creature or not state.objects[a].on_battlefield:
            raise BadInput(f"{state.objects[a].name} is not a creature on the battlefield", field=w)
        _check_recipient(state, target, w)
        if target in state.objects and not state.objects[target].is_planeswalker:
            raise BadInput("creatures attack a player or a planeswalker", field=w)
        owner = state.controller_of(target)
        if owner == state.objects[a].controller:
            raise BadInput(f"{state.objects[a].name} can't attack its own controller's side", field=w)
    for b, a in spec.blockers.items():
        w = f"{where}.combat.blockers.{b}"
        _check_ref(state, b, w, players=False)
        if a not in spec.attackers:
            raise BadInput(f"{a!r} is not an attacking creature", field=w)
        if not state.objects[b].is_creature:
            raise BadInput(f"{state.objects[b].name} is not a creature", field=w)
        if b in spec.attackers:
            raise BadInput(f"{state.objects[b].name} can't both attack and block", field=w)
        if state.objects[b].controller == state.objects[a].controller:
            raise BadInput(f"{state.objects[b].name} can't block its own controller's creature", field=w)
    for a in spec.assign:
        if a not in spec.attackers:
            raise BadInput(f"{a!r} is not an attacking creature", field=f"{where}.combat.assign")


def _validate_effect(state: State, spec: EffectIn, where: str) -> None:
    if spec.source is not None:
        _check_ref(state, spec.source, f"{where}.source", players=False)
    if spec.controller is not None and spec.controller not in state.players:
        raise BadInput(f"{spec.controller!r} is not a player", field=f"{where}.controller")
    _check_selectors(state, spec.to, f"{where}.to")
    _check_selectors(state, spec.from_, f"{where}.from")
    if spec.redirect_to is not None:
        _check_ref(state, spec.redirect_to, f"{where}.redirect_to", extra=REDIRECT_WORDS)
    for i, op in enumerate(spec.additional):
        w = f"{where}.additional[{i}]"
        for key, ref in (("on", op.on), ("to", op.to), ("player", op.player)):
            if ref is not None:
                _check_ref(state, ref, f"{w}.{key}", extra=KEYWORD_REFS)
        if op.op == "deal_damage" and spec.source is None:
            raise BadInput("an effect that deals damage needs a source (the object that deals it)", field=f"{w}")
        if op.op == "counters" and op.on == "this" and spec.source is None:
            raise BadInput('"on": "this" needs the effect\'s source', field=f"{w}.on")
    if spec.kind == "prevent" and spec.uses == "shield" and not isinstance(spec.amount, int):
        raise BadInput("a shield needs a number as its amount", field=f"{where}.amount")
    if spec.amount == "counters" and spec.source is None:
        raise BadInput(
            'amount "counters" needs the effect\'s source (the object with the counters)', field=f"{where}.source"
        )


def effect_controller(spec: EffectIn, state: State) -> str:
    if spec.controller:
        return spec.controller
    if spec.source and spec.source in state.objects and state.objects[spec.source].controller:
        return state.objects[spec.source].controller
    return state.order[0]


def effect_name(spec: EffectIn, state: State) -> str:
    """The effect's name in the log and in choice labels; named after its source, which is shown with its
    id when another object shares its name (two Palisade Giants' effects must not read alike)."""
    obj = state.objects.get(spec.source) if spec.source else None
    if spec.name:
        if obj is not None and obj.name in state.dup_names and spec.name.startswith(obj.name):
            return state.display(obj.id) + spec.name.removeprefix(obj.name)
        return spec.name
    if obj is not None:
        return f"{possessive(state.display(obj.id))} effect"
    return {
        "prevent": "the prevention effect",
        "double": "the doubling effect",
        "add": "the damage-adding effect",
        "halve": "the halving effect",
        "set_amount": "the damage-setting effect",
        "redirect": "the redirection effect",
        "counters_instead": "the counters effect",
        "cant_prevent": "the can't-be-prevented effect",
        "cant_gain_life": "the can't-gain-life effect",
        "replace_event": "the replacement effect",
        "as_though_wither": "the as-though-wither effect",
        "regenerate": "the regeneration shield",
        "life_floor": "the life-floor effect",
        "damage_instead": "the replacement effect",
        "cant_lose": "the can't-lose effect",
        "cant_lose_for_life": "the can't-lose effect",
    }.get(spec.kind, f"the {spec.kind.replace('_', ' ')} effect")


def compile_effect(
    spec: EffectIn, state: State, where: str, ruleset: Ruleset, chosen_source: str | None = None
) -> list[Effect]:
    """Turn an effect spec into engine effects. `per_recipient` makes one shield per matching
    recipient now (CR 615.11); `chosen_source` fixes a "source of your choice" (CR 615.9)."""
    _validate_effect(state, spec, where)
    controller = effect_controller(spec, state)
    name = effect_name(spec, state)
    common = dict(
        name=name,
        controller=controller,
        source=spec.source,
        static=spec.static,
        to=tuple(spec.to),
        from_=tuple(spec.from_),
        damage=spec.damage,
        self_replacement=spec.self_replacement,
        chosen_source=chosen_source,
        source_props=spec.choose_source if chosen_source else None,
        requires_counter=_norm_counter(spec.requires_counter) if spec.requires_counter else None,
        at_least=spec.at_least,
        at_most=spec.at_most,
    )
    stem = spec.id or spec.kind
    kind = spec.kind
    if kind == "prevent":
        uses = spec.uses or ("shield" if isinstance(spec.amount, int) and not spec.static else "each")
        if spec.amount == "count" and ruleset.static_prevention_scope == "source":
            raise Unmodelled(
                f"{name}: a static 'prevent X' whose X is counted isn't modelled under rule 419.7c (N of each "
                "source's damage)"
            )
        base = dict(
            common,
            amount=spec.amount,
            count=spec.count,
            uses=uses,
            additional=tuple(spec.additional),
            remaining=spec.amount if uses == "shield" else None,
            # 419.7c: a static "prevent N" shared by each source's damage in a batch (2008)
            source_scoped=ruleset.static_prevention_scope == "source"
            and spec.static
            and isinstance(spec.amount, int)
            and uses == "each",
        )
        if spec.per_recipient:
            from .selectors import matches_any

            refs = [
                r
                for r in [*state.order, *state.objects]
                if (r in state.players or state.objects[r].on_battlefield)
                and matches_any(spec.to, r, state, controller, spec.source)
            ]
            return [
                Prevention(
                    id=state.new_effect_id(stem),
                    **dict(base, to=(Selector(id=r),), name=f"{name} (on {state.display(r)})"),
                )
                for r in refs
            ]
        return [Prevention(id=spec.id or state.new_effect_id(stem), **base)]
    ident = spec.id or state.new_effect_id(stem)
    if kind == "double":
        return [Multiply(id=ident, factor=spec.factor, **common)]
    if kind == "add":
        return [Add(id=ident, plus=spec.plus, **common)]
    if kind == "halve":
        return [Halve(id=ident, round_up=spec.rounding == "up", **common)]
    if kind == "set_amount":
        return [SetAmount(id=ident, amount=int(spec.amount), **common)]
    if kind == "redirect":
        pool = spec.amount if isinstance(spec.amount, int) else None
        uses = "next" if spec.uses == "next" else "each"
        return [Redirect(id=ident, target=spec.redirect_to or "", pool=pool, uses=uses, **common)]
    if kind == "counters_instead":
        return [CountersInstead(id=ident, counter=_norm_counter(spec.counter), on=spec.counters_on, **common)]
    if kind == "cant_prevent":
        return [CantPrevent(id=ident, **common)]
    if kind == "as_though_wither":
        return [AsThoughWither(id=ident, **common)]
    if kind == "as_though_infect":
        common["to"] = common["to"] or (Selector(player_is="you"),)
        return [AsThoughInfect(id=ident, **common)]
    if kind == "regenerate":
        return [Regeneration(id=ident, **common)]
    if kind == "replace_event":
        return [EventReplacement(id=ident, event=spec.event or "", instead=spec.instead or "", **common)]
    if kind == "damage_instead":
        from .instead import DamageInstead

        return [DamageInstead(id=ident, instead=tuple(spec.additional), once=spec.uses == "next", **common)]
    if kind in ("cant_lose", "cant_lose_for_life"):
        common["to"] = common["to"] or (Selector(player_is="you"),)
        return [CantLose(id=ident, for_life=kind == "cant_lose_for_life", **common)]
    if kind == "life_floor":
        common["to"] = common["to"] or (Selector(player_is="you"),)
        return [LifeFloor(id=ident, floor=int(spec.amount), if_you_control=spec.if_you_control, **common)]
    return [CantGainLife(id=ident, **common)]


def _one_champion(state: State, controller: str | None, name: str, where: str) -> None:
    """A player has one champion on the field: a new level is placed on top of the previous one, and only the top
    card of the lineage is the champion object (ga:champion/leveling-up/1, 7, 7.1)."""
    other = next((o for o in state.objects.values() if "champion" in o.types and o.controller == controller), None)
    if other is not None:
        verb = "control" if controller == "You" else "controls"
        raise BadInput(
            f"{controller} {verb} two champions, {other.name} and {name}: in Grand Archive a player has one "
            "champion on the field, a new level placed on top of the one before (ga:champion/leveling-up/7.1): name "
            "the top one",
            field=f"{where}.types",
        )
