"""The situation parser: controlled English in, a scenario (the engine's contract) out.

Sentences are read one at a time against the forms in commands/lexicon.py. Card names are found in the
card index inside each slot of a form (the longest span that is exactly a card name first, then a typo
tolerant lookup); an ambiguous name stops the reading with "did you mean …?". Spells and abilities go on a
stack as they are cast, so a later one is a response and resolves first (CR 405.5) unless "then" or
"<card> resolves" says otherwise. Whatever can't be read stops everything, quoting the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process

from cardindex.fuzzy import MAX_QUERY, in_order
from cardindex.fuzzy import normalise as normalise_name  # the same, with a fast path for ASCII
from resolver.cards import (
    CardUse,
    ability_modes,
    activated_abilities,
    enters_counters,
    may_activate,
    needed_targets,
    placeholders,
    spell_abilities,
    unread_line,
)
from resolver.combat_targets import needs_combat, targets_spell
from resolver.errors import RulekeeperError, Unmodelled
from resolver.ruleset import GAME_OF, RULESETS
from resolver.state import CREATURE_LIKE
from resolver.timing import is_loyalty_ability

from . import lexicon as lx
from .assign import form_assign
from .attach import attach, attachment_card, check_kind, form_attached
from .creature_types import creature_type
from .damage_stack import damage_counters, form_damage_on_stack, no_life_total
from .entering import form_enters, on_entering
from .modes_said import several_modes
from .offers import Offer, _told, _used_offer, form_hand, offered
from .regenerate_said import form_regenerate_said
from .sacrifice import VERBS as SACRIFICE_VERBS
from .sacrifice import aimed, sacrifice_ability
from .safe_text import neutral, plain
from .shares import KEYWORDS as SHARE_KEYWORDS
from .shares import read_shares
from .size_said import form_size_said
from .told_results import form_life_told

# "one of them", "one of my Grizzly Bears": which one isn't said (and it is never a card's name)
_ONE_OF = re.compile(
    r"^(?:one|either|each|any|some)\s+of\s+(?:them|those|these|the\b|my\b|his\b|her\b|their\b|your\b|opponent's\b)"
)


# words that name no one player ("Everyone is at 3 life" is both players: the chat reader says so)
_NOT_A_PLAYER = frozenset(
    {
        "everyone",
        "everybody",
        "nobody",
        "someone",
        "somebody",
        "anyone",
        "anybody",
        "each",
        "both",
        "all",
        "we",
        "us",
        "they",
        "people",
        # a thing, never a player to introduce (audit14: "I control Hill Giant. opp shocks it. it has 1 hp left"
        # was answered "It survives at 1 life", a player named It)
        "it",
        "its",
        "this",
        "that",
        "there",
        "here",
        "which",
        "what",
    }
)


_I_AM = re.compile(r"\b(i|I)'m\b")  # "i'm" → "I am", before the forms read a sentence
_I_HAVE = re.compile(r"\b(i|I)'ve\b")


# words a card's name, matched by the starts of its words, never stands for: "me out" (Melira, Sylvok Outcast)
_PRONOUN_WORDS = frozenset(
    {"i", "me", "my", "you", "he", "him", "his", "she", "her", "it", "its", "we", "us", "they", "them"}
)


def _cut_word(span: str, name: str) -> bool:
    """The span's last word is only the start of a word of the name ("bears" of Bearscape), not a word of it
    ("furnace" of Furnace of Rath)."""
    words = normalise_name(span).split()
    return bool(words) and words[-1] not in normalise_name(name).split()


def _plural_of(span: str, name: str) -> bool:
    """The span is the card's name with its last word in the plural ("Samite Healers" of Samite Healer)."""
    return any(normalise_name(s) == normalise_name(name) for s in lx.singulars(span.strip()))


class SituationError(RulekeeperError):
    """A situation that can't be read (exit 2): one line, quoting what went wrong."""

    exit_code = 2


@dataclass
class Obj:
    """A permanent on the battlefield or a non-permanent source (a spell dealing damage)."""

    id: str
    name: str
    controller: str | None
    card: Any = None  # cardindex Card
    face: int = 0
    permanent: bool = True
    explicit: dict[str, Any] = field(default_factory=dict)  # characteristics without a card
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    keywords: list[str] = field(default_factory=list)
    loyalty: int | None = None
    assumed: bool = False  # controller not stated: assumed
    chosen: dict[str, str] = field(default_factory=dict)  # "with red chosen": what was chosen as it entered
    # "Grizzly Bears (+2/+2 and lifelink)": changes until end of turn that already happened (power, toughness,
    # keywords), the contract's until_end_of_turn
    this_turn: dict[str, Any] = field(default_factory=dict)
    attached_to: str | None = None  # an Aura's or Equipment's object or player (commands/attach.py)
    holder_controls: bool = False  # its controller wasn't said: the one of what it is attached to (assumed)
    tapped: bool = False  # "a tapped Grizzly Bears", "Grizzly Bears is tapped" (CR 110.5): it starts tapped

    def spec(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "name": self.name}
        if self.controller:
            out["controller"] = self.controller
        if self.card is not None:
            face = self.card.faces[self.face]
            if self.permanent:
                out["card"] = face.name if len(self.card.faces) > 1 else self.card.name
                del out["name"]
            else:
                out.update(types=face.types, subtypes=face.subtypes, colors=face.colors)
        out.update(self.explicit)
        if self.permanent:
            if self.damage:
                out["damage"] = self.damage
            if self.counters:
                out["counters"] = dict(self.counters)
            if self.loyalty is not None:
                out["loyalty"] = self.loyalty
            if self.chosen:
                out["chosen"] = dict(self.chosen)
            if self.this_turn:
                out["until_end_of_turn"] = dict(self.this_turn)
            if self.attached_to is not None:
                out["attached_to"] = self.attached_to
            if self.tapped:
                out["tapped"] = True
            if self.keywords:
                base = list(self.card.faces[self.face].keywords) if self.card is not None else []
                out["keywords"] = [*base, *(k for k in self.keywords if k not in base)]
        return out


Line = str | Callable[[], str]  # a line of the reading; a callable is rendered at the end (a caster may change)


@dataclass
class Entry:
    """A spell or ability on the stack, with the line that describes it."""

    action: dict[str, Any]
    line: Line
    name: str
    paid: str = ""  # an activated ability's cost the engine pays (life, a sacrifice, counters), as written
    put_at: int = 0  # how many actions had resolved when it was put on the stack
    optional: bool = False  # a card in hand or an ability its player may use or not (its line says where)


def _same_ability(one: Entry, other: Entry) -> bool:
    act = one.action.get("activate")
    return (
        act is not None
        and act == other.action.get("activate")
        and one.action.get("ability", 1) == other.action.get("ability", 1)
    )


@dataclass
class Awaiting:
    """ "… in response to Shock" written before Shock is cast: the response waits for Shock to go on the stack."""

    name: str  # the spell's name
    caster: str | None
    what: str  # as written
    deferred: list[Entry] = field(default_factory=list)

    def matches(self, entry: Entry) -> bool:
        return entry.action.get("cast") == self.name and self.caster in (None, entry.action.get("by"))

    def refusal(self) -> str:
        first = self.deferred[0].name if self.deferred else "the response"
        return (
            f"{first} is cast in response to {self.what}, but {self.what} isn't cast right after it: "
            f"describe {self.what} first, then the response"
        )


@dataclass(eq=False)
class Spell:
    """A spell cast in the text: its action gets an `id` once something chooses it as a source."""

    card: Any  # cardindex Card
    name: str
    caster: str
    action: dict[str, Any]
    assumed: bool = False  # the caster follows from the first target's controller (shorthand)


@dataclass
class Reading:
    """The parsed situation: the scenario, and how it was read (one line per action, then notes)."""

    scenario: dict[str, Any]
    lines: list[str]
    notes: list[str]
    # the clauses skipped as questions ("Does my Grizzly Bears survive"), as written (whitespace collapsed), in
    # order; and for each, the permanent "it" meant when it was read (the one named last), by id
    questions: list[str] = field(default_factory=list)
    referents: dict[str, str] = field(default_factory=dict)
    # a question's answer the reader tells from the board itself, by the question ("Can my Hill Giant block it?":
    # commands/reader/block_legal.py): the answer's first line for it
    told: dict[str, str] = field(default_factory=dict)
    # what the story says came of it (commands/told_results.py), checked against the answer
    results: list[Any] = field(default_factory=list)

    def interpretation(self) -> list[str]:
        return [*self.lines, *self.notes]


_SENTENCE_RE = re.compile(r"[^.;!?\n]+[.;!?\n]*")  # a sentence with the punctuation that ends it


def _sentence_clauses(sentence: str) -> tuple[list[str], bool]:
    """A sentence's clauses (", I activate …", " and opponent casts …"), and whether it was a question."""
    body = sentence.rstrip(".;!?\n").strip()
    parts = [p.strip(" ,") for p in lx.CLAUSE_SPLIT_RE.split(body)] if body else []
    return [p for p in parts if p], "?" in sentence


def split_sentences(text: str) -> list[tuple[str, bool]]:
    """Sentences (on `.`, `;`, `!`, `?`, new lines, and joined clauses), each with whether it was a question."""
    out: list[tuple[str, bool]] = []
    for m in _SENTENCE_RE.finditer(text):
        parts, question = _sentence_clauses(m.group(0))
        out += [(p, question) for p in parts]
    return out


def ignored(clause: str, question: bool) -> bool:
    """Whether the reader skips a clause: one of a question ("What happens?", "Does it die?")."""
    return question or bool(lx.QUESTION_RE.match(" ".join(clause.split())))


def questions_apart(text: str) -> tuple[list[str], list[str]]:
    """The text's sentences as written: those the reader reads, and those it ignores whole (questions)."""
    kept: list[str] = []
    left_out: list[str] = []
    for m in _SENTENCE_RE.finditer(text):
        parts, question = _sentence_clauses(m.group(0))
        if parts:
            (left_out if all(ignored(p, question) for p in parts) else kept).append(m.group(0).strip())
    return kept, left_out


# a player and a verb: a clause, not what a response answers ("blocks he shocks my bear"; not "him attacking")
_ACTS = re.compile(r"\b(?:i|he|she|they|we|you|opponent)\s+(?!\w+ing\b)\w", re.I)


def _response_clause(s: str) -> tuple[str, str | None, bool]:
    """Split "in response [to X]" off a sentence: (the rest, X or "" or None without the words, whether it trails)."""
    m = lx.RESPONSE_START_RE.match(s)
    if m:
        return s[m.end() :].strip(" ,"), (m["to"] or "").strip(" ,"), False
    m = lx.RESPONSE_END_RE.search(s)
    if m:
        return s[: m.start()].strip(" ,"), (m["to"] or "").strip(" ,"), True
    return s, None, False


@dataclass
class Generic:
    """A creature described without a card: "3/3 red flier", "2/2 deathtouch dude", "1/1 Goblin creature token"."""

    power: int
    toughness: int
    colors: list[str] = field(default_factory=list)  # as words: "red"
    subtypes: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    token: bool = False
    vanilla: bool = False

    @property
    def name(self) -> str:
        noun = "creature token" if self.token else "creature"
        return " ".join([f"{self.power}/{self.toughness}", *self.colors, *self.subtypes, noun])

    def explicit(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "types": ["creature"],
            "subtypes": list(self.subtypes),
            "colors": [lx.COLORS[c] for c in self.colors],
            "power": self.power,
            "toughness": self.toughness,
        }
        if self.token:
            out["token"] = True
        return out


def has_size(text: str) -> bool:
    """Whether a phrase gives a power/toughness ("a 3/3 flier"): then it describes a creature without a card."""
    return "/" in text and any(lx.PT_RE.match(w) for w in text.lower().split())


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"  # bodies
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


_NO_RULES_WORDS = frozenset({"identical", "same", "plain", "generic", "random", "normal", "regular", "ordinary",
                             "other", "more", "another"})  # fmt: skip


def _joined(m: re.Match[str]) -> str:
    """ "first strike" → "first_strike", "protection from green" → "protection_from_green": one word."""
    return f"{m[1]}_{m[2]}" if m[1] else f"{m[3]}_{m[4]}_"


_KEYWORD_WORDS = "|".join(sorted(lx.KEYWORDS, key=len, reverse=True))
# "without first strike", "with no trample or deathtouch": what a creature without a card lacks (it has only the
# keywords said), dropped
_WITHOUT = re.compile(
    rf"(?:\s+|,\s*)(?:without|with\s+no)\s+(?:{_KEYWORD_WORDS})(?:(?:,\s*|\s+(?:or|and|nor)\s+)(?:{_KEYWORD_WORDS}))*\b",
    re.I,
)


_KEYWORD_WORDS = frozenset(k.lower() for k in (*lx.KEYWORDS, *lx.OTHER_KEYWORDS))  # (made once, not per phrase)


def parse_generic(text: str) -> Generic | None:
    """ "3/3 red flier", "vanilla 2/2", "1/1 first strikers", "2/2 deathtouch dude", "3/3 red Cleric creature":
    a creature without a card; None when the phrase has no power/toughness. Words it doesn't know stop the
    reading (a creature type needs "creature": "a 2/2 Bear creature", unless one in the plural ends the phrase:
    "four 1/1 goblins", a type of CR 205.3m)."""
    if "/" not in text:
        return None  # no power/toughness (told before the words are read)
    raw = _WITHOUT.sub("", " ".join(text.split()))  # "a 4/4 creature without first strike": it has none anyway
    joined = r"\b(first|double)[\s-]+(strikers?|strike|striking)\b|\b(protection)\s+(from)\s+(?=\w)"
    low = re.sub(joined, _joined, raw.lower())
    words = low.split()
    sizes = [i for i, w in enumerate(words) if lx.PT_RE.match(w)]
    if not sizes:
        return None
    if len(sizes) > 1:
        raise SituationError(f'"{raw}": give one power/toughness per creature')
    m = lx.PT_RE.match(words[sizes[0]])
    assert m is not None
    desc = Generic(int(m.group(1)), int(m.group(2)))
    rest = [(w, w) for i, w in enumerate(words) if i != sizes[0]]
    head = ""  # the noun it ends with: "creature" (creature types may come before it), or another noun
    last = _singular(rest[-1][0]).replace("_", " ") if rest else ""
    if last in lx.TOKEN_NOUNS:  # "creature token", "token"
        desc.token, head = True, "creature"
        rest.pop()
        if rest and _singular(rest[-1][0]) == "creature":
            rest.pop()
    elif last == "creature":
        head = "creature"
        rest.pop()
    elif last in lx.CREATURE_NOUNS:  # "dude", "guy"
        head = "noun"
        rest.pop()
    elif last in lx.KEYWORD_NOUNS:  # "flier", "first striker"
        desc.keywords.append(lx.KEYWORD_NOUNS[last])
        head = "noun"
        rest.pop()
    elif rest and creature_type(rest[-1][0]) and (rest[-1][0].endswith("s") or raw.split()[-1].islower()):
        head = "type"  # "four 1/1 goblins", "a 0/4 wall": creature types (CR 205.3m), one in lower case ("a 2/2 Bear"
        # may be a card)
    keywords = _KEYWORD_WORDS
    for word, _ in rest:
        word = word.replace("_", " ")
        if word in lx.COLORS:
            desc.colors.append(word)
        elif word in ("colorless", "colourless") or word in _NO_RULES_WORDS:
            continue  # "3 identical 3/3 creatures": words that say nothing the rules read
        elif word == "vanilla":
            desc.vanilla = True
        elif word in keywords or (word.startswith("protection from ") and lx.KEYWORD_RE.match(word)):
            desc.keywords.append(word)
        elif word in lx.KEYWORD_ADJECTIVES:  # "trampling", "double striking"
            desc.keywords.append(lx.KEYWORD_ADJECTIVES[word])
        elif head in ("creature", "type") and creature_type(word):  # "3/3 red Cleric creature", "1/1 goblins"
            desc.subtypes.append(str(creature_type(word)))  # only creature types, the rules' own (CR 205.3m)
        else:
            raise SituationError(
                f'can\'t read "{raw}": describe a creature without a card by its size, colours and keywords '
                '("a 3/3 red flier", "a 2/2 creature with deathtouch"), and its creature types with the word '
                '"creature" ("a 2/2 Bear creature")'
            )
    if desc.vanilla and desc.keywords:
        raise SituationError(f'"{raw}": a vanilla creature has no abilities, so it can\'t have {desc.keywords[0]}')
    return desc


def _slug(name: str) -> str:
    return "-".join(normalise_name(name).split())[:40] or "object"


