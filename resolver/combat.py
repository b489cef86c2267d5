"""Combat damage (CR 510): assignment, first/double strike steps, trample, simultaneous dealing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .attack_triggers import on_attackers_declared
from .combat_plan import Deals, Division, Plan, plan_key
from .context import Run
from .damage import deal
from .declared_order import DECLARATION_EVENTS, order_cannot_matter
from .effects import Piece
from .errors import BadInput, TooManyOutcomes, Unmodelled
from .misconceptions import believed
from .play import check_now, has_flanking, on_blockers_declared
from .resume import Stretch
from .scenario import COLOR_WORDS, CombatIn
from .state import AS_UNBLOCKED, LANDWALK_KEYWORDS, GameObject
from .tapping import declare_attackers_and_blockers

ASSIGNMENT_LIMIT = 256


def _strikes_first(o: GameObject) -> bool:
    return o.keywords.has("first strike") or o.keywords.has("double strike")


def combat_damage(
    run: Run,
    spec: CombatIn,
    after_step: Callable[..., None],
    perform: Callable[[Run, Any], None],
    during: Sequence[Any] | None = None,
) -> bool:
    """One or two combat damage steps (CR 510.4); `after_step` runs SBAs and triggers between them (given True:
    the first check of state-based actions and state triggers was made);
    `perform` runs the actions in `after_assignment` (after assignment in 2008, before it today). What comes
    before the first step is the same on every line of play that gets here with the same choices: a line after
    the first takes it up from there (resolver/resume.py). Returns whether the last step's `after_step` left
    nothing for another to do once combat ends (settled): its last state-based action check found nothing and
    read no combat status (Run.quiet_sba), no trigger waits, and the game goes on. `during`: the actions said
    during the combat, resolved before it (None: not known)."""
    stretch = Stretch(run, ("combat", id(spec)))
    kept = stretch.resume()
    if kept is None:
        kept = _declare(run, spec, after_step, perform, during)
        stretch.keep(kept)
    spec, blockers_of, combatants, leaving, early = kept
    if early:
        steps = [
            ("first", lambda o: o.id in early),
            ("second", lambda o: o.id not in early or o.keywords.has("double strike")),
        ]
    else:
        steps = [("only", None)]  # every creature in combat
    leaving = list(leaving)
    settled = False
    for step, takes_part in steps:
        settled = False
        if run.game_over:
            break
        _remove_noncreatures(run, combatants)
        pieces = _assign_step(run, spec, blockers_of, takes_part, ("combat", id(spec), step, early))
        if pieces and not leaving:
            run.say("All assigned combat damage is dealt at the same time", "combat_damage")
        if leaving:
            run.say(
                "Combat damage is assigned and put on the stack; players can respond before it is dealt, and a "
                "creature that assigned damage still deals it after leaving play",
                "combat_stack",
            )
            run.combat_sources = {p.source for p in pieces}
            for action in leaving:
                perform(run, action)
                # each response resolves and state-based actions are checked before the next (2008 CR 420.3, 419.8a;
                # today 704.3): a creature a spell left with lethal damage regenerates or is destroyed then, before
                # the combat damage on the stack is dealt (audit 30: a shield once stopped both)
                after_step(run)
            run.combat_sources = set()
            leaving = []
            if pieces:  # in time order: the responses resolved, then the damage on the stack is dealt (419.8a)
                run.say("All assigned combat damage is dealt at the same time", "combat_damage")
        # the lines that divided the damage alike deal it alike: where a trigger waits (its target is a choice
        # made next, as it is put on the stack, CR 603.3), the others take it up from there, the state-based
        # actions checked first (704.3) made too
        dealing = Stretch(run, ("combat damage", id(spec), step))
        checked = dealing.resume()
        if checked is None:
            deal(run, pieces)
            checked = ()
            if run.triggers:
                run.quiet_sba = False
                check_now(run)
                checked = (run.quiet_sba,)
                dealing.keep(checked)
        if checked:
            (run.quiet_sba,) = checked
            after_step(run, True)
        else:
            run.quiet_sba = False
            after_step(run)
        settled = run.quiet_sba and not run.triggers and not run.game_over
    st = run.state
    for c in combatants:  # combat ends (CR 511.3): what changes here is what a settled check didn't read
        obj = st.mut(c)
        obj.attacking = obj.blocking = obj.blocked = False
        obj.blocks = None
    return settled


def _declare(
    run: Run,
    spec: CombatIn,
    after_step: Callable[[Run], None],
    perform: Callable[[Run, Any], None],
    during: Sequence[Any] | None = None,
) -> tuple[CombatIn, dict[str, list[str]], list[str], tuple[Any, ...], frozenset[str]]:
    """Attackers and blockers declared (CR 508-509) and what triggers on the blocks resolved, up to the first
    combat damage step: the blocks (as believed), each attacker's blockers, the combatants, the actions still to
    happen after assignment, and the creatures that strike first (none: one damage step)."""
    st = run.state
    spec = believed_blocks(run, spec)
    blockers_of: dict[str, list[str]] = {}
    for b, a in spec.blockers.items():
        blockers_of.setdefault(a, []).append(b)
    _refuse_combat_triggers(run, spec, blockers_of)
    _check_declarations(run, spec, blockers_of)
    declare_attackers_and_blockers(run, list(spec.attackers), list(spec.blockers))  # tapped state (508.1a, 509.1a)
    for a in spec.attackers:
        st.mut(a).attacking = True
        st.objects[a].blocked = a in blockers_of  # CR 509.1h: blocked, or unblocked, until combat ends
    for b, a in spec.blockers.items():
        st.mut(b).blocking = True
        st.objects[b].blocks = a
    _refuse_cast_after_declaring(run, spec, gone_only=True)
    if on_attackers_declared(run, list(spec.attackers)):  # 'whenever this attacks' (CR 508.1m), resolved (508.2)
        _refuse_cast_after_declaring(run, spec, during=during)
        after_step(run)
    if spec.blockers:  # 'whenever this blocks / becomes blocked' (CR 509.1i), resolved before damage (509.4a)
        waiting = len(run.triggers)
        on_blockers_declared(run, dict(spec.blockers))
        if len(run.triggers) > waiting:
            _refuse_cast_after_declaring(run, spec, during=during)
        after_step(run)
    combatants = list(spec.attackers) + list(spec.blockers)
    leaving = list(spec.after_assignment)
    if leaving and not run.ruleset.combat_uses_stack:
        run.say(
            "Combat damage doesn't use the stack: what the scenario does after assignment can only happen "
            "before combat damage is assigned, so it happens now (a creature that leaves deals no combat damage)",
            "combat_no_stack",
        )
        for action in leaving:
            perform(run, action)
            after_step(run)
        leaving = []
    st = run.state
    # CR 510.4: whether there is a first-strike step is seen as the combat damage step begins
    early = frozenset(c for c in combatants if st.objects[c].on_battlefield and _strikes_first(st.objects[c]))
    if early:
        run.say(
            "A creature in combat has first strike or double strike: there are two combat damage steps", "first_strike"
        )
    return spec, blockers_of, combatants, tuple(leaving), early


def believed_blocks(run: Run, spec: CombatIn) -> CombatIn:
    """The blocks as one who believes a creature with protection can't block would have them (702.16f: protection
    stops the creature being blocked by creatures of the quality, not blocking): each such blocker's block isn't
    declared, so an attacker only it blocked is unblocked. Without the misconception, the blocks as given."""
    if not run.ruleset.misconceived("protection_cant_block") or not spec.blockers:
        return spec
    st = run.state
    kept = {}
    for b, a in spec.blockers.items():
        kw = st.objects[b].keywords
        if kw.protection or kw.other_protection:
            qualities = [COLOR_WORDS.get(c, c) for c in sorted(kw.protection)] + sorted(kw.other_protection)
            quality = "protection from " + " and from ".join(qualities)
            believed(
                run,
                "protection_cant_block",
                f"{st.objects[b].name} has {quality}, so it can't block {st.objects[a].name}: it doesn't block",
            )
        else:
            kept[b] = a
    if len(kept) == len(spec.blockers):
        return spec
    assign = {a: split for a, split in spec.assign.items() if a in kept.values()}
    return spec.model_copy(update={"blockers": kept, "assign": assign})


# Evasion (CR 702): what may block a creature with the keyword, and the rule that says so.
EVASION: dict[str, tuple[Callable[[GameObject, GameObject], bool], str, str]] = {
    "flying": (lambda a, b: b.keywords.has("flying") or b.keywords.has("reach"), "flying or reach", "702.9b"),
    "horsemanship": (lambda a, b: b.keywords.has("horsemanship"), "horsemanship", "702.31b"),
    "shadow": (lambda a, b: b.keywords.has("shadow"), "shadow", "702.28b"),
    "fear": (lambda a, b: "artifact" in b.types or "B" in b.colors, "an artifact or black creature", "702.36b"),
    "intimidate": (
        lambda a, b: "artifact" in b.types or bool(a.colors & b.colors),
        "an artifact creature or one sharing a color with it",
        "702.13b",
    ),
    "skulk": (lambda a, b: b.power <= a.power, "a creature with power no greater than its", "702.118b"),
}


def block_refusal(att: GameObject, blk: GameObject) -> str | None:
    """Why `blk` can't block `att` by their keywords and colours, or None: evasion (CR 702.9b …), protection
    (702.16f: an attacking creature with protection can't be blocked by creatures with the stated quality; the
    colours are the qualities the engine knows) and a blocker's shadow (702.28b). Menace, landwalk, tapped
    blockers and a card's own blocking restrictions are checked where the whole declaration is known."""
    for keyword, (may_block, who, rule) in EVASION.items():
        if att.keywords.has(keyword) and not may_block(att, blk):
            return f"{blk.name} can't block {att.name}: it has {keyword}, so only {who} can block it (CR {rule})"
    for color in sorted(att.keywords.protection & blk.colors):
        word = COLOR_WORDS.get(color, color)
        return (
            f"{blk.name} can't block {att.name}: it has protection from {word}, so {word} creatures can't block it "
            "(CR 702.16f)"
        )
    if blk.keywords.has("shadow") and not att.keywords.has("shadow"):
        return f"{blk.name} has shadow: it can block only creatures with shadow (CR 702.28b)"
    return None


