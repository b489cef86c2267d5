"""A story told in the third person: its players mapped onto You and Opponent ("One player had a 2/2 creature,
and responded to the opponent's Lightning Bolt …", "Player A attacks …, Player B blocks …", "the attacking
player", "the active player").

The first of a pair is read as You, the other as Opponent, and the reading says so ("One player is read as
You"). Who is who changes no outcome: the outcomes name both players. A message that also speaks of "I" in
what it states is asked back (see `read`): then "I" may be either player.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..situation import SituationError
from .clauses import Split, clauses
from .commentary import carries_nothing, either, is_commentary
from .frames import without_lead
from .needles import Sieved, sieved

# (pattern, who): the roles a story names; You first in each pair
_ROLES: tuple[tuple[str, str], ...] = (
    (r"one\s+player", "You"),
    (r"player\s+(?:a|1|one)", "You"),
    (r"player\s+(?:b|2|two)", "Opponent"),
    (r"(?:the\s+)?attacking\s+player", "You"),  # "Attacking player is attacking with …" (no article: notes)
    (r"(?:the\s+)?defending\s+player", "Opponent"),
    (r"(?:the\s+)?active\s+player", "You"),
    (r"(?:the\s+)?non-?active\s+player", "Opponent"),
)
_ROLE = sieved(r"(?<![\w'])(?P<role>" + "|".join(f"(?:{p})" for p, _ in _ROLES) + r")(?P<pos>'s)?(?![\w'])", re.I)
_IN_COMBAT = re.compile(r"^(?:the\s+)?(?:attacking|defending|active|non-?active)\s+player$", re.I)  # roles, not names
_WHO = [(re.compile(rf"^(?:{p})$", re.I), who) for p, who in _ROLES]
# "Player played Goblin Chainwhirler …; Opponent had …": a bare "Player" opening a clause, beside "Opponent"
_BARE = re.compile(r"(?:^|(?<=[.;!?] ))Player\s+([a-z]\w*)", re.M)
# after "I", the verb in the first person ("Player A activates" → "I activate")
_FIRST_PERSON = {"has": "have", "is": "am", "does": "do", "was": "was"}
_VERB_S = re.compile(
    r"^(activates|attacks|blocks|casts|controls|uses|taps|deals|targets|responds|passes|chooses|sacrifices|"
    r"plays|puts|moves|declares|gains|loses|takes|swings|redirects|prevents)\b"
)
# a role followed by a verb is the clause's subject ("Player A activates", "One player had"); else an object
_SUBJECT_VERB = re.compile(
    r"^\s+(?:has|had|is|was|does|did|can|could|would|will|cast|\w+ed|" + _VERB_S.pattern[2:-3] + r")\b", re.I
)
FIRST_PERSON = re.compile(r"(?<![\w'])(?:I|me|my|mine|I'm|I've|I'd|myself)(?![\w'])")


def _who(role: str) -> str:
    return next(who for pattern, who in _WHO if pattern.match(" ".join(role.split())))


def _first_person_verb(rest: str) -> str:
    word = rest.split(" ", 1)[0]
    if word in _FIRST_PERSON:
        return _FIRST_PERSON[word] + rest[len(word) :]
    m = _VERB_S.match(rest)
    if m:
        verb = m.group(1)
        stem = verb[:-2] if verb.endswith(("sses", "shes", "ches")) else verb[:-1]
        return stem + rest[len(verb) :]
    return rest


def map_roles(
    text: str, seen: dict[str, str], role_re: re.Pattern[str] | Sieved = _ROLE, who_of: Callable[[str], str] = _who
) -> str:
    """`text` with each role replaced by "I"/"me"/"my" (You) or "Opponent"/"Opponent's" (`role_re` finds a
    role, in a group "role" and an optional "'s" in "pos"; `who_of` says whom it names)."""
    done = ""
    while m := role_re.search(text):
        role = " ".join(m["role"].split())
        who = who_of(role)
        seen.setdefault(role[0].upper() + role[1:], who)
        rest = text[m.end() :]
        if who == "Opponent":
            word = "Opponent's" if m["pos"] else "Opponent"
        elif m["pos"]:
            word = "my"
        elif _SUBJECT_VERB.match(rest):
            word = "I"
            rest = " " + _first_person_verb(rest.lstrip())
        else:
            word = "me"
        done += text[: m.start()] + word
        text = rest
    return done + text


# "When I attack player X with my 10/10": the one other player a first-person story names by a letter
_LETTER = sieved(r"(?<![\w'])player\s+([w-z])(?![\w'])", re.I)


def _named_opponent(text: str) -> tuple[str, list[str]]:
    """ "I attack player X …": beside "I", the one player named by a letter is the opponent (said)."""
    letters = {m.group(1).upper() for m in _LETTER.finditer(text)}
    if len(letters) != 1 or not FIRST_PERSON.search(text):
        return text, []
    (letter,) = letters
    text = re.sub(rf"(?<![\w'])player\s+{letter}'s(?![\w'])", "Opponent's", text, flags=re.I)
    return _LETTER.sub("Opponent", text), [f'"Player {letter}" is read as Opponent']


def story_players(text: str, split: Split = clauses) -> tuple[str, list[str]]:
    """The text with a third-person story's players as You and Opponent, and a note for each role mapped. A
    story that also says "I" in what it states is asked back: "I" could then be either player. (`split`: how
    texts are split into clauses, `clauses.once_each()` in a reading.)"""
    text, named = _named_opponent(text)
    seen: dict[str, str] = {}
    mapped = map_roles(text, seen)
    if "Opponent" in text and re.search(r"\bOpponent\b", text):
        mapped = _BARE.sub(lambda m: _bare(m, seen), mapped)
    if not seen:
        return text, named
    told = first_person_statements(text, split)
    names = [role for role in seen if not _IN_COMBAT.match(role)]
    if told and not names:
        return text, named  # "I swing …; the defending player …": roles beside "I", left as written
    if told:
        role = names[0]
        raise SituationError(
            f'the message tells of "{role}" and also says "{told[0]}": say which player you are '
            f'(e.g. "I control …" for {role}; see /help ruling)'
        )
    ambiguous_pronoun(mapped, next(iter(seen)), split)
    return mapped, [*named, *(f'"{role}" is read as {who}' for role, who in seen.items())]


_PLAYER_PRONOUN = re.compile(
    r"(?<![\w'])(?<!of )(he|she|him|her|his|hers|himself|herself|they|them|their|theirs|themselves)(?![\w'])", re.I
)


def ambiguous_pronoun(text: str, one: str, split: Split = clauses) -> None:
    """Two players told of in the third person (`text` with them mapped), and "he", "her", "his" … where it states
    or asks something: either could be meant (the chat reader otherwise reads them as the opponent). Asked back,
    never guessed; in commentary ("told him that …", "I said he could …") they are left alone."""
    stated = [c.text for c in split(text) if not either(is_commentary, c.text, without_lead(c.text))]
    m = next((m for c in stated if (m := _PLAYER_PRONOUN.search(c)) is not None), None)
    if m:
        raise SituationError(
            f'"{m.group(1)}": the message tells of two players in the third person, so it could mean either: name the '
            f'player (or the creatures) instead (e.g. "{one}"; see /help ruling)'
        )


def _bare(m: re.Match[str], seen: dict[str, str]) -> str:
    seen.setdefault("Player", "You")
    return "I " + _first_person_verb(m.group(1))


def first_person_statements(text: str, split: Split = clauses) -> list[str]:
    """The clauses that state something (not questions, not commentary) in the first person ("I block …")."""
    return [
        c.text
        for c in split(text)
        if not c.question
        and FIRST_PERSON.search(c.text)
        and not (either(is_commentary, c.text, without_lead(c.text)) or carries_nothing(c.text))
    ]
