"""Grand Archive TCG: units (champions and allies) with life, damage prevention as replacement effects.

Rule ids are `ga:<page>/<item>` from the Grand Archive rules site (resolver/rules/ga.py). What differs
from Magic lives here as policy: damage to a player is dealt to their champion, champions keep damage as
damage counters and their controller loses when the champion dies, an *instance* prevention effect is used
up by any attempt (even on unpreventable damage), and there is no self-replacement-first step. Magic-only
mechanics stop the answer with a message instead of being borrowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from .errors import BadInput, Unmodelled
from .ruleset import MTG_CONCEPTS, Concept, Ruleset
from .state import UNIT_TYPES

if TYPE_CHECKING:
    from .context import Run
    from .effects import Effect, Piece
    from .state import GameObject

# Rules a log step cites directly (not through a concept every ruleset must cover); the bundled rule
# texts include them (scripts/build_bundled_rules.py).
CHAMPION_BANISHED = "ga:champion/8"  # "If a Champion card would be put into a graveyard … it is instead banished."
DIRECT_CITATIONS = (CHAMPION_BANISHED,)

# Magic card types: Grand Archive has none of them (its units are champions and allies).
MAGIC_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery", "tribal"}
)

MAGIC_KEYWORDS = (
    ("lifelink", "lifelink"),
    ("infect", "poison"),
    ("wither", "wither_counters"),
    ("deathtouch", "sba_deathtouch"),
    ("toxic", "toxic"),
)

GA_CONCEPTS: dict[str, Concept] = {
    "prevention": Concept(
        "Damage prevention reduces, wholly or in part, the damage a unit would take; it is a replacement effect",
        ("ga:damage-prevention/1", "ga:replacement-effects/4.1"),
    ),
    "prevented": Concept("Prevented damage doesn't happen; it is not simply reduced", ("ga:damage/7",)),
    "additional": Concept(
        "Additional effects in the same paragraph are part of the replacement effect", ("ga:damage-prevention/11",)
    ),
    "shield": Concept(
        "Shielding prevention: a buffer reduced only when it prevents more than 0", ("ga:damage-prevention/5.1",)
    ),
    "shield_split": Concept(
        "Simultaneous damage: the controlling player applies the buffer in the order they choose",
        ("ga:damage-prevention/5.1", "ga:replacement-effects/2"),
    ),
    "next_instance": Concept(
        "Instance prevention: used up by an attempt to prevent, even one that prevents 0",
        ("ga:damage-prevention/5.2",),
    ),
    "static_n": Concept(
        "A whole number of prevention is subtracted from the damage when it is dealt", ("ga:damage-prevention/10",)
    ),
    "per_creature": Concept(
        "Prevention for each unit is tracked independently; 'the next time … one or more units' is one instance",
        ("ga:damage-prevention/8",),
    ),
    "unpreventable": Concept(
        "Unpreventable damage is still attempted once; it doesn't reduce shielding buffers",
        ("ga:damage-prevention/7", "ga:damage/3"),
    ),
    "unpreventable_once": Concept(
        "Prevention attempts unpreventable damage in one instance", ("ga:damage-prevention/7",)
    ),
    "prevent_trigger": Concept(
        "An ability in a separate paragraph that depends on the prevention is a separate triggered effect",
        ("ga:damage-prevention/11",),
    ),
    "replacement": Concept(
        "Replacement effects cause another outcome instead", ("ga:replacement-effects/1", "ga:replacement-effects/4")
    ),
    "once_per_event": Concept(
        "After a replacement effect applies, only the remaining effects that can apply are pending",
        ("ga:replacement-effects/3.1",),
    ),
    "order": Concept(
        "The player whose objects the effects pertain to applies them in the order they choose",
        ("ga:replacement-effects/2", "ga:damage-prevention/3"),
    ),
    "reapply": Concept(
        "Replacement effects are applied one step at a time; then what can still apply is considered",
        ("ga:replacement-effects/2.1", "ga:replacement-effects/3.1"),
    ),
    "newly_applicable": Concept(
        "Effects are applied until there are no further replacement effects to consider", ("ga:replacement-effects/3",)
    ),
    "zero_damage": Concept(
        "Damage is dealt only when it is greater than 0; reduced to 0, the damage event doesn't happen",
        ("ga:damage/9",),
    ),
    "source_of_damage": Concept(
        "Prevention may specify the source: allies, champions, actions of a class",
        ("ga:damage-prevention/9", "ga:damage/10"),
    ),
    "to_champion": Concept(
        "Damage is taken by units: damage to a player is dealt to their champion",
        ("ga:damage-prevention/1", "ga:damage/13"),
    ),
    "champion_damage": Concept(
        "Damage to a champion is kept as damage counters", ("ga:damage/13", "ga:counters/damage/1")
    ),
    "damage_marked": Concept("Damage to an ally is marked until the end phase", ("ga:damage/12",)),
    "sba": Concept(
        "State-based checks happen whenever the game state changes", ("ga:state-based-checks-and-effects/1",)
    ),
    "sba_lethal": Concept(
        "An ally with damage equal to or greater than its life is destroyed",
        ("ga:ally/6.1", "ga:state-based-checks-and-effects/types-of-checks/2"),
    ),
    "sba_champion": Concept(
        "A champion whose damage counters reach its life dies, and its controller loses",
        ("ga:counters/damage/3", "ga:ending-the-game/5.1"),
    ),
    "game_over": Concept("A player whose opponents have all lost wins", ("ga:ending-the-game/4.3",)),
    "game_draw": Concept(
        "If all remaining players lose at the same time, the game is a draw", ("ga:ending-the-game/6.2",)
    ),
    "bulwark": Concept(
        "A bulwark counter prevents the next combat damage to its unit and is removed (one per instance)",
        ("ga:counters/bulwark/2", "ga:counters/bulwark/4", "ga:counters/bulwark/4.1"),
    ),
    "counters": Concept("Counters are gained, spent or removed", ("ga:counters/4",)),
    "zone_change": Concept("A card that changes zones loses its counters", ("ga:counters/5",)),
    "cast": Concept("A card is activated: costs paid, put on the Effects Stack", ("ga:resolution/1",)),
    "activate": Concept(
        "An activated ability goes to the Effects Stack after its costs", ("ga:activated-abilities/2",)
    ),
    "resolve": Concept("A resolving card's effects happen in order", ("ga:resolution/2",)),
    "illegal_target": Concept(
        "A card whose required targets are illegal doesn't resolve",
        ("ga:resolution/checking-resolution/1.4.1.1",),
    ),
    "not_damageable": Concept("Damage is taken by units", ("ga:damage-prevention/1",)),
    "stack_order": Concept("The topmost layer of the Effects Stack resolves first", ("ga:effects-stack/2",)),
    "class_bonus": Concept(
        "[Class Bonus]: only if your champion's class matches the card's class",
        ("ga:restriction-abilities/class-restrictions/1", "ga:restriction-abilities/3"),
    ),
}

_MAGIC_ONLY = "is a Magic: The Gathering rule with no Grand Archive counterpart"
_COMBAT = (
    "Grand Archive combat (attack declarations, retaliation) isn't modelled: give the attack damage as a damage "
    'action with "combat": true'
)
_NOT_YET = {
    "draw", "lose", "characteristics", "sba_counters", "indestructible", "sba_toughness",
    "may_cast", "may_activate", "pass", "no_legal_target", "ability_on_battlefield", "tapped_cost",
}  # fmt: skip
GA_UNDECIDED: dict[str, str] = {
    **{
        name: f"{c.summary.rstrip('.')} — that {_MAGIC_ONLY}"
        for name, c in MTG_CONCEPTS.items()
        if name not in GA_CONCEPTS and name not in _NOT_YET
    },
    **{
        name: f"{MTG_CONCEPTS[name].summary.rstrip('.')} — Grand Archive's own rule for this isn't modelled yet"
        for name in sorted(_NOT_YET)
    },
    **{
        name: _COMBAT
        for name in (
            "combat_damage",
            "unblocked",
            "blocked",
            "blocker",
            "no_power",
            "first_strike",
            "trample",
            "trample_no_blockers",
            "removed_from_combat",
            "attacking_nothing",
        )
    },
    "self_replacement": "Grand Archive has no self-replacement-first step",
    "combat_stack": _COMBAT,
    "source_choice": "Grand Archive has no 'source of your choice' prevention",
    "trigger": "Grand Archive triggered abilities of cards aren't modelled yet",
}


@dataclass(frozen=True)
class GrandArchiveRuleset(Ruleset):
    """Grand Archive TCG (rules.gatcg.com)."""

    key: ClassVar[str] = "grand-archive"
    title: ClassVar[str] = "Grand Archive TCG — comprehensive rules"
    short: ClassVar[str] = "Grand Archive"
    game: ClassVar[str] = "grand-archive"
    concepts: ClassVar[dict[str, Concept]] = GA_CONCEPTS
    undecided: ClassVar[dict[str, str]] = GA_UNDECIDED
    repeated_damage_is_one_event: ClassVar[bool] = False
    self_replacement_first: ClassVar[bool] = False
    instance_used_by_any_attempt: ClassVar[bool] = True
    players_have_life: ClassVar[bool] = False
    # What Grand Archive can't express (resolver/misconceptions.py). Supported: shield_ends_after_one_event (a
    # shielding buffer), doubling_before_prevention and two_doublers_apply_once (the player orders replacement
    # effects, each applied once: ga:replacement-effects/2, 3.1).
    refused_misconceptions: ClassVar[dict[str, str]] = {
        "lifelink_from_prevented": f"lifelink {_MAGIC_ONLY}",
        "trample_skips_shielded_blocker": _COMBAT,
        "fog_still_deals_combat_damage": "Grand Archive triggered abilities of cards aren't modelled yet",
        "protection_stops_unpreventable": f"protection {_MAGIC_ONLY}",
        "unpreventable_cancels_other_effects": "the belief and its truth are Magic's CR 615.12; Grand Archive's own "
        "rule for unpreventable damage (ga:damage-prevention/7) isn't what this misconception explains",
        "self_replacement_late": "Grand Archive has no self-replacement-first step: there, the belief is the rule",
        "infect_unpreventable": f"infect {_MAGIC_ONLY}",
        "deathtouch_through_prevention": f"deathtouch {_MAGIC_ONLY}",
        "protection_cant_block": f"protection {_MAGIC_ONLY}",
    }
    wording: ClassVar[tuple[tuple[str, str], ...]] = (
        ("on the battlefield", "on the field"),
        ("the battlefield", "the field"),
        ("combat damage", "attack damage"),
        ("(exile)", "(banishment)"),
        ("casts", "activates"),
        ("You cast", "You activate"),
    )
    zones: ClassVar[dict[str, str]] = {
        "battlefield": "field",
        "graveyard": "graveyard",
        "exile": "banishment",
        "library": "main deck",
        "hand": "hand",
    }

    def damage_recipient(self, run: Run, ref: str) -> str:
        """Damage is taken by units (ga:damage-prevention/1): a player's damage goes to their champion."""
        if ref not in run.state.players:
            return ref
        champions = [
            o.id
            for o in run.state.objects.values()
            if o.on_battlefield and "champion" in o.types and o.controller == ref
        ]
        if len(champions) != 1:
            raise BadInput(
                f"in Grand Archive damage is dealt to units: {ref} control{'' if ref == 'You' else 's'} "
                + ("no champion" if not champions else "more than one champion")
                + " to take it"
            )
        run.say(f"Damage to {ref} is dealt to their champion, {run.name(champions[0])}", "to_champion")
        return champions[0]

    def deal_results(self, run: Run, pieces: list[Piece], prevented: Sequence[Piece] = ()) -> None:
        """Champions get damage counters (ga:damage/13); allies have damage marked (ga:damage/12)."""
        st = run.state
        for p in pieces:
            src = st.objects[p.source]
            for keyword, concept in MAGIC_KEYWORDS:
                if src.keywords.has(keyword) or (keyword == "toxic" and src.keywords.toxic):
                    self.cite(concept)  # a Magic keyword: stops with the reason
            obj = st.mut(p.recipient)
            who = f"{src.name} deals {p.amount} {'attack ' if p.combat else ''}damage to {obj.name}"
            obj.damage += p.amount
            if "champion" in obj.types:
                run.say(
                    f"{who}: {p.amount} damage counter(s) ({obj.damage} of its {obj.toughness} life)", "champion_damage"
                )
            else:
                run.say(f"{who}: {p.amount} damage marked ({obj.damage} of its {obj.toughness} life)", "damage_marked")

    def state_based_actions(self, run: Run) -> None:
        """Units whose damage reaches their life die (ga:ally/6.1); a champion that dies is banished
        (ga:champion/8) and its controller loses (ga:ending-the-game/5.1); then the game may end (a win,
        or a draw if every remaining player lost at once)."""
        from .results import end_if_one_left

        st = run.state
        while True:
            dying = [
                o
                for o in st.objects.values()
                if o.on_battlefield and o.types & UNIT_TYPES and (o.toughness <= 0 or o.damage >= o.toughness)
            ]
            if not dying:
                break
            for o in dying:
                if "champion" in o.types:
                    run.say(
                        f"{o.name} has {o.damage} damage counter(s), its life is {o.toughness}: it dies", "sba_champion"
                    )
                    self.to_graveyard(run, o.id, dies=True)
                    if not st.players[o.controller].lost:
                        st.players[o.controller].lost = True
                        run.say(f"{o.controller}'s champion died: {o.controller} loses the game", "sba_champion")
                else:
                    run.say(f"{o.name} has damage equal to or greater than its life: it is destroyed", "sba_lethal")
                    self.to_graveyard(run, o.id, dies=True)
        end_if_one_left(run)

    def refuse_types(self, types: frozenset[str], where: str) -> None:
        _refuse_magic_types(types, where)

    def to_graveyard(self, run: Run, ref: str, dies: bool) -> str:
        """A champion card is banished instead (ga:champion/8)."""
        obj = run.state.objects[ref]
        if "champion" in obj.types:
            _banish_champion(run, obj)
            return "exile"
        return Ruleset.to_graveyard(self, run, ref, dies)

    def inherent_effects(self, obj: GameObject) -> list[Effect]:
        """Bulwark counters (ga:counters/bulwark): the next combat damage to the unit is prevented, one
        counter removed per instance, even for unpreventable damage (4.1)."""
        from .prevention import Prevention
        from .scenario import AdditionalIn, Selector

        if not obj.is_permanent or not obj.types & UNIT_TYPES:
            return []
        return [
            Prevention(
                id=f"bulwark:{obj.id}",
                name=f"{obj.name}'s bulwark counter",
                controller=obj.controller,
                source=obj.id,
                to=(Selector(id=obj.id),),
                damage="combat",
                amount="all",
                uses="each",
                requires_counter="bulwark",
                additional=(AdditionalIn(op="counters", on="this", counter="bulwark", remove=True, count="event"),),
                concept="bulwark",
            )
        ]


