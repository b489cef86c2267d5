"""Game objects inside the engine: plain dataclasses, copied when a choice forks the game."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, TypeVar

from .errors import Unmodelled
from .fieldcopy import field_getter
from .scenario import COLOR_NAMES

if TYPE_CHECKING:
    from .effects import Effect

E = TypeVar("E")

# Keywords the engine applies (CR 702) and keywords that never change how damage is dealt.
MODELLED_KEYWORDS = frozenset(
    {"deathtouch", "double strike", "first strike", "indestructible", "infect", "lifelink", "trample", "wither"}
)
# Keywords kept as flags because they matter only in some situations, where the engine refuses (exit 3)
# rather than guess: targeting restrictions and ward (cast/activate), triggers in combat (combat damage),
# prowess (a noncreature spell cast by its controller), returning after dying (state-based actions).
TARGETING_KEYWORDS = frozenset({"hexproof", "shroud", "ward"})
COMBAT_TRIGGER_KEYWORDS = frozenset({"exalted", "flanking", "mentor"})
RETURN_KEYWORDS = frozenset({"persist", "undying"})
SITUATIONAL_KEYWORDS = TARGETING_KEYWORDS | COMBAT_TRIGGER_KEYWORDS | RETURN_KEYWORDS | {"prowess"}
TRIGGERED_KEYWORDS = COMBAT_TRIGGER_KEYWORDS | RETURN_KEYWORDS | {"prowess", "ward"}
# Keywords that never change damage but limit attacks and blocks (CR 702: evasion, defender, reach): kept so
# combat can check the declarations.
LANDWALK_KEYWORDS = ("islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "landwalk")
BLOCKING_KEYWORDS = frozenset(
    {"flying", "reach", "menace", "defender", "fear", "intimidate", "skulk", "horsemanship", "shadow"}
    | set(LANDWALK_KEYWORDS)
)
# Vigilance: attacking doesn't tap it (CR 702.20b), which the engine now tracks (GameObject.tapped)
# Totem armor (an Aura's replacement of its creature's destruction, CR 702.89a; "umbra armor" today): read where
# destruction happens (resolver/totem_armor.py)
REPLACEMENT_KEYWORDS = frozenset({"totem armor", "umbra armor"})
# "You may have this assign its combat damage as though it weren't blocked" (Thorn Elemental): a flag its card's
# static ability puts on it (cardindex/templates/static_flags.py), read as combat damage is assigned
# (resolver/combat.py)
AS_UNBLOCKED = "assigns as though unblocked"
ASSIGNMENT_KEYWORDS = frozenset({AS_UNBLOCKED})
# "You have shroud / hexproof" on a permanent (Ivory Mask, Leyline of Sanctity): its controller's while it is on the
# battlefield, read where a player is targeted (resolver/targeting.py)
CONTROLLER_KEYWORDS = frozenset({"controller shroud", "controller hexproof"})
FLAG_KEYWORDS = (
    MODELLED_KEYWORDS
    | SITUATIONAL_KEYWORDS
    | BLOCKING_KEYWORDS
    | REPLACEMENT_KEYWORDS
    | ASSIGNMENT_KEYWORDS
    | CONTROLLER_KEYWORDS
    | {"vigilance"}
)  # kept on the object
# Keywords that change nothing the engine decides: accepted and dropped.
DAMAGE_NEUTRAL_KEYWORDS = frozenset(
    {
        "haste",
        "flash",
        "convoke",
        "cycling",
        "fading",
        "vanishing",
        "echo",
        "cascade",
        "evolve",
        "riot",
        "ninjutsu",
        "kicker",
        "affinity",
        "storm",
        "radiance",
        "landfall",
        "enchant creature",
        "equip",
    }
)
UNIT_TYPES = frozenset({"champion", "ally"})  # Grand Archive units
CREATURE_LIKE = UNIT_TYPES | {"creature"}  # what combat and damage rules treat as a creature
_TOXIC = re.compile(r"^toxic (\d{1,4})$")
_PROTECTION = re.compile(r"^protection from (white|blue|black|red|green)$")
_OTHER_PROTECTION = re.compile(r"^protection from ([a-z][a-z -]{0,40})$")
# keywords with a cost or number that never change damage here; splice works from the hand (CR 702.47a)
_PARAM = re.compile(r"^(fading|vanishing|equip|cycling|echo|kicker|splice)\b.*$")
_WARD = re.compile(r"^ward(\s*[—-]?\s*(\{[0-9wubrgcx]+\})+|\s+\d{1,3})?$")  # a mana cost, paid or not


@dataclass(frozen=True, slots=True)
class Keywords:
    """Parsed keyword abilities: plain flags, total toxic value (702.164b), protection colors."""

    flags: frozenset[str] = frozenset()
    toxic: int = 0
    protection: frozenset[str] = frozenset()
    # protection from a quality other than a colour ("creatures", "multicolored"): not modelled, so the answer
    # stops where it could matter (the permanent is targeted, dealt damage, or in combat), never guessed
    other_protection: frozenset[str] = frozenset()

    @classmethod
    def parse(cls, words: list[str], owner: str) -> Keywords:
        flags: set[str] = set()
        seen: set[str] = set()
        toxic = 0
        protection: set[str] = set()
        other: set[str] = set()
        for raw in words:
            word = " ".join(raw.lower().replace(",", " ").split())
            if not word:
                continue
            if m := _TOXIC.match(word):
                toxic += int(m.group(1))
            elif m := _PROTECTION.match(word):
                protection.add(COLOR_NAMES[m.group(1)])
            elif m := _OTHER_PROTECTION.match(word):
                other.add(m.group(1))
            elif word in FLAG_KEYWORDS:
                if word in TRIGGERED_KEYWORDS and word in seen:  # each instance triggers (702.108b)
                    raise Unmodelled(f"{owner} has {word} more than once: each would trigger, which isn't modelled")
                seen.add(word)
                flags.add(word)
            elif _WARD.match(word):
                flags.add("ward")
            elif word in DAMAGE_NEUTRAL_KEYWORDS or _PARAM.match(word):
                continue
            else:
                raise Unmodelled(f"keyword {raw!r} on {owner} is not modelled by the engine")
        return cls(frozenset(flags), toxic, frozenset(protection), frozenset(other))

    def refuse_other_protection(self, owner: str, why: str) -> None:
        """Protection from a quality the engine doesn't model stops the answer where it could matter."""
        if self.other_protection:
            quality = sorted(self.other_protection)[0]
            raise Unmodelled(f"{owner} has protection from {quality}, which isn't modelled, and {why}")

    def has(self, flag: str) -> bool:
        return flag in self.flags

    def names(self) -> list[str]:
        out = sorted(self.flags)
        if self.toxic:
            out.append(f"toxic {self.toxic}")
        out += [f"protection from {c}" for c in sorted(self.protection)]
        out += [f"protection from {q}" for q in sorted(self.other_protection)]
        return out


