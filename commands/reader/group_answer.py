"""Questions about every creature of a fight at once: "Who dies?", "Do both die?", "Does either survive?", "Do
they trade?" (issue #16, table talk). The creatures asked about are those the situation's actions involve
(attackers, blockers, targets), or every creature when no action names one; "both" needs exactly two. Each one's
fate comes from the outcomes alone (704.5f/g, 702.12b), as for "Does my bear survive?" (commands/reader/answer.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .answer import Facts, Question, Subject, _acted_on, _fate, _loses, first_form

_AUX = r"(?:does|do|did|will|would|can|could|should)"
_DIE = r"(?P<v>die|dies|survive|survives|live|lives|make it|trade|trades)"
_BOTH = r"(?:they both|both of them|both creatures|both of the creatures|both|the two of them|the two creatures)"
_EITHER = r"(?:either one|either of them|either creature|either|one of them|any of them|any creature|anything)"

# (pattern, detail): "who" lists each creature's fate; "both" / "either" answer yes or no first when they can
GROUP_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Question | None]], ...] = tuple(
    (re.compile(p), f)
    for p, f in (
        (
            r"^(?:who|what|which(?: ones?| creatures?)?) (?:(?:will|would|does|do) )?(?:ends? up )?"
            r"(?P<v>dies|die|survives|survive|lives|live|goes to the graveyard|is left standing|"
            # "which one would be sent to the graveyard" (the legend rule's, CR 704.5j)
            r"(?:is|gets|would be|will be) (?:sent|put) (?:in)?to (?:the|its owner's) graveyard)$",
            lambda m: _q("who", m["v"]),
        ),
        (rf"^{_AUX} {_BOTH} {_DIE}$", lambda m: _q("both", m["v"])),
        (rf"^{_AUX} they {_DIE}$", lambda m: _q("both", m["v"]) if m["v"].startswith("trade") else None),
        (r"^(?:is|are) (?:they )?both (?P<v>dead|alive)$", lambda m: _q("both", m["v"])),
        (rf"^{_BOTH} {_DIE}$", lambda m: _q("both", m["v"])),
        (rf"^{_AUX} {_EITHER} {_DIE}$", lambda m: _q("either", m["v"])),
        (rf"^{_AUX} it {_DIE}$", lambda m: _q("both", m["v"]) if m["v"].startswith("trade") else None),
    )
)


def _q(detail: str, verb: str) -> Question:
    """ "trade" asks whether both die (each kills the other)."""
    dies = verb.startswith(("die", "trade", "goes", "dead")) or verb.endswith("graveyard")
    return Question("group", negated=dies, detail=detail)


def classify_group(text: str) -> Question | None:
    """The group question `text` (normalised) asks, or None."""
    return first_form(GROUP_FORMS, text)


def _creatures(facts: Facts) -> list[str]:
    """The creatures the question is about: those acted on, else every creature; in the reading's order."""
    creatures = [pid for pid in facts.objects if facts.is_creature(pid) is not False]
    acted = _acted_on(facts.reading.scenario)
    involved = [pid for pid in creatures if pid in acted]
    return involved or creatures


def _zone(facts: Facts, pid: str, outcome: int) -> str | None:
    perm = facts.outcomes[outcome].permanents.get(pid)
    return facts.zone_of.get(perm.zone, perm.zone) if perm is not None else None


def answer_group(q: Question, facts: Facts) -> str | None:
    """ "Grizzly Bears dies; Hill Giant survives", "Yes: both die", "No: …"; None when it can't be told."""
    pids = _creatures(facts)
    if not pids or (q.detail == "both" and len(pids) != 2):
        return None
    subjects = [facts._object(pid) for pid in pids]
    lines = [_fate(facts, s) for s in subjects]
    if any(line is None for line in lines):
        return None
    zones = [[_zone(facts, pid, i) for pid in pids] for i in range(len(facts.outcomes))]
    every = " in every outcome" if len(facts.outcomes) > 1 else ""
    want = "graveyard" if q.negated else "battlefield"
    verb = "die" if q.negated else "survive"
    if all(z == "graveyard" for row in zones for z in row) or all(z == "battlefield" for row in zones for z in row):
        same = "die" if zones[0][0] == "graveyard" else "survive"
        whole = f"{'Both' if len(pids) == 2 else 'All'} {same}{every}" if len(pids) > 1 else str(lines[0])
        prefix = ""
        if q.detail in ("both", "either"):
            prefix = "Yes: " if same == verb else "No: "
            whole = whole[0].lower() + whole[1:] if len(pids) > 1 else whole
        return prefix + whole + _players(facts)
    listed = "; ".join(str(line) for line in lines)
    prefix = ""
    if q.detail == "both":
        hits = [all(z == want for z in row) for row in zones]
        prefix = "Yes: " if all(hits) else "No: " if not any(hits) else ""
    elif q.detail == "either":
        hits = [any(z == want for z in row) for row in zones]
        prefix = "Yes: " if all(hits) else "No: " if not any(hits) else ""
    return prefix + listed + _players(facts)


def _players(facts: Facts) -> str:
    """A player who loses the game in some outcome is said too ("who dies?" may mean them)."""
    out = []
    for player in facts.players:
        if any(o.players[player].lost for o in facts.outcomes if player in o.players):
            line = _loses(facts, Subject("player", player, player, (player,)))
            if line:
                out.append(line)
    return "".join(f"; {line}" for line in out)