def _banish_champion(run: Run, champion: GameObject) -> None:
    """A champion card that would be put into a graveyard is banished instead (ga:champion/8). Another
    replacement of the same event would be ordered by its controller (ga:replacement-effects/2); that
    isn't modelled, so it stops the answer."""
    from .events import EventReplacement, put_into_graveyard

    st = run.state
    others = [
        e.name for e in st.effects_of(EventReplacement) if e.active(st) and e.watches_object(champion.id, "dies", st)
    ]
    if others:
        raise Unmodelled(
            f"Grand Archive: {champion.name} is a champion, banished instead of going to the graveyard "
            f"({CHAMPION_BANISHED}), and {', '.join(others)} would also replace that: ordering them isn't modelled"
        )
    put_into_graveyard(run.branch(), champion.id, dies=True)  # leaves the field: damage and counters go
    st.mut(champion.id).zone = "exile"
    run.say(
        f"{champion.name} is a champion card: it is banished instead of going to the graveyard",
        rules=(CHAMPION_BANISHED,),
    )


def _refuse_magic_types(types: frozenset[str], where: str) -> None:
    """Grand Archive has no creatures or other Magic card types: such a permanent is refused (exit 3), never
    treated as a unit."""
    if found := sorted(types & MAGIC_TYPES):
        default = " (what a permanent with toughness and no types is)" if found[0] == "creature" else ""
        raise Unmodelled(
            f"{where}: Grand Archive has no {found[0]}s{default}; give a unit: "
            '"types": ["ally"] or ["champion"] with "life"'
        )