@dataclass(slots=True)
class Player:
    name: str
    life: int = 20
    poison: int = 0
    lost: bool = False
    cards_drawn: int = 0
    returned_to_hand: int = 0
    # cards moved out of a library or graveyard (resolver/instead.py), and how many are left there when the
    # scenario says (None: not given)
    exiled_from_library: int = 0
    milled: int = 0
    exiled_from_graveyard: int = 0
    library: int | None = None
    graveyard: int | None = None
    # damage dealt to the player (CR 120.3a, 120.3b): lines that end at the same life total but were dealt different
    # damage (Healing Salve gaining 3 against preventing 3) are different outcomes, so a choice that leads to each
    # is shown, and "How much damage do I take?" is counted from the right one
    dealt: int = 0
    # a player's keyword abilities (CR 702.11c hexproof, 702.18a shroud, 702.16 protection from a colour or from
    # everything): fixed for the scenario, so not among STATS (build.player_keywords checks which are modelled)
    keywords: Keywords = field(default_factory=Keywords)

    def key(self) -> tuple:
        return (self.name, *self.stats())

    # everything about the player that can change (what the settlement memo saves and restores)
    STATS = (
        "life",
        "poison",
        "lost",
        "cards_drawn",
        "returned_to_hand",
        "exiled_from_library",
        "milled",
        "exiled_from_graveyard",
        "library",
        "graveyard",
        "dealt",
    )

    def stats(self) -> tuple:
        return _PLAYER_STATS(self)

    def restore(self, stats: tuple) -> None:
        for k, v in zip(self.STATS, stats, strict=True):
            setattr(self, k, v)

    def copy(self) -> Player:
        return Player(self.name, *_PLAYER_STATS(self), self.keywords)  # STATS: the fields after the name, in order


