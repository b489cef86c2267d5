"""Whether a creature can block another, asked ("can my giant spider block soltari priest", "Opponent attacks with
Serra Angel. Can my Hill Giant block it?"): answered from the engine's own declaration check on the board as read
(resolver/combat.py `block_refusal`: evasion, protection, shadow, CR 509.1b; a tapped creature, 509.1a), said as
the answer's first line. The outcomes are the situation's own (no block is assumed): a "Yes" says how to see the
block. Only when each phrase names one creature of the board, the blocker the asker's, and nothing on it could
change who blocks in a way the built board doesn't show (could_block.py's own guards: a card's text about blocking,
a spell that could grant flying); otherwise there is no first line and the block question is asked back as before.
Menace (two blockers needed, 702.111b) and landwalk (the defender's lands, 702.14c) say so rather than yes."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from resolver.combat import block_refusal

from ..referent_fit import one_named

if TYPE_CHECKING:
    from ..situation import Reader

CAN_BLOCK = re.compile(
    r"^(?:so\s+|but\s+|and\s+)?(?:can|could|is|would|will)\s+(?P<b>.+?)\s+(?:be\s+able\s+to\s+|legally\s+|even\s+)?"
    r"block\s+(?P<a>(?!with\b).+?)(?:\s+(?:at\s+all|legally|here|then))?$",
    re.I,
)


def _one(r: Reader, said: str, last: Any) -> Any:
    """The one creature of the board `said` names: "it" is `last`; else by its name or words of it."""
    return last if said.strip().lower() in ("it", "him", "her", "them") else one_named(r, said)


def block_answer(r: Reader, question: str) -> str | None:
    """The first line for "can <blocker> block <attacker>?", or None when it can't be told (see the docstring). Asked
    once the board is read; "it" is what it meant where the question was (Reader.referents)."""
    from ..lexicon import YOU
    from .could_block import _told_could_enable, _unread_blocking, built_board

    m = CAN_BLOCK.match(question.strip())
    if m is None:
        return None
    ref = r.referents.get(" ".join(question.split()))
    it = next((o for o in r.objects if o.id == ref), None)
    blocker, attacker = _one(r, m["b"], None), _one(r, m["a"], it)
    attacking = list((r.combat or {}).get("attackers", {}))
    if attacker is blocker and len(attacking) == 1:  # "I control Giant Spider. Can my Giant Spider block it?": the
        attacker = next((o for o in r.objects if o.id == attacking[0]), None)  # one attacker, not itself
    if blocker is None or attacker is None or blocker is attacker or blocker.controller != YOU:
        return None
    if attacker.controller == YOU or _told_could_enable(r):
        return None
    prepared = built_board(r)
    if prepared is None or _unread_blocking(prepared):
        return None
    att, blk = prepared.state.objects.get(attacker.id), prepared.state.objects.get(blocker.id)
    if att is None or blk is None or "creature" not in blk.types or att.keywords.other_protection:
        return None
    if blk.tapped:
        return f"No: {blk.name} is tapped, and a tapped creature can't block (CR 509.1a)"
    if (why := block_refusal(att, blk)) is not None:
        return f"No: {why}"
    if any(k.endswith("walk") for k in att.keywords.names()):
        return None  # landwalk: the defending player's lands decide (CR 702.14c), which the board may not say
    if att.keywords.has("menace"):
        return (
            f"Only with another creature: {att.name} has menace, so it can't be blocked except by two or more "
            "(CR 702.111b)"
        )
    see = f'the outcomes are without the block: say "{blk.name} blocks {att.name}"'
    return f"Yes: {blk.name} can block {att.name} ({see})"