def _check_declarations(run: Run, spec: CombatIn, blockers_of: dict[str, list[str]]) -> None:
    """The attacks and blocks the scenario gives must be legal (CR 508.1, 509.1b-c): defender can't attack
    (702.3b), evasion limits its blockers (702.9b …), menace needs two blockers (702.111b). Landwalk and
    blocking restrictions in a card's text depend on what the engine doesn't know: refused, not guessed."""
    st = run.state
    for ref in [*spec.attackers, *spec.blockers]:
        st.objects[ref].keywords.refuse_other_protection(st.objects[ref].name, "it is in combat")
    for a in spec.attackers:
        if st.objects[a].keywords.has("defender"):
            raise BadInput(f"{st.objects[a].name} has defender: it can't attack (CR 702.3b)", field="combat.attackers")
    for a, blockers in blockers_of.items():
        att = st.objects[a]
        if att.keywords.has("menace") and len(blockers) < 2:
            raise BadInput(
                f"{att.name} has menace: it can't be blocked except by two or more creatures (CR 702.111b)",
                field="combat.blockers",
            )
        walk = next((k for k in LANDWALK_KEYWORDS if att.keywords.has(k)), None)
        if walk:
            raise Unmodelled(
                f"{att.name} has {walk}: whether it can be blocked depends on the defending player's lands, "
                "which the scenario doesn't give"
            )
        for text in card_block_restrictions(run, a):
            raise Unmodelled(f"{att.name} is blocked, but its text limits its blockers, which isn't checked: {text}")
        for b in blockers:
            refusal = block_refusal(att, st.objects[b])
            if refusal is not None:
                raise BadInput(refusal, field="combat.blockers")


