"""Step 4: each chat clause put into the situation language commands/situation.py reads (its "frames": board,
cast, activate, attack, block, damage, life).

A frame rewrites the clause, or leaves it as it is (it may already be in the situation language). Past tense
becomes present ("I attacked with" → "I attack with"), chat verbs become the language's verbs ("swings at me
with Serra Angel" → "Serra Angel attacks me"), a card name used as a verb becomes a cast ("Opponent bolts my
bear" → "Opponent casts Lightning Bolt targeting my bear"). Clauses that report what happened or what a
card says are commentary: see `commentary`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from resolver.cards import CardUse, needed_targets, spell_abilities

from .. import lexicon as lx
from ..situation import SituationError, parse_generic
from .aims import frame_try_by
from .asked_action import frame_regenerate
from .attachments import attachments_off, frame_enchanted_with, frame_play_attachment, frame_with_attachment
from .could import frame_could_card_verb, frame_hand_and_board, frame_holding
from .dispatch import first_words, frame_heads, guarded
from .enters import frame_enters
from .entities import POSSESSOR, Names, controls, has_type, is_spell, subject
from .leads import frame_after, frame_damage_step
from .needles import sieved
from .only_one import frame_only_creature
from .reflexive import reflexive
from .restated import check_size, pumped_to, restated
from .shorthand import (
    UNBLOCKED_AFTER,
    frame_and_card_verb,
    frame_damage_this_turn,
    frame_has_attacking,
    frame_has_blocked,
    frame_has_blocking,
    frame_hit_with,
    frame_no_block,
    frame_not_done,
    frame_role,
    frame_versus,
)
from .story import (
    HARMS,
    casts,
    frame_another_attacks,
    frame_damage_got,
    frame_fate_after,
    frame_gave_keyword,
    frame_made_creature,
    frame_target_with,
    plain_story,
    said,
)
from .unsaid import frame_damaging_kills, frame_prevented_with

_P = r"(?P<p>I|Opponent|he|she|they|we)"
_WHERE = (
    r"(?:\s+(?:out|down|in\s+play|into\s+play|on\s+(?:the\s+)?(?:battlefield|board|field|table)|on\s+my\s+side|"
    r"on\s+(?:his|her|their|Opponent's)\s+side|untapped|already|still|around|(?:left\s+)?back(?:\s+to\s+block)?|"
    r"back\s+on\s+defense|at\s+the\s+time|on\s+board|in\s+play))+$"
)
_PAST = {  # past or chat verbs → the situation language's
    r"attacked|(?:am\s+|is\s+|are\s+|was\s+|were\s+)?swinging(?:\s+in)?|swung\s+in|swings\s+in|swing\s+in|"
    r"swung|swings|swing|was\s+attacking|were\s+attacking|am\s+attacking|is\s+attacking|are\s+attacking|"
    r"went\s+in|attacking": "attacks",
    r"blocked|was\s+blocking|were\s+blocking|chump[-\s]+block(?:s|ed)?|chumped|chumps|chump": "blocks",
    r"activated": "activates",
    r"played|plays|play|threw|fired\s+off|flashed\s+in|flashes\s+in|flash\s+in|cast|casted": "casts",
    r"used": "uses",
    r"controlled": "controls",
    r"tapped": "taps",
    r"dealt|did": "deals",
    r"targeted": "targets",
}
_PAST_RE = [(re.compile(rf"^(?:{k})\b", re.I), v) for k, v in _PAST.items()]
_SINGULAR = {
    "uses": "use", "attacks": "attack", "blocks": "block", "activates": "activate", "casts": "cast",
    "controls": "control", "taps": "tap", "deals": "deal", "targets": "target",
}  # fmt: skip
_LIFE = re.compile(
    r"^(?:(?P<p>I|Opponent|he|she|they|me)(?P<verb>\s+(?:am|is|are|was|were))?\s+(?:at|on|down\s+to)|"
    r"(?P<q>my|Opponent's|his|her|their)\s+life(?:\s+total)?\s+(?:is|was)(?:\s+at|\s+down\s+to)?)"
    r"\s+(?P<n>[0-9]+|[a-z]+)(?:\s+life)?(?:,?\s+and\s+(?P<poison>[0-9]+)\s+poison(?:\s+counters?)?)?$",
    re.I,
)
# "in play", "out": where the permanents are, said after each or all ("with Circle of Protection: Red out and …")
_SAID_OF_ALL = re.compile(r"\s+(?:in\s+play|out|on\s+the\s+(?:battlefield|board|field))(?=\s+and\s|,|$)", re.I)
# "Opponent at 9 poison and 20 life": the poison counters said first
_POISON_FIRST = re.compile(
    r"^(?P<p>I|Opponent|he|she|they)(?:\s+(?:am|is|are|was|were))?\s+(?:at|on)\s+(?P<poison>[0-9]+)\s+poison"
    r"(?:\s+counters?)?(?:,?\s+(?:and|with|but)\s+(?:still\s+)?(?:at\s+|on\s+)?(?P<n>[0-9]+)\s+life)?$",
    re.I,
)
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                 "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
                 "twenty")  # fmt: skip
_DEFENDER = {"me": "me", "my face": "me", "face": "Opponent", "him": "Opponent", "her": "Opponent",
             "them": "Opponent", "opponent": "Opponent", "you": "me", "the opponent": "Opponent"}  # fmt: skip


def _other(p: str) -> str:
    return "Opponent" if p == "I" else "me"


def _verb_for(p: str, verb: str) -> str:
    return _SINGULAR.get(verb, verb) if p in ("I", "we") else verb


def _present(rest: str, p: str) -> str:
    """The clause's first verb in the present tense ("attacked with" → "attacks with")."""
    for pattern, verb in _PAST_RE:
        m = pattern.match(rest)
        if m:
            return _verb_for(p, verb) + rest[m.end() :]
    return rest


_BOTH_AT = re.compile(
    r"^(?:we|we\s+both|both\s+(?:of\s+us|players)|everyone|everybody|all\s+players|each\s+player|"
    r"both\s+(?:the\s+)?attacking\s+and\s+(?:the\s+)?defending\s+players?|"
    r"(?:me|I)\s+and\s+Opponent|Opponent\s+and\s+(?:me|I))\s+"
    r"(?:(?:(?:are|were|is|was)\s+)?(?:both\s+)?(?:at|on)\s+(?P<n>[0-9]+|[a-z]+)(?:\s+life)?|"
    r"(?:both\s+)?(?:have|had)\s+(?P<h>[0-9]+|[a-z]+)\s+life(?:\s+left)?|"
    # "both players go to 0 life at the same time": both totals at once (then state-based actions, CR 704.5a)
    r"(?:both\s+)?(?:go|went|drop|dropped|fall|fell)\s+to\s+(?P<g>[0-9]+|[a-z]+)(?:\s+life)?"
    r"(?:\s+at\s+the\s+same\s+time|\s+simultaneously|\s+together)?)$",
    re.I,
)