_PLAYER_STATS = attrgetter(*Player.STATS)  # one C call: the memo keys players on every lookup


class Value:
    """What GameObject.value() gives: its parts, hashed once (memo keys are hashed on every lookup)."""

    __slots__ = ("hashed", "parts")

    def __init__(self, parts: tuple) -> None:
        self.parts = parts
        self.hashed = hash(parts)

    def __hash__(self) -> int:
        return self.hashed

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Value) and self.hashed == other.hashed and self.parts == other.parts


@dataclass(slots=True)
class GameObject:
    """A permanent, or a source that is not on the battlefield (a spell on the stack)."""

    id: str
    name: str
    controller: str
    owner: str
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    keywords: Keywords = field(default_factory=Keywords)
    base_power: int | None = None
    base_toughness: int | None = None
    loyalty: int | None = None
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    zone: str = "battlefield"
    deathtouched: bool = False
    attacking: bool = False
    blocking: bool = False
    # combat status beyond attacking/blocking (CR 509.1h): an attacker blockers were declared for stays blocked;
    # `blocks` is the attacker a blocker blocks (selectors "creatures blocking it" / "creatures it's blocking")
    blocked: bool = False
    blocks: str | None = None
    is_permanent: bool = True
    level: int | None = None  # a Grand Archive champion's level
    lost_statics: bool = False  # it lost its static abilities until end of turn (Glittering Lion, CR 613.1f)
    # the sources that dealt it damage this turn; "?" = damage marked before the scenario, by sources not given
    dealt_by: frozenset[str] = frozenset()
    token: bool = False  # a token (CR 111.1), for "creature tokens you control"
    # tapped (CR 110.5): by paying {T} or a "tap an untapped …" cost, attacking without vigilance (508.1f), a "tap"
    # effect; untapped by an "untap" effect. A tapped permanent can't pay {T} again (107.5), block or attack.
    tapped: bool = False
    # an Equipment that became unattached as a state-based action (CR 704.5n): it stays on the battlefield and
    # its "equipped creature" abilities no longer apply (effects made with while_attached)
    unattached: bool = False
    # its power/toughness was changed until end of turn by a resolving spell or ability (layer 7c, CR 613.4c),
    # which an effect setting them (layer 7b) wouldn't undo: resolver/actions.py refuses that combination
    modified: bool = False
    # "a creature dealt damage this way can't be regenerated this turn" (Incinerate): no regeneration shield applies
    # to it for the rest of the turn (CR 701.15c)
    no_regeneration: bool = False
    cached_key: tuple | None = None  # only ever set while the object is shared, i.e. immutable
    cached_value: Value | None = None  # likewise, for value()

    @property
    def on_battlefield(self) -> bool:
        return self.is_permanent and self.zone == "battlefield"

    @property
    def is_creature(self) -> bool:
        """A creature, or a Grand Archive unit (champion or ally): what combat and damage rules call one."""
        return not self.types.isdisjoint(CREATURE_LIKE)

    @property
    def is_planeswalker(self) -> bool:
        return "planeswalker" in self.types

    def count(self, kind: str) -> int:
        return self.counters.get(kind, 0)

    def add_counters(self, kind: str, n: int) -> None:
        total = self.counters.get(kind, 0) + n
        if total > 0:
            self.counters[kind] = total
        else:
            self.counters.pop(kind, None)

    def add_power_toughness(self, power: int, toughness: int) -> None:
        """A layer-7c change (CR 613.4c): added to whatever sets its power and toughness; taken off again (negated)
        as the effect ends."""
        self.base_power = (self.base_power or 0) + power
        self.base_toughness = (self.base_toughness or 0) + toughness

    @property
    def power(self) -> int:
        c = self.counters
        return (self.base_power or 0) + (c.get("+1/+1", 0) - c.get("-1/-1", 0) + 2 * c.get("+2/+2", 0) if c else 0)

    @property
    def toughness(self) -> int:
        c = self.counters
        return (self.base_toughness or 0) + (
            c.get("+1/+1", 0) - c.get("-1/-1", 0) + 2 * c.get("+2/+2", 0) if c else 0
        )  # a +2/+2 counter (Baron Sengir): CR 122.1a

    def key(self) -> tuple:
        return (
            self.id,
            self.zone,
            self.damage,
            tuple(sorted(self.counters.items())),
            self.loyalty,
            self.deathtouched,
            self.controller,
        )

    def value(self) -> Value:
        """Everything the object is: every field (the counters as sorted pairs), the caches aside."""
        return Value((*_PLAIN_FIELDS(self), tuple(sorted(self.counters.items()))))

    def clone(self) -> GameObject:
        twin = GameObject(*_FIELDS(self))
        twin.counters = dict(self.counters)
        return twin


