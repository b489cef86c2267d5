"""Words and patterns of the situation language (docs: README "Situations in plain words").

Only vocabulary lives here; commands/situation.py reads sentences with it.
"""

from __future__ import annotations

import re

from cardindex.numbers import NUMBER_WORDS, is_digits  # noqa: F401  (the reader uses both from here)

MAX_TEXT = 2_000
MAX_OBJECTS = 40
MAX_ACTIONS = 20
MAX_NUMBER = 1_000_000
MAX_COUNT = 20  # "two Grizzly Bears": at most this many copies in one phrase

# Numbers are ASCII digits or number words: in Python `\d` and str.isdigit() also take "²", "٣" or "５"
# (and int("²") fails), so patterns say [0-9] and code asks is_digits().
COUNT_RE = re.compile(r"^([0-9]+|" + "|".join(NUMBER_WORDS) + r")\s+", re.I)  # "two Grizzly Bears"
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
ORDINAL_RE = re.compile(r"^(" + "|".join(ORDINALS) + r")\s+(.+)$", re.I)  # "second Samite Healer"
ORDINAL_WORDS = {n: w for w, n in reversed(ORDINALS.items())}  # 2 -> "second"
MISSPELLINGS = {"targetting": "targeting", "targetted": "targeted"}  # fixed before reading
MISSPELLING_RE = re.compile(r"\b(?:" + "|".join(MISSPELLINGS) + r")\b", re.I)

YOU = "You"
OPPONENT = "Opponent"
_THIRD_PERSON = {"have": "has", "do": "does", "don't": "doesn't", "be": "is", "can": "can", "could": "could"}


def verb(subject: str, base: str) -> str:
    """The verb's form for a player or "I" as the subject: "I control", "You control", "Opponent controls", "Opponent
    has", "Opponent doesn't"."""
    if subject in ("I", YOU, "you", "we", "We"):
        return {"be": "am" if subject == "I" else "are"}.get(base, base)
    return _THIRD_PERSON.get(
        base, base[:-1] + "ies" if base.endswith("y") and base[-2:-1] not in "aeiou" else base + "s"
    )


YOU_WORDS = {"i", "me", "myself", "you", "yourself"}
YOU_POSSESSIVES = ("my ", "your ", "mine ")
OPPONENT_WORDS = {"opponent", "my opponent", "the opponent", "your opponent", "an opponent", "opp"}
THEY_WORDS = {"they", "them", "he", "she", "him", "her", "themselves"}
PLURAL_PRONOUNS = {  # the last group named
    "they", "them", "those creatures", "both", "both of them", "all of them", "they both", "them both", "they all",
}  # fmt: skip
OPPONENT_POSSESSIVES = ("my opponent's ", "the opponent's ", "your opponent's ", "opponent's ", "opp's ")
THEIR_POSSESSIVES = ("their ", "his ", "her ")
PRONOUNS = {"it", "that creature", "that permanent", "this creature", "the creature", "itself", "that one"}
LAST_SPELL = {"that spell", "it", "that", "this", "that ability", "the spell", "the ability"}

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
MODIFIERS = {
    "combat": ("combat", True),
    "attack": ("combat", True),
    "noncombat": ("combat", False),
    "non-combat": ("combat", False),
    "non-attack": ("combat", False),
    "nonattack": ("combat", False),
    "unpreventable": ("unpreventable", True),
}
KEYWORDS = (
    "deathtouch", "double strike", "first strike", "indestructible", "infect", "lifelink", "trample", "wither",
    "flying", "vigilance", "haste", "reach", "menace",
)  # fmt: skip
# Other keyword abilities (CR 702): read as keywords, so the engine says whether it models them (exit 3 if not).
OTHER_KEYWORDS = (
    "absorb", "afflict", "afterlife", "amplify", "annihilator", "bushido", "banding", "battle cry", "bloodthirst",
    "changeling", "cumulative upkeep", "dethrone", "devoid", "defender", "echo", "evolve", "exalted", "fabricate",
    "fading", "fear", "flanking", "flash", "frenzy", "graft", "hexproof", "horsemanship", "intimidate", "melee",
    "mentor", "modular", "myriad", "ninjutsu", "persist", "phasing", "poisonous", "provoke", "prowess", "rampage",
    "renown", "riot", "shadow", "shroud", "skulk", "soulshift", "training", "undying", "vanishing", "ward",
    "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "landwalk", "enlist", "toxic",
)  # fmt: skip
KEYWORD_RE = re.compile(  # "trample", "toxic 2", "ward {2}", "protection from red"
    r"^(?:" + "|".join(KEYWORDS + OTHER_KEYWORDS) + r")(?:\s+(?:[0-9]{1,3}|\{[^}]{1,5}\})+)?$"
    r"|^protection from \w+$",
    re.I,
)
# Generic creatures without a card (README "Situations in plain words"): "a 3/3 flier", "two 1/1 first strikers",
# "a 2/2 deathtouch dude", "a vanilla 2/2". Words naming a keyword as a noun, by the keyword they mean:
KEYWORD_NOUNS = {
    "flier": "flying",
    "flyer": "flying",
    "trampler": "trample",
    "first striker": "first strike",
    "double striker": "double strike",
    "deathtoucher": "deathtouch",
    "lifelinker": "lifelink",
}
# …and as an adjective: "a 10/10 trampling double striking lifelinker"
KEYWORD_ADJECTIVES = {"trampling": "trample", "first striking": "first strike", "double striking": "double strike"}
# words that only say "a creature": the last word of a generic creature ("a 2/2 deathtouch dude")
CREATURE_NOUNS = frozenset(
    {"creature", "dude", "guy", "body", "beater", "monster", "critter", "man", "blocker", "attacker"}
)
TOKEN_NOUNS = frozenset({"token"})
PT_RE = re.compile(r"^([0-9]{1,4})/([0-9]{1,4})(s|'s)?$")  # "3/3", "3/3s" (plural)
# a player's keyword abilities (CR 702.16, 702.11c, 702.18a): "I have protection from red", "Opponent has hexproof"
PLAYER_KEYWORD_RE = re.compile(
    r"^(?:hexproof|shroud|protection\s+from\s+(?:the\s+colou?r\s+)?[a-z]+(?:\s+[a-z]+)?)$", re.I
)
# changes until end of turn after a name: "Grizzly Bears (+2/+2 and lifelink)"
PT_CHANGE_RE = re.compile(r"^([+\-−][0-9]{1,4})/([+\-−][0-9]{1,4})$")
THIS_TURN_WORDS = frozenset({"until end of turn", "this turn", "until eot", "eot"})
LOYALTY_COST_RE = re.compile(r"^\[?([+\-−]?(?:[0-9]{1,2}|x))\]?:?$", re.I)  # "+1", "−3", "[+2]", "0", "-X"
LOYALTY_RE = re.compile(r"^([0-9]+|[a-z]+)\s+loyalty(?:\s+counters?)?(?:\s+on\s+it)?$", re.I)  # "2 loyalty"