@guarded(_BOTH_AT, _LIFE, _POISON_FIRST)
def frame_life(clause: str, names: Names) -> str | None:
    """ "I'm at 3", "Opponent is on 4", "my life is at 2" → "I am at 3 life"; "we are both at 1 life"."""
    if first := _POISON_FIRST.match(clause):
        who = "Opponent" if first["p"].lower() in ("he", "she", "they") else first["p"]
        has = "have" if who == "I" else "has"
        poison = f"{who} {has} {first['poison']} poison counters"  # ("Opponent was at 9 poison counters")
        return f"{who} {'am' if who == 'I' else 'is'} at {first['n']} life. {poison}" if first["n"] else poison
    both = _BOTH_AT.match(clause)
    if both:
        n = both["n"] or both["h"] or both["g"]
        return f"I am at {n} life. Opponent is at {n} life"
    m = _LIFE.match(clause)
    number = m is not None and re.fullmatch(r"[0-9]+|" + "|".join(_NUMBER_WORDS), m["n"], re.I) is not None
    if not m or (m["p"] and not number and (not m["verb"] or not re.search(r"\blife\b", clause, re.I))):
        return None  # "Opp at 3", never "Opponent at least" (said short, only with a number); "I'm on Bant": a deck
    who = m["p"] or POSSESSOR[m["q"].lower()]
    who = "Opponent" if who.lower() in ("he", "she", "they") else "I" if who.lower() == "me" else who
    poison = f". {who} {'have' if who == 'I' else 'has'} {m['poison']} poison counters" if m["poison"] else ""
    return f"{who} {'am' if who == 'I' else 'is'} at {m['n']} life{poison}"


# "I'm at 2 with Circle of Protection: Red": a life total, then what that player controls
_LIFE_WITH = re.compile(
    r"^(?P<p>I|Opponent|he|she|they)\s+(?:(?:am|is|are|was|were)\s+(?:at|on)\s+"
    rf"(?:(?P<n>[0-9]+)(?:\s+life)?|(?P<w>{'|'.join(_NUMBER_WORDS)})\s+life)\s+"  # "at five life": the word said
    r"(?:with|and\s+(?:have|has|had))|"  # "I'm at 5 life and have two Hill Giants"
    rf"(?:have|has|had)\s+(?P<h>[0-9]+|{'|'.join(_NUMBER_WORDS)})\s+life,?\s+(?:and|with))\s+"
    r"(?P<x>.+)$",  # "I have 10 life and a Wall of Frost"
    re.I,
)


@guarded(_LIFE_WITH)
def frame_life_with(clause: str, names: Names) -> str | None:
    """ "I'm at 2 with Circle of Protection: Red", "I have 10 life and a Wall of Frost" → "I am at 2 life. I control
    Circle of Protection: Red" (only permanents named by their cards: "at 1 with 9 poison counters" is
    frame_life's)."""
    m = _LIFE_WITH.match(clause)
    if not m or re.search(r"\bpoison\b|\bcounters?\b|\bcards?\b|\bin\s+hand\b", m["x"], re.I):
        return None
    spans = names.spans(lx.COUNT_RE.sub("", re.sub(r"^(?:an?|the)\s+", "", m["x"], flags=re.I)))  # "two Hill Giants"
    if not spans or spans[0][0] != 0:
        return None
    who = subject(m["p"])[0]
    if who is None:
        return None
    board = _SAID_OF_ALL.sub("", m["x"])
    return f"{who} {lx.verb(who, 'be')} at {m['n'] or m['w'] or m['h']} life. {who} {lx.verb(who, 'control')} {board}"


_ATTACK_SOMETHING_WITH = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we|you)\s+(?:attack|attacks|attacked|swing|swings|swung)\s+"
    r"(?P<d>it|(?:an?|the|my|Opponent's|his|her|their)\s+[^,]+?(?:,\s*(?:such\s+as|like)\s+[^,]+,"
    r"|,\s+(?-i:[A-Z])[\w'-]*(?:\s+[\w'-]+)*?)?"  # "my Chandra, Torch of Defiance": a name with a comma
    r"|(?-i:[A-Z])[\w'-]*(?:,?\s+[\w'-]+)*?)\s+with\s+"  # … or a name: "Opponent attacks Chandra with …"
    r"(?P<x>.+)$",
    re.I,
)


_ATTACK_WITH = re.compile(
    rf"^{_P}\s+(?:attacks?|swings?|swung|attacked|went\s+in|goes\s+in|is\s+attacking|was\s+attacking)"
    r"(?:\s+(?:at|into|on)?\s*(?P<d>me|my\s+face|him|her|them|Opponent|you|player\s+[A-Z]))?"
    r"\s+with\s+(?P<x>.+?)(?:\s+(?:at|into)\s+(?P<d2>me|my\s+face|him|her|them|Opponent|you))?$",
    re.I,
)


@guarded(_ATTACK_WITH, _ATTACK_SOMETHING_WITH)
def frame_attack_with(clause: str, names: Names) -> str | None:
    """ "Opponent swings at me with Serra Angel" → "Serra Angel attacks me"."""
    m = _ATTACK_WITH.match(clause)
    if not m:
        return _attack_something_with(clause)
    if re.search(r"\s+into\s+", m["x"], re.I):
        return None  # "I attack with a 5/5 trample into an indestructible 2/2": frame_attack_into
    p = subject(m["p"])[0] or "I"
    target = m["d"] or m["d2"]
    if target and target.lower().startswith("player ") and p == "I":
        target = "Opponent"  # "I attack player X with …": the one other player
    defender = _DEFENDER.get(target.lower(), target) if target else _other(p)
    if defender == "me" and p == "I":
        return None
    if defender == "Opponent" and p not in ("I", "we"):  # "Opponent attacks her with …": her planeswalker? me?
        raise SituationError(
            f'"{clause}": "{target}" could be a planeswalker or a player, and {p} can\'t attack themselves: say who '
            'or what is attacked ("… attacks me", "… attacks <planeswalker>"; see /help ruling)'
        )
    after = UNBLOCKED_AFTER.search(m["x"])  # "I attack with a 3/3 infect, unblocked"
    bare = m["x"][: after.start()] if after else m["x"]
    x, attached = attachments_off(bare, names)
    plural = bool(re.search(r"\band\b|,|^(?:two|three|four|five|both|all|my\s+two|my\s+three)\b", x, re.I))
    none_block = after is not None and "no" in after[0].lower().split()  # "…, no blocks": none of them is blocked
    if after and plural and not none_block:  # which of them is unblocked?
        raise SituationError(
            f'"{clause}": "{after[0].strip(" ,")}" after several attackers: say which is unblocked ("Hill Giant is '
            'unblocked"), or "no blocks" if none is blocked (see /help ruling)'
        )
    attack = f"{x} {'attack' if plural else 'attacks'} {defender}{attached}"
    return said(attack, f'"{clause}": no creature blocks{"" if plural else " it"}') if after else attack


# "opp swings Hill Giant at me", "I send my bear at him", "he swung his angel at my Gideon": the creature, then who
_SWING_AT = re.compile(
    rf"^{_P}\s+(?:swings?|swung|sends?|sent|throws?|threw|flew|flies|fly)\s+(?P<x>(?!at\b|with\b|in\b|into\b|over\b|back\b).+?)\s+"
    r"(?:at|towards?)\s+(?P<d>me|my\s+face|him|her|them|Opponent|you|(?:my|his|her|their|Opponent's)\s+\S.*)$",
    re.I,
)


@guarded(_SWING_AT)
def frame_swing_at(clause: str, names: Names) -> str | None:
    """ "Opponent swings Hill Giant at me" → "Opponent attacks me with Hill Giant" (read by frame_attack_with)."""
    m = _SWING_AT.match(clause)
    if not m:
        return None
    return frame_attack_with(f"{m['p']} attacks {m['d']} with {m['x']}", names)