_FIELDS = field_getter(GameObject, "cached_key", "cached_value")  # the caches are the last fields
_PLAIN_FIELDS = field_getter(GameObject, "cached_key", "cached_value", "counters")


@dataclass(slots=True)
class EffectIndex:
    """Positions of effects in `State.effects`: the ones aimed at a single recipient, by recipient,
    and the general ones. Effects are only ever appended, and clones keep their positions."""

    size: int
    by_recipient: dict[str, list[int]]
    general: list[int]
    stateful: list[int]  # whether an effect carries state is part of how it was made, so positions hold
    # Stands for the effects as made, in order (clones keep an effect's place; any added effect makes a
    # new index): the settlement memo keys the set of effects by it.
    token: object
    by_type: dict[type, list[int]]  # positions of the effects of each class

    @classmethod
    def build(cls, effects: list[Effect]) -> EffectIndex:
        by_recipient: dict[str, list[int]] = {}
        general: list[int] = []
        stateful = [i for i, e in enumerate(effects) if e.stateful]
        for i, e in enumerate(effects):
            target = e.single_recipient()
            if target is None:
                general.append(i)
            else:
                by_recipient.setdefault(target, []).append(i)
        by_type: dict[type, list[int]] = {}
        for i, e in enumerate(effects):
            by_type.setdefault(type(e), []).append(i)
        return cls(len(effects), by_recipient, general, stateful, object(), by_type)