class Reader:
    """Reads a situation sentence by sentence into board, stack and actions."""

    def __init__(self, index: Any, game: str = "mtg", ruleset: str = "mtg") -> None:
        self.index = index
        self.lookups: dict = {}  # the card index's fuzzy searches made for this reading (CardIndex.lookup's memo)
        self.game = game
        self.ruleset = ruleset
        self.players: list[str] = []
        self.life: dict[str, int] = {}
        self.poison: dict[str, int] = {}
        self.active: str | None = None
        self.turn_told = False  # whether the sentence being read says whose turn it is ("Then it's my turn")
        self.objects: list[Obj] = []
        self.mentions: list[Obj] = []  # objects in the order they were named: "it" is the last (see `last`)
        self.mentioned_in: list[int] = []  # for each mention, the sentence it was named in
        self.sentences_read = 0
        self.referred: list[Obj] = []  # objects named one at a time, oldest first: "the other …"
        self.pronouns: list[tuple[int, str]] = []  # (the sentence, the permanent) for each "it" read
        self.group: list[Obj] = []  # the objects a board sentence put on the battlefield
        self.named_list: tuple[set[str], int] = (set(), 0)  # the objects a list named last, and when
        self.previous_group: list[Obj] = []  # … in the sentence just before this one: "they"
        self.spells: list[Spell] = []
        self.chosen_early: set[str] = set()  # spells chosen as a source before any of that name was cast
        self.last_player: str | None = None
        self.stack: list[Entry] = []
        self.awaiting: Awaiting | None = None
        self.expecting: str | None = None  # "in response to X" read: a spell or ability must come next
        self.actions: list[tuple[dict[str, Any], Line]] = []
        self.notes: list[str] = []
        self.combat: dict[str, Any] | None = None
        self.after_assignment: set[int] = set()  # id() of combats said to have damage on the stack (damage_stack)
        # combat-target family: spells and abilities whose target must be in combat ("target attacking
        # creature") resolve inside the combat, after blockers (the combat action's after_assignment)
        self.needs_combat: set[int] = set()  # id() of such actions
        self.combat_lines: dict[int, list[Line]] = {}  # id() of a combat dict -> the lines resolved inside it
        self.questions: list[str] = []  # clauses skipped as questions, as written (see Reading)
        self.results: list[Any] = []  # sizes told of what came of it, checked against the answer (told_results.py)
        self.referents: dict[str, str] = {}  # question -> the id of the permanent "it" meant then
        self.offer_note: str | None = None  # the note on cards offered together (form_hand)
        self.player_keywords: dict[str, list[str]] = {}  # "I have protection from red" (CR 702.16, 702.11c)
        self.defending: str | None = None  # the player an attack sentence names, while its attackers are read
        self.clause = ""  # the clause being read, as quoted back by a refusal
        # objects described in a slot that weren't on the battlefield ("I block with a 3/3"): put there, and the
        # reading says so, with the clause
        self.made: list[tuple[Obj, str]] = []
        self.stated: set[str] = set()  # ids of the permanents a board sentence put there ("I control …")
        self.alike: list[tuple[str, list[str]]] = []  # "I block one with …": what was said, the alike attackers
        self.only_said: list[tuple[Obj, str]] = []  # "Grizzly Bears (my only creature)": checked in finish
        self.inferred: dict[str, str] = {}  # attacker -> what was said: read as attacking only to be blocked
        # attackers whose controller was only assumed and whose defender wasn't said ("Goliath Beetle attacks"), and
        # the one of them the active player was taken from: a block by one side tells whose they are (block)
        self.sides_assumed: list[str] = []
        self.active_from: str | None = None
        self.told_combat: dict[str, Any] | None = None  # a combat whose damage the story told (reader/told_damage.py)
        self.no_block_said = False  # "I don't block", "it's unblocked" (the chat reader sets it)
        self.resolved_said = False  # "<spell> resolves" was said: what is told after it comes after it
        self.resolved_last = False  # the stack was emptied since the last spell, ability, attack or block was told
        self.now_said = False  # the clause read starts "Now, …" (the chat reader sets it): so after what resolved
        self.counted: tuple[Entry, str, int] | None = None  # the last of "3 Shocks" cast, what was said, how many

    @property
    def last(self) -> Obj | None:
        """The object named last: what "it" means."""
        return self.mentions[-1] if self.mentions else None

    @last.setter
    def last(self, obj: Obj | None) -> None:
        if obj is not None:
            self.mentions.append(obj)
            self.mentioned_in.append(self.sentences_read)

    # --- sentences --------------------------------------------------------------------------------------

    def read(self, text: str) -> Reading:
        sentences = split_sentences(self.clean(text))
        if not sentences:
            raise SituationError("the situation is empty: describe the board and what happens")
        for sentence, question in sentences:
            self.sentence(sentence, question)
        if self.results:  # the situation language states the board: what is told after it isn't checked here
            raise SituationError(self.results[0].plain())
        return self.finish()

    def clean(self, text: str, *, formatted: bool = True) -> str:
        """The text as the forms read it: length checked, Discord formatting off (its words kept) and then
        made safe to quote back (no markdown, masked links or mentions), numbers checked, quotes and known
        misspellings fixed. `formatted=False`: formatting was already taken off."""
        if len(text) > lx.MAX_TEXT:
            raise SituationError(f"the situation is {len(text)} characters; the limit is {lx.MAX_TEXT}")
        text = neutral(plain(text) if formatted else text)
        odd = lx.odd_digits(text)
        if odd is not None:
            raise SituationError(f'"{odd}" is not a number: write numbers with the digits 0-9 or as words ("two")')
        text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
        return lx.MISSPELLING_RE.sub(lambda m: lx.MISSPELLINGS[m.group(0).lower()], text)

    def finish(self) -> Reading:
        """After the last sentence: what is still on the stack resolves, combat ends, the scenario is built."""
        if self.expecting is not None:
            raise SituationError(
                f'"in response to {self.expecting}": say what is cast or activated in response '
                '("In response to Shock, I cast Giant Growth targeting Grizzly Bears")'
            )
        self.check_only_said()
        self._unused_abilities()
        self.resolve_stack()
        self.end_combat()
        for said, attackers in self.alike:
            _still_alike(self, said, attackers)
        if not (self.objects or self.actions or self.life or self.poison or self.players):
            raise SituationError("the situation is empty: describe the board and what happens (questions are ignored)")
        return self.build()

    def _unused_abilities(self) -> None:
        """Abilities no one is said to use (commands/reader/unused.py): offered when a question asks what the asker
        can do ("Can I save it?"), each use an outcome; any left are named in a note."""
        from .reader.unused import asks_what_i_can_do, taps_to_use, unused, unused_note  # (imports this module)

        attacking = set((self.combat or {}).get("attackers", {}))
        blocking = set((self.combat or {}).get("blockers", {}))
        told = _told(self) + ([{"combat": self.combat}] if self.combat else [])  # (what resolves inside it too)
        if asks_what_i_can_do(self.questions) or offered(self, lx.YOU):  # the asker's choices are the answer's
            self._no_block_offered(attacking, blocking)
        if asks_what_i_can_do(self.questions):
            for obj in unused(self.objects, told, attacking):
                if obj.controller != lx.YOU or sum(o.name == obj.name for o in self.objects) != 1:
                    continue  # the opponent's, or one of several alike: named in the note below
                if not (self.stack or self.combat):
                    continue  # nothing waits to be answered: named in the note below
                if obj.id in blocking and taps_to_use(obj):  # "I block with Prodigal Pyromancer. can I kill it?"
                    raise Unmodelled(
                        f"{obj.name}'s {{T}} ability while it blocks: using it after blockers are declared (CR "
                        "509.1a, 510.1) isn't modelled, and it could decide what you can do"
                    )
                form_hand(self, f"I could activate {obj.name}")
                self.note(f"You asked what you can do: {obj.name}'s ability is shown used each legal way, and not.")
        if note := unused_note(self.objects, told, attacking):
            self.note(note)

    def _no_block_offered(self, attacking: set[str], blocking: set[str]) -> None:
        """A question about what the asker can do ("Can I kill his creature?"), or a card in their hand they may cast
        ("I have a 2/2 and Shock in hand … does his 3/3 die?"), while the other player's creatures attack them, or a
        planeswalker of theirs, unblocked and they have creatures that could block: blocks aren't offered as
        choices, so the answer would leave out what a block could do — asked back rather than answered for no
        block."""
        if blocking or not attacking or self.no_block_said:
            return
        defenders = (self.combat or {})["attackers"]  # the asker, or a planeswalker of theirs (CR 506.3)
        at_me = [
            a for a in defenders if a in attacking and (defenders[a] == lx.YOU or self._controls(defenders[a], lx.YOU))
        ]
        mine = _creatures_of(self, lx.YOU, attacking)
        if not (at_me and mine):
            return
        from .reader.could_block import could_block  # (imports this module)

        pairs = could_block(self, at_me, mine)  # a creature that can't block offers no block (CR 509.1a-c)
        if pairs:
            attacker, blocker = (self.display(x) for x in pairs[0])
            asked = f'"{self.questions[-1]}": ' if self.questions else ""
            raise SituationError(
                f"{asked}you could block with {blocker}, and no block was said — say "
                f'whether you block ("I block {attacker} with {blocker}", or "I don\'t '
                'block"), then ask (see /help ruling)'
            )
        self.note(
            "No block: none of your creatures can block "
            + " or ".join(dict.fromkeys(self.display(a) for a in at_me))
            + " (CR 509.1b-c)."
        )

    def _board_now(self) -> tuple[dict[str, str], str]:
        """The board as said so far: each permanent and what it has, then life, poison and players' keywords."""
        permanents = {
            o.id: repr(
                (o.counters, o.damage, o.keywords, o.loyalty, o.this_turn, o.attached_to, o.explicit, o.tapped)
            )  # "Then Grizzly Bears is tapped": tapped from the start, it couldn't have blocked or paid {T} before
            for o in self.objects
            if o.permanent
        }
        return permanents, repr((self.life, self.poison, self.player_keywords))

    def _board_changed(self, before: tuple[dict[str, str], str]) -> bool:
        """Whether a sentence changed the board said before it: what a permanent or player has, or a permanent a
        board sentence put there (an Aura or Equipment said attached included: "then Grizzly Bears is enchanted
        with Holy Strength"); not one an action names ("then it gets blocked by his Grizzly Bears": there all
        along)."""
        permanents, players = self._board_now()
        was = before[0]
        attached = {o.id for o in self.objects if o.permanent and o.attached_to is not None}
        return players != before[1] or any(
            was[k] != v if k in was else k in self.stated or k in attached for k, v in permanents.items()
        )

    def _controls(self, obj_id: str, player: str) -> bool:
        """Whether `obj_id` is a permanent on the battlefield `player` controls (False for a player)."""
        return any(o.id == obj_id and o.permanent and o.controller == player for o in self.objects)

    def sentence(self, raw: str, question: bool) -> None:
        s = " ".join(raw.split())
        if ignored(s, question):  # "What happens?": kept for the answer's first line (commands/reader/answer.py)
            self.questions.append(s)
            if self.last is not None and self.last.permanent:
                self.referents.setdefault(s, self.last.id)
            return
        self.sentences_read += 1
        then = False
        while True:
            m = lx.THEN_RE.match(s) or lx.FILLER_RE.match(s)
            if not m:
                break
            then = then or m.re is lx.THEN_RE
            s = s[m.end() :]
        if before := lx.BEFORE_BLOCKS_RE.match(s):  # "Before blocks he bolted my face": told in order, after the attack
            if not self.combat or not self.combat.get("attackers") or self.combat.get("blockers"):
                raise SituationError(
                    f'"{raw.strip()}" happens before blockers are declared: tell the attack first and the blocks after '
                    "it (see /help ruling)"
                )
            s = s[before.end() :]
        s, to, trailing = _response_clause(s)
        if then and to == "" and self.spells:  # "then I … in response": after the stack resolved, or on it?
            raise SituationError(
                f'"{raw.strip()}" says both "then" and "in response": say one — "in response" (it resolves first, '
                'CR 405.5) or "then" (after what was cast before resolves)'
            )
        if then:
            self.resolve_stack()
        if to is not None and self.resolved_last and not self.stack and (to == "" or to.lower() in lx.LAST_SPELL):
            raise SituationError(  # "Shock resolves. In response I cast Giant Growth": an answer to nothing waiting
                f'"{raw.strip()}" is told as a response, but nothing is waiting for it to answer: what came before '
                'has resolved ("… resolves" or "then" let it), or combat damage was dealt (it doesn\'t use the stack, '
                "CR 510.2); a response is cast while a spell waits on the stack (CR 405.5): say it before that "
                'resolves ("In response, …"), or drop "in response"'
            )
        after = then or self.resolved_said or (self.now_said and bool(self.actions))  # "Now" after something resolved
        board = self._board_now() if after and (self.actions or self.combat) else None
        if not s and not to:
            return
        self.previous_group, self.group = self.group, []
        after = self.respond(to, trailing) if to else None
        if not s:
            return  # "In response to Shock," split from the clause that follows it
        self.clause = s
        s = _I_AM.sub("I am", s) if "'m" in s else s
        s = _I_HAVE.sub("I have", s) if "'ve" in s else s
        self.turn_told = False
        if not any(handler(self, s) for handler in HANDLERS):
            raise SituationError(_unreadable(raw, self))
        if board is not None and self.turn_told:  # "Opp shocks my Hill Giant. Then it's my turn. I shock it": a
            raise SituationError(  # turn passed, its damage wore off (CR 514.2); read as one turn, it would die
                f'"{raw.strip()}" tells of another turn after what happened before it, and the answer would have it '
                "all in one turn: say whose turn it is first; what happened in an earlier turn isn't modelled (damage "
                "wears off as a turn ends, CR 514.2) (see /help ruling)"
            )
        if board is not None and self._board_changed(board):
            raise SituationError(
                f'"{raw.strip()}" tells of the board after what happened before it, and the answer would have it so '
                'from the start: if it was so before, say it first ("I control Grizzly Bears with a +1/+1 counter. '
                "Opponent casts Pyroclasm\"); a permanent or change arriving mid-story isn't modelled (see /help "
                "ruling)"
            )
        if self.expecting is not None:
            raise SituationError(
                f'"{s}" is not a spell or ability, so it can\'t be a response to {self.expecting}: '
                'write "In response to <spell>, <player> casts <card>"'
            )
        if after is not None:
            after()

    # --- players ----------------------------------------------------------------------------------------

    def player_word(self, text: str, introduce: bool = False) -> str | None:
        """The player a word names ("I", "opponent", "Alice", "my face"), or None."""
        t = text.strip().lower()
        face = re.fullmatch(r"(.+?)\s+face", t)  # "my face", "opponent's face", "their face": that player
        if face and not introduce:
            return _whose(self, face.group(1))
        if t in lx.YOU_WORDS:
            return self._mention(lx.YOU)
        if t in lx.OPPONENT_WORDS:
            return self._mention(self._opponent())
        if t in lx.THEY_WORDS:
            return self._mention(self._opponent(prefer_last=True))
        for p in self.players:
            if p.lower() == t:
                return self._mention(p)
        if fuzz.ratio(t.removeprefix("my "), "opponent") >= 85:  # "oponent", "opponnet"
            return self._mention(self._opponent())
        if introduce and re.fullmatch(r"[a-z][a-z\-]{1,19}", t) and t not in _NOT_A_PLAYER and not self._is_card(text):
            return self._mention(text.strip().capitalize())
        return None

    def _opponent(self, prefer_last: bool = False) -> str:
        if prefer_last and self.last_player and self.last_player != lx.YOU:
            return self.last_player
        others = [p for p in self.players if p != lx.YOU]
        if len(others) > 1 and lx.OPPONENT not in others:
            raise SituationError(f"'opponent' could be {' or '.join(others)}: name the player")
        return others[0] if others else lx.OPPONENT

    def _mention(self, player: str) -> str:
        if player not in self.players:
            if len(self.players) >= 8:
                raise SituationError("more than 8 players")
            self.players.append(player)
        self.last_player = player
        return player

    def possessive(self, text: str) -> tuple[str | None, str]:
        """Split "my Grizzly Bears" into (You, "Grizzly Bears")."""
        low = text.lower()
        for prefixes, word in (
            (lx.OPPONENT_POSSESSIVES, "opponent"),
            (lx.YOU_POSSESSIVES, "i"),
            (lx.THEIR_POSSESSIVES, "they"),
        ):
            for p in prefixes:
                if low.startswith(p):
                    return self.player_word(word), text[len(p) :]
        m = re.match(r"^([A-Za-z][A-Za-z\-]{1,19})'s?\s+(.+)$", text)
        if m and m.group(1).lower() in (p.lower() for p in self.players):
            return self.player_word(m.group(1)), m.group(2)
        return None, text

    # --- cards ------------------------------------------------------------------------------------------

    def _is_card(self, text: str) -> bool:
        match = self.index.named(text, self.game)  # exact names only: no fuzzy search over every name
        return match.card is not None and match.how in ("exact", "alias", "face")

    def card(self, text: str, want: str | None = None, said: str | None = None, board: bool = False) -> tuple[Any, int]:
        """The card a span names (fuzzy); ambiguous or unknown names stop the reading. `want` is the kind the slot
        takes ("creature", "permanent", "spell"): a name matched only approximately to a card of another kind
        ("the giant" -> Giant Growth where a creature blocks) is refused with "did you mean", never used. With
        `board` (a slot only a permanent on the battlefield fills: a target, an activation), a name that is
        ambiguous or close to a card of another kind means the one card on the battlefield with its words."""
        span = text.strip(" ,'\"")
        generic = re.fullmatch(
            r"(?:(?:a|an|the|my|his|her|their|this|that|your)\s+)?(?:\w+\s+)?(" + _GENERIC + r")", span, re.I
        )
        if generic and not self._is_card(span):  # "a creature" is never Creature Bond
            raise SituationError(
                f'"{span}" names no card: describe it ("a 2/2 creature with flying") or name the card '
                "(see /help ruling)"
            )
        match = self.index.lookup(span, self.game, memo=self.lookups, singulars=lx.singulars)
        if match.how == "word-prefix" and _PRONOUN_WORDS & set(span.lower().split()):
            raise SituationError(f'no card named "{span}"')  # "burns me out" is not Melira, Sylvok Outcast
        singular = match.card is not None and normalise_name(match.card.name) in (
            normalise_name(span) + "s",
            normalise_name(span) + "es",
        )  # "Mending Hand": Mending Hands typed without its last "s" (said: "the card whose name starts so")
        if match.how == "prefix" and match.card is not None and _cut_word(span, match.card.name) and not singular:
            raise SituationError(  # "2 bears" is not Bearscape: a name's start cut inside a word is no name
                f'no card named "{span}" (did you mean {match.card.name}, or a creature described by its size, '
                '"a 2/2 Bear creature"?)'
            )
        unsure = match.ambiguous if match.card is None else (match.how not in _EXACT and not _fits(match.card, want))
        on_board = self.on_board(span, want) if board and want is not None and unsure else None
        if on_board is not None:  # "Chandra" with one Chandra on the battlefield: that one
            note = f'"{span}" is read as {on_board.name}, the one on the battlefield.'
            self.note(note)
            match = type(match)(on_board, how="board", query=span)
        if match.card is None:
            names = [n for n, _ in match.candidates]
            if want is not None:  # of the candidates, those of the kind the slot takes
                fitting = [n for n in names if _suggestable(self.index.get(n, self.game), want)]
                if match.ambiguous and len(fitting) < len(names):
                    more = [n for n in self.suggest(span, want) if n not in fitting]
                    raise SituationError(
                        f'{self.quoted()}: "{said or span}" could be several cards ({_or(names)}); as '
                        f"{_KIND_WORDS[want]}, {_did_you_mean(want, (fitting + more)[:3])}"
                    )
                if not match.ambiguous:
                    names = fitting or self.suggest(span, want)
            if match.ambiguous and span.strip().lower() in ("planeswalker", "planeswalkers"):
                raise SituationError(  # "I attack his walker": which one, and how much loyalty, isn't said
                    f'"{said or span}": name the planeswalker, or say it first with its loyalty ("Opponent controls a '
                    'planeswalker with 4 loyalty"; see /help ruling)'
                )
            if match.ambiguous:
                raise SituationError(f'"{span}" is ambiguous: did you mean {_or(names)}?')
            if _sentence_words(span):  # "2/4 deathtouch … attacker against a 5/5 …": not a name at all
                raise SituationError(
                    f"can't read {self.quoted()}: \"{span}\" isn't a card's name, and no form I read fits the "
                    f"words around it (see /help ruling)"
                )
            if _PRONOUN_WORDS & set(span.split()):  # "putting me at 3" is no misspelt Questing Beast
                names = [n for n in names if _PRONOUN_WORDS & set(normalise_name(n).split()) & set(span.split())]
            hint = f" (did you mean {_or(names)}?)" if names else ""
            raise SituationError(f'no card named "{span}"{hint}')
        card = match.card
        if want is not None and match.how not in _EXACT and not _fits(card, want):
            raise SituationError(self.wrong_kind(said or span, span, card, want))
        if match.how in ("fuzzy", "plural"):  # "Samite Healers": the plural, said (misspelt)
            self.misspelt(span, card)
        elif match.how in ("prefix", "word-prefix") and normalise_name(span) != normalise_name(card.name):
            self.note(f'"{span}" is read as {card.name}, the card whose name starts so.')  # "to giant": Tor Giant
        wanted = normalise_name(span)
        face = next(
            (i for i, f in enumerate(card.faces) if len(card.faces) > 1 and normalise_name(f.name) == wanted), None
        )
        if face is None and want is not None and len(card.faces) > 1:  # "bonecrusher" blocking: the creature face
            face = next((i for i, f in enumerate(card.faces) if _fits_face(f, want)), None)
        if face is None:
            face = next((a.face for a in card.abilities if a.kind == "spell"), 0) if len(card.faces) > 1 else 0
        return card, face

    def misspelt(self, span: str, card: Any) -> None:
        """A name read as the card it is a very close misspelling of ("Lightening Bolt"), said in the reading;
        one less close is asked back with "did you mean" (commands/reader/typos.py)."""
        from .reader.typos import close_card

        if _plural_of(span, card.name):
            note = f'"{span}" is read as {card.name} (the plural).'  # "two Samite Healers": not a misspelling
            self.note(note)
            return
        if close_card(span, self.index, self.game, self.lookups) is None:
            raise SituationError(f'no card named "{span}" (did you mean {card.name}?)')
        note = f'"{span}" is read as {card.name} (misspelt).'
        self.note(note)

    def card_span(
        self, rest: str, stops: tuple[str, ...], want: str | None = None, board: bool = False
    ) -> tuple[Any, int, str]:
        """The card at the start of `rest` (longest exact name first) and what follows it."""
        cuts = sorted({m.start() for stop in stops for m in re.finditer(stop, rest, re.I)} | {len(rest)})
        for cut in reversed(cuts):
            span = rest[:cut].strip(" ,")
            if span and (self._is_card(span) or self._is_card(_strip_article(span))):
                card, face = self.card(span if self._is_card(span) else _strip_article(span))
                return card, face, rest[cut:]
        cut = cuts[0]
        card, face = self.card(_strip_article(rest[:cut]), want, said=rest[:cut].strip(" ,"), board=board)
        return card, face, rest[cut:]

    def on_board(self, span: str, want: str | None) -> Any:
        """The one card on the battlefield a short or partial name means ("Chandra" for Chandra, Torch of
        Defiance), when the name is ambiguous among all cards but only one card on the battlefield has those words;
        else None."""
        words = normalise_name(span).split()
        cards = {
            o.card.name: o.card
            for o in self.objects
            if o.permanent
            and o.card is not None
            and words
            and in_order(words, normalise_name(o.card.name).split())
            and (want is None or _fits(o.card, want))
        }
        return next(iter(cards.values())) if len(cards) == 1 else None

    def suggest(self, said: str, want: str, limit: int = 3) -> list[str]:
        """Names of the kind a slot takes close to what was said: objects on the battlefield first, then cards."""
        words = normalise_name(_strip_article(self.possessive(said)[1])).split()
        if not words:
            return []
        out: list[str] = []
        for o in self.objects:
            name_words = normalise_name(o.name).split()
            if (
                o.permanent
                and all(any(n.startswith(w) for n in name_words) for w in words)
                and (_is_creature(o) if want == "creature" else want != "spell")
                and o.name not in out
            ):
                out.append(o.name)
        similar = getattr(self.index, "similar", None)
        if similar is not None:
            near = similar(" ".join(words), self.game, lambda c: _suggestable(c, want), memo=self.lookups)
            out += [n for n in near if n not in out]
        return out[:limit]

    def wrong_kind(self, said: str, span: str, card: Any, want: str) -> str:
        """ "the giant" in a blocker's place matched Giant Growth, an instant: say so, with names that fit."""
        face = next((f for f in card.faces if not _fits_face(f, want)), card.faces[0])
        kind = _KIND_WORDS[want]
        closest = f"the closest, {card.name}, is {_a(face.type_line or 'card')}"
        if want == "spell":
            closest += f', and casting it isn\'t modelled: "<player> controls {card.name}" puts it on the battlefield'
        mean = _did_you_mean(want, self.suggest(span, want))
        return f'{self.quoted()}: "{said}" isn\'t a card name I know as {kind} ({closest})' + (
            f" — {mean}" if mean else ""
        )

    def quoted(self) -> str:
        """The clause being read, quoted back (cut at 120 characters)."""
        return '"' + (self.clause if len(self.clause) <= 120 else self.clause[:117] + "...") + '"'

    # --- objects ----------------------------------------------------------------------------------------

    def new_id(self, name: str) -> str:
        """An id from the name, unused by any object or cast spell ("grizzly-bears-2")."""
        base = _slug(name)
        ident, n = base, 1
        taken = {o.id for o in self.objects} | {s.action["id"] for s in self.spells if "id" in s.action}
        while ident in taken:
            n += 1
            ident = f"{base}-{n}"
        return ident

    def add_object(self, obj: Obj) -> Obj:
        if sum(o.permanent for o in self.objects) >= lx.MAX_OBJECTS and obj.permanent:
            raise SituationError(f"more than {lx.MAX_OBJECTS} objects: describe a smaller board")
        obj.id = self.new_id(obj.name)
        self.objects.append(obj)
        self.last = obj
        return obj

    def board_items(self, text: str, controller: str) -> list[Obj]:
        """ "two Grizzly Bears, a Samite Healer and a 3/3 red creature with trample" -> new objects."""
        items: list[str] = []
        for item in self.split_list(text):
            if items and re.search(r"\swith\s", items[-1]) and self.with_part(item) is not None:
                items[-1] += f" and {item}"  # "a 3/3 creature with deathtouch and trample"
            else:
                items.append(item)
        made: list[Obj] = []
        before = [o for o in self.objects if o.permanent and o.id not in self.stated]
        for item in items:
            new = self.board_item(item, controller)
            self._not_told_twice(item, new, before)
            made += new
        self.stated |= {o.id for o in made}
        self.group = made
        return made

    def _not_told_twice(self, item: str, new: list[Obj], before: list[Obj]) -> None:
        """ "I attack with Grizzly Bears. I control Grizzly Bears with a +1/+1 counter": the board sentence may name
        the creature an action already put there (then its counter is the attacker's) or another one. Asked back,
        never read as a second copy without a word that says so."""
        for obj in new:
            same = next((o for o in before if o.name == obj.name and o.controller == obj.controller), None)
            if same is not None:
                raise SituationError(
                    f'"{item}": {same.name} is already on the battlefield from what happens before it: '
                    "if it is the same one, describe the board first (or say what it has in a sentence of its own, "
                    f'"It has …"); if it is another, say so ("two {obj.name}", "another {obj.name}")'
                )

    def with_part(self, text: str) -> tuple[str, Any] | None:
        """One thing after "with": ("loyalty", 4), ("counters", ("+1/+1", 2)) or ("keyword", "trample")."""
        t = text.strip()
        m = lx.LOYALTY_RE.match(t)
        if m:
            return "loyalty", self.number(m.group(1))
        m = re.match(r"^(\S+)\s+([\w/+\-]+?)\s+counters?(?:\s+on\s+(?:it|them|each))?$", t, re.I)
        if m and (lx.is_digits(m.group(1)) or m.group(1).lower() in lx.NUMBER_WORDS):
            kind, n = _counter_kind(m.group(2)), self.number(m.group(1))
            return ("loyalty", n) if kind == "loyalty" else ("counters", (kind, n))
        if lx.KEYWORD_RE.match(t):
            return "keyword", t.lower()
        if _MANA_OPEN.fullmatch(t):  # "Clay Statue with 2 mana open": mana, which the answer doesn't track
            return "mana", t
        m = re.fullmatch(
            r"(?:the\s+)?([a-z][a-z-]*)\s+(?:as\s+the\s+)?chosen(?:\s+(?:color|creature\s+type))?", t, re.I
        )
        if m:  # "Story Circle with red chosen", "Circle of Solace with Goblin chosen" (CR 607.2d)
            word = m.group(1).lower()
            return "chosen", ("color", lx.COLORS[word]) if word in lx.COLORS else ("type", word.capitalize())
        if attachment_card(self, t) is not None:  # "Strangleroot Geist with Rancor" (commands/attach.py)
            return "attached", t
        # "Spitemare with Armadillo Cloak on it": the same, said with where it is (CR 303.4; audit 23)
        on = re.fullmatch(r"(.+?)\s+on\s+(?:it|him|her|them)", t, re.I)
        if on and attachment_card(self, on.group(1)) is not None:
            return "attached", on.group(1)
        return None

    def with_clause(self, text: str) -> tuple[str, list[tuple[str, Any]]]:
        """Split "Grizzly Bears with 2 +1/+1 counters and flying" into the object and what it has; "Hill Giant
        enchanted by Pariah" (commands/attach.py)."""
        m = re.match(r"^(.+?)\s+(enchanted|equipped)\s+(?:by|with)\s+(.+)$", text, re.I)
        if m:
            names = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(3))
            if all(attachment_card(self, n) is not None for n in names):
                for n in names:
                    check_kind(attachment_card(self, n), m.group(2), text)
                return m.group(1), [("attached", n) for n in names]
        for m in re.finditer(r"\s+with\s+", text, re.I):
            parts = [self.with_part(p) for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", text[m.end() :])]
            if all(p is not None for p in parts):
                return text[: m.start()], [p for p in parts if p is not None]
        m = re.search(r"\s+with\s+(.+)$", text, re.I)
        if m and (self.explicit_text(text[: m.start()]) or self._is_card(_strip_article(text[: m.start()]))):
            raise SituationError(
                f'can\'t read "with {m.group(1)}": say keywords ("with flying and trample"), counters '
                '("with 2 +1/+1 counters") or loyalty ("with 4 loyalty")'
            )
        return text, []

    def apply(self, obj: Obj, parts: list[tuple[str, Any]]) -> None:
        """Give an object what `with_part` read: loyalty (a planeswalker's), counters, keywords."""
        for kind, value in parts:
            if kind == "loyalty":
                if "planeswalker" not in _types(obj):
                    raise SituationError(f"{obj.name} isn't a planeswalker, so it has no loyalty")
                obj.loyalty = value
                obj.counters.pop("loyalty", None)
            elif kind == "counters" and value[0] == "damage":
                damage_counters(self, obj, value[1])
            elif kind == "counters":
                obj.counters[value[0]] = value[1]
                self._size_before_counters(obj)
            elif kind == "chosen":
                obj.chosen[value[0]] = value[1]
            elif kind == "attached":
                attach(self, obj.id, value, self.clause or value)
            elif kind == "mana":
                self.mana_said(f"with {value}")
            elif value not in obj.keywords:
                obj.keywords.append(value)

    def _size_before_counters(self, obj: Obj) -> None:
        """ "a 2/2 with a +1/+1 counter": a size said without a card is before its counters (a 3/3 now, CR 122.1a);
        the reading says so, as a player may have meant the size it has now."""
        if obj.card is not None or "power" not in obj.explicit or not {"+1/+1", "-1/-1"} & set(obj.counters):
            return
        n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
        now = f"{obj.explicit['power'] + n}/{obj.explicit['toughness'] + n}"
        said = f"{obj.explicit['power']}/{obj.explicit['toughness']}"
        note = f"{self.display(obj.id)}: {said} is read as its size before its counters ({now} with them, CR 122.1a)."
        self.notes[:] = [x for x in self.notes if not x.startswith(f"{self.display(obj.id)}: {said} is read as")]
        self.notes.append(note)

    def split_list(self, text: str) -> list[str]:
        """Split on commas and "and", keeping card names that contain them ("Gisela, Blade of Goldnight") and what is
        in brackets ("Grizzly Bears (+2/+2 and lifelink)")."""
        brackets: list[str] = []

        def hide(m: re.Match[str]) -> str:
            brackets.append(m.group(0))
            return f"\x00{len(brackets) - 1}\x00"

        masked = re.sub(r"\([^()]*\)", hide, text.strip())
        if brackets:
            return [
                re.sub(r"\x00([0-9]+)\x00", lambda m: brackets[int(m.group(1))], part)
                for part in self.split_list(masked)
            ]
        parts = [p for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", text.strip()) if p]
        seps = re.findall(r"\s*,\s*(?:and\s+)?|\s+and\s+", text.strip())
        out: list[str] = []
        i = 0
        while i < len(parts):
            best = i
            for j in range(min(len(parts), i + 4) - 1, i, -1):
                joined = parts[i] + "".join(seps[k] + parts[k + 1] for k in range(i, j))
                # the name before what it has spans the separators ("Cho-Manno, Revolutionary with Pariah"), not
                # "Gideon Jura with 8 loyalty and Chandra Nalaar": two permanents, the first with what it has
                headed = _head(joined) != joined and len(_head(joined)) > len(joined) - len(parts[j])
                if self._is_card(_strip_counts(joined)) or (headed and self._is_card(_strip_counts(_head(joined)))):
                    best = j
                    break
            out.append(parts[i] + "".join(seps[k] + parts[k + 1] for k in range(i, best)))
            i = best + 1
        return out

    def board_item(self, item: str, controller: str) -> list[Obj]:
        text = item.strip()
        count = 1
        m = lx.COUNT_RE.match(text)
        if m and not self._is_card(text):
            count = self.number(m.group(1))
            text = text[m.end() :]
            if count == 0:  # "I control no creatures": nothing to add, said
                self.none_said(item)
                return []
            if not 1 <= count <= lx.MAX_COUNT:
                raise SituationError(f'"{item}": between 1 and {lx.MAX_COUNT} copies at a time')
        if not self._is_card(text):  # "The Abyss" keeps its article
            text = re.sub(r"^(?:the|another)\s+", "", text, flags=re.I)
        if _NOTHING.fullmatch(text):  # "he has nothing with flying or reach": none, said
            self.none_said(item)
            return []
        if _LANDS_UNNAMED.fullmatch(text):  # "… and two untapped lands": mana, which the answer doesn't track
            self.mana_said(item.strip())
            return []
        text, tapped = _tapped_part(text)
        text, this_turn = self.this_turn_part(text)
        text, parts = self.with_clause(text)
        described = self.explicit_text(text)
        if not described:
            card, face = self.card(text, "permanent", said=item.strip())
            if m is None and _plural_of(text, card.name) and not self._is_card(text):  # how many isn't said
                raise SituationError(f'"{item.strip()}": how many? Say "two {text}" (or "{card.name}" for one)')
            if SPELL_TYPES & set(card.faces[face].types):  # "I have 2 life and a Fog": in a hand, said so
                name = card.faces[face].name
                raise SituationError(
                    f"{name} is {_a(card.faces[face].type_line)}: it can't be on the battlefield (a card in a "
                    f'hand: "{"I have" if controller == lx.YOU else f"{controller} has"} {name} in hand")'
                )
        if isinstance(described, Generic) and described.vanilla and any(k == "keyword" for k, _ in parts):
            raise SituationError(f'"{item.strip()}": a vanilla creature has no abilities')
        made = []
        for _ in range(count):
            obj = self.explicit_creature(text, controller) or self.card_object(text, controller)
            obj.tapped = tapped
            self.apply(obj, parts)
            self.give_this_turn(obj, this_turn, item)
            if "planeswalker" in _types(obj) and obj.card is None and obj.loyalty is None:
                raise SituationError(f'"{item}": say its loyalty ("a planeswalker with 4 loyalty")')
            made.append(obj)
        return made

    def restated_in_brackets(self, obj: Obj, pt: str, plain: bool, said: str) -> None:
        """ "Centaur Courser (the 3/3 with no abilities)": a size (and "no abilities") restated in brackets. Kept,
        said, when it is the creature's as read; else asked about, as a size said as a sentence is (size_said.py)."""
        from .size_said import not_its_size, size_read

        now = size_read(obj)
        if now != pt:  # with what is attached to it and anthems, as the engine builds the board
            from .reader.could_block import built_board

            built = built_board(self)
            there = built.state.objects.get(obj.id) if built is not None else None
            now = f"{there.power}/{there.toughness}" if there is not None else now
        if now != pt:
            raise not_its_size(f"({said})", self.display(obj.id), now, pt)
        if plain and obj.card is not None and obj.card.faces[obj.face].oracle_text.strip():
            raise SituationError(
                f'"({said})": {self.display(obj.id)} has abilities ("{obj.card.faces[obj.face].oracle_text.strip()}"); '
                "say which creature it is (see /help ruling)"
            )
        self.note(f'"({said})" restates {self.display(obj.id)}: nothing to add')

    def check_only_said(self) -> None:
        """ "Grizzly Bears (my only creature)": the one creature its controller has in the reading, said; else
        asked (another creature of theirs is named)."""
        for obj, said in self.only_said:
            theirs = [o for o in self.objects if o.permanent and o.controller == obj.controller and _is_creature(o)]
            if [o.id for o in theirs] != [obj.id]:
                others = ", ".join(self.display(o.id) for o in theirs if o is not obj)
                raise SituationError(
                    f'"({said})": {self.display(obj.id)} isn\'t the only creature of its controller here ({others} '
                    "too); say which creatures are on the battlefield (see /help ruling)"
                )
            self.note(f'"({said})": {self.display(obj.id)} is the only creature its controller has here')

    def note(self, text: str) -> None:
        """Say `text` in the reading, once however often the reading comes to it."""
        if text not in self.notes:
            self.notes.append(text)

    def mana_said(self, said: str) -> None:
        """ "two untapped lands", "with 2 mana open": set aside, said (mana isn't tracked)."""
        self.note(f'"{said}" is set aside: mana isn\'t tracked (a use said is assumed paid for)')

    def none_said(self, item: str) -> None:
        """ "no creatures", "no cards": a count of none adds nothing; the reading says so."""
        self.note(f'"{item.strip()}": none, so nothing is added')

    def this_turn_part(self, text: str) -> tuple[str, dict[str, Any]]:
        """Split "Grizzly Bears (+2/+2 and lifelink)" into the object and its changes until end of turn that already
        happened (a pump that resolved earlier this turn, CR 611.2a): power, toughness, keywords."""
        m = re.match(r"^(.*?)\s*\(([^()]*)\)\s*$", text)
        if not m or not m.group(1).strip():
            return text, {}
        change: dict[str, Any] = {}
        from .reader.commentary import carries_nothing  # (the reader's package imports this module)

        inside = " ".join(m.group(2).lower().split())
        if (carries_nothing(m.group(2)) or _BRACKET_ASIDE.search(inside)) and not _BRACKET_ONLY.match(inside):
            self.note(f'"({m.group(2).strip()})" after {m.group(1).strip()} is a remark: set aside')  # "(yes, on
            return _BOARD_PLACE.sub("", m.group(1).strip()), change  # purpose)": no game word, number or name
        for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(2).strip()):
            word = _BRACKET_REMARK.sub("", " ".join(part.lower().split()))  # "(menace lol)"
            if word in lx.THIS_TURN_WORDS:
                continue
            if restated := _BRACKET_SIZE.match(word):  # "(the 3/3 with no abilities)": checked (give_this_turn)
                change["restated"] = (restated["pt"], bool(restated["plain"]), m.group(2).strip())
                continue
            if _BRACKET_ONLY.match(word):  # "(my only creature)": checked as the reading ends (finish)
                change["only"] = m.group(2).strip()
                continue
            word = re.sub(r"^(?:gets|got|gains|gained|has|with)\s+|\s+(?:until end of turn|this turn)$", "", word)
            size = lx.PT_CHANGE_RE.match(word)
            if size and "power" not in change:
                change["power"] = int(size.group(1).replace("−", "-"))
                change["toughness"] = int(size.group(2).replace("−", "-"))
            elif lx.KEYWORD_RE.match(word):
                change.setdefault("keywords", []).append(word)
            else:
                raise SituationError(
                    f'can\'t read "({m.group(2)})" after {m.group(1).strip()}: in brackets after a creature, give what '
                    'changed this turn ("Grizzly Bears (+2/+2 and lifelink)")'
                )
        return _BOARD_PLACE.sub("", m.group(1).strip()), change

    def give_this_turn(self, obj: Obj, change: dict[str, Any], said: str) -> None:
        change = dict(change)
        if restated := change.pop("restated", None):
            self.restated_in_brackets(obj, *restated)
        if only := change.pop("only", None):
            self.only_said.append((obj, only))
        if not change:
            return
        if "power" in change and not _is_creature(obj):
            raise SituationError(f'"{said.strip()}": {obj.name} isn\'t a creature, so it has no power and toughness')
        obj.this_turn = dict(change)

    @staticmethod
    def explicit_text(text: str) -> Generic | re.Match[str] | None:
        """ "3/3 red Cleric creature", "3/3 flier", "red planeswalker": an object described without a card."""
        generic = parse_generic(text)
        if generic is not None:
            return generic
        return re.match(r"^((?:(?:white|blue|black|red|green|colorless)\s+)*)(planeswalkers?)$", text.strip(), re.I)

    def explicit_creature(self, text: str, controller: str | None) -> Obj | None:
        """ "3/3 red Cleric creature", "2/2 deathtouch dude" (or "red planeswalker") -> an object without a card."""
        m = self.explicit_text(text)
        if not m:
            return None
        if isinstance(m, Generic):
            return self.generic_object(m, controller)
        colors = [lx.COLORS[w.lower()] for w in m.group(1).split() if w.lower() in lx.COLORS]
        name = " ".join([*m.group(1).lower().split(), "planeswalker"])
        return self.add_object(Obj("", name, controller, explicit={"types": ["planeswalker"], "colors": colors}))

    def generic_object(self, desc: Generic, controller: str | None) -> Obj:
        obj = self.add_object(Obj("", desc.name, controller, explicit=desc.explicit()))
        obj.keywords = list(dict.fromkeys(desc.keywords))
        return obj

    def card_object(
        self,
        text: str,
        controller: str | None,
        permanent: bool | None = None,
        want: str | None = None,
        said: str | None = None,
        board: bool = False,
    ) -> Obj:
        card, face = self.card(text, want, said, board)
        f = card.faces[face]
        is_permanent = not (SPELL_TYPES & set(f.types)) if permanent is None else permanent
        obj = Obj("", _card_name(card, face), controller, card=card, face=face)
        obj.permanent = is_permanent
        if is_permanent:
            try:
                obj.counters = dict(enters_counters(card, "card"))
            except RulekeeperError:
                obj.counters = {}
        return self.add_object(obj)

    def ref(
        self, text: str, role: str, default: str | None = None, owner: str | None = None, besides: Sequence[str] = ()
    ) -> str:
        """A player or object id for a target, recipient, attacker …; new cards are put on the board. "It" is the
        object named last, other than `besides` (the subject: "Grizzly Bears blocks it" isn't Grizzly Bears)."""
        phrase = text.strip(" ,")
        low = phrase.lower()
        if _ONE_OF.match(low):
            raise SituationError(f'"{phrase}": say which one, e.g. "the second Grizzly Bears" (see /help ruling)')
        if low in lx.PRONOUNS and not self.mentions and low in ("it", "itself", "that one"):
            raise SituationError(f'"{phrase}": nothing was named before it — name the card or creature it means')
        if low in lx.PRONOUNS and self.mentions:
            obj = next((o for o in reversed(self.mentions) if o.id not in besides), None)
            if obj is None:
                raise SituationError(f'"{phrase}" can\'t be {self.display(besides[0])} itself: name what you mean')
            listed, at = self.named_list
            if not (obj.id in listed and all(o.id in listed or o.id in besides for o in self.mentions[at:])):
                listed = self._named_with(obj, besides)
            if len(listed) > 1:
                raise SituationError(  # "He attacks with Hill Giant and Grizzly Bears. I bolt it."
                    f'"{phrase}" comes right after {" and ".join(sorted(self.display(i) for i in listed))} were '
                    "named together, so it could mean either: name the one meant (see /help ruling)"
                )
            other = self._pronoun_beside(obj, besides)
            if other is not None:  # "I control Grizzly Bears. Hill Giant deals 1 damage to it. Opp shocks it."
                raise SituationError(
                    f'"{phrase}" could be {self.display(obj.id)} (named last) or {self.display(other)} (the "it" '
                    "before): name the one meant (see /help ruling)"
                )
            self.referred.append(obj)
            if obj.permanent:
                self.pronouns.append((self.sentences_read, obj.id))
            return obj.id
        player = self.player_word(phrase)
        if player:
            return player
        tapped = re.match(r"^((?:my|his|her|their|the|a|an|Opponent's)\s+)?tapped\s+(?=\S)", phrase, re.I)
        if tapped and not self._is_card(phrase[tapped.end(1) if tapped.group(1) else 0 :]):
            ref = self.ref((tapped.group(1) or "") + phrase[tapped.end() :], role, default, owner, besides)
            if ref not in self.players:
                self.obj(ref).tapped = True  # "I block with my tapped Grizzly Bears": the engine says it can't
            return ref
        obj = self.find_object(phrase, role, default, owner)
        self.last = obj
        self.referred.append(obj)
        return obj.id

    def _pronoun_beside(self, obj: Obj, besides: Sequence[str]) -> str | None:
        """Another permanent an "it" meant in the sentence before this one that last named `obj` (a permanent):
        "it" now could be either ("Hill Giant deals 1 damage to it. Opponent casts Shock targeting it.")."""
        if not obj.permanent:
            return None
        when = max(n for o, n in zip(self.mentions, self.mentioned_in, strict=True) if o.id == obj.id)
        if when == self.sentences_read:
            return None
        return next((i for n, i in self.pronouns if n == when and i != obj.id and i not in besides), None)

    def named_among_others(self, obj: Obj) -> bool:
        """Whether the sentence that named `obj` last named other permanents too, so the "it" of a use asked about
        could mean any of them ("Opponent controls Llanowar Elves and Grizzly Bears. Could I kill it with Shock?"),
        as `ref` asks back in a sentence; not when that sentence's own "it" meant `obj` ("… targeting it")."""
        said = [n for o, n in zip(self.mentions, self.mentioned_in, strict=True) if o.id == obj.id]
        if not said:
            return False
        named = {o.id for o, n in zip(self.mentions, self.mentioned_in, strict=True) if n == said[-1] and o.permanent}
        return len(named) > 1 and (said[-1], obj.id) not in self.pronouns

    def _named_with(self, obj: Obj, besides: Sequence[str]) -> set[str]:
        """The objects named in the sentence before this one that last named `obj` ("I block the bears with
        Llanowar Elves. I bolt it."): "it" may be any of them. Empty when it was named in this sentence."""
        when = max(n for o, n in zip(self.mentions, self.mentioned_in, strict=True) if o.id == obj.id)
        if when == self.sentences_read:
            return set()
        named = {o.id for o, n in zip(self.mentions, self.mentioned_in, strict=True) if n == when}
        return {i for i in named if i not in besides and self.obj(i).permanent} if len(named) > 1 else set()

    def refs(self, text: str, role: str, default: str | None = None) -> list[str]:
        """The players or objects a list names: "A and B", "both Grizzly Bears", "my two Hill Giants"."""
        if role in ("attacker", "blocker") and text.strip().lower() in lx.PLURAL_PRONOUNS:
            group = self.previous_group  # "They attack me" right after "Opponent controls two Hill Giants"
            if not group or not all(_is_creature(o) for o in group):
                raise SituationError(f'"{text}": it isn\'t clear which creatures {role[:-2]}; {_hint(self, role)}')
            self.last = group[-1]
            return [o.id for o in group]
        then = re.search(r"(?<=\w)\s+then\s+(?=\w)", text, re.I)
        if role == "target" and then:  # "Opp shocks my bear then my giant": two casts, each said on its own
            head = self.clause[: self.clause.find(text)] if text in self.clause else ""
            first, second = text[: then.start()].strip(), text[then.end() :].strip()
            again = f'"{head}{first}. Then {head}{second}"' if head else "each in a sentence of its own"
            raise SituationError(f'"{text.strip()}": one target at a time — if that is two casts, say {again}')
        if role == "target" and text.strip().lower() in ("we", "us", "both of us", "both players"):
            both = [self.player_word("I"), self.player_word("Opponent")]  # "… targeting me and opp" ("we")
            return [p for p in both if p is not None]
        group = self.previous_group
        if role == "target" and text.strip().lower() in lx.PLURAL_PRONOUNS and len(group) > 1:
            self.last = group[-1]  # "I control Grizzly Bears and Hill Giant. Opp shocks both": the two just named
            return [o.id for o in group]
        items: list[str] = []
        for item in self.split_list(text):
            if items and re.search(r"\swith\s", items[-1]) and self.with_part(item) is not None:
                items[-1] += f" and {item}"  # "a 3/3 with deathtouch and trample"
            else:
                items.append(item)
        items = _owner_shared(items, self)
        out: list[str] = []
        for item in items:
            group = self.group_ref(item, default)
            out += group if group is not None else [self.ref(item, role, default)]
        if len(out) > 1 and not any(i in self.players for i in out):
            self.named_list = (set(out), len(self.mentions))  # "it" right after: which one (see `ref`)
        twice = next((i for n, i in enumerate(out) if i in out[:n]), None)
        if twice is not None:  # "a 3/3 and a 3/3 attack me": two creatures meant, one read; never guessed
            raise SituationError(
                f'"{text}" names {self.display(twice)} twice, read as one: say how many ("two 3/3 creatures", '
                '"two Grizzly Bears") or tell them apart (see /help ruling)'
            )
        return out

    def group_ref(self, text: str, default: str | None) -> list[str] | None:
        """ "both Grizzly Bears", "my two Hill Giants", "all Hill Giants": every object of that name (there must be
        exactly that many; none yet: that many are put on the battlefield). None when `text` isn't such a group."""
        owner, rest = self.possessive(text.strip(" ,"))
        m = re.match(r"^(?:the\s+)?(both|all|\w+)\s+(?:of\s+(?:the\s+)?)?(.+)$", rest, re.I)
        word = m.group(1).lower() if m else ""
        if not (word in ("both", "all") or lx.is_digits(word) or word in lx.NUMBER_WORDS) or self._is_card(rest):
            return None
        count = {"both": 2, "all": 0}.get(word) if word in ("both", "all") else self.number(word)
        name = m.group(2)
        if (word not in ("both", "all") and count < 2) or name.lower() in lx.PLURAL_PRONOUNS:
            return None
        pool = [o for o in self.objects if o.permanent and (owner is None or o.controller == owner)]
        desc = self.generic_description(name) if has_size(name) else None
        if desc is not None:  # "both 1/1s", "my two 3/3 fliers": creatures of that size, without a card first
            fits = [o for o in pool if _is_creature(o) and _describes(desc, o)]
            if owner is None and default is not None:  # "Opponent blocks my Grizzly Bears with two 2/2 creatures":
                fits = [o for o in fits if o.controller == default]  # his, not my 2/2 Grizzly Bears
            found = [o for o in fits if o.card is None] or fits
        else:
            found = self._named(pool, name, explicit=False)
        if not found and word not in ("both", "all"):
            found = self.board_item(f"{count} {name}", owner or default or lx.YOU)
            for o in found:
                o.assumed = owner is None and default is None
                if desc is not None:
                    self.made.append((o, self.clause))
        elif not found or (count and len(found) != count):
            raise SituationError(f'"{text}": there {"is" if len(found) == 1 else "are"} {len(found)} "{name}"')
        self.last = found[-1]
        return [o.id for o in found]

    def adopt(self, obj: Obj, owner: str) -> None:
        """An object whose controller was only assumed is the one "<owner>'s <name>" means: it takes that
        controller, and a caster assumed from it follows."""
        obj.controller, obj.assumed = owner, False
        for sp in self.spells:
            if sp.assumed and sp.action.get("targets", [None])[0] == obj.id:
                sp.caster = sp.action["by"] = _assumed_caster(self, sp.card, sp.action)

    def _named(
        self,
        pool: list[Obj],
        rest: str,
        explicit: bool,
        want: str | None = None,
        board: bool = False,
        side: str | None = None,
    ) -> list[Obj]:
        """The objects of `pool` a name means: exactly, by a word of the name of the one card there with it
        (of `side`'s, when given), by card (typos), or an object without a card (fuzzy)."""
        wanted = normalise_name(rest)
        found = [o for o in pool if normalise_name(o.name) == wanted]
        if not found and not explicit and not self._is_card(rest):  # "his Angel": Serra Angel, the one there
            found = self._by_words([o for o in pool if side is None or o.controller in (side, None)], rest, want)
        if not found and not explicit:
            by_card = self._known_card(rest, want, board)
            if by_card is not None:
                found = [o for o in pool if o.card is not None and o.card.name == by_card.name]
            elif pool:
                names = {normalise_name(o.name): o for o in pool if o.card is None}
                hit = process.extractOne(wanted, list(names), scorer=fuzz.WRatio, score_cutoff=88)
                if hit:
                    found = [o for o in pool if normalise_name(o.name) == hit[0]]
        return found

    def _said_again(self, phrase: str, rest: str) -> bool:
        """Whether a phrase that names a card exactly may name again a permanent already there by a word of its name:
        after "the", one word ("lynx"), or a nickname ("gisela"); not a full name of several words ("Hill Giant")."""
        match = self.index.named(rest, self.game)
        if match.card is None or match.how not in ("exact", "alias", "face"):
            return False
        return bool(re.match(r"the\s", phrase, re.I)) or len(rest.split()) == 1 or match.how == "alias"

    def _by_words(self, pool: list[Obj], rest: str, want: str | None) -> list[Obj]:
        words = normalise_name(rest).split()
        cards = {
            o.card.name
            for o in pool
            if o.permanent
            and o.card is not None
            and words
            and in_order(words, normalise_name(o.card.name).split())
            and (want is None or _fits(o.card, want))
        }
        if len(cards) != 1:
            return []
        if any(o.card is None and o.permanent and set(words) <= set(normalise_name(o.name).split()) for o in pool):
            return []  # "the wurm" beside a 3/3 Wurm token: that one too (not Wurmcoil Engine alone)
        (name,) = cards
        note = f'"{rest}" is read as {name}, the one on the battlefield.'
        self.note(note)
        return [o for o in pool if o.card is not None and o.card.name == name]

    def the_other_one(self, phrase: str, name: str) -> Obj:
        """ "the other Grizzly Bears": of exactly two, the one not named most recently."""
        found = self._named([o for o in self.objects if o.permanent], name, explicit=False)
        recent = next((o for o in reversed(self.referred) if any(o is f for f in found)), None)
        if len(found) != 2 or recent is None:
            raise SituationError(
                f'"{phrase}": it isn\'t clear which one is the other; say "the first {name}" or "the second {name}"'
            )
        return next(o for o in found if o is not recent)

    def find_object(self, phrase: str, role: str, default: str | None, owner: str | None = None) -> Obj:
        """The object a phrase names (new cards are put on the battlefield); "(+2/+2 and lifelink)" after it gives
        its changes this turn."""
        name, change = self.this_turn_part(phrase)
        obj = self._find_object(name, role, default, owner)
        self.give_this_turn(obj, change, phrase)
        return obj

    def _find_object(self, phrase: str, role: str, default: str | None, owner: str | None = None) -> Obj:
        if owner is None:
            owner, rest = self.possessive(phrase)
        else:
            rest = phrase
        nth, rest = split_ordinal(_strip_article(rest))
        if role == "source":
            src = self.explicit_source(rest, owner)
            if src is not None:
                return src
        if rest.lower() == "champion":  # Grand Archive: "my champion"
            who = owner or default or lx.YOU
            champions = [o for o in self.objects if o.controller == who and "champion" in _types(o)]
            if len(champions) != 1:
                raise SituationError(f"{who} controls {'no' if not champions else 'more than one'} champion: name it")
            return champions[0]
        other = re.match(r"^(other|another)\s+(.+)$", rest, re.I)
        if other and other.group(1).lower() == "other":
            return self.the_other_one(phrase, other.group(2))
        if other:
            name = other.group(2)
            raise SituationError(f'"{phrase}": say "the other {name}", "the second {name}" or "opponent\'s {name}"')
        from .reader.pronoun_target import pronoun_object

        said = pronoun_object(self, rest, _WANT.get(role)) if owner is None and nth is None else None
        if said is not None:  # "he shocks mine": my one permanent (commands/reader/pronoun_target.py)
            return said
        sole = _ROLE_REF.match(rest)
        if sole:  # "his one creature", "my only attacker", "the blocker": the one there is
            return self.sole(phrase, sole.group(1).lower(), owner)
        if rest.lower() in lx.KEYWORD_NOUNS and nth is None:  # "my flier", "his trampler": the one there is
            return self.keyword_ref(phrase, lx.KEYWORD_NOUNS[rest.lower()], owner)
        keyword_one = _KEYWORD_ONE.match(rest)
        if keyword_one and nth is None:  # "the deathtouch one", "the first strike creature": the one there is
            return self.keyword_ref(phrase, keyword_one["k"].lower(), owner)
        if has_size(rest):  # "a 3/3", "a 5/5 with lifelink", "my 2/2 flier"
            desc = self.generic_description(rest, phrase)
            if desc is not None:
                return self.generic_ref(desc, phrase, role, owner, default, nth)
        want = _WANT.get(role)
        board = role in _ON_BOARD
        # a source named before anyone was said to control it ("choosing Lightning Bolt as the source") is the
        # one a later "opponent's Lightning Bolt" means: it gets that controller. A blocker is never an attacker
        # (CR 509.1a): "I attack with Grizzly Bears, opp blocks with his Grizzly Bears" names a second one
        attacking = set((self.combat or {}).get("attackers", {})) if role == "blocker" else set()
        pool = [
            o
            for o in self.objects
            if (owner is None or o.controller == owner or (o.controller is None and not o.permanent))
            and o.id not in attacking
        ]
        side = owner or (default if role in ("attacker", "blocker") else None)  # "I block with the giant": mine
        found = self._named(pool, rest, False, want, board, side)
        if not found and nth is None and self._said_again(phrase, rest):
            # "regenerate the Exile" after Tel-Jilad Exile, "i block with lynx" with Steppe Lynx out, "opp bolts
            # gisela" after Gisela, the Broken Blade: a permanent already there, by a word of its name, before another
            # card of that name or nickname (Exile, Lynx, Gisela, Blade of Goldnight) that no story here put there
            found = self._by_words([o for o in pool if side is None or o.controller in (side, None)], rest, want)
        if owner is not None and nth is None:  # likewise a permanent whose controller was only assumed
            assumed = [
                o
                for o in self._named(self.objects, rest, False, want, board)
                if o.assumed and o.controller != owner and o.id not in attacking
            ]
            if assumed and (found or len(assumed) > 1):
                raise SituationError(
                    f'"{phrase}" could be {len(found) + len(assumed)} objects (the controller of '
                    f"{'one' if len(assumed) == 1 else len(assumed)} was assumed): say who controls each first "
                    f'("{owner} controls {assumed[0].name}")'
                )
            found = found or assumed
        if nth is not None:
            if nth > len(found):
                raise SituationError(f'there is no {lx.ORDINAL_WORDS[nth]} "{rest}"')
            return found[nth - 1]
        if len(found) > 1:
            raise SituationError(
                f'there are {len(found)} "{found[0].name}": say whose ("my …", "opponent\'s …") or which '
                '("the second …")'
            )
        if found:
            if owner is not None and found[0].controller is None:
                found[0].controller = owner
            elif owner is not None and found[0].assumed:
                self.adopt(found[0], owner)
            return found[0]
        controller = owner or default
        if owner is not None and board:
            self.not_theirs(phrase, rest, owner, want)
        obj = self.card_object(rest, controller, permanent=None, want=want, said=phrase, board=board)
        if role in ("target", "attacker", "blocker", "recipient", "activated") and not obj.permanent:
            raise SituationError(f"{obj.name} isn't a permanent, so it can't be {_ROLE_WORDS[role]}")
        if controller is None and obj.permanent:
            obj.controller, obj.assumed = lx.YOU, True
        return obj

    def creatures(self) -> dict[str, tuple[str, str]]:
        """The creatures on the battlefield: id -> (controller, "You" when not said; the name the reading gives)."""
        return {
            o.id: (o.controller or lx.YOU, self.display(o.id)) for o in self.objects if o.permanent and _is_creature(o)
        }

    def not_theirs(self, phrase: str, rest: str, owner: str, want: str | None) -> None:
        """ "opp's bear" where the one card on the battlefield with those words is another player's: asked back
        (was: a second copy made for `owner`, from the card on the battlefield, with "the one on the battlefield"
        said of it). Likewise a full name in a slot only a permanent already there fills ("I regenerate my Drudge
        Skeletons", "targeting my Grizzly Bears") where only another player's is there: whether the asker has one
        too or misspoke whose it is isn't guessed (a second copy was made for them)."""
        there = self.on_board(rest, want)
        if there is None:
            return
        whose = sorted({o.controller or lx.YOU for o in self.objects if o.permanent and o.card is there})
        said = " and ".join("yours" if p == lx.YOU else f"{p}'s" for p in whose)
        controls = lx.verb(owner, "control")
        if self._is_card(rest):  # the full name: they may have one too, not yet said
            who = "you" if owner == lx.YOU else owner
            example = f"I control {there.name}" if owner == lx.YOU else f"{owner} {controls} {there.name}"
            raise SituationError(
                f'"{phrase}": {owner} {controls} no {there.name} (the one on the battlefield is {said}): if '
                f'{who} {controls} one too, say so first ("{example}"); else say whose it is'
            )
        raise SituationError(
            f'"{phrase}": {owner} {controls} no "{rest}" (the {there.name} on the battlefield is {said}): name the '
            f"card {owner} {controls}, or say whose it is"
        )

    def sole(self, phrase: str, kind: str, owner: str | None) -> Obj:
        """The one creature (attacking creature, blocking creature) of `owner` (anyone's when not said) that
        "his one creature", "my only attacker", "the blocker" means; none or several: say which."""
        combat = self.combat or {"attackers": {}, "blockers": {}}
        role = "attacker" if kind.startswith("attack") else "blocker" if kind.startswith("block") else None
        pool = [
            o
            for o in self.objects
            if o.permanent
            and _is_creature(o)
            and (owner is None or o.controller == owner)
            and (role is None or o.id in combat[f"{role}s"])
        ]
        if owner is None and role is None:
            pool = []  # "the creature" is a pronoun; "a creature" names nothing
        what = {"attacker": "attacking creature", "blocker": "blocking creature"}.get(role or "", "creature")
        return self._the_only(phrase, pool, owner, what, '"Grizzly Bears"')

    def keyword_ref(self, phrase: str, keyword: str, owner: str | None) -> Obj:
        """ "my flier", "his trampler", "the lifelinker": the one creature (of `owner`, when said) with that keyword
        now (its card's, said, or given this turn); none or several: say which."""
        pool = [
            o
            for o in self.objects
            if o.permanent and _is_creature(o) and (owner is None or o.controller == owner) and keyword in _has(o)
        ]
        return self._the_only(phrase, pool, owner, "creature", '"Serra Angel"', f" with {keyword}")

    def _the_only(
        self, phrase: str, pool: list[Obj], owner: str | None, what: str, example: str, said: str = ""
    ) -> Obj:
        """The one creature of `pool` a phrase means ("his one creature", "my flier"), said in the reading; none or
        several: say how many `owner` controls (`what` and `said`: "blocking creature", " with flying")."""
        if len(pool) != 1:
            whose = f"{owner} {lx.verb(owner, 'control')}" if owner else "there are"
            raise SituationError(
                f'"{phrase}": {whose} {len(pool) or "no"} {what}{"s" if len(pool) != 1 else ""}{said}: name the '
                f'creature ({example}, "the 3/3 creature")'
            )
        self.notes.append(f'"{phrase}" is read as {self.display(pool[0].id)}, the only one{said}.')
        return pool[0]

    def _known_card(self, text: str, want: str | None = None, board: bool = False) -> Any:
        """The card a phrase names, or None (then the phrase may name an object without a card)."""
        try:
            return self.card(text, want, board=board)[0]
        except SituationError:
            return None

    def generic_description(self, text: str, said: str | None = None) -> Generic | None:
        """ "a 5/5 with lifelink" where a creature is referred to: its size and keywords (not its counters)."""
        text, parts = self.with_clause(text)
        desc = parse_generic(text)
        if desc is None:
            return None
        for kind, value in parts:
            if kind != "keyword":
                raise SituationError(
                    f'"{said or text}": say its counters or loyalty where it is put on the battlefield '
                    '("I control a 3/3 creature with a +1/+1 counter")'
                )
            desc.keywords.append(value)
        if desc.vanilla and desc.keywords:
            raise SituationError(f'"{said or text}": a vanilla creature has no abilities')
        return desc

    def generic_ref(
        self, desc: Generic, phrase: str, role: str, owner: str | None, default: str | None, nth: int | None
    ) -> Obj:
        """ "a 3/3", "my 2/2 flier", "the second 3/3": the creature on the battlefield it describes, when just one
        does; when none does, one is put there (controlled by `owner`, else `default`, else assumed to be yours) and
        the reading says so. Several: say whose or which."""
        pool = [o for o in self.objects if o.permanent and _is_creature(o) and _describes(desc, o)]
        if role == "blocker":  # a blocker is never an attacker (CR 509.1a): "I attack with a 4/4, he blocks with a 4/4"
            pool = [o for o in pool if o.id not in (self.combat or {}).get("attackers", {})]
        if owner is not None:
            pool = [o for o in pool if o.controller == owner or o.assumed]
        elif role in ("blocker", "attacker") and default is not None:  # "I block with a 3/3": one of mine
            pool = [o for o in pool if o.controller in (default, None) or o.assumed]
        elif role == "attacker" and self.defending is not None:  # "a 3/3 attacks me": not one of mine
            pool = [o for o in pool if o.controller != self.defending or o.assumed]
        # a size describes a creature without a card first: "the 3/3" beside Hill Giant is the 3/3 described so
        plain = [o for o in pool if o.card is None]
        if plain and len(plain) < len(pool):
            if len(plain) == 1:
                cards = _or([self.display(o.id) for o in pool if o.card is not None])
                self.notes.append(
                    f'"{phrase}" is read as {self.display(plain[0].id)}, not {cards} (named by its card).'
                )
            pool = plain
        if nth is not None:
            if nth > len(pool):
                raise SituationError(f"there is no {lx.ORDINAL_WORDS[nth]} {desc.name} on the battlefield")
            return pool[nth - 1]
        if len(pool) > 1:
            names = _or([self.display(o.id) for o in pool])
            raise SituationError(
                f'"{phrase}" could be {len(pool)} creatures ({names}): say whose ("my …", "opponent\'s …") or which '
                '("the second …")'
            )
        if pool:
            obj = pool[0]
            if owner is not None and obj.assumed and obj.controller != owner:
                self.adopt(obj, owner)
            if obj.card is not None:
                self.notes.append(f'"{phrase}" is read as {self.display(obj.id)}, the one {desc.name} there.')
            return obj
        controller = owner or default
        obj = self.generic_object(desc, controller)
        if controller is None:
            obj.controller, obj.assumed = lx.YOU, True
        self.made.append((obj, self.clause))
        return obj

    def chosen_source(self, text: str) -> str:
        """The id of "<X> as the source": a spell cast earlier and still on the stack, else a permanent or source."""
        spell = self.cast_spell(text)
        if spell is None:
            ident = self.ref(text, "source")
            obj = next((o for o in self.objects if o.id == ident), None)
            if obj is not None and obj.card is not None and not obj.permanent and SPELL_TYPES & set(_types(obj)):
                self.chosen_early.add(obj.card.name)
            return ident
        if not any(e.action is spell.action for e in self.stack):
            raise SituationError(
                f"{self.display_spell(spell)} has already resolved, so it can't be chosen as the source: a spell is "
                "a source while it is on the stack (cast or activate the choice in response to it)"
            )
        spell.action.setdefault("id", self.new_id(spell.name))
        return str(spell.action["id"])

    def cast_spell(self, text: str) -> Spell | None:
        """The spell cast earlier that a phrase names ("Lightning Bolt", "the second Shock", "opponent's Shock")."""
        owner, rest = self.possessive(text.strip(" ,"))
        nth, rest = split_ordinal(_strip_article(rest))
        if not self.spells or rest.lower() in lx.PRONOUNS:
            return None
        try:
            name = _card_name(*self.card(rest))
        except SituationError:
            name = ""
        found = [s for s in self.spells if s.name == name and owner in (None, s.caster)]
        if not found:  # "pick the bolt as the source" with Precision Bolt on the stack: the spell cast, by a word of
            words = normalise_name(rest).split()  # its name, not the card "bolt" is a nickname of (Lightning Bolt)
            named = {s.name for s in self.spells if words and in_order(words, normalise_name(s.name).split())}
            if len(named) == 1:
                name = named.pop()
                found = [s for s in self.spells if s.name == name and owner in (None, s.caster)]
        if not name:
            return None
        if nth is not None:
            if nth > len(found):
                raise SituationError(f"there is no {lx.ORDINAL_WORDS[nth]} {name} cast before this")
            return found[nth - 1]
        if len(found) > 1:
            whose = len({s.caster for s in found}) > 1
            options = " or ".join(
                f'"the {lx.ORDINAL_WORDS[i]} {name}"' + (f" (cast by {s.caster})" if whose else "")
                for i, s in enumerate(found, 1)
                if i in lx.ORDINAL_WORDS
            )
            raise SituationError(f"{name} is cast {len(found)} times: say which is the source, {options}")
        return found[0] if found else None

    def explicit_source(self, text: str, owner: str | None) -> Obj | None:
        """ "a red source", "a black instant" -> a source object that isn't on the battlefield."""
        m = re.match(r"^((?:\w+\s+)*?)(source|spell|instant|sorcery)$", text, re.I)
        if not m or (
            m.group(1) and not all(w.lower() in lx.COLORS or w.lower() == "colorless" for w in m.group(1).split())
        ):
            return None
        colors = [lx.COLORS[w.lower()] for w in m.group(1).split() if w.lower() in lx.COLORS]
        kind = m.group(2).lower()
        explicit = {"colors": colors, "types": [kind] if kind in ("instant", "sorcery") else []}
        obj = Obj("", text.strip(), owner, permanent=False, explicit=explicit)
        return self.add_object(obj)

    def number(self, word: str) -> int:
        w = word.lower().strip()
        if lx.is_digits(w):
            n = int(w) if len(w) <= len(str(lx.MAX_NUMBER)) else lx.MAX_NUMBER + 1
            if n > lx.MAX_NUMBER:
                raise SituationError(f"{w} is too large (at most {lx.MAX_NUMBER})")
            return n
        if w in lx.NUMBER_WORDS:
            return lx.NUMBER_WORDS[w]
        raise SituationError(f'"{word}" is not a number')

    # --- the stack and actions -----------------------------------------------------------------------

    def respond(self, what: str, trailing: bool) -> Callable[[], None] | None:
        """Check "in response to <what>": it must be the last thing waiting on the stack (CR 405.5), or be cast
        right after the response is described (the response then waits for it). A description of a spell not cast
        yet ("opponent's Shock targeting it") casts it first; returns that cast when it must come after the clause."""
        low = what.lower()
        if low in lx.LAST_SPELL or low in lx.PRONOUNS:
            return None  # the last thing waiting, as without the words
        if re.search(r"\b(?:attack\w*|block\w*)\b", low):
            if _ACTS.search(low):  # "in response to blocks he shocks my bear": what is done was read as answered
                raise SituationError(
                    f'"in response to {what}": say what is done in response as a clause of its own, after a comma '
                    '("In response to the block, Opponent casts Shock targeting …")'
                )
            if self.combat is None:
                raise SituationError(f'"in response to {what}": no creature has attacked yet')
            return None
        if self.awaiting is not None:
            raise SituationError(self.awaiting.refusal())
        owner, rest = self.possessive(what)
        nth, rest = split_ordinal(_strip_article(rest))
        try:
            card, face, tail = self.card_span(rest, (*_CAST_STOPS, r"'s?\s+abilit"))
        except SituationError as exc:
            raise SituationError(f'"in response to {what}": {exc}; name the spell or ability it answers') from None
        name = _card_name(card, face)
        self.expecting = what
        if not SPELL_TYPES & set(card.faces[face].types):
            at = self.stack_position(f"{name}'s ability")
            if at is None:
                raise SituationError(
                    f'"in response to {what}": a response is to a spell or ability waiting on the stack, and no '
                    f"ability of {name} is; describe it first, then the response"
                )
            self.require_top(at, what)
            return None
        cast = [sp for sp in self.spells if sp.name == name and owner in (None, sp.caster)]
        if nth is not None:
            if nth > len(cast):
                raise SituationError(f"there is no {lx.ORDINAL_WORDS[nth]} {name} cast before this")
            cast = [cast[nth - 1]]
        waiting = [i for i, e in enumerate(self.stack) if any(e.action is sp.action for sp in cast)]
        if waiting:
            self.require_top(waiting[-1], what)
            return None
        if cast:
            raise SituationError(
                f'"in response to {what}": {name} has already resolved ("then" or "… resolves" let it); a response '
                "is cast while the spell waits on the stack"
            )
        if not tail.strip(" ,") or trailing:  # described in a later sentence, or after this clause
            self.awaiting = Awaiting(name, owner, what)
            return (lambda: _cast(self, owner, rest, assumed=owner is None)) if tail.strip(" ,") else None
        _cast(self, owner, rest, assumed=owner is None)
        self.expecting = what
        return None

    def require_top(self, at: int, what: str) -> None:
        """A response is to the last thing put on the stack; something above `what` would resolve first."""
        if at != len(self.stack) - 1:
            top = self.stack[-1].name
            spell = next((sp for sp in self.spells if sp.action is self.stack[-1].action), None)
            top = self.display_spell(spell) if spell is not None else top
            raise SituationError(
                f'"in response to {what}": {top} was put on the stack after it and is still waiting; respond to '
                f'{top}, or write "{top} resolves." first'
            )

    def stack_position(self, text: str) -> int | None:
        """Where the topmost spell or ability waiting on the stack that `text` names is ("Shock", "… ability",
        "the second Shock")."""
        if split_ordinal(_strip_article(text))[0] is not None:
            spell = self.cast_spell(text)
            return next((i for i, e in enumerate(self.stack) if spell and e.action is spell.action), None)
        wanted = normalise_name(text)
        for i in range(len(self.stack) - 1, -1, -1):
            name = normalise_name(self.stack[i].name)
            if wanted and (name.startswith(wanted) or wanted.startswith(name) or fuzz.ratio(wanted, name) >= 80):
                return i
        # "the bolt resolves", "the salve resolves": a word of one waiting spell's name (of four letters or more)
        named = {e.name for e in self.stack if len(wanted) >= 4 and wanted in normalise_name(e.name).split()}
        if len(named) == 1:
            return max(i for i, e in enumerate(self.stack) if e.name in named)
        return None

    def push(self, entry: Entry) -> None:
        """Put a spell or ability on the stack; a response written before what it answers waits for it."""
        self.expecting = None
        awaiting = self.awaiting
        if awaiting is None:
            self.put(entry)
        elif not awaiting.deferred:
            awaiting.deferred.append(entry)
        elif not awaiting.matches(entry):
            raise SituationError(awaiting.refusal())
        else:
            self.awaiting = None
            self.put(entry)
            for response in awaiting.deferred:
                self.notes.append(f"{response.name} is cast in response to {awaiting.what}, described after it.")
                spell = next((sp for sp in self.spells if sp.action is response.action), None)
                if spell is not None:  # cast after it: "the second …" counts in this order
                    self.spells.remove(spell)
                    self.spells.append(spell)
                self.put(response)

    def put(self, entry: Entry) -> None:
        if self.counted is not None and self.stack and self.stack[-1] is self.counted[0]:
            _, said, n = self.counted  # "Opponent Shocks me twice. In response I cast Healing Salve …": to which?
            raise SituationError(
                f'"{said}" is read as {n} casts, one after another, so which of them {entry.name} answers isn\'t '
                f'said: describe the casts one by one, the response after the one it answers ("… casts '
                f'{self.counted[0].name} …. In response, … Then … casts {self.counted[0].name} …")'
            )
        for below in self.stack:
            if below.paid and not _same_ability(below, entry):  # CR 602.2b: paid as it was activated, before this
                # response; the engine pays it as it resolves. Activating the same ability again changes nothing
                # the cost does (Ethereal Champion three times).
                raise Unmodelled(
                    f"{below.name}'s cost ({below.paid}) is paid as it is activated, before {entry.name} is put on the "
                    "stack in response; the engine pays it as the ability resolves, so that order isn't modelled: "
                    f"describe {entry.name} before the activation, or ask without it"
                )
        if (
            self.combat is not None
            and not self.stack
            and not entry.optional
            and id(self.combat) not in self.after_assignment
        ):
            self.notes.append(
                f"{entry.name} comes after attackers were declared, so it resolves before combat damage "
                '(CR 506.1, 510.1); write "after combat damage, …" if it came later.'
            )
        if self.stack and not entry.optional:
            rule = _cite(self.ruleset, "stack_order")
            self.notes.append(
                f"{entry.name} was put on the stack while {self.stack[-1].name} was waiting to resolve, so it "
                f'resolves first ({rule}: last in, first out); write "then" or "<card> resolves" to order '
                "them otherwise."
            )
        entry.put_at = len(self.actions)
        self.stack.append(entry)
        self.resolved_last = False

    def resolve_stack(self, down_to: int = 0) -> None:
        if self.awaiting is not None:
            raise SituationError(self.awaiting.refusal())
        while len(self.stack) > down_to:
            entry = self.stack.pop()
            self.add_action(entry.action, entry.line, entry.put_at)
            self.resolved_last = not self.stack

    def add_action(self, action: dict[str, Any], line: Line, put_at: int | None = None) -> None:
        if len(self.actions) >= lx.MAX_ACTIONS:
            raise SituationError(f"more than {lx.MAX_ACTIONS} actions: split the situation")
        inside = self.combat is not None and (
            bool(self.combat.get("after_assignment")) or id(self.combat) in self.after_assignment
        )
        if self.combat is not None and "combat" not in action and (id(action) in self.needs_combat or inside):
            if not {"cast", "activate"} & set(action):  # only spells and abilities resolve inside the combat here
                raise SituationError("only spells and abilities can follow one that targets a creature in combat")
            if action.get("optional"):
                raise SituationError(
                    "a card or ability a player may use can't follow one that targets a creature in combat: say "
                    "whether it is used"
                )
            self.combat.setdefault("after_assignment", []).append(action)
            self.combat_lines.setdefault(id(self.combat), []).append(line)
            return
        if put_at is not None and put_at < len(self.actions):
            # put on the stack before the actions since then resolved (a response on top of it, CR 405.5): the
            # engine narrates the casts in that order, then the resolutions (docs/scenario.md, on_stack_before)
            action["on_stack_before"] = put_at
        if self.combat is not None and "combat" not in action:  # during combat, resolved before the combat action:
            self.combat["cast_after_declaring"] = True  # resolver/combat.py refuses where a declaration triggers
            self.combat["said_during"] = self.combat.get("said_during", 0) + 1  # unless the order can't matter
        self.actions.append((action, line))

    def end_combat(self) -> None:
        """The combat damage step: after everything cast during combat has resolved."""
        if self.combat is not None:
            self.resolve_stack()
            self.add_action({"combat": self.combat}, "")
            self.combat = None

    def combat_action(self) -> dict[str, Any]:
        if self.combat is None:
            self.resolve_stack()
            self.combat = {"attackers": {}, "blockers": {}}
        return self.combat

    def attack(self, attacker: str, defender: str | None) -> None:
        combat = self.combat_action()
        self.resolved_last = False  # "in response" after it answers the attack
        inferred = [a for a in self.inferred if a in combat["attackers"] and a != attacker]
        if inferred and attacker not in combat["attackers"]:  # "I block with X. He attacked with Serra Angel."
            raise SituationError(
                f'"{self.inferred[inferred[0]]}" was read as {self.display(inferred[0])} attacking, and another '
                "creature attacks too: say which attacker is blocked (see /help ruling)"
            )
        obj = self.obj(attacker)
        side = defender if defender is None or defender in self.players else self.obj(defender).controller
        if obj.assumed and side is not None and obj.controller == side:  # "Hill Giant attacks me": not mine
            other = self.the_other(side)
            if other is None:
                raise SituationError(f'whose {obj.name} attacks? say "<player>\'s {obj.name} attacks …"')
            obj.controller, obj.assumed = other, False
        if obj.assumed and defender is None:
            self.sides_assumed.append(attacker)
        if self.active is None and obj.controller:
            self.active = obj.controller  # only the active player attacks (CR 506.2)
            self.active_from = attacker if obj.assumed else None
        if defender is None:
            defender = self.default_defender(obj)
        combat["attackers"][attacker] = defender

    def default_defender(self, attacker: Obj) -> str:
        other = self.the_other(attacker.controller) if attacker.controller else None
        if other is None:
            raise SituationError(f'{attacker.name} attacks whom? say "{attacker.name} attacks <player>"')
        return other

    def the_other(self, player: str) -> str | None:
        """The one other player (Opponent or You when no other is named yet); None when there are several."""
        others = [p for p in self.players if p != player]
        if len(others) > 1:
            return None
        return self._mention(others[0] if others else lx.OPPONENT if player == lx.YOU else lx.YOU)

    def block(self, blocker: str, attacker: str) -> None:
        combat = self.combat_action()
        self.resolved_last = False  # "in response" after it answers the block
        if attacker not in combat["attackers"]:  # "I block Hill Giant with …": it attacks (its controller's turn)
            self.attack(attacker, None)
        b = self.obj(blocker)
        a = self.obj(attacker)
        if b.controller == a.controller and b.assumed:
            b.controller = combat["attackers"][attacker]
        elif b.controller == a.controller and attacker in self.sides_assumed:
            self._attacked_by_other(attacker, b)
        if blocker in combat["blockers"]:  # "Blocker: 2/2. Blocker: 2/2.": a second creature meant, one read
            raise SituationError(
                f"{self.display(blocker)} is said to block twice, read as one creature: say how many block "
                '("two 2/2 creatures block it") or tell them apart (see /help ruling)'
            )
        combat["blockers"][blocker] = attacker

    def _attacked_by_other(self, attacker: str, blocker: Obj) -> None:
        """ "Goliath Beetle attacks, I block with Hired Poisoner": an attacker whose controller was only assumed,
        blocked by a creature said to be that player's, is the other player's, and so are the attackers assumed with
        it; the blocker's controller is the defending player, and the active one (CR 506.2, 509.1a). Not when whose
        turn it is was said otherwise."""
        other = self.the_other(blocker.controller) if blocker.controller else None
        if other is None or (self.active is not None and self.active_from not in self.sides_assumed):
            return
        combat = self.combat_action()
        for a in [a for a in self.sides_assumed if self.obj(a).controller == blocker.controller]:
            obj = self.obj(a)
            obj.controller, obj.assumed = other, False
            combat["attackers"][a] = blocker.controller
            whose = "your" if blocker.controller == lx.YOU else f"{blocker.controller}'s"
            self.notes.append(f"{self.display(a)} is read as {other}'s: {whose} {self.display(blocker.id)} blocks it.")
        self.sides_assumed = []
        self.active, self.active_from = other, None

    def obj(self, ident: str) -> Obj:
        for o in self.objects:
            if o.id == ident:
                return o
        raise SituationError(f"{ident} is a player, not a creature")

    def display(self, ref: str) -> str:
        if ref in self.players:
            return ref
        spell = next((s for s in self.spells if s.action.get("id") == ref), None)
        if spell is not None:
            return self.display_spell(spell)
        o = self.obj(ref)
        same = [x for x in self.objects if x.name == o.name]
        return f"{o.name} [{o.id}]" if len(same) > 1 else o.name

    def display_spell(self, spell: Spell) -> str:
        """ "Lightning Bolt", or "the second Lightning Bolt" when the text casts more than one."""
        same = [s for s in self.spells if s.name == spell.name]
        if len(same) == 1:
            return spell.name
        n = next(i for i, s in enumerate(same, 1) if s is spell)
        return f"the {lx.ORDINAL_WORDS.get(n, f'#{n}')} {spell.name}"

    # --- output ---------------------------------------------------------------------------------------

    def build(self) -> Reading:
        players = list(self.players)
        for p in (lx.YOU, lx.OPPONENT):
            if len(players) < 2 and p not in players:
                players.append(p)
        if lx.YOU in players:
            players.remove(lx.YOU)
            players.insert(0, lx.YOU)
        for o in self.objects:
            if o.permanent and o.controller is None:
                o.controller, o.assumed = players[0], True
        for o in self.objects:
            if o.holder_controls and o.attached_to is not None and o.attached_to not in players:
                o.controller = self.obj(o.attached_to).controller  # the holder's, as it is now known
        scenario: dict[str, Any] = {"ruleset": self.ruleset, "players": []}
        for p in players:
            spec: dict[str, Any] = {"name": p}
            if p in self.life:
                spec["life"] = self.life[p]
            if p in self.poison:
                spec["poison"] = self.poison[p]
            if self.player_keywords.get(p):
                spec["keywords"] = list(self.player_keywords[p])
            scenario["players"].append(spec)
        if self.active:
            scenario["active_player"] = self.active
        scenario["battlefield"] = self.battlefield()
        sources = [o.spec() for o in self.objects if not o.permanent]
        if sources:
            scenario["sources"] = sources
        actions = []
        lines = []
        for action, line in self.actions:
            line = line() if callable(line) else line
            if "combat" in action:
                if not action["combat"]["attackers"]:
                    continue
                line = self.combat_line(action["combat"])
            actions.append(action)
            lines.append(f"{len(actions)}. {line}")
        scenario["actions"] = actions
        rules = RULESETS[self.ruleset]()
        made = [
            f'{_does(o.controller or lx.YOU, "control")} {_article(o.name)} {self.board_text(o)} (from "{clause}": it '
            "wasn't on the battlefield before, so it was put there)"
            for o, clause in self.made
        ]
        lines = [rules.word(x) for x in self.board_lines(players) + lines]
        notes = [*made, *self.notes]
        return Reading(scenario, lines, notes, list(self.questions), dict(self.referents), results=list(self.results))

    def battlefield(self) -> list[dict[str, Any]]:
        """The permanents as the scenario's battlefield: what an attachment is attached to is listed before it
        (docs/scenario.md)."""
        permanents = [o for o in self.objects if o.permanent]
        return [o.spec() for o in permanents if o.attached_to is None] + [
            o.spec() for o in permanents if o.attached_to is not None
        ]

    def board_lines(self, players: list[str]) -> list[str]:
        out = []
        with_life = RULESETS[self.ruleset].players_have_life
        for p in players:
            bits = [f"{self.life.get(p, 20)} life"] if with_life else []
            if self.poison.get(p):
                bits.append(f"{self.poison[p]} poison")
            bits += self.player_keywords.get(p, [])
            if p == (self.active or players[0]):
                bits.append("active player" + ("" if self.active else " (assumed)"))
            mine = [self.board_text(o) for o in self.objects if o.permanent and o.controller == p]
            board = f"; controls {', '.join(mine)}" if mine else ""
            out.append(f"{p}: {', '.join(bits) or 'in the game'}{board}")
        return out

    def board_text(self, o: Obj) -> str:
        bits = ["tapped"] if o.tapped else []
        if o.damage:
            bits.append(f"{o.damage} damage")
        bits += [f"{n} {k}" for k, n in o.counters.items()]
        bits += [f"loyalty {o.loyalty}"] if o.loyalty is not None else []
        bits += o.keywords
        bits += [f"{v} chosen" for v in o.chosen.values()]
        bits += [f"attached to {self.display(o.attached_to)}"] if o.attached_to is not None else []
        if o.this_turn:
            size = [f"{o.this_turn['power']:+d}/{o.this_turn['toughness']:+d}"] if "power" in o.this_turn else []
            bits.append(" and ".join([*size, *o.this_turn.get("keywords", [])]) + " this turn")
        text = self.display(o.id) + (f" ({', '.join(bits)})" if bits else "")
        return text + (" [controller assumed]" if o.assumed else "")

    def combat_line(self, combat: dict[str, Any]) -> str:
        parts = []
        for a, d in combat["attackers"].items():
            blockers = [self.display(b) for b, x in combat["blockers"].items() if x == a]
            blocked = f", blocked by {' and '.join(blockers)}" if blockers else ", unblocked"
            parts.append(f"{self.display(a)} attacks {self.display(d)}{blocked}")
        inside = [line() if callable(line) else line for line in self.combat_lines.get(id(combat), [])]
        when = "after blockers, first"
        if RULESETS[self.ruleset].combat_uses_stack and id(combat) in self.after_assignment:
            when = "with combat damage on the stack (419.8a), then"
        elif id(combat) in self.after_assignment:
            when = "before combat damage, as combat damage doesn't use the stack"
        during = f" ({when}: {'; then '.join(inside)})" if inside else ""
        return "Combat damage" + during + ": " + "; ".join(parts)


# --- sentence forms ------------------------------------------------------------------------------------

_ROLE_WORDS = {
    "target": "a target here",
    "attacker": "an attacker",
    "blocker": "a blocker",
    "recipient": "dealt damage here",
    "activated": "activated",
}
# "I cast Lightning Helix to his face": "to" before a target said with a player's word or an article (not "to save it")
_TO_TARGET = r"to(?=\s+(?:my|his|her|their|your|the|opponent|opp|opponent's|me|him|it|them|a|an)\b)"
_CAST_STOPS = (
    r"\s+targeting\s",
    rf"\s+{_TO_TARGET}\s",
    r"\s+for\s+[0-9]+(?:\s+damage)?(?=$|\s*,|\s+(?:targeting|on|at|to)\s)",  # "casts Blaze for 2 targeting my bear"
    r"\s+on\s",
    r"\s+at\s",
    r"\s+choosing\s",
    r"\s+with\s+x\b",
    r"\s+for\s+x\b",
    r"\s+x\s*=",
    r"\s+dividing\s",
    r"\s+(?:dealing|splitting)\s+(?=\w+\s+(?:damage\s+)?to\s)",  # "dealing 2 to A and 1 to B" (shares.py)
    r"\s+with(?:out)?\s+(?:kicker|hellbent|threshold|spell\s+mastery|raid|metalcraft|ferocious|main\s+phase)\b",
    r",",
)
_NUM = r"([0-9]+|[a-z]+)"
SPELL_TYPES = frozenset({"instant", "sorcery", "action"})  # what `cast` takes (Grand Archive: action cards)


_EXACT = ("exact", "alias", "face", "board")  # how a match names the card itself, not something close to it


def _has(o: Obj) -> set[str]:
    """An object's keywords now, lower case: its card's, those said, those it got this turn."""
    base = o.card.faces[o.face].keywords if o.card is not None else []
    now = [*base, *o.keywords, *o.explicit.get("keywords", []), *o.this_turn.get("keywords", [])]
    return {k.lower() for k in now if isinstance(k, str)}


_ROLE_REF = re.compile(
    r"^(?:(?:one|only|lone|sole|single)\s+)?(creature|attacker|attacking\s+creature|blocker|blocking\s+creature)$",
    re.I,
)


def _fits_face(face: Any, want: str) -> bool:
    """Whether a card face is of the kind a slot takes: a spell (instant, sorcery, action) or a permanent."""
    spell = bool(SPELL_TYPES & set(face.types))
    return spell if want == "spell" else not spell


def _fits(card: Any, want: str) -> bool:
    return card is not None and any(_fits_face(f, want) for f in card.faces)


_KIND_WORDS = {"creature": "a creature", "permanent": "a permanent", "spell": "an instant or sorcery"}


def _did_you_mean(want: str, names: list[str]) -> str:
    """ "did you mean a creature described by its size ("a 3/3 creature") or a card such as Hill Giant?", or ""."""
    options = ['a creature described by its size ("a 3/3 creature")'] if want == "creature" else []
    if names:
        options.append(f"a card such as {_or(names)}")
    return f"did you mean {' or '.join(options)}?" if options else ""


def _suggestable(card: Any, want: str) -> bool:
    """A card worth suggesting for a slot: a creature where a creature is wanted, else a face of the kind."""
    if card is None:
        return False
    if want == "creature":
        return any(not CREATURE_LIKE.isdisjoint(f.types) for f in card.faces)
    return _fits(card, want)


def _article(words: str) -> str:
    """ "a" or "an" before words said aloud ("an 8/8 creature", "an 11/11", "a 3/3")."""
    return "an" if re.match(r"(?:8|11/|18/|[aeiou])", words, re.I) else "a"


def _a(type_line: str) -> str:
    """ "Instant" -> "an instant", "Legendary Creature — Angel" -> "a legendary creature"."""
    words = type_line.partition(" — ")[0].lower()
    return ("an " if words[:1] in "aeiou" else "a ") + words


def _cite(ruleset: str, concept: str) -> str:
    """ "CR 405.5" / "ga:effects-stack/2": the rule a reading note rests on, in the ruleset's own numbering."""
    rules = RULESETS[ruleset].concepts.get(concept)
    numbers = ", ".join(rules.rules) if rules else ""
    return f"CR {numbers}" if numbers and not numbers.startswith(("ga:", "419")) else numbers


_GENERIC = (
    r"creatures?|permanents?|spells?|players?|tokens?|lands?|dudes?|guys?|things?|cards?|abilit(?:y|ies)|"
    r"effects?|triggers?|blockers?|attackers?|removal|damage"
)


def _or(names: list[str]) -> str:
    names = [f"{n}" for n in names]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def _strip_article(text: str) -> str:
    return re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.I)


