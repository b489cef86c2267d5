"""A message about the rules in general, with no situation to resolve ("Creatures that have deathtouch don't
kill hexproof", "If a creature with trample becomes blocked by a creature with enough power to kill it, does the
excess still hit?"). Checked only when a message doesn't read: it names no player and gives no number, so there
is no particular board to resolve, and the refusal says so (and where the rules on it are) instead of quoting
the first part it couldn't read."""

from __future__ import annotations

import re

from .commentary import _GAME_WORDS
from .entities import Names
from .normalise import normalise
from .unmodelled import an_example

# A particular situation names a player (the asker, the opponent, "Player A") or gives a number (a size, a life
# total, an amount of damage).
_PARTICULAR = re.compile(
    r"\b(?:I|I'm|I've|I'd|I'll|me|my|mine|we|our|us|opp|opponent|opponent's|he|she|his|her|him|they|their|"
    r"them|player [a-d]|one player|the other player)\b|\d",
    re.I,
)
# Digits that aren't a number of the situation: a link ("(http://magiccards.info/ths/en/7.html)"), a rule cited
# ("CR 702.19d", "rule 510.1c", "(702.19b)"), an issue or version number ("#5", "v1.4.42", "Magarena 1.89"), a
# kind of counter ("the -1/-1 counters": how many is said apart, "three -1/-1 counters"; typed "+1+1 counters" or
# "- 1- 1 counters" too), a list's item number ("5) …"), the rules' bound "0 or less" ("to 0 or negative health").
_NOT_NUMBERS = re.compile(
    r"https?://\S+|\b(?:CR|rules?)\s+\d{3}(?:\.\d+[a-z]?)?\b|\(\d{3}\.\d+[a-z]?\)|\b\d{3}\.\d+[a-z]?\b|#\d+|"
    r"\bv?\d+\.\d+\.\d+\b|\b(?:version|xmage|forge|magarena|wagic|cockatrice|mtga|arena)\s+v?\d+(?:\.\d+)+\b|"
    r"[+-] ?\d+ ?/? ?[+-] ?\d+(?=\s+counters?\b)|(?m:^\s*[*-]?\s*\(?\d{1,2}[.)](?=\s))|"
    r"\b0\s+or\s+(?:less|lower|fewer|below|negative)\b|"
    # a file attached ("replay_0412.dat"); the rules' "0 toughness" ("When does a creature with 0 toughness die?",
    # "a 0 power creature", "until its toughness is 0"); how often something happened ("dealt damage 3 times")
    r"\b[\w-]+\.(?:dat|txt|log|png|jpe?g|gif|zip|mp4|json|xml)\b|\b0\s+(?:toughness|power)\b|"
    r"\b(?:toughness|power)\s+(?:is\s+|of\s+|becomes\s+)?0\b|\b[0-9]+\s+times\b",
    re.I,
)
# How a general question is put: asked, supposed ("if i have …", "when …"), or of anyone ("you can't")
_ASKS = re.compile(r"\?|\b(?:if|when|whenever)\b|\byou\s+(?:can|can't|cannot|shd|should|have to|must|may)\b", re.I)
# A word that may be a card's name the index doesn't know: capitalised inside a sentence, or a capitalised possessive
# ("Kibo's atack trigger …"), or in [[brackets]]; not "I", "I'm" and the like.
_NAME_LIKE = re.compile(
    r"\[\[|(?<![.!?:\n]\s)(?<!^)\b(?!I\b|I['’])(?![A-Z]{2,}\b)[A-Z][\w-]*|\b[A-Z][\w-]*['’]s\b", re.M
)  # (not "AI", "MTG", "PC": a word all in capitals is an acronym; "Player A" stays a name)
# A number of a situation: digits, or a count in words ("two 2/2s" has digits anyway; "three creatures"); not
# "one" as a pronoun, anyone at all ("How does one determine …", "can one …", "one can't …", "one has to …"), or
# a thing said before ("quick one", "the second one", "which one")
_BEFORE_ONE = "quick first second third last other another which every each the that this same".split()  # noqa: SIM905
_NUMBER = re.compile(
    r"\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty)\b|"
    r"(?<!\bdoes\s)(?<!\bdo\s)(?<!\bcan\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bshould\s)(?<!\bmust\s)"
    r"(?<!\bmay\s)(?<!\bmight\s)(?<!\bwill\s)"
    + "".join(rf"(?<!\b{w}\s)" for w in _BEFORE_ONE)
    + r"\bone\b(?!\s+(?:can|can't|cannot|could|couldn't|must|should|would|"
    r"may|might|will|won't|has\s+to|have\s+to|needs?\s+to|is\s+able)\b)",
    re.I,
)
# Glossary terms (/define) a general question is usually about, most specific first.
TERMS = (
    "damage assignment order",
    "state-based actions",
    "first strike",
    "double strike",
    "deathtouch",
    "trample",
    "lifelink",
    "infect",
    "wither",
    "indestructible",
    "hexproof",
    "shroud",
    "protection",
    "regenerate",
    "redirect",
    "prevention effect",
    "replacement effect",
    "planeswalker",
    "combat damage",
)
# The reader's own refusals for a message with no situation (commands/reader/__init__.py)
NO_SITUATION = ("the message only asks a question", "nothing in the message says what is on the battlefield")
_NO_PARTICULAR = "the message describes no particular situation"
# general_refusal's refusal for a message that names no player and gives no number (about_card.py reads it)
NO_BOARD = f"{_NO_PARTICULAR} (no player, no numbers)"
# … and for a message in the first person that names no card and gives no number
FIRST_PERSON = f"{_NO_PARTICULAR} (no card, no numbers)"
_EXAMPLE = '"I attack with a 2/2 creature with deathtouch. Opponent blocks with a 5/5 creature."'