def card_block_restrictions(run: Run, ref: str) -> list[str]:
    """The texts of a card's blocking restrictions ('can't be blocked by creatures with power 2 or less')."""
    use = run.plan.permanents.get(ref) if run.plan is not None else None
    if use is None:
        return []
    return [
        ab.text
        for ab in use.card.abilities
        if ab.kind == "static" and not ab.modelled and (ab.reason or "").startswith("a blocking restriction")
    ]


def _refuse_combat_triggers(run: Run, spec: CombatIn, blockers_of: dict[str, list[str]]) -> None:
    """Exalted (a creature attacking alone), flanking (blocked by one without it) and mentor (attacking)
    trigger as attackers or blockers are declared and change power and toughness before combat damage:
    not modelled, so refused where they trigger, never guessed (CR 702.83a, 702.25a, 702.134a)."""
    st = run.state
    alone = next(iter(spec.attackers)) if len(spec.attackers) == 1 else None
    # a card's own exalted is its compiled trigger (resolver/attack_triggers.py); one granted ("Other creatures you
    # control have exalted") or a creature without a card said to have it isn't
    compiled = {use.object_id for use, _ in run.plan.triggers("attacks_alone")} if run.plan is not None else set()
    flanked = {use.object_id for use, _ in run.plan.triggers("blocked_by_unflanked")} if run.plan is not None else set()
    for o in st.objects.values():
        if not o.on_battlefield:
            continue
        found = None
        if (
            o.keywords.has("exalted")
            and alone is not None
            and st.objects[alone].controller == o.controller
            and (o.id not in compiled or _exalted_granted(run, o))
        ):
            found = "exalted"
        elif o.keywords.has("mentor") and o.id in spec.attackers:
            found = "mentor"
        elif (
            o.keywords.has("flanking")
            and any(not has_flanking(run, b) for b in blockers_of.get(o.id, []))
            and o.id not in flanked
        ):
            found = "flanking"
        if found:
            raise Unmodelled(
                f"{o.name} has {found}, which triggers in this combat and isn't modelled: give the power and "
                "toughness after it resolved and leave the keyword out"
            )