_KEYWORD_ONE = re.compile(
    r"^(?P<k>first\s+strike|double\s+strike|deathtouch|lifelink|trample|flying|reach|vigilance|menace|indestructible|"
    r"infect|wither|haste|hexproof)\s+(?:one|guy|dude|creature)$",
    re.I,
)


def split_ordinal(text: str) -> tuple[int | None, str]:
    """ "second Samite Healer" -> (2, "Samite Healer"); no ordinal -> (None, text) ("the first striker" is the
    creature with first strike, no ordinal)."""
    if re.match(r"^first\s+strik", text.strip(), re.I):
        return None, text
    m = lx.ORDINAL_RE.match(text.strip())
    return (lx.ORDINALS[m.group(1).lower()], m.group(2)) if m else (None, text)


def _card_name(card: Any, face: int) -> str:
    """The name an object of this card goes by: the face's for a card with several faces."""
    return card.faces[face].name if len(card.faces) > 1 else card.name


# in brackets after a creature: a chat remark at a part's end ("(menace lol)"); a size restated, perhaps with "no
# abilities" ("(the 3/3 with no abilities)"); "(my only creature)"; and the place said before them ("Grizzly Bears
# on the battlefield (my only creature)")
_BRACKET_REMARK = re.compile(r"\s+(?:lol|lmao|haha|xd|tho)$")
# "(blocking the Wurm would be pointless)", "(not that it matters)": what the asker thinks, in brackets: a remark
_BRACKET_ASIDE = re.compile(
    r"\b(?:would|could|should|might|pointless|useless|obviously|of\s+course|i\s+think|i\s+guess|not\s+that\s+it\s+"
    r"matters|don't\s+ask|on\s+purpose)\b"
)
_BRACKET_SIZE = re.compile(
    r"^(?:(?:the|a|an|it'?s|it\s+is|just|only|so|it\s+was|which\s+made\s+it|making\s+it|now)\s+)*"
    r"(?P<pt>[0-9]{1,2}/[0-9]{1,2})(?:\s+creature)?"
    r"(?P<plain>\s+(?:with|and)\s+no\s+(?:other\s+)?abilities|,?\s+vanilla)?$"
)
_BRACKET_ONLY = re.compile(
    r"^(?:my|his|her|their|the|its\s+controller's)\s+only\s+creature(?:\s+(?:on\s+the\s+board|in\s+play))?$"
)
_BOARD_PLACE = re.compile(r"\s+(?:on\s+the\s+(?:battlefield|board|field|table)|in\s+play)$", re.I)


