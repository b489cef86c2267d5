"""A play told as what a player means to do (issue #16): "I want to bolt his Hill Giant", "he is going to attack
with his Serra Angel", "I tried to sac the Fanatic", "I have Grizzly Bears out and want to Lightning Helix his Hill
Giant". The player asks what happens if it is done: it is read as done, and the reading says so, as a supposition
is ("if he bolts my bear, …": commands/reader/clauses.py).

Only a play is read so: after "to" comes a verb of the game ("attack", "cast", "sac", …) or a card's name used as a
verb, capitalised ("Lightning Helix"). "I want to know whether …", "I'm trying to understand …" are what the asker
wonders, and stay commentary."""

from __future__ import annotations

import re

# who means to do it, and the words that say they mean to ("want to", "am going to", "tried to", "'d like to")
_MEANS = re.compile(
    r"^(?P<who>I|we|he|she|they|Opponent|my\s+opponent|opp)(?:\s+|(?='))(?:really\s+|just\s+|then\s+)?"
    r"(?:wants?|wanted|(?:am|'m|is|'s|are|'re|was|were)\s+(?:going|planning|about|trying)|plan(?:s|ned)?|"
    r"intend(?:s|ed)?|tr(?:y|ies|ied)|would\s+like|'d\s+like|decided?|decides)\s+to\s+(?P<act>.+)$",
    re.I,
)
# the verbs of a play (what follows "to"): a card's name in lower case isn't one ("I want to shock him" is
# commands/lexicon.CARD_VERBS', read as the frames read it)
_PLAY = re.compile(
    r"^(?:attack|swing|block|chump(?:\s*block)?|double\s*block|cast|play(?!\s+around)|flash|activate|use|sac|sacrifice|tap|"
    r"equip|pump|target|bolt|shock|zap|kill|destroy|exile|counter|regenerate|respond|redirect|fog|crew|"
    r"(?-i:[A-Z])[\w'-]+)\b",
    re.I,
)
# a play anywhere in what was meant ("I try to get rid of the Ornithopter by playing Disenchant"), or a card's name
_A_PLAY = re.compile(
    r"\b(?:cast\w*|play\w*|activat\w*|attack\w*|block\w*|sacrific\w*|sac|us(?:e|ing)|tap\w*|equip\w*|target\w*)\b|"
    r"(?-i:\b[A-Z])",
    re.I,
)
# a capitalised word after "to" that is no play ("I want to Know …" never comes; "I tried to Google it" may)
_NOT_A_PLAY = re.compile(r"^(?:know|ask|understand|clarify|confirm|check|see|learn|google|find|make\s+sure)\b", re.I)


# "I wanted to put 5 damage on the Abomination and trample 1 over": a division of combat damage meant, which the
# answer gives among its outcomes (each division an attacker may choose, CR 510.1c-d)
_ASSIGNS = re.compile(
    r"^(?:put|assign|deal|split)\s+(?:[0-9]{1,2}|all)\s+(?:damage\s+|of\s+it\s+)?(?:on|to|into)\b", re.I
)


def wished(clause: str) -> bool:
    """ "I wanted to trample over", "he was trying to get lethal": what a player meant to come of it, no play (so
    nothing done): set aside as a wish. "I want to know …" is commentary already."""
    m = _MEANS.match(clause)
    if m is not None and _ASSIGNS.match(m["act"]):
        return True
    return (
        m is not None and not _PLAY.match(m["act"]) and not _NOT_A_PLAY.match(m["act"]) and not _A_PLAY.search(m["act"])
    )


def intended(clause: str) -> str | None:
    """The play `clause` says a player means to do, said as done ("I want to bolt his Hill Giant" → "I bolt his
    Hill Giant"); None when it says no such thing."""
    m = _MEANS.match(clause)
    if m is None or not _PLAY.match(m["act"]) or _NOT_A_PLAY.match(m["act"]):
        return None
    return f"{m['who']} {m['act']}"