_DECLARATION_EVENTS = tuple(sorted(DECLARATION_EVENTS))


def _refuse_cast_after_declaring(
    run: Run, spec: CombatIn, gone_only: bool = False, during: Sequence[Any] | None = None
) -> None:
    """A trigger on the declarations goes on the stack before a player gets priority (CR 508.1m, 509.1i, 603.3), so
    a spell cast during combat came after it, in response or once it resolved (which isn't said); the engine
    resolves that spell before the declarations: refused, never answered in that order, unless the actions said
    during combat (`during`) give the same result in either order (resolver/declared_order.py). gone_only: before
    the declarations, where a combatant that spell removed can trigger no more (its card has a declaration
    trigger, or one with such a trigger is gone)."""
    if not spec.cast_after_declaring:
        return
    if not gone_only and order_cannot_matter(run, during):
        spells = " and ".join(dict.fromkeys(a.cast for a in during or ()))
        sources = list(dict.fromkeys(t.effect_name for t in run.triggers))
        what = (
            f"{sources[0]}'s triggered ability"
            if len(sources) == 1
            else f"the triggered abilities of {', '.join(sources[:-1])} and {sources[-1]}"
        )
        run.say(
            f"{spells} was cast after {what} triggered; whether in response or after "
            f"{'it' if len(sources) == 1 else 'they'} resolved, the result is the same",
            rules=("603.3",),
        )
        return
    if gone_only:
        if run.plan is None:
            return
        combatants = [*spec.attackers, *spec.blockers]
        found = [use for event in _DECLARATION_EVENTS for use, _ in run.plan.triggers(event)]
        # a combatant gone, or a permanent whose declaration trigger it was (exalted's source: its ability
        # triggered as the attack was declared, and resolves without it, CR 113.7a)
        lost = any(not run.state.objects[use.object_id].on_battlefield for use in found)
        if not found or (all(run.state.objects[c].on_battlefield for c in combatants) and not lost):
            return
        names = ", ".join(dict.fromkeys(use.card.name for use in found))
    else:
        names = ", ".join(dict.fromkeys(t.effect_name for t in run.triggers))
    if names:
        raise Unmodelled(
            f"{names}: a triggered ability that goes on the stack as attackers or blockers are declared, before the "
            "spell or ability said during combat could be cast; whether that was cast in response to it or after it "
            "resolved isn't modelled"
        )


def _exalted_granted(run: Run, obj: Any) -> bool:
    """Whether exalted comes to `obj` from another permanent too (Sublime Archangel's "Other creatures you control
    have exalted"): then it has more instances than its card's own, which aren't counted."""
    uses = run.plan.permanents.values() if run.plan is not None else ()
    return any(
        use.object_id != obj.id
        and run.state.objects[use.object_id].on_battlefield
        and "have exalted" in (use.card.faces[use.face].oracle_text or "").lower()
        for use in uses
    )


def _remove_noncreatures(run: Run, combatants: list[str]) -> None:
    """CR 506.4: an attacking or blocking creature that stops being a creature is removed from combat."""
    st = run.state
    for c in combatants:
        o = st.objects[c]
        if (o.attacking or o.blocking) and not o.is_creature and o.on_battlefield:
            obj = st.mut(c)
            obj.attacking = obj.blocking = obj.blocked = False
            obj.blocks = None
            run.say(f"{o.name} is no longer a creature, so it is removed from combat", "removed_from_combat")