def _strip_counts(text: str) -> str:
    """ "two Gisela, Blade of Goldnight" -> the name, with the same number words board_item counts ("another
    Thriss, Nantuko Primus": one more, its name whole)."""
    return _strip_article(re.sub(r"^another\s+", "", lx.COUNT_RE.sub("", text.strip()), flags=re.I))


def _head(item: str) -> str:
    """ "Cho-Manno, Revolutionary with Pariah" → "Cho-Manno, Revolutionary": the name before what it has."""
    return re.split(r"\s+(?:with|enchanted\s+by|equipped\s+with)\s+", item, maxsplit=1, flags=re.I)[0]


def _counter_kind(word: str) -> str:
    w = word.lower()
    return {"plus": "+1/+1", "+1": "+1/+1", "-1": "-1/-1", "minus": "-1/-1"}.get(w, w)


# words of a sentence, never of a card's name as players type one ("This is the scenario: He", "Gerrard Capashen is
# causing the", "planeswalker (it doesn't matter which …"); a size or a bracket in a name
_SENTENCE_WORDS = re.compile(
    r"(?<![\w'])(?:is|are|was|were|am|been|being|it|he|she|they|we|you|i|that|which|who|doesn't|don't|isn't|"
    r"didn't|can't|won't|has|have|had|does|did|goes|went|causing|this|these|there|but|because|when|if)(?![\w'])"
    r"|[0-9]+/[0-9]+|[():]"
    # a negated verb, capitalised too ("Doesn't trigger at all when …"): no card's name has one
    r"|(?i:(?<![\w'])(?:(?:does|do|did|is|are|was|were|has|have|should|would|could)n|ca[n']|won)['’]?t(?![\w']))"
)


