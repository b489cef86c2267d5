"""What a message says in brackets after a card that only restates the card ("a Skyshroud Troll (3/3 with
regeneration)", "Serra Angel (4/4 flying, vigilance)"): dropped, and the reading says so.

A size said before a card's name that is its printed size ("my 2/2 Grizzly Bears") is dropped the same way.

Only brackets whose every part the card's printed text confirms are dropped: its printed power and toughness,
keywords it has ("flier" for flying), "regeneration" for a card with a regeneration ability, its colours and
creature types. Anything else in them (a different size,
a keyword it lacks: what changed this turn) is left for the situation language to read or refuse.
"""

from __future__ import annotations

import re
from typing import Any

from .. import lexicon as lx
from ..situation import SituationError
from .asked_action import regenerated
from .entities import Names

_BRACKETS = re.compile(r"\s*\((?P<inside>[^()]{1,80})\)")
_SIZE = re.compile(r"^(?P<pt>[0-9]{1,2}/[0-9]{1,2})(?:\s*,\s*|\s+|$)")
_PARTS = re.compile(r"\s*(?:,|\band\b|\bwith\b|&|\+)\s*", re.I)


# "a 2/2 Grizzly Bears", "my 4/4 Serra Angel": a size said before a card's name
_SIZE_BEFORE = re.compile(r"(?<![\w/+-])(?P<pt>[0-9]{1,2}/[0-9]{1,2})\s+(?=[A-Z])")


def _sizes_itself(card: Any) -> bool:
    """Whether the card's own text changes or defines its size ("Kavu Scout gets +1/+0 for each …", "*/1+*"): a
    stated size then is for the engine to check (it refuses what it doesn't model), not a mismatch."""
    face = card.faces[0]
    return "*" in f"{face.power}{face.toughness}" or bool(
        re.search(
            rf"\b{re.escape(face.name)} gets [+-]|\b(?:power|toughness) (?:is|are) (?:each )?equal", face.oracle_text
        )
    )


def _counts_its_size(card: Any) -> bool:
    """Whether the engine counts the card's size from the board ("Kavu Scout gets +1/+0 for each basic land type
    among lands you control": resolver/anthems.py): a stated size is then the board's to decide, never dropped."""
    return bool(_counted_line(card))


def _counted_line(card: Any) -> str:
    return next(
        (
            a.text
            for a in card.abilities
            if a.modelled and any("per" in st and st.get("do") == "anthem" for st in a.steps)
        ),
        "",
    )


def check_size(text: str, card: Any, said: str) -> None:
    """A size said of a card ("a 12/12 Craterhoof Behemoth") that isn't its printed size is asked about, never
    dropped (unless the card's own text sizes it: the engine checks that)."""
    printed = f"{card.faces[0].power}/{card.faces[0].toughness}"
    if _counts_its_size(card):  # "a 5/2 Kavu Scout": the lands decide it; said, it may disagree
        raise SituationError(
            f'"{text.strip()}": {card.name}\'s size counts what its controller has (its text: '
            f'"{_counted_line(card)}"): name those permanents ("… controls {card.name}, a Plains and an Island") '
            "rather than its size (see /help ruling)"
        )
    if said != printed and not _sizes_itself(card):  # "a 12/12 Craterhoof Behemoth": never dropped
        raise SituationError(
            f'"{text.strip()}": {card.name} is {printed} as printed; say what made it {said} '
            f'(e.g. "{card.name} (+N/+N)" for a pump this turn, or "with N +1/+1 counters"; see /help ruling)'
        )