def _assign_step(
    run: Run,
    spec: CombatIn,
    blockers_of: dict[str, list[str]],
    takes_part: Callable[[GameObject], bool] | None,
    place: tuple,
) -> list[Piece]:
    """CR 510.1: the combat damage each creature assigns in this step (`place`: the combat, the step and who
    strikes first), said and chosen on this line. The plan of it is made from the game alone, once for the
    lines of play that reach the step in the same game (resolver/combat_plan.py)."""
    st = run.state
    refs = [*spec.attackers, *spec.blockers, *(d for d in spec.attackers.values() if d in st.objects)]
    key = plan_key(run, place, refs)
    found = run.memo.plans.get(key) if key is not None else None
    if found is None:
        plan = Plan(run.ruleset)
        _plan_step(run, plan, spec, blockers_of, takes_part)
        if key is not None:
            run.memo.plans[key] = (spec, plan)  # (the combat kept alive: its id is in the key)
    else:
        plan = found[1]
    return plan.play(run)


def _plan_step(
    run: Run,
    plan: Plan,
    spec: CombatIn,
    blockers_of: dict[str, list[str]],
    takes_part: Callable[[GameObject], bool] | None,
) -> None:
    """CR 510.1: only creatures still in combat assign combat damage (regeneration and 506.4 remove
    them, CR 701.15a); in a first-strike step, only those `takes_part` says (None: every one)."""
    st = run.state
    for a, defender in spec.attackers.items():
        o = st.objects[a]
        if not o.on_battlefield or (takes_part is not None and not takes_part(o)):
            continue
        if not o.attacking:
            plan.say(f"{run.name(o.id)} was removed from combat and assigns no combat damage", "removed_from_combat")
            continue
        if o.power <= 0:
            plan.say(f"{run.name(o.id)} has {o.power} power and assigns no combat damage", "no_power")
            continue
        if a in blockers_of:
            living = [b for b in blockers_of[a] if _blocking(st.objects[b])]
            _assign_blocked(run, plan, o, living, defender, spec.assign.get(a))
        elif _defender_there(run, defender):
            plan.say(f"{run.name(o.id)} is unblocked and assigns {o.power} damage to {run.name(defender)}", "unblocked")
            plan.ops.append(Deals(a, {defender: o.power}))
        else:
            plan.say(
                f"{run.name(o.id)} is attacking {run.name(defender)}, which has left the battlefield: "
                "it assigns no combat damage",
                "unblocked",
            )
    for b, a in spec.blockers.items():
        o = st.objects[b]
        if not o.on_battlefield or (takes_part is not None and not takes_part(o)):
            continue
        if not o.blocking:
            plan.say(f"{run.name(o.id)} was removed from combat and assigns no combat damage", "removed_from_combat")
            continue
        if not (st.objects[a].on_battlefield and st.objects[a].attacking):
            plan.say(f"{run.name(o.id)} is no longer blocking a creature and assigns no combat damage", "blocker")
            continue
        power = o.power
        if power <= 0:
            plan.say(f"{run.name(o.id)} has {power} power and assigns no combat damage", "no_power")
            continue
        plan.say(f"{run.name(o.id)} assigns {power} damage to {run.name(a)}", "blocker")
        plan.ops.append(Deals(b, {a: power}))


def _blocking(o: GameObject) -> bool:
    return o.on_battlefield and o.blocking


def _defender_there(run: Run, defender: str) -> bool:
    """The player or planeswalker an attacker attacks is still there to be dealt damage (CR 506.4c)."""
    if defender in run.state.players:
        return True
    obj = run.state.objects[defender]
    return obj.on_battlefield and obj.is_planeswalker  # one that stops being a planeswalker leaves combat


def _lethal(run: Run, attacker: GameObject, blocker: GameObject) -> int:
    """Lethal damage for assignment (702.19b), any nonzero deathtouch damage counts (702.2c). One who believes
    trample may skip a blocker whose damage would be prevented counts none as lethal for it (702.19c: lethal
    damage ignores abilities and effects that change how much is dealt)."""
    if attacker.keywords.has("trample") and _shielded(run, attacker, blocker):
        return 0
    if attacker.keywords.has("deathtouch"):
        return 1
    return max(0, blocker.toughness - blocker.damage)


