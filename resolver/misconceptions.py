"""Known misconceptions about the rules, as switches on the engine (issue #17: quiz distractors).

A switch makes the engine answer as a player who believes the misconception would: the quiz offers that
answer as a wrong option, and explains it with the rules it gets wrong. A scenario names its switches in
`misconceptions`; a resolution that used any says so in `misconceived` and is never a ruling.

Each switch is read (`ruleset.misconceived(key)`) where the engine applies the real rule, and only there:

- lifelink_from_prevented — results of damage (resolver/results.py, mtg_damage_results)
- trample_skips_shielded_blocker — trample's lethal damage in assignment (resolver/combat.py, _lethal)
- fog_still_deals_combat_damage — "deals / is dealt damage" triggers (resolver/play.py, after_damage)
- protection_stops_unpreventable, infect_unpreventable — whether a prevention effect may prevent a piece of
  damage (resolver/prevention.py, Prevention.unpreventable)
- unpreventable_cancels_other_effects — a prevention effect's additional effects and counter costs
  (resolver/prevention.py, Prevention.apply)
- shield_ends_after_one_event — a shield's pool after it applies (resolver/prevention.py, Prevention.apply)
- doubling_before_prevention, two_doublers_apply_once, self_replacement_late — which effects the affected
  player may apply next (resolver/orders.py, _candidates and _apply)
- deathtouch_through_prevention — results of damage (resolver/results.py, mtg_damage_results)
- protection_cant_block — the blocks declared (resolver/combat.py, believed_blocks)

A step the belief changed says so ("Believing that …: …") and cites the rules the belief gets wrong. A rule
system that can't express a switch refuses it as the resolution starts (Ruleset.refused_misconceptions).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .ruleset import Ruleset


@dataclass(frozen=True)
class Misconception:
    key: str
    belief: str  # what the player believes, as the quiz explains it
    truth: str  # what the rules say instead
    rules: tuple[str, ...]  # the rules the belief gets wrong
    topic: str


_ALL = (
    Misconception(
        "lifelink_from_prevented",
        "lifelink gains life for prevented damage",
        "lifelink gains life only for damage actually dealt; prevented damage isn't dealt",
        ("615.6", "702.15b"),
        "prevention",
    ),
    Misconception(
        "trample_skips_shielded_blocker",
        "trample may skip a blocker whose damage would be prevented",
        "lethal damage must be assigned to each blocker, ignoring prevention and protection",
        ("702.19b",),  # its last sentences (in the bundled CR, 702.19c is trample over planeswalkers)
        "combat",
    ),
    Misconception(
        "fog_still_deals_combat_damage",
        '"deals combat damage" still happens (and triggers) when Fog prevents it',
        "prevented damage isn't dealt, so nothing that needs it to be dealt happens",
        ("615.6", "120.4b"),
        "prevention",
    ),
    Misconception(
        "protection_stops_unpreventable",
        "protection stops damage that can't be prevented",
        "protection's damage clause is a prevention effect; it can't stop damage that can't be prevented",
        ("615.12", "702.16e"),
        "prevention",
    ),
    Misconception(
        "unpreventable_cancels_other_effects",
        "when damage can't be prevented, a prevention effect's other effects don't happen either",
        "the prevention effect still applies its other effects, only the prevention itself does nothing",
        ("615.12",),
        "prevention",
    ),
    Misconception(
        "shield_ends_after_one_event",
        'a "prevent the next N damage" shield is used up by the first event it touches',
        "it prevents up to N in total, across events, until it is used up or the turn ends",
        ("615.7",),
        "prevention",
    ),
    Misconception(
        "doubling_before_prevention",
        "damage is always doubled before prevention applies",
        "the affected player or controller chooses the order of replacement and prevention effects",
        ("616.1", "616.1e"),
        "replacement",
    ),
    Misconception(
        "two_doublers_apply_once",
        "with two doublers only one of them applies (2 damage becomes 4)",
        "each replacement effect applies once to the event, one after the other: 2 becomes 4, then 8",
        ("614.5", "616.1"),
        "replacement",
    ),
    Misconception(
        "self_replacement_late",
        "a self-replacement effect waits its turn among the other replacement effects",
        "self-replacement effects apply first, before other replacement effects",
        ("616.1a",),
        "replacement",
    ),
    Misconception(
        "infect_unpreventable",
        "damage from a source with infect can't be prevented",
        "infect changes the result of damage, not whether it can be prevented",
        ("702.90b", "120.3b"),
        "prevention",
    ),
    Misconception(
        "deathtouch_through_prevention",
        "deathtouch destroys a creature even when the damage is prevented",
        "deathtouch needs damage actually dealt; prevented damage isn't",
        ("702.2b", "615.6"),
        "combat",
    ),
    Misconception(
        "instance_kept_by_unpreventable",
        "an instance prevention effect waits for damage it can prevent (as in Magic)",
        "in Grand Archive an instance effect is used up by the next instance of damage, even unpreventable damage",
        ("ga:damage-prevention/5.2", "ga:damage-prevention/7"),
        "grand-archive",
    ),
    Misconception(
        "protection_cant_block",
        "a creature with protection can't block",
        "protection stops being blocked by creatures of the quality, not blocking",
        ("702.16f",),
        "combat",
    ),
)
MISCONCEPTIONS: dict[str, Misconception] = {m.key: m for m in _ALL}


class _Says(Protocol):
    ruleset: Ruleset

    def say(self, text: str, *concepts: str, rules: tuple[str, ...] = ()) -> None: ...


def believed(where: _Says, key: str, text: str, *concepts: str) -> None:
    """Log a step a switched-on misconception changed: "Believing that <belief>: <text>", citing the ruleset's
    rules for `concepts` and, under Magic, the rules the belief gets wrong (Grand Archive cites its own)."""
    m = MISCONCEPTIONS[key]
    rules = m.rules if where.ruleset.game == "mtg" else ()
    where.say(f"Believing that {m.belief}: {text}", *concepts, rules=rules)
