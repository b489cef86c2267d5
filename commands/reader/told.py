"""Lines the card index marks as never mattering in a damage scenario, that the message itself brings in (issue
#16): a card's end-step trigger when the message talks of the end step ("Will my Luminarch Ascension get a counter
at the beginning of the end step?"), a trigger that deals damage when the message says that card dealt it ("I still
take damage by my opponent's Crimson Honor Guard"), a combat-only static when the message tells of a combat
("I blocked all (four) attacking creatures with my watcher in the web"), a card's own cast trigger when the message
tells of casting it or of it entering ("I am finding an issue with Naya Soulbeast, it enters the battlefield …").
Such a line isn't modelled, and what the message asks turns on it: the refusal names it
(commands/reader/unmodelled.py)."""

from __future__ import annotations

import re
from typing import Any

from cardindex.relevance import COMBAT_ONLY, RELEVANT_STATIC

# When a "never here" trigger happens ("At the beginning of each player's end step", "When … enters"), and how a
# message says it happened.
_ENTERS = re.compile(r"^(?:when|whenever) [^,]*\benters?\b", re.I)
_EVENTS = (
    (
        re.compile(r"^at the beginning of [^,]*\bend step|^at the beginning of the end of turn", re.I),
        re.compile(r"\bend[ -]?step|\bend of (?:the |my |his |her |their |your )?turn\b", re.I),
    ),
    (
        re.compile(r"^at the beginning of [^,]*\bupkeep", re.I),
        re.compile(r"\bupkeeps?\b", re.I),
    ),
    (
        _ENTERS,
        # flickering (blinking) a permanent exiles it and returns it: it enters again
        re.compile(r"\b(?:enter(?:s|ed|ing)?|etb'?s?|ETB'?d?|c(?:ame|omes) into play|flicker\w*|blink\w*)\b", re.I),
    ),
    (
        # a cast trigger ("When you cast this spell, you gain half X life"), when the message tells of casting it
        re.compile(r"^when you cast this spell\b", re.I),
        re.compile(r"\b(?:cast|casts|casting|casted)\b", re.I),
    ),
    (
        re.compile(r"^(?:when|whenever) [^,]*\btransforms?\b", re.I),
        re.compile(r"\btransform(?:s|ed|ing)?\b|\bflip(?:s|ped)?\b", re.I),
    ),
)
# What a trigger does, as its line says it and as a message tells it happened ("Merfolk Trickster is supposed to
# remove all abilities from a creature": its "It loses all abilities until end of turn").
_EFFECTS = (
    (
        re.compile(r"\bloses? all abilities\b", re.I),
        re.compile(r"\b(?:los[et]|loses|losing|remov\w*)\s+(?:all\s+)?(?:of\s+)?(?:its\s+|their\s+)?abilities\b", re.I),
    ),
)
# "Ruric Thar, the Unbowed attacks each combat if able": whether it must attack, which a combat told as it happened
# has settled
_MUST = re.compile(r"\b(?:attacks?|blocks?)(?: or blocks?)? each (?:combat|turn) if able\b", re.I)
# A card's own cast trigger ("When you cast Naya Soulbeast, … Naya Soulbeast enters with X +1/+1 counters"), which
# the index marks as never mattering once the card is on the battlefield, and a message telling of casting it or of
# it entering ("it enters the battlefield … it doesn't gain the +1/+1 counters")
_CAST_SELF = "^when you cast (?:this spell|this|{name})\\b"
_CAST_SAID = re.compile(r"\b(?:cast(?:s|ing)?|enter(?:s|ed|ing)?|etb'?s?|c(?:ame|omes) into play)\b", re.I)
_DEALS = re.compile(r"\bdeals? \w+ damage\b|\b(?:lose|gain)s? \w+ life\b", re.I)
_COMBAT = re.compile(r"\b(?:attack\w*|block\w*|swing\w*|swung|combat|first strike|double strike|trample)\b", re.I)


def brought_in(ability: Any, card_name: str, text: str) -> bool:
    """Whether the message brings in a line that is otherwise never relevant (see the module docstring)."""
    if ability.modelled or ability.relevant:
        return False
    if ability.kind == "static":
        return ability.note == COMBAT_ONLY and bool(_COMBAT.search(text)) and not _MUST.search(ability.text)
    if ability.kind != "triggered":
        return False
    line = ability.text
    if _cast_itself(line, card_name) and _CAST_SAID.search(text):
        return True
    if any(when.search(line) and said.search(text) for when, said in _EVENTS):
        return True
    if _ENTERS.search(line) and _cast_named(card_name, text):  # "He played Sower of Temptation": it entered
        return True
    if any(does.search(line) and said.search(text) for does, said in _EFFECTS):
        return True
    return bool(_DEALS.search(line)) and _says_it_dealt(card_name, text)


def _cast_named(card_name: str, text: str) -> bool:
    """ "He played Sower of Temptation", "I cast Siege-Gang Commander": the card itself told as cast (it entered)."""
    names = "|".join(re.escape(n) for n in {card_name, card_name.split(",")[0]})
    return bool(
        re.search(
            rf"\b(?:cast|casts|casted|casting|play|played|plays|playing|flashed\s+in|flashes\s+in)\s+"
            rf"(?:(?:my|his|her|their|your|an?|the|opponent'?s)\s+)?(?:{names})\b",
            text,
            re.I,
        )
    )


def _cast_itself(line: str, card_name: str) -> bool:
    """The card's own cast trigger whose effect touches what the engine follows (counters, damage, life)."""
    head = re.match(_CAST_SELF.format(name=re.escape(card_name)), line, re.I)
    return head is not None and bool(RELEVANT_STATIC.search(line.split(",", 1)[-1]))


def _says_it_dealt(card_name: str, text: str) -> bool:
    """ "take damage by my opponent's Crimson Honor Guard", "Crimson Honor Guard deals 4 to me", "hit by X",
    "X is causing the target opponent to gain life"."""
    names = {card_name, card_name.split(",")[0]}
    for name in names:
        n = re.escape(name)
        owner = r"(?:(?:my|his|her|their|your|the|an?|opponent'?s|my opponent'?s)\s+)*"
        if re.search(
            rf"\b(?:damage|hit|pinged|burned?|drain(?:ed)?)\s+(?:\w+\s+)?(?:by|from)\s+{owner}{n}\b", text, re.I
        ):
            return True
        if re.search(rf"\b{n}\s+(?:deals?|dealt|did|does|hits?|pinged|drains?|drained)\b", text, re.I):
            return True
        # "Gerrard Capashen is causing the target opponent to gain life": the card, then what it did, one clause
        if re.search(
            rf"\b{n}\s+(?:is\s+|was\s+)?(?:caus|mak|giv|gave|made)\w*\b[^.;!?]{{0,60}}\b(?:damage|life)\b", text, re.I
        ):
            return True
    return False