def _shielded(run: Run, attacker: GameObject, blocker: GameObject) -> bool:
    """With trample_skips_shielded_blocker switched on: whether all of `attacker`'s combat damage to `blocker`
    would be prevented (a prevention effect that would prevent all of it and may: protection from its colour, a
    "prevent all damage" effect, a shield or static "prevent N" covering its power)."""
    if not run.ruleset.misconceived("trample_skips_shielded_blocker"):
        return False
    from .effects import is_unpreventable
    from .prevention import Prevention

    st = run.state
    piece = Piece(attacker.id, blocker.id, attacker.power, combat=True)
    if is_unpreventable(piece, st):
        return False
    for e in st.effects_for(blocker.id):
        if not isinstance(e, Prevention) or not e.active(st) or not e.condition_met(st) or not e.watches(piece, st):
            continue
        covers = e.remaining if e.uses == "shield" else e.amount
        if covers == "all" or (isinstance(covers, int) and covers >= attacker.power):
            return True
    return False


def _assign_blocked(
    run: Run, plan: Plan, o: GameObject, living: list[str], defender: str, fixed: dict[str, int] | None
) -> None:
    st = run.state
    trample = o.keywords.has("trample")
    if trample and not _defender_there(run, defender):
        plan.say(
            f"{run.name(o.id)} has trample but what it attacks, {run.name(defender)}, has left the battlefield: it is "
            "attacking nothing, so all its damage goes to its blockers",
            "attacking_nothing",
        )
        trample = False
    if not living and o.keywords.has(AS_UNBLOCKED) and _defender_there(run, defender):
        labels = [f"{run.name(o.id)} assigns no combat damage", _as_unblocked(run, o, defender)]
        question = f"{o.controller} decides whether {run.name(o.id)} assigns its damage as though it weren't blocked"
        ways: list[dict[str, int]] = [{}, {defender: o.power}]
        plan.ops.append(Division(question, o.controller, labels, ways, ("blocked",), o.id, [None] * 2, ("unblocked",)))
        return
    if not living:
        if trample:
            plan.say(
                f"{run.name(o.id)} has trample and nothing blocks it any more: all {o.power} damage goes to "
                f"{run.name(defender)}",
                "trample_no_blockers",
            )
            plan.ops.append(Deals(o.id, {defender: o.power}))
            return
        plan.say(
            f"{run.name(o.id)} is blocked but no creature blocks it any more: it assigns no combat damage", "blocked"
        )
        return
    legal = set(living) | ({defender} if trample else set())
    unblocked = o.keywords.has(AS_UNBLOCKED) and _defender_there(run, defender)  # Thorn Elemental (its choice)
    if fixed is not None:
        if unblocked and fixed == {defender: o.power}:
            plan.say(_as_unblocked(run, o, defender), "unblocked")
            plan.ops.append(Deals(o.id, dict(fixed)))
            return
        plan.ops.append(Deals(o.id, _check_fixed(run, plan, o, living, defender, fixed, legal, trample)))
        return
    if len(living) == 1 and not trample and not unblocked:
        plan.say(f"{run.name(o.id)} assigns all {o.power} damage to {run.name(living[0])}", "blocked")
        plan.ops.append(Deals(o.id, {living[0]: o.power}))
        return
    _say_skipped(run, plan, o, living, trample)
    blockers = [st.objects[b] for b in living]
    slots = [*living, defender] if trample else living
    # the divisions and their labels are the same on every line of play that gets here: made once per resolution
    key = (
        run.name(o.id),
        o.power,
        tuple([_lethal(run, o, b) for b in blockers]),
        unblocked,
        *[(r, run.name(r)) for r in slots],
    )
    divisions = run.memo.divisions if run.memo is not None else {}
    if key not in divisions:
        ways = _splits(run, o, blockers, defender if trample else None)
        if unblocked:  # all of it to what it attacks, none to its blockers
            ways.append({**dict.fromkeys(living, 0), defender: o.power})
        if len(ways) > ASSIGNMENT_LIMIT:
            raise TooManyOutcomes(
                f"{o.name} could divide its combat damage in more than {ASSIGNMENT_LIMIT} ways: "
                f'give "assign" for {o.id} in the combat action'
            )
        names = {r: run.name(r) for r in [*slots, defender]}
        labels = [
            f"{run.name(o.id)} assigns " + ", ".join([f"{n} to {names[r]}" for r, n in w.items() if n]) for w in ways
        ]
        if unblocked:
            labels[-1] = _as_unblocked(run, o, defender)
        divisions[key] = ways, labels
    ways, labels = divisions[key]
    question = f"{o.controller} divides {run.name(o.id)}'s combat damage"
    concepts = _division_concepts(o, trample)
    last = ("unblocked",) if unblocked else None  # all of it to what it attacks (510.1b), as though unblocked
    plan.ops.append(Division(question, o.controller, labels, ways, concepts, o.id, [None] * len(labels), last))


