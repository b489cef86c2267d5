"""Grand Archive cards, as the Grand Archive index stores them (types upper-case, `effect_raw` text).

Verified against sources that copy the GA index (an index-generated engine card set, a captured
api.gatcg.com page, card lists and a translation file); see each card's `note`. `GA_ABILITIES` gives each
paragraph of a card's text as an ability the engine runs with the Grand Archive ruleset (same step
language as docs/cards.md), or says why it doesn't matter or can't be modelled.
"""

from __future__ import annotations

from typing import Any

PENDING = "this Grand Archive effect isn't modelled yet"
COST = {"kind": "static", "relevant": False, "note": "a cost reduction: it never changes a damage outcome"}
UNIT = "$target"
MY_CHAMPION = {"types": ["champion"], "controller_is": "you"}
MY_UNITS = {"kind": "unit", "controller_is": "you"}

GA_ABILITIES: dict[str, list[dict[str, Any]]] = {
    "Deflecting Edge": [
        COST,
        {
            "kind": "spell",
            "target_kind": "unit",
            "steps": [
                {"do": "effect", "effect": {"kind": "prevent", "amount": 3, "uses": "shield", "damage": "combat",
                                            "to": [{"id": UNIT}]}},
            ],
        },
    ],
    "Clarent, Sword of Peace": [
        {
            "kind": "activated",
            "cost": "Remove a durability counter",
            "steps": [
                {"do": "require_class", "class": "WARRIOR"},
                {"do": "pay", "remove_counters": {"counter": "durability", "amount": 1}},
                {"do": "effect", "effect": {"kind": "prevent", "amount": 1, "uses": "shield", "damage": "noncombat",
                                            "per_recipient": True, "to": [MY_UNITS]}},
            ],
        }
    ],
    "Spellshield: Arcane": [
        COST,
        {
            "kind": "spell",
            "steps": [
                {"do": "effect", "effect": {
                    "kind": "prevent", "uses": "next", "to": [MY_CHAMPION],
                    "additional": [{"op": "counters", "on": "recipient", "counter": "enlighten", "count": "prevented"}],
                }},
            ],
        },
    ],
    "Fireball": [
        COST,
        {"kind": "spell", "target_kind": "unit", "steps": [{"do": "damage", "amount": "$level_plus_1", "to": UNIT}]},
    ],
    "Spirit of Fire": [
        {"kind": "triggered", "relevant": False, "modelled": False,
         "reason": "it triggers as it enters; a scenario starts with it on the field"},
    ],
    "Lorraine, Wandering Warrior": [
        {"kind": "triggered", "relevant": False, "modelled": False,
         "reason": "it triggers as it enters; a scenario starts with it on the field"},
    ],
    "Jin, Fate Defiant": [
        {"kind": "triggered", "relevant": False, "modelled": False,
         "reason": "it triggers on attacks with Polearms; Grand Archive attack declarations aren't modelled "
         "(attack damage is given as damage actions)"},
    ],
}  # fmt: skip

GA_CARDS: list[dict[str, Any]] = [
    {
        "name": "Deflecting Edge",
        "slug": "deflecting-edge",
        "types": ["ACTION"],
        "subtypes": ["WARRIOR", "SWORD", "REACTION"],
        "classes": ["WARRIOR"],
        "element": "NORM",
        "cost_reserve": 1,
        "speed": True,
        "effect_raw": "This card costs 1 less to activate if you control a Sword weapon.\n\nPrevent the next 3 combat "
        "damage that would be dealt to target unit this turn.",
        "note": "index text via an index-generated card set and a translation file's English (agree)",
    },
    {
        "name": "Clarent, Sword of Peace",
        "slug": "clarent-sword-of-peace",
        "types": ["REGALIA", "WEAPON"],
        "subtypes": ["WARRIOR", "SWORD"],
        "classes": ["WARRIOR"],
        "element": "NORM",
        "cost_memory": 1,
        "power": 1,
        "durability": 2,
        "effect_raw": "[Class Bonus] Remove a durability counter from Clarent: Prevent the next 1 non-combat damage "
        "that would be dealt to each unit you control this turn. (Activate this ability only if your "
        "champion's class matches this card's class.)",
        "note": "index text via an index-generated card set and a card list (agree); the 2022 Kickstarter text differs",
    },
    {
        "name": "Spellshield: Arcane",
        "slug": "spellshield-arcane",
        "types": ["ACTION"],
        "subtypes": ["MAGE", "SPELL", "REACTION"],
        "classes": ["MAGE"],
        "element": "ARCANE",
        "cost_reserve": 3,
        "speed": True,
        "effect_raw": "[Class Bonus] This card costs 1 less to activate.\n\nThe next time damage would be dealt to "
        "your champion this turn, prevent that damage. Put an amount of enlighten counters on your champion "
        "equal to the amount of damage prevented this way.",
        "note": "index text via an index-generated card set; the discount and one-paragraph layout confirmed elsewhere",
    },
    {
        "name": "Spirit of Fire",
        "slug": "spirit-of-fire",
        "types": ["CHAMPION"],
        "subtypes": ["SPIRIT"],
        "classes": ["SPIRIT"],
        "element": "FIRE",
        "cost_memory": 0,
        "life": 15,
        "level": 0,
        "effect_raw": "On Enter: Draw seven cards.",
        "note": "a captured api.gatcg.com search page",
    },
    {
        "name": "Lorraine, Wandering Warrior",
        "slug": "lorraine-wandering-warrior",
        "types": ["CHAMPION"],
        "subtypes": ["WARRIOR", "HUMAN"],
        "classes": ["WARRIOR"],
        "element": "NORM",
        "cost_memory": 1,
        "life": 20,
        "level": 1,
        "effect_raw": "On Enter: Materialize a weapon card with memory cost 0 from your material deck.",
        "note": "index text via an index-generated card set",
    },
    {
        "name": "Jin, Fate Defiant",
        "slug": "jin-fate-defiant",
        "types": ["CHAMPION"],
        "subtypes": ["WARRIOR", "HUMAN"],
        "classes": ["WARRIOR"],
        "element": "NORM",
        "cost_memory": 1,
        "life": 20,
        "level": 1,
        "effect_raw": "Inherited Effect — Whenever Jin attacks with a Polearm weapon and/or Polearm attack card, "
        "target Horse or Human ally you control gets +1 POWER until end of turn. (Your champion has this ability as "
        "long as this card is part of its lineage.)",
        "note": "index text via an index-generated card set",
    },
    {
        "name": "Fireball",
        "slug": "fireball",
        "types": ["ACTION"],
        "subtypes": ["MAGE", "SPELL"],
        "classes": ["MAGE"],
        "element": "FIRE",
        "cost_reserve": 4,
        "speed": True,
        "effect_raw": "[Class Bonus] This card costs 2 less to activate. (Apply this effect only if your champion's "
        "class matches this card's class.)\n\nDeal 1+LV damage to target unit. (LV refers to your champion's "
        "level.)",
        "note": "index text via an index-generated card set",
    },
    {
        "name": "Woodland Squirrels",
        "slug": "woodland-squirrels",
        "types": ["ALLY"],
        "subtypes": ["TAMER", "ANIMAL", "SQUIRREL"],
        "classes": ["TAMER"],
        "element": "NORM",
        "cost_reserve": 0,
        "power": 1,
        "life": 1,
        "effect_raw": None,
        "note": "index data via an index-generated card set (no effect text)",
    },
]
