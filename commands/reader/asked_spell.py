"""A message that only asks whether something survives a spell ("Does my Grizzly Bears survive a Lightning Bolt?",
"Will Shock kill a 2/2 with protection from red?", "does lightning bolt kill me?"): issue #16's "a message that is
only a question" — read as the spell cast at it, and the question asked of it. Who casts it isn't said: the other
player than the permanent's (Opponent for "my …", "a …" or "me"; you for "his …"), and the reading says so.

Only a question-only message (no statement in it), only an instant or sorcery named in full, and only one of
these shapes; anything else stays as it was (asked back as a question alone). Two such questions ("Does Shock kill
my Hill Giant? Does Lightning Bolt kill my Hill Giant?") ask about two casts each on its own: read together they
would be one cast after the other (the Hill Giant dying to both), so they are asked back.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..situation import SituationError
from .clauses import Clause
from .entities import is_spell

_ASK = r"^(?:so\s+)?(?:does|do|will|would|can|could|did)\s+"
_SURVIVE = re.compile(
    _ASK + r"(?P<x>.+?)\s+(?:survive|live\s+through|die\s+to|die\s+from)\s+(?:an?\s+|the\s+)?(?P<s>.+?)$", re.I
)
_KILL = re.compile(_ASK + r"(?:an?\s+|the\s+)?(?P<s>.+?)\s+kill\s+(?P<x>.+?)$", re.I)
_THEIRS = re.compile(r"^(?:his|her|their|Opponent's)\s", re.I)
_TARGET = re.compile(r"^(?:me|myself|(?:my|his|her|their|Opponent's|an?|the)\s+\S.*)$", re.I)


def spell_asked(parts: list[Clause], names: Any) -> tuple[list[Clause], list[str]]:
    """The clauses with such a question read as the cast (after the permanent, for a spell without a target),
    then the question of it; and a note for each."""
    if not parts or any(not c.question for c in parts):
        return parts, []
    out: list[Clause] = []
    notes: list[str] = []
    asked: list[str] = []
    for c in parts:
        read = _read(c.text, names)
        if read is None:
            out.append(c)
            continue
        statements, question, note = read
        out += [replace(c, text=s, question=False) for s in statements] + [replace(c, text=question)]
        notes.append(note)
        asked.append(c.text)
    if len(asked) > 1:  # "Does Shock kill my Hill Giant? Does Lightning Bolt kill my Hill Giant?": each on its own
        raise SituationError(
            f'"{asked[0]}" and "{asked[1]}" each ask about a spell cast on its own, not one after the other: ask '
            "about one at a time, or say both casts as sentences (see /help ruling)"
        )
    return out, notes


def _read(question: str, names: Any) -> tuple[list[str], str, str] | None:
    m = _SURVIVE.match(question) or _KILL.match(question)
    if m is None or not _TARGET.match(m["x"]):
        return None
    spans = names.spans(m["s"])
    if len(spans) != 1 or spans[0][:2] != (0, len(m["s"].split())):
        return None  # the spell named in full, nothing else
    card = names.card(spans[0][2])
    if card is None or not is_spell(card):
        return None
    me = m["x"].lower() in ("me", "myself")
    caster = "I" if _THEIRS.match(m["x"]) else "Opponent"
    target = "me" if me else m["x"]
    verb = "cast" if caster == "I" else "casts"
    died = m.re is _KILL or "die" in m.group(0).lower().split()
    if me:
        question_of = "Do I die?" if died else "Do I survive?"
    else:
        question_of = "Does it die?" if died else "Does it survive?"
    caster_word = "you" if caster == "I" else "Opponent"
    walker = _walker_note(target, names)
    if any(re.search(r"\btargets?\b", f.oracle_text or "", re.I) for f in card.faces):
        note = (
            f'"{question}" is read as {caster_word} casting {card.name} targeting {target} (who casts it wasn\'t said)'
        )
        return [f"{caster} {verb} {card.name} targeting {target}"], question_of, note + walker
    if me:
        return None  # (a spell without a target, asked of a player: "does Pyroclasm kill me?" isn't this)
    if caster == "I":
        board = f"Opponent controls {target.split(None, 1)[1]}"
    elif re.match(r"^my\s", target, re.I):
        board = f"I control {target.split(None, 1)[1]}"
    else:  # "a 2/2", "the Hill Giant": whose isn't said, so the reading says it is assumed yours
        board = f"{target} is on the battlefield"
    note = f'"{question}" is read as {caster_word} casting {card.name} (who casts it wasn\'t said)'
    return [board, f"{caster} {verb} {card.name}"], question_of, note + walker


def _walker_note(target: str, names: Any) -> str:
    """For a planeswalker asked about ("Does Lightning Bolt kill my Jace Beleren?"): its loyalty wasn't said, so it
    is the loyalty it enters with, and the reading says so ("" for anything else)."""
    words = re.sub(r"^(?:my|his|her|their|Opponent's|an?|the)\s+", "", target, flags=re.I)
    spans = names.spans(words)
    card = names.card(spans[0][2]) if len(spans) == 1 and spans[0][:2] == (0, len(words.split())) else None
    face = card.faces[0] if card is not None and card.faces else None
    if face is None or "planeswalker" not in face.types or face.loyalty is None:
        return ""
    return f"; {card.name}'s loyalty wasn't said: read as {face.loyalty}, the loyalty it enters with"