# "I swung hill giant and kird ape", "he swings his angel": the creatures, at the one other player (said "at" who:
# frame_swing_at)
_SWING_BARE = re.compile(
    rf"^{_P}\s+(?:swings?|swung)\s+(?P<x>(?!(?:at|with|in|into|over|back|through|for|out|first|alone|by)\b)[^,]+?)"
    r"(?P<after>\s*,\s*(?:no\s+blocks?|no\s+blockers?|unblocked))?$",
    re.I,
)


@guarded(_SWING_BARE)
def frame_swing_bare(clause: str, names: Names) -> str | None:
    """ "I swung Hill Giant and Kird Ape, no blocks" → "I attack with Hill Giant and Kird Ape, no blocks"."""
    m = _SWING_BARE.match(clause)
    if not m or not names.spans(m["x"]):
        return None
    return frame_attack_with(f"{m['p']} {lx.verb(m['p'], 'attack')} with {m['x']}{m['after'] or ''}", names)


# "Opponent's Hill Giant swings at me", "Hill Giant and a 1/1 swing at me": a creature said to swing, at a player or
# a planeswalker (not "into" blockers: frame_attack_into)
_CREATURE_SWINGS = re.compile(
    r"^(?P<x>(?!(?:I|Opponent|he|she|they|we)\s+(?:swing|swung))\S.*?)\s+(?P<v>swings|swing|swung)\s+at\s+"
    r"(?P<d>me|my\s+face|him|her|them|Opponent|you|(?:my|his|her|their|Opponent's)\s+\S.*)$",
    re.I,
)


@guarded(_CREATURE_SWINGS)
def frame_creature_swings(clause: str, names: Names) -> str | None:
    """ "Opponent's Hill Giant swings at me" → "Opponent's Hill Giant attacks me"."""
    m = _CREATURE_SWINGS.match(clause)
    if not m:
        return None
    plural = m["v"].lower() == "swing" or (m["v"].lower() == "swung" and re.search(r"\sand\s", m["x"]) is not None)
    defender = _DEFENDER.get(m["d"].lower(), m["d"])
    return f"{m['x']} {'attack' if plural else 'attacks'} {defender}"


_ATTACKS_AND_BLOCKED = sieved(
    r"^(?P<x>.+?)\s+(?:attacks|attacked|is\s+attacking|was\s+attacking)(?P<d>\s+(?:me|Opponent|him|her|them))?"
    r"\s*,?\s+and\s+(?:is|was|gets|got)\s+blocked\s+by\s+(?P<y>.+)$",
    re.I,
)


@guarded(_ATTACKS_AND_BLOCKED)
def frame_attacks_and_is_blocked(clause: str, names: Names) -> str | None:
    """ "a 5/5 with lifelink attacks and is blocked by a 3/3" → "a 5/5 with lifelink attacks. It is blocked by a
    3/3": the attacker, then its blockers (the reader then reads "it" as the one creature said)."""
    m = _ATTACKS_AND_BLOCKED.match(clause)
    if not m or subject(m["x"]) != (None, m["x"]):
        return None  # "I attack and …": a player, not a creature
    return f"{m['x']} attacks{m['d'] or ''}. It is blocked by {m['y']}"


