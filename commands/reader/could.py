"""A spell a player could cast, said in chat words (audit9).

"I could shock his giant", "I could Shock it or not", "I might bolt it", "I could respond with Giant Growth or let it
resolve", "I could cast Giant Growth on it or not": the card is one the player may cast or not (each an outcome:
situation.form_hand reads "<player> could cast <card> [targeting <target>]"), never set aside as a hypothetical
while the answer goes on without it. "I could have bolted it" (what didn't happen) and a choice between two spells
("I could bolt it or shock it") are left as they are.
"""

from __future__ import annotations

import re

from .entities import Names, subject

_COULD = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:could|can|may|might)\s+(?:also\s+|still\s+|always\s+)?(?!have\b)"
    r"(?P<rest>.+?)(?:,?\s+or\s+(?:not|let\s+it\s+resolve|pass|do\s+nothing|not\s+(?:cast|respond)(?:\s+at\s+all)?))?$",
    re.I,
)
_RESPOND = re.compile(r"^respond\s+(?:to\s+it\s+)?with\s+(?P<x>.+)$", re.I)
_CAST = re.compile(r"^cast\s+(?P<x>.+)$", re.I)


def frame_could_card_verb(clause: str, names: Names) -> str | None:
    """ "I could shock his giant (or not)" → "I could cast Shock targeting his giant"; "I could respond with
    Giant Growth" → "I could cast Giant Growth"; a cast "… or not" without the "or not"."""
    text = clause.strip()
    m = _COULD.match(text)
    p = subject(m["p"])[0] if m else None
    if m is None or p is None or re.search(r"\s(?:or|and)\s", m["rest"], re.I):
        return None
    rest = m["rest"]
    said = _RESPOND.match(rest) or _CAST.match(rest)
    if said:
        if said.re is _CAST and m.end("rest") == len(text) and not re.search(r"\son\s", rest, re.I):
            return None  # "I could cast Mending Hands": read as it is (situation.form_hand)
        return f"{p} could cast " + re.sub(r"\s+on\s+", " targeting ", said["x"], count=1, flags=re.I)
    verb = names.spell_verb(rest)
    if verb is None:
        return None
    tail = re.sub(r"^(?:on|at)\s+", "", verb.rest.strip(), flags=re.I)
    if tail.lower() in ("my face", "face", "his face", "her face", "their face"):
        tail = "me" if tail.lower() == "my face" else "Opponent" if p == "I" else "me"
    return f"{p} could cast {verb.name}" + (f" targeting {tail}" if tail else "")
