"""The scenario contract: pydantic models for `rulekeeper resolve` input (see docs/scenario.md).

Keys documented in docs/scenario.md are stable; new keys may be added, none removed.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, field_validator, model_validator

MAX_AMOUNT = 1_000_000
MAX_PLAYERS = 8
MAX_PERMANENTS = 200
MAX_ACTIONS = 100
MAX_EFFECT_ADDITIONALS = 8

Amount = Annotated[int, Field(ge=0, le=MAX_AMOUNT)]
Stat = Annotated[int, Field(ge=-MAX_AMOUNT, le=MAX_AMOUNT)]
Name = Annotated[str, Field(min_length=1, max_length=120)]
Ident = Annotated[str, Field(min_length=1, max_length=60)]

COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_WORDS = {letter: word for word, letter in COLOR_NAMES.items()}


def normalise_color(value: str) -> str:
    """Accept "R", "red" or "Red"; return the one-letter color code."""
    v = value.strip()
    if v.upper() in {"W", "U", "B", "R", "G"}:
        return v.upper()
    if v.lower() in COLOR_NAMES:
        return COLOR_NAMES[v.lower()]
    raise ValueError(f"unknown color {value!r} (use W, U, B, R, G or a color name)")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class PlayerIn(_Strict):
    name: Name
    life: Stat = 20
    poison: Annotated[int, Field(ge=0, le=MAX_AMOUNT)] = 0
    # how many cards are in the player's library and graveyard, when it matters (an effect exiles or mills
    # cards from them: resolver/instead.py); never assumed
    library: Annotated[int, Field(ge=0, le=MAX_AMOUNT)] | None = None
    graveyard: Annotated[int, Field(ge=0, le=MAX_AMOUNT)] | None = None
    # the player's keyword abilities ("You have protection from red", "hexproof"): `protection from <color>`,
    # `protection from everything`, `hexproof`, `shroud` (CR 702.16, 702.11c, 702.18a); any other exits 3
    keywords: list[Annotated[str, Field(min_length=1, max_length=60)]] = Field(default_factory=list, max_length=10)


class SourceIn(_Strict):
    """A damage source that is not a permanent on the battlefield (a spell, an ability's source)."""

    id: Ident | None = None
    name: Name = "a source"
    controller: Name | None = None
    types: list[str] = Field(default_factory=list, max_length=10)
    subtypes: list[str] = Field(default_factory=list, max_length=10)
    colors: list[str] = Field(default_factory=list, max_length=5)
    keywords: list[str] = Field(default_factory=list, max_length=20)

    _colors = field_validator("colors")(lambda cls, v: [normalise_color(c) for c in v])


class Characteristics(_Strict):
    """Characteristics a permanent is given or changes to (explicit keys override a card's)."""

    name: Name | None = None
    types: list[str] | None = Field(default=None, max_length=10)
    subtypes: list[str] | None = Field(default=None, max_length=10)
    colors: list[str] | None = Field(default=None, max_length=5)
    power: Stat | None = None
    toughness: Stat | None = None
    keywords: list[str] | None = Field(default=None, max_length=20)

    @field_validator("colors")
    @classmethod
    def _colors(cls, v: list[str] | None) -> list[str] | None:
        return None if v is None else [normalise_color(c) for c in v]


class ChosenIn(_Strict):
    """What was chosen for a permanent as it entered ("As Story Circle enters, choose a color", CR 607.2d):
    a fact of the game the scenario states, never assumed."""

    color: str | None = None
    type: Annotated[str, Field(min_length=1, max_length=40)] | None = None  # a creature type

    @field_validator("color")
    @classmethod
    def _color(cls, v: str | None) -> str | None:
        return None if v is None else normalise_color(v)


class ThisTurnIn(_Strict):
    """Changes until end of turn that already happened before the scenario starts ("Grizzly Bears (+2/+2 and
    lifelink)": a pump that resolved earlier this turn, CR 611.2a, 613.4c): added to its power and toughness and
    keywords as it is built."""

    power: Stat = 0
    toughness: Stat = 0
    keywords: list[Annotated[str, Field(min_length=1, max_length=60)]] = Field(default_factory=list, max_length=10)


class PermanentIn(Characteristics):
    # Grand Archive units: `life` (their toughness, as the engine counts it) and a champion's `level`
    life: Stat | None = None
    level: Annotated[int, Field(ge=0, le=100)] | None = None
    token: bool = False  # a token (CR 111.1): "creature tokens you control" match it
    tapped: bool = False  # it starts tapped (CR 110.5); untapped unless said
    until_end_of_turn: ThisTurnIn | None = None  # "+2/+2 and lifelink until end of turn", already applied

    id: Ident
    controller: Name
    owner: Name | None = None
    card: Name | None = None
    attached_to: Ident | None = None
    chosen: ChosenIn | None = None  # "the chosen color / creature type" of its text
    loyalty: Annotated[int, Field(ge=0, le=MAX_AMOUNT)] | None = None
    damage: Amount = 0
    counters: dict[Annotated[str, Field(min_length=1, max_length=40)], Amount] = Field(
        default_factory=dict, max_length=20
    )


class Selector(_Strict):
    """Matches a damage recipient or source. All given keys must match ("any of" within a list key).

    `*_is` keys are relative to the controller of the effect that uses the selector.
    """

    id: Ident | None = None
    player: Name | None = None
    player_is: Literal["you", "opponent"] | None = None
    kind: Literal["player", "permanent", "creature", "planeswalker", "unit"] | None = None
    controller: Name | None = None
    controller_is: Literal["you", "opponent", "not_you"] | None = None  # not_you: "you don't control"
    types: list[str] | None = None
    subtypes: list[str] | None = None
    colors: list[str] | None = None
    attacking: bool | None = None
    # combat status (CR 506.4, 509.1h), added for the combat-target family: a blocking creature; `blocked`
    # true = a blocked attacking creature, false = an unblocked one; `blocks` "creatures blocking <id>",
    # `blocked_by` "creatures <id> is blocking" (either may be "this")
    blocking: bool | None = None
    blocked: bool | None = None
    blocks: Ident | None = None
    blocked_by: Ident | None = None
    exclude: list[Ident] = Field(default_factory=list)
    # a permanent this object (an id, or "this": the effect's source) dealt damage to this turn (CR 614.1:
    # "if a creature dealt damage by X this turn would die, exile it instead")
    dealt_damage_by: Ident | None = None
    # Phrase-grammar keys (cardindex/templates/phrases.py; family A): "creatures with flying" / "without
    # flying" (keywords: any of; not_keywords: none of), "with power N or less", "nongreen" (not_colors: none
    # of), "colorless sources", "multicolored creature", "with no +1/+1 counters on them" (no_counters).
    keywords: list[str] | None = None
    not_keywords: list[str] | None = None
    power_at_most: Stat | None = None
    not_colors: list[str] | None = None
    colorless: bool | None = None
    multicolored: bool | None = None
    no_counters: Annotated[str, Field(max_length=40)] | None = None
    token: bool | None = None
    # "during your turn": matches only while the effect's controller is (true) / isn't (false) the active
    # player; a scenario whose effects use it must say whose turn it is (active_player)
    your_turn: bool | None = None

    @field_validator("colors", "not_colors")
    @classmethod
    def _colors(cls, v: list[str] | None) -> list[str] | None:
        return None if v is None else [normalise_color(c) for c in v]

    def object_only(self) -> bool:
        """Whether it names a quality only an object has (a player never matches it)."""
        return bool(self.types or self.subtypes or self.colors or self.keywords or self.not_keywords) or any(
            v is not None
            for v in (
                self.power_at_most,
                self.not_colors,
                self.colorless,
                self.multicolored,
                self.no_counters,
                self.token,
            )
        )


CountBasis = Literal["event", "source", "damage", "prevented", "removed"]


class AdditionalIn(_Strict):
    """An additional effect of a prevention effect (CR 615.5) or a "when damage is prevented this
    way" trigger (CR 615.13, `"trigger": true`)."""

    # exile_library / mill / exile_graveyard / sacrifice: `player` ("you", "recipient"); destroy: the recipient
    op: Literal[
        "counters",
        "deal_damage",
        "gain_life",
        "draw",
        "exile_library",
        "mill",
        "exile_graveyard",
        "sacrifice",
        "destroy",
    ]
    # counters
    on: str = "recipient"
    counter: Annotated[str, Field(min_length=1, max_length=40)] = "+1/+1"
    remove: bool = False
    # amounts: a number, or the amount of damage prevented / that would have been dealt / 1 per event
    count: Amount | CountBasis = "prevented"
    # deal_damage / gain_life / draw
    to: str | None = None
    player: str | None = None
    exclude_self: bool = False
    trigger: bool = False


class EffectIn(_Strict):
    """A prevention or replacement effect created by an action, or a static ability of a permanent."""

    id: Ident | None = None
    name: Name | None = None
    kind: Literal[
        "prevent",
        "double",
        "add",
        "halve",
        "set_amount",
        "redirect",
        "counters_instead",
        "cant_prevent",
        "cant_gain_life",
        "replace_event",
        "as_though_wither",
        "as_though_infect",  # to a player while at 0 or less life (Phyrexian Unlife)
        "regenerate",
        "life_floor",
        "damage_instead",
        "cant_lose",
        "cant_lose_for_life",  # "You don't lose the game for having 0 or less life" (704.5a only)
    ]
    controller: Name | None = None
    source: Ident | None = None
    static: bool = False
    to: list[Selector] = Field(default_factory=list, max_length=10)
    from_: list[Selector] = Field(default_factory=list, alias="from", max_length=10)
    damage: Literal["any", "combat", "noncombat"] = "any"
    amount: Amount | Literal["all", "half_up", "half_down", "counters", "count"] = "all"
    # amount "count": X is the number of permanents on the battlefield this matches, counted each time it applies
    count: Selector | None = None
    uses: Literal["shield", "next", "each"] | None = None
    per_recipient: bool = False
    choose_source: Selector | None = None
    requires_counter: Annotated[str, Field(max_length=40)] | None = None
    self_replacement: bool = False
    additional: list[AdditionalIn] = Field(default_factory=list, max_length=MAX_EFFECT_ADDITIONALS)
    # replacement parameters
    factor: Annotated[int, Field(ge=0, le=1000)] = 2
    plus: Annotated[int, Field(ge=-MAX_AMOUNT, le=MAX_AMOUNT)] = 0
    rounding: Literal["down", "up"] = "down"  # halve
    # applies only to a source's damage of at least / at most this much ("4 or more", "3 or less")
    at_least: Amount | None = None
    at_most: Amount | None = None
    redirect_to: str | None = None
    counter: Annotated[str, Field(max_length=40)] = "-1/-1"
    counters_on: Literal["recipient", "this"] = "recipient"
    # replace_event: a non-damage event and what happens instead (CR 614.1a)
    event: Literal["dies", "put_into_graveyard", "gain_life", "draw"] | None = None
    instead: Literal["exile", "library", "hand", "draw", "return_from_graveyard"] | None = None
    # damage_instead: the events that happen instead of the damage (CR 614.1a), as `additional` ops (count
    # "damage": that many); uses "next": only the next time
    # life_floor: applies only while the effect's controller controls a permanent like this (Worship)
    if_you_control: Selector | None = None

    @model_validator(mode="after")
    def _check(self) -> EffectIn:
        if self.kind == "redirect" and not self.redirect_to:
            raise ValueError("a redirect effect needs redirect_to")
        if self.static and not self.source:
            raise ValueError("a static effect needs the id of the permanent that has it (source)")
        if self.kind == "replace_event":
            allowed = {
                "dies": {"exile", "library", "hand"},
                "put_into_graveyard": {"exile", "library", "hand"},
                "gain_life": {"draw"},
                "draw": {"return_from_graveyard"},
            }
            if self.event is None or self.instead not in allowed[self.event]:
                raise ValueError(
                    "replace_event needs event and instead: dies/put_into_graveyard → exile, library or "
                    "hand; gain_life → draw; draw → return_from_graveyard"
                )
        if self.kind == "life_floor" and (not isinstance(self.amount, int) or self.amount < 1):
            raise ValueError(
                "a life_floor effect needs amount: the life total damage can't reduce it below (1 or more)"
            )
        if self.if_you_control is not None and self.kind != "life_floor":
            raise ValueError("if_you_control is for life_floor effects")
        if self.kind == "set_amount" and not isinstance(self.amount, int):
            raise ValueError("a set_amount effect needs amount: the damage dealt instead (a number)")
        if (self.amount == "count") != (self.count is not None):
            raise ValueError('amount "count" and count (the permanents counted) go together')
        if self.amount == "counters" and not self.requires_counter:
            raise ValueError('amount "counters" needs requires_counter (the counter kind spent)')
        return self


class DamageIn(_Strict):
    source: Ident | SourceIn
    to: Name
    amount: Amount
    combat: bool = False
    attack: bool | None = None  # Grand Archive's word for combat damage: the same flag
    unpreventable: bool = False

    @model_validator(mode="after")
    def _attack(self) -> DamageIn:
        if self.attack is not None:
            if "combat" in self.model_fields_set and self.combat != self.attack:
                raise ValueError('"attack" and "combat" disagree (they mean the same: attack damage is combat damage)')
            self.combat = self.attack
        return self


class MoveIn(_Strict):
    """A permanent leaves the battlefield (sacrificed, bounced, exiled) — not destroyed by damage."""

    id: Ident
    zone: Literal["graveyard", "exile", "hand", "library"] = "graveyard"


class CombatIn(_Strict):
    attackers: dict[Ident, Name] = Field(max_length=60)
    blockers: dict[Ident, Ident] = Field(default_factory=dict, max_length=60)
    assign: dict[Ident, dict[Name, Amount]] = Field(default_factory=dict)
    # what happens after combat damage is assigned: 2008, while it is on the stack (move, effect, activate,
    # become); today there is no such moment, so these happen before damage is assigned (CR 510.2)
    after_assignment: list[Action] = Field(default_factory=list, max_length=20)
    # the actions before this one were said after attackers were declared (a spell cast during combat): a trigger
    # on the declarations went on the stack before them (CR 508.1m, 509.1i, 603.3), so the engine, which resolves
    # them first, refuses where one triggers
    cast_after_declaring: bool = False
    # how many of the actions right before this one were said during the combat (0 with cast_after_declaring: not
    # known): those whose order against the declaration triggers can't change the result are answered
    # (resolver/declared_order.py)
    said_during: Annotated[int, Field(ge=0, le=100)] = 0

    @field_validator("after_assignment")
    @classmethod
    def _no_casts(cls, v: list[Any]) -> list[Any]:
        if any(isinstance(a, CombatAction | DamageAction) for a in v):
            raise ValueError("after_assignment takes move, effect, cast, activate and become actions")
        return v


class DamageAction(_Strict):
    damage: list[DamageIn] = Field(min_length=1, max_length=100)


class CombatAction(_Strict):
    combat: CombatIn


class EffectAction(_Strict):
    effect: EffectIn


# Facts of the game a scenario can't show that a card's "if" asks about (ability words, CR 207.2c): stated per
# cast or activation, never assumed (docs/scenario.md, "conditions").
CONDITION_NAMES = (
    "hellbent",
    "threshold",
    "spell_mastery",
    "raid",
    "metalcraft",
    "ferocious",
    "main_phase",
    "snow_swamp",
)
Conditions = dict[Literal[CONDITION_NAMES], bool]  # type: ignore[valid-type]


class CastAction(_Strict):
    cast: Name
    by: Name | None = None
    targets: list[str] = Field(default_factory=list, max_length=10)
    mode: Annotated[int, Field(ge=1, le=10)] | None = None
    x: Amount | None = None
    source: str | None = None
    id: Ident | None = None
    divide: list[Amount] | None = None
    kicked: bool | None = None  # the kicker cost paid (CR 702.33d); unset: both are outcomes
    conditions: Conditions = Field(default_factory=dict)
    # the index of the action before whose resolution it was put on the stack (a response was cast on top of
    # it, CR 405.5); unset: right before it resolves. Only the log's order changes (resolver/stack.py).
    on_stack_before: Annotated[int, Field(ge=0)] | None = None
    # the player may cast it or not (a card in hand, CR 117.1a, 117.3d): both are outcomes, and without targets
    # each legal choice of targets (and mode) is one (resolver/optional.py)
    optional: bool = False


class ActivateAction(_Strict):
    activate: Ident
    by: Name | None = None  # who activates it (default its controller); "any player may activate" (CR 602.2)
    mode: Annotated[int, Field(ge=1, le=10)] | None = None  # a modal ability's mode (CR 700.2a)
    ability: Annotated[int, Field(ge=1, le=10)] = 1
    targets: list[str] = Field(default_factory=list, max_length=10)
    source: str | None = None
    x: Amount | None = None
    conditions: Conditions = Field(default_factory=dict)
    # costs that are the activating player's choice (CR 602.2b, 601.2h): the permanent sacrificed ("sacrifice a
    # creature"), the permanents tapped ("tap an untapped creature you control"); unnamed, each choice is an outcome
    sacrifice: Ident | None = None
    tap: list[Ident] = Field(default_factory=list, max_length=10)
    on_stack_before: Annotated[int, Field(ge=0)] | None = None  # as for a cast (resolver/stack.py)
    optional: bool = False  # the player may activate it or not (CR 117.1b, 117.3d), as for a cast


class BecomeIn(Characteristics):
    """A permanent's characteristics change (e.g. it becomes a creature, or another color)."""

    id: Ident


class BecomeAction(_Strict):
    become: BecomeIn


class MoveAction(_Strict):
    move: MoveIn


_ACTION_KEYS: dict[str, type[BaseModel]] = {
    "damage": DamageAction,
    "combat": CombatAction,
    "effect": EffectAction,
    "cast": CastAction,
    "activate": ActivateAction,
    "become": BecomeAction,
    "move": MoveAction,
}


def _action_tag(value: Any) -> str | None:
    """An action is identified by its one key (`{"damage": …}`, `{"combat": …}`, …)."""
    if isinstance(value, dict):
        keys = [k for k in _ACTION_KEYS if k in value]
        return keys[0] if len(keys) == 1 else None
    for key, model in _ACTION_KEYS.items():
        if isinstance(value, model):
            return key
    return None


Action = Annotated[
    Annotated[DamageAction, Tag("damage")]
    | Annotated[CombatAction, Tag("combat")]
    | Annotated[EffectAction, Tag("effect")]
    | Annotated[CastAction, Tag("cast")]
    | Annotated[ActivateAction, Tag("activate")]
    | Annotated[BecomeAction, Tag("become")]
    | Annotated[MoveAction, Tag("move")],
    Discriminator(
        _action_tag,
        custom_error_type="action_kind",
        custom_error_message="each action must have exactly one of: " + ", ".join(_ACTION_KEYS),
    ),
]


CombatIn.model_rebuild()
CombatAction.model_rebuild()


class Scenario(_Strict):
    ruleset: str = "mtg"
    players: list[Name | PlayerIn] = Field(
        default_factory=lambda: ["You", "Opponent"], min_length=1, max_length=MAX_PLAYERS
    )
    active_player: Name | None = None
    battlefield: list[PermanentIn] = Field(default_factory=list, max_length=MAX_PERMANENTS)
    sources: list[SourceIn] = Field(default_factory=list, max_length=MAX_PERMANENTS)
    effects: list[EffectIn] = Field(default_factory=list, max_length=50)
    actions: list[Action] = Field(default_factory=list, max_length=MAX_ACTIONS)
    choices: list[Annotated[str, Field(max_length=300)]] = Field(default_factory=list, max_length=50)
    # quiz distractors only: answer as a player who believes these (resolver/misconceptions.py); never a ruling
    misconceptions: list[Annotated[str, Field(max_length=60)]] = Field(default_factory=list, max_length=12)

    def player_models(self) -> list[PlayerIn]:
        return [p if isinstance(p, PlayerIn) else PlayerIn(name=p) for p in self.players]
