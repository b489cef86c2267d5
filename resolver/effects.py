"""Damage pieces, the branch a group of them is processed in, and the effect base classes.

A damage *event* for a recipient is all damage dealt to it at one time (CR 120.4, 616.1); its
*pieces* are the damage from each source. Effects apply to the event once (CR 614.5) and act on
each applicable piece per their own rule (CR 615.7 shared shield, 615.10 per piece, …).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .english import tidy
from .fieldcopy import field_getter
from .scenario import Selector
from .selectors import matches_any

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import State


DAMAGE_CATEGORIES = frozenset({"prevention", "replacement"})  # the effects that modify damage events


@dataclass(slots=True, unsafe_hash=True)
class Step:
    """One logged step of a resolution, with the rules behind it (never changed once made)."""

    text: str
    rules: tuple[str, ...] = ()


@dataclass(slots=True)
class Piece:
    """Damage one source would deal to one recipient in the current event."""

    source: str
    recipient: str
    amount: int
    combat: bool = False
    unpreventable: bool = False
    prevented: int = 0
    replaced: bool = False
    applied: frozenset[str] = frozenset()  # effects already applied to this event (CR 614.5)

    def copy(self) -> Piece:
        return Piece(*self.key())  # key() lists every field, in order

    def key(self) -> tuple:
        return (
            self.source,
            self.recipient,
            self.amount,
            self.combat,
            self.unpreventable,
            self.prevented,
            self.replaced,
            self.applied,
        )


@dataclass(slots=True)
class Pending:
    """Damage or a trigger waiting until the current damage event is over (CR 615.5, 615.13)."""

    effect_name: str
    source: str
    amount: int
    to: str | None
    exclude: tuple[str, ...] = ()
    trigger: bool = False
    steps: tuple[dict[str, Any], ...] = ()  # a card's triggered ability: its steps run instead of damage
    bindings: tuple[tuple[str, Any], ...] = ()
    optional: bool = False  # "you may"
    origin: str = ""  # the id of the prevention effect whose additional effect or trigger this is
    placed: bool = False  # put on the stack already (resolver/trigger_stack.py): what triggers later goes above it
    chosen_target: bool = False  # its "$target" was chosen as it was put on the stack (resolver/trigger_targets.py)

    def key(self) -> tuple:
        return (
            self.placed,
            self.chosen_target,
            self.effect_name,
            self.source,
            self.amount,
            self.to,
            self.exclude,
            self.trigger,
            self.bindings,
            self.origin,
        )


@dataclass(slots=True)
class Branch:
    """A damage event being processed on one line of play; forked when a choice has alternatives."""

    state: State
    ruleset: Ruleset
    pieces: list[Piece]
    log: list[Step] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    moved: list[Piece] = field(default_factory=list)
    later: list[Piece] = field(default_factory=list)  # pieces of events still to come in this batch
    chooser: Any = None  # the run's Chooser, for choices made while a branch is being applied
    # effect id -> the later pieces it watches; shared by an event's forks (what an effect watches is fixed
    # for the event: recipient, source, kind of damage — CR 616.1f rechecks only what can change)
    watched_later: dict[str, list[Piece]] = field(default_factory=dict)

    def fork(self) -> Branch:
        return Branch(
            state=self.state.copy(),
            ruleset=self.ruleset,
            pieces=[p.copy() for p in self.pieces],
            log=list(self.log),
            pending=list(self.pending),
            moved=[p.copy() for p in self.moved],
            later=self.later,
            chooser=self.chooser,
            watched_later=self.watched_later,
        )

    def key(self) -> tuple:
        return (
            self.state.key(),
            tuple(p.key() for p in self.pieces),
            tuple(p.key() for p in self.moved),
            tuple(p.key() for p in self.pending),
        )

    def say(self, text: str, *concepts: str, rules: tuple[str, ...] = ()) -> None:
        self.log.append(make_step(self.ruleset, text, concepts, rules))

    def name(self, ref: str) -> str:
        return self.state.display(ref)

    def later_watched(self, effect: Effect) -> list[Piece]:
        """The damage still to come in this batch that `effect` watches for (Effect.watches)."""
        found = self.watched_later.get(effect.id)
        if found is None:
            found = self.watched_later[effect.id] = [q for q in self.later if effect.watches(q, self.state)]
        return found


_YOU_VERB = re.compile(
    r"\bYou (casts|activates|loses|gains|draws|chooses|orders|declines|decides|divides|"
    r"returns|gets|wins|pays|sacrifices|taps)\b"
)
_BASE: dict[str, str] = {}


def make_step(ruleset: Ruleset, text: str, concepts: tuple[str, ...], rules: tuple[str, ...] = ()) -> Step:
    """A log step citing the ruleset's rules for each concept (plus any explicit rule ids)."""
    key = (text, concepts, rules)
    made = ruleset.steps.get(key)
    if made is not None:
        return made
    if "You " in text:  # the default player is "You": "You lose 3 life", not "You loses"
        text = _YOU_VERB.sub(lambda m: "You " + _BASE.get(m.group(1), m.group(1)[:-1]), text)
    text = tidy(ruleset.word(text))
    cited: list[str] = list(rules)
    for c in concepts:
        cited += [r for r in ruleset.cite(c) if r not in cited]
    made = ruleset.steps[key] = Step(text, tuple(cited))
    return made


