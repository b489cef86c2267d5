"""What a permanent has, said inside a clause that does something with it, as a board fact of its own before it:

- a size said of a creature that is 0/0 as printed and enters with X +1/+1 counters ("My 8/8 Rock Hydra", "his
  5/5 Apocalypse Hydra"): its size is its counters, so the size said is read as that many +1/+1 counters on it
  (CR 122.1a, 613.4c), and the reading says so. Only with a possessive (whose it is) and a square size (each
  counter adds +1/+1); any other size of such a card is asked about as any card's is (restated.check_size). The
  size said is the creature's size as it is, so it counts its counters only when nothing else named changes its
  size: a permanent that changes creatures' power or toughness ("Creatures you control get +1/+1", an Aura, an
  Equipment), or a spell that does cast before the size is said. Then how many counters it has isn't told ("my 4/4
  Rock Hydra" beside Glorious Anthem has 3), and it is asked (sizing_cards);
- a planeswalker's loyalty said where it is a target ("opp bolts my Gideon Jura (6 loyalty)", normalised to "with 6
  loyalty"): "I control Gideon Jura with 6 loyalty", then "… bolts my Gideon Jura".
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..situation import SituationError
from .clauses import Clause
from .entities import POSSESSOR, controls, has_type

_SIZED = re.compile(r"\b(?P<q>(?i:my|his|her|their|Opponent's))\s+(?P<n>[0-9]{1,2})/(?P<m>[0-9]{1,2})\s+(?=[A-Z])")
_X_COUNTERS = re.compile(r"\benters(?: the battlefield)? with X \+1/\+1 counters\b")
# what changes a creature's size: "+1/+1", "-2/-2", "+2/+0" (not a +1/+1 counter: that is one of the counters
# counted), "power and toughness", "base power"
_SIZES = re.compile(r"(?<![\w/])[+-][0-9X]+/[+-][0-9X]+(?!\s+counters?\b)|\b(?:base\s+)?power\b|\btoughness\b", re.I)


def counted_sizes(parts: list[Clause], names: Any) -> tuple[list[Clause], list[str]]:
    """The clauses with each such size said as counters: "My 8/8 Rock Hydra attacks" → "I control Rock Hydra with
    8 +1/+1 counters on it", then "My Rock Hydra attacks"; and a note for each."""
    out: list[Clause] = []
    notes: list[str] = []
    for k, c in enumerate(parts):
        text = c.text
        for m in reversed(list(_SIZED.finditer(c.text))) if not c.question else ():
            spans = names.spans(c.text[m.end() :])
            card = names.card(spans[0][2]) if spans and spans[0][0] == 0 else None
            if card is None or not card.faces or m["n"] != m["m"] or m["n"] == "0" or not _from_counters(card):
                continue
            board = controls(POSSESSOR[m["q"].lower()], card.name)  # "I control Rock Hydra"
            if sizing := sizing_cards(parts, k, card.name, names):
                raise SituationError(
                    f'"{m[0]}{card.name}": {card.name} is 0/0 as printed, so its size is its +1/+1 counters, but '
                    f"{sizing[0]} changes creatures' size too: say how many +1/+1 counters it has "
                    f'("{board} with N +1/+1 counters"; see /help ruling)'
                )
            out.append(replace(c, text=f"{board} with {m['n']} +1/+1 counters on it"))
            text = f"{text[: m.start()]}{m['q']} {text[m.end() :]}"
            notes.append(
                f'"{m["n"]}/{m["m"]} {card.name}" is read as {card.name} with {m["n"]} +1/+1 counters: it is 0/0 '
                "as printed and enters with X +1/+1 counters"
            )
        out.append(replace(c, text=text) if text != c.text else c)
    return out, notes


_LOYALTY = re.compile(
    r"\b(?P<q>(?i:my|his|her|their|Opponent's))\s+"
    r"(?P<x>(?:(?!\b(?i:my|his|her|their|Opponent's)\s)[^,;.])+?)\s+with\s+(?P<n>[0-9]{1,2})\s+loyalty\b"
)
_BOARD = re.compile(r"^(?:I|Opponent|he|she|they)\s+(?:control|controls|have|has|had)\b", re.I)


def loyalty_within(parts: list[Clause], names: Any) -> list[Clause]:
    """The clauses with a planeswalker's loyalty said where something is done to it made a board fact of its own,
    before that clause (a board statement, "I control Gideon Jura with 6 loyalty", is read as it is)."""
    out: list[Clause] = []
    for c in parts:
        m = None if c.question or _BOARD.match(c.text) else _LOYALTY.search(c.text)
        spans = names.spans(m["x"]) if m else []
        card = names.card(spans[0][2]) if len(spans) == 1 and spans[0][:2] == (0, len(m["x"].split())) else None
        if m is None or not has_type(card, "planeswalker"):
            out.append(c)
            continue
        out.append(replace(c, text=f"{controls(POSSESSOR[m['q'].lower()], m['x'])} with {m['n']} loyalty"))
        rest = f"{c.text[: m.start()]}{m['q']} {m['x']}{c.text[m.end() :]}"
        if rest.strip(" ,.").lower() != f"{m['q']} {m['x']}".lower():  # "My Gideon Jura with 6 loyalty.": all said
            out.append(replace(c, text=rest))
    return out  # (the board fact shows in the reading as any is)


def _from_counters(card: Any) -> bool:
    face = card.faces[0]
    return (face.power, face.toughness) == ("0", "0") and bool(_X_COUNTERS.search(face.oracle_text))


def sizing_cards(parts: list[Clause], at: int, own: str, names: Any) -> list[str]:
    """The cards the message names, other than `own`, that change a creature's power or toughness: a permanent
    anywhere (its effect lasts), a spell only in a clause before the one at `at` (a pump cast after the size was
    said doesn't make it)."""
    out: list[str] = []
    for k, c in enumerate(parts):
        for *_, name in names.spans(c.text):
            card = names.card(name)
            if card is None or name == own or name in out or not card.faces:
                continue
            spell = any(t in ("instant", "sorcery") for t in card.faces[0].types)
            if (not spell or k < at) and any(_SIZES.search(f.oracle_text) for f in card.faces):
                out.append(name)
    return out
