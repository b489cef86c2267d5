"""A spell a player could cast, said in chat words (audit9).

"I could shock his giant", "I could Shock it or not", "I might bolt it", "I could respond with Giant Growth or let it
resolve", "I could cast Giant Growth on it or not": the card is one the player may cast or not (each an outcome:
situation.form_hand reads "<player> could cast <card> [targeting <target>]"), never set aside as a hypothetical
while the answer goes on without it. "I could have bolted it" (what didn't happen) and a choice between two spells
("I could bolt it or shock it") are left as they are; one with no card ("he could pump it", "he could have a
trick") is asked back.
"""

from __future__ import annotations

import re

from ..situation import SituationError
from .dispatch import guarded
from .entities import Names, is_spell, subject

_COULD = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:could|can|may|might)\s+(?:also\s+|still\s+|always\s+)?"
    r"(?P<rest>.+?)(?:,?\s+or\s+(?:not|let\s+it\s+resolve|pass|do\s+nothing|not\s+(?:cast|respond)(?:\s+at\s+all)?))?$",
    re.I,
)
# what a player could do with no card said ("he could pump it", "he could have a trick"): asked, never set aside
_UNSAID = re.compile(
    r"^(?:pump|buff|grow|save|protect|kill|remove|destroy|exile|bounce|counter|fog|heal|"
    r"burn|zap|ping|respond|flash)\b|^have\s+(?:an?\s+|some\s+)?(?:combat\s+)?(?:trick|instant|removal|answer|response|"
    r"counterspell|pump|burn|something)\b",
    re.I,
)
# "I could block with it", "he might attack": a combat choice, never answered as not made
_COMBAT = re.compile(r"^(?:block|chump|attack|swing|double\s+block|trade)\b", re.I)
_RESPOND = re.compile(r"^respond\s+(?:to\s+it\s+)?with\s+(?P<x>.+)$", re.I)
_CAST = re.compile(r"^cast\s+(?P<x>.+)$", re.I)


@guarded(_COULD)
def frame_could_card_verb(clause: str, names: Names) -> str | None:
    """ "I could shock his giant (or not)" → "I could cast Shock targeting his giant"; "I could respond with
    Giant Growth" → "I could cast Giant Growth"; a cast "… or not" without the "or not"."""
    text = clause.strip()
    m = _COULD.match(text)
    p = subject(m["p"])[0] if m else None
    if m is None or p is None or re.search(r"\s(?:or|and)\s", m["rest"], re.I):
        return None
    if re.match(r"have\s", m["rest"], re.I) and not _UNSAID.match(m["rest"]):
        return None  # "I could have bolted it": what didn't happen
    rest = re.sub(r"\s+(?:too|as\s+well)$", "", m["rest"], flags=re.I)  # "he could bolt it too"
    said = _RESPOND.match(rest) or _CAST.match(rest)
    if _COMBAT.match(rest):
        raise SituationError(
            f'"{text}": whether it happens isn\'t said: say it ("{m["p"]} {rest}"), or leave it out; each choice is '
            "asked on its own (see /help ruling)"
        )
    if not said and names.spell_verb(rest) is None and _UNSAID.match(rest):
        raise SituationError(
            f'"{text}": a possibility without its card isn\'t answered: say the card ("{m["p"]} could cast <card> '
            'targeting …", "… has <card> in hand"), or leave it out (see /help ruling)'
        )
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


_HOLDING = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:am\s+|is\s+|are\s+)?(?:holding|holds?)\s+(?:up\s+|onto\s+)?(?P<x>.+?)"
    r"(?:\s+(?:up|back))?$",
    re.I,
)


@guarded(_HOLDING)
def frame_holding(clause: str, names: Names) -> str | None:
    """ "I'm holding Giant Growth", "he holds up a Shock": the card is in that player's hand (said as "in hand")."""
    m = _HOLDING.match(clause.strip())
    spans = names.spans(m["x"]) if m else []
    if m is None or not spans or not all(names.card(n) is not None and is_spell(names.card(n)) for *_, n in spans):
        return None
    p = subject(m["p"])[0]
    return f"{p} {'have' if p == 'I' else 'has'} {m['x']} in hand" if p else None


# "I have Giant Growth in hand and a 2/2 untapped", "I have a 2/2 and Shock in hand": a hand and a board in one list
_HAND_AND_BOARD = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?P<v>have|has|had|got)\s+(?P<a>.+?)\s+in\s+(?:my\s+|his\s+|her\s+|their\s+)?"
    r"hand,?\s+and\s+(?P<b>.+?)(?:\s+(?:untapped|out|on\s+the\s+(?:battlefield|board|field)|in\s+play))?$",
    re.I,
)
_BOARD_AND_HAND = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?P<v>have|has|had|got)\s+(?P<b>.+?)(?:\s+(?:untapped|out|in\s+play))?,?\s+"
    r"and\s+(?P<a>.+?)\s+in\s+(?:my\s+|his\s+|her\s+|their\s+)?hand$",
    re.I,
)


@guarded(_HAND_AND_BOARD, _BOARD_AND_HAND)
def frame_hand_and_board(clause: str, names: Names) -> str | None:
    """ "I have Giant Growth in hand and a 2/2 untapped" / "I have a 2/2 and Shock in hand" → "I have Giant Growth
    in hand. I control a 2/2": the spells named (instants and sorceries only) in hand, the creature on the
    battlefield (a creature by its size, or a permanent card)."""
    m = _HAND_AND_BOARD.match(clause.strip()) or _BOARD_AND_HAND.match(clause.strip())
    if m is None:
        return None
    spells = names.spans(m["a"])
    if not spells or not all(names.card(n) is not None and is_spell(names.card(n)) for *_, n in spells):
        return None
    board = m["b"].strip()
    permanent = [names.card(n) for *_, n in names.spans(board)]
    if not (re.search(r"(?<![\w/])[0-9]+/[0-9]+(?![\w/])", board) or (permanent and not any(map(is_spell, permanent)))):
        return None
    p = subject(m["p"])[0]
    if p is None:
        return None
    return f"{p} {'have' if p == 'I' else 'has'} {m['a']} in hand. {p} {'control' if p == 'I' else 'controls'} {board}"
