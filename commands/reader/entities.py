"""Step 2: the things a clause names — card names (exact spans from the card index), card names used as verbs
("Opponent bolts my bear", "he Shocks me", "they Lava Axe me"), and players.

Only exact names and the index's nicknames count here: a typo is left to the frame that reads the slot, which
asks back ("did you mean …?") rather than guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cardindex.fuzzy import MAX_QUERY, normalise

from .. import lexicon as lx
from ..creature_types import creature_type
from ..lexicon import CARD_VERBS, PHRASE_VERBS, PLURALS
from ..situation import SPELL_TYPES
from .lower_names import game_words

PLAYER_SUBJECTS = {"i": "I", "opponent": "Opponent", "he": "Opponent", "she": "Opponent", "they": "Opponent"}
# whose something is: "my Furnace", "his Angel"
POSSESSOR = {"my": "I", "opponent's": "Opponent", "his": "Opponent", "her": "Opponent", "their": "Opponent"}
# Verbs of the situation language and of chat: never a card name used as a verb ("Opponent casts …").
VERBS = frozenset(
    """cast casts casting activate activates activated attack attacks attacked attacking block blocks blocked
    blocking control controls controlled has have had is am are was were deal deals dealt use uses used tap
    taps tapped target targets targeted get gets got respond responds responded flash flashes flashed play
    plays played sacrifice sacrifices sacrificed would will can could should does did do take takes took
    gain gains gained lose loses lost swing swings swung kill kills killed choose chooses chose pay pays
    paid put puts win wins dies died hit hits then also just only still and in with pump pumps pumped chump
    chumps chumped redirect redirects redirected prevent prevents prevented""".split()  # noqa: SIM905
)
_EDGES = " ,.;:!?\"'()"  # what a name's span is stripped of
_THE_ONE = frozenset(("the", "my", "his", "her", "their", "your", "that"))  # a permanent said again, not a new card
SPELL_VERB_WORDS = 5  # the most words of a spell's name said as a verb ("he Lightning Bolts me": 2)
_INFLECTIONS = ("", "s", "es", "ed", "d", "'d", "ing", "'s")
# A card name's last word used as an irregular verb ("I Giant Grew the bear", "he Lightning Struck me"): the
# words its name may end with. Only a whole card name counts, so "grew" alone is never Giant Growth.
IRREGULAR = {
    "grew": ("Growth", "Grow"), "grown": ("Growth", "Grow"), "grows": ("Growth",), "grow": ("Growth",),
    "growing": ("Growth",), "struck": ("Strike",), "flung": ("Fling",), "smote": ("Smite",), "slew": ("Slay",),
    "overran": ("Overrun",), "forbade": ("Forbid",), "withstood": ("Withstand",), "froze": ("Freeze",),
    "shot": ("Shot",), "blew": ("Blow",), "threw": ("Throw",), "drew": ("Draw",),
}  # fmt: skip


@dataclass(frozen=True)
class CardVerb:
    """ "bolts my bear": the card (Lightning Bolt), the words that named it, what follows."""

    name: str
    words: int
    rest: str


class Names:
    """Card-name lookups over one card index, exact names and nicknames only (cached per reading)."""

    def __init__(self, index: Any, game: str = "mtg") -> None:
        self.index = index
        self.game = game
        self.card = lru_cache(maxsize=512)(self._card)
        # a text's spans, with the state of _shorts they were found in (a name said in full since may name a card
        # again in it)
        self._spans: dict[tuple[str, int], tuple[int, list[tuple[int, int, str]]]] = {}
        # what the words from a place name (their span's length and card), by those words: clauses of one reading
        # share most of their words
        self._at: dict[tuple[str, ...], tuple[int, str] | None] = {}
        # what names again a card said in full, capitalised (Names._remember): the part of its name before the comma
        # ("thriss": "… and I play another Thriss"), its last word ("unlife"); "" for a part two names share
        self._shorts: dict[str, str] = {}
        self._message: str | None = None  # the message, until its names said in full are looked for (said_in)
        self._said = 0  # how often _shorts changed: a text's spans are kept for one state of it
        self._normed: dict[str, str] = {}
        self._starts: dict[str, bool] = {}  # CardIndex.name_reach's memo
        self._verbs: dict[str, CardVerb | None] = {}  # spell_verb's: a clause is asked of again (him.py, frames)
        self.lookups: dict = {}  # CardIndex.lookup's memo for this reading (its fuzzy searches, made once)

    def spans(self, text: str, max_words: int = 7) -> list[tuple[int, int, str]]:
        """Card names in `text` as (start word, end word, card name), longest first, not overlapping. A single
        lower-case word counts only if it is a nickname or a name of more than one word ("bolt", not "shock")."""
        kept = self._spans.get((text, max_words))
        if kept is not None and kept[0] != self._said and not self._names_again(text, kept[1]):
            kept = self._spans[text, max_words] = (self._said, kept[1])  # (no word of it a name said in full since)
        if kept is None or kept[0] != self._said:
            kept = self._spans[text, max_words] = (self._said, self._find_spans(text, max_words))
        return list(kept[1])

    def _names_again(self, text: str, found: list[tuple[int, int, str]]) -> bool:
        """Whether a capitalised word of `text` outside the names `found` in it is one a name said in full is named
        again by (Names._short_at)."""
        known = self._normed
        named = {k for i, j, _ in found for k in range(i, j)}
        return any(
            w[:1].isupper() and k not in named and self._shorts.get(known.get(w) or known.setdefault(w, normalise(w)))
            for k, w in enumerate(text.split())
        )

    def _card(self, text: str) -> Any:
        if not text or len(text) > 80:
            return None
        match = self.index.named(text, self.game)
        return match.card if match.card is not None and match.how in ("exact", "alias", "face") else None

    def _find_spans(self, text: str, max_words: int) -> list[tuple[int, int, str]]:
        words = text.split()
        known = self._normed
        normed = [known.get(w) or known.setdefault(w, normalise(w)) for w in words]
        starts = self.index.name_starts()
        out: list[tuple[int, int, str]] = []
        i = 0
        while i < len(words):
            if normed[i] and normed[i] not in starts and len(words[i]) <= MAX_QUERY:  # no name starts with the word
                if not words[i].rstrip(_EDGES).endswith("s"):  # nor is it one, or one's plural: none starts here
                    if (
                        words[i][:1].isupper()
                        and self._may_name_again(words, i)
                        and (short := self._short_at(words, i, normed)) is not None
                    ):
                        out.append((i, i + short[0], short[1]))  # "Unlife" after Phyrexian Unlife was said
                    i += 1
                    continue
                longest = i + 1  # (what name_reach finds)
            else:
                longest = self.index.name_reach(words, i, min(len(words), i + max_words), normed, self._starts)
            reach = tuple(words[i:longest])
            if reach not in self._at:
                self._at[reach] = self._name_at(reach, normed[i:longest])
            found = self._at[reach]
            if found is None and words[i][:1].isupper() and self._may_name_again(words, i):
                found = self._short_at(words, i, normed)
            elif (
                found is not None
                and found[0] == 1
                and words[i][:1].isupper()
                and (normalise(found[1]) != normed[i] or (i and words[i - 1].lower() in _THE_ONE))
                and self._may_name_again(words, i)
            ):  # "the Vindicator" after Swiftblade Vindicator: the card said in full, not the nickname's (Phyrexian …);
                # "the Abomination" after Feral Abomination, not the card Abomination
                found = self._short_at(words, i, normed) or found
            if found is not None:
                out.append((i, i + found[0], found[1]))
                if found[0] > 1:
                    self._remember(found[1])
                i += found[0] - 1
            i += 1
        return out

    def said_in(self, text: str) -> None:
        """The whole message (normalised): its names said in full are found once a word may name one again."""
        self._message = text

    def _may_name_again(self, words: list[str], i: int) -> bool:
        """Whether words[i], capitalised and no name, may name again a card said in full ("another Thriss", "with
        Unlife out"; a sentence's first word only when no everyday word): the message's names are found then, once
        (most messages' words name none again)."""
        word = words[i]
        bare = word.strip(_EDGES).lower()
        # (a word of the rules' own, "Since", "Trample", "Player", or "MTG": no card's part said again)
        if not word[:1].isupper() or bare in _COMMON_CAPS or word.strip(_EDGES).isupper():
            return False
        if bare in game_words() and not (i and words[i - 1].lower() in _THE_ONE):  # "the Exile": Tel-Jilad Exile again
            return False
        if (i == 0 or words[i - 1].endswith((".", "!", "?", ":", ";"))) and bare in _OPENING:
            return False
        if self._message is not None:
            message, self._message = self._message, None
            self._find_spans(message, 7)  # (remembers each name said in full)
        return bool(self._shorts)

    def _remember(self, name: str) -> None:
        """A name said in full (of several words): its part before the comma ("Thriss") and its last word, when no
        creature type ("Unlife", not "Bears"), name it again, and a planeswalker's first word ("Jace" for Jace
        Beleren); a part two such names share names neither."""
        keys = [normalise(name.split(",")[0])] if "," in name else []
        last = name.replace(",", "").split()[-1]
        if len(last) >= 4 and creature_type(last) is None:
            keys.append(normalise(last))
        first = name.split()[0]
        if "," not in name and len(first) >= 4 and creature_type(first) is None and self._walker(name):
            keys.append(normalise(first))  # "Jace" for Jace Beleren: a planeswalker by its first name
        for key in keys:
            if self._shorts.get(key, name) != name:
                self._shorts[key] = ""  # (two cards': neither)
                self._said += 1
            elif key not in self._shorts:
                self._shorts[key] = name
                self._said += 1

    def _walker(self, name: str) -> bool:
        card = self.card(name)
        return card is not None and any("Planeswalker" in face.type_line for face in card.faces)

    def _short_at(self, words: list[str], i: int, normed: list[str]) -> tuple[int, str] | None:
        """(1 or 2, the card's name) when words[i:], capitalised (as the callers check), start with what names again
        a card said in full ("another Thriss" after Thriss, Nantuko Primus; "Unlife"), and no epithet follows it
        ("Thriss, the Unseen": another card)."""
        for j in (2, 1):
            key = " ".join(w for w in normed[i : i + j] if w)
            if i + j <= len(words) and self._shorts.get(key) and not _epithet_after(words, i + j):
                return j, self._shorts[key]
        return None

    def _name_at(self, words: tuple[str, ...], normed: list[str]) -> tuple[int, str] | None:
        """The longest start of `words` (as far as a name can reach) that names a card, as (its length, the
        card's name), or None."""
        for j in range(len(words), 0, -1):  # no name starts with the word: only the word itself (a plural)
            span = " ".join(words[:j]).strip(_EDGES)
            if not span or (j == 1 and span.islower() and len(span) < 4):
                continue
            key = " ".join(w for w in normed[:j] if w)  # normalise(span): normalising is word by word
            card = (self.card(span) if self.index.is_name_key(key) else None) or self._plural(span, key)
            if card is not None and (j > 1 or not span.islower() or self._is_nickname(span)):
                return j, card.name
        return None

    def masked(self, text: str) -> str:
        """`text` with each card name in it said as "Card" ("I control Card and Card"): what the words around
        the names say, read without the names' own words ("Lost Leonin" says nothing was lost)."""
        words = text.split()
        for i, j, _ in reversed(self.spans(text)):
            words[i:j] = ["Card"]
        return " ".join(words)

    def _plural(self, span: str, key: str | None = None) -> Any:
        """ "Umezawa's Jittes", "Samite Healers": a card name with its last word in the plural. `key`: the span
        normalised, when known (then the singular's is `key` without the ending: none, no lookup)."""
        for suffix, singular in PLURALS:
            if span.endswith(suffix) and len(span) > len(suffix) + 2:
                if key is not None and not self.index.is_name_key(key[: -len(suffix)].rstrip(" ") + singular):
                    continue
                card = self.card(span[: -len(suffix)] + singular)
                if card is not None:
                    return card
        return None

    def _plain_verb_is_card(self, word: str) -> bool:
        """A lower-case word names a card as a verb only if players use it so ("shocks", "fogs": CARD_VERBS) or
        it is a nickname ("bolts"); not a plain verb ("survives", "exiles", "jumps")."""
        return word in CARD_VERBS or self._is_nickname(word)

    def _is_nickname(self, span: str) -> bool:
        """A nickname ("bolt"), not the name of one of the card's faces stored beside them ("stomp", Bonecrusher
        Giant's adventure: in lower case, "I stomp face" is said, not cast)."""
        match = self.index.named(span, self.game)
        if match.how != "alias":
            return False
        return normalise(span) not in {normalise(f.name) for f in match.card.faces}

    def spell_verb(self, text: str) -> CardVerb | None:
        """ "bolts my bear" → Lightning Bolt; "Lava Axes me" → Lava Axe. The verb is an instant's or a
        sorcery's name (or nickname), its last word inflected (-s, -es, -ed, -ing)."""
        if text not in self._verbs:
            self._verbs[text] = self._spell_verb(text)
        return self._verbs[text]

    def _spell_verb(self, text: str) -> CardVerb | None:
        words = text.split()
        if not words or words[0].lower() in VERBS:
            return None
        # a name of k words starts with its first k - 1 words (normalised): no lookups past where none does
        reach = self.index.name_reach(words, 0, min(SPELL_VERB_WORDS, len(words)), (), self._starts)
        for k in range(reach, 0, -1):
            head, last = words[: k - 1], words[k - 1].strip(",.;:!?")
            for candidate in _stems(last, k > 1):
                if k == 1 and candidate.islower() and not self._plain_verb_is_card(candidate):
                    continue
                if k > 1 and _a_phrase(head, candidate):
                    continue
                card = self.card(" ".join([*head, candidate]))
                if card is not None and is_spell(card):
                    return CardVerb(card.name, k, " ".join(words[k:]))
        return None


# capitalised words that are no card's part ("I", "Opponent", a sentence's first word of the game's language)
_COMMON_CAPS = frozenset(
    "i i'm i've i'd i'll opponent opponent's the a an it my his her their he she they we you if when then so but and "  # noqa: SIM905
    "what does do is are can could would should how who which why in on at after before this that".split()
)


# a sentence's everyday first words ("Story time …", "Also, …", "Both …", "Thanks"): no card named again
_OPENING = frozenset(
    "also both story thanks thank hey hello dear so yes no ok okay well now then there here edit update hi yeah "  # noqa: SIM905
    "just anyway basically actually sorry please let lets let's was were has have had did does will not".split()
)


def _epithet_after(words: list[str], k: int) -> bool:
    """Whether words[k:] start with a name's epithet ("Atraxa, Grand Unifier", "Sheoldred, the Apocalypse",
    "Sheoldred the Apocalypse": another card than the one whose name starts so), not a clause ("Thriss, I attack
    …", "Thriss, Opponent …", "Thriss, which …")."""
    if k < len(words) and words[k].lower() == "the":
        k += 1
    return k < len(words) and words[k][:1].isupper() and words[k].lower().rstrip(",.;:!?") not in _CLAUSE_STARTS


_CLAUSE_STARTS = frozenset(
    "i i'm i've i'd i'll he she they we it my his her their opponent and but so then when if".split()  # noqa: SIM905
)


def _a_phrase(head: list[str], last: str) -> bool:
    """A lower-case name of several words that starts with an everyday verb ("make a stand", "take heart", "lose
    hope"): said as a verb, the English phrase, not the card (lexicon.PHRASE_VERBS)."""
    return all(w.islower() for w in (*head, last)) and head[0].lower() in PHRASE_VERBS


_SUBJECTS = frozenset({"i", "we", "he", "she", "they", "you", "opponent", "opp"})


def said_as_verb(words: list[str], i: int, j: int) -> bool:
    """The name spanning words[i:j] is that English phrase said by a player ("I take heart", "we fight to the
    death", "they stand together"): lower case, an everyday verb first, right after the player."""
    return i > 0 and j - i > 1 and words[i - 1].lower() in _SUBJECTS and _a_phrase(words[i : j - 1], words[j - 1])


def _stems(word: str, in_a_name: bool) -> list[str]:
    """What a name's last word may be, inflected as `word`: "bolts" → bolt; "Shocked" → Shock, Shocke; "Fogged" →
    Fogg, Fog; "Grew" (after other words of a name) → Growth, Grow."""
    out: list[str] = []
    for suffix in _INFLECTIONS:
        if suffix and not word.lower().endswith(suffix):
            continue
        stem = word[: len(word) - len(suffix)] if suffix else word
        out.append(stem)
        if suffix in ("ed", "d", "ing", "es"):
            out.append(stem + "e")
        if suffix in ("ed", "ing") and len(stem) > 2 and stem[-1] == stem[-2] and stem[-1].lower() not in "aeiou":
            out.append(stem[:-1])  # a doubled consonant: "Fogged", "Zapped"
    if in_a_name:
        out += [w.capitalize() if word[:1].isupper() else w.lower() for w in IRREGULAR.get(word.lower(), ())]
    return list(dict.fromkeys(out))


def verb_stems(word: str) -> list[str]:
    """What a one-word card name may be, said as the verb `word` ("Shocks" → Shock, "Zapped" → Zap)."""
    return _stems(word, False)


def player_casts_by_name(words: list[str], names: Names) -> bool:
    """A player followed by a one-word instant's or sorcery's name said as a verb in lower case ("opp disfigures it",
    "I char his face", "he blazes me"): no list of such verbs reads it as cast (lexicon.CARD_VERBS), but it tells of
    a spell, so it is never set aside as chat: it is read or asked back."""
    for k in range(1, len(words)):
        if words[k - 1].lower() not in _SUBJECTS or not words[k].islower():
            continue
        for stem in _stems(words[k].strip(",.;:!?"), False):
            card = names.card(stem) if len(stem) > 2 else None
            if card is not None and len(card.name.split()) == 1 and is_spell(card):
                return True
    return False


def is_spell(card: Any) -> bool:
    """An instant or sorcery (a Grand Archive action): cast, never on the battlefield."""
    return any(SPELL_TYPES & set(f.types) for f in card.faces)


def has_type(card: Any, kind: str) -> bool:
    """Whether a face of the card (None: no card) has the type `kind`, in lower case ("creature", "planeswalker")."""
    return card is not None and any(kind in map(str.lower, f.types) for f in card.faces)


def controls(player: str, what: str) -> str:
    """ "I control Grizzly Bears" / "Opponent controls Hill Giant": a board sentence of the situation language."""
    return f"{player} {lx.verb(player, 'control')} {what}"


_PLAYER_RE = re.compile(r"^(I|Opponent|he|she|they)(?:\s+|$)", re.I)


def subject(text: str) -> tuple[str | None, str]:
    """The player a clause starts with ("I", "Opponent"; he/she/they mean the opponent) and the rest."""
    m = _PLAYER_RE.match(text)
    if not m:
        return None, text
    return PLAYER_SUBJECTS[m.group(1).lower()], text[m.end() :]
