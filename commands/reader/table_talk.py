"""Talk about the table, not the game state (issue #16): who plays ("Newer player here"), what they play ("we're
playing a Scars of Mirrodin cube", "he's on some R/G aggro pile and I'm on Bant"), where ("Kitchen-table game with
my brother", "Story time from game night"). Set aside as commentary and listed. Kept apart from commentary.py's
patterns, which are found by their words' needles: "on" and "I" are in almost every clause (speed only)."""

from __future__ import annotations

import re

_TALK = re.compile(
    r"^(?:new|newer|newish|returning|casual|new-ish|old)\s+player\s+here\b|^story\s*time\b|"
    r"^(?:a\s+)?(?:kitchen[\s-]table|casual|friendly|commander|edh|draft|sealed|cube)\s+(?:game|match|night|pod)\b|"
    r"^(?:we|i)(?:'re|'m|\s+are|\s+am|\s+were|\s+was)\s+playing\s+(?:a|an|some|in\s+a)\s+(?:[\w'/-]+\s+){0,3}?"
    r"(?:cube|draft|sealed|commander|edh|league|prerelease|fnm|pauper|modern|standard|legacy|format|precon|deck|"
    r"game|match)s?\b|"
    # "we rewound it", "we called a judge", "we looked it up": what the table did about the game
    r"^(?:(?:so|and|but|then)\s+)?(?:we|they|i|he|she)\s+(?:(?:just|then|eventually)\s+)?(?:rewound|rewind|redid|re-did|"
    r"took\s+it\s+back|called\s+(?:a|the|over\s+a)\s+judge|looked\s+it\s+up|googled\s+it|agreed|settled\s+on|"
    r"rolled\s+(?:a\s+)?(?:die|dice))\b|"
    # "I'm on Bant", "he's on some R/G aggro pile": a deck (never "I'm on 3", "on negative life": a life total)
    r"^(?:i|he|she|they|we|opponent|my\s+\w+)(?:'s|'m|'re|\s+is|\s+am|\s+are|\s+was|\s+were)\s+on\s+"
    r"(?!-?\d|negative\b|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\b|the\s+(?:battlefield|stack|board|play|draw)\b)"
    r"(?:some|a|an|the|his|her|my|their)?\s*[\w/-]+(?:\s+[\w/-]+){0,3}$|"
    # "Cards: Priests of Norn", "Card(s): Tajuru Pathwarden, Sarkhan, Fireblood": a report form's field naming the
    # cards it is about (the story says where they are; a name the story doesn't place is asked about)
    r"^(?:the\s+)?cards?(?:\(s\))?(?:\s+(?:involved|used|affected))?\s*:\s*\S",
    re.I,
)


def table_talk(clause: str) -> bool:
    """Whether the clause talks of the table: who plays, what deck, which game night."""
    return _TALK.match(clause.strip()) is not None