@dataclass(slots=True)
class Effect:
    """Base of every prevention/replacement effect and of the rule-changing effects."""

    id: str
    name: str
    controller: str
    source: str | None = None
    static: bool = False
    to: tuple[Selector, ...] = ()
    from_: tuple[Selector, ...] = ()
    damage: str = "any"
    self_replacement: bool = False
    chosen_source: str | None = None
    source_props: Selector | None = None
    requires_counter: str | None = None
    # "if a source would deal N or more / N or less damage" (Divine Presence, Callous Giant): checked on the
    # damage as it is now, each time what applies is rechecked (CR 616.1f)
    at_least: int | None = None
    at_most: int | None = None
    # about what its permanent is attached to ("equipped creature"): it stops when that permanent, an
    # Equipment, becomes unattached (CR 704.5n; an Aura goes to the graveyard instead, 704.5m)
    while_attached: bool = False
    # Identifies the effect as made (its clones keep it): how the settlement memo tells an effect replaced by
    # its own clone from one replaced by another effect.
    origin: object = field(default_factory=object, repr=False, compare=False)

    category = "rule"  # "prevention" | "replacement" | "rule"

    @property
    def stateful(self) -> bool:
        """Whether applying the effect changes it (a shield's pool, a used-up next-instance)."""
        return False

    @property
    def reads_later(self) -> bool:
        """Whether applying it looks at the damage still to come in the batch (Branch.later)."""
        return False

    def clone(self) -> Effect:
        """A shallow copy."""
        cls = type(self)
        return cls(*field_getter(cls)(self))

    def key(self) -> tuple:
        return (self.id,)

    def single_recipient(self) -> str | None:
        """The one recipient this effect can apply to, when its `to` names exactly one by id."""
        if len(self.to) != 1:
            return None
        sel = self.to[0]
        if sel.id is None or sel.player or sel.player_is or sel.exclude:
            return None
        return self.source if sel.id == "this" else sel.id

    def active(self, state: State) -> bool:
        """A static ability's effect exists only while its permanent is on the battlefield."""
        if self.static and self.source is not None:
            src = state.objects.get(self.source)
            return (
                src is not None
                and src.on_battlefield
                and not src.lost_statics
                and not (self.while_attached and src.unattached)
            )
        return True

    def matches(self, piece: Piece, state: State) -> bool:
        """Does this effect watch for this piece of damage (recipient, source, kind, counters)?"""
        return self.watches(piece, state) and self.condition_met(state) and self.amount_ok(piece.amount)

    def amount_ok(self, amount: int) -> bool:
        """Whether a piece of this amount is one the effect applies to ("N or more", "N or less")."""
        return (self.at_least is None or amount >= self.at_least) and (self.at_most is None or amount <= self.at_most)

    def condition_met(self, state: State) -> bool:
        """The part of applicability that can change during an event: 'while it has a counter'."""
        if self.requires_counter is not None:
            holder = state.objects.get(self.source or "")
            if holder is None or holder.count(self.requires_counter) <= 0:
                return False
        return True

    def watches(self, piece: Piece, state: State) -> bool:
        """The part of applicability fixed for an event: recipient, source, kind of damage."""
        if (self.damage == "combat" and not piece.combat) or (self.damage == "noncombat" and piece.combat):
            return False
        if self.chosen_source is not None:
            if piece.source != self.chosen_source:
                return False
            # CR 615.9 / 609.7b: recheck the chosen source's properties when it would deal damage.
            if self.source_props is not None and not matches_any(
                (self.source_props,), piece.source, state, self.controller, self.source
            ):
                return False
        return matches_any(self.to, piece.recipient, state, self.controller, self.source) and matches_any(
            self.from_, piece.source, state, self.controller, self.source
        )

    # Event-modifying effects override these three.
    def options(self, branch: Branch, pieces: list[Piece]) -> list[tuple[str, Any]]:
        """The ways this effect can be applied to `pieces` (more than one = a player's choice)."""
        return [("", None)]

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        raise NotImplementedError

    def finish_batch(self) -> bool:
        """Called when a simultaneous batch is over; False marks this line of play as illegal. Only an effect
        that carries state (`stateful`) has anything to check or reset: resolver/damage.py calls no other's."""
        return True


