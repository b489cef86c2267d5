"""Reusing a settled damage event across lines of play (speed only: results never change).

The explorer replays the scenario once per line of play, and most events settle the same way on every
line. An event's settlement (CR 616.1: every effect applied once, in each order the affected player
could choose) reads only: the event's pieces and the ones still to come in the batch, the players, which
effects exist and the state of the ones watching this recipient, and the objects those name (recipients,
sources, the effects' own objects and destinations). The damage still to come matters only to a shield
deciding what to keep back for it, so it is keyed only then (otherwise only whether there is any: a
redirection chain is followed in one walk only when nothing else waits, resolver/orders.py). The memo
keys a settlement by exactly that and keeps, per distinct result, what it changed: objects, players,
effects, damage prevented, the log, the damage left, moved and waiting. A settlement that asked a player
anything mid-way, changed something outside what it keys, or created effects is not kept; it is used
once, as before.

Objects are keyed by value (GameObject.value(): everything an object is), so two lines that each made an
equal object (declaring the same attackers, say) share settlements. The set of effects is keyed by its
index's token (a new one whenever an effect is added; an effect replaced by its clone keeps its place and
its `origin`), the state of an effect by its key(). The state is copy-on-write (State.mut), and a
settlement that may be kept froze its state's objects first (Before.take: no state owns them, so any
change makes a new object), which is how the changes it made are found.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .effects import DAMAGE_CATEGORIES, Branch, CantGainLife, CantPrevent, Effect, Pending, Piece, Step
from .events import EventReplacement
from .replacement import Redirect

# Effects a settlement consults whatever the recipient (CR 615.12, 119.7, and life gain or draws replaced).
CONSULTED = (CantPrevent, CantGainLife, EventReplacement)

if TYPE_CHECKING:
    from .state import GameObject, State


@dataclass(slots=True)
class Change:
    """One distinct way an event settles, as the changes it makes to the state it started from."""

    labels: list[str]
    objects: tuple[tuple[str, GameObject], ...]
    players: tuple[tuple[str, tuple], ...]  # Player.stats()
    effects: tuple[tuple[int, Effect], ...]
    prevented: int
    log: tuple[Step, ...]
    pieces: tuple[Piece, ...]
    moved: tuple[Piece, ...]
    pending: tuple[Pending, ...]

    def apply(self, state: State, ruleset: Any, chooser: Any, chosen: Step | None = None) -> Branch:
        """Make the changes on `state` (its own copies of them) and return the settled branch."""
        for ref, obj in self.objects:
            state.objects[ref] = obj.clone()
            state.owned.add(ref)
        for name, stats in self.players:
            state.players[name].restore(stats)
        for i, effect in self.effects:
            state.effects[i] = effect.clone()
        state.prevented += self.prevented
        log = [chosen, *self.log] if chosen is not None else list(self.log)
        return Branch(
            state,
            ruleset,
            [p.copy() for p in self.pieces],
            log,
            list(self.pending),
            [m.copy() for m in self.moved],
            chooser=chooser,
        )


@dataclass(slots=True)
class Settled:
    """A settled event: its distinct results and, when there are several, the question they answer."""

    changes: list[Change]
    question: str
    player: str
    options: list[str]
    chosen: list[Step]  # the "chooses how the effects apply" step for each option


# An entry saying that settlements with this key followed a redirection chain (resolver/orders.py): they
# read effects and objects beyond the recipient's, so they are kept under full_key() instead.
FOLLOWS_CHAINS: Any = object()


class EventMemo:
    """Settled events of one resolution, shared by its lines of play."""

    def __init__(self) -> None:
        self.entries: dict[tuple, Settled] = {}
        self.reused = 0  # settlements taken from the memo (for tests and benchmarks)
        self._reads: dict[tuple[object, str], tuple[list[str], list[int], bool]] = {}
        # an attacker's divisions of its combat damage among its blockers, with their labels (resolver/combat.py):
        # the same on every line that reaches the same assignment
        self.divisions: dict[tuple, tuple[list[dict[str, int]], list[str]]] = {}
        # a combat damage step's assignments as said and chosen, by the game they come from (resolver/combat_plan.py)
        self.plans: dict[tuple, tuple[Any, Any]] = {}
        # the values of the effects that carry no state, by the effect (resolver/values.py effect_values)
        self.values: dict[int, list[Any]] = {}
        # the game where a stretch of a line of play ended, for the lines that take it up there (resolver/resume.py)
        self.snapshots: dict[tuple, Any] = {}
        self.resumed = 0  # lines that took one up (for tests and benchmarks)
        self.walks_taken_up = 0  # walks of an event's orders taken up from an earlier line (resolver/walked.py)

    def key(
        self, state: State, event: list[Piece], later: list[Piece], keys: dict[int, tuple[Piece, tuple]]
    ) -> tuple[tuple, list[str], list[int]] | None:
        """What the settlement of `event` reads (see the module docstring); the objects it names; the
        positions of the effects that carry state and could apply (the only ones it may change).
        None when no effect could modify damage to its recipient (nothing worth keeping).
        `keys` caches the keys of the batch's waiting pieces (which don't change while they wait)."""
        recipient = event[0].recipient
        token = state.effects_token()
        reads = self._reads.get((token, recipient))
        if reads is None:
            reads = self._reads[token, recipient] = _reads_of_effects(state, recipient)
        if reads is NOTHING:
            return None
        named, stateful, reads_later = reads
        refs = [r for p in event for r in (p.source, p.recipient)]
        if reads_later:  # a shield deciding what to keep back for later damage (615.7)
            refs += [r for p in later for r in (p.source, p.recipient)]
        refs = list(dict.fromkeys(refs + named))
        effects = state.effects
        key = (
            tuple(p.key() for p in event),
            tuple(_piece_key(p, keys) for p in later) if reads_later else not later,  # (orders.py follows
            # a redirection chain only when nothing else waits)
            tuple(p.key() for p in state.players.values()),
            token,
            tuple(effects[i].key() for i in stateful),
            tuple(map(state.object_value, refs)),
            state.dup_names,
            state.effect_serial,
        )
        return key, refs, stateful

    def full_key(self, state: State, event: list[Piece], later: list[Piece]) -> tuple[tuple, list[str], list[int]]:
        """A key naming everything a settlement could read: the event, the damage to come, the players, the
        effects (their set and the state of each that carries one) and every object; all objects may change,
        and so may every effect that carries state."""
        stateful = state.stateful_positions()
        refs = list(state.objects)
        key = (
            "all",
            tuple(p.key() for p in event),
            tuple(p.key() for p in later),
            tuple(p.key() for p in state.players.values()),
            state.effects_token(),
            tuple(state.effects[i].key() for i in stateful),
            tuple(map(state.object_value, refs)),
            state.dup_names,
            state.effect_serial,
        )
        return key, refs, list(stateful)


def _piece_key(piece: Piece, keys: dict[int, tuple[Piece, tuple]]) -> tuple:
    found = keys.get(id(piece))
    if found is None:
        found = keys[id(piece)] = (piece, piece.key())
    return found[1]


NOTHING: tuple[list[str], list[int], bool] = ([], [], False)  # no effect could modify the damage


def _reads_of_effects(state: State, recipient: str) -> tuple[list[str], list[int], bool]:
    """What the effects let a settlement of damage to `recipient` read, besides the damage's own
    objects: the objects named by the effects that could apply to it and by the ones any damage
    consults (can't be prevented, can't gain life, replaced events) — their sources, destinations,
    additional effects; the positions of the ones that carry state; whether one looks at later damage."""
    positions = state.effect_positions(recipient)
    if not any(state.effects[i].category in DAMAGE_CATEGORIES for i in positions):
        return NOTHING
    stateful = [i for i in positions if state.effects[i].stateful]
    reads_later = any(state.effects[i].reads_later for i in stateful)
    effects = [state.effects[i] for i in positions] + [e for kind in CONSULTED for e in state.effects_of(kind)]
    out: list[str] = []
    for e in effects:
        out += [r for r in (e.source, e.chosen_source) if r]
        if isinstance(e, Redirect) and e.target:
            out.append(e.target)
        for op in getattr(e, "additional", ()):
            out += [r for r in (op.on, op.to, op.player) if r]
    return out, stateful, reads_later


@dataclass(slots=True)
class Before:
    """What a settlement may change, as it was before (the state's objects are frozen first, so an
    object that changes is a new object)."""

    objects: dict[str, GameObject]
    players: dict[str, tuple]
    effects: list[Effect]
    effect_keys: list[tuple | None]
    prevented: int
    effect_serial: int
    stateful: list[int]  # positions of the effects that carry state

    @classmethod
    def take(cls, state: State) -> Before:
        state.owned = set()
        effects = state.effects
        stateful = state.stateful_positions()
        keys: list[tuple | None] = [None] * len(effects)
        for i in stateful:
            keys[i] = effects[i].key()
        return cls(
            dict(state.objects),
            {name: p.key() for name, p in state.players.items()},
            list(effects),
            keys,
            state.prevented,
            state.effect_serial,
            stateful,
        )


def changes_of(before: Before, leaf: Branch, watched: set[int], known: set[str]) -> Change | None:
    """What settling changed (copies, so the line that goes on can't alter them), or None when the
    settlement did something the memo doesn't key (then it is used once and not kept)."""
    after = leaf.state
    if len(after.effects) != len(before.effects) or after.effect_serial != before.effect_serial:
        return None
    if len(after.objects) != len(before.objects):
        return None
    objects = []
    for ref, obj in after.objects.items():
        if obj is not before.objects.get(ref):
            if ref not in known or ref not in before.objects:
                return None
            objects.append((ref, obj.clone()))
    players = []
    for name, p in after.players.items():
        if p.key() != before.players[name]:
            players.append((name, p.stats()))
    for new, old in zip(after.effects, before.effects, strict=True):
        if new is not old and (new.origin is not old.origin or not new.stateful):
            return None
    effects = []
    for i in before.stateful:
        new = after.effects[i]
        if new.key() != before.effect_keys[i]:
            if i not in watched:
                return None
            effects.append((i, new.clone()))
    return Change(
        [],
        tuple(objects),
        tuple(players),
        tuple(effects),
        after.prevented - before.prevented,
        tuple(leaf.log),
        tuple(p.copy() for p in leaf.pieces),
        tuple(m.copy() for m in leaf.moved),
        tuple(leaf.pending),  # never changed once made
    )