def _as_unblocked(run: Run, o: GameObject, defender: str) -> str:
    """The label of a Thorn Elemental's choice to assign all its damage as though it weren't blocked."""
    return f"{run.name(o.id)} assigns all {o.power} damage to {run.name(defender)} as though it weren't blocked"


def _division_concepts(o: GameObject, trample: bool) -> tuple[str, ...]:
    """The rules a division of combat damage rests on: 510.1c among blockers; with trample 702.19b, and with
    deathtouch too 702.2c (any nonzero damage counts as lethal, so the rest may go past the blockers)."""
    if not trample:
        return ("blocked",)
    return ("trample", "deathtouch_lethal") if o.keywords.has("deathtouch") else ("trample",)


def _say_skipped(run: Run, plan: Plan, o: GameObject, living: list[str], trample: bool) -> None:
    """Log each blocker one who believes trample may skip a shielded blocker counts as needing no lethal damage."""
    if not trample:
        return
    for b in living:
        blk = run.state.objects[b]
        if _shielded(run, o, blk):
            believed(
                plan,
                "trample_skips_shielded_blocker",
                f"{run.name(o.id)}'s damage to {blk.name} would be prevented, so {blk.name} needs no lethal damage "
                f"before {run.name(o.id)} assigns the rest to the player",
                "trample",
            )


def _splits(run: Run, o: GameObject, blockers: list[GameObject], defender: str | None) -> list[dict[str, int]]:
    """Every legal division of o's power: free among blockers (510.1c); with trample, the player gets
    damage only once every blocker is assigned lethal damage (702.19b). The first slot's share falls from all of
    it to none, then the next's, and so on (the last takes what is left); past ASSIGNMENT_LIMIT + 1 ways, no more."""
    slots = [b.id for b in blockers] + ([defender] if defender else [])
    lethal = [_lethal(run, o, b) for b in blockers]
    out: list[dict[str, int]] = []
    last = len(slots) - 1
    acc = [0] * len(slots)

    def rec(i: int, left: int) -> None:
        if len(out) > ASSIGNMENT_LIMIT:
            return
        if i == last:
            acc[i] = left
            if defender and left > 0 and any(x < need for x, need in zip(acc, lethal, strict=False)):
                return
            out.append(dict(zip(slots, acc, strict=True)))
            return
        for x in range(left, -1, -1):
            acc[i] = x
            rec(i + 1, left - x)

    rec(0, o.power)
    return out


def _check_fixed(
    run: Run,
    plan: Plan,
    o: GameObject,
    living: list[str],
    defender: str,
    fixed: dict[str, int],
    legal: set[str],
    trample: bool,
) -> dict[str, int]:
    where = f"combat.assign.{o.id}"
    if sum(fixed.values()) != o.power:
        raise BadInput(f"assigns {sum(fixed.values())} damage but {o.name} has {o.power} power", field=where)
    bad = [r for r in fixed if r not in legal]
    if bad:
        raise BadInput(
            f"{bad[0]!r} is not a creature blocking {o.name}"
            + ("" if trample else " (without trample it can't assign damage to the player)"),
            field=where,
        )
    if trample and fixed.get(defender, 0) > 0:
        _say_skipped(run, plan, o, living, trample)
        short = [b for b in living if fixed.get(b, 0) < _lethal(run, o, run.state.objects[b])]
        if short:
            raise BadInput(
                f"trample: {run.name(short[0])} must be assigned lethal damage before "
                f"{run.name(defender)} gets any (702.19b)",
                field=where,
            )
    plan.say(
        f"{run.name(o.id)} assigns "
        + ", ".join(f"{n} to {run.name(r)}" for r, n in fixed.items() if n)
        + " (as given)",
        *_division_concepts(o, trample),
    )
    return {r: n for r, n in fixed.items() if r in living or r == defender}