@dataclass(slots=True)
class CantPrevent(Effect):
    """'Damage can't be prevented' (CR 615.12), for the matching recipients, sources and kinds."""


@dataclass(slots=True)
class CantGainLife(Effect):
    """'Players can't gain life' (CR 119.7): `to` selects the players."""


@dataclass(slots=True)
class CantLose(Effect):
    """'You can't lose the game' (Angel's Grace, Platinum Angel; CR 101.2 over 104.3): `to` selects the players.
    `for_life`: only "for having 0 or less life" (Phyrexian Unlife: 704.5a; poison still loses, 704.5c)."""

    for_life: bool = False


def cant_lose(player: str, state: State, cause: str | None = None) -> Effect | None:
    """The effect that stops `player` from losing the game now, if any (`cause`: the state-based action's concept,
    "sba_life" for 0 or less life; None: another cause, such as an effect that says the player loses)."""
    return next(
        (
            e
            for e in state.effects_of(CantLose)
            if (not e.for_life or cause == "sba_life")
            and e.active(state)
            and matches_any(e.to, player, state, e.controller, e.source)
        ),
        None,
    )


@dataclass(slots=True)
class Regeneration(Effect):
    """A regeneration shield (CR 614.8, 701.15a; 419.6b): the next time the permanent would be destroyed
    this turn, instead all damage is removed from it, it is tapped and removed from combat."""

    used: bool = False

    @property
    def stateful(self) -> bool:
        return True

    def key(self) -> tuple:
        return (self.id, self.used)


@dataclass(slots=True)
class LifeFloor(Effect):
    """'Damage that would reduce your life total to less than N reduces it to N instead' (Worship, Ali from
    Cairo): a replacement effect on what damage does to a player's life (CR 614.1a, 120.3a). The damage is
    still dealt (lifelink, triggers); only the life total stops at N."""

    floor: int = 1
    if_you_control: Selector | None = None

    def covers(self, player: str, state: State) -> bool:
        """Whether it applies to damage to `player` now (its permanent is there, its condition holds)."""
        if not self.active(state) or not matches_any(self.to, player, state, self.controller, self.source):
            return False
        if self.if_you_control is None:
            return True
        return any(
            o.on_battlefield
            and o.controller == self.controller
            and matches_any((self.if_you_control,), o.id, state, self.controller, self.source)
            for o in state.objects.values()
        )


@dataclass(slots=True)
class AsThoughWither(Effect):
    """'All damage is dealt as though its source had wither' (Everlasting Torment; CR 702.80a)."""


@dataclass(slots=True)
class AsThoughInfect(Effect):
    """'As long as you have 0 or less life, all damage is dealt to you as though its source had infect' (Phyrexian
    Unlife; CR 702.90b): damage to a player `to` selects, while their life is 0 or less as it is dealt, gives
    poison counters instead of life loss."""


def is_unpreventable(piece: Piece, state: State) -> bool:
    """CR 615.12: the piece itself says so, or an active effect says its damage can't be prevented."""
    if piece.unpreventable:
        return True
    return any(e.active(state) and e.matches(piece, state) for e in state.effects_of(CantPrevent))


def allocations(amounts: list[int], total: int, limit: int) -> list[tuple[int, ...]]:
    """Every way to split `total` over pieces whose amounts cap each share (CR 615.7's choice).

    Stops after `limit` ways; the caller turns that into a request to fix the choice.
    """
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if len(out) > limit:
            return
        if i == len(amounts) - 1:
            if left <= amounts[i]:
                out.append((*acc, left))
            return
        rest = sum(amounts[i + 1 :])
        for x in range(min(amounts[i], left), max(0, left - rest) - 1, -1):
            rec(i + 1, left - x, [*acc, x])

    if amounts:
        rec(0, total, [])
    return out