def restated(clause: str, names: Names) -> tuple[str, tuple[str, ...]]:
    """The clause without brackets that restate the card just before them, nor a size said before a card that is
    its printed size ("my 2/2 Grizzly Bears"), and a note for each dropped. (Another size before a card is left for
    the situation language to ask about: "a 12/12 Craterhoof Behemoth".)"""
    notes: list[str] = []
    out = clause
    for m in reversed(list(_SIZE_BEFORE.finditer(clause))):
        spans = names.spans(clause[m.end() :])
        card = names.card(spans[0][2]) if spans and spans[0][0] == 0 else None
        if card is None or not card.faces or card.faces[0].power is None:
            continue
        if m["pt"] != f"{card.faces[0].power}/{card.faces[0].toughness}" or _counts_its_size(card):
            article = re.search(r"(?:^|\s)((?i:an?|my|his|her|their|the|Opponent's)\s+)$", clause[: m.start()])
            check_size(f"{article[1] if article else ''}{m['pt']} {card.name}", card, m["pt"])
            continue  # (a size the card's text decides: the engine checks it)
        out = out[: m.start()] + out[m.end() :]
        notes.insert(0, f'"{m["pt"]}" restates {card.name} as printed: nothing to add')
    clause = out
    for m in reversed(list(_BRACKETS.finditer(clause))):
        before = clause[: m.start()]
        spans = names.spans(before)
        if not spans or spans[-1][1] != len(before.split()):
            continue  # not right after a card's name
        card = names.card(spans[-1][2])
        if card is None or not _confirms(m["inside"], card):
            continue
        out = out[: m.start()] + out[m.end() :]
        notes.insert(0, f'"({m["inside"].strip()})" restates {card.name} as printed: nothing to add')
    return out, tuple(notes)


def _confirms(inside: str, card: Any) -> bool:
    """Whether every part of the bracket is what the card is as printed."""
    face = card.faces[0]
    text = re.sub(r"^(?:an?|the|just|only)\s+", "", inside.strip().lower())  # "(a 2/3 flier with infect)"
    size = _SIZE.match(text)
    if size:
        if size["pt"] != f"{face.power}/{face.toughness}".lower():
            return False
        text = text[size.end() :]
    parts = [p for p in _PARTS.split(text) if p]
    if not size and not parts:
        return False
    said = sorted({k.lower() for k in face.keywords}, key=len, reverse=True)
    if "flying" in said:  # "(2/1 flier, protection from black)": a player's word for it
        said += ["flier", "flyer"]
    if "$this" in regenerated(card):
        said += ["regeneration", "regenerate", "regen"]
    # "(5/5 trample, green)", "(Human Wizard)": its colours and creature types, as printed
    said += [w for w, c in lx.COLORS.items() if c in face.colors] + [t.lower() for t in face.subtypes]
    oracle = " ".join(face.oracle_text.lower().split())
    for part in parts:
        if part in ("no abilities", "no other abilities", "vanilla") and not oracle:  # "(8/8, no abilities)"
            continue
        quoted = part.strip("'\"‘’“” ")
        if len(quoted) >= 8 and quoted != part and quoted in oracle:  # "(2/2 flying, '{1}{B}: Regenerate …')"
            continue
        while part:  # "flying defender": each word a keyword the card has ("first strike": one keyword)
            k = next((k for k in said if part == k or part.startswith(k + " ")), None)
            if k is None:
                return False
            part = part[len(k) :].strip()
    return True


_STILL_BLOCKING = re.compile(
    r"^(?:(?:in|during)\s+the\s+[\w\s-]{0,40}?step\s*,?\s+)?(?P<x>.+?)\s+(?:was|were|are|is)\s+still\s+blocking"
    r"(?:\s+(?:it|him|her|them))?$",
    re.I,
)
_BLOCKERS_WORDS = re.compile(r"^(?:they|the\s+blockers|the\s+blocking\s+creatures|both\s+blockers)$", re.I)


