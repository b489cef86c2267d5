"""Abilities a player could use that the message doesn't say anyone uses (issue 16: every assumption shows in the
reading). "I control Circle of Protection: Red. I'm at 3. Opponent bolts me. Do I die?" is answered for the line
where nobody activates the Circle; the reading says so, and how to see each use ("I could activate …",
commands/situation.py form_hand). Only a permanent's activated abilities the engine models and a player may use
while a spell waits to resolve count: not a planeswalker's loyalty abilities (CR 606.3), not one activated only as
a sorcery (602.5d) or an equip ability (702.6a), not one whose cost removes counters the permanent doesn't have."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator
from typing import Any

from resolver.timing import is_loyalty_ability

from .. import lexicon as lx

_SORCERY_SPEED = ("activate only as a sorcery", "activate this ability only any time you could cast a sorcery")


# "Can I save it?", "is there anything I can do?", "how can I survive?": what the asker could do is the question
_SAVE = r"(?:save|survive|prevent|stop|respond|avoid|keep|protect|live|make\s+it|do\s+(?:any|some)thing|kill|destroy)"
_WHAT_I_CAN = re.compile(
    rf"^(?:(?:so|but|and)\s+)?(?:(?:can|could|may)\s+(?:i|we)\s+{_SAVE}\b|"
    r"is\s+there\s+(?:any\s?thing|a\s+way|any\s+way)\b|any\s?thing\s+(?:i|we)\s+(?:can|could)\s+do\b|"
    rf"how\s+(?:can|could|do|would)\s+(?:i|we)\s+{_SAVE}\b|what\s+(?:can|could|should)\s+(?:i|we)\s+do\b|"
    r"what\s+are\s+my\s+options\b|"
    # "Can regeneration save a creature from deathtouch?": whether a use would help, asked of the use
    r"(?:can|could|does|do|would|will)\s+(?:a\s+)?(?:regeneration|regenerating|regen|regeneration\s+shield)\s+"
    r"(?:save|work|help|stop|beat|prevent|protect|keep)\b)",
    re.I,
)


def asks_what_i_can_do(questions: list[str]) -> bool:
    """Whether a question asks what the asker could do ("Can I prevent it?"): then their unused abilities are
    offered, each use and not using them an outcome (commands/situation.py form_hand), not only named."""
    return any(_WHAT_I_CAN.match(q.strip()) for q in questions)


def unused(objects: list[Any], actions: list[dict[str, Any]], attacking: Collection[str] = ()) -> list[Any]:
    """The permanents with such an ability that no action uses or offers (none when nothing happens: then there is
    nothing to answer with it). `attacking`: the creatures attacking now (if nothing has vigilance they are
    tapped, CR 508.1f: a {T} ability can't be paid)."""
    if not actions and not attacking:
        return []
    used = set(_activated(actions))
    return [
        o
        for o in objects
        if o.permanent
        and o.card is not None
        and o.id not in used
        and any(_usable(o, a, o.id in attacking) for a in o.card.abilities)
    ]


def _activated(actions: list[dict[str, Any]]) -> Iterator[str | None]:
    """What the actions activate, those inside a combat too (its `after_assignment`: "with combat damage on the
    stack, I activate River Boa", audit 30: named "not used" beside the answer that used it)."""
    for a in actions:
        yield a.get("activate")
        combat = a.get("combat")
        if isinstance(combat, dict):
            yield from _activated(combat.get("after_assignment") or [])


def unused_note(objects: list[Any], actions: list[dict[str, Any]], attacking: Collection[str] = ()) -> str | None:
    """The reading's note naming each such ability, or None when there is none."""
    left = [(o.controller or lx.YOU, o.card.faces[o.face].name) for o in unused(objects, actions, attacking)]
    if not left:
        return None
    names = ", ".join(dict.fromkeys(f"{name}'s" for _, name in left))
    who, name = left[0]
    could = f"I could activate {name}" if who == lx.YOU else f"{who} could activate {name}"
    them = "it" if len(left) == 1 else "them"
    return (
        f"Not used here: {names} activated ability — the answer is for the line where no one uses {them}; say "
        f'"{could}" to see each use.'
    )


def _usable(obj: Any, ability: Any, attacking: bool = False) -> bool:
    """An activated ability of `obj`'s face the engine models, usable with a spell on the stack, its cost payable
    (a {T} cost not by a creature tapped to attack, unless it has vigilance: CR 508.1f, 702.20b)."""
    if ability.kind != "activated" or not ability.modelled or getattr(ability, "face", obj.face) != obj.face:
        return False
    text = ability.text.lower()
    if text.startswith("equip") or any(s in text for s in _SORCERY_SPEED):
        return False
    if is_loyalty_ability(obj.card, obj.face, ability):
        return False
    cost = ability.cost.lower()
    if attacking and "{t}" in cost and not _has_vigilance(obj):
        return False
    return not ("remove" in cost and "counter" in cost and not obj.counters)


def taps_to_use(obj: Any) -> bool:
    """Whether an ability `obj` could use here costs {T} (a blocker's: used after blockers are declared, which the
    engine's combat has no moment for — an action before it comes before the blocks, CR 509.1a)."""
    return any(_usable(obj, a) and "{t}" in a.cost.lower() for a in obj.card.abilities)


def _has_vigilance(obj: Any) -> bool:
    keywords = {k.lower() for k in obj.card.faces[obj.face].keywords} | {str(k).lower() for k in obj.keywords}
    return "vigilance" in keywords
