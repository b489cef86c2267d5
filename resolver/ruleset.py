"""Rulesets as policy objects: what differs between rule systems lives here, not in `if` chains.

The engine asks its ruleset for citations (`cite`), for how damage turns into results (120.3),
for state-based actions (704) and for the few policy switches where rule systems differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from .errors import BadInput, Unmodelled
from .misconceptions import MISCONCEPTIONS
from .prevention import Prevention
from .scenario import COLOR_WORDS, AdditionalIn, Selector

if TYPE_CHECKING:
    from .context import Run
    from .effects import Effect, Piece, Step
    from .state import GameObject, Player


@dataclass(frozen=True, slots=True)
class Concept:
    """One rules concept, the rule ids that state it, and a one-line summary.

    `note` qualifies the citation (e.g. "today's rule: rule 419 doesn't cover it") for docs/rulesets.md.
    """

    summary: str
    rules: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True)
class Ruleset:
    """Base policy. Subclasses fill `concepts` and override the switches that differ."""

    key: ClassVar[str] = ""
    title: ClassVar[str] = ""
    short: ClassVar[str] = ""  # column heading in docs/rulesets.md
    game: ClassVar[str] = "mtg"  # whose cards it uses
    concepts: ClassVar[dict[str, Concept]] = {}
    # Concepts this rule system doesn't decide (or doesn't have): using one stops the answer with
    # this message instead of silently applying another system's rule.
    undecided: ClassVar[dict[str, str]] = {}
    # CR 615.10 applies a static "prevent N" per damage event; 419.7c (2008) per source.
    static_prevention_scope: ClassVar[Literal["event", "source"]] = "event"
    # CR 616.1a / 419.9a apply self-replacement effects first; Grand Archive has no such step.
    self_replacement_first: ClassVar[bool] = True
    # Grand Archive (damage prevention 5.2, 7): an instance effect is used up by any attempt, even one
    # that prevents nothing (unpreventable damage included). MTG (615.8): only when it prevents damage.
    instance_used_by_any_attempt: ClassVar[bool] = False
    # 2008: combat damage is assigned, put on the stack, then dealt (419.8a); today it doesn't use the stack.
    combat_uses_stack: ClassVar[bool] = False

    def check_targets(self, state: Any, abilities: list[Any], targets: list[str], name: str, where: str) -> None:
        """The rule system's own limits on targets, beyond the card's text (none today)."""

    # Grand Archive players have no life total (their champion takes damage)
    players_have_life: ClassVar[bool] = True
    # MTG: a source deals its damage to a recipient at one time as one amount, so a damage action that lists
    # one source and recipient twice means their sum. Grand Archive counts each instance separately (Game
    # Mechanics – Damage 16), which isn't modelled: such an action is refused there.
    repeated_damage_is_one_event: ClassVar[bool] = True
    # Words in log texts that differ ("the battlefield" -> "play" in 2008), applied in order.
    wording: ClassVar[tuple[tuple[str, str], ...]] = ()
    zones: ClassVar[dict[str, str]] = {
        "battlefield": "battlefield",
        "graveyard": "graveyard",
        "exile": "exile",
        "library": "library",
        "hand": "hand",
    }
    # The log steps made so far (effects.make_step), by text, concepts and rules: a resolution logs the
    # same step on many lines of play, and questions alike log alike. An instance serves one resolution
    # (get_ruleset makes a new one), given its class's steps (a step depends on the class alone: its wording and
    # its concepts' rules; never changed once made), kept up to STEPS_KEPT.
    steps: dict[tuple, Step] = field(default_factory=dict, compare=False, repr=False)
    # Misconceptions switched on (resolver/misconceptions.py): the answer a player who believes them would give,
    # for quiz distractors; never a ruling.
    misconceptions: frozenset[str] = field(default=frozenset(), compare=False)
    # Misconceptions this rule system can't express (the rule they get wrong isn't one it has, or isn't
    # modelled under it): switching one on stops the answer with this reason (get_ruleset), never a silent no-op.
    refused_misconceptions: ClassVar[dict[str, str]] = {}

    def borrowed(self, rule: str) -> bool:
        """Whether `rule` is cited from another rule system's text (2008: today's rules where rule 419 has none)."""
        return False

    def misconceived(self, key: str) -> bool:
        """Whether the misconception `key` is switched on (resolver/misconceptions.py)."""
        return key in self.misconceptions

    def cite(self, concept: str) -> list[str]:
        """The rules for a concept; a concept this system doesn't decide stops the answer (never guessed)."""
        if concept in self.undecided:
            raise Unmodelled(f"{self.short or self.key}: {self.undecided[concept]}")
        return list(self.concepts[concept].rules)

    def refuse_if_undecided(self, concept: str) -> None:
        """Stop the answer where this rule system has a rule on `concept` that isn't modelled (a rule only an
        older system has, such as 2008's planeswalker uniqueness rule); nothing where it has no such rule."""
        if concept in self.undecided:
            self.cite(concept)

    def word(self, text: str) -> str:
        """A log text in this rule system's own terms."""
        for old, new in self.wording:
            text = text.replace(old, new)
        return text

    def damage_recipient(self, run: Run, ref: str) -> str:
        """Where damage to `ref` goes (Grand Archive: damage to a player is dealt to their champion)."""
        return ref

    # Hooks the engine calls; a rule system overrides what it does differently.
    def deal_results(self, run: Run, pieces: list[Piece], prevented: Sequence[Piece] = ()) -> None:
        """What the damage dealt (`pieces`) does. `prevented`: the pieces some of whose damage was prevented,
        given only when a misconception switched on gives prevented damage results (resolver/damage.py)."""
        raise NotImplementedError

    def state_based_actions(self, run: Run) -> None:
        raise NotImplementedError

    def inherent_effects(self, obj: GameObject) -> list[Effect]:
        """Effects the rules give an object by themselves (not from any card's text)."""
        return []

    def player_effects(self, player: Player) -> list[Effect]:
        """Effects the rules give a player by their keywords (protection's damage prevention)."""
        return []

    def refuse_types(self, types: frozenset[str], where: str) -> None:
        """Refuse (exit 3) a permanent of card types this game doesn't have. Magic takes a Grand Archive
        unit as a creature with its life as toughness, so `--compare` can put one board to every ruleset."""

    def to_graveyard(self, run: Run, ref: str, dies: bool) -> str:
        """Put a permanent into its owner's graveyard (or where a replacement sends it); returns the zone."""
        from .events import put_into_graveyard

        return put_into_graveyard(run.branch(), ref, dies=dies)