def still_blocking(clause: str, r: Any) -> str | None:
    """ "In the regular combat damage step the remaining 3 goblins were still blocking": creatures the situation
    already has blocking stay blocking until combat ends, whatever happens to what they block (CR 509.1g, 506.4):
    the clause restates the combat. The note that says so, or None when it names no blocker of the situation."""
    m = _STILL_BLOCKING.match(clause.strip())
    blockers = [o for o in r.objects if o.id in ((r.combat or {}).get("blockers") or {})]
    if m is None or not blockers:
        return None
    x = re.sub(r"^(?:the\s+)?(?:remaining|other|surviving|rest\s+of\s+the)\s+|^the\s+", "", m["x"].strip(), flags=re.I)
    x = re.sub(r"^(?:[0-9]+|two|three|four|five|six)\s+", "", x, flags=re.I)
    if not _BLOCKERS_WORDS.match(m["x"].strip()):
        word = x.lower().removesuffix("s")
        named = [o for o in blockers if word and re.search(rf"(?<![\w/]){re.escape(word)}s?\b", o.name.lower())]
        if not named or len(x.split()) > 3:
            return None
    return f'"{clause}" restates the combat: a creature that blocks stays blocking until combat ends (CR 509.1g, 506.4)'


PUMPED_NOTE = "the size it says it made"
# "a Sandstone Warrior that had its power increased twice before blockers were declared, making it a 3/3 with first
# strike": what changed this turn, said by the size it made
_PUMPED_TO = re.compile(
    r",?\s+(?:that|which|who)\s+(?:had|got|has|gets)\s+its\s+(?:power(?:\s+and\s+toughness)?|size|stats)\s+"
    r"(?:increased|pumped|boosted|raised)\b[^,]*,\s*making\s+it\s+(?:an?\s+)?(?P<pt>[0-9]{1,2}/[0-9]{1,2})"
    r"(?:\s+with\s+(?P<kw>[a-z ]+?))?(?=$|[,.;])",
    re.I,
)


def pumped_to(clause: str, names: Names) -> tuple[str, tuple[str, ...]]:
    """ "X that had its power increased …, making it a 3/3 [with first strike]" → "X (+2/+0)": the change this turn
    that the size it made says (CR 611.2a, 613.4c), as "Grizzly Bears (+2/+2)" says it; a keyword it has as printed
    is dropped, one it hasn't is added this turn. A size smaller than printed isn't an increase: left as written."""
    m = _PUMPED_TO.search(clause)
    if m is None:
        return clause, ()
    before = clause[: m.start()].rstrip(" ,")
    spans = names.spans(before)
    card = names.card(spans[-1][2]) if spans and spans[-1][1] == len(before.split()) else None
    if card is None or not card.faces[0].power or not card.faces[0].power.isdigit():
        return clause, ()
    face = card.faces[0]
    power, toughness = (int(n) for n in m["pt"].split("/"))
    dp, dt = power - int(face.power), toughness - int(face.toughness)
    if dp < 0 or dt < 0 or (dp, dt) == (0, 0):
        return clause, ()
    changes = [f"+{dp}/+{dt}"]
    if m["kw"] and m["kw"].strip().lower() not in {k.lower() for k in face.keywords}:
        changes.append(m["kw"].strip().lower())
    note = f'"{clause[m.start() :].strip()}" is read as {card.name} (+{dp}/+{dt}) this turn: {PUMPED_NOTE}'
    return f"{before} ({' and '.join(changes)}){clause[m.end() :]}", (note,)


def check_pumped(r: Any, notes: list[str]) -> None:
    """A size read as this turn's change ("… making it a 3/3") counts from the printed size: refused (asked) when
    something else on the board changes that creature's size too (counters on it, a static ability: an anthem, an
    Aura or Equipment, its own count), which the stated size may already include."""
    if not any(PUMPED_NOTE in n for n in notes):
        return
    pumped = [o for o in r.objects if o.this_turn and o.card is not None]
    sizers = [
        o.name
        for o in r.objects
        if o.card is not None
        and any(
            st.get("do") in ("anthem", "attached_gets")
            for a in o.card.abilities
            if a.kind == "static"
            for st in a.steps
        )
    ]
    for o in pumped:
        if o.counters or sizers:
            why = f"its counters ({', '.join(o.counters)})" if o.counters else f"{sizers[0]}'s static ability"
            raise SituationError(
                f"{o.name}'s size as said may already count {why}: say what changed it this turn instead "
                f'("{o.name} (+N/+N)"; see /help ruling)'
            )