def _sentence_words(span: str) -> bool:
    """Whether a span taken for a card's name reads as part of a sentence: a lower-case word of a sentence
    (capitalised, it may be a name's: "It That Betrays"), a size, a bracket or a colon, or more than 8 words."""
    return bool(_SENTENCE_WORDS.search(span)) or len(span.split()) > 8


def _unreadable(sentence: str, r: Reader) -> str:
    """Quote the sentence back with the forms its own words point at (a card named in it, a form's key word),
    or none: never a form unrelated to what was written."""
    quoted = sentence if len(sentence) <= 120 else sentence[:117] + "..."
    forms = _closest_forms(sentence, r)[:2]
    if not forms:
        return f'can\'t read "{quoted}" (see /help ruling for the forms I read)'
    shown = " or ".join(f'"{example}"' for example in forms)
    return f'can\'t read "{quoted}"; the closest form{"s are" if len(forms) > 1 else " is"} {shown} (see /help ruling)'


# words that never start a card name worth suggesting a form for (the language's own words)
_NOT_CARDS = (
    {w for key, _ in lx.FORMS for w in key.split()}
    | lx.YOU_WORDS
    | lx.OPPONENT_WORDS
    | lx.THEY_WORDS
    | lx.PRONOUNS
    | {"a", "an", "the", "and", "or", "with", "to", "at", "on", "in", "of", "my", "your", "is", "are", "has", "have"}
)


def _card_in(words: list[str], r: Reader) -> list[tuple[Any, int, int]]:
    """Cards named exactly in the words (a last word's plural or verb "s" off: "Shocks"), as (card, start, length),
    longest first at each place."""
    found = []
    normed, starts = [normalise_name(w) for w in words], {}  # (for name_reach: once per word, and what it learns)
    i = 0
    while i < len(words):
        for n in range(r.index.name_reach(words, i, min(len(words), i + 5), normed, starts) - i, 0, -1):
            span = " ".join(words[i : i + n])
            if n == 1 and (span.lower() in _NOT_CARDS or len(span) < 3):
                continue
            card = None
            for candidate in dict.fromkeys((span, _without_ending(span), span.removesuffix("s"))):
                if not r.index.is_name_key(normalise_name(candidate[:MAX_QUERY])):
                    continue  # (named finds nothing: cheaper to tell first)
                match = r.index.named(candidate, r.game)
                plain = n == 1 and candidate.islower() and (candidate in lx.PLAIN_VERBS or match.how == "face")
                if match.card is not None and match.how in _EXACT and not plain:  # "fight": not Prepare // Fight
                    card = match.card
                    break
            if card is not None:
                found.append((card, i, n))
                i += n - 1
                break
        i += 1
    return found


def _without_ending(span: str) -> str:
    """The span without a last "'s", "es" or "s" (one of them)."""
    return span[:-2] if span.endswith(("'s", "es")) else span.removesuffix("s")


def _card_form(card: Any) -> list[str]:
    """The forms a card named in a sentence points at: cast an instant or sorcery; a permanent on the board,
    or activated."""
    if any(SPELL_TYPES & set(f.types) for f in card.faces):
        name = next(f.name for f in card.faces if SPELL_TYPES & set(f.types)) if len(card.faces) > 1 else card.name
        return [f"<player> casts {name} targeting <target>"]
    out = [f"<player> controls {card.name}"]
    if any(a.kind == "activated" for a in card.abilities):
        out.append(f"<player> activates {card.name} targeting <target>")
    return out


_FORM_KEYS = [key for key, _ in lx.FORMS]


def _closest_forms(sentence: str, r: Reader) -> list[str]:
    words = re.findall(r"[A-Za-z0-9][A-Za-z0-9'/+\-]*", sentence)
    out: list[str] = []
    cards = _card_in(words, r)
    taken = {j for _, i, n in cards for j in range(i, i + n)}
    for card, _, _ in cards:
        out += [f for f in _card_form(card) if f not in out]
    for j, word in enumerate(words):  # a form's key word, or a slip of one ("cats" for "casts")
        if j in taken or len(word) < 3:
            continue
        # the first of the closest (as max over FORMS), in one call
        closest = process.extractOne(word.lower(), _FORM_KEYS, scorer=fuzz.ratio, processor=None, score_cutoff=80)
        if closest is not None and lx.FORMS[closest[2]][1] not in out:
            out.append(lx.FORMS[closest[2]][1])
    return out


def _does(actor: str, verb: str) -> str:
    """ "You cast", "Opponent casts"."""
    return f"{actor} {lx.verb(actor, verb)}"


_LIFE_NUM = r"(-?[0-9]+|[a-z]+)"  # a life total may be below 0 ("Opponent is at -2 life": CR 119.4, 104.3b)
_LIFE_AT_RE = re.compile(
    rf"^(.+?)\s+(?:is|are|am)\s+(?:at|on)\s+{_LIFE_NUM}(?:\s+(life|poison(?:\s+counters?)?))?$", re.I
)
# "I have 3 life left": the total now (after what was told before it: commands/reader/retold.life_after asks)
_LIFE_HAS_RE = re.compile(rf"^(.+?)\s+(?:has|have)\s+{_NUM}\s+(life|poison(?:\s+counters?)?)(?:\s+left)?$", re.I)
_LIFE_IS_RE = re.compile(  # "my life is at 2", "opponent's life total is 4"
    rf"^(.+?)\s+(life|poison)(?:\s+total)?\s+(?:is|was|=)\s+(?:now\s+)?(?:at\s+|on\s+)?{_LIFE_NUM}(?:\s+life)?$", re.I
)


def _whose(r: Reader, word: str) -> str | None:
    """The player a possessive names: "my" -> You, "opponent's" -> Opponent, "Alice's" -> Alice."""
    low = word.strip().lower()
    plain = {"my": "i", "your": "you", "their": "they", "his": "they", "her": "they"}.get(low)
    if plain is None and re.search(r"'s?$", low):
        plain = re.sub(r"'s?$", "", low)
    return r.player_word(plain) if plain else None


# "opp is on negative life", "I'm below zero": a life total below 0 said without its number
_LIFE_BELOW_RE = re.compile(
    r"^(.+?)\s+(?:is|are|am)\s+(?:at|on|in)\s+(?:negative(?:\s+life)?|the\s+negatives?|negative\s+life\s+total)$|"
    r"^(.+?)\s+(?:is|are|am)\s+(?:below|under|less\s+than)\s+(?:zero|0)(?:\s+life)?$",
    re.I,
)
_TOTAL = rf"{_LIFE_NUM}\s+(?:life|poison(?:\s+counters?)?)"
_LIFE_AND_POISON_RE = re.compile(
    rf"^(?P<who>.+?)\s+(?:is|are|am)\s+(?:at|on)\s+(?P<a>{_TOTAL})\s+(?:and|with)\s+(?P<b>{_TOTAL})$", re.I
)


