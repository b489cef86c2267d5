"""Question templates: a situation with slots, filled from pools of modelled cards that are interchangeable
for the question (as RulesGuru's card pools), and what the question asks.

A template writes its situation in the situation language (README "Situations in plain words"), so the
quiz shows the very words the reader turns into the scenario the engine answers. It lists the
misconceptions (resolver/misconceptions.py) a player might hold about it: each gives a wrong option when
the engine, with it switched on, answers differently.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from . import _observe as ob

# Pools: bundled cards the engine models fully, interchangeable where a slot takes them.
BURN = (("Shock", 2), ("Lightning Bolt", 3))  # red instants: N damage to any target
VANILLA = (("Grizzly Bears", 2, 2), ("Hill Giant", 3, 3))  # creatures without abilities that matter here
SHIELDS = (("Mending Hands", ""), ("Healing Salve", "choosing prevent "))  # "prevent the next N damage" spells


SHIELD_AMOUNT = {"Mending Hands": 4, "Healing Salve": 3}  # the next N damage each prevents


def _shield(rng: random.Random, target: str) -> tuple[str, str]:
    """A "prevent the next N damage" spell cast at `target`: (the words, the card)."""
    card, mode = rng.choice(SHIELDS)
    return f"{card} {mode}targeting {target}", card


@dataclass(frozen=True)
class Built:
    """One filled template: the situation, what is asked, how an outcome answers it."""

    text: str  # the situation, in the situation language
    prompt: str
    observe: ob.Observer
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Template:
    key: str
    topic: str  # prevention, replacement, combat, counters, mtg-2008, grand-archive
    level: int  # 1–3: how many effects interact
    misconceptions: tuple[str, ...]
    build: Callable[[random.Random], Built]
    rulesets: tuple[str, ...] = ("mtg", "mtg-2008")


def _shield_two_events(rng: random.Random) -> Built:
    """CR 615.7: a "next N" shield prevents up to N in total, over several events."""
    creature, _, _ = rng.choice(VANILLA)
    cast, shield = _shield(rng, creature)
    (a, _), (b, _) = rng.choice(BURN), rng.choice(BURN)
    second = f"another {b}" if a == b else b
    text = (
        f"I control {creature}. I cast {cast}. "
        f"Then opponent casts {a} targeting {creature}. Then opponent casts {second} targeting {creature}."
    )
    return Built(text, f"What happens to {creature}?", ob.fate(creature), (creature, shield, a, b))


def _lifelink_under_fog(rng: random.Random) -> Built:
    """CR 615.6, 702.15b: prevented damage isn't dealt, so lifelink gains nothing."""
    power = rng.choice((2, 3, 4))
    text = (
        f"I control a {power}/{power} creature with lifelink. It attacks opponent. Opponent casts Fog."
        if rng.random() < 0.5
        else "I control Vampire Nighthawk. Vampire Nighthawk attacks opponent. Opponent casts Fog."
    )
    return Built(
        text, "What are both life totals after combat?", ob.each(ob.life("You"), ob.life("Opponent")), ("Fog",)
    )


def _deathtouch_shielded_blocker(rng: random.Random) -> Built:
    """CR 702.2b, 615.6: deathtouch needs damage dealt; lifelink too."""
    blocker, _, _ = rng.choice(VANILLA)
    cast, shield = _shield(rng, blocker)
    size = rng.choice((1, 2))
    text = (
        f"Opponent controls {blocker}. I control a {size}/{size + 2} creature with deathtouch and lifelink. "
        f"The {size}/{size + 2} creature attacks opponent. {blocker} blocks it. "
        f"Opponent casts {cast}."
    )
    return Built(
        text,
        f"What happens to {blocker}, and what is my life total?",
        ob.each(ob.fate(blocker), ob.life("You")),
        (blocker, shield),
    )


def _protection_and_skullcrack(rng: random.Random) -> Built:
    """CR 615.12, 702.16e, 702.16f: damage that can't be prevented goes through protection; protection
    doesn't stop a creature from blocking."""
    power = rng.choice((2, 3, 4))
    size = rng.choice((1, 2))
    text = (
        f"Opponent controls a {power}/{power} red creature. I control a {size}/{size} creature with protection "
        f"from red. Opponent casts Skullcrack targeting me. Then the {power}/{power} red creature attacks me. "
        f"My {size}/{size} creature blocks it."
    )
    return Built(
        text,
        f"What happens to my {size}/{size} creature, and what is my life total?",
        ob.each(ob.fate(f"{size}/{size} creature"), ob.life("You")),
        ("Skullcrack",),
    )