def general_refusal(
    text: str, names: Names | None = None, report: bool = False, whole: str | None = None
) -> str | None:
    """The one-line refusal for a message with no particular situation, or None when it names a player or a
    number. With `names` (the card index's), a message in the first person that names no card and gives no number
    is no particular situation either, asked ("if i have an indestructible creature …") or told as a report of what
    went wrong ("Secondary effect is causing me to lose life, instead of the creatures owner"). A report counts only
    with `report` (the reader couldn't read a part of it at all, rather than asking one fact back), when it talks of
    the game and has no word that may be a name the index doesn't know ("Kibo's atack trigger … forced me"): no
    creature in it has a size and no card its text, so the engine has nothing to resolve. `whole`: the message
    before its commentary was set aside ("He played Sower of Temptation and took my Serra Angel" names cards)."""
    bare = _NOT_NUMBERS.sub(" ", text)
    refusal = NO_BOARD
    if _PARTICULAR.search(bare):
        if names is None or _NUMBER.search(bare) or _names_a_card(whole or text, names):
            return None
        if not _ASKS.search(bare) and not (report and _GAME_WORDS.search(bare) and not _NAME_LIKE.search(bare)):
            return None  # told, not asked: only a report of the game that may name no card the index doesn't know
        # "if i have an indestructible creature to block a creature with trample"
        refusal = FIRST_PERSON
    return (
        f"{refusal}: say what is on the battlefield "
        f"and what happens, e.g. {_EXAMPLE}; for what the rules say in general, {rules_pointer(text)}"
    )


# a message that goes on from an earlier one: its board is there, not here
_FOLLOW_UP = re.compile(
    r"\b(?:(?:the\s+)?same\s+(?:board|situation|scenario|setup|game\s+state)(?:\s+as\s+(?:before|above|earlier))?|"
    r"(?:the\s+)?same\s+(?:creatures|cards|blockers|attackers|permanents|board\s+state|spot|deal)\s+as\s+"
    r"(?:before|above|earlier|last\s+time|in\s+my\s+(?:last|previous)\s+\w+)|same\s+as\s+(?:before|last\s+time)\s+but\b|"
    r"(?:the\s+)?(?:board|situation|scenario|example)\s+(?:from|in)\s+(?:my|the)\s+(?:last|previous|earlier|first)\s+"
    r"(?:post|message|question|comment)|(?:in\s+)?the\s+(?:post|example|scenario|situation)\s+above|"
    r"one\s+more\s+(?:about|on|question\s+about)\s+(?:the\s+same(?:\s+(?:board|situation|scenario|game))?|that)|"
    r"follow[- ]?up(?:\s+question)?|"
    r"as\s+(?:i\s+)?(?:said|mentioned|described)\s+(?:above|before|earlier))\b",
    re.I,
)


def follow_up_refusal(text: str) -> str | None:
    """The one-line refusal for a message that goes on from an earlier one ("same board as before but now he's
    holding the bolt"): the board it means isn't in it (each message is read on its own)."""
    m = _FOLLOW_UP.search(text)
    if m is None:
        return None
    return (
        f'{_NO_PARTICULAR} ("{" ".join(m.group(0).split())}": its board is in an earlier message, and each message is '
        "read on its own): say the board and what happens again, in this message (see /help ruling)"
    )


def rules_pointer(text: str) -> str:
    """Where the rules on what a message asks about are: "/define trample", or "/rules <words> …"."""
    low = text.lower().replace("death touch", "deathtouch").replace("regenerat", "regenerate ")
    terms = [t for t in TERMS if re.search(rf"\b{re.escape(t)}", low)]
    return f"/define {terms[0]}" if terms else "/rules <words> or /define <term>"


def _names_a_card(text: str, names: Names) -> bool:
    """A card named in the message, not only as an example of a kind ("legal for target player (e.g. Lightning
    Bolt)", "a card that dealt damage (e.g. Piranha Marsh)"): an example is no part of a situation. A spell said as
    a verb ("bolting") names its card."""
    words = normalise(text).split()
    if any(not an_example(words, i) for i, _, _ in names.spans(" ".join(words))):
        return True
    # a spell said as a verb ("bolting my own creature": Lightning Bolt) is a card of the situation too
    return any(
        w.islower() and not an_example(words, i) and names.spell_verb(" ".join(words[i:])) is not None
        for i, w in enumerate(words)
    )