MTG_CONCEPTS: dict[str, Concept] = {
    "prevention": Concept("Effects that say 'prevent' are prevention effects", ("615.1", "615.1a")),
    "prevented": Concept("Prevented damage never happens; it has no results", ("615.6",)),
    "additional": Concept("A prevention effect's additional effect happens right after it", ("615.5",)),
    "shield": Concept("'Prevent the next N damage' is a shield reduced by what it prevents", ("615.7",)),
    "shield_split": Concept(
        "Several sources at once: the protected player picks which damage the shield prevents", ("615.7",)
    ),
    "next_instance": Concept("'The next time a source would deal damage' prevents one instance", ("615.8",)),
    "source_choice": Concept(
        "A source of a player's choice with properties is rechecked and not used up if it no longer matches",
        ("615.9", "609.7a", "609.7b"),
    ),
    "chosen_source": Concept(
        "A source of a player's choice is chosen as the effect is created, and rechecked", ("609.7a", "609.7b")
    ),
    "static_n": Concept("A static 'prevent N of that damage' applies to each damage event", ("615.10",)),
    "per_creature": Concept("'Each of a number of creatures' gives each its own shield at resolution", ("615.11",)),
    "unpreventable": Concept(
        "Unpreventable damage: prevention still applies, prevents nothing, shields "
        "are not reduced, additional effects happen",
        ("615.12",),
    ),
    "unpreventable_once": Concept("A prevention effect is applied to unpreventable damage only once", ("615.12a",)),
    "prevent_trigger": Concept("'When damage is prevented' triggers once per application", ("615.13",)),
    "replacement": Concept("Effects that say 'instead' are replacement effects", ("614.1", "614.1a")),
    "once_per_event": Concept("Each replacement or prevention effect applies once to an event", ("614.5",)),
    "redirect": Concept(
        "Redirection does nothing if the new recipient is gone or no longer a creature or planeswalker", ("614.9",)
    ),
    "self_replacement": Concept("Self-replacement effects apply first", ("616.1a", "614.15")),
    "order": Concept("The affected player or controller chooses the order of effects", ("616.1", "616.1e")),
    "reapply": Concept("After each effect, recheck what still applies", ("616.1f",)),
    "newly_applicable": Concept("A modified event can bring new effects into play", ("616.2",)),
    "zero_damage": Concept("Zero damage is no damage: nothing to replace, nothing triggers", ("120.8",)),
    "source_of_damage": Concept("Many prevention effects apply to damage from a source", ("615.2", "609.7")),
    "life_loss": Concept("Damage to a player causes that much life loss", ("120.3a",)),
    "ability_independent": Concept(
        "Once activated, an ability exists independently of its source", ("113.7a", "602.2b")
    ),
    "count_x": Concept(
        "X defined by the text is counted, not chosen: as it resolves, or each time a static ability applies",
        ("107.3c",),
    ),
    "devotion": Concept("Devotion to a color: that color's mana symbols in the costs of your permanents", ("700.5",)),
    "basic_land_types": Concept("The basic land types are Plains, Island, Swamp, Mountain and Forest", ("305.6",)),
    "modal": Concept("The mode of a modal activated ability is chosen as it is activated", ("700.2a",)),
    "any_player": Concept(
        "An ability any player may activate is controlled by the player who activates it", ("602.2", "113.8")
    ),
    "lose_ability": Concept("An effect makes an object lose an ability (layer 6)", ("613.1f",)),
    "pay_life": Concept("A player pays life only if their life total is at least that much", ("119.4",)),
    "sba_aura": Concept("An Aura attached to nothing or to an illegal object goes to the graveyard", ("704.5m",)),
    "sba_aura_illegal": Concept(
        "An Aura attached to what its enchant ability doesn't allow goes to the graveyard", ("704.5m", "303.4c")
    ),
    "sba_aura_protection": Concept(
        "An Aura attached to a permanent with protection from a quality it has goes to the graveyard",
        ("704.5m", "702.16c"),
    ),
    "sba_equipment": Concept(
        "An Equipment attached to what it can't equip (a noncreature, a player) becomes unattached",
        ("704.5n", "301.5c"),
    ),
    "sba_equipment_protection": Concept(
        "An Equipment attached to a permanent with protection from a quality it has becomes unattached",
        ("704.5n", "702.16d"),
    ),
    "life_floor": Concept(
        "An effect that says damage reduces a life total to N 'instead' replaces that life loss", ("614.1a", "120.3a")
    ),
    "poison": Concept("Infect damage to a player gives poison counters instead", ("120.3b", "702.90b")),
    "loyalty": Concept("Damage to a planeswalker removes loyalty counters", ("120.3c", "306.8")),
    "loyalty_cost": Concept(
        "A loyalty ability's cost puts on or removes loyalty counters; a negative cost needs at least that many",
        ("606.4", "606.6"),
    ),
    "wither_counters": Concept("Wither damage to a creature becomes -1/-1 counters", ("120.3d", "702.80a")),
    "infect_counters": Concept("Infect damage to a creature becomes -1/-1 counters", ("120.3d", "702.90c")),
    "damage_marked": Concept("Other damage to a creature is marked on it", ("120.3e",)),
    "lifelink": Concept(
        "Damage from a lifelink source makes its controller gain that much life", ("120.3f", "702.15b")
    ),
    "toxic": Concept(
        "Combat damage to a player from a toxic creature also gives poison counters", ("120.3g", "702.164c")
    ),
    "cant_gain_life": Concept("A player who can't gain life doesn't", ("119.7",)),
    "shield_counter": Concept("A shield counter prevents damage to its permanent and is removed", ("122.1c",)),
    "counter": Concept("A countered spell is put into its owner's graveyard and doesn't resolve", ("701.5a",)),
    "uncounterable": Concept("A spell that can't be countered isn't", ("101.2",)),
    "totem_armor": Concept(
        "Totem armor: if the enchanted permanent would be destroyed, all damage is removed from it and the Aura is "
        "destroyed instead",
        ("702.89a", "614.1a"),
    ),
    "protection": Concept("Protection prevents damage from sources with the quality", ("702.16e",)),
    "sba": Concept("State-based actions are checked and performed together", ("704.3",)),
    "sba_life": Concept("A player with 0 or less life loses", ("704.5a",)),
    "sba_poison": Concept("A player with ten or more poison counters loses", ("704.5c",)),
    "sba_toughness": Concept("A creature with toughness 0 or less goes to the graveyard", ("704.5f",)),
    "sba_lethal": Concept("A creature with lethal damage marked is destroyed", ("704.5g", "120.6")),
    "sba_deathtouch": Concept("A creature dealt damage by a deathtouch source is destroyed", ("704.5h", "702.2b")),
    "sba_loyalty": Concept("A planeswalker with 0 loyalty goes to the graveyard", ("704.5i",)),
    "sba_legend": Concept(
        "Legend rule: a player with two or more legendary permanents with the same name keeps one, the rest "
        "go to the graveyard",
        ("704.5j",),
    ),
    "sba_counters": Concept("+1/+1 and -1/-1 counters annihilate in pairs", ("704.5q",)),
    "indestructible": Concept("Indestructible permanents aren't destroyed by lethal damage", ("702.12b",)),
    "draw": Concept("Drawing a card", ("121.1",)),
    "cast": Concept("Casting a spell", ("601.2",)),
    "kicker": Concept("Whether a spell is kicked is announced as it is cast", ("702.33a", "702.33d", "601.2b")),
    "spell_condition": Concept(
        "A spell's 'if' is checked as it resolves, with the game's information then", ("608.2c", "608.2h")
    ),
    "stated_condition": Concept(
        "An ability word's condition is the text that follows it, checked as the spell resolves",
        ("207.2c", "608.2h"),
    ),
    "lose_ability_now": Concept("An effect from a resolving spell affects the objects there as it begins", ("611.2c",)),
    "activate": Concept("Activating an ability", ("602.2",)),
    # optional casts and activations (resolver/optional.py): a card in hand, an ability the player may use
    "may_cast": Concept(
        "A player with priority may cast an instant, choosing its targets as it is cast", ("117.1a", "601.2c")
    ),
    "may_activate": Concept(
        "A player with priority may activate an ability, choosing its targets as it is activated", ("117.1b", "602.2b")
    ),
    "pass": Concept("A player with priority may take no action (they pass)", ("117.3d",)),
    "no_legal_target": Concept(
        "A spell or ability that needs a target can't be cast or activated without a legal one", ("601.2c", "601.2e")
    ),
    "sorcery_timing": Concept(
        "A sorcery is cast only in its controller's main phase, with the stack empty", ("117.1a", "307.1")
    ),
    "tapped_cost": Concept("A permanent that's already tapped can't be tapped to pay a cost", ("107.5", "118.3")),
    "ability_on_battlefield": Concept(
        "A permanent's abilities function only while it is on the battlefield", ("113.6",)
    ),
    "pay_cost": Concept(
        "An activated ability's cost is paid as it is activated, by its controller's choices; an unpayable cost "
        "can't be paid",
        ("602.2b", "601.2h", "118.3"),
    ),
    "tap_untap": Concept("Tapping and untapping a permanent", ("701.21a", "701.21b")),
    "resolve": Concept("A spell or ability resolves: follow its instructions in order", ("608.2",)),
    "trigger": Concept("A triggered ability triggers, then goes on the stack and resolves", ("603.2", "603.3")),
    "trigger_no_target": Concept(
        "A triggered ability with no legal target as it is put on the stack is removed from the stack", ("603.3d",)
    ),
    "attack_trigger": Concept(
        "Abilities that trigger on attackers being declared trigger then, and resolve before blockers are declared",
        ("508.1m", "508.2"),
    ),
    "flanking": Concept(
        "Flanking triggers when a creature without flanking blocks it: that blocker gets -1/-1 until end of turn",
        ("702.25a", "702.25b"),
    ),
    "attacks_alone": Concept(
        "A creature attacks alone if it is the only one declared as an attacker: each exalted then triggers",
        ("506.5", "702.83a", "702.83b"),
    ),
    "block_trigger": Concept(
        "Abilities that trigger on blockers being declared trigger then, and go on the stack before priority",
        ("509.1i", "509.4a", "509.5a", "509.5c"),
    ),
    "gain": Concept("A player gains life", ("119.3",)),
    "lose_life": Concept("An effect makes a player lose life", ("119.3",)),
    "counters": Concept("Counters are put on or removed from an object", ("122.1",)),
    "lose": Concept("An effect says a player loses the game", ("104.3e",)),
    # other_events family: damage replaced by events that aren't damage, and "can't lose the game"
    "sacrifice": Concept("A player sacrifices permanents they control, their choice", ("701.17a",)),
    "destroy": Concept("A destroyed permanent is put into its owner's graveyard", ("701.7a",)),
    "mill": Concept(
        "Milling puts cards from the top of a library into the graveyard, as many as it has", ("701.13a", "701.13b")
    ),
    "as_much_as_possible": Concept("An effect that can't be done in full does as much as possible", ("609.3",)),
    "cant_lose": Concept("A player who can't lose the game doesn't lose it", ("101.2", "104.3b")),
    "characteristics": Concept("An effect changes an object's characteristics", ("613.1",)),
    "pump": Concept(
        "A resolved spell or ability changes power and toughness until end of turn, applied in layer 7c to the "
        "objects there as it began",
        ("611.2a", "611.2c", "613.4c"),
    ),
    "anthem": Concept(
        "A static ability's effect applies to the creatures it names for as long as its source is on the "
        "battlefield, in layer 7c",
        ("604.2", "611.3a", "613.4c"),
    ),
    "scry": Concept("Scry: look at the top N cards of your library and put them back in any order", ("701.18a",)),
    "cant_regenerate": Concept(
        "A permanent that can't be regenerated: its regeneration shields aren't applied", ("701.15c",)
    ),
    "zone_change": Concept("An object that moves between zones becomes a new object", ("400.7",)),
    "not_damageable": Concept("Only creatures, planeswalkers and players can be dealt damage", ("120.1a",)),
    "illegal_target": Concept("A spell or ability whose target is gone doesn't affect it", ("608.2b",)),
    "fight": Concept(
        "Creatures that fight each deal damage equal to its power to the other (not combat damage); one that is "
        "gone or an illegal target means neither does",
        ("701.12a", "701.12b", "701.12d"),
    ),
    "bite": Concept(
        "A creature a spell or ability tells to deal damage equal to its power deals it (the creature is its source)",
        ("608.2h", "120.3"),
    ),
    "shroud": Concept("Shroud: this can't be the target of spells or abilities", ("702.18a",)),
    "hexproof": Concept(
        "Hexproof: this can't be the target of its controller's opponents' spells or abilities", ("702.11b",)
    ),
    "protection_target": Concept(
        "Protection: this can't be targeted by spells or abilities from sources with the quality", ("702.16b",)
    ),
    "hexproof_player": Concept(
        "Hexproof on a player: they can't be the target of spells or abilities their opponents control", ("702.11c",)
    ),
    "protection_everything": Concept(
        "Protection from everything: no spell or ability can target it, and all damage to it is prevented",
        ("702.16j",),
    ),
    "prowess": Concept(
        "Prowess: casting a noncreature spell gives this creature +1/+1 until end of turn", ("702.108a",)
    ),
    "ward": Concept(
        "Ward: targeting this with an opponent's spell or ability counters it unless that player pays", ("702.21a",)
    ),
    "game_over": Concept("A player whose opponents have all left the game wins", ("104.2a",)),
    "game_draw": Concept("If all the remaining players lose at the same time, the game is a draw", ("104.4a",)),
    "combat_damage": Concept("Combat damage is assigned, then dealt simultaneously", ("510.1", "510.2")),
    "unblocked": Concept("An unblocked creature deals damage to what it attacks", ("510.1b",)),
    "blocked": Concept(
        "A blocked creature divides its damage among its blockers as its controller chooses", ("510.1c",)
    ),
    "blocker": Concept("A blocking creature deals damage to the creature it blocks", ("510.1d",)),
    "no_power": Concept("A creature with 0 or less power assigns no combat damage", ("510.1a",)),
    "first_strike": Concept("First and double strike make two combat damage steps", ("510.4", "702.7b", "702.4b")),
    "trample": Concept("Trample: excess damage over lethal may go to the player", ("702.19b",)),
    "trample_no_blockers": Concept(
        "A blocked trampler that no creature blocks any more assigns all its damage to the player or planeswalker",
        ("702.19d",),
    ),
    "removed_from_combat": Concept(
        "A creature removed from combat (or that stops being a creature) deals and is dealt no combat damage",
        ("506.4", "510.1"),
    ),
    "attacking_nothing": Concept(
        "A creature whose planeswalker left attacks nothing: trample has no one to assign excess to",
        ("506.4c", "702.19b"),
    ),
    "deathtouch_lethal": Concept("Any damage from deathtouch counts as lethal for assignment", ("702.2c",)),
    "regenerate": Concept(
        "Regeneration replaces destruction: damage is removed, the permanent is tapped and leaves combat; "
        "damage was still dealt",
        ("614.8", "701.15a"),
    ),
    "combat_no_stack": Concept(
        "Combat damage doesn't use the stack: a creature that leaves before damage is dealt deals none",
        ("510.2", "506.4"),
    ),
    "stack_order": Concept("The last spell or ability put on the stack resolves first", ("405.5",)),
}