def _attack_something_with(clause: str) -> str | None:
    """ "you attack a battle, such as X, with a creature, such as Y" → "a creature, such as Y attacks a battle, such
    as X": what attacks is the creature, what is attacked is for the reader to read (or refuse, quoted)."""
    m = _ATTACK_SOMETHING_WITH.match(clause)
    if not m:
        return None
    x, d = m["x"].rstrip(" ,"), m["d"].rstrip(" ,")
    board = ""
    loyalty = re.match(r"^([0-9]+\s+loyalty)\s+with\s+(.+)$", x, re.I)  # "… my Chandra (5 loyalty) with a 3/3"
    whose = re.match(r"^(my|Opponent's|his|her|their)\s+(.+)$", d, re.I)
    if loyalty and whose:  # the planeswalker and its loyalty, said first as the board
        owner = "I control" if whose.group(1).lower() == "my" else "Opponent controls"
        board, x = f"{owner} {whose.group(2)} with {loyalty.group(1)}. ", loyalty.group(2)
    p = subject(m["p"])[0]
    if p in ("I", "Opponent") and not re.search(r"\b(?:such\s+as|like)\b", x + " " + d, re.I):
        # "I attack Jace Beleren with Hill Giant": the attacker is the subject's, the planeswalker the other's
        x = " and ".join(_whose(p, part) for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", x))
        if not re.match(r"^(?:an?|the)\s|^it$", d, re.I):  # ("attacks it with a 2/2": the one named before)
            d = _whose("Opponent" if p == "I" else "I", d)
    return f"{board}{x} attacks {d}"


def _whose(p: str, phrase: str) -> str:
    """ "Hill Giant", "a 3/3 lifelink" → "my Hill Giant", "my 3/3 lifelink" (or "Opponent's …"); a phrase that says
    whose it is already is kept."""
    if re.match(r"^(?:my|Opponent's|his|her|their|your|our)\s", phrase, re.I):
        return phrase
    whose = "my" if p == "I" else "Opponent's"
    return f"{whose} {re.sub(r'^(?:an?|the)[ ]+', '', phrase, flags=re.I)}"


_ATTACK_INTO = re.compile(
    rf"^{_P}\s+(?:once\s+|just\s+|then\s+)?(?:attacks?|swings?|swung|attacked|sends?|sent|ran|runs?)\s+"
    r"(?:with\s+)?(?P<x>.+?)\s+into\s+"
    r"(?P<y>.+?)$",
    re.I,
)


_ATTACKING_BLOCKED_BY = re.compile(
    r"^(?:an?\s+|the\s+|my\s+|Opponent's\s+|his\s+|her\s+|their\s+)?attacking\s+(?P<x>.+?)\s+(?:is|was|gets|got|"
    r"is\s+being|was\s+being|being|becomes|became)\s+blocked\s+by\s+(?P<y>.+)$",
    re.I,
)


@guarded(_ATTACK_INTO, _ATTACKING_BLOCKED_BY)
def frame_attack_into(clause: str, names: Names) -> str | None:
    """ "I swung a Blight Mamba into a 7/7" → it attacks and the 7/7 blocks it; "an attacking 4/5 Tephraderm
    with trample is blocked by a 5/2 Kavu Scout"."""
    m = _ATTACK_INTO.match(clause)
    if m:
        p = subject(m["p"])[0] or "I"
        blocker = "Opponent" if p == "I" else "I"
        x, has = _keywords_off(_pt_off(m["x"], names))
        block = "block" if blocker == "I" else "blocks"
        y, also = adjectives_off(m["y"], names)
        return f"{x} attacks {_other(p)}. {has}{blocker} {block} it with {_generic(_pt_off(y, names))}{also}"
    m = _ATTACKING_BLOCKED_BY.match(clause)
    if m:
        x, has = _keywords_off(_pt_off(m["x"], names))
        return f"{x} attacks. {has}{x} is blocked by {_generic(_pt_off(m['y'], names))}"
    return None


_ADJECTIVES = ("indestructible", "deathtouch", "lifelink", "trample", "flying", "first strike", "double strike",
               "hexproof", "vigilance", "infect", "wither", "reach", "menace", "haste")  # fmt: skip
_ADJECTIVE_RE = re.compile(rf"^(?P<art>an?\s+|the\s+)?(?P<kw>(?:(?:{'|'.join(_ADJECTIVES)})\s+)+)(?P<x>.+)$", re.I)


def adjectives_off(text: str, names: Names) -> tuple[str, str]:
    """ "an indestructible Angelic Overseer" → ("Angelic Overseer", ". Angelic Overseer has indestructible"): a
    keyword said before a card's name is one it has (whatever gives it)."""
    m = _ADJECTIVE_RE.match(text.strip())
    if not m or not names.card(m["x"].strip()) or is_spell(names.card(m["x"].strip())):
        return text, ""
    keywords = " and ".join(re.findall("|".join(_ADJECTIVES), m["kw"].lower()))
    return m["x"].strip(), f". {m['x'].strip()} has {keywords}"


def _keywords_off(text: str) -> tuple[str, str]:
    """ "Tephraderm with trample" → ("Tephraderm", "Tephraderm has trample. ")."""
    m = re.match(r"^(.+?)\s+with\s+(.+)$", text, re.I)
    if not m or re.match(r"^[0-9]{1,3}/[0-9]{1,3}\b|^an?\s+[0-9]", m.group(1)):
        return text, ""
    return m.group(1), f"{m.group(1)} has {m.group(2)}. "


def _generic(text: str) -> str:
    """ "a 7/7" → "a 7/7 creature", "a 4/2 and four 1/1 goblins" → "a 4/2 creature and four 1/1 goblins" (the
    situation language names the type)."""
    return re.sub(r"\b([0-9]{1,3}/[0-9]{1,3})(?=$|\s+with\b|\s*,|\s+and\b)", r"\1 creature", text.strip())


def _pt_off(text: str, names: Names) -> str:
    """ "4/5 Tephraderm with trample" → "Tephraderm with trample": a card's printed size said before its name."""
    m = re.match(r"^(an?\s+|the\s+)?([0-9]{1,3}/[0-9]{1,3}\s+)?(.+)$", text.strip(), re.I)
    if m and (m.group(1) or m.group(2)) and names.spans(m.group(3)) and names.spans(m.group(3))[0][0] == 0:
        card = names.card(names.spans(m.group(3))[0][2])
        if m.group(2) and card is not None and card.faces:
            check_size(text, card, m.group(2).strip())
        return m.group(3)  # "a Blight Mamba" too: the article isn't part of the name
    return text


_PASSIVE = sieved(r"^(?P<x>.+?)\s+(?:gets|got|is|was|is\s+getting)\s+(?P<v>\w+?)(?:ed|d)(?:\s+by\s+(?P<by>.+))?$", re.I)


@guarded(_PASSIVE)
def frame_card_verb_passive(clause: str, names: Names) -> str | None:
    """ "Chandra gets bolted", "my bear got Shocked by Opponent" → "<Spell> targets <it>" (the caster, when not
    said, is assumed and the reading says so)."""
    m = _PASSIVE.match(clause)
    if not m:
        return None
    verb = names.spell_verb(m["v"] + "s")
    if verb is None or verb.rest:
        return None
    by = None
    if m["by"]:  # "by me", "by Opponent": the caster; anything more isn't read here (never dropped unsaid)
        said = re.sub(
            r"^(?:him|her|them)\b", "Opponent", re.sub(r"^me\b", "I", m["by"].strip(), flags=re.I), flags=re.I
        )
        by, rest = subject(said)
        if by is None or rest.strip():
            return None
    if by is not None:
        return f"{by} {'cast' if by == 'I' else 'casts'} {verb.name} targeting {m['x']}"
    return f"{verb.name} targets {m['x']}"


def frame_card_verb(clause: str, names: Names) -> str | None:
    """ "Opponent bolts my bear" → "Opponent casts Lightning Bolt targeting my bear"; "in response I Shock him"."""
    p, rest = subject(clause)
    if p is None:
        return None
    verb = names.spell_verb(rest)
    if verb is None:
        return None
    tail = verb.rest
    extra = ""
    m = re.search(r"(?:^|,\s*|\s+)(in\s+response(?:\s+to\s+.+)?|with\s+kicker|kicked)$", tail, re.I)
    if m:
        tail, extra = tail[: m.start()], " " + m.group(1)
    tail = re.sub(r"^(?:on|at)\s+", "", tail.strip(), flags=re.I)
    if tail.lower() in ("my face", "face"):
        tail = "me" if tail.lower() == "my face" else _other(p)
    cast = lx.verb(p, "cast")
    if amount := re.fullmatch(r"for\s+[0-9]+(?:\s+damage)?", tail, re.I):  # "opp earthquakes for 2": no target
        tail, extra = "", f" {amount.group(0)}{extra}"
    return f"{p} {cast} {verb.name}" + (f" targeting {tail}" if tail else "") + extra


def _names_a_permanent(text: str, names: Names) -> bool:
    """Whether `text` starts with a size ("2/2 creatures") or a permanent card's name ("Hinterland Logger")."""
    if re.match(r"^[0-9]{1,3}/[0-9]{1,3}\b|^(?:an?\s+)?planeswalkers?(?:\s+with\s+\S.*)?$", text, re.I):
        return True  # "I had planeswalker": its loyalty is then asked
    spans = names.spans(text)
    if not spans or spans[0][0] != 0:
        return False
    card = names.card(spans[0][2])
    return card is not None and not is_spell(card)


_IN_HAND = sieved(r"\bin\s+(?:my\s+|his\s+|her\s+|their\s+|the\s+)?hand\b", re.I)
_HAS_OUT = sieved(
    rf"^(?:{_P}\s+)?(?:only\s+|just\s+|still\s+|also\s+)?(?:have|has|had|got|control|controls|controlled)\s+(?P<x>.+?){_WHERE}",
    re.I,
)
_HAD = re.compile(rf"^{_P}\s+(?:had|got)\s+(?P<x>(?:(?:an?|one|two|three|four|five|[0-9]+)\s+)?(?P<y>.+))$", re.I)
_WITH_OUT = sieved(rf"^with\s+(?P<q>my\s+|Opponent's\s+|his\s+|her\s+|their\s+)?(?P<x>.+?){_WHERE}", re.I)
_WHOSE_IS_OUT = sieved(rf"^(?P<q>my|Opponent's|his|her|their)\s+(?P<x>.+?)\s+(?:is|are|was|were){_WHERE}", re.I)
_IS_OUT = sieved(rf"^(?:there\s+(?:is|was|are|were)\s+)?(?P<x>.+?)(?:\s+(?:is|are|was|were))?{_WHERE}", re.I)


# "Torbran is on his side": the side said is whose it is
_SIDE = re.compile(r"\bon\s+(?P<q>my|his|her|their|Opponent's)\s+side\b(?!.*\bon\s+\w+'?s?\s+side\b)", re.I)


def _on_side(clause: str, p: str | None) -> str | None:
    """Whose side the clause says the permanent is on ("… on his side": Opponent), checked against whose it says it
    is (`p`, None if unsaid): said both ways ("my Torbran is on his side"), it is asked back."""
    m = _SIDE.search(clause)
    if m is None:
        return p
    side = POSSESSOR[m["q"].lower()]
    if p is not None and p != side:
        raise SituationError(f'"{clause}" says both whose it is and another player\'s side: say who controls it')
    return side


def frame_board(clause: str, names: Names) -> str | None:
    """ "I had two 2/2s out", "got Ensnaring Bridge and a creature in play", "my Furnace is out" ("… on his side":
    his)."""
    if _IN_HAND.search(clause):
        return None  # a card in hand: the situation language's own form
    m = _HAS_OUT.match(clause)
    if m:
        p = _on_side(clause, subject(m["p"])[0] if m["p"] else "I")
        life = re.match(
            r"^(?P<n>[0-9]+|[a-z]+)\s+life(?:\s+left)?\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?P<x>.+)$", m["x"], re.I
        )
        if life:  # "Opponent had 2 life and one creature in play"
            return f"{p} {'am' if p == 'I' else 'is'} at {life['n']} life. {controls(p, life['x'])}"
        return controls(p, m["x"])
    m = _HAD.match(clause)
    if m and _names_a_permanent(m["y"], names):  # "I had a Hinterland Logger", "he had two 2/2 creatures"
        return controls(subject(m["p"])[0] or "I", m["x"])
    m = _WITH_OUT.match(clause)
    if m:  # "With Torbran on the field, …": whose isn't said unless "my"/"Opponent's" (or "on his side")
        p = _on_side(clause, POSSESSOR[m["q"].strip().lower()] if m["q"] else None) or "I"
        return controls(p, m["x"])
    m = _WHOSE_IS_OUT.match(clause)
    if m:
        p = _on_side(clause, POSSESSOR[m["q"].lower()])
        return controls(p, m["x"])
    m = _IS_OUT.match(clause)
    if m and not subject(m["x"])[0]:
        if (side := _on_side(clause, None)) is not None:  # "Torbran is on his side": his
            return controls(side, m["x"])
        return f"I control {m['x']}"  # whose it is isn't said: assumed, and the reading says so
    return None


_DIED_TO_BLOCKERS = re.compile(
    r"^(?P<q>my|Opponent's|his|her|their)\s+(?P<x>.+?)\s+(?:died|was\s+killed|got\s+killed|traded)\s+"
    r"(?:to|by|with)\s+(?P<y>.+?)\s+(?:blockers?|blocking(?:\s+it)?|that\s+blocked(?:\s+it)?)$",
    re.I,
)


# "My 8/8 Rock Hydra got killed in combat by two 2/2s": two creatures dealt it combat damage, so they blocked it
_KILLED_IN_COMBAT_BY = re.compile(
    r"^(?P<q>my|Opponent's|his|her|their)\s+(?P<x>.+?)\s+(?:died|was\s+killed|got\s+killed)\s+in\s+combat\s+"
    r"(?:to|by)\s+(?P<y>(?:two|three|both|[2-9])\s+(?:[0-9]+/[0-9]+\s+)?\S+.*?|an?\s+\S.*?\s+and\s+an?\s+\S.*?)$",
    re.I,
)


@guarded(_DIED_TO_BLOCKERS, _KILLED_IN_COMBAT_BY)
def frame_died_to_blockers(clause: str, names: Names) -> str | None:
    """ "my Serra Angel died to two 3/3 blockers" → it attacked and was blocked by them (what the asker saw
    happen is for the outcomes to say). "… got killed in combat by two 2/2s": two creatures dealt it combat
    damage, which only creatures blocking it can (a blocker is dealt damage only by what it blocks, CR 510.1) —
    read so, and said."""
    m = _DIED_TO_BLOCKERS.match(clause)
    if not m and (m := _KILLED_IN_COMBAT_BY.match(clause)):
        note = (
            f'"{clause}": read as {m["q"].lower()} {m["x"]} attacking and being blocked by {m["y"]} (two creatures '
            "deal a creature combat damage only when both block it, CR 509.1, 510.1)"
        )
        return said(frame_died_to_blockers(f"{m['q']} {m['x']} died to {m['y']} blockers", names) or "", note)
    if not m:
        return None
    p = POSSESSOR[m["q"].lower()]
    y = (
        re.sub(r"\b([0-9]+/[0-9]+)$", r"\1 creature", m["y"])
        if not re.search(r"(?<![\w/])(?:two|three|[2-9])(?![\w/])", m["y"])
        else (re.sub(r"\b([0-9]+/[0-9]+)$", r"\1 creatures", m["y"]))
    )
    blocker = "Opponent" if p == "I" else "I"
    return f"{m['q']} {m['x']} attacks. {blocker} {'block' if blocker == 'I' else 'blocks'} it with {y}"


_PUT_INTO_PLAY = re.compile(
    rf"^{_P}\s+(?:just\s+|then\s+)?(?:put|puts|played|plays|play|(?P<cast>cast|casts|casted|flash(?:es|ed)?\s+in|"
    r"flash(?:es|ed)?))\s+(?P<x>.+?)"
    r"(?:\s+(?:into\s+play|onto\s+the\s+battlefield|on\s+the\s+battlefield|in\s+play)(?:\s+at\s+the\s+same\s+time)?)?"
    r"(?:\s+and\s+(?:ends?|ended|passe[sd]?)\s+(?:his|her|their|my)\s+turn)?$",
    re.I,
)


@guarded(_PUT_INTO_PLAY)
def frame_put_into_play(clause: str, names: Names) -> str | None:
    """ "I just put two Umezawa's Jittes into play" / "Opponent plays an Avatar of Might" / "I cast Thriss, Nantuko
    Primus" / "I flashed in Pestilence Demon" (a permanent spell: it resolved, so it is on the battlefield, CR 608.3
    — the reading shows it as controlled, and says so of a cast one; a spell cast in response to it has no spell to
    target and is refused; commands/reader/entered.py asks about what its entering would trigger)."""
    m = _PUT_INTO_PLAY.match(clause)
    if not m:
        return None
    spans = names.spans(m["x"])
    if not spans or " targeting " in m["x"] or " on " in m["x"]:
        return None
    cards = [names.card(n) for *_, n in spans]
    if any(c is None or is_spell(c) for c in cards):
        return None  # a spell: cast (frame_tense)
    p = subject(m["p"])[0] or "I"
    if not m["cast"]:
        return controls(p, m["x"])
    words = m["x"].split()
    named = {k for i, j, _ in spans for k in range(i, j)}
    if any(k not in named and w.lower().strip(",") not in _LIST_WORDS for k, w in enumerate(words)):
        return None  # "I cast Primordial Hydra for X=1": cast with more than the card (situation's cast says)
    return said(
        controls(p, m["x"]),
        f'"{clause}": read as resolved — {", ".join(n for *_, n in spans)} entered the battlefield (CR 608.3)',
    )


_LIST_WORDS = frozenset({"a", "an", "another", "and", "my", "his", "her", "their", "", *lx.NUMBER_WORDS})

# "he follows up with a Shock on the Angel", "then I followed it up with Giant Growth": the next spell cast
_FOLLOW_UP = re.compile(
    rf"^{_P}\s+(?:then\s+)?(?:follows?|followed|following)\s+(?:it\s+|that\s+)?up\s+with\s+(?:an?\s+)?(?P<x>.+?)"
    r"(?:\s+(?:on|at|targeting)\s+(?P<t>.+))?$",
    re.I,
)


@guarded(_FOLLOW_UP)
def frame_follow_up(clause: str, names: Names) -> str | None:
    """ "he follows up with a Shock on the Angel" → "Opponent casts Shock targeting the Angel" (then: after what
    was cast before it resolved; an instant or sorcery only)."""
    m = _FOLLOW_UP.match(clause)
    card = names.card(m["x"]) if m else None
    if m is None or card is None or not is_spell(card):
        return None
    p = subject(m["p"])[0] or "I"
    cast = f"{p} {lx.verb(p, 'cast')} {m['x']}"
    return f"then {cast} targeting {m['t']}" if m["t"] else f"then {cast}"


# "My Gideon Jura with 6 loyalty.", "my ajani goldmane was on 4", "his Hill Giant (tapped)": a board line without a
# verb, or a planeswalker's loyalty said as a player's life is
_POSSESSED = re.compile(
    r"^(?P<q>my|his|her|their|Opponent's)\s+(?P<x>.+?)"
    r"(?:\s+(?:is|was|'s)\s+(?:on|at)\s+(?P<n>[0-9]{1,2})(?:\s+loyalty)?)?$",
    re.I,
)


@guarded(_POSSESSED)
def frame_possessed(clause: str, names: Names) -> str | None:
    """ "My Gideon Jura with 6 loyalty" → "I control Gideon Jura with 6 loyalty"; "my ajani goldmane was on 4" →
    "I control ajani goldmane with 4 loyalty" (a planeswalker only): the card's name first, then only what it has."""
    m = _POSSESSED.match(clause)
    spans = names.spans(m["x"]) if m else []
    if not m or not spans or spans[0][0] != 0:
        return None
    card = names.card(spans[0][2])
    rest = " ".join(m["x"].split()[spans[0][1] :])
    if card is None or is_spell(card) or not (rest or m["n"]) or (rest and not re.match(r"^(?:with\b|\()", rest, re.I)):
        return None  # (the name alone: a clause stated_within.py left of "my Gideon Jura (6 loyalty)", read there)
    who = POSSESSOR[m["q"].lower()]
    if m["n"]:
        if not has_type(card, "planeswalker"):
            return None  # "my bear is on 2": no loyalty, no life of its own
        return controls(who, f"{m['x']} with {m['n']} loyalty")
    return controls(who, m["x"])


# "I used the +1 on Gideon, Ally of Zendikar", "he activated the -3 of his Chandra targeting my bear": a loyalty
# ability by its cost, the planeswalker after it
_COST_OF = re.compile(
    rf"^{_P}\s+(?:then\s+)?(?:use|used|uses|activate|activated|activates)\s+(?:the\s+|his\s+|her\s+|my\s+)?"
    r"(?P<c>[+\-−][0-9]{1,2}|0)\s+(?:ability\s+)?(?:on|of|from)\s+(?:my\s+|his\s+|her\s+|their\s+)?(?P<x>.+?)"
    r"(?P<rest>\s+(?:targeting|on|at|choosing)\s+.+)?$",
    re.I,
)


@guarded(_COST_OF)
def frame_cost_of(clause: str, names: Names) -> str | None:
    """ "I used the +1 on Gideon, Ally of Zendikar" → "I activate Gideon, Ally of Zendikar's +1" (CR 606.4)."""
    m = _COST_OF.match(clause)
    card = names.card(m["x"]) if m else None
    if m is None or not has_type(card, "planeswalker"):
        return None
    p = subject(m["p"])[0] or "I"
    return f"{p} {lx.verb(p, 'activate')} {m['x']}'s {m['c']}{m['rest'] or ''}"


_RESPOND_WITH = re.compile(
    rf"^{_P}\s+(?:responded|responds|respond|responding)\s+(?:with|by\s+casting|by\s+activating|by\s+using)\s+"
    r"(?P<x>.+)$",
    re.I,
)


@guarded(_RESPOND_WITH)
def frame_respond(clause: str, names: Names) -> str | None:
    """ "I responded with Shelter" / "I respond by casting Shelter on my bear" → "In response, I cast …"."""
    m = _RESPOND_WITH.match(clause)
    if not m:
        return None
    p = subject(m["p"])[0] or "I"
    x = re.sub(r"\s+on\s+", " targeting ", m["x"], count=1, flags=re.I)
    return f"In response, {p} {'cast' if p == 'I' else 'casts'} {x}"


def _one_target(card: Any) -> bool:
    """Whether every way to cast the card takes exactly one target (a pump spell, a burn spell at one target)."""
    modes = [a for a in spell_abilities(CardUse(card, 0, "", "")) if a.modelled]
    return bool(modes) and all(needed_targets(a) == (1, 1) for a in modes)


_RESPOND_TO = re.compile(
    rf"^{_P}\s+(?:responded|responds|respond|responding)\s+to\s+(?P<q>Opponent's|my|his|her|their)\s+"
    r"(?P<s>.+?)\s+(?:with|by\s+casting)\s+(?:an?\s+)?(?P<x>.+)$",
    re.I,
)


@guarded(_RESPOND_TO)
def frame_respond_to(clause: str, names: Names) -> str | None:
    """ "I responded to Opponent's Lightning Bolt targeting it with a Mutagenic Growth" → Opponent casts the
    first, then, in response, I cast the second. A response whose target isn't said takes the one permanent
    the clause names, the first spell's target (said in the reading), when it takes exactly one target and doesn't
    harm it (a pump, a prevention: "with a Giant Growth"); a damage spell's target must be said."""
    m = _RESPOND_TO.match(clause)
    if not m:
        return None
    p = subject(m["p"])[0] or "I"
    q = POSSESSOR[m["q"].lower()]
    first = re.sub(r"\s+on\s+", " targeting ", m["s"], count=1, flags=re.I)
    x = re.sub(r"\s+on\s+", " targeting ", m["x"], count=1, flags=re.I)
    notes: tuple[str, ...] = ()
    aimed = re.match(r"^(?P<c>.+?)\s+targeting\s+(?P<t>[^,]+?)$", first, re.I)
    card = names.card(x)
    if " targeting " not in f" {x} " and aimed and card is not None and _one_target(card):
        if HARMS.search(" ".join(f.oracle_text for f in card.faces)):
            return None  # a spell that harms its target (Lightning Bolt in response): whose creature isn't a guess
        if re.search(r"\band\b|\bme\b|\bOpponent\b|\bhim\b|\bher\b|\bthem\b|\bface\b|\bplayer\b", aimed["t"], re.I):
            return None  # a player or several targets: which one the response aims at isn't said
        shown = "" if aimed["t"].lower() in ("it", "him", "her", "them", "that") else f"{aimed['t']}, "
        notes = (f"{card.name}'s target isn't said: read as {shown}the target of {aimed['c']}, the one permanent "
                 "the sentence names",)  # fmt: skip
        x = f"{x} targeting {aimed['t']}"
    return said(
        f"{q} {'cast' if q == 'I' else 'casts'} {first}. In response, {p} {'cast' if p == 'I' else 'casts'} {x}", *notes
    )


_COULD_NOT_TARGET = re.compile(
    rf"^{_P}\s+(?:could\s+not|couldn't|can't|cannot|can\s+not|(?:was|am|were)\s+(?:not\s+able|unable)\s+to)\s+"
    r"target\s+(?P<t>.+?)\s+with\s+(?:an?\s+|my\s+)?(?P<x>.+)$",
    re.I,
)


@guarded(_COULD_NOT_TARGET)
def frame_could_not_target(clause: str, names: Names) -> str | None:
    """ "I could not target a planeswalker with lightning bolt" → "I cast Lightning Bolt targeting a
    planeswalker": whether that target is legal is what the answer (or the refusal) says."""
    m = _COULD_NOT_TARGET.match(clause)
    cast = casts(m, names)
    if cast is None:
        return None
    name = names.card(m["x"]).name
    return said(
        f"{cast} targeting {m['t']}",
        f'"{clause}" is read as casting {name} targeting {m["t"]}: the answer says whether it can',
    )


_CAST_ON = re.compile(r"^(casts?)\s+(.+?)\s+on\s+", re.I)


def frame_tense(clause: str, names: Names) -> str | None:
    """Past and chat verbs after a player: "I attacked with …", "Opponent cast …", "I used Samite Healer on …"."""
    p, rest = subject(clause)
    if p is None or not rest:
        return None
    new = _CAST_ON.sub(lambda m: f"{m[1]} {m[2]} targeting ", _present(rest, p), count=1)
    if new == rest:
        return None
    return f"{clause[: len(clause) - len(rest)].strip()} {new}"  # the subject as written: "They" may be creatures


# "Opponent's Hill Giant attacked me", "Grizzly Bears blocked it", "It dealt 1 damage to Opponent": a creature or
# source told in the past (a player's verbs: frame_tense); not a passive ("Hill Giant was blocked by …")
_CREATURE_PAST = re.compile(
    r"^(?P<x>\S.*?)\s+(?:(?P<v>attacked|swung|swings|blocked|dealt|(?:was|were|is|are)\s+(?:attacking|blocking))"
    r"\s+(?!by\b|and\b|but\b|so\b|then\b)(?P<rest>\S.*)|(?P<bare>attacked|swung|swings|(?:was|were)\s+attacking))$",
    re.I,
)
_NOT_DONE_BY = re.compile(r"\b(?:was|were|got|gets|get|is|are|been|being|then)\b", re.I)  # a passive, a report
_CREATURE_VERB = {"attacked": "attack", "swung": "attack", "swings": "attack", "blocked": "block", "dealt": "deal"}


@guarded(_CREATURE_PAST)
def frame_creature_tense(clause: str, names: Names) -> str | None:
    """ "Opponent's Hill Giant attacked me" → "Opponent's Hill Giant attacks me" (a player's verbs: frame_tense)."""
    m = _CREATURE_PAST.match(clause)
    if not m or subject(clause)[0] is not None or _NOT_DONE_BY.search(m["x"]):
        return None
    said = (m["v"] or m["bare"]).lower().split()
    verb = _CREATURE_VERB.get(said[-1], said[-1].removesuffix("ing"))
    plural = said[0] in ("were", "are") or re.search(r"\s(?:and|&)\s", m["x"]) is not None
    # "Swiftblade Vindicator attacked", "goliath beetle swings": whom it attacks is left to the rest of the story
    return f"{m['x']} {verb if plural else verb + 's'}" + (f" {m['rest']}" if m["rest"] else "")


_BARE_SIZE = re.compile(
    r"^(?P<art>(?:an?|the|that|this)\s+)?(?P<pt>[0-9]{1,3}/[0-9]{1,3})(?P<adj>(?:\s+(?!with\b)[a-z][\w-]*){1,5}?)?"
    r"(?P<kw>\s+with\s+.+?)?\s+"
    r"(?P<v>attacks|attacked|is\s+attacking|was\s+attacking|blocks|blocked|is\s+blocking|was\s+blocking|"
    r"(?:is|was|gets|got|being)\s+blocked|deals|dealt)\b(?P<rest>.*)$",
    re.I,
)


@guarded(_BARE_SIZE)
def frame_bare_size(clause: str, names: Names) -> str | None:
    """ "4/4 with deathtouch and trample attacks", "A 0/4 blocks it": a creature named by its size alone."""
    m = _BARE_SIZE.match(clause)
    if not m:
        return None
    noun = " creature"
    if m["adj"]:  # "a 10/10 trampling double striking lifelinker": words the situation language reads, or none
        try:
            generic = parse_generic(f"{m['pt']}{m['adj']}")
        except SituationError:
            return None
        if generic is None:
            return None
        last = m["adj"].split()[-1].lower()
        noun = (
            m["adj"]
            if last in lx.CREATURE_NOUNS or last in lx.KEYWORD_NOUNS or last.rstrip("s") in ("creature", "striker")
            else f"{m['adj']} creature"
        )
    art = (m["art"] or "a ").strip()
    art = art[0].upper() + art[1:]
    verb = re.sub(r"\s+", " ", m["v"].lower())
    into = re.match(r"^\s+into\s+(?P<y>.+)$", m["rest"], re.I)
    if into and verb.startswith(("attack", "was attacking", "is attacking")):  # "… attacked into a 4/2 and …"
        return f"{art} {m['pt']}{noun}{m['kw'] or ''} attacks. It is blocked by {_generic(into['y'])}"
    if re.match(r"^\s+by\b", m["rest"], re.I):  # "a 4/4 blocked by a 2/2": the passive
        if verb.startswith("attack"):
            return None
        verb = "is blocked" if verb.endswith("blocked") else verb
    verb = {"attacked": "attacks", "is attacking": "attacks", "was attacking": "attacks", "blocked": "blocks",
            "is blocking": "blocks", "was blocking": "blocks", "was blocked": "is blocked",
            "gets blocked": "is blocked", "got blocked": "is blocked", "being blocked": "is blocked",
            "dealt": "deals"}.get(verb, verb)  # fmt: skip
    return f"{art} {m['pt']}{noun}{m['kw'] or ''} {verb}{m['rest']}"


Frame = Callable[[str, Names], str | None]


def _with_rewrite(frame: Callable[[str, Names, Callable[[str, Names], str]], str | None]) -> Frame:
    """A frame that reads a part of its clause as any clause (with `rewrite`), with the frame's guard."""

    def read(clause: str, names: Names) -> str | None:
        return frame(clause, names, rewrite)

    read.heads = frame_heads(frame)  # type: ignore[attr-defined]
    return read


FRAMES: tuple[Frame, ...] = (
    frame_life,
    _with_rewrite(frame_after),
    frame_damage_step,
    frame_no_block,
    frame_not_done,
    frame_could_card_verb,
    frame_holding,
    frame_hand_and_board,
    _with_rewrite(frame_versus),
    _with_rewrite(frame_role),
    _with_rewrite(frame_and_card_verb),
    frame_damage_this_turn,
    frame_hit_with,
    _with_rewrite(frame_damage_got),
    _with_rewrite(frame_fate_after),
    frame_another_attacks,
    frame_gave_keyword,
    frame_made_creature,
    frame_target_with,
    frame_try_by,
    frame_prevented_with,
    frame_damaging_kills,
    frame_respond_to,
    frame_play_attachment,
    frame_enchanted_with,
    frame_with_attachment,
    frame_enters,
    frame_respond,
    frame_follow_up,
    frame_possessed,
    frame_cost_of,
    frame_could_not_target,
    frame_put_into_play,
    frame_died_to_blockers,
    frame_attacks_and_is_blocked,
    frame_has_attacking,
    frame_has_blocking,
    frame_has_blocked,
    frame_swing_at,
    frame_swing_bare,
    frame_creature_swings,
    frame_attack_with,
    frame_attack_into,
    frame_bare_size,
    frame_regenerate,
    frame_card_verb,
    frame_card_verb_passive,
    frame_only_creature,
    frame_life_with,
    frame_board,
    frame_creature_tense,
    frame_tense,
)
_HEADED = tuple((frame, frame_heads(frame)) for frame in FRAMES)


_PREVENTING = sieved(
    r"\s+(?:preventing|to\s+prevent)\s+(?:the\s+next\s+)?(?:(?P<n>[0-9]+)\s+|all\s+)?(?:of\s+the\s+)?damage"
    r"(?:\s+(?:that\s+would\s+be\s+dealt\s+)?to\s+(?P<t>.+))?$",
    re.I,
)
_FROM_HAND = re.compile(r"(?<=\S)\s+from\s+(?:my|his|her|their|the|Opponent's)\s+hand\b(?=\s|,|$)", re.I)
_GAINING = sieved(r"\s+(?:for|to\s+gain|gaining)\s+(?P<n>[0-9]+)\s+life$", re.I)
_LEAD_WORDS = re.compile(
    r"^(?:(?:so|ok(?:ay)?\s+so|basically|anyway|well|now|ok(?:ay)?|also|and|but|thus|hence|therefore|btw|oh|fyi)"
    r"\b[,\s]+)+",
    re.I,
)


# "Hey I just played a game where …", "I had a game where …": what follows is the situation
_STORY_LEAD = re.compile(
    r"^(?:(?:hey|hi|hello|so|ok(?:ay)?|well)\b[,!\s]+)*(?:I|we)\s+(?:just\s+|recently\s+)?(?:played|had|was\s+playing|"
    r"were\s+playing|was\s+in|were\s+in)\s+an?\s+(?:game|match)\s+(?:where|in\s+which|that)\s+(?=\S)",
    re.I,
)


def without_lead(clause: str) -> str:
    """The clause without the words that only lead into it ("so", "now", "but", "thus", "I just played a game
    where")."""
    return _LEAD_WORDS.sub("", _STORY_LEAD.sub("", clause))


# "in response to blocks he Shocks my bear", "In response to attackers I bolt it": no comma, a player then acts; the
# words up to the player are what is answered (else "he shocks my bear" was read into it, and dropped)
_RESPONSE_TO_THEN_PLAYER = re.compile(
    r"^(in\s+response\s+to\s+(?:(?!(?:i|he|she|they|we|Opponent)\s)\S+\s+){1,4}?)"
    r"(?=(?:i|he|she|they|we|Opponent)\s+(?!\w+ing\b)\w)",
    re.I,
)


# what comes after blockers resolves before combat damage anyway (the reader says so: CR 506.1, 510.1)
_BEFORE_DAMAGE = re.compile(
    r"^(?:before\s+(?:combat\s+)?damage|after\s+(?:the\s+)?block(?:er)?s?(?:\s+(?:are|were)\s+declared)?|"
    r"during\s+the\s+declare\s+blockers\s+step)\s*,?(?:\s+|$)",
    re.I,
)
_CASTS_OR_ACTIVATES = re.compile(r"\b(?:cast|casts|casting|activate|activates|activating)\b", re.I)
_AFTER_BLOCKS_LAST = re.compile(
    r"(?<=\S)\s+(?:after\s+(?:the\s+)?block(?:er)?s?(?:\s+(?:are|were)\s+declared)?|before\s+(?:combat\s+)?damage)$",
    re.I,
)
# "I can attack with a 3/3 and Opponent can block with …": a situation to consider, read as stated
_CAN_ATTACK = re.compile(r"^((?:I|Opponent|he|she|they|we)\s+)(?:can|will|would|then)\s+(attack|block|swing)\b", re.I)
# "I also Giant Grew my bears", "he then Giant Grew …": the adverb after the player (see rewrite)
_ADVERB_AFTER_PLAYER = re.compile(
    r"^((?:I|he|she|Opponent|they|we)\s+)(?:also|just|actually|quickly|immediately)\s+", re.I
)
_THEN_AFTER_PLAYER = re.compile(r"^((?:I|he|she|Opponent|they|we))\s+then\s+", re.I)
_IN_RESPONSE_LEAD = re.compile(r"^(in\s+response(?:\s+to\s+[^,]+)?),\s*(?=\S)|^(in\s+response)\s+(?!to\s)(?=\S)", re.I)


def rewrite(clause: str, names: Names) -> str:
    """The clause in the situation language (unchanged when no frame applies)."""
    text = without_lead(clause)
    text = _BEFORE_DAMAGE.sub("", text)
    if _CASTS_OR_ACTIVATES.search(text):  # "I cast Giant Growth on it after blocks": before damage, as it is
        text = _AFTER_BLOCKS_LAST.sub("", text)
    text = _CAN_ATTACK.sub(
        lambda m: m.group(1) + (m.group(2) if m.group(1).strip().lower() in ("i", "we") else m.group(2) + "s"), text
    )
    if not text:
        return ""
    # "I cast Healing Salve preventing 3 damage to me": the mode that prevents damage, at that target (a mode's
    # name is matched as "choosing <words>" is; a spell without such a mode is asked back there)
    # (the amount said is kept: a mode that prevents another amount is asked back, situation._mode)
    text = _PREVENTING.sub(
        lambda m: (
            " choosing prevent"
            + (f" the next {m['n']} damage" if m["n"] else "")
            + (f" targeting {m['t']}" if m["t"] else "")
        ),
        text,
    )
    text = _GAINING.sub(r" choosing gain \g<n> life", text)  # "… on myself for 3 life": the mode gaining 3 life
    text = _FROM_HAND.sub("", text)  # "I cast Giant Growth from my hand": cast, as any spell is (CR 601.2a)
    # "I also Giant Grew my bears", "he then Giant Grew …": the adverb after the player says nothing the reader
    # needs ("then" goes first); used only when a frame reads what is left ("he then said …" stays commentary)
    # (replacements made by functions: a template string is parsed on every call, matched or not)
    tidy = _THEN_AFTER_PLAYER.sub(lambda m: f"then {m[1]} ", _ADVERB_AFTER_PLAYER.sub(lambda m: m[1], text))
    if tidy != text and (out := rewrite(tidy, names)) != tidy:
        return out
    then = lx.THEN_RE.match(text)
    if then and then.end() < len(text):  # "then he Giant Grew his bears": the rest read as a clause, still ordered
        rest = rewrite(text[then.end() :], names)
        if rest != text[then.end() :]:
            return said(f"{then.group(0).strip().rstrip(',')} {rest}", *getattr(rest, "notes", ()))
    if (before := lx.BEFORE_BLOCKS_RE.match(text)) and before.end() < len(text):  # "Before blocks he bolted me":
        rest = rewrite(text[before.end() :], names)  # the rest read as a clause; the reader checks when (situation)
        return said(f"Before blocks, {rest}", *getattr(rest, "notes", ()))
    lead = _IN_RESPONSE_LEAD.match(text) or _RESPONSE_TO_THEN_PLAYER.match(text)
    if lead:  # "in response I used Samite Healer on my bear": the rest is read as a clause of its own
        rest, words = rewrite(text[lead.end() :], names), (lead.group(1) or lead.group(2)).strip()
        return f"{words[0].upper()}{words[1:]}, {rest}"
    text, notes = plain_story(reflexive(text, names))  # "he bolts himself": the player said
    text, same = restated(text, names)  # "a Skyshroud Troll (3/3 with regeneration)": the card as printed
    text, pumped = pumped_to(text, names)  # "… that had its power increased twice, making it a 3/3"
    notes += same + pumped
    opening = first_words(text)  # (None: not ASCII, every frame tried)
    for frame, (one, two) in _HEADED:
        if opening and ((one is not None and opening[0] not in one) or (two is not None and opening[1] not in two)):
            continue  # no match of the frame's pattern starts with these words (commands/reader/dispatch.py)
        out = frame(text, names)
        if out is not None:
            return said(out, *notes, *getattr(out, "notes", ())) if notes else out
    return said(text, *notes) if notes else text
