"""What dealt damage does (CR 120.3) and state-based actions (CR 704) under the current MTG rules."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from .attached_bonus import end_bonus
from .attachments import illegal_attachment
from .context import Run
from .effects import AsThoughInfect, AsThoughWither, LifeFloor, Piece, Regeneration, cant_lose, make_step
from .errors import Unmodelled
from .events import EventReplacement, gain_life, put_into_graveyard, replacements_now
from .misconceptions import believed
from .play import after_zone_change
from .selectors import matches_any
from .totem_armor import replaces_destruction
from .values import effect_value, hashable
from .walkers2008 import refuse_walker_uniqueness


def lose_life(run: Run, player: Any, amount: int, who: str, concept: str = "life_loss") -> None:
    """CR 120.3a: damage to a player causes that much life loss (an effect's, 119.3: `concept` "lose_life") —
    unless a life floor replaces it (614.1a)."""
    st = run.state
    floors = [e for e in st.effects_of(LifeFloor) if e.covers(player.name, st)]
    floor = max(floors, key=lambda e: e.floor, default=None)
    if floor is None or player.life - amount >= floor.floor:
        player.life -= amount
        run.say(f"{who}: {player.name} loses {amount} life ({player.life})", concept)
        return
    if player.life < floor.floor or len({e.floor for e in floors}) > 1:
        raise Unmodelled(
            f"{floor.name} keeps {player.name}'s life total at {floor.floor}, but "
            + (
                f"{player.name} is already below it"
                if player.life < floor.floor
                else "several such effects with different numbers apply"
            )
            + ": which applies isn't modelled"
        )
    player.life = floor.floor
    run.say(
        f"{who}: it would reduce {player.name}'s life total below {floor.floor}; {floor.name} reduces it to "
        f"{floor.floor} instead ({player.life})",
        "life_floor",
    )


def mtg_damage_results(run: Run, pieces: list[Piece], prevented: Sequence[Piece] = ()) -> None:
    """CR 120.3a-g: life loss, poison, loyalty, -1/-1 counters, marked damage, lifelink, toxic.

    `prevented` (the pieces some of whose damage was prevented) is given only when a misconception switched on
    gives prevented damage results: lifelink gaining life for it, deathtouch destroying through it."""
    st = run.state
    withering = st.effects_of(AsThoughWither)
    all_wither = bool(withering) and any(e.active(st) for e in withering)
    # players dealt damage as though its source had infect: at 0 or less life as the damage is dealt (one event)
    infected = _infected(st, pieces) if st.effects_of(AsThoughInfect) else {}
    gains: dict[str, int] = defaultdict(int)
    for p in pieces:
        src = st.objects[p.source]
        flags = src.keywords.flags  # (Keywords.has, without a call for each)
        a = p.amount
        who = f"{run.name(p.source)} deals {a} {'combat ' if p.combat else ''}damage to {run.name(p.recipient)}"
        if p.recipient in st.players:
            player = st.players[p.recipient]
            player.dealt += a
            if "infect" in flags or p.recipient in infected:
                player.poison += a
                kw = "infect" if "infect" in flags else "as though its source had infect: " + infected[p.recipient]
                run.say(f"{who}: {player.name} gets {a} poison counter(s) ({kw})", "poison")
            else:
                lose_life(run, player, a, who)
            if p.combat and src.is_creature and src.keywords.toxic:
                player.poison += src.keywords.toxic
                run.say(
                    f"{src.name} has toxic {src.keywords.toxic}: {player.name} also gets "
                    f"{src.keywords.toxic} poison counter(s)",
                    "toxic",
                )
        else:
            obj = st.mut(p.recipient)
            if obj.is_planeswalker and obj.loyalty is not None:
                lost = min(a, obj.loyalty)
                obj.loyalty -= lost
                run.say(f"{who}: {lost} loyalty counter(s) removed ({obj.loyalty} left)", "loyalty")
            if obj.is_creature:
                if "infect" in flags or "wither" in flags or all_wither:
                    obj.add_counters("-1/-1", a)
                    kw = "infect" if "infect" in flags else "wither"
                    kw += "" if kw in flags else ": all damage is dealt as though its source had wither"
                    concept = "infect_counters" if kw == "infect" else "wither_counters"
                    run.say(f"{who}: {a} -1/-1 counter(s) put on it ({kw})", concept)
                else:
                    obj.damage += a
                    run.say(f"{who}: {a} damage marked ({obj.damage} in all)", "damage_marked")
                if "deathtouch" in flags:
                    obj.deathtouched = True
        if "lifelink" in flags:
            gains[src.controller] += a
    if prevented:
        _believed_results(run, prevented, gains)
    if gains:
        branch = run.branch()
        for player, amount in gains.items():
            if player in st.players:
                gain_life(branch, player, amount, "lifelink", "lifelink")


def _infected(st: Any, pieces: list[Piece]) -> dict[str, str]:
    """The players this damage is dealt to as though its source had infect (AsThoughInfect: Phyrexian Unlife), by
    the effect's name: those at 0 or less life before the event."""
    out: dict[str, str] = {}
    for e in st.effects_of(AsThoughInfect):
        if e.active(st):
            for p in pieces:
                player = st.players.get(p.recipient)
                if (
                    player is not None
                    and player.life <= 0
                    and matches_any(e.to, p.recipient, st, e.controller, e.source)
                ):
                    out.setdefault(p.recipient, e.name)
    return out


def _believed_results(run: Run, prevented: Sequence[Piece], gains: dict[str, int]) -> None:
    """What prevented damage does for one who believes it still does something (615.6: prevented damage
    isn't dealt, so it has no results): lifelink counts it (702.15b, lifelink_from_prevented), a deathtouch
    source's prevented damage still destroys the creature (702.2b, deathtouch_through_prevention)."""
    st = run.state
    rs = run.ruleset
    for p in prevented:
        src = st.objects[p.source]
        to = run.name(p.recipient)
        if src.keywords.has("lifelink") and rs.misconceived("lifelink_from_prevented"):
            gains[src.controller] += p.prevented
            believed(
                run,
                "lifelink_from_prevented",
                f"the {p.prevented} damage {src.name} would have dealt to {to} counts for lifelink too",
                "prevented",
            )
        if (
            src.keywords.has("deathtouch")
            and rs.misconceived("deathtouch_through_prevention")
            and p.recipient in st.objects
            and st.objects[p.recipient].is_creature
            and st.objects[p.recipient].on_battlefield
            and not st.objects[p.recipient].deathtouched
        ):
            st.mut(p.recipient).deathtouched = True
            believed(
                run,
                "deathtouch_through_prevention",
                f"{to} counts as dealt damage by {src.name}, a deathtouch source, though the damage was prevented",
                "prevented",
            )


def _shield(run: Run, ref: str) -> int | None:
    """The position of an unused regeneration shield on `ref` (CR 701.15a), if any."""
    st = run.state
    for i in st.positions_of(Regeneration):
        e = st.effects[i]
        if not e.used and e.active(st) and matches_any(e.to, ref, st, e.controller, e.source):
            return i
    return None


def has_shield(run: Run, ref: str) -> bool:
    """Whether a regeneration shield would apply to `ref` the next time it would be destroyed: none does to a
    permanent that can't be regenerated this turn (Incinerate's, CR 701.15c)."""
    return not run.state.objects[ref].no_regeneration and _shield(run, ref) is not None


def regenerate(run: Run, ref: str, why: str) -> bool:
    """A regeneration shield replaces the destruction (CR 614.8, 701.15a / 419.6b): damage removed,
    tapped, out of combat. The damage was still dealt, so what it triggered still triggers."""
    st = run.state
    i = _shield(run, ref)
    if i is None:
        return False
    if st.objects[ref].no_regeneration:  # CR 701.15c: the shield stays, unused
        run.say(
            f"{run.name(ref)} can't be regenerated this turn, so its regeneration shield doesn't apply",
            "cant_regenerate",
        )
        return False
    shield = st.effects[i].clone()
    shield.used = True
    st.effects[i] = shield
    obj = st.mut(ref)
    obj.damage = 0
    obj.tapped = True  # CR 701.15a: it is tapped
    obj.deathtouched = obj.attacking = obj.blocking = obj.blocked = False
    obj.blocks = None  # removed from combat: no longer blocked or blocking (CR 506.4)
    run.say(
        f"{run.name(obj.id)} would be destroyed ({why}) but regenerates instead: all damage is removed "
        "from it, it is tapped and removed from combat",
        "regenerate",
    )
    return True


def mtg_state_based_actions(run: Run) -> None:
    """CR 704.3: check and perform all state-based actions together, repeating until none apply."""
    st = run.state
    told: set[str | tuple[str, str]] = set()  # objects told indestructible; (player, cause) told can't lose
    run.quiet_sba = False
    while True:
        quiet = True  # this pass finds nothing and changes nothing, reading nothing of combat status (Run.quiet_sba)
        losers: list[tuple[str, str]] = []
        for player in st.players.values():
            if player.lost:
                continue
            # each cause is its own state-based action (704.5a, 704.5c): an effect that stops only one of them
            # (Phyrexian Unlife's "for having 0 or less life") leaves the other to be checked
            if player.life <= 0:
                losers.append((player.name, "sba_life"))
            if player.poison >= 10:
                losers.append((player.name, "sba_poison"))
        leaving: list[tuple[str, str, str]] = []
        pairs: list[str] = []
        unattach: list[tuple[str, str, str]] = []
        attached = run.plan.permanents if run.plan is not None else {}  # what illegal_attachment looks at
        shields = bool(st.positions_of(Regeneration))  # (none: nothing regenerates, regenerate() is False)
        armored = run.plan is not None and run.plan.armored  # an Aura with totem armor (resolver/totem_armor.py)
        walkers = legends = 0
        replaced = False  # a destruction was replaced in this pass
        for obj in st.objects.values():
            if not obj.on_battlefield:
                continue
            types = obj.types
            walker = "planeswalker" in types  # (GameObject.is_planeswalker)
            if walker:
                walkers += 1
            if "legendary" in types:
                legends += 1
            creature = obj.is_creature
            toughness = obj.toughness if creature else 0
            if creature and toughness <= 0:
                leaving.append(
                    (obj.id, f"{run.name(obj.id)} has toughness {toughness}: put into the graveyard", "sba_toughness")
                )
            elif creature and (obj.damage >= toughness > 0 or obj.deathtouched):
                quiet = False  # (indestructible or regenerated: said or changed, though nothing leaves)
                why = "lethal damage" if obj.damage >= toughness else "damage from a deathtouch source"
                concept = "sba_lethal" if obj.damage >= toughness else "sba_deathtouch"
                if obj.keywords.has("indestructible"):
                    step = make_step(
                        run.ruleset,
                        f"{run.name(obj.id)} has {why} but is indestructible: it is not destroyed",
                        ("indestructible",),
                    )
                    if obj.id not in told and step not in run.log:
                        told.add(obj.id)  # said once a line, not again by each later check
                        run.log.append(step)
                elif replaces_destruction(run, obj.id, why) if armored else shields and regenerate(run, obj.id, why):
                    # the replacement changed the game (totem armor destroyed the Aura and its bonus with it): the
                    # actions are checked again (704.3), so a creature left at 0 toughness is put into the graveyard
                    replaced = True
                else:
                    leaving.append((obj.id, f"{run.name(obj.id)} has {why}: destroyed", concept))
            if walker and obj.loyalty == 0 and not (leaving and leaving[-1][0] == obj.id):
                # not destruction: indestructible and regeneration don't stop it (704.5i)
                leaving.append((obj.id, f"{run.name(obj.id)} has 0 loyalty: put into the graveyard", "sba_loyalty"))
            if obj.counters and obj.count("+1/+1") and obj.count("-1/-1"):
                pairs.append(obj.id)
            if obj.id in attached and (illegal := illegal_attachment(run, obj)) is not None:
                why, concept = illegal
                if "aura" in obj.subtypes:  # 704.5m: it goes to the graveyard
                    leaving.append((obj.id, f"{run.name(obj.id)} {why}: put into the graveyard", concept))
                else:  # 704.5n: an Equipment becomes unattached and stays, at the same time as the others (704.3)
                    why = f"{run.name(obj.id)} {why}: it becomes unattached and stays on the battlefield"
                    unattach.append((obj.id, why, concept))
        if walkers > 1:  # (one planeswalker, or none, can't share a type with another)
            refuse_walker_uniqueness(run)  # 2008's rule for planeswalkers of one type (resolver/walkers2008.py)
        if legends > 1:  # (the legend rule needs two legendary permanents)
            leaving += _legend_rule(run, {oid for oid, _, _ in leaving})
        for obj in [o for o in st.objects.values() if o.deathtouched]:
            quiet = False
            st.mut(obj.id).deathtouched = False
        quiet = quiet and not losers and walkers <= 1 and legends <= 1  # (a loser told can't lose is told again)
        losers = [(n, c) for n, c in losers if cant_lose(n, st, c) is None or (n, c) not in told] if losers else losers
        if not (losers or leaving or pairs or unattach or replaced):
            over = run.game_over
            end_if_one_left(run)  # a player who lost by an effect (104.3e) ends the game too, at once (104.2a)
            run.quiet_sba = quiet and run.game_over == over
            return
        for name, concept in losers:
            if st.players[name].lost:  # (lost by the other cause, checked just before)
                continue
            if (stop := cant_lose(name, st, concept)) is not None:  # checked each time (told once): 101.2 over 104.3
                if (name, concept) not in told:
                    told.add((name, concept))
                    step = make_step(
                        run.ruleset,
                        f"{name} would lose the game, but {stop.name}: {name} can't lose the game",
                        (concept, "cant_lose"),
                    )
                    if step not in run.log:  # said once a line, not again at each later check
                        run.log.append(step)
                continue
            st.players[name].lost = True
            run.say(f"{name} loses the game", concept)
        branch = run.branch()
        replacing = bool(st.positions_of(EventReplacement))  # (none: no replacement applies to any of them)
        found = {
            oid: replacements_now(branch, oid, st.objects[oid].is_creature) if replacing else []
            for oid, _, _ in leaving
        }
        run.leaving_together = frozenset(oid for oid, _, _ in leaving)  # at once (CR 704.3)
        for oid, text, concept in leaving:
            run.say(text, concept)
            zone = put_into_graveyard(branch, oid, dies=st.objects[oid].is_creature, options=found[oid])
            if run.plan is not None:
                after_zone_change(run, oid, "battlefield", zone)
        run.leaving_together = frozenset()
        for oid, text, concept in unattach:
            st.mut(oid).unattached = True
            run.say(text, concept)
            end_bonus(run, oid, unattaching=True)
        for oid in pairs:
            obj = st.mut(oid)
            if not obj.on_battlefield:
                continue
            n = min(obj.count("+1/+1"), obj.count("-1/-1"))
            obj.add_counters("+1/+1", -n)
            obj.add_counters("-1/-1", -n)
            run.say(f"{n} +1/+1 and {n} -1/-1 counter(s) on {obj.name} are removed", "sba_counters")
        end_if_one_left(run)


def _legend_rule(run: Run, leaving: set[str]) -> list[tuple[str, str, str]]:
    """CR 704.5j: a player who controls two or more legendary permanents with the same name chooses one of
    them; the rest are put into their owners' graveyards (not destroyed: indestructible and regeneration don't
    stop it). Each choice is an outcome; permanents alike in all but their ids (the same card, damage, counters
    and effects) make the same game whichever stays, so the first is kept without asking. The one kept may be
    leaving anyway by another state-based action: all are performed at once (704.3)."""
    st = run.state
    legends = [obj for obj in st.objects.values() if obj.on_battlefield and "legendary" in obj.types]
    if len(legends) < 2:
        return []
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    names: dict[str, set[str]] = defaultdict(set)
    for obj in legends:
        groups[(obj.controller, obj.name)].append(obj.id)
        names[obj.name].add(obj.id)
    if any(len(refs) > 1 for refs in names.values()):
        run.ruleset.cite("sba_legend")  # a ruleset whose legend rule isn't today's stops here (mtg-2008)
    out: list[tuple[str, str, str]] = []
    for (player, name), refs in groups.items():
        if len(refs) < 2:
            continue
        if _alike(run, refs):
            kept = refs[0]
            why = f"Legend rule: of {len(refs)} identical legendary {name} controlled by {player}, one stays"
        else:
            labels = [f"legend rule: keep {name} [{ref}]" for ref in refs]
            kept = refs[run.chooser.choose(f"{player} chooses which {name} to keep (legend rule)", player, labels)]
            why = f"Legend rule: {player} chose to keep {run.name(kept)}"
        for ref in refs:
            if ref != kept and ref not in leaving:
                out.append((ref, f"{why}: {run.name(ref)} is put into the graveyard", "sba_legend"))
    return out


_SERIAL = re.compile(r"#\d+")


def _alike(run: Run, refs: list[str]) -> bool:
    """Whether the permanents differ in their ids alone: every object, effect and card use that names one
    of them, with its id read as 'it' (and effects' serial numbers, which count as they are made, aside),
    compared as collections of values (no order that could differ between runs)."""
    st = run.state
    values = [o.value().parts for o in st.objects.values()]
    values += [effect_value(e) for e in st.effects]
    if run.plan is not None:
        values += [
            (u.card.name, u.face, u.object_id, u.controller, u.attached, hashable(u.chosen))
            for u in run.plan.permanents.values()
        ]

    # each value's repr holds every string sub() looks at, unescaped where the id has nothing repr escapes, and
    # between quotes: a value whose repr doesn't mention the id can't, so it is skipped without the walk
    texts = [repr(v) for v in values]

    def profile(ref: str) -> Counter:
        it = re.compile(rf"(?<![\w-]){re.escape(ref)}(?![\w-])")
        found = False
        plain = ref.isprintable() and not any(c in ref for c in "\\'\"")

        def sub(x: Any) -> Any:
            nonlocal found
            if isinstance(x, str):
                if it.search(x):
                    found = True
                    return _SERIAL.sub("#", it.sub("$it", x))
                return _SERIAL.sub("#", x) if "#" in x else x
            if isinstance(x, tuple):
                return tuple([sub(y) for y in x])
            if isinstance(x, frozenset):
                return frozenset([sub(y) for y in x])
            return x

        out: Counter = Counter()
        for v, text in zip(values, texts, strict=True):
            if plain and not it.search(text):
                continue
            found = False
            w = sub(v)
            if found:
                out[w] += 1
        return out

    first = profile(refs[0])
    return all(profile(ref) == first for ref in refs[1:])


def end_if_one_left(run: Run) -> None:
    """With one player left in a game of several, that player wins (CR 104.2a; GA ending 4.3); if all the
    remaining players lost at once, the game is a draw (104.4a)."""
    if run.game_over or len(run.state.players) < 2:
        return
    alive = [p for p in run.state.players.values() if not p.lost]
    if len(alive) <= 1:
        run.game_over = True
        if alive:
            run.say(f"The game is over: {alive[0].name} wins", "game_over")
        else:
            run.say("The game is over: a draw (every remaining player lost at the same time)", "game_draw")