@dataclass(slots=True)
class State:
    """The whole game as the engine sees it. `copy()` forks it for a choice.

    Objects are copy-on-write: after a fork both sides share them, and code that changes an
    object gets its own copy first with `mut(id)`. Only effects that carry state are cloned.
    """

    players: dict[str, Player]
    objects: dict[str, GameObject]
    effects: list[Effect]
    order: list[str]  # turn order from the active player (APNAP, CR 101.4)
    prevented: int = 0
    effect_serial: int = 0
    dup_names: frozenset[str] = frozenset()
    owned: set[str] = field(default_factory=set)
    index: EffectIndex | None = None
    # "tap N untapped X you control" paid without naming which (resolver/tapping.py): (the cost's name, N, the
    # permanents it could have tapped); any later tap or combat declaration of one of them asks for the names
    loose_taps: tuple[tuple[str, int, frozenset[str]], ...] = ()

    def _index(self) -> EffectIndex:
        if self.index is None or self.index.size != len(self.effects):
            self.index = EffectIndex.build(self.effects)
        return self.index

    def stateful_positions(self) -> list[int]:
        return self._index().stateful

    def positions_of(self, kind: type) -> list[int]:
        return self._index().by_type.get(kind, [])

    def effects_of(self, kind: type[E]) -> list[E]:
        """The effects of one class (and no subclass), in order."""
        positions = self._index().by_type.get(kind)
        if not positions:  # (most games have none of most kinds)
            return []
        effects = self.effects
        return [effects[i] for i in positions]  # type: ignore[misc]

    def effects_token(self) -> object:
        return self._index().token

    def effects_for(self, recipient: str) -> list[Effect]:
        """Effects that could apply to damage to `recipient`: those aimed at it alone, and the rest."""
        idx = self._index()
        positions = idx.by_recipient.get(recipient)
        if positions is None:
            return [self.effects[i] for i in idx.general]
        return [self.effects[i] for i in sorted(idx.general + positions)]

    def effect_positions(self, recipient: str) -> list[int]:
        """Positions in `effects` of those `effects_for(recipient)` returns."""
        idx = self._index()
        return idx.general + idx.by_recipient.get(recipient, [])

    def copy(self) -> State:
        if self.owned:
            self.owned = set()  # from now on both states share every object
        return State(  # (every field in order: positional arguments cost less on every fork and resume)
            {k: p.copy() for k, p in self.players.items()},
            dict(self.objects),
            self._copy_effects(),
            self.order,
            self.prevented,
            self.effect_serial,
            self.dup_names,
            set(),
            self.index,
            self.loose_taps,
        )

    def _copy_effects(self) -> list[Effect]:
        effects = list(self.effects)
        for i in self._index().stateful:
            effects[i] = effects[i].clone()
        return effects

    def mut(self, ref: str) -> GameObject:
        """The object `ref`, safe to change (copied first if another state may share it)."""
        if ref not in self.owned:
            self.objects[ref] = self.objects[ref].clone()
            self.owned.add(ref)
        return self.objects[ref]

    def _object_key(self, ref: str, o: GameObject) -> tuple:
        """o.key(), cached on an object no state owns (such an object never changes)."""
        if ref in self.owned:
            return o.key()
        if o.cached_key is None:
            o.cached_key = o.key()
        return o.cached_key

    def object_value(self, ref: str) -> Value | None:
        """objects[ref].value() (None if there is no such object), cached on an object no state owns."""
        o = self.objects.get(ref)
        if o is None:
            return None
        if ref in self.owned:
            return o.value()
        if o.cached_value is None:
            o.cached_value = o.value()
        return o.cached_value

    def key(self) -> tuple:
        return (
            tuple(p.key() for p in self.players.values()),
            tuple(self._object_key(ref, o) for ref, o in self.objects.items()),
            tuple(self.effects[i].key() for i in self._index().stateful),
            self.prevented,
        )

    def shown_keys(self) -> tuple:
        """What an outcome shows of each permanent: its key and its power and toughness."""
        return tuple(
            [(self._object_key(ref, o), o.power, o.toughness) for ref, o in self.objects.items() if o.is_permanent]
        )

    def is_player(self, ref: str) -> bool:
        return ref in self.players

    def controller_of(self, ref: str) -> str:
        """The player affected by an event on `ref` (CR 616.1: the affected player or controller)."""
        return ref if ref in self.players else self.objects[ref].controller

    def display(self, ref: str) -> str:
        """A player's name, or an object's name (with its id when another object shares the name)."""
        if ref in self.players:
            return ref
        obj = self.objects.get(ref)
        if obj is None:
            return ref
        return f"{obj.name} [{ref}]" if obj.name in self.dup_names else obj.name

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.order if p != player]

    def new_effect_id(self, stem: str) -> str:
        self.effect_serial += 1
        return f"{stem}#{self.effect_serial}"