_GA_ONLY = "is a Grand Archive rule; Magic has no such thing"
MTG_UNDECIDED: dict[str, str] = {
    "class_bonus": f"[Class Bonus] {_GA_ONLY}",
    "champion_damage": f"damage counters on a champion {_GA_ONLY}",
    "sba_champion": f"a champion dying {_GA_ONLY}",
    "to_champion": f"damage to a player going to their champion {_GA_ONLY}",
    "bulwark": f"a bulwark counter {_GA_ONLY}",
    "combat_stack": "combat damage doesn't use the stack under the current rules (CR 510.2)",
}


@cache
def _results() -> ModuleType:
    """resolver/results.py, imported once, when first used (it imports the run's context, which imports this
    module; an import statement in a method costs more than the state-based actions it leads to)."""
    from . import results

    return results


@dataclass(frozen=True)
class MtgRuleset(Ruleset):
    """Magic: The Gathering, current Comprehensive Rules (614-616, 120, 122.1c, 704)."""

    key: ClassVar[str] = "mtg"
    title: ClassVar[str] = "Magic: The Gathering — Comprehensive Rules (current)"
    short: ClassVar[str] = "MTG today"
    concepts: ClassVar[dict[str, Concept]] = MTG_CONCEPTS
    undecided: ClassVar[dict[str, str]] = MTG_UNDECIDED
    refused_misconceptions: ClassVar[dict[str, str]] = {
        "instance_kept_by_unpreventable": "a Grand Archive belief: an instance effect that waits for damage it can "
        "prevent is Magic's own rule (615.8)",
    }

    def deal_results(self, run: Run, pieces: list[Piece], prevented: Sequence[Piece] = ()) -> None:
        _results().mtg_damage_results(run, pieces, prevented)

    def state_based_actions(self, run: Run) -> None:
        _results().mtg_state_based_actions(run)

    def inherent_effects(self, obj: GameObject) -> list[Effect]:
        """Shield counters (CR 122.1c) and protection's damage prevention (CR 702.16e)."""
        if not obj.is_permanent:
            return []
        me = (Selector(id=obj.id),)
        out: list[Effect] = [
            Prevention(
                id=f"shield-counter:{obj.id}",
                name=f"{obj.name}'s shield counter",
                controller=obj.controller,
                source=obj.id,
                to=me,
                amount="all",
                uses="each",
                requires_counter="shield",
                additional=(AdditionalIn(op="counters", on="this", counter="shield", remove=True, count="event"),),
                concept="shield_counter",
            )
        ]
        for color in sorted(obj.keywords.protection):
            out.append(
                Prevention(
                    id=f"protection:{obj.id}:{color}",
                    name=f"{obj.name}'s protection from {COLOR_WORDS[color]}",
                    controller=obj.controller,
                    source=obj.id,
                    static=True,
                    to=me,
                    from_=(Selector(colors=[color]),),
                    amount="all",
                    uses="each",
                    concept="protection",
                )
            )
        return out

    def player_effects(self, player: Player) -> list[Effect]:
        """A player's protection (CR 702.16e): damage from sources with the quality (702.16j: from everything,
        all damage) that would be dealt to them is prevented."""
        kw = player.keywords
        whose = "Your" if player.name == "You" else f"{player.name}'s"
        me = (Selector(player=player.name),)
        out: list[Effect] = []
        if "everything" in kw.other_protection:
            out.append(
                Prevention(
                    id=f"protection:{player.name}:everything",
                    name=f"{whose} protection from everything",
                    controller=player.name,
                    to=me,
                    amount="all",
                    uses="each",
                    concept="protection_everything",
                )
            )
        for color in sorted(kw.protection):
            out.append(
                Prevention(
                    id=f"protection:{player.name}:{color}",
                    name=f"{whose} protection from {COLOR_WORDS[color]}",
                    controller=player.name,
                    to=me,
                    from_=(Selector(colors=[color]),),
                    amount="all",
                    uses="each",
                    concept="protection",
                )
            )
        return out