def form_life(r: Reader, s: str) -> bool:
    """ "I'm at 5 life", "I'm on 2", "opp is at 4", "my life is at 2", "my life total is 2", "I have 3 poison"."""
    if both := _LIFE_AND_POISON_RE.match(s):  # "I'm at 1 life with 9 poison counters": each total said
        return all(form_life(r, f"{both['who']} is at {both[k]}") for k in ("a", "b"))
    if m := _LIFE_IS_RE.match(s):
        player, number, kind = _whose(r, m.group(1)), m.group(3), m.group(2)
    elif (m := _LIFE_BELOW_RE.match(s)) and (player := r.player_word(m.group(1) or m.group(2))) is not None:
        raise SituationError(  # "opp is on negative life": how far below may decide the answer
            f'"{s}": say the life total as a number ("{r.display(player)} is at -2 life")'
        )
    elif m := _LIFE_AT_RE.match(s) or _LIFE_HAS_RE.match(s):
        # "Alice is at 5 life" introduces Alice; "Alice is at 5" alone doesn't (it could be anything)
        number, kind = m.group(2), m.group(3) or "life"
        if m.group(3) is None and not (lx.is_digits(number.removeprefix("-")) or number.lower() in lx.NUMBER_WORDS):
            return False  # "I am on fire": not a life total
        player = r.player_word(m.group(1), introduce=m.group(3) is not None)
    else:
        return False
    if player is None:
        return False
    below = number.startswith("-")
    n = -r.number(number[1:]) if below else r.number(number)
    if below and kind.lower().startswith("poison"):
        raise SituationError(f'"{s}": a player can\'t have fewer than 0 poison counters')
    no_life_total(r, s, kind.lower().startswith("poison"))
    totals = r.poison if kind.lower().startswith("poison") else r.life
    if totals.get(player, n) != n:  # "I'm at 3 life … What if I was at 4?": two situations, never one picked
        what = "poison counters" if totals is r.poison else "life"
        raise SituationError(
            f"{r.display(player)} is said to be at {totals[player]} {what} and at {n}: describe one situation at a time"
        )
    totals[player] = n
    return True


def form_player_keywords(r: Reader, s: str) -> bool:
    """ "I have protection from red", "Opponent has hexproof", "I have protection from everything": a player's
    keyword abilities (CR 702.16, 702.11c, 702.18a); the engine says which it models."""
    m = re.match(r"^(.+?)\s+(?:has|have|gains?|gained|got)\s+(.+)$", s, re.I)
    if not m:
        return False
    words = _player_keywords(m.group(2))
    if words is None or m.group(1).strip().lower() in lx.THEY_WORDS | lx.PLURAL_PRONOUNS:
        return False  # "They have hexproof" after a board sentence: the creatures, not a player
    player = r.player_word(m.group(1))
    if player is None:
        return False
    have = r.player_keywords.setdefault(player, [])
    have += [w for w in words if w not in have]
    return True


def _player_keywords(text: str) -> list[str] | None:
    """ "protection from red and from blue and hexproof" -> the keywords; None unless every part is one."""
    out: list[str] = []
    for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", text.strip()):
        word = " ".join(part.lower().split())
        word = re.sub(r"^protection from the colou?r ", "protection from ", word)
        more = re.fullmatch(r"(?:from\s+)?(?:the\s+colou?r\s+)?(white|blue|black|red|green)", word)
        if more and out and out[-1].startswith("protection from "):
            word = f"protection from {more.group(1)}"  # "protection from red and blue"
        if not lx.PLAYER_KEYWORD_RE.match(word):
            return None
        out.append(word)
    return out or None


def form_turn(r: Reader, s: str) -> bool:
    m = re.match(r"^it(?:'s| is)\s+(.+?)(?:'s)?\s+turn$", s, re.I) or re.match(  # "My turn.", "Opp's turn."
        r"^(?:on\s+|during\s+)?(my|your|their|his|her|opp|opponent|my\s+opponent|the\s+opponent)(?:'s)?\s+turn$",
        s,
        re.I,
    )
    if not m:
        return False
    who = {"my": "i", "your": "you", "their": "they", "his": "he", "her": "she", "the opponent": "opponent"}.get(
        " ".join(m.group(1).lower().split()), m.group(1)
    )  # "it's his turn": the opponent's, not a player called His
    player = r.player_word(who, introduce=True)
    if player is None:
        return False
    r.active = player
    r.turn_told = True
    return True


# "3 life", "2 poison counters" in a list of what a player has: a total (CR 119.1, 122.1f), never copies of a card
# named Life (Life // Death) or Poison
_TOTAL_ITEM = re.compile(rf"^{_NUM}\s+(?:life|poison(?:\s+counters?)?)(?:\s+left)?$", re.I)


def form_control(r: Reader, s: str) -> bool:
    """ "I control two Grizzly Bears", "Opponent has a Serra Angel"; "I have 3 life and two Grizzly Bears": the
    life total said in the list is the player's (form_life), the rest is what they control."""
    m = re.match(r"^(.+?)\s+(?:controls?|has|have)\s+(.+)$", s, re.I)
    if not m:
        return False
    verb_is_control = re.search(r"\scontrols?\s", s, re.I) is not None
    player = r.player_word(m.group(1), introduce=verb_is_control)
    if player is None:
        return False
    items = [] if verb_is_control else r.split_list(m.group(2))
    totals = [item for item in items if _TOTAL_ITEM.match(item.strip())]
    if totals:
        for item in totals:
            if not form_life(r, f"{m.group(1)} has {item.strip()}"):
                return False
        rest = [item for item in items if item not in totals]
        if rest:
            r.board_items(", ".join(rest), player)
        return True
    r.board_items(m.group(2), player)
    return True


def form_marked(r: Reader, s: str) -> bool:
    m = re.match(rf"^(.+?)\s+(?:has|had)\s+{_NUM}\s+damage(?:\s+marked)?(?:\s+on\s+it)?$", s, re.I)
    if m:
        obj = r.obj(r.ref(m.group(1), "target"))
        obj.damage = r.number(m.group(2))
        return True
    m = re.match(rf"^there\s+(?:is|are)\s+({_NUM}\s+[\w/+\-]+?\s+counters?)\s+on\s+(.+)$", s, re.I)
    if not m or r.player_word(m.group(3)) is not None:
        return False
    part = r.with_part(m.group(1))
    if part is None:
        return False
    r.apply(r.obj(r.ref(m.group(3), "target")), [part])
    return True


# "tapped Grizzly Bears", "Grizzly Bears (tapped)", "a 2/2 untapped": the word first, in brackets or last
_TAPPED_PARTS = (
    re.compile(r"^(un)?tapped\s+(?=\S)", re.I),
    re.compile(r"\s*\((un)?tapped\)$", re.I),
    re.compile(r"\s+(un)?tapped$", re.I),
)


# "nothing", "nothing with flying or reach", "nothing untapped": no permanent of that kind
_NOTHING = re.compile(r"nothing(?:\s+(?:with|that\s+has|that\s+can|untapped|to\s+block)\b.*)?", re.I)
# lands said without their names ("two untapped lands", "4 lands untapped"): mana to pay with
_MANA_OPEN = re.compile(
    r"(?:(?:[0-9]+|one|two|three|four|five|six|seven|x)\s+|(?:enough|some|the)\s+)?(?:(?:un)?tapped\s+)?"
    r"(?:mana|lands?)(?:\s+(?:open|up|untapped|available|to\s+spare|left))+",
    re.I,
)
_LANDS_UNNAMED = re.compile(r"(?:(?:un)?tapped\s+)?lands?(?:\s+(?:un)?tapped|\s+open|\s+up)?", re.I)


def _tapped_part(text: str) -> tuple[str, bool]:
    """The rest of a board item, and whether it is said tapped (CR 110.5: untapped unless said)."""
    for rx in _TAPPED_PARTS:
        m = rx.search(text.strip())
        if m:
            rest = text.strip()
            return (rest[: m.start()] + rest[m.end() :]).strip(), not m.group(1)
    return text, False


def form_tapped(r: Reader, s: str) -> bool:
    """ "Grizzly Bears is tapped", "my bear was already tapped", "the giant is untapped": a permanent's state as the
    situation starts (CR 110.5). A tapped creature can't attack or block (508.1a, 509.1a) nor pay {T} (107.5).
    ("They are tapped" is a player's word first, so it isn't read here.)"""
    m = re.match(r"^(.+?)\s+(?:is|are|was|were)\s+(?:already\s+|still\s+)?(un)?tapped$", s, re.I)
    if not m or r.player_word(m.group(1)) is not None:
        return False
    group = m.group(1).strip().lower() in lx.PLURAL_PRONOUNS and bool(r.previous_group)
    for obj in list(r.previous_group) if group else [r.obj(r.ref(m.group(1), "target"))]:
        if not obj.permanent:
            raise SituationError(f"\"{s}\": {obj.name} isn't a permanent, so it can't be tapped")
        obj.tapped = not m.group(2)
    return True


def form_has(r: Reader, s: str) -> bool:
    """ "It has deathtouch and trample", "Grizzly Bears has 2 +1/+1 counters on it", "Gideon Jura has 2 loyalty"."""
    m = re.match(r"^(.+?)\s+(?:has|have|gains?|gained)\s+(.+)$", s, re.I)
    if not m:
        return False
    # "They have hexproof" after a board sentence: the objects it named; "he"/"she" is the opponent, never a group
    group = m.group(1).strip().lower() in lx.PLURAL_PRONOUNS | {"themselves"} and bool(r.previous_group)
    if not group and r.player_word(m.group(1)) is not None:
        return False
    parts = [r.with_part(w) for w in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m.group(2))]
    if not all(p is not None for p in parts):
        return False
    # "They have hexproof" right after a board sentence: each object it named
    for obj in list(r.previous_group) if group else [r.obj(r.ref(m.group(1), "target"))]:
        r.apply(obj, [p for p in parts if p is not None])
    return True


_CLAUSE_RE = re.compile(
    rf"^(targeting|on|at|{_TO_TARGET}|choosing|{SHARE_KEYWORDS})\s+"
    r"(.+?)(?=\s*,?\s+(?:targeting|choosing|dividing|dealing|splitting|with\s+x|for\s+x|for\s+[0-9]+(?:\s+damage)?(?:$|\s*,|\s+(?:targeting|on|at|to)\s)|x\s*=|with(?:out)?\s+(?:kicker|hellbent|threshold|spell|raid|metalcraft|ferocious|main))\b|$)",
    re.I,
)
# "with kicker", "with hellbent", "without threshold": whether the spell is kicked (CR 702.33d) or a condition its
# text asks about that the situation can't show (an ability word's condition, docs/scenario.md "conditions")
_CONDITION_RE = re.compile(
    r"^with(out)?\s+(kicker|hellbent|threshold|spell\s+mastery|raid|metalcraft|ferocious|main\s+phase)\b", re.I
)
_X_RE = re.compile(r"^(?:(?:with|for|and)\s+)?x\s*(?:=|is|equal\s+to|of)\s*(\w+)", re.I)
# "he fireballs me for 5": the amount of a spell that deals X damage, said last
_FOR_N_RE = re.compile(r"^for\s+([0-9]+)(?:\s+damage)?(?=$|\s*,|\s+(?:targeting|on|at|to)\s)", re.I)


def _clauses(r: Reader, rest: str, entry: dict[str, Any], card: Any, face: int) -> list[str]:
    """Read "targeting …", "choosing …", "with X = N" after a card; returns words for the line."""
    words: list[str] = []
    rest = rest.strip(" ,")
    while rest:
        if c := _CONDITION_RE.match(rest):
            word = "_".join(c.group(2).lower().split())
            if word == "kicker":
                entry["kicked"] = not c.group(1)
            else:
                entry.setdefault("conditions", {})[word] = not c.group(1)
            words.append(c.group(0).lower())
            rest = rest[c.end() :].strip(" ,")
            continue
        x = _X_RE.match(rest) or _FOR_N_RE.match(rest)
        if x and x.re is _FOR_N_RE and not _uses_x(card, face):  # "he shocks me for 2": the damage is printed
            raise SituationError(f'"{x.group(0)}": {card.name} has no X (its damage is in its text): leave it out')
        if x:
            entry["x"] = r.number(x.group(1))
            words.append(f"with X = {entry['x']}")
            rest = rest[x.end() :].strip(" ,")
            continue
        m = _CLAUSE_RE.match(rest)
        if not m:
            raise SituationError(
                f'can\'t read "{rest}" after {card.name} (try "targeting <target>", "choosing <mode>", "with X = 3")'
            )
        kw, val = m.group(1).lower(), m.group(2).strip()
        rest = rest[m.end() :].strip(" ,")
        if kw in ("targeting", "on", "at", "to"):
            targets = r.refs(val, "target") if not _targets_a_spell(card, face) else [_target_spell(r, val, card)]
            entry.setdefault("targets", []).extend(targets)
            words.append("targeting " + " and ".join(r.display(t) for t in targets))
        elif kw == "choosing":
            src = re.match(r"^(.+?)\s+as\s+the\s+(?:chosen\s+)?source$", val, re.I)
            if src is None and _chooses_only_a_source(card, face):  # "I activate CoP: Red choosing Hill Giant"
                src = re.match(r"^(.+)$", val)
            if src:
                entry["source"] = r.chosen_source(src.group(1))
                words.append(f"choosing {r.display(entry['source'])} as the source")
            elif _says_its_prevention(val, card, face, entry):  # "I tap Samite Healer to prevent 1 damage to X"
                pass
            else:
                entry["mode"] = _mode(r, val, card, face, entry)
                words.append(f"choosing mode {entry['mode']}")
        elif (told := read_shares(r, val, entry, card, face)) is not None:  # "dividing 2 to A and 1 to B"
            words += told
        elif kw.startswith("dividing"):
            entry["divide"] = [r.number(n) for n in re.split(r"\s*(?:,|and|/)\s*", val) if n]
            words.append("dividing the damage " + "/".join(map(str, entry["divide"])))
        else:
            raise SituationError(f'can\'t read "{m.group(0)}" after {card.name} (try "dividing 2 to <target> and 1 …")')
    return words


def _uses_x(card: Any, face: int) -> bool:
    """Whether a spell's modelled text uses X ("Fireball deals X damage …")."""
    return any(a.modelled and "$x" in placeholders(a.steps) for a in spell_abilities(CardUse(card, face, "", "")))


def _chooses_only_a_source(card: Any, face: int) -> bool:
    """A card with no modes whose text chooses a source (Circle of Protection: Red: "a red source of your choice",
    CR 615.9): "choosing Hill Giant" is that choice."""
    if len(spell_abilities(CardUse(card, face, "", ""))) > 1:
        return False
    return "source of your choice" in (card.faces[face].oracle_text or "").lower()


def _targets_a_spell(card: Any, face: int) -> bool:
    """Whether the card's spell or ability targets a spell ("target spell": Hallow) — read as a spell cast
    earlier and still on the stack, as a chosen source is (combat-target family)."""
    return any(targets_spell(a) for a in card.abilities if a.face == face and a.kind in ("spell", "activated"))


def _target_spell(r: Reader, text: str, card: Any) -> str:
    """The id of the spell "targeting <spell>" names: one cast earlier and still on the stack (CR 115.1)."""
    spell = r.cast_spell(text)
    if spell is None:
        raise SituationError(
            f'{card.name} targets a spell: "{text}" must be a spell cast before it, still on the stack'
        )
    if not any(e.action is spell.action for e in r.stack):
        raise SituationError(
            f"{r.display_spell(spell)} has already resolved, so {card.name} can't target it: a spell is a target "
            f"while it is on the stack (cast {card.name} in response to it)"
        )
    spell.action.setdefault("id", r.new_id(spell.name))
    return str(spell.action["id"])


def _says_its_prevention(text: str, card: Any, face: int, entry: dict[str, Any]) -> bool:
    """ "choosing prevent the next 1 damage" (the reader's words for "… to prevent 1 damage to X") where what is used
    has no modes and prevents damage: a restatement of what it does, not a choice. An amount it doesn't prevent is
    asked back ("prevent 2" with Samite Healer, which prevents 1)."""
    m = re.match(r"^prevent(?:\s+the\s+next\s+([0-9]+)\s+damage)?$", text.strip(), re.I)
    if m is None:
        return False
    if "activate" in entry:
        abilities = activated_abilities(card, face)
        n = entry.get("ability", 1)
        if not 1 <= n <= len(abilities) or len(ability_modes(card, face, abilities[n - 1])) > 1:
            return False
        said = abilities[n - 1].text
    else:
        modes = spell_abilities(CardUse(card, face, "", ""))
        if len(modes) > 1:
            return False
        said = " ".join(a.text for a in modes)
    if not re.search(r"\bprevent\b", said, re.I):
        return False
    if m.group(1) and not re.search(rf"\bprevent\s+the\s+next\s+{m.group(1)}\b", said, re.I):
        raise SituationError(f'"prevent {m.group(1)}": {card.name} says "{" ".join(said.split())}"')
    return True


def _mode(r: Reader, text: str, card: Any, face: int, entry: dict[str, Any]) -> int:
    """The mode "choosing <text>" names: of the spell cast, or of the modal activated ability used (CR 700.2)."""
    modes = spell_abilities(CardUse(card, face, "", ""))
    if "activate" in entry:  # Atalya, Samite Master's "{X}, {T}: Choose one — …": that ability's modes
        abilities = activated_abilities(card, face)
        n = entry.get("ability", 1)
        modes = ability_modes(card, face, abilities[n - 1]) if 1 <= n <= len(abilities) else []
    several_modes(text, card, face)  # "choosing both modes" (CR 700.2d)
    t = text.lower().strip()
    m = re.match(r"^(?:the\s+)?(?:mode\s+([0-9]+)|(first|second|third|fourth|1st|2nd|3rd)(?:\s+mode)?)$", t)
    if m:
        n = int(m.group(1)) if m.group(1) else lx.ORDINALS[m.group(2)]
        if not 1 <= n <= len(modes):
            raise SituationError(f"{card.name} has {len(modes)} mode(s)")
        return n
    if len(modes) < 2:
        unread = [a for a in card.abilities if a.face == face and a.relevant and not a.modelled]
        if unread:  # "Mother of Runes … choosing red": the choice its unmodelled line makes, not a mode
            line, why = " ".join(unread[0].text.split()), unread[0].reason
            raise Unmodelled(f'{card.name}: "{line}" isn\'t modelled ({why}); "choosing {text}" is that line\'s choice')
        raise SituationError(f"{card.name} has no modes to choose")
    scores = [fuzz.partial_ratio(t, a.text.lower()) for a in modes]
    best = max(scores)
    if best < 70 or scores.count(best) > 1:
        options = "; ".join(f"{i}: {a.text.lstrip('• ')}" for i, a in enumerate(modes, 1))
        raise SituationError(f'which mode of {card.name} is "{text}"? say "mode N" ({options})')
    chosen = modes[scores.index(best)].text
    for n in re.findall(r"\b[0-9]+\b", t):  # "preventing 5 damage" where the mode prevents 3: not that mode
        if not re.search(rf"\b{n}\b", chosen):
            raise SituationError(f'"{text}": {card.name}\'s mode says "{chosen.lstrip("• ")}", not {n}')
    return scores.index(best) + 1


def _not_self_by_pronoun(actor: str | None, rest: str, entry: dict[str, Any]) -> None:
    """ "My opponent casts Lightning Bolt targeting them": "them" is read as the opponent, who is the caster; a
    player aiming a spell at themselves is said by name ("Opponent casts … targeting Opponent"), never guessed from
    a pronoun."""
    said = re.search(r"\btargeting\s+(\w+)\b", rest, re.I)
    if (
        said
        and said.group(1).lower() in lx.THEY_WORDS
        and actor is not None
        and entry.get("targets", [None])[0] == actor
    ):
        raise SituationError(
            f'"targeting {said.group(1)}" would be {actor}, who casts it: name the target (see /help ruling)'
        )


def _pronoun_across_players(
    r: Reader, actor: str | None, rest: str, entry: dict[str, Any], name: str, harmful: bool = False, source: str = ""
) -> None:
    """ "I attack with Grizzly Bears, he blocks with Hill Giant and I Giant Grew it": "it" is the creature named
    last (the other player's), but the caster's own creature was named just before it, and a player may mean
    either. Asked back rather than guessed: named by the caster's own creature's name, or the other's. So is a
    spell that deals damage (`harmful`) whose "it" is the caster's own creature named last, just after the other
    player's ("Opponent attacks with Hill Giant. I block with Grizzly Bears. I Shock it"). `source`: the permanent
    whose ability it is, named in the same sentence (not what "it" could mean)."""
    said = re.match(r"^\s*(?:targeting|on|at)\s+(it|that creature|that one)\s*$", rest, re.I)
    targets = entry.get("targets") or []
    if said is None or actor is None or len(targets) != 1 or targets[0] in r.players:
        return
    meant = r.obj(targets[0])
    if meant.controller is None:
        return
    before = next((o for o in reversed(r.mentions) if o.id not in (meant.id, source)), None)
    if before is None or not before.permanent:
        return
    own = meant.controller == actor
    if (not own and before.controller == actor) or (harmful and own and before.controller not in (None, actor)):
        whose = {o.id: "your " if o.controller == "You" else f"{o.controller}'s " for o in (meant, before)}
        raise SituationError(
            f'"{said.group(1)}" after {name} could be {whose[meant.id] if own else ""}{r.display(meant.id)} '
            f"(named last) or {whose[before.id]}{r.display(before.id)}: name the target (see /help ruling)"
        )


MAX_CASTS = 5  # "opp casts 3 Shocks at me": at most this many copies cast in one phrase


_TIMES = re.compile(r"\s+(?:twice|(\w+)\s+times)\s*$", re.I)


def _cast_copies(r: Reader, actor: str | None, rest: str, n: int, single: str, assumed: bool) -> None:
    """ "Opponent casts 3 Shocks targeting me": that many casts of the card, one after another (each resolves
    before the next is cast, CR 608.2); said in the reading. With something already on the stack, whether they
    respond to it or to each other isn't a guess: asked back."""
    said = rest.strip()
    if n > MAX_CASTS:
        raise SituationError(f'"{said}": at most {MAX_CASTS} copies of a spell in one phrase; describe the casts')
    if r.stack or r.expecting is not None:
        raise SituationError(
            f'"{said}": say how the {n} spells were cast: one after another ("… casts <card> … Then … casts <card> …")'
            " or each in response to the one before"
        )
    for i in range(n):
        if i:
            r.resolve_stack()
        _cast(r, actor, single, assumed)
    note = f'"{said}" is read as {n} casts, one after another: each resolves before the next is cast.'
    r.note(note)
    r.counted = (r.stack[-1], said, n) if r.stack else None


