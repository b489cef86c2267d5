"""Board facts and attacks said loosely in chat (audit8): "he has one too", "we both have a Grizzly Bears", "opp
has a bear too", "same as before", "like last time", "I alpha strike", "we trade".

No frame reads them and they carry no word of the game, so they would be set aside as chat — yet each says what
is on the battlefield (another of a card, a board from an earlier message) or what attacks (everything): answered
without it, a pronoun lands on the wrong creature ("opp has a bear too. I shock it" → my bear shocked) or the attack
is dropped. None names what it means, so each is asked back, quoted.
"""

from __future__ import annotations

import re

from ..situation import SituationError

_WHO = r"(?:I|we|he|she|they|Opponent|(?:my\s+)?opp(?:onent)?|both\s+of\s+us)"
_HAS = r"(?:has|have|had|got|control|controls|controlled|runs?|ran|play(?:s|ed)?)"
# another of a card, unnamed or said as "too": "he has one too", "opp has the same", "I have one as well",
# "opp also has a bear", "we both have a Grizzly Bears", "opp controls a copy of it"
_ONE_TOO = re.compile(
    rf"^(?:and\s+|but\s+|so\s+)?{_WHO}\s+(?:also\s+|too\s+)?{_HAS}\s+"
    r"(?:(?:exactly\s+)?the\s+same\b|one\b|another\b|a\s+copy\b|copies\b)"
    rf"|^(?:and\s+|but\s+|so\s+)?{_WHO}\s+(?:\w+\s+){{0,4}}(?:too|as\s+well|also)$"
    rf"|^(?:and\s+|but\s+|so\s+)?{_WHO}\s+also\s+{_HAS}\b"
    rf"|^we\s+(?:both|each|all)\s+{_HAS}\b",
    re.I,
)
# a board from an earlier message: "same board as before", "same as before", "like last time", "as above"
_EARLIER = re.compile(
    r"\b(?:same|like|as)\s+(?:\w+\s+)?(?:as\s+)?(?:before|last\s+time|earlier|previously|above|my\s+last\s+"
    r"(?:question|message|post)|the\s+last\s+(?:one|question|message|post|example))\b",
    re.I,
)
# every creature attacks, unnamed: "I alpha strike", "he alpha strikes me", "going alpha"
_ALPHA = re.compile(r"\balpha(?:[\s-]*strik\w*|\b)", re.I)
# a combat told only by its end: "we trade", "they traded", "the bear and the giant trade" (who attacks and who
# blocks isn't said); not the noun ("that's a fair trade")
_TRADE = re.compile(
    r"^(?!.*\b(?:a|an|the|fair|good|bad|even|great|decent|nice)\s+trade$).+?\s+(?:just\s+)?trad(?:e|ed)"
    r"(?:\s+(?:creatures|them|off))?$",
    re.I,
)
# the same, said as the whole of what a player controls, which no card index should read as a card's name ("opp
# controls one too" was "Tooth and Claw?", "the same" "Goblin Game?"): asked back wherever it is
_UNNAMED = re.compile(
    rf"^(?:and\s+|but\s+|so\s+)?{_WHO}\s+(?:also\s+)?{_HAS}\s+(?:one|another(?:\s+one)?|"
    r"(?:exactly\s+)?the\s+same(?:\s+(?:one|creature|card|thing|board))?|"
    r"a\s+copy(?:\s+of\s+(?:it|that|mine|his|hers|theirs|them))?)(?:\s+(?:too|as\s+well|also))?$"
    rf"|^(?:and\s+|but\s+)?(?:{_WHO}\s+(?:does|do|did)\s+too|so\s+(?:does|do|did)\s+{_WHO})$",
    re.I,
)


# a player doing something with a capitalised word as the verb, at someone or something: a card used as a verb that
# the index doesn't know ("Opponent Lava Axes me", "He Fireballs my bear for 3") — set aside, the answer would
# show nothing happen (with only the bundled cards, "Opp Lava Axes me" answered "You: 10 life")
_CARD_VERB = re.compile(
    r"^(?i:(?:(?:and|so|but|then)\s+)?(?:I|we|he|she|they|Opponent|my\s+opponent)\s+(?:then\s+|just\s+|also\s+|"
    r"immediately\s+)?)(?P<verb>(?!I\b|Opponent\b)[A-Z][\w'’-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w'’-]*){0,3})\s+"
    r"(?:me|him|her|it|them|us|my|his|their|Opponent(?:'s)?|target|the|a|an|each|every|all|both|for|at|on|in\s+response)\b"
)

# the same in lower case, where only the opponent acts on me or a permanent with a verb no chat uses that way
# ("opp skullcracks me", "he fooblasts my bear"); not "he says …", "he tells me …", "he beats me every game"
_CHAT_VERBS = (
    r"(?:says|tells|asks|thinks|knows|wants|likes|loves|hates|gets|shows|reminds|lets|makes|gives|sees|watches|calls|"
    r"beats|owes|needs|helps|follows|messages|texts|pings|sends|teaches|bugs|annoys|trusts|believes|convinces|"
    r"corrects|does|has|is|was|plays|keeps|leaves|takes|puts|uses)\b"
)
_LOWER_CARD_VERB = re.compile(
    r"^(?i:(?:(?:and|so|but|then)\s+)?(?:he|she|Opponent|my\s+opponent)\s+(?:then\s+|just\s+|also\s+|immediately\s+)?)"
    rf"(?P<verb>(?:(?!{_CHAT_VERBS})(?![a-z]+ly\b)[a-z]+\s+)?(?!{_CHAT_VERBS})[a-z][a-z'-]*s)\s+"
    r"(?:me|him|her|it|them|my|his)\b(?!\s+(?:that|if|to|how|what|why|about)\b)"
)


def no_unknown_card_verb(clause: str) -> None:
    """Ask back a clause set aside that does something with a word only a card's name could be ("Opponent Lava
    Axes me" when Lava Axe isn't a card the index knows)."""
    if m := _CARD_VERB.match(clause) or _LOWER_CARD_VERB.match(clause):
        raise SituationError(
            f'can\'t read "{clause}": "{m.group("verb")}" reads as a card used as a verb, and it isn\'t a card I know '
            "— check the name with /card; an admin can import newer cards (rulekeeper cards import)"
        )


def no_unnamed_board(clause: str) -> None:
    """Ask back "opp controls one too", "I have the same", "so does opp" before any frame reads it as a card."""
    if _UNNAMED.search(clause):
        _one_too(clause)


def _one_too(clause: str) -> None:
    raise SituationError(
        f'"{clause}" says a player has a card without naming it: name it and whose it is ("Opponent controls '
        'Grizzly Bears"; see /help ruling)'
    )


def no_loose_board(clause: str, combat: bool) -> None:
    """Ask back a clause set aside as chat that says, unnamed, what is on the battlefield or what attacks (a trade
    only when no combat was told: after a block, "they trade" reports what came of it)."""
    if _ONE_TOO.search(clause):
        _one_too(clause)
    if _EARLIER.search(clause):
        raise SituationError(
            f'"{clause}" points at a board from an earlier message, which I don\'t see: say it again in this one '
            '("I control …. Opponent controls …"; see /help ruling)'
        )
    if _ALPHA.search(clause) or (not combat and _TRADE.search(clause)):
        raise SituationError(
            f'"{clause}": say which creatures attack ("Grizzly Bears and Hill Giant attack Opponent"; see /help ruling)'
        )