def odd_digits(text: str) -> str | None:
    """The first word with a digit other than 0-9 in it ("X=²", "٣", "５"), or None."""
    if text.isascii():
        return None
    for word in text.split():
        if any(c.isdigit() and not c.isascii() for c in word):
            return word.strip(".,;:!?\"'()")
    return None


# Leading words that only order things: "then" lets the stack resolve first, "in response" doesn't.
THEN_RE = re.compile(r"^(?:and\s+)?(?:then|next|after that|afterwards|after it resolves|finally|later)\b[,\s]*", re.I)
# "Before blocks, …", "before blockers are declared, …": in the declare attackers step (CR 508.8), after the attack
BEFORE_BLOCKS_RE = re.compile(
    r"^(?:before|prior\s+to)\s+(?:(?:the\s+)?(?:blocks|blockers|blocking)(?:\s+(?:are|were)\s+declared)?|declaring\s+"
    r"blockers|any\s+blocks)\s*,?\s*",
    re.I,
)
FILLER_RE = re.compile(r"^(?:and|so|now|also|meanwhile|ok|okay|well)\b[,\s]+", re.I)
# (not "what a game", "what a take down": an exclamation, read like any other clause)
QUESTION_RE = re.compile(
    r"^(?:what(?!\s+an?\s)|how|who|which|why|does|do|is|are|can|could|will|would|should|did|whats|what's)\b", re.I
)
# Clause splitting inside one sentence: ", I activate …", " and opponent casts …", " then they cast …"
_SUBJECT_VERB = (  # "I could …" and "I've got …" too: a card a player may use (commands/situation.py form_hand)
    r"(?:(?:(?i:i|opponent|my opponent|the opponent|they)|[A-Z][a-z]+)\s+"
    r"(?i:casts?|activates?|uses?|taps?|attacks?|blocks?|controls?|am|is|has|have|could)\b|(?i:i've)\b)"
)
CLAUSE_SPLIT_RE = re.compile(
    rf"(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:then\s+)?{_SUBJECT_VERB})|\s+(?=then\s+{_SUBJECT_VERB})"
)
# "In response to Shock, I cast …" / "I cast … in response to Shock": what `to` names must be waiting on the stack
RESPONSE_START_RE = re.compile(rf"^(?i:in\s+response)(?:\s+(?i:to)\s+(?P<to>.+?))?(?:\s*,\s*|\s+(?={_SUBJECT_VERB})|$)")
RESPONSE_END_RE = re.compile(r",?\s+in\s+response(?:\s+to\s+(?P<to>.+))?$", re.I)

