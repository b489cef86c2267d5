"""Who a spell or ability may target (CR 115.1, 608.2b): shroud (702.18a), hexproof (702.11b; a player's,
702.11c), protection (702.16b; from everything, 702.16j), of permanents and players; and ward (702.21a), whose
cost the targeting player may or may not pay."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .context import Run
from .scenario import COLOR_WORDS

if TYPE_CHECKING:
    from .state import State

# the rule each reason cites, for messages outside a log step
RULE_OF = {
    "shroud": "702.18a",
    "hexproof": "702.11b",
    "hexproof_player": "702.11c",
    "protection_target": "702.16b",
    "protection_everything": "702.16j",
}


def _granted(state: State, ref: str) -> dict[str, str]:
    """ "You have shroud" of a permanent the player controls (Ivory Mask, Leyline of Sanctity): each keyword it
    gives, by the permanent's name."""
    return {
        word: o.name
        for o in state.objects.values()
        if o.controller == ref and o.on_battlefield
        for word in ("shroud", "hexproof")
        if o.keywords.has(f"controller {word}")
    }


def granted_by(state: State, ref: str, concept: str) -> str | None:
    """The permanent whose "You have shroud / hexproof" is the only reason the player `ref` can't be targeted
    (`concept`: untargetable's), or None when the player has it of their own."""
    word = {"shroud": "shroud", "hexproof_player": "hexproof"}.get(concept)
    if word is None or state.players[ref].keywords.has(word):
        return None
    return _granted(state, ref).get(word)


def _player_untargetable(state: State, ref: str, controller: str, colors: Iterable[str]) -> tuple[str, str] | None:
    """A player's shroud (702.18a), hexproof (702.11c) and protection (702.16b, 702.16j)."""
    kw = state.players[ref].keywords
    has = f"{ref} {'have' if ref == 'You' else 'has'}"  # "You have", "Opponent has"
    granted = _granted(state, ref)
    if kw.has("shroud") or "shroud" in granted:
        return f"{has} shroud" + (f" ({granted['shroud']})" if "shroud" in granted else ""), "shroud"
    if (kw.has("hexproof") or "hexproof" in granted) and ref != controller:
        whose = "your" if ref == "You" else "their"
        return f"{has} hexproof and {controller} {'are' if controller == 'You' else 'is'} {whose} opponent", (
            "hexproof_player"
        )
    if "everything" in kw.other_protection:
        return f"{has} protection from everything", "protection_everything"
    hit = sorted(kw.protection.intersection(colors))
    if hit:
        return f"{has} protection from {COLOR_WORDS.get(hit[0], hit[0])}", "protection_target"
    return None


def untargetable(state: State, ref: str, controller: str, colors: Iterable[str]) -> tuple[str, str] | None:
    """Why the permanent or player `ref` can't be the target of a spell or ability that `controller` controls
    with these colors (for an ability: its source's), and the concept citing the rule; None if it can."""
    if ref in state.players:
        return _player_untargetable(state, ref, controller, colors)
    obj = state.objects.get(ref)
    if obj is None or not obj.on_battlefield:
        return None
    kw = obj.keywords
    kw.refuse_other_protection(obj.name, "it is targeted")
    if kw.has("shroud"):
        return f"{obj.name} has shroud", "shroud"
    if kw.has("hexproof") and obj.controller != controller:
        are = "are" if controller == "You" else "is"
        return f"{obj.name} has hexproof and {controller} {are} its controller's opponent", "hexproof"
    hit = sorted(kw.protection.intersection(colors))
    if hit:
        return f"{obj.name} has protection from {COLOR_WORDS.get(hit[0], hit[0])}", "protection_target"
    return None


def legal_targets(run: Run, targets: list[str], controller: str, colors: Iterable[str], what: str) -> list[str]:
    """The targets still legal as `what` resolves; each illegal one is said, with the rule that makes
    it illegal (CR 608.2b: an illegal target isn't affected; all illegal, and it doesn't resolve)."""
    colors = frozenset(colors)
    out = []
    for t in targets:
        found = untargetable(run.state, t, controller, colors)
        if found is None:
            out.append(t)
        else:
            why, concept = found
            run.say(
                f"{why}, so it is no longer a legal target for {what}, which doesn't affect it",
                concept,
                "illegal_target",
            )
    return out


def ward_countered(run: Run, targets: list[str], controller: str, what: str, uncounterable: bool = False) -> bool:
    """CR 702.21a: ward on an opponent's permanent counters `what` unless `controller` pays its cost;
    paying or not is that player's choice, so both are outcomes. True if it is countered. A spell that
    can't be countered isn't (CR 101.2: its 'can't' wins); the ward trigger does nothing."""
    for t in targets:
        obj = run.state.objects.get(t)
        if obj is None or not obj.on_battlefield or not obj.keywords.has("ward") or obj.controller == controller:
            continue
        if uncounterable:
            run.say(f"{obj.name}'s ward triggers, but {what} can't be countered", "ward")
            continue
        labels = [f"{controller} pays {obj.name}'s ward cost", f"{controller} doesn't pay {obj.name}'s ward cost"]
        if run.chooser.choose(f"{controller} pays for ward on {obj.name}", controller, labels):
            run.say(f"{obj.name}'s ward: {controller} doesn't pay, so {what} is countered", "ward")
            return True
        run.say(f"{obj.name}'s ward: {controller} pays the cost, so {what} isn't countered", "ward")
    return False


def pick_target(
    run: Run,
    name: str,
    controller: str,
    colors: Iterable[str],
    candidates: list[str],
    none_text: str,
    concept: str = "illegal_target",
) -> str | None:
    """The target `controller` picks for `name` among the candidates it may target (each pick a line of
    play); None, said with `none_text` (and `concept`'s rules), when it may target none of them, or None when
    ward counters it."""
    legal = [c for c in candidates if untargetable(run.state, c, controller, colors) is None]
    if not legal:
        run.say(none_text, concept)
        return None
    labels = [f"{name} targets {run.name(t)}" for t in legal]
    target = legal[run.chooser.choose(f"target for {name}", controller, labels)]
    return None if ward_countered(run, [target], controller, f"{name}'s ability") else target
