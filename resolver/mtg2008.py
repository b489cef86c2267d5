"""Magic: The Gathering as of the March 17, 2008 rulings: rule 419 (replacement and prevention effects).

The engine is the same; the policy differs where 419 differs from today's 614-616:
- 419.7c: a static "prevent N of that damage" applies per *source* at a given time (today: per event).
- combat damage is assigned and put on the stack (419.8a speaks of "a creature that assigned combat damage
  on the stack"), so a creature that leaves play afterwards still deals it.
- old terms: "in play", "removed from the game".
What 419 doesn't decide (today's 615.12 on unpreventable damage, shield counters, mechanics that came later
or worked differently then) stops the answer with a message instead of borrowing today's rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import BadInput
from .ruleset import MTG_CONCEPTS, MTG_UNDECIDED, Concept, MtgRuleset

TODAY = "today's rule: the 2008 text of this rule isn't part of rule 419 and isn't bundled"

_419: dict[str, Concept] = {
    "prevention": Concept("Effects that say 'prevent' are prevention effects", ("419.1d", "419.7a")),
    "prevented": Concept("A prevented or replaced event never happens", ("419.5",)),
    "additional": Concept("The modified event happens instead, with what the effect adds", ("419.5",)),
    "shield": Concept("'Prevent the next N damage' is a shield reduced by what it prevents", ("419.7b",)),
    "shield_split": Concept(
        "Several sources at once: the player or controller chooses which damage the shield prevents first",
        ("419.7b",),
    ),
    "next_instance": Concept("'The next time a source would deal damage, prevent that damage'", ("419.8a",)),
    "source_choice": Concept(
        "A source of a player's choice (a permanent, a spell, a creature whose combat damage is on the stack) "
        "is chosen as the effect is created; properties are rechecked and an unused shield isn't used up",
        ("419.8a", "419.8b"),
    ),
    "static_n": Concept(
        "A static 'prevent N of that damage' applies to each source at a given time (not each event)", ("419.7c",)
    ),
    "per_creature": Concept("'Each of a number of creatures' gives each its own shield at resolution", ("419.7d",)),
    "replacement": Concept("Effects that say 'instead' are replacement effects", ("419.1a",)),
    "once_per_event": Concept("A replacement effect gets one opportunity for each event", ("419.6a",)),
    "redirect": Concept(
        "Redirection does nothing if the new recipient left play or is no longer a creature or planeswalker",
        ("419.6c",),
    ),
    "self_replacement": Concept("Self-replacement effects apply first", ("419.6d", "419.9a")),
    "order": Concept("The affected player or controller chooses which effect applies first", ("419.9a",)),
    "reapply": Concept("Then the other effect applies if it is still appropriate", ("419.9a",)),
    "newly_applicable": Concept("A modified event can bring new replacement effects into play", ("419.9b",)),
    "zero_damage": Concept("A source that would deal 0 damage deals no damage: nothing triggers", ("419.5a",)),
    "source_of_damage": Concept("Some effects apply to damage from a source", ("419.8a",)),
    "regenerate": Concept(
        "Regeneration replaces destruction; abilities that trigger on the damage still trigger", ("419.6b",)
    ),
    "combat_stack": Concept(
        "Combat damage is assigned and put on the stack; a creature that assigned it deals it even after leaving play",
        ("419.8a",),
        note="419.8a speaks of 'a creature that assigned combat damage on the stack'",
    ),
}

_OWN = frozenset(r for c in _419.values() for r in c.rules)  # the 2008 rules cited: rule 419's

_UNDECIDED = {
    "unpreventable": "rule 419 doesn't say how prevention effects treat damage that can't be prevented (whether "
    "shields are reduced or used up, whether additional effects happen); today's CR 615.12 does — "
    "resolve this under mtg instead",
    "unpreventable_once": "rule 419 doesn't say how prevention effects treat damage that can't be prevented "
    "(today's CR 615.12a) — resolve this under mtg instead",
    "shield_counter": "shield counters didn't exist in 2008 (they arrived in 2022)",
    "totem_armor": "totem armor didn't exist in March 2008 (it arrived in 2010)",
    "poison": "infect didn't exist in March 2008 (it arrived in 2011)",
    "wither_counters": "wither and infect came after the March 2008 rules",
    "infect_counters": "infect didn't exist in March 2008 (it arrived in 2011)",
    "toxic": "toxic didn't exist in 2008",
    "fight": "fight (CR 701.12) came in 2011, after the March 2008 rules",
    "bite": "spells that have a creature deal damage equal to its power (2011 on) aren't modelled under the 2008 rules",
    "lifelink": "lifelink was a triggered ability in 2008 ('whenever this deals damage, you gain that much life'); "
    "that version isn't modelled",
    "sba_deathtouch": "deathtouch was a triggered ability in 2008 ('whenever this deals damage to a creature, "
    "destroy that creature'); that version isn't modelled",
    "sba_legend": "the 2008 legend rule put all legendary permanents with the same name into their owners' "
    "graveyards, whoever controlled them; that version isn't modelled",
    "deathtouch_lethal": "deathtouch didn't change combat damage assignment in 2008",
    # rules the 2008 game had that today's hasn't, or that came after March 2008 (resolver/walkers2008.py)
    "sba_counters": "the state-based action that removes +1/+1 and -1/-1 counters in pairs (today's 704.5q) came "
    "with Shadowmoor, after the March 2008 rules; counters in 2008 aren't modelled",
    "pw_uniqueness": "the 2008 planeswalker uniqueness rule put planeswalkers that share a planeswalker type into "
    "their owners' graveyards; that rule isn't modelled",
    "pw_redirect": "under the 2008 rules the controller of a source dealing noncombat damage to an opponent who "
    "controls a planeswalker could have it dealt to that planeswalker instead; that choice isn't modelled",
    "combat_no_stack": "in 2008 combat damage used the stack",
}


@dataclass(frozen=True)
class Mtg2008Ruleset(MtgRuleset):
    """The 2008 rules: 419 for replacement and prevention; other concepts cite today's rule, marked so."""

    key: ClassVar[str] = "mtg-2008"
    title: ClassVar[str] = "Magic: The Gathering — Comprehensive Rules as of March 2008 (rule 419)"
    short: ClassVar[str] = "MTG 2008"
    concepts: ClassVar[dict[str, Concept]] = {
        **{
            name: Concept(c.summary, c.rules, note=TODAY)
            for name, c in MTG_CONCEPTS.items()
            if name not in _419 and name not in _UNDECIDED
        },
        **_419,
    }
    undecided: ClassVar[dict[str, str]] = {
        **{k: v for k, v in MTG_UNDECIDED.items() if k not in _419},
        **_UNDECIDED,
    }
    static_prevention_scope = "source"

    def borrowed(self, rule: str) -> bool:
        """Every rule cited that isn't one of rule 419's: today's rule, marked so in answers (TODAY)."""
        return rule not in _OWN

    # What the 2008 rules can't express (resolver/misconceptions.py): the rule the belief gets wrong is one
    # rule 419 doesn't decide, or the keyword worked otherwise then.
    refused_misconceptions: ClassVar[dict[str, str]] = {
        "lifelink_from_prevented": _UNDECIDED["lifelink"],
        "protection_stops_unpreventable": _UNDECIDED["unpreventable"],
        "unpreventable_cancels_other_effects": _UNDECIDED["unpreventable"],
        "infect_unpreventable": _UNDECIDED["infect_counters"],
        "deathtouch_through_prevention": _UNDECIDED["sba_deathtouch"],
        "instance_kept_by_unpreventable": "a Grand Archive belief: Magic has no such effect to misjudge",
    }
    combat_uses_stack: ClassVar[bool] = True

    def check_targets(self, state: Any, abilities: list[Any], targets: list[str], name: str, where: str) -> None:
        """A spell or ability that today targets "any target" read "target creature or player" in 2008 ("any target"
        is the wording of 2018): a planeswalker that isn't a creature can't be its target; noncombat damage reached
        one only by the redirection rule of the time, which isn't modelled (audit 31: Lightning Bolt took Ajani
        Goldmane's loyalty under the 2008 rules)."""
        if not any(getattr(ab, "target_kind", "") is None for ab in abilities):
            return
        for i, ref in enumerate(targets):
            obj = state.objects.get(ref)
            if obj is not None and obj.is_planeswalker and not obj.is_creature:
                raise BadInput(
                    f'under the 2008 rules {name} targeted a creature or player (its "any target" is 2018\'s '
                    f"wording), not {state.display(ref)}: damage reached a planeswalker then only by redirection, "
                    "which isn't modelled",
                    field=f"{where}.targets[{i}]",
                )

    wording: ClassVar[tuple[tuple[str, str], ...]] = (
        ("onto the battlefield", "into play"),
        ("on the battlefield", "in play"),
        ("the battlefield", "play"),
        ("exiled", "removed from the game"),
        ("(exile)", "(removed from the game)"),
    )
    zones: ClassVar[dict[str, str]] = {
        "battlefield": "in play",
        "graveyard": "graveyard",
        "exile": "removed from the game",
        "library": "library",
        "hand": "hand",
    }