def _cast(r: Reader, actor: str | None, rest: str, assumed: bool = False, offer: Offer | None = None) -> None:
    """ "<player> casts <card> …"; with `offer`, a card its player may cast or not (docs/scenario.md "optional")."""
    rest = re.sub(r"^another\s+", "", rest.strip(), flags=re.I)  # "opponent casts another Shock": a new one
    held = set(offered(r, actor, casts=True)) if actor and offer is None else set()
    pronoun = re.match(r"^(?:it|that(?:\s+one)?)(?=\s|$)", rest, re.I)
    if pronoun and len(held) == 1:  # "I have Giant Growth in hand. I cast it on my bear": the card in hand
        rest = f"{next(iter(held))}{rest[pronoun.end() :]}"
    copies = lx.COUNT_RE.match(rest)
    if copies and offer is None and not r._is_card(rest) and r.number(copies.group(1)) >= 2:
        _cast_copies(r, actor, rest, r.number(copies.group(1)), rest[copies.end() :], assumed)
        return
    times = _TIMES.search(rest)  # "Opponent casts Shock targeting me twice", "… three times"
    if times and times.group(1) and not (lx.is_digits(times.group(1)) or times.group(1).lower() in lx.NUMBER_WORDS):
        times = None
    if times and offer is None and (n := 2 if times.group(1) is None else r.number(times.group(1))) >= 2:
        _cast_copies(r, actor, rest, n, rest[: times.start()], assumed)
        return
    kicked = re.match(r"^(un)?kicked\s+", rest, re.I)  # "I cast kicked Burst Lightning" (CR 702.33d)
    rest = rest[kicked.end() :] if kicked else rest
    card, face, rest = r.card_span(rest, _CAST_STOPS, want="spell")
    f = card.faces[face]
    name = _card_name(card, face)
    if not SPELL_TYPES & set(f.types):
        if offer is not None:
            raise SituationError(
                f"{name} is a {f.type_line or 'permanent'}: casting it from a hand isn't modelled (only instants and "
                f'sorceries); if it is on the battlefield, say "I control {name}" (and "I could activate {name}")'
            )
        if (entering := on_entering(f.oracle_text)) is not None:  # Animate Dead: what casting it is for
            said = entering if len(entering) <= 90 else entering[:89].rstrip() + "…"
            raise Unmodelled(f'{name}: "{said}" isn\'t modelled (it would happen as the cast {name} enters)')
        raise SituationError(
            f"{name} is a {f.type_line or 'permanent'}: casting it isn't modelled; "
            f'say "<player> controls {name}" to put it on the battlefield'
        )
    if card.name in r.chosen_early:
        raise SituationError(
            f"{name} is chosen as a source before it is cast: a spell can be chosen only while "
            f"it is on the stack, so describe {name} first and the choice after it"
        )
    entry: dict[str, Any] = {"cast": name}
    if kicked:
        entry["kicked"] = not kicked.group(1)
    words = _clauses(r, rest, entry, card, face)
    _not_self_by_pronoun(actor, rest, entry)
    _pronoun_across_players(r, actor, rest, entry, name, any(_harms(a.steps) for a in card.abilities))
    if kicked:
        words.insert(0, "(kicked)" if entry["kicked"] else "(not kicked)")
    modes = spell_abilities(CardUse(card, face, "", ""))
    chosen = [modes[entry["mode"] - 1]] if "mode" in entry else modes
    if offer is None and not entry.get("targets") and (saved := _pump_in_response(r, actor, name, chosen)):
        entry["targets"] = [saved]  # "Opp bolts my 3/3. I respond with Giant Growth": on the creature it aims at
        words.append(f"targeting {r.display(saved)}")
    if not unread_line(card, face):  # what it targets, and whether it has X, aren't known: the engine refuses it
        _check_use(name, chosen, entry, offer)
    spell = Spell(card, name, actor or _assumed_caster(r, card, entry), entry, assumed=actor is None)
    entry = spell.action = {"cast": name, "by": spell.caster, **{k: v for k, v in entry.items() if k != "cast"}}
    if offer is None and actor is not None and r.active is None and "sorcery" in {t.lower() for t in f.types}:
        r.active = actor  # a sorcery is cast in its caster's own turn (CR 307.1): whose turn it is, not assumed
    tail = (" " + " ".join(words) if words else "") + (
        f' (caster assumed: say "I cast {name}" or "opponent casts {name}")' if assumed else ""
    )
    if offer is not None:
        _refuse_in_combat(name, chosen)
        r.spells.append(spell)
        entry["optional"] = True
        hand = "your hand" if spell.caster == lx.YOU else "their hand"
        how = _how(chosen, entry, "mode" not in entry and len(modes) > 1)
        said = f"{spell.caster} may cast {name} from {hand}{' ' + ' '.join(words) if words else ''}"
        offer.put(r, Entry(entry, lambda: f"{said}{offer.where(r)} ({how})", name, optional=True))
        return
    hand = "your hand" if spell.caster == lx.YOU else f"{spell.caster}'s hand"
    _used_offer(r, spell.caster, name, f"The {name} {spell.caster} casts is the one said to be in {hand}, not another.")
    if r.combat is not None and "sorcery" in {t.lower() for t in f.types}:  # CR 307.1: main phase, stack empty
        raise SituationError(
            f"{name} is a sorcery: it is cast only in a main phase with the stack empty (CR 307.1), not after "
            "attackers are declared; if it was cast before the attack, describe it first"
        )
    r.spells.append(spell)
    if any(needs_combat(a) for a in chosen):
        r.needs_combat.add(id(entry))
    r.push(Entry(entry, lambda: f"{_does(spell.caster, 'cast')} {name}{tail}", name))


def _pump_in_response(r: Reader, actor: str | None, name: str, abilities: list[Any]) -> str | None:
    """A pump spell (one target creature, +N/+M with N, M >= 0, nothing else) cast with no target said, in response
    to what aims at exactly one creature of the caster's: that creature (said) — "Opp casts Lightning Bolt on my
    3/3. I respond with Giant Growth". None otherwise (then its target is asked), and when something else on the
    stack aims at another creature of theirs ("opp bolts my 3/3 and shocks my 2/2": which one is pumped?)."""
    if actor is None or not r.stack or len(abilities) != 1:
        return None
    steps = abilities[0].steps
    pump = (
        abilities[0].target_kind == "creature"
        and len(steps) == 1
        and steps[0].get("do") == "modify"
        and steps[0].get("target") == "$target"
        and all(isinstance(steps[0].get(k), int) and steps[0][k] >= 0 for k in ("power", "toughness"))
        and set(steps[0]) <= {"do", "target", "power", "toughness"}
    )
    if not pump:
        return None
    aimed = [t for t in r.stack[-1].action.get("targets", []) if t not in r.players]
    if len(aimed) != 1:
        return None
    obj = r.obj(aimed[0])
    if obj.controller != actor or not _is_creature(obj):
        return None
    below = {t for e in r.stack[:-1] for t in e.action.get("targets", [])} - {obj.id}
    if any(o.id in below and o.controller == actor and _is_creature(o) for o in r.objects):
        return None  # "opp bolts my 3/3 and shocks my 2/2. I respond with Giant Growth": on which? asked
    r.note(f"{name} is read as targeting {r.display(obj.id)}, the creature {r.stack[-1].name} aims at")
    return obj.id


def _check_use(name: str, abilities: list[Any], entry: dict[str, Any], offer: Offer | None = None) -> None:
    """Refuse a number of targets no ability (or chosen mode) takes, and an X the card has no use for or needs.
    An ability the engine doesn't model says nothing of either: the engine refuses it, naming its clause. A card
    offered without targets (`offer`) is used with each legal choice of them."""
    abilities = [a for a in abilities if a.modelled]
    count = len(entry.get("targets", []))
    ranges = sorted({needed_targets(a) for a in abilities})
    every = offer is not None and count == 0
    if ranges and not every and not any(low <= count <= high for low, high in ranges):
        want = " or ".join(str(low) if low == high else f"{low} to {high}" for low, high in ranges)
        plural = "" if ranges == [(1, 1)] else "s"
        hint = ' (say "targeting …")' if count == 0 else ""
        if count > ranges[-1][1]:  # "Opp shocks both": one spell can't; two casts are two sentences
            hint = "; if it was cast more than once, say each cast in a sentence of its own"
        raise SituationError(f"{name} needs {want} target{plural}, got {count}{hint}")
    counted = [a for a in abilities if any(st.get("do") == "count_x" for st in a.steps)]  # "where X is …"
    if counted and "x" in entry:  # CR 107.3c: its text defines X, counted as it resolves
        raise SituationError(f'{name}\'s X is counted by its text as it resolves: leave out "with X = {entry["x"]}"')
    uses_x = any("$x" in placeholders(a.steps) for a in abilities if a not in counted)
    if "x" in entry and not uses_x and not counted:
        raise SituationError(f'{name} has no X: leave out "with X = {entry["x"]}"')
    if uses_x and "x" not in entry:
        if offer is not None:
            verb = "activate" if "activate" in entry else "cast"
            raise SituationError(f'{name} needs a value for X: say "I could {verb} {name} with X = 3"')
        raise SituationError(f'{name} needs a value for X: say "{name} with X = 3"')


def _harms(steps: list[dict[str, Any]]) -> bool:
    """Whether the steps harm what they aim at: damage, destruction, or less toughness (Disfigure's -2/-2), in either
    branch of a condition (audit 29: "… blocks with Grizzly Bears. Opponent casts Disfigure on it" was read as his
    own Bears, unasked, as Shock's "it" is asked)."""
    return any(
        s.get("do") in ("damage", "destroy")
        or (s.get("do") == "modify" and (s.get("toughness") or 0) < 0)
        or (s.get("do") == "if" and _harms(s["then"] + s.get("else", [])))
        for s in steps
    )


def _assumed_caster(r: Reader, card: Any, entry: dict[str, Any]) -> str:
    """For "<card> targets X": damage comes from X's opponent, anything else from X's controller."""
    targets = entry.get("targets", [])
    owner = targets[0] if targets and targets[0] in r.players else (r.obj(targets[0]).controller if targets else None)
    owner = owner or lx.YOU
    harmful = any(_harms(a.steps) for a in card.abilities)
    if not harmful:
        return owner
    other = r.the_other(owner)
    if other is None:
        raise SituationError(f'who casts {card.name}? say "I cast {card.name}" or "<player> casts {card.name}"')
    return other


_WHICH = r"(first|second|third|fourth|1st|2nd|3rd|4th|[+\-−]?[0-9]+|[+\-−]x|\[[+\-−]?[0-9x]+\]|\{[^}]*\}(?::)?)"
# "the first ability of Chandra", "the +1 of Chandra", "ability 2 of Maze of Ith": which ability, then the card
_ABILITY_OF_RE = re.compile(
    rf"^(?:the\s+)?{_WHICH}(?:\s+(?:loyalty\s+)?abilit(?:y|ies))?\s+of\s+(.+)$|^(?:the\s+)?(?:loyalty\s+)?"
    r"ability\s+([0-9]+)\s+of\s+(.+)$",
    re.I,
)
# after the card: "'s first ability", "'s 0 ability", "ability 2", or a loyalty cost alone ("Chandra's +1")
_ABILITY_RE = re.compile(rf"^(?:'s?)?\s*(?:{_WHICH}\s+)?(?:loyalty\s+)?(?:ability|abilities)(?:\s+([0-9]+))?", re.I)
_LOYALTY_AFTER = r"\s+(?:[+\-−][0-9x]+|\[[+\-−]?[0-9x]+\])(?=[\s,]|$)"  # "Chandra, Torch of Defiance -3"
_LOYALTY_AFTER_RE = re.compile(_LOYALTY_AFTER + "$", re.I)
_LOYALTY_ALONE_RE = re.compile(r"^(?:'s?)?\s+([+\-−][0-9]+|[+\-−]x|0|\[[+\-−]?[0-9x]+\])(?=[\s,]|$)", re.I)


def _cost_word(text: str) -> str:
    """ "[+1]", "−3:", "+1" -> "+1", "-3": a cost as a player writes it, to compare."""
    return text.strip().lower().replace("−", "-").rstrip(":").strip().strip("[]")


def _which_ability(name: str, abilities: list[Any], which: str) -> int:
    """The number of the ability "first", "2nd", "+1", "0", "{T}" names (1-based)."""
    word = _cost_word(which)
    if word in lx.ORDINALS:
        return lx.ORDINALS[word]
    costs = [_cost_word(a.cost or a.text.split(":", 1)[0]) for a in abilities]  # a loyalty ability's: "+1"
    found = [i for i, c in enumerate(costs, 1) if c == word]
    if not found:
        raise SituationError(f"{name} has no ability with cost {which}")
    if len(found) > 1:
        listed = "; ".join(f"ability {i}: {abilities[i - 1].text}" for i in found)
        raise SituationError(f'{name} has {len(found)} abilities with cost {which}: say "{name} ability N" ({listed})')
    return found[0]


_OWNED_ABILITY_WORD_RE = re.compile(
    r"^(?P<owner>(?:the\s+|my\s+|his\s+|her\s+|their\s+|Opponent's\s+)?[\w ,-]+?)['’]s?\s+"
    r"(?P<word>regenerat\w*|regen|prevent\w*|prevention|pump|ping|damage)\s+abilit(?:y|ies)\b(?P<tail>.*)$",
    re.I,
)
_ABILITY_WORD_RE = re.compile(r"^(?:the|its|that|this|my|his|her|their)\s+([a-z][\w-]*)\s+abilit(?:y|ies)\b(.*)$", re.I)


def _ability_by_word(r: Reader, actor: str | None, rest: str) -> str:
    """ "the regenerate ability" (Blight Mamba's), "its prevention ability": the one permanent on the battlefield
    (the actor's) with an activated ability saying that word, as "<card> ability N"; none or several: asked.
    "the Boa's regenerate ability": that permanent's."""
    if owned := _OWNED_ABILITY_WORD_RE.match(rest.strip()):
        obj = r.obj(r.ref(owned["owner"], "activated"))
        word = owned["word"].lower().rstrip("s")[:6]
        abilities = activated_abilities(obj.card, obj.face) if obj.card is not None else []
        found = [n for n, a in enumerate(abilities, 1) if word in a.text.lower()]
        if len(found) != 1:
            said = owned["word"]
            raise SituationError(f'"{rest.strip()}": {r.display(obj.id)} has no one ability with "{said}" in it')
        r.notes.append(f'"{owned.group(0).strip()}" is read as {r.display(obj.id)}\'s ability {found[0]}.')
        return f"{r.display(obj.id)} ability {found[0]}{owned['tail']}"
    m = _ABILITY_WORD_RE.match(rest.strip())
    if not m or (r._is_card(m.group(1)) and m.group(1)[:1].isupper()):
        return rest
    word = m.group(1).lower().rstrip("s")[:6]  # "regenerate" ~ "Regenerate this creature", "prevention" ~ "Prevent"
    found = []
    for o in r.objects:
        if not o.permanent or o.card is None or (actor is not None and o.controller not in (actor, None)):
            continue
        for n, ability in enumerate(activated_abilities(o.card, o.face), 1):
            if word in ability.text.lower():
                found.append((o, n))
    if len(found) != 1:
        which = "no permanent on the battlefield has" if not found else "more than one permanent has"
        raise SituationError(
            f'"{rest.strip()}": {which} an activated ability with "{m.group(1)}" in it — name the card '
            '("I activate Blight Mamba")'
        )
    o, n = found[0]
    r.notes.append(f'"{m.group(0).strip()}" is read as {r.display(o.id)}\'s ability {n}.')
    return f"{r.display(o.id)} ability {n}{m.group(2)}"


def _activate(r: Reader, actor: str | None, rest: str, offer: Offer | None = None) -> None:
    """ "<player> activates <permanent> …"; with `offer`, an ability its player may activate or not."""
    # a loyalty cost right after the name ("Chandra, Torch of Defiance -3 targeting …") ends it too
    stops = (*_CAST_STOPS, r"'s?\s", r"\s+ability\b", r"\s+abilities\b", _LOYALTY_AFTER)
    which: str | None = None
    if of := _ABILITY_OF_RE.match(rest.strip()):  # "the first ability of Chandra": the card comes after
        which, rest = (of.group(1), of.group(2)) if of.group(1) else (f"#{of.group(3)}", of.group(4))
    rest = _ability_by_word(r, actor, rest)
    pronoun = re.match(r"^(it|that\s+one|that\s+creature)(?:'s|s)?(?=\s|$)", rest.strip(), re.I)
    if pronoun and r.mentions:  # "I activate it targeting itself": the permanent named last, by its name
        obj = r.obj(r.ref(pronoun.group(1), "activated"))
        if sum(o.name == obj.name for o in r.objects) > 1:
            raise SituationError(f'"{pronoun.group(0)}": say which {obj.name} ("the first {obj.name}")')
        rest = obj.name + rest.strip()[pronoun.end() :]
    owner, rest_wo = r.possessive(rest)
    nth, rest_wo = split_ordinal(_strip_article(rest_wo))
    card, face, tail = r.card_span(rest_wo, stops, want="permanent", board=True)
    name = _card_name(card, face)
    number = None
    abilities = activated_abilities(card, face)
    m = _ABILITY_RE.match(tail) or _LOYALTY_ALONE_RE.match(tail)
    if m and which is None:
        tail = tail[m.end() :]
        if m.re is _ABILITY_RE and m.group(2):
            number = int(m.group(2))
        elif m.group(1):
            which = m.group(1)
    if which is not None and which.startswith("#"):
        number = int(which[1:])
    elif which is not None:
        number = _which_ability(name, abilities, which)
    if not abilities:
        raise SituationError(f"{name} has no activated ability")
    if number is None:
        if len(abilities) > 1:
            listed = "; ".join(f"ability {i}: {a.text}" for i, a in enumerate(abilities, 1))
            raise SituationError(f'which ability of {name}? say "{name} ability N" ({listed})')
        number = 1
    if not 1 <= number <= len(abilities):
        raise SituationError(f"{name} has {len(abilities)} activated abilit{'y' if len(abilities) == 1 else 'ies'}")
    before = r.last
    pid = r.ref(f"{lx.ORDINAL_WORDS[nth]} {name}" if nth else name, "activated", actor, owner)
    r.last = before or r.last  # "I activate Samite Healer targeting it": "it" is what came before
    obj = r.obj(pid)
    if actor is None:
        actor = obj.controller or lx.YOU
    entry: dict[str, Any] = {"activate": pid}
    if obj.controller != actor:
        if obj.assumed:
            obj.controller, obj.assumed = actor, False
        elif may_activate(abilities[number - 1], actor, obj.controller or ""):  # "any player may activate" (602.2)
            entry["by"] = actor
        else:
            raise SituationError(f"{r.display(pid)} is controlled by {obj.controller}, so {actor} can't activate it")
    if number != 1:
        entry["ability"] = number
    words = _clauses(r, tail, entry, card, face)
    modes = ability_modes(card, face, abilities[number - 1])  # a modal ability: the mode chosen, or each (CR 700.2)
    used = [modes[entry["mode"] - 1]] if "mode" in entry else modes
    harmful = any(_harms(a.steps) for a in used)
    _pronoun_across_players(r, actor, tail, entry, r.display(pid), harmful, pid)
    _check_use(name, used, entry, offer)
    shown = f"{r.display(pid)} ({used[0].text if len(used) == 1 else abilities[number - 1].text})" + (
        " " + " ".join(words) if words else ""
    )
    ability = abilities[number - 1]
    printed = card.faces[face].loyalty
    if obj.loyalty is None and printed is not None and any("loyalty" in st for st in ability.steps):
        r.note(f"{r.display(pid)}'s loyalty wasn't said: read as {printed}, the loyalty it enters with (CR 306.5b)")
    # {T} alone is paid as it resolves with the same result (resolver/play.py `_pay`): not a cost to refuse for
    paid = ability.cost if any(st.get("do") == "pay" and set(st) != {"do", "tap_self"} for st in ability.steps) else ""
    if offer is not None:
        _refuse_in_combat(f"{name}'s ability", [ability])
        entry["optional"] = True
        modes = ability_modes(card, face, ability)
        how = _how(modes if "mode" not in entry else [modes[entry["mode"] - 1]], entry, len(modes) > 1)
        who = entry.get("by") or obj.controller or lx.YOU
        line = f"{who} may activate {r.display(pid)} ({ability.text}){' ' + ' '.join(words) if words else ''}"
        offer.put(r, Entry(entry, lambda: f"{line}{offer.where(r)} ({how})", f"{name}'s ability", paid, optional=True))
        return
    if r.combat is not None and is_loyalty_ability(card, face, ability):  # CR 606.3: main phase, stack empty
        raise SituationError(
            f"{name}'s loyalty abilities are activated only in a main phase with the stack empty (CR 606.3), not "
            "after attackers are declared; if it was activated before the attack, describe it first"
        )
    if needs_combat(ability):
        r.needs_combat.add(id(entry))
    who = entry.get("by") or obj.controller or lx.YOU
    if r.active is None and is_loyalty_ability(card, face, ability):  # its controller's own turn (CR 606.3): whose
        r.active = who  # turn it is, not assumed (audit 28: "opp activates chandra nalaar's +1" on "your" turn)
    _used_offer(r, who, obj.name, f"{r.display(pid)} is activated: that is the use said to be possible, not another.")
    r.push(
        Entry(
            entry,
            lambda: f"{_does(entry.get('by') or obj.controller or lx.YOU, 'activate')} {shown}",
            f"{name}'s ability",
            paid,
        )
    )


def _player_form(verbs: str, run: Callable[[Reader, str | None, str], None]) -> Callable[[Reader, str], bool]:
    """ "<player> <verb> <rest>": the sentence form for casting and activating."""
    pattern = re.compile(rf"^(.+?)\s+(?:{verbs})\s+(.+)$", re.I)

    def form(r: Reader, s: str) -> bool:
        m = pattern.match(s)
        actor = r.player_word(m.group(1), introduce=True) if m else None
        if m is None or actor is None:
            return False
        run(r, actor, m.group(2))
        return True

    return form


form_cast = _player_form("casts?", _cast)
form_activate = _player_form(  # "I use Prodigal Sorcerer to ping his goblin": its target (commands/sacrifice.py)
    "activates?|uses?|taps?", lambda r, actor, rest: _activate(r, actor, aimed(rest))
)
form_sacrifice = _player_form(SACRIFICE_VERBS, sacrifice_ability)  # its own sacrifice ability (commands/sacrifice.py)


def form_resolves(r: Reader, s: str) -> bool:
    m = re.match(r"^(?:let\s+)?(.+?)\s+(?:resolves?|resolved)(?:\s+first)?$", s, re.I)
    if not m:
        return False
    what = _strip_article(m.group(1)).lower()
    r.resolved_said = True
    if what in ("everything", "all", "all of it", "the stack", "both", "all of them", "they", "both spells"):
        r.resolve_stack()
        return True
    if not r.stack:
        cast = [s.name.lower() for s in r.spells]
        if what not in lx.LAST_SPELL and what not in lx.PRONOUNS and not any(n in what or what in n for n in cast):
            raise SituationError(  # "Opponent's Lightning Bolt targeting me resolved": never cast here
                f'"{s}": {m.group(1)} wasn\'t cast here: say who casts it and at what, e.g. "Opponent casts '
                'Lightning Bolt targeting me" (see /help ruling)'
            )
        r.notes.append(f'"{m.group(1)} resolves": nothing was waiting on the stack.')
        return True
    if what in lx.LAST_SPELL:
        r.resolve_stack(len(r.stack) - 1)
        return True
    i = r.stack_position(what)
    if i is not None:
        if i < len(r.stack) - 1:
            above = ", ".join(e.name for e in r.stack[i + 1 :])
            r.notes.append(f"{above} resolve(s) before {r.stack[i].name}: they were put on the stack after it.")
        r.resolve_stack(i)
        return True
    raise SituationError(f'"{m.group(1)}" is not on the stack (waiting: {", ".join(e.name for e in r.stack)})')


def form_deals(r: Reader, s: str) -> bool:
    m = re.match(
        rf"^(.+?)\s+deals?\s+{_NUM}\s+((?:[\w\-]+\s+)*?)damage"
        r"(\s+that\s+can(?:'t|not|\s+not)\s+be\s+prevented)?\s+to\s+(.+?)"
        r"(\s+that\s+can(?:'t|not|\s+not)\s+be\s+prevented)?$",
        s,
        re.I,
    )
    if not m:
        return False
    flags: dict[str, bool] = {"combat": False, "unpreventable": bool(m.group(4) or m.group(6))}
    for word in m.group(3).split():
        if word.lower() not in lx.MODIFIERS:
            raise SituationError(f'"{word} damage": say combat, noncombat or unpreventable damage')
        key, value = lx.MODIFIERS[word.lower()]
        flags[key] = value
    r.resolve_stack()
    amount = r.number(m.group(2))
    to_text = m.group(5)
    early = m.group(1).strip().lower() in lx.PRONOUNS or r.player_word(m.group(1)) is not None
    source = r.ref(m.group(1), "source") if early else None
    if re.fullmatch(r"each creature|all creatures", to_text, re.I):
        recipients = [o.id for o in r.objects if o.permanent and _is_creature(o)]
    elif re.fullmatch(r"each player", to_text, re.I):
        recipients = list(r.players or [lx.YOU, lx.OPPONENT])
    else:
        recipients = r.refs(to_text, "recipient")
    first = recipients[0] if recipients else None
    hurt = first if first in r.players else (r.obj(first).controller if first else None)
    others = [p for p in (r.players or [lx.YOU, lx.OPPONENT]) if p != hurt]
    if source is None:
        source = r.ref(m.group(1), "source", others[0] if hurt and len(others) == 1 else None)
    if r.combat is not None and source in {*r.combat["attackers"], *r.combat["blockers"]}:
        # "Hill Giant attacks me. I block with Grizzly Bears. Grizzly Bears deals 2 damage to Hill Giant": the
        # combat damage told, which the answer deals itself (both ways, at once: CR 510.1, 510.2); read as a
        # separate effect before it, it was dealt twice, or by a blocked attacker to the player
        raise SituationError(
            f'"{s}": {r.display(source)} is in combat, and the answer deals the combat damage itself (CR 510.1, '
            '510.2): leave it out, or say what is done after it ("After combat damage, …"); damage from an ability '
            'is said as its activation ("I activate …")'
        )
    pieces = [
        {"source": source, "to": t, "amount": amount, **{k: v for k, v in flags.items() if v}} for t in recipients
    ]
    if not pieces:
        raise SituationError(f'"{to_text}": there is nothing to deal damage to')
    kind = ("combat " if flags["combat"] else "") + ("unpreventable " if flags["unpreventable"] else "")
    line = f"{r.display(source)} deals {amount} {kind}damage to " + " and ".join(r.display(t) for t in recipients)
    r.add_action({"damage": pieces}, line)
    return True