def _registry() -> dict[str, type[Ruleset]]:
    from .grand_archive import GrandArchiveRuleset
    from .mtg2008 import Mtg2008Ruleset

    return {"mtg": MtgRuleset, "mtg-2008": Mtg2008Ruleset, "grand-archive": GrandArchiveRuleset}


RULESETS: dict[str, type[Ruleset]] = _registry()
ALL_RULESETS = tuple(RULESETS)  # every ruleset key the contract names
GAME_OF = {key: rs.game for key, rs in RULESETS.items()}  # whose cards each one uses


STEPS_KEPT = 20_000  # log steps kept per rule system between resolutions (then they are made again)
_STEPS: dict[type[Ruleset], dict[tuple, Step]] = {}


def _steps_of(cls: type[Ruleset]) -> dict[tuple, Step]:
    """The log steps made so far under rule system `cls` (effects.make_step: the same text, concepts and rules make
    the same step), emptied when there are STEPS_KEPT of them."""
    steps = _STEPS.setdefault(cls, {})
    if len(steps) >= STEPS_KEPT:
        steps.clear()
    return steps


def get_ruleset(key: str, misconceptions: frozenset[str] = frozenset()) -> Ruleset:
    unknown = sorted(set(misconceptions) - set(MISCONCEPTIONS))
    if unknown:
        raise BadInput(
            f"unknown misconception {unknown[0]!r} (known: {', '.join(MISCONCEPTIONS)})", field="misconceptions"
        )
    if key in RULESETS:
        cls = RULESETS[key]
        for name in sorted(misconceptions):
            if name in cls.refused_misconceptions:
                raise Unmodelled(
                    f"{cls.short}: the misconception {name!r} can't be switched on: {cls.refused_misconceptions[name]}"
                )
        return cls(misconceptions=frozenset(misconceptions), steps=_steps_of(cls))
    raise BadInput(f"unknown ruleset {key!r} (supported: {', '.join(RULESETS)})", field="ruleset")
