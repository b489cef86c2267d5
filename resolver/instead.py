"""Damage replaced by events that aren't damage (CR 614.1a): cards exiled from a library or a graveyard, cards
milled (701.13), permanents sacrificed (701.17) or destroyed (701.7), counters put on the source; and the same
events as a prevention effect's additional effect (615.5).

The scenario has no libraries or graveyards, only, when it says so, how many cards a player has in each
(`library`, `graveyard`). What leaves them is counted per player (`exiled_from_library`, `milled`,
`exiled_from_graveyard`). An effect that exiles or mills from a library of unknown size is counted in full: a
player exiles or mills only the cards they have (609.3, 701.13b), so the count is "up to" when the size isn't
given; an empty library matters only on a draw (704.5b). Exiling from a graveyard whose size the scenario
doesn't give is refused, and so is a graveyard too small (Nefarious Lich's "If you can't, you lose the game").
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from .effects import Branch, Effect, Pending, Piece
from .errors import TooManyOutcomes, Unmodelled
from .scenario import AdditionalIn

if TYPE_CHECKING:
    from .context import Run

SACRIFICE_CHOICES_LIMIT = 64
LIBRARY_OPS = {"exile_library": "exiled_from_library", "mill": "milled"}


def _player_ref(ref: str | None, effect: Effect, piece: Piece) -> str:
    if ref in (None, "you"):
        return effect.controller
    if ref == "recipient":
        return piece.recipient
    return ref  # a player's name


def library_cards(branch: Branch, player: str, n: int, op: str, why: str, concept: str) -> None:
    """Exile (or mill) the top `n` cards of `player`'s library: as many as it has when the scenario says (609.3)."""
    if n <= 0:
        return
    p = branch.state.players[player]
    if p.library is not None:
        n = min(n, p.library)
        p.library -= n
    setattr(p, LIBRARY_OPS[op], getattr(p, LIBRARY_OPS[op]) + n)
    verb = "exiles" if op == "exile_library" else "mills"
    size = "" if p.library is not None else " (or as many as their library has: its size isn't given)"
    extra = "mill" if op == "mill" else "as_much_as_possible"
    branch.say(f"{why}: {player} {verb} the top {n} card(s) of their library{size}", concept, extra)


def graveyard_cards(branch: Branch, player: str, n: int, why: str, concept: str) -> None:
    """Exile `n` cards from `player`'s graveyard, which the scenario must say has that many."""
    if n <= 0:
        return
    p = branch.state.players[player]
    if p.graveyard is None:
        raise Unmodelled(
            f"{why} exiles {n} card(s) from {player}'s graveyard: say how many cards are in it "
            f'(the player\'s "graveyard")'
        )
    if p.graveyard < n:
        raise Unmodelled(
            f"{why} would exile {n} card(s) from {player}'s graveyard, which has {p.graveyard}: what happens when it "
            "can't be done in full isn't modelled"
        )
    p.graveyard -= n
    p.exiled_from_graveyard += n
    branch.say(f"{why}: {player} exiles {n} card(s) from their graveyard", concept)


def other_event(branch: Branch, effect: Effect, op: AdditionalIn, n: int, piece: Piece, concept: str) -> bool:
    """One of this module's events as an effect's part; False if `op` isn't one of them."""
    if op.op in LIBRARY_OPS:
        library_cards(branch, _player_ref(op.player, effect, piece), n, op.op, effect.name, concept)
    elif op.op == "exile_graveyard":
        graveyard_cards(branch, _player_ref(op.player, effect, piece), n, effect.name, concept)
    elif op.op == "sacrifice":  # the player's choice of permanents: after the event, where choices are made
        steps = ({"do": "sacrifice_permanents", "player": _player_ref(op.player, effect, piece), "amount": n},)
        branch.pending.append(Pending(effect.name, effect.source or "", n, None, steps=steps))
    elif op.op == "destroy":
        steps = ({"do": "destroy", "what": piece.recipient},)
        branch.pending.append(Pending(effect.name, effect.source or "", n, None, steps=steps))
    else:
        return False
    return True