_WANT = {"attacker": "creature", "blocker": "creature", "target": "permanent", "recipient": "permanent"}
_WANT["activated"] = "permanent"
_ON_BOARD = frozenset({"target", "recipient", "activated"})  # roles a permanent already on the battlefield fills


def _describes(desc: Generic, o: Obj) -> bool:
    """Whether a creature on the battlefield is one "a 3/3 red flier" describes: its power and toughness now (its
    card's or given, with counters and changes this turn) or without its counters, and at least the colours,
    types and keywords said."""
    face = o.card.faces[o.face] if o.card is not None else None
    stats = []
    for key in ("power", "toughness"):
        value = o.explicit.get(key, getattr(face, key, None) if face is not None else None)
        try:
            stats.append(int(value) + o.this_turn.get(key, 0))
        except (TypeError, ValueError):
            return False
    counters = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
    # its size now, or as it was described before its counters ("a 4/1 … It has a +1/+1 counter. My 4/1 …")
    if (desc.power, desc.toughness) not in {(stats[0] + counters, stats[1] + counters), (stats[0], stats[1])}:
        return False
    colors = set(o.explicit.get("colors", face.colors if face is not None else []))
    subtypes = {t.lower() for t in o.explicit.get("subtypes", face.subtypes if face is not None else [])}
    keywords = {k.lower() for k in [*(face.keywords if face is not None else []), *o.keywords]}
    keywords |= {k.lower() for k in o.this_turn.get("keywords", [])}
    if desc.vanilla and keywords:
        return False
    return (
        {lx.COLORS[c] for c in desc.colors} <= colors
        and {t.lower() for t in desc.subtypes} <= subtypes
        and set(desc.keywords) <= keywords
        and (not desc.token or bool(o.explicit.get("token")))
    )


def _types(o: Obj) -> list[str]:
    return o.card.faces[o.face].types if o.card is not None else o.explicit.get("types", [])


def _is_creature(o: Obj) -> bool:
    return not CREATURE_LIKE.isdisjoint(_types(o))


def form_attack(r: Reader, s: str) -> bool:
    m = re.match(r"^(.+?)\s+attacks?\s+with\s+(.+)$", s, re.I)
    if m and r.player_word(m.group(1)) is not None:
        who = r.player_word(m.group(1))
        for a in r.refs(m.group(2), "attacker", who):
            r.attack(a, None)
        return True
    m = re.match(r"^(.+?)\s+(?:attacks?|is\s+attacking|are\s+attacking)(?:\s+(.+))?$", s, re.I)
    if not m:
        return False
    r.defending = r.player_word(m.group(2)) if m.group(2) else None
    who = r.player_word(m.group(1)) if not _is_pronoun(m.group(1)) else None
    if who is not None and (m.group(2) is None or r.defending is not None):  # "I attack": with what, unsaid
        r.defending = None
        sole = _sole_creature(r, who, s)
        r.attack(sole.id, r.defending if m.group(2) is None else r.player_word(m.group(2)))
        return True
    try:
        attackers = _subjects(r, m.group(1), "attacker")  # before the object: "It attacks Gideon Jura"
    finally:
        r.defending = None
    defender = r.ref(m.group(2), "target", besides=attackers) if m.group(2) else None
    if defender in r.players and any(r.obj(a).controller == defender and not r.obj(a).assumed for a in attackers):
        own = f"{defender} can't be attacked by their own creatures"
        raise SituationError(f'"{m.group(1)}": {own}; {_hint(r, "attacker")}')
    for a in attackers:
        r.attack(a, defender)
    return True


_OWNER_WORD = re.compile(r"^(?P<o>my|his|her|their|Opponent's|opp's|your)\s+(?=\S)", re.I)


def _owner_shared(items: list[str], r: Reader) -> list[str]:
    """ "targeting Opponent's Goblin Piker, Centaur Courser and Rumbling Baloth": the first item's owner is the list's,
    for each later item that says none, is no player, pronoun or count ("… and me", "… and it", "… and two …"), and
    isn't on the battlefield already ("targeting my 2/2 and Hill Giant" with Opponent's Hill Giant there: that one)."""
    head = _OWNER_WORD.match(items[0].strip()) if len(items) > 1 else None
    if head is None:
        return items
    out = [items[0]]
    for item in items[1:]:
        bare = item.strip()
        low = bare.lower()
        if (
            _OWNER_WORD.match(bare)
            or r.player_word(bare) is not None
            or low in lx.PRONOUNS
            or low.split()[0] in ("a", "an", "the", "another", "both", "each", "all")
            or lx.COUNT_RE.match(bare)
            or any(o.permanent and o.name.lower() == low for o in r.objects)
        ):
            out.append(item)
        else:
            out.append(f"{head['o']} {bare}")
    return out


def _creatures_of(r: Reader, player: str, besides: Collection[str] = ()) -> list[Obj]:
    """The creatures on the battlefield `player` controls, other than `besides` (the attackers, for a block)."""
    return [o for o in r.objects if o.permanent and _is_creature(o) and o.controller == player and o.id not in besides]


def _sole_creature(r: Reader, player: str, said: str, role: str = "attacking", besides: Collection[str] = ()) -> Obj:
    """ "I attack", "he blocks" (with what, unsaid): the one creature the player controls (other than `besides`:
    the attackers, for a block); none or several: say which."""
    mine = _creatures_of(r, player, besides)
    if len(mine) != 1:
        example = mine[0].name if mine else "Hill Giant"
        could = " that could block" if role == "blocking" else ""
        raise SituationError(
            f'"{said}": {player} {lx.verb(player, "control")} {len(mine) or "no"} '
            f"creature{'' if len(mine) == 1 else 's'}{could}: name the "
            f'{role} creature ("{example} {"attacks" if role == "attacking" else "blocks <attacker>"}")'
        )
    verb = lx.verb(player, "control")
    r.notes.append(f'"{said}" is read as {r.display(mine[0].id)} {role}, the one creature {player} {verb}.')
    r.last = mine[0]
    return mine[0]


def _hint(r: Reader, role: str) -> str:
    example = next((o.name for o in r.previous_group if _is_creature(o)), "Hill Giant")
    if role == "attacker":
        return f'name the attacking creature ("{example} attacks me")'
    return f'name the blocking creature ("{example} blocks Hill Giant")'


def _subjects(r: Reader, text: str, role: str, default: str | None = None) -> list[str]:
    """The creatures the subject of an attack or block names; "they"/"it" mean what the sentence before named."""
    low = text.strip().lower()
    if low in lx.PRONOUNS and len(r.previous_group) > 1 and r.last in r.previous_group:
        raise SituationError(f'"{text}": it isn\'t clear which creatures {role[:-2]}; {_hint(r, role)}')
    found = r.refs(text, role, default)
    if any(a in r.players for a in found):
        raise SituationError(f'"{text}" is a player, not a creature: {_hint(r, role)}')
    return found


def _is_pronoun(text: str) -> bool:
    return text.strip().lower() in lx.PRONOUNS | lx.PLURAL_PRONOUNS


def form_block(r: Reader, s: str) -> bool:
    m = re.match(r"^(.+?)\s+(?:is|are|gets?|got)\s+blocked\s+by\s+(.+)$", s, re.I)
    if m:
        attacker = r.ref(m.group(1), "attacker")
        if attacker in r.players:  # "when you get blocked by more than one creature": a creature is blocked
            raise SituationError(f'"{m.group(1).strip()}" is a player, not a creature: {_hint(r, "attacker")}')
        for b in r.refs(m.group(2), "blocker", _defender_hint(r, attacker)):
            r.block(b, attacker)
        return True
    # "Opponent blocks with a 1/1 creature with lifelink": the attacker, when named, comes before the first "with"
    m = re.match(r"^(.+?)\s+blocks?\s+(?:(?!with\s)(.+?)\s+)?with\s+(.+)$", s, re.I)
    if m and r.player_word(m.group(1)) is not None:
        who = r.player_word(m.group(1))
        two = _TWO_BLOCKS.match(m.group(3)) if m.group(2) else None
        if two and _a_creature(r, two["d"]):  # "I block the first striker with a 2/2 and the deathtouch one with a
            verb = s[len(m.group(1)) :].split()[0]  # 4/4": two blocks, each read as its own
            form_block(r, f"{m.group(1)} {verb} {m.group(2)} with {two['b']}")
            form_block(r, f"{m.group(1)} {verb} {two['c']} with {two['d']}")
            return True
        if two and _an_attacker(r, two["c"]):  # "I block the 4/4 with a 2/2 and the 3/3 with first strike": the
            raise SituationError(  # attacking 3/3 blocked by something unnamed, or a 3/3 of mine blocking too?
                f'"{s}": is {two["c"]} blocked, or does it block too? say each block as "{m.group(1)} '
                f'{"block" if who == lx.YOU else "blocks"} <attacker> with <creature>" (see /help ruling)'
            )
        # "I block a 6/6 trample with …": a creature the block puts on the board attacks, so it is the other player's
        if m.group(2) and (alike := _one_of_alike(r, m.group(2))) is not None:  # "blocks one with …"
            attacker = alike
        else:
            attacker = r.ref(m.group(2), "attacker", r.the_other(who)) if m.group(2) else _sole_attacker(r, s, who)
        if _is_pronoun(m.group(3)) and m.group(3).strip().lower() not in lx.PLURAL_PRONOUNS:
            blockers = [r.ref(m.group(3), "blocker", who, besides=[attacker])]  # "with that creature": not the attacker
        elif (both := _both_of(r, who, m.group(3))) is not None:
            blockers = both
        else:
            blockers = r.refs(m.group(3), "blocker", who)
        for b in blockers:
            r.block(b, attacker)
        return True
    m = re.match(r"^(.+?)\s+blocks?(?:\s+(?:it|him|her|them|(?P<one>one(?:\s+of\s+them)?)))?$", s, re.I)
    if (
        m and m.group(1).strip().lower() not in lx.PLURAL_PRONOUNS and r.player_word(m.group(1)) is not None
    ):  # "he blocks": his one creature blocks the one attacker ("They block it": creatures, read below); "I block
        # one" of alike attackers: any one (said)
        alike = _one_of_alike(r, m["one"]) if m["one"] else None
        attacker = alike if alike is not None else _sole_attacker(r, s)
        attacking = set((r.combat or {}).get("attackers", {}))
        r.block(_sole_creature(r, r.player_word(m.group(1)), s, "blocking", attacking).id, attacker)
        return True
    m = re.match(r"^(\S+)\s+blocks?\s+(?!with\s)(.+)$", s, re.I)
    if m and (who := r.player_word(m.group(1))) is not None and not _is_pronoun(m.group(2)):
        # "I have a 1/1 with reach. I block the Angel": the player's one creature that could block blocks it
        attacker = r.ref(m.group(2), "attacker", r.the_other(who))
        attacking = set((r.combat or {}).get("attackers", {})) | {attacker}
        r.block(_sole_creature(r, who, s, "blocking", attacking).id, attacker)
        return True
    m = re.match(r"^((?:(?:my|his|her|their|Opponent's|the)\s+)?\S+(?:\s+\S+){0,4})\s+blocks?$", s, re.I)
    if m and r.player_word(m.group(1)) is None and not _is_pronoun(m.group(1)) and r.combat:
        # "My Hill Giant attacks and his Grizzly Bears blocks", "… Grizzly Bears blocks": it blocks the one attacker
        attacker = _sole_attacker(r, s)
        for b in r.refs(m.group(1), "blocker", _defender_hint(r, attacker)):
            r.block(b, attacker)
        return True
    m = re.match(r"^(.+?)\s+blocks?\s+(.+)$", s, re.I)
    if not m:
        return False
    if _is_pronoun(m.group(1)) or _is_pronoun(m.group(2)):  # the subject first: "It blocks Hill Giant"
        attackers = list((r.combat or {}).get("attackers", {}))
        hint = _defender_hint(r, attackers[0]) if len(attackers) == 1 else None
        blockers = _subjects(r, m.group(1), "blocker", hint)
        attacker = r.ref(m.group(2), "attacker", _other_side(r, blockers), besides=blockers)  # not itself
    elif (has_size(m.group(2)) and not has_size(m.group(1))) or re.match(r"^(?i:an?)\s+[A-Z]", m.group(2).strip()):
        # "Hill Giant blocks a 2/2", "My Cudgel Troll blocked a Sedge Scorpion": a new attacker, the other player's
        blockers = r.refs(m.group(1), "blocker")
        attacker = r.ref(m.group(2), "attacker", _other_side(r, blockers))
    else:
        attacker = r.ref(m.group(2), "attacker")
        blockers = r.refs(m.group(1), "blocker", _defender_hint(r, attacker))
    for b in blockers:
        r.block(b, attacker)
    return True


_ONE = re.compile(
    r"^(?:one|one of (?:them|those|the attackers|the attacking creatures|his|her|their|my)(?: \w+)?)$", re.I
)


def _one_of_alike(r: Reader, said: str) -> str | None:
    """ "Opponent blocks one with Hill Giant", two alike attackers attacking: the first of them, said in the reading
    (the same card or size, controller, counters and damage, attacking the same player or planeswalker, and nothing
    so far aimed at either: which one is blocked makes no difference). None when the phrase isn't "one (of them)"
    or fewer than two creatures attack; asked back when the attackers differ."""
    if not _ONE.match(said.strip()):
        return None
    attackers = (r.combat or {}).get("attackers", {})
    if len(attackers) < 2:
        return None
    if len(set(attackers.values())) != 1:  # attacking different players or planeswalkers
        _ask_which(r, said.strip(), list(attackers))
    _still_alike(r, said.strip(), list(attackers))
    r.alike.append((said.strip(), list(attackers)))
    first = r.obj(next(iter(attackers)))
    alike = f"the {len(attackers)} attackers are alike, so which one is blocked makes no difference"
    note = f'"{said.strip()}" is read as {r.display(first.id)}: {alike}.'
    r.note(note)
    return first.id


def _still_alike(r: Reader, said: str, attackers: list[str]) -> None:
    """Asks which attacker "one" blocks once the attackers differ: in size, counters, damage or what is attached,
    or one of them is named by an action (a spell or ability aimed at "the second Grizzly Bears", a block) — then
    which one is blocked can change the answer. Checked as "one" is read and again when the reading ends."""
    looks = {repr({k: v for k, v in r.obj(a).spec().items() if k != "id"}) for a in attackers}
    acted = repr(
        [
            {k: v for k, v in action.items() if k != "combat"}
            | {"combat": {k: v for k, v in action["combat"].items() if k not in ("attackers", "blockers")}}
            if "combat" in action
            else action
            for action, _ in r.actions
        ]
        + [e.action for e in r.stack]
        + list((r.combat or {}).get("blockers", {}).values())
    )
    attached = {o.attached_to for o in r.objects}
    named = [a for a in attackers if f"'{a}'" in acted or a in attached]
    if len(looks) != 1 or named:
        _ask_which(r, said, attackers)


def _ask_which(r: Reader, said: str, attackers: list[str]) -> None:
    which = " or ".join(r.display(a) for a in attackers)
    raise SituationError(f'"{said}": which attacker is blocked, {which}? name it (see /help ruling)')


def _both_of(r: Reader, player: str, said: str) -> list[str] | None:
    """ "I block with both": the two creatures the player controls that aren't attacking, when there are exactly
    two (said in the reading); None otherwise, or when the sentence before named a group of the player's creatures
    ("I control two Grizzly Bears. I block Hill Giant with both": read as that group)."""
    if said.strip().lower() not in ("both", "both of them", "them both"):
        return None
    if r.previous_group and all(_is_creature(o) and o.controller == player for o in r.previous_group):
        return None
    attacking = set((r.combat or {}).get("attackers", {}))
    mine = _creatures_of(r, player, attacking)
    if len(mine) != 2:
        return None
    verb = lx.verb(player, "control")
    both = f"{r.display(mine[0].id)} and {r.display(mine[1].id)}"
    note = f'"{said.strip()}" is read as {both}, the two creatures {player} {verb}.'
    r.note(note)
    r.last = mine[-1]
    return [o.id for o in mine]


_TWO_BLOCKS = re.compile(
    r"^(?P<b>.+?)\s+and\s+(?:then\s+)?(?P<c>(?:the|his|her|their|Opponent's)\s+.+?)\s+with\s+(?P<d>.+)$", re.I
)


def _an_attacker(r: Reader, text: str) -> bool:
    """ "the 3/3", "his Hill Giant": words that name a creature attacking now (by its size or its card's name)."""
    rest = re.sub(r"^(?:the|his|her|their|Opponent's)\s+", "", text.strip(), flags=re.I)
    desc = parse_generic(rest) if has_size(rest) else None
    attackers = [r.obj(a) for a in (r.combat or {}).get("attackers", {})]
    return any(_describes(desc, o) if desc is not None else o.name.lower() == rest.lower() for o in attackers)


def _a_creature(r: Reader, text: str) -> bool:
    """ "a 4/4", "my Grizzly Bears", "two 2/2s": words that name a creature (not "deathtouch", "first strike")."""
    t = text.strip()
    rest = re.sub(r"^(?:an?|my|the|two|three|[0-9]+)\s+", "", t, flags=re.I)
    return rest != t and (has_size(t) or r._is_card(rest))


def _other_side(r: Reader, blockers: list[str]) -> str | None:
    """The player other than the blockers' controller (a creature they block attacks for the other: CR 509.1a)."""
    owners = {r.obj(b).controller for b in blockers if b not in r.players}
    return r.the_other(owners.pop()) if len(owners) == 1 and None not in owners else None


def _sole_attacker(r: Reader, s: str, blocking: str | None = None) -> str:
    """The one creature attacking (for "I block with Grizzly Bears"); several or none: say which. With no attack
    said, the `blocking` player's block needs an attacker (CR 509.1a): the other player's one creature, when they
    have exactly one (said: "opponent has a 4/4 with first strike, I block with two 2/2s")."""
    attackers = list((r.combat or {}).get("attackers", {}))
    if not attackers and blocking is not None and not r.actions and not r.stack:
        theirs = _creatures_of(r, r.the_other(blocking))
        if len(theirs) == 1:
            r.inferred[theirs[0].id] = s
            r.note(
                f'"{s}" is read as {r.display(theirs[0].id)} attacking: a block needs an attacker, and it is the one '
                f"creature {r.the_other(blocking)} {lx.verb(r.the_other(blocking), 'control')}"
            )
            return theirs[0].id
    if len(attackers) != 1:
        raise SituationError(
            f'"{s}": which attacker is blocked? name it ("Grizzly Bears blocks Hill Giant", '
            '"I block Hill Giant with Grizzly Bears")'
        )
    return attackers[0]


def _defender_hint(r: Reader, attacker: str) -> str | None:
    combat = r.combat or {}
    defender = combat.get("attackers", {}).get(attacker)
    if defender in r.players:
        return defender
    obj = r.obj(attacker)
    others = [p for p in (r.players or [lx.YOU, lx.OPPONENT]) if p != obj.controller]
    return others[0] if len(others) == 1 else None


def form_shorthand(r: Reader, s: str) -> bool:
    """ "Lightning Bolt targets Grizzly Bears", "Healing Salve on me", "Samite Healer on Grizzly Bears"."""
    m = re.match(r"^(.+?)\s+(targets?|on|at)\s+(.+)$", s, re.I)
    if not m:
        return False
    head = _LOYALTY_AFTER_RE.sub("", m.group(1))  # "Chandra, Torch of Defiance -3 on …": the card, then its cost
    try:
        card, face = r.card(split_ordinal(_strip_article(head))[1])
    except SituationError:
        if r.player_word(m.group(1).split()[0]) is not None:
            return False
        raise
    f = card.faces[face]
    if SPELL_TYPES & set(f.types):
        _cast(r, None, f"{m.group(1)} targeting {m.group(3)}", assumed=True)
    else:
        _activate(r, None, f"{m.group(1)} targeting {m.group(3)}")
    return True


def form_combat_damage(r: Reader, s: str) -> bool:
    """ "Combat damage is dealt." / "After combat damage, …" / "Postcombat, …" closes the combat damage step."""
    m = re.match(
        r"^(?:(?:the\s+)?combat\s+damage\s+(?:is\s+dealt|happens|resolves)|after\s+combat(?:\s+damage)?|"
        r"post[\s-]?combat(?:\s+main(?:\s+phase)?)?)(?:[,\s]+(.*))?$",
        s,
        re.I,
    )
    later = _LATER_STEP.match(s) if not m else None
    if not m and not later:
        return False
    rest = (m or later).group(1)
    if later and r.combat is None:  # "In my second main phase, I cast …" with no combat: the order is as told
        if r.stack:
            raise SituationError(
                f'"{s}": {r.stack[-1].name} is still waiting on the stack; say whether it resolved first ("'
                f'{r.stack[-1].name} resolves") (see /help ruling)'
            )
        if rest:
            r.sentence(rest, False)
        return True
    if r.combat is None:
        raise SituationError(f'"{s}": no creature has attacked yet')
    r.end_combat()
    r.resolved_said = True  # what is told after the damage comes after it (asked back if it changes the board)
    r.resolved_last = True  # and "in response" after it answers nothing (combat damage doesn't use the stack)
    if rest:
        r.sentence(rest, False)
    return True


# a step or phase after combat ("In the end step, …", "In his second main phase, …", "At end of combat, …"): what
# it leads comes after combat damage (CR 500.1: combat, then the second main phase, then the ending phase)
_LATER_STEP = re.compile(
    r"^(?:(?:in|during|at)\s+)?(?:(?:the|my|his|her|their|opponent's|your)\s+)?(?:"
    r"(?:second|2nd|post[\s-]?combat)\s+main(?:\s+phase)?|main\s+phase\s+(?:2|two)|end(?:ing)?\s+(?:step|phase)|"
    r"end\s+of\s+(?:the\s+)?(?:combat|turn)(?:\s+step)?|eot)(?:[,\s]+(.*))?$",
    re.I,
)


def _how(abilities: list[Any], entry: dict[str, Any], modal: bool) -> str:
    """What the engine tries of an offered card: its targets as given, else each legal choice (and mode)."""
    if entry.get("targets"):
        return "or not at all"
    targeted = any(needed_targets(a)[1] > 0 for a in abilities if a.modelled)
    if modal and "mode" not in entry:
        return "each mode and legal target, or not at all" if targeted else "each mode, or not at all"
    return "each legal target, or not at all" if targeted else "or not at all"


def _refuse_in_combat(name: str, abilities: list[Any]) -> None:
    if any(needs_combat(a) for a in abilities):
        raise SituationError(
            f"{name} targets a creature in combat: a card or ability a player may use there isn't read; say "
            'whether it is used ("I cast … targeting …", "I activate … targeting …")'
        )


HANDLERS = (
    form_damage_on_stack,
    form_combat_damage,
    form_assign,
    form_life,
    form_turn,
    form_hand,
    form_marked,
    form_player_keywords,
    form_tapped,
    form_has,
    form_size_said,
    form_life_told,
    form_attached,
    form_enters,
    form_cast,
    form_sacrifice,
    form_regenerate_said,
    form_activate,
    form_deals,
    form_block,
    form_attack,
    form_resolves,
    form_control,
    form_shorthand,
)


def parse_situation(text: str, index: Any, ruleset: str = "mtg") -> Reading:
    """Read a situation into a scenario for `ruleset` (card names are looked up in that game)."""
    game = GAME_OF.get(ruleset, "mtg")
    return Reader(index, game, ruleset).read(text)
