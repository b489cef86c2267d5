"""Frames for a game told as it happened (bug reports, "I ended up with this scenario: …"): what a clause adds
that the board already says ("which entered the battlefield"), damage a report says permanents got before the
question ("Walking Corpse and Skittering Heartstopper which both got one damage"), a second copy attacking
("attacked with another Goblin Chainwhirler"), a keyword someone gave a creature ("Opponent made Skittering
Heartstopper deathtouch before first strike") and the order blockers are listed in.

Each returns the clause in the situation language (a `Said`, with what it assumed for the reading), or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .. import lexicon as lx
from ..situation import SituationError
from .dispatch import guarded
from .entities import Names, is_spell, subject
from .needles import sieved

_P = r"(?P<p>I|Opponent|he|she|they|we)"
_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
# "which entered the battlefield", "which was already in the battlefield": the board says it already (nothing
# may follow: "that enters the battlefield with a +1/+1 counter" says more)
_RESTATES = re.compile(
    r"\s+(?:which|that|who)\s+(?:just\s+)?(?:entered|enters|has\s+entered|had\s+entered|(?:was|is|were|are)\s+already)"
    r"\s+(?:(?:in|on|onto|into)\s+)?(?:the\s+)?(?:battlefield|play|field|board)\b(?=\s*(?:$|[,;)]))",
    re.I,
)
# "(in this exact order)" ending a block: the attacking player divides the damage anyway ("in this order: A, B"
# lists them, and is left as written)
_ORDER = sieved(
    r"\s*,?\s*\(?\s*\b(?:in\s+)?(?:this|that|the\s+following|the\s+same)\s+(?:exact\s+)?order\b\s*\)?\s*$", re.I
)


class Said(str):
    """A rewrite with what it assumed, which the reading lists."""

    notes: tuple[str, ...] = ()


def said(text: str, *notes: str) -> Said:
    out = Said(text)
    out.notes = notes
    return out


def plain_story(clause: str) -> tuple[str, tuple[str, ...]]:
    """The clause without what it restates, and a note for each part dropped that a reader could think matters."""
    text = _RESTATES.sub("", clause)
    notes: tuple[str, ...] = ()
    if re.search(r"\bblock", text, re.I) and _ORDER.search(text):
        text = _ORDER.sub("", text)
        notes = (
            "The order the blockers are listed in decides nothing here: the attacking player divides the damage "
            "among them (CR 510.1c), and each division is an outcome",
        )
    return text, notes


_DAMAGE_GOT = sieved(
    r"^(?P<h>.+?)\s+(?:which|that|who)\s+(?P<all>both\s+|each\s+|all\s+)?(?:got|took|had|have|has|received|"
    r"(?:was|were)\s+dealt)\s+(?P<n>[0-9]+|one|two|three|four|five|six)\s+(?:points?\s+of\s+)?damage"
    r"(?:\s+each)?$",
    re.I,
)


@guarded(_DAMAGE_GOT)
def frame_damage_got(clause: str, names: Names, rewrite: Callable[[str, Names], str]) -> str | None:
    """ "Opponent had Walking Corpse and Skittering Heartstopper which both got one damage" → the board, and
    each has 1 damage marked (what earlier effects did, as the report states it)."""
    m = _DAMAGE_GOT.match(clause)
    if not m:
        return None
    cards = [n for *_, n in names.spans(m["h"])]
    if any("Creature" not in (names.card(c).faces[0].type_line if names.card(c) else "") for c in cards):
        return None  # damage to a planeswalker removes loyalty instead (CR 306.8): said as loyalty, not read here
    if not cards or (m["all"] and m["all"].strip().lower() == "both" and len(cards) != 2):
        return None
    if not m["all"] and len(cards) != 1:
        return None  # "X and Y which got 1 damage": which of them isn't said
    board = rewrite(m["h"], names)
    if board == m["h"]:
        return None
    n = _NUMBER.get(m["n"].lower(), m["n"])
    marked = ". ".join(f"{c} has {n} damage marked" for c in cards)
    return said(f"{board}. {marked}", *getattr(board, "notes", ()))


_ANOTHER_ATTACKS = re.compile(
    rf"^{_P}\s+(?:attack(?:s|ed)?|swings?|swung|(?:is|was)\s+attacking)\s+with\s+another\s+(?P<x>.+?)"
    r"(?:\s+(?:at|into)\s+(?P<d>me|him|her|them|Opponent))?$",
    re.I,
)


@guarded(_ANOTHER_ATTACKS)
def frame_another_attacks(clause: str, names: Names) -> str | None:
    """ "I attacked with another Goblin Chainwhirler" → a second one on the battlefield, and it attacks."""
    m = _ANOTHER_ATTACKS.match(clause)
    if not m:
        return None
    card = names.card(m["x"])
    if card is None:
        return None
    p = subject(m["p"])[0] or "I"
    other = "Opponent" if p == "I" else "me"
    controls = lx.verb(p, "control")
    return said(f"{p} {controls} another {card.name}. It attacks {other}")


_KEYWORDS = "|".join(re.escape(k) for k in sorted((*lx.KEYWORDS, "hexproof"), key=len, reverse=True))


_GAVE_KEYWORD = re.compile(
    rf"^{_P}\s+(?:made|makes|make|gave|gives|give|has\s+given|had\s+given|have\s+given)\s+(?P<x>.+?)\s+"
    rf"(?P<k>(?:{_KEYWORDS})(?:\s+and\s+(?:{_KEYWORDS}))?)"
    r"(?:\s+(?:before|ahead\s+of)\s+(?:the\s+)?(?:first\s+strike|first-strike|combat\s+damage|damage|blocks|"
    r"blockers|the\s+damage\s+step)(?:\s+damage)?(?:\s+step)?)?$",
    re.I,
)


@guarded(_GAVE_KEYWORD)
def frame_gave_keyword(clause: str, names: Names) -> str | None:
    """ "Opponent made Skittering Heartstopper deathtouch before first strike", "I gave Ghalta deathtouch" → it
    has the keyword (how isn't said: the reading says it is taken as stated). Given after a damage step, or with
    a card named, it isn't read here."""
    m = _GAVE_KEYWORD.match(clause)
    if not m or not names.spans(m["x"]) or names.spans(m["x"])[0][0] != 0:
        return None
    x, k = m["x"], m["k"].lower()
    return said(f"{x} has {k}", f'"{clause}" is read as {x} having {k} (how it got it isn\'t said; taken as stated)')


_TIMES = {"twice": 2, "two": 2, "thrice": 3, "three": 3, "four": 4}


_RESPONSE_TAIL = re.compile(r"\s+in\s+response(?:\s+to\s+.+)?$", re.I)


# What a spell does to its target that no one calls a pump, nor its caster would do to the other spell's target
# unless said: damage, destruction, exile, a sacrifice, a -N/-N, life lost, a counter
HARMS = re.compile(
    r"\bdeals?\b[^.]*\bdamage\b|\bdestroy|\bexile|\bsacrifice|-\d+/-\d+|\bloses?\b|\bcounter target", re.I
)


def check_helps(clause: str, verb: str, card: Any, cast: str) -> None:
    """ "I pump my bear with Shock", "I try to save it with Lightning Bolt": a spell that harms what it is said to
    help (pump, buff, save, protect) is asked back, not cast at it."""
    if re.fullmatch(r"pump\w*|buff\w*|save|protect", verb, re.I) and HARMS.search(
        " ".join(f.oracle_text for f in card.faces)
    ):
        raise SituationError(
            f'"{clause}": {card.name} doesn\'t {re.sub(r"(?:s|ed)$", "", verb.lower())} what it targets: say what '
            f'it is cast at ("{cast} targeting <target>"; see /help ruling)'
        )


_TARGET_WITH = re.compile(
    rf"^{_P}\s+(?P<v>target|targets|targeted|hit|hits|pump|pumps|pumped|buff|buffs|buffed)\s+(?P<t>.+?)"
    r"(?:\s+(?P<n>[2-4]|two|three|four)\s+times|\s+(?P<w>twice|thrice))?\s+with\s+(?:an?\s+)?(?P<x>.+)$",
    re.I,
)


@guarded(_TARGET_WITH)
def frame_target_with(clause: str, names: Names) -> str | None:
    """ "I targeted him 2 times with Skullcrack", "I pump it with Giant Growth" → the spell cast (that many times) at
    it, one after the other ("… in response to his Shock": the first is that response)."""
    response = _RESPONSE_TAIL.search(clause)
    body = clause[: response.start()] if response else clause
    m = _TARGET_WITH.match(body)
    cast = casts(m, names)
    bare = re.sub(r"^(?:my|his|her|their|Opponent's|the|that|this)\s+", "", m["t"], flags=re.I) if m else ""
    if cast is None or (names.spans(bare) and names.card(bare) is None):
        return None
    check_helps(clause, m["v"], names.card(m["x"]), cast)
    count = _TIMES.get((m["n"] or m["w"] or "1").lower()) or int(m["n"] or 1)
    again = cast.replace(" cast ", " cast another ", 1).replace(" casts ", " casts another ", 1)
    first = f"{cast} targeting {m['t']}{response.group(0) if response else ''}"
    return said(". ".join([first] + [f"Then {again} targeting {m['t']}"] * (count - 1)))


def casts(m: re.Match[str] | None, names: Names) -> str | None:
    """ "I cast Lightning Bolt" / "Opponent casts Skullcrack": the match's player casting the spell its `x` names,
    or None when `x` isn't an instant or sorcery."""
    card = names.card(m["x"]) if m else None
    if m is None or card is None or not is_spell(card):
        return None
    p = subject(m["p"])[0] or "I"
    return f"{p} {'cast' if p == 'I' else 'casts'} {card.name}"


_MADE_CREATURE = re.compile(
    rf"^{_P}\s+(?:make|makes|made|turn|turns|turned|animate|animates|animated)\s+(?P<x>.+?)\s+into\s+(?:an?\s+)?"
    r"creature(?:\s+(?:on|at|with)\s+(?P<n>[0-9]+)\s+loyalty)?$",
    re.I,
)


@guarded(_MADE_CREATURE)
def frame_made_creature(clause: str, names: Names) -> str | None:
    """ "I made Gideon Jura into a creature on 8 loyalty" → its loyalty, and the one ability of it that makes it a
    creature activated (said in the reading)."""
    m = _MADE_CREATURE.match(clause)
    card = names.card(m["x"]) if m else None
    if m is None or card is None:
        return None
    ways = [
        (a.cost or "").strip("[]").replace("\u2212", "-")
        for a in card.abilities
        if a.kind == "activated"
        and any(st.get("do") == "become" and "creature" in st.get("types", ()) for st in a.steps)
    ]
    if len(ways) != 1 or not re.fullmatch(r"[+-]?[0-9]+", ways[0]):
        return None  # no loyalty ability, or several ways: which one isn't said
    p = subject(m["p"])[0] or "I"
    loyalty = f"{card.name} has {m['n']} loyalty. " if m["n"] else ""
    verb = lx.verb(p, "activate")
    return said(
        f"{loyalty}{p} {verb} {card.name}'s {ways[0]} ability",
        f'"{m[0]}" is read as activating {card.name}\'s {ways[0]} ability, the one that makes it a creature',
    )


_SEEN_FATE = (
    r"(?:didn't|did\s+not|doesn't|does\s+not|wasn't|was\s+not)\s+(?:die|survive|get\s+destroyed|take\s+(?:any\s+)?damage)|"
    r"died|survived|lived|was\s+destroyed|got\s+destroyed"
)


_FATE_AFTER = sieved(rf"^(?P<x>.+?)\s+(?:{_SEEN_FATE})\s+after\s+(?P<g>[a-z]+ing\b.+)$", re.I)


@guarded(_FATE_AFTER)
def frame_fate_after(clause: str, names: Names, rewrite: Callable[[str, Names], str]) -> str | None:
    """ "Gideon Jura didn't die after making him into a creature on 8 loyalty and targeting him 2 times with
    Skullcrack": what was seen (set aside: the outcomes say what happens) after what the asker did, read in order
    ("him" is the card the sentence starts with)."""
    m = _FATE_AFTER.match(clause)
    card = names.card(m["x"]) if m else None
    if m is None or card is None:
        return None
    done: list[str] = []
    notes: list[str] = [f'"{m["x"]} {clause[len(m["x"]) :].split(" after ")[0].strip()}" is what was seen: set aside '
                        f"(the outcomes say what happens); what was done after it is read as done by you"]  # fmt: skip
    for g in re.split(r"\s+and\s+(?=[a-z]+ing\b)", m["g"]):
        verb, _, rest = g.partition(" ")
        stem = verb[:-3]
        stem = stem + "e" if stem.endswith(("k", "v", "z")) else stem  # making → make
        text = re.sub(r"\b(?:him|her|it)\b", card.name, f"I {stem} {rest}")
        out = rewrite(text, names)
        if out == text:
            return None
        done.append(f"Then {out}" if done else out)  # one after the other, as told: never a response
        notes += getattr(out, "notes", ())
    return said(". ".join(done), *notes)