@dataclass(slots=True)
class DamageInstead(Effect):
    """'If damage would be dealt to X, [other events] instead' (CR 614.1a): the damage is replaced, so it has
    no results (120.3) and nothing is prevented. `instead` lists the events, each with `count` "damage" for
    "that many"; `once`: only the next time (Kill-Suit Cultist)."""

    instead: tuple[AdditionalIn, ...] = ()
    once: bool = False
    used: bool = False
    category = "replacement"

    @property
    def stateful(self) -> bool:
        return self.once

    def key(self) -> tuple:
        return (self.id, self.used)

    def active(self, state: Any) -> bool:
        return Effect.active(self, state) and not (self.once and self.used)

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        if self.once:
            self.used = True
        for p in pieces:
            n = p.amount
            branch.say(
                f"{self.name}: instead of {n} damage from {branch.name(p.source)} to {branch.name(p.recipient)}, "
                "other events happen",
                "replacement",
            )
            p.amount = 0
            p.replaced = True
            for op in self.instead:
                count = op.count if isinstance(op.count, int) else n
                if op.op == "counters":
                    holder = branch.state.objects.get(self.source if op.on == "this" else p.recipient)
                    if holder is not None and holder.on_battlefield:
                        branch.state.mut(holder.id).add_counters(op.counter, count)
                        branch.say(f"{self.name}: {count} {op.counter} counter(s) put on {holder.name}", "replacement")
                elif not other_event(branch, self, op, count, p, "replacement"):
                    raise Unmodelled(f"{self.name}: {op.op!r} instead of damage isn't modelled")


def sacrifice_permanents(run: Run, player: str, n: int, name: str) -> None:
    """CR 701.17a: the player sacrifices `n` permanents they control, their choice (each set an outcome);
    all of them if they control fewer (609.3)."""
    from .events import put_into_graveyard
    from .play import after_zone_change

    st = run.state
    mine = [o.id for o in st.objects.values() if o.on_battlefield and o.controller == player]
    n = min(n, len(mine))
    if n <= 0:
        run.say(f"{name}: {player} controls no permanent to sacrifice", "sacrifice")
        return
    ways = list(combinations(mine, n))
    if len(ways) > SACRIFICE_CHOICES_LIMIT:
        raise TooManyOutcomes(f"{name}: {player} could choose the {n} permanent(s) to sacrifice in {len(ways)} ways")
    labels = [f"{name}: {player} sacrifices " + ", ".join(run.name(i) for i in w) for w in ways]
    chosen = ways[run.chooser.choose(f"{player} chooses {n} permanent(s) to sacrifice", player, labels)]
    for ref in chosen:
        run.say(f"{name}: {player} sacrifices {run.name(ref)}", "sacrifice")
        zone = put_into_graveyard(run.branch(), ref, dies=st.objects[ref].is_creature)
        after_zone_change(run, ref, "battlefield", zone)


def destroy(run: Run, ref: str, name: str, regenerates: bool = True) -> None:
    """CR 701.7a: destroyed (to its owner's graveyard), unless it is indestructible (702.12b), regenerates, or an
    Aura's totem armor replaces it (702.89a); `regenerates` False: "it can't be regenerated", so no regeneration
    shield is applied (701.15c)."""
    from .events import put_into_graveyard
    from .play import after_zone_change
    from .results import has_shield, regenerate
    from .totem_armor import armors, replaces_destruction

    obj = run.state.objects.get(ref)
    if obj is None or not obj.on_battlefield:
        run.say(f"{name}: {run.name(ref)} is no longer on the battlefield", "illegal_target")
        return
    if obj.keywords.has("indestructible"):
        run.say(f"{name}: {obj.name} is indestructible, so it isn't destroyed", "indestructible")
        return
    found = armors(run, ref) if run.plan is not None and run.plan.armored else []
    if found:  # totem armor (CR 702.89a), or a regeneration shield beside it: one replaces it
        replaces_destruction(run, ref, name, regenerates, found)
        return
    if obj.count("shield") and _shield_counter_instead(run, ref, name, regenerates and has_shield(run, ref)):
        return
    if regenerates and regenerate(run, ref, name):
        return
    if not regenerates and has_shield(run, ref):
        run.say(f"{name}: {obj.name} can't be regenerated, so its regeneration shield doesn't apply", "cant_regenerate")
    run.say(f"{name}: {obj.name} is destroyed", "destroy")
    zone = put_into_graveyard(run.branch(), ref, dies=obj.is_creature)
    after_zone_change(run, ref, "battlefield", zone)


def _shield_counter_instead(run: Run, ref: str, name: str, regeneration_too: bool) -> bool:
    """CR 122.1c: "If this permanent would be destroyed as the result of an effect, instead remove a shield counter
    from it" (614.1a; "can't be regenerated" doesn't stop it). Beside a regeneration shield, both would replace
    the destruction: its controller chooses which applies (616.1), each an outcome. True when the counter went."""
    obj = run.state.objects[ref]
    if regeneration_too:
        labels = [f"{obj.name}: its shield counter is removed", f"{obj.name}: it regenerates"]
        question = f"{obj.controller} chooses what replaces {obj.name}'s destruction"
        if run.chooser.choose(question, obj.controller, labels) == 1:
            return False
    run.state.mut(ref).add_counters("shield", -1)
    run.say(
        f"{name}: {obj.name} would be destroyed, but a shield counter is removed from it instead",
        "shield_counter",
        rules=("614.1a", "616.1") if regeneration_too else ("614.1a",),
    )
    return True
