"""Hand-curated structured effects for the bundled MTG cards (see docs/cards.md for the step language).

Keyed by card name; each entry is the card's abilities in oracle order. The oracle text itself comes
from the verified reference (scripts/build_bundled_cards.py); these are what the engine runs. The
oracle-text compiler (cardindex/compiler.py) must produce the same effects wherever it recognises a
template — a test checks it.
"""

from __future__ import annotations

from typing import Any

T = "$target"
ME = {"id": "$this"}
YOU = {"player_is": "you"}
MINE = {"controller_is": "you"}
OPP = {"player_is": "opponent"}
THEIRS = {"controller_is": "opponent"}


def spell(*steps: dict[str, Any], mode: int | None = None, **extra: Any) -> dict[str, Any]:
    return {"kind": "spell", "steps": list(steps), **({"mode": mode} if mode else {}), **extra}


def static(effect: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "kind": "static",
        "steps": [{"do": "effect", "effect": {"static": True, "source": "$this", **effect}}],
        **extra,
    }


def activated(cost: str, *steps: dict[str, Any], **extra: Any) -> dict[str, Any]:
    tap = [{"do": "pay", "tap_self": True}] if "{T}" in cost else []  # paying {T} taps it (CR 107.5)
    return {"kind": "activated", "cost": cost, "steps": [*tap, *steps], **extra}


def effect(**spec: Any) -> dict[str, Any]:
    if "from_" in spec:
        spec["from"] = spec.pop("from_")
    return {"do": "effect", "effect": spec}


def damage(amount: Any, to: str = T, **extra: Any) -> dict[str, Any]:
    return {"do": "damage", "amount": amount, "to": to, **extra}


def enters(counter: str, amount: Any) -> dict[str, Any]:
    return {"kind": "enters", "steps": [{"do": "counters", "on": "$this", "counter": counter, "amount": amount}]}


def unmodelled(kind: str, reason: str, relevant: bool = True) -> dict[str, Any]:
    return {"kind": kind, "steps": [], "modelled": False, "reason": reason, "relevant": relevant}


def remove_counter(counter: str, n: int = 1) -> dict[str, Any]:
    return {"do": "pay", "remove_counters": {"counter": counter, "amount": n}}


SACRIFICE_THIS = {"do": "pay", "sacrifice": "$this"}
PREVENT_SELF = {"kind": "prevent", "to": [ME]}
NO_TEXT: list[dict[str, Any]] = []

