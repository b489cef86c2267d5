"""Damage replaced by events that aren't damage, and other effects riding on prevention (CR 614.1a, 615.5, 104.3).

Cards exiled from a library or graveyard and cards milled are counted per player (resolver/instead.py); a
library's or graveyard's size is never assumed.
"""

from __future__ import annotations

import re
from typing import Any

from ..compiler import YOU, _effect, _n
from ..models import Ability
from . import OneShot

ME = {"id": "$this"}
PLAYERS = [{"kind": "player"}]
LIBRARY = "that many cards from the top of (?:their|your) library"

STATICS: list[tuple[re.Pattern[str], dict[str, Any]]] = [
    (  # Crumbling Sanctuary
        re.compile(rf"if damage would be dealt to a player, that player exiles {LIBRARY} instead"),
        {"kind": "damage_instead", "to": PLAYERS, "additional": [{"op": "exile_library", "player": "recipient"}]},
    ),
    (  # Dralnu, Lich Lord: its controller's choice of permanents (701.17a)
        re.compile(r"if damage would be dealt to this, sacrifice that many permanents instead"),
        {"kind": "damage_instead", "to": [ME], "additional": [{"op": "sacrifice", "player": "you"}]},
    ),
    (  # Nefarious Lich ("if you can't, you lose the game": a graveyard too small is refused, never guessed)
        re.compile(
            r"if damage would be dealt to you, exile that many cards from your graveyard instead\. "
            r"if you can't, you lose the game"
        ),
        {"kind": "damage_instead", "to": [YOU], "additional": [{"op": "exile_graveyard", "player": "you"}]},
    ),
    (  # Szadek, Lord of Secrets
        re.compile(
            r"if this would deal combat damage to a player, instead put that many \+1/\+1 counters on this and "
            rf"that player puts {LIBRARY} into their graveyard"
        ),
        {
            "kind": "damage_instead",
            "damage": "combat",
            "from": [ME],
            "to": PLAYERS,
            "additional": [
                {"op": "counters", "on": "this", "counter": "+1/+1"},
                {"op": "mill", "player": "recipient"},
            ],
        },
    ),
    (  # Undead Alchemist
        re.compile(
            r"if a zombie you control would deal combat damage to a player, instead that player puts "
            rf"{LIBRARY} into their graveyard"
        ),
        {
            "kind": "damage_instead",
            "damage": "combat",
            "from": [{"kind": "creature", "subtypes": ["Zombie"], "controller_is": "you"}],
            "to": PLAYERS,
            "additional": [{"op": "mill", "player": "recipient"}],
        },
    ),
    (  # Gloom Surgeon: "and that many" counts the damage, prevented or not (as "remove that many counters")
        re.compile(rf"if combat damage would be dealt to this, prevent that damage and exile {LIBRARY}"),
        {
            "kind": "prevent",
            "damage": "combat",
            "to": [ME],
            "additional": [{"op": "exile_library", "player": "you", "count": "damage"}],
        },
    ),
    (  # Purity
        re.compile(
            r"if noncombat damage would be dealt to you, prevent that damage\. you gain life equal to the damage "
            r"prevented this way"
        ),
        {
            "kind": "prevent",
            "damage": "noncombat",
            "to": [YOU],
            "additional": [{"op": "gain_life", "player": "you", "count": "prevented"}],
        },
    ),
    (  # Nefarious Lich's second line (a life-gain event replaced, CR 616.2's example)
        re.compile(r"if you would gain life, draw that many cards instead"),
        {"kind": "replace_event", "event": "gain_life", "instead": "draw", "to": [YOU]},
    ),
]


def static(sentence: str) -> dict[str, Any] | None:
    for pattern, spec in STATICS:
        if pattern.fullmatch(sentence):
            return {**spec, "additional": [dict(op) for op in spec.get("additional", [])]}
    return None


TEST_OF_FAITH = re.compile(
    r"prevent the next (\w+) damage that would be dealt to target creature this turn, and put a \+1/\+1 counter on "
    r"that creature for each 1 damage prevented this way"
)
KILL_SUIT = re.compile(
    r"the next time damage would be dealt to target creature this turn, destroy that creature instead"
)
CANT_LOSE = re.compile(r"you can't lose the game this turn and your opponents can't win the game this turn")


def one_shot(sentence: str, nxt: str) -> OneShot | None:
    if m := TEST_OF_FAITH.fullmatch(sentence):  # CR 615.5: the counters come with the prevention
        counters = {"op": "counters", "on": "recipient", "counter": "+1/+1", "count": "prevented"}
        spec = {"kind": "prevent", "amount": _n(m.group(1)), "to": [{"id": "$target"}], "additional": [counters]}
        return OneShot([_effect(**spec)], target_kind="creature")
    if KILL_SUIT.fullmatch(sentence):  # CR 614.1a, 701.7a: the damage isn't dealt; the creature is destroyed
        spec = {"kind": "damage_instead", "uses": "next", "to": [{"id": "$target"}], "additional": [{"op": "destroy"}]}
        return OneShot([_effect(**spec)], target_kind="creature")
    if CANT_LOSE.fullmatch(sentence):  # Angel's Grace; "can't win" only matters to a win the engine never makes
        return OneShot([_effect(kind="cant_lose", to=[YOU])])
    if sentence == "until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead":
        return OneShot([_effect(kind="life_floor", amount=1, to=[YOU])])
    return None


LEAVES_LOSE = re.compile(r"when this leaves the battlefield, you lose the game")


SHUFFLE_BACK = re.compile(r"when this is put into a graveyard from anywhere, shuffle it into its owner's library")
# Rancor, Aspect of Mongoose, Brilliant Halo: the card back to its owner's hand from the graveyard (CR 603.6c, 603.10a)
BACK_TO_HAND = re.compile(r"when this is put into a graveyard from the battlefield, return this to its owner's hand")


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    """'When this leaves the battlefield, you lose the game' (Nefarious Lich): CR 603.6c, 104.3e; 'When this is
    put into a graveyard from anywhere, shuffle it into its owner's library' (Purity, the Incarnations; 603.6); 'When
    this is put into a graveyard from the battlefield, return this to its owner's hand' (Rancor)."""
    if SHUFFLE_BACK.fullmatch(norm.rstrip(".")):
        steps = [{"do": "move", "what": "$this", "zone": "library"}]
        return Ability(kind="triggered", text=text, trigger={"event": "put_into_graveyard"}, steps=steps, face=face)
    if BACK_TO_HAND.fullmatch(norm.rstrip(".")):  # (only from the graveyard: a card gone from there stays, 400.7)
        steps = [{"do": "move", "what": "$this", "zone": "hand", "from": "graveyard"}]
        return Ability(kind="triggered", text=text, trigger={"event": "put_into_graveyard"}, steps=steps, face=face)
    if not LEAVES_LOSE.fullmatch(norm.rstrip(".")):
        return None
    steps = [{"do": "lose", "player": "$you"}]
    return Ability(kind="triggered", text=text, trigger={"event": "leaves_battlefield"}, steps=steps, face=face)