# The supported forms, each with the word that identifies it, shown (closest first) when a sentence can't be read.
FORMS = (
    ("controls", "<player> controls <card>, <card> and <card>"),
    ("controls", "<player> controls two <card> with 2 +1/+1 counters"),
    ("controls", "<player> controls a 3/3 red creature"),
    ("damage", "<card> has 2 damage marked"),
    ("counter", "<card> has 1 shield counter on it"),
    ("life", "I'm at 5 life"),
    ("poison", "opponent has 3 poison counters"),
    ("casts", "<player> casts <card> targeting <target> and <target>"),
    ("choosing", "<player> casts <card> choosing <mode> with X = 3"),
    ("source", "<player> casts <card> choosing <source> as the source"),
    ("activates", "<player> activates <permanent> targeting <target>"),
    ("targets", "<card> targets <target>"),
    ("on", "<card> on <target>"),
    ("resolves", "<card> resolves"),
    ("deals", "<source> deals 3 damage to <target>"),
    ("combat", "<source> deals 3 combat damage to <target>"),
    ("prevented", "<source> deals 3 damage that can't be prevented to <target>"),
    ("attacks", "<creature> attacks <player>"),
    ("attack", "my two <card> attack"),
    ("blocks", "<creature> blocks <creature>"),
    ("block", "I block <attacker> with <creature>"),
    ("response", "In response to <spell>, I cast <card>"),
    ("hand", "I have <card> and <card> in hand"),
    ("could", "I could cast <card>, I could activate <permanent>"),
    ("loyalty", "<planeswalker> has 4 loyalty"),
    ("blocked", "<attacker> is blocked by <creature> and <creature>"),
    ("turn", "it's my turn"),
    ("protection", "I have protection from red"),
    ("hexproof", "opponent has hexproof"),
    ("face", "<player> casts <card> targeting my face"),
    ("life", "my life is at 2"),
    ("flier", "opponent controls a 3/3 flier"),
    ("creature", "I block with a 3/3"),
    ("ability", "I activate <planeswalker>'s +1"),
    ("kicked", "I cast kicked <card> targeting <target>"),
    ("gets", "I control <creature> (+2/+2 and lifelink)"),
)


# plural endings and their singulars: "Samite Healers", "Taunting Elves" (Taunting Elf), "Grizzly Bears"
PLURALS = (("ves", "f"), ("ies", "y"), ("es", ""), ("s", ""))


def singulars(span: str) -> list[str]:
    """What `span` may be the plural of, its last word's plural ending taken off ("Samite Healers" → Samite Healer,
    "Taunting Elves" → Taunting Elf)."""
    return [span[: -len(suffix)] + singular for suffix, singular in PLURALS if span.endswith(suffix)]


# Instants and sorceries whose one-word name players use as a verb in lower case ("he shocks me", "I fog",
# "opp murders my bear"). Any other one-word name is a card as a verb only with its capital ("I Shrink it") or as
# a nickname ("bolts"): in lower case, "I jump it" or "I shrink it" may mean anything.
CARD_VERBS = frozenset(
    """shock zap jolt fog murder shatter disenchant naturalize counterspell negate terminate incinerate pyroclasm
    skullcrack smother dismember thoughtseize duress electrolyze fireball firebolt skred hurricane earthquake
    armageddon""".split()  # noqa: SIM905
)
# Everyday and rules verbs that are also the name of an instant or sorcery (or of a split card's half): in lower
# case they say what happened ("I exile it", "they survive", "I fight it"), never that the card was cast.
PLAIN_VERBS = frozenset(
    """exile fight survive protect regenerate remove return endure crush reset smash rescue heal withdraw undo
    fall rise burn tear wear taunt threaten counter destroy explore turn give serve repel release restore
    revive recover reclaim rebuild retreat flash""".split()  # noqa: SIM905
)
# Everyday verbs that begin the names of instants and sorceries ("Make a Stand", "Take Heart", "Lose Hope", "See
# Red", "Rest in Peace"): a lower-case name that starts with one, used as a verb, is the English phrase ("I make a
# stand", "I take heart", "I lose hope"), never that the card was cast; with its capitals it is the card.
PHRASE_VERBS = PLAIN_VERBS | frozenset(
    """make take lose see get bring hold keep run call raise hunt put sweep seal live die do stand rest cast kill
    know lay learn mark part search show sign summon walk write join gather clear chart command drain enter abandon
    awaken devour fade harness rally reach reduce repay reverse trap throw go come break set let pay
    play hit deal win stay feel find face force drop tap end save pass hide wish""".split()  # noqa: SIM905
)