def _centaur_unpreventable(rng: random.Random) -> Built:
    """CR 615.12: a prevention effect's other effects still happen when the damage can't be prevented."""
    life = rng.choice((20, 10, 5))
    text = (
        f"I am at {life} life. I control Phantom Centaur. Opponent casts Skullcrack targeting me. "
        "Then opponent casts Shock targeting Phantom Centaur."
    )  # Shock's 2 to a 5/3 that loses a counter (4/2): the counter decides it
    return Built(text, "What happens to Phantom Centaur?", ob.fate("Phantom Centaur"), ("Phantom Centaur", "Skullcrack",
                 "Shock"))  # fmt: skip


def _nishoba_into_fog(rng: random.Random) -> Built:
    """CR 615.6, 120.4b: under Fog no damage is dealt, so "whenever it deals damage" doesn't trigger."""
    life = rng.choice((20, 12, 7))
    fog = rng.choice(("Fog", "Holy Day"))
    text = f"I am at {life} life. I control Phantom Nishoba. Phantom Nishoba attacks opponent. Opponent casts {fog}."
    return Built(text, "What are both life totals after combat?", ob.each(ob.life("You"), ob.life("Opponent")),
                 ("Phantom Nishoba", fog))  # fmt: skip


def _two_furnaces(rng: random.Random) -> Built:
    """CR 614.5, 616.1: each replacement applies once to an event, one after the other."""
    burn, _ = rng.choice(BURN)
    life = rng.choice((10, 15, 20))
    text = f"I am at {life} life. Opponent controls two Furnaces of Rath. Opponent casts {burn} targeting me."
    return Built(text, "What is my life total?", ob.life("You"), ("Furnace of Rath", burn))


def _furnace_and_shield(rng: random.Random) -> Built:
    """CR 616.1: the affected player's controller orders replacement and prevention effects."""
    creature, _, _ = rng.choice(VANILLA)
    cast, shield = _shield(rng, creature)
    burn, _ = rng.choice(BURN)
    text = (
        f"I control {creature}. Opponent controls Furnace of Rath. I cast {cast}. "
        f"Then opponent casts {burn} targeting {creature}."
    )
    return Built(
        text, f"What can happen to {creature}?", ob.fate(creature), (creature, "Furnace of Rath", shield, burn)
    )


def _trample_over_shield(rng: random.Random) -> Built:
    """CR 702.19b: lethal damage to a blocker ignores prevention; the rest may go to the player. The shield
    covers all the attacker could assign to the blocker, so a believer would skip it."""
    blocker, _, toughness = rng.choice(VANILLA)
    cast, shield = _shield(rng, blocker)
    power = rng.choice([p for p in (3, 4) if toughness < p <= SHIELD_AMOUNT[shield]] or [toughness + 1])
    text = (
        f"I control a {power}/{power} creature with trample. Opponent controls {blocker}. The {power}/{power} "
        f"creature attacks opponent. {blocker} blocks it. Opponent casts {cast}."
    )
    return Built(text, "What can opponent's life total be after combat?", ob.life("Opponent"), (blocker, shield))


def _protection_blocker(rng: random.Random) -> Built:
    """CR 702.16f, 702.16e: a creature with protection can block, and the damage to it is prevented."""
    power = rng.choice((3, 4, 5))
    size = rng.choice((1, 2))
    color = rng.choice(("red", "green", "black"))
    text = (
        f"Opponent controls a {power}/{power} {color} creature. I control a {size}/{size} creature with "
        f"protection from {color}. The {power}/{power} {color} creature attacks me. My {size}/{size} creature "
        "blocks it."
    )
    return Built(
        text,
        f"What happens to my {size}/{size} creature, and what is my life total?",
        ob.each(ob.fate(f"{size}/{size} creature"), ob.life("You")),
        (),
    )


def _infect_shield(rng: random.Random) -> Built:
    """CR 702.90b, 615.1: infect damage can be prevented like any other."""
    cast, shield = _shield(rng, "me")
    text = f"Opponent controls Glistener Elf. Glistener Elf attacks me. I cast {cast}."
    return Built(text, "How many poison counters do I have?", ob.poison("You"), ("Glistener Elf", shield))


