"""Which of the asker's creatures could block an attacker, as the engine's declaration checks have it.

When the other player's creatures attack the asker and no block was said, the reading asks back whether they block
(situation._no_block_offered) — but only where a block is possible. A creature that can't block the attacker (a
tapped one, CR 509.1a; one without flying or reach against a flier, 702.9b; one of a colour the attacker has
protection from, 702.16f; others the engine's evasion table names) offers no block: then the answer is the one
with no block. The board is built as the engine builds it (auras, equipment and anthems applied) and each pair is
checked with resolver/combat.py's `block_refusal`; when the board can't be built, or a card's text could change who
can block in a way the built objects don't show, or a spell or ability told (or one the asker may still use) could
give a creature what it lacks (Jump: "gains flying"), the block is kept as possible (asked back, never guessed away).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from resolver.build import build_state
from resolver.combat import block_refusal
from resolver.errors import RulekeeperError
from resolver.ruleset import get_ruleset
from resolver.scenario import Scenario

from .. import lexicon as lx
from ..cardsource import IndexCards

if TYPE_CHECKING:
    from ..situation import Obj, Reader


def built_board(r: Reader) -> Any | None:
    """The battlefield as the engine starts it (no actions), or None when it can't be built."""
    players = list(dict.fromkeys([*r.players, lx.YOU, lx.OPPONENT]))
    specs = [{"controller": lx.YOU, **spec} for spec in r.battlefield()]  # (the asker's, where not said)
    try:
        scenario = Scenario.model_validate({"ruleset": r.ruleset, "players": players, "battlefield": specs})
        ruleset = get_ruleset(scenario.ruleset, frozenset())
        return build_state(scenario, ruleset, IndexCards(r.index, r.game))
    except (RulekeeperError, ValueError, LookupError):
        return None


def _unread_blocking(prepared: Any) -> bool:
    """Whether a permanent's text could change who can block beyond the keywords the built objects have ("can block
    creatures with flying", "can't be blocked except by …", an unmodelled static ability granting a keyword)."""
    uses = prepared.plan.permanents.values() if prepared.plan is not None else ()
    return any(  # ("whenever this blocks" is no rule about who can block)
        ("block" in ability.text.lower() and ability.kind != "triggered")
        or (ability.kind == "static" and not ability.modelled)
        for use in uses
        for ability in use.card.abilities
    )


# words of a spell or ability told or offered that could make a block possible before blockers are declared
# ("target creature gains flying", "untap target creature", "loses flying", "create a … token", "can block …")
_ENABLES = re.compile(
    r"\b(?:flying|reach|block\w*|gains?|untap|loses?|protection|becomes?|can't|shadow|creates?|tokens?)\b", re.I
)


def _told_could_enable(r: Reader) -> bool:
    """Whether a spell or ability told before (Jump cast on the Bears before the attack) or one the asker may still
    use could make one of their creatures able to block, or the attacker blockable: the board the check builds is
    the one before any action, so the block stays asked about. An effect or a change of characteristics told
    outright could too; unknown cards could."""
    for action in [a for a, _ in r.actions] + [e.action for e in r.stack]:
        if "effect" in action or "become" in action:
            return True
        if "cast" in action:
            card = r.index.named(action["cast"], r.game).card
        elif "activate" in action:
            card = r.obj(action["activate"]).card
        else:
            continue  # combat, damage, a permanent leaving: none lets a creature block
        if card is None or any(_ENABLES.search(face.oracle_text or "") for face in card.faces):
            return True
    return False


def could_block(r: Reader, attackers: list[str], mine: list[Obj]) -> list[tuple[str, str]]:
    """The (attacker, blocker) pairs of `mine` blocking `attackers` that the engine doesn't rule out, in order."""
    pairs = [(a, o.id) for a in attackers for o in mine]
    if _told_could_enable(r):
        return pairs
    prepared = built_board(r)
    if prepared is None or _unread_blocking(prepared):
        return pairs
    objects = prepared.state.objects
    kept = []
    for a, b in pairs:
        att, blk = objects.get(a), objects.get(b)
        if att is None or blk is None or att.keywords.has("skulk"):  # skulk compares powers (CR 702.118b), which a
            kept.append((a, b))  # pump told or offered could change: kept as possible
        elif not blk.tapped and block_refusal(att, blk) is None:
            kept.append((a, b))
    # menace (CR 702.111b): blocked only by two or more creatures
    return [
        (a, b)
        for a, b in kept
        if objects.get(a) is None or not objects[a].keywords.has("menace") or sum(1 for x, _ in kept if x == a) >= 2
    ]
