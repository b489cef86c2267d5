"""Players named by name ("Amy controls Lost Leonin …", "Nissa is at 2 life", "Bob attacks with …"): read as
You and Opponent, and said so.

A name is a player's only where its use shows it: the subject of "is at N life" (or poison), "has N life",
"controls", "casts", "activates", "has … in hand", "attacks (someone) with", "blocks with", or "<name>'s
life". A name that
is also the start of a card's name ("Nissa", "Ghalta") counts only there. A name no card is called, even
approximately ("Amy"), is a player also as the subject or object of "attacks"/"blocks" beside another such
name ("Amy attacks Sarah"). Anything else is left as written: the reader then asks back which card it means.

The first name used is You, the other Opponent; beside "I" in what the message states, the one name is
Opponent. Three names, or two beside "I", are asked back.
"""

from __future__ import annotations

import re
from typing import Any

from ..situation import SituationError
from .clauses import Split, clauses
from .entities import verb_stems
from .players import ambiguous_pronoun, first_person_statements, map_roles

_START = (
    r"(?:^|(?<=[.;!?:\n])\s*|(?<=,)\s*(?:and\s+|but\s+|then\s+|so\s+)?|(?<=\s)(?:and|but|then|so|while|when|if)\s+)"
)
_NAME = r"(?P<n>[A-Z][a-z]{1,19})"
_ONLY_PLAYERS = (  # what only a player does or has
    r"(?:is|was|am)\s+(?:at|on|down\s+to)\s+[0-9]+\s+(?:life|poison)\b",
    r"(?:has|had)\s+[0-9]+\s+(?:life|poison)\b",
    r"(?:controls|controlled|casts|activates|activated)\b",
    r"(?:has|had)\s+[^.;!?]{1,80}?\s+in\s+(?:hand|(?:his|her|their)\s+hand)\b",
    r"(?:attacks|attacked|is\s+attacking|was\s+attacking|swings|swung|blocks|blocked|is\s+blocking)"
    r"(?:\s+(?:at\s+|into\s+)?(?:[A-Z][a-z]{1,19}|me|him|her|them))?\s+with\b"  # "Bob attacks Alice with …"
    r"(?!\s+(?:[0-9]|its?\b|power|toughness|first|double|trample|flying|deathtouch|lifelink|haste|menace|"
    r"vigilance|indestructible|infect|wither|reach|protection))",  # not "Ghalta attacks me with trample"
)
_USE = re.compile(rf"{_START}{_NAME}(?:\s+(?:{'|'.join(_ONLY_PLAYERS)})|'s\s+life\b)", re.M)
_FIGHT = re.compile(
    rf"{_START}{_NAME}\s+(?:attacks|attacked|is\s+attacking|was\s+attacking|blocks|blocked)\s+"
    r"(?P<o>[A-Z][a-z]{1,19})(?![\w'])",
    re.M,
)
# capitalised words that are never a player's name here
_NOT_NAMES = frozenset(
    """I It He She They We You The This That These Those Opponent Player One Two My His Her Their Your Our Then And
    But So When If What Who Which Can Does Do Is Are Was Were Will Would Should Could Also Now Here There Each
    Every Both All Nobody Everyone Someone Somebody Anyone Me Him Them Us""".split()  # noqa: SIM905
)


def _no_card(word: str, index: Any, game: str) -> bool:
    """No card is called this, not even approximately (a fuzzy match would make it a card the reader asks about)."""
    match = index.lookup(word, game)
    return match.card is None and not match.ambiguous and match.how == "none"


# every word _NAME may match where _USE and _FIGHT name a player (and more: any capital followed by a space or "'")
_CAPITALISED = re.compile(r"[A-Z][a-z]{1,19}(?=[\s'])")


# "my friend Adam", "my buddy Kevin" as typed (normalised to "Opponent Adam"): the other player, introduced by name
_INTRODUCED = re.compile(r"(?<![\w'])(?i:my|a)\s+(?i:buddy|buddie|friend|mate|pal)\s+(?P<n>[A-Z][a-z]{1,19})(?![\w'’])")


# a friend on the asker's side ("my friend Adam and I are on the same team", "teammates in 2HG")
_TEAM = re.compile(
    r"\b(?:team[ -]?mates?|same\s+team|(?:my|our|his|her|their)\s+team|teamed\s+up|team\s+up|2\s?hg|"
    r"two[- ]headed\s+giant|on\s+my\s+side\s+of\s+the\s+table|allied|allies)\b",
    re.I,
)


# what a person quoted does ("my friend Adam says Shock kills it"): no play
_QUOTED = re.compile(
    r"\s+(?:says|said|thinks|thought|told|tells|believes|believed|claims|claimed|asked|asks|argues|argued|reckons|"
    r"insists|insisted|agrees|agreed|disagrees|disagreed|was\s+watching|is\s+watching)\b",
    re.I,
)


def _acts(text: str, name: str) -> bool:
    """Whether the message uses the name other than as one who speaks ("Adam says …", "according to Adam")."""
    return any(
        not _QUOTED.match(text, m.end()) and not re.search(r"according\s+to\s+(?:Opponent\s+)?$", text[: m.start()])
        for m in re.finditer(rf"(?<![\w']){name}(?![\w'’])", text)
    )


# what follows a verb, never a name ("Opp Shocks it", "Opp Attacks me with …"), and the verbs of play typed with a
# capital ("Opp Blocks with …")
_OBJECT = re.compile(r"\s+(?:it|me|him|her|them|us|my|his|their|its|the|a|an|this|that|with)\b", re.I)
_VERBS = frozenset(
    """attacks attacked blocks blocked casts activates activated controls controlled swings swung plays played
    sacrifices sacrificed sacs sacked taps tapped targets targeted deals dealt has had gets got uses used responds
    responded chumps chumped kills killed destroys destroyed exiles exiled bounces bounced pumps pumped just again
    already still actually immediately""".split()  # noqa: SIM905
)