def _two_furnaces_and_shield(rng: random.Random) -> Built:
    """CR 614.5, 616.1: each doubler applies once, in an order the affected creature's controller chooses
    among the doublers and the shield; every order is an outcome."""
    creature, _, _ = rng.choice(VANILLA)
    cast, shield = _shield(rng, creature)
    burn, _ = rng.choice(BURN)
    text = (
        f"I control {creature}. Opponent controls two Furnaces of Rath. I cast {cast}. "
        f"Then opponent casts {burn} targeting {creature}."
    )
    return Built(text, f"What can happen to {creature}?", ob.fate(creature),
                 (creature, "Furnace of Rath", shield, burn))  # fmt: skip


CHAMPIONS = ("Lorraine, Wandering Warrior",)


def _ga_instance_after_unpreventable(rng: random.Random) -> Built:
    """Grand Archive damage prevention 5.2, 7: an instance effect is used up by the next instance of damage, even
    damage that can't be prevented (Magic's 615.8 waits for damage it can prevent)."""
    champion = rng.choice(CHAMPIONS)
    big, small = rng.choice((3, 4, 5)), rng.choice((1, 2))
    text = (
        f"I control {champion}. I cast Spellshield: Arcane. Opponent's Woodland Squirrels deals {big} unpreventable "
        f"attack damage to me. Then it deals {small} attack damage to me."
    )
    return Built(
        text,
        "How much damage is on my champion, and how many enlighten counters?",
        ob.each(ob.fate(champion), ob.counters(champion, "enlighten")),
        (champion, "Spellshield: Arcane", "Woodland Squirrels"),
    )


TEMPLATES: tuple[Template, ...] = (
    Template("shield-two-events", "prevention", 2, ("shield_ends_after_one_event",), _shield_two_events),
    Template(
        "lifelink-under-fog",
        "prevention",
        1,
        ("lifelink_from_prevented", "fog_still_deals_combat_damage"),
        _lifelink_under_fog,
        ("mtg",),
    ),
    Template(
        "deathtouch-shielded-blocker",
        "combat",
        2,
        ("deathtouch_through_prevention", "lifelink_from_prevented"),
        _deathtouch_shielded_blocker,
        ("mtg",),
    ),
    Template(
        "protection-and-skullcrack",
        "prevention",
        3,
        ("protection_stops_unpreventable", "protection_cant_block"),
        _protection_and_skullcrack,
        ("mtg",),
    ),
    Template(
        "centaur-unpreventable",
        "counters",
        2,
        ("unpreventable_cancels_other_effects",),
        _centaur_unpreventable,
        ("mtg",),
    ),
    Template(
        "nishoba-into-fog",
        "prevention",
        1,
        ("fog_still_deals_combat_damage", "lifelink_from_prevented"),
        _nishoba_into_fog,
        ("mtg",),
    ),
    Template("two-furnaces", "replacement", 1, ("two_doublers_apply_once",), _two_furnaces),
    Template(
        "furnace-and-shield",
        "replacement",
        2,
        ("doubling_before_prevention", "shield_ends_after_one_event"),
        _furnace_and_shield,
    ),
    Template(
        "trample-over-shield",
        "combat",
        2,
        ("trample_skips_shielded_blocker",),
        _trample_over_shield,
        ("mtg",),
    ),
    Template("protection-blocker", "combat", 1, ("protection_cant_block",), _protection_blocker),
    Template("infect-shield", "prevention", 1, ("infect_unpreventable",), _infect_shield, ("mtg",)),
    Template(
        "two-furnaces-and-shield",
        "replacement",
        3,
        ("two_doublers_apply_once", "doubling_before_prevention", "shield_ends_after_one_event"),
        _two_furnaces_and_shield,
    ),
    Template(
        "ga-instance-after-unpreventable",
        "grand-archive",
        2,
        ("instance_kept_by_unpreventable",),
        _ga_instance_after_unpreventable,
        ("grand-archive",),
    ),
)
BY_KEY = {t.key: t for t in TEMPLATES}
TOPICS = tuple(sorted({t.topic for t in TEMPLATES} | {"mtg-2008"}))