CURATED: dict[str, list[dict[str, Any]]] = {
    # --- damage spells ---------------------------------------------------------------------------------
    "Lightning Bolt": [spell(damage(3))],
    "Shock": [spell(damage(2))],
    "Flames of the Firebrand": [spell(damage(3, "$targets", divided=True, targets=[1, 3]))],
    "Banefire": [
        spell(damage("$x", unpreventable_if_x_at_least=5)),
        unmodelled("static", "'this spell can't be countered' (X >= 5) has no effect on damage", relevant=False),
    ],
    "Skullcrack": [
        spell(
            effect(kind="cant_gain_life"), effect(kind="cant_prevent"), damage(3), target_kind="player_or_planeswalker"
        )
    ],
    "Bonecrusher Giant // Stomp": [
        {
            "kind": "triggered",
            "face": 0,
            "trigger": {"event": "becomes_target_of_spell"},
            "steps": [damage(2, "$spell_controller")],
        },
        spell(effect(kind="cant_prevent"), damage(2), face=1),
    ],
    "Combust": [
        unmodelled("static", "'this spell can't be countered' has no effect on damage", relevant=False),
        spell(damage(5, unpreventable=True, target_filter={"colors": ["W", "U"], "kind": "creature"})),
    ],
    "Call In a Professional": [spell(effect(kind="cant_gain_life"), effect(kind="cant_prevent"), damage(3))],
    "Pyroclasm": [spell(damage(2, "$each_creature"))],
    # --- prevention spells -----------------------------------------------------------------------------
    "Healing Salve": [
        spell({"do": "gain_life", "player": T, "amount": 3}, mode=1, target_kind="player"),
        spell(effect(kind="prevent", amount=3, to=[{"id": T}]), mode=2),
    ],
    "Mending Hands": [spell(effect(kind="prevent", amount=4, to=[{"id": T}]))],
    "Fog": [spell(effect(kind="prevent", damage="combat"))],
    "Holy Day": [spell(effect(kind="prevent", damage="combat"))],
    "Root Snare": [spell(effect(kind="prevent", damage="combat"))],
    "Test of Faith": [
        spell(
            effect(
                kind="prevent",
                amount=3,
                to=[{"id": T}],
                additional=[{"op": "counters", "on": "recipient", "counter": "+1/+1", "count": "prevented"}],
            ),
            target_kind="creature",
        )
    ],
    "Deflecting Palm": [
        spell(
            effect(
                kind="prevent",
                uses="next",
                choose_source={},
                to=[YOU],
                additional=[{"op": "deal_damage", "to": "source_controller", "count": "prevented"}],
            )
        )
    ],
    "Divine Deflection": [
        spell(
            effect(
                kind="prevent",
                amount="$x",
                to=[YOU, MINE],
                additional=[{"op": "deal_damage", "to": T, "count": "prevented"}],
            )
        )
    ],
    "Harm's Way": [spell(effect(kind="redirect", amount=2, choose_source={}, to=[YOU, MINE], redirect_to=T))],
    "Giant Growth": [spell({"do": "modify", "target": T, "power": 3, "toughness": 3}, target_kind="creature")],
    # --- activated prevention ----------------------------------------------------------------------------
    "Samite Healer": [activated("{T}", effect(kind="prevent", amount=1, to=[{"id": T}]))],
    "Wojek Apothecary": [
        activated(
            "{T}",
            effect(kind="prevent", amount=1, per_recipient=True, to="$target_and_each_creature_sharing_a_color"),
            target_kind="creature",
        )
    ],
    "Defender en-Vec": [
        {**enters("fade", 4), "note": "fading's upkeep part happens outside a damage scenario"},
        activated("Remove a fade counter", remove_counter("fade"), effect(kind="prevent", amount=2, to=[{"id": T}])),
    ],
    "Fylgja": [
        enters("healing", 4),
        activated(
            "Remove a healing counter",
            remove_counter("healing"),
            effect(kind="prevent", amount=1, to=[{"id": "$attached"}]),
        ),
        activated("{2}{W}", {"do": "counters", "on": "$this", "counter": "healing", "amount": 1}),
    ],
    "Rasputin Dreamweaver": [
        enters("dream", 7),
        unmodelled("activated", "adds mana", relevant=False),
        activated("Remove a dream counter", remove_counter("dream"), effect(kind="prevent", amount=1, to=[ME])),
        unmodelled("triggered", "an upkeep trigger; upkeeps are outside a damage scenario", relevant=False),
        unmodelled("static", "a limit of seven dream counters", relevant=False),
    ],
    "Spore Flower": [
        unmodelled("triggered", "an upkeep trigger; upkeeps are outside a damage scenario", relevant=False),
        activated("Remove three spore counters", remove_counter("spore", 3), effect(kind="prevent", damage="combat")),
    ],
    "Glacial Crevasses": [
        activated(
            "Sacrifice a snow Mountain",
            effect(kind="prevent", damage="combat"),
            note="the snow Mountain to sacrifice is assumed, not tracked",
        )
    ],
    "Dark Sphere": [
        activated(
            "{T}, Sacrifice this artifact",
            SACRIFICE_THIS,
            effect(kind="prevent", amount="half_down", uses="next", choose_source={}, to=[YOU]),
        )
    ],
    "Hypochondria": [
        activated("{W}, Discard a card", effect(kind="prevent", amount=3, to=[{"id": T}])),
        activated("{W}, Sacrifice this enchantment", SACRIFICE_THIS, effect(kind="prevent", amount=3, to=[{"id": T}])),
    ],
    "Circle of Protection: Red": [
        activated("{1}", effect(kind="prevent", uses="next", choose_source={"colors": ["R"]}, to=[YOU]))
    ],
    "Circle of Protection: White": [
        activated("{1}", effect(kind="prevent", uses="next", choose_source={"colors": ["W"]}, to=[YOU]))
    ],
    "Gideon Jura": [
        unmodelled("activated", "+2: forcing attacks isn't part of a damage scenario"),
        unmodelled("activated", "-2: destroying a tapped creature isn't modelled (tapped status isn't tracked)"),
        activated(
            "0",
            {
                "do": "become",
                "types": ["planeswalker", "creature"],
                "subtypes": ["Human", "Soldier"],
                "power": 6,
                "toughness": 6,
            },
            effect(kind="prevent", to=[ME]),
        ),
    ],
    # --- static prevention ---------------------------------------------------------------------------------
    "Daunting Defender": [
        static(
            {
                "kind": "prevent",
                "amount": 1,
                "uses": "each",
                "to": [{"kind": "creature", "subtypes": ["Cleric"], "controller_is": "you"}],
            }
        )
    ],
    "Guardian Seraph": [
        static({"kind": "prevent", "amount": 1, "uses": "each", "to": [YOU], "from": [{"controller_is": "opponent"}]})
    ],
    "Valkmira, Protector's Shield": [
        static(
            {"kind": "prevent", "amount": 1, "uses": "each", "to": [YOU, MINE], "from": [{"controller_is": "opponent"}]}
        ),
        {
            **unmodelled("triggered", "its counter-unless-pay {1} trigger (targeted by an opponent) isn't modelled"),
            "trigger": {"event": "becomes_target_of_spell", "by": "opponent", "of": "you_or_yours"},
        },
    ],
    "Shield of the Realm": [
        static({"kind": "prevent", "amount": 2, "uses": "each", "to": [{"id": "$attached"}]}),
        unmodelled("activated", "equip: attachments are given in the scenario", relevant=False),
    ],
    "Lymph Sliver": [
        static({"kind": "prevent", "amount": 1, "uses": "each", "to": [{"kind": "creature", "subtypes": ["Sliver"]}]})
    ],
    "Dolmen Gate": [
        static(
            {
                "kind": "prevent",
                "damage": "combat",
                "to": [{"kind": "creature", "controller_is": "you", "attacking": True}],
            }
        )
    ],
    "Phyrexian Vindicator": [
        static(
            {
                **PREVENT_SELF,
                "additional": [{"op": "deal_damage", "count": "prevented", "trigger": True, "exclude_self": True}],
            }
        )
    ],
    "Swans of Bryn Argoll": [
        static({**PREVENT_SELF, "additional": [{"op": "draw", "player": "source_controller", "count": "prevented"}]})
    ],
    "Vigor": [
        static(
            {
                "kind": "prevent",
                "to": [{"kind": "creature", "controller_is": "you", "exclude": ["$this"]}],
                "additional": [{"op": "counters", "on": "recipient", "counter": "+1/+1", "count": "prevented"}],
            }
        ),
        {
            "kind": "triggered",
            "trigger": {"event": "put_into_graveyard"},
            "steps": [{"do": "move", "what": "$this", "zone": "library"}],
        },
    ],
    "Phantom Centaur": [
        enters("+1/+1", 3),
        static(
            {
                **PREVENT_SELF,
                "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "remove": True, "count": "event"}],
            }
        ),
    ],
    "Phantom Nishoba": [
        enters("+1/+1", 7),
        {
            "kind": "triggered",
            "trigger": {"event": "deals_damage"},
            "steps": [{"do": "gain_life", "player": "$you", "amount": "$amount"}],
        },
        static(
            {
                **PREVENT_SELF,
                "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "remove": True, "count": "event"}],
            }
        ),
    ],
    "Rock Hydra": [
        enters("+1/+1", "$x"),
        static({"kind": "prevent", "amount": "counters", "requires_counter": "+1/+1", "to": [ME]}),
        activated("{R}", effect(kind="prevent", amount=1, to=[ME])),
        activated(
            "{R}{R}{R}",
            {"do": "counters", "on": "$this", "counter": "+1/+1", "amount": 1},
            note="activate only during your upkeep: the scenario says when",
        ),
    ],
    "Protean Hydra": [
        enters("+1/+1", "$x"),
        static(
            {
                **PREVENT_SELF,
                "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "remove": True, "count": "damage"}],
            }
        ),
        unmodelled("triggered", "its counters come back at the next end step, after the scenario", relevant=False),
    ],
    "Unbreathing Horde": [
        unmodelled(
            "enters",
            "enters with a counter per other Zombie and Zombie card in your "
            "graveyard: give its counters in the scenario",
            relevant=False,
        ),
        static(
            {
                **PREVENT_SELF,
                "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "remove": True, "count": "event"}],
            }
        ),
    ],
    "Undergrowth Champion": [
        static(
            {
                **PREVENT_SELF,
                "requires_counter": "+1/+1",
                "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "remove": True, "count": "event"}],
            }
        ),
        unmodelled("triggered", "landfall: lands entering aren't part of a damage scenario", relevant=False),
    ],
    "Phyrexian Hydra": [
        static(
            {**PREVENT_SELF, "additional": [{"op": "counters", "on": "this", "counter": "-1/-1", "count": "prevented"}]}
        )
    ],
    "Ironscale Hydra": [
        static(
            {
                "kind": "prevent",
                "damage": "combat",
                "to": [ME],
                "from": [{"kind": "creature"}],
                "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "count": "source"}],
            }
        )
    ],
    "Nine Lives": [
        static(
            {
                "kind": "prevent",
                "to": [YOU],
                "additional": [{"op": "counters", "on": "this", "counter": "incarnation", "count": "source"}],
            }
        ),
        {
            "kind": "triggered",
            "trigger": {"event": "counters_at_least", "counter": "incarnation", "amount": 9},
            "steps": [{"do": "move", "what": "$this", "zone": "exile"}],
        },
        {"kind": "triggered", "trigger": {"event": "leaves_battlefield"}, "steps": [{"do": "lose", "player": "$you"}]},
    ],
    # --- replacement ------------------------------------------------------------------------------------------
    "Lichenthrope": [
        static({"kind": "counters_instead", "counter": "-1/-1", "to": [ME]}),
        unmodelled("triggered", "an upkeep trigger; upkeeps are outside a damage scenario", relevant=False),
    ],
    "Phytohydra": [static({"kind": "counters_instead", "counter": "+1/+1", "to": [ME]})],
    "Soul-Scar Mage": [
        static(
            {
                "kind": "counters_instead",
                "counter": "-1/-1",
                "damage": "noncombat",
                "from": [{"controller_is": "you"}],
                "to": [{"kind": "creature", "controller_is": "opponent"}],
            }
        )
    ],
    "Furnace of Rath": [static({"kind": "double"})],
    "Gratuitous Violence": [static({"kind": "double", "from": [{"kind": "creature", "controller_is": "you"}]})],
    "Torbran, Thane of Red Fell": [
        static({"kind": "add", "plus": 2, "from": [{"colors": ["R"], "controller_is": "you"}], "to": [OPP, THEIRS]})
    ],
    "Gisela, Blade of Goldnight": [
        static({"kind": "double", "to": [OPP, THEIRS]}),
        static({"kind": "prevent", "amount": "half_up", "uses": "each", "to": [YOU, MINE]}),
    ],
    "Palisade Giant": [
        static(
            {
                "kind": "redirect",
                "redirect_to": "$this",
                "to": [YOU, {"controller_is": "you", "kind": "permanent", "exclude": ["$this"]}],
            }
        )
    ],
    "Everlasting Torment": [
        static({"kind": "cant_gain_life"}),
        static({"kind": "cant_prevent"}),
        static({"kind": "as_though_wither"}),
    ],
    "Leyline of Punishment": [
        unmodelled("static", "opening-hand rule: the scenario says whether it's on the battlefield", relevant=False),
        static({"kind": "cant_gain_life"}),
        static({"kind": "cant_prevent"}),
    ],
    "Questing Beast": [
        unmodelled("static", "a blocking restriction: the scenario gives the blocks", relevant=False),
        static({"kind": "cant_prevent", "damage": "combat", "from": [{"kind": "creature", "controller_is": "you"}]}),
        {
            "kind": "triggered",
            "trigger": {"event": "deals_damage", "combat": True, "to": "opponent"},
            "steps": [damage("$amount", "$planeswalker_of_that_player")],
        },
    ],
    # --- bodies and keywords ------------------------------------------------------------------------------------
    "Boros Reckoner": [
        {"kind": "triggered", "trigger": {"event": "dealt_damage"}, "steps": [damage("$amount", T)]},
        activated("{R/W}", {"do": "grant", "keywords": ["first strike"]}),
    ],
    "Kor Firewalker": [
        {
            "kind": "triggered",
            "trigger": {"event": "spell_cast", "colors": ["R"]},
            "optional": True,
            "steps": [{"do": "gain_life", "player": "$you", "amount": 1}],
        }
    ],
    "Disciplined Duelist": [enters("shield", 1)],
    "Wurmcoil Engine": [
        {
            **unmodelled("triggered", "its death trigger creates tokens; token creation isn't modelled"),
            "trigger": {"event": "dies"},
        }
    ],
    "Blight Mamba": [activated("{1}{G}", effect(kind="regenerate", to=[ME]))],
    "Vampire Nighthawk": NO_TEXT,
    "Glistener Elf": NO_TEXT,
    "Plague Stinger": NO_TEXT,
    "Boggart Ram-Gang": NO_TEXT,
    "Stormfront Pegasus": NO_TEXT,
    "Serra Angel": NO_TEXT,
    "Grizzly Bears": NO_TEXT,
    "Hill Giant": NO_TEXT,
}

ALIASES: dict[str, list[str]] = {
    "Lightning Bolt": ["bolt"],
    "Furnace of Rath": ["furnace"],
    "Circle of Protection: Red": ["cop red", "cop: red", "copr"],
    "Circle of Protection: White": ["cop white", "cop: white", "copw"],
    "Questing Beast": ["qb"],
    "Bonecrusher Giant // Stomp": ["bonecrusher", "stomp"],
    "Torbran, Thane of Red Fell": ["torbran"],
    "Gisela, Blade of Goldnight": ["gisela"],
    "Valkmira, Protector's Shield": ["valkmira"],
    "Wurmcoil Engine": ["wurmcoil"],
    "Vampire Nighthawk": ["nighthawk"],
    "Phyrexian Vindicator": ["vindicator"],
    "Rasputin Dreamweaver": ["rasputin"],
    "Swans of Bryn Argoll": ["swans"],
}