def _a_verb(word: str, after: str, names: Any) -> bool:
    """ "Opponent Shocks it" (from "Opp Shocks it"), "Opponent Zapped it", "Opponent Attacks me with …": the word
    after "Opponent" is a verb (a card's name said as one, or a verb of play), not a name introduced — read as a
    name, the spell was dropped ("Opponent it", set aside, and the giant answered alive)."""
    if word.lower() in _VERBS or _OBJECT.match(after):
        return True
    return any(len(stem) > 2 and names.card(stem) is not None for stem in verb_stems(word))


def introduced(text: str, names: Any, typed: str) -> tuple[str, set[str]]:
    """The text with each "Opponent <Name>" that the message as `typed` says is "my friend <Name>" as the name alone,
    and those names (each no card's whole name, no verb: "my buddy Shocks it"): the other player, introduced by name.
    ("Opponent Lava Axes me" is no introduction.) Two friends who act, or a friend on the asker's team: asked."""
    # ("my friend" says it is a person: a name that starts a card's, "Adam" of Adamaro, is still his)
    found = {
        m["n"]
        for m in _INTRODUCED.finditer(typed)
        if m["n"] not in _NOT_NAMES and names.card(m["n"]) is None and not _a_verb(m["n"], typed[m.end() :], names)
    }
    acting = sorted(n for n in found if _acts(text, n))
    if len(acting) > 1:  # "my friend Adam … my friend Kevin bolts it": two people, only one the other player
        raise SituationError(
            f"the message introduces {' and '.join(acting)} by name: a ruling here is between two players, "
            'You and Opponent — say which one is you ("I control …") and call the other "Opponent" (see /help ruling)'
        )
    if found and (team := _TEAM.search(text)):  # "my friend Adam is my teammate": not the other player
        raise SituationError(
            f'"{next(iter(found))}" is introduced as a friend and the message tells of a team ("{team[0]}"): a ruling '
            'here is between two players, You and Opponent — say who controls what as "I" and "Opponent" '
            "(see /help ruling)"
        )
    for n in found:
        text = re.sub(rf"(?<![\w'])Opponent\s+(?={n}(?![\w'’]))", "", text)
    return text, found


def player_names(text: str, names: Any, known: set[str] = frozenset()) -> list[tuple[str, str]]:
    """(name, the words that show it is a player), in the order the message first uses each name (`known`: names
    the message introduced as a player: introduced)."""
    if all(w in _NOT_NAMES for w in _CAPITALISED.findall(text)):
        return []  # no word that could name a player ("It's my turn. I control …"): nothing is searched
    found: dict[str, str] = dict.fromkeys(known, "introduced as the other player")
    for m in _USE.finditer(text):
        name = m["n"]
        if name not in _NOT_NAMES and names.card(name) is None:
            found.setdefault(name, m.group(0).strip(" ,"))
    for m in _FIGHT.finditer(text):
        pair = [m["n"], m["o"]]
        if all(w not in _NOT_NAMES and _no_card(w, names.index, names.game) for w in pair):
            for w in pair:
                found.setdefault(w, m.group(0).strip(" ,"))
    first = {n: text.find(n) for n in found}
    return sorted(found.items(), key=lambda kv: first[kv[0]])


def named_players(text: str, names: Any, split: Split = clauses, typed: str = "") -> tuple[str, list[str]]:
    """The text with the players it names by name as You and Opponent (see the module docstring), and a note
    for each (`split`: as story_players's; `typed`: the message as typed, for "my friend Adam")."""
    text, known = introduced(text, names, typed)  # "my friend Adam attacks me": Adam is Opponent
    named = player_names(text, names, known)
    if not named:
        return text, []
    told = first_person_statements(text, split)
    if len(named) > 2 or (told and len(named) > 1):
        who = ", ".join(f'"{n}"' for n, _ in named)
        also = f' and also says "{told[0]}"' if told else ""
        raise SituationError(
            f"the message names the players {who}{also}: a ruling here is between two players, You and Opponent "
            '— say which one you are ("I control …") and call the other "Opponent" (see /help ruling)'
        )
    roles = {n: ("Opponent" if told or i or n in known else "You") for i, (n, _) in enumerate(named)}
    if len(roles) > 1 and len(set(roles.values())) == 1:  # the one introduced is Opponent: the other name is You
        roles = {n: ("Opponent" if n in known else "You") for n in roles}
    # card names that start with a player's name ("Nissa Revane", "Nissa's Chosen") stay as they are
    kept: list[str] = []
    for n in roles:
        spans = {
            " ".join(text.split()[i:j]).strip(" ,.;:!?\"'()")
            for i, j, _ in names.spans(text)
            if j - i > 1 and text.split()[i].startswith(n)
        }
        for span in sorted(spans, key=len, reverse=True):
            kept.append(span)
            text = text.replace(span, f"\x00{len(kept) - 1}\x00")
    pattern = re.compile(r"(?<![\w'])(?P<role>" + "|".join(map(re.escape, roles)) + r")(?P<pos>'s?)?(?![\w'])")
    seen: dict[str, str] = {}
    mapped = map_roles(text, seen, pattern, roles.__getitem__)
    mapped = re.sub(r"\x00([0-9]+)\x00", lambda m: kept[int(m.group(1))], mapped)
    if len(named) > 1 or not told:  # beside "I", the one name is the other player: "they" can only be them
        ambiguous_pronoun(mapped, named[-1][0], split)
    notes = [f'"{n}" is a player ("{use}"): read as {roles[n]}' for n, use in named]
    return mapped, notes
