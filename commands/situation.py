"""The situation parser: controlled English in, a scenario (the engine's contract) out.

Sentences are read one at a time against the forms in commands/lexicon.py. Card names are found in the
card index inside each slot of a form (the longest span that is exactly a card name first, then a typo
tolerant lookup); an ambiguous name stops the reading with "did you mean …?". Spells and abilities go on a
stack as they are cast, so a later one is a response and resolves first (CR 405.5) unless "then" or
"<card> resolves" says otherwise. Whatever can't be read stops everything, quoting the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process

from cardindex.models import normalise_name
from resolver.cards import CardUse, activated_abilities, enters_counters, spell_abilities
from resolver.errors import RulekeeperError
from resolver.ruleset import GAME_OF, RULESETS
from resolver.state import CREATURE_LIKE

from . import lexicon as lx


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
    assumed: bool = False  # controller not stated: assumed

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
            if self.keywords:
                base = list(self.card.faces[self.face].keywords) if self.card is not None else []
                out["keywords"] = [*base, *(k for k in self.keywords if k not in base)]
        return out


@dataclass
class Entry:
    """A spell or ability on the stack, with the line that describes it."""

    action: dict[str, Any]
    line: str
    name: str


@dataclass(eq=False)
class Spell:
    """A spell cast in the text: its action gets an `id` once something chooses it as a source."""

    card: Any  # cardindex Card
    name: str
    caster: str
    action: dict[str, Any]


@dataclass
class Reading:
    """The parsed situation: the scenario, and how it was read (one line per action, then notes)."""

    scenario: dict[str, Any]
    lines: list[str]
    notes: list[str]

    def interpretation(self) -> list[str]:
        return [*self.lines, *self.notes]


def split_sentences(text: str) -> list[tuple[str, bool]]:
    """Sentences (on `.`, `;`, `!`, `?`, new lines, and joined clauses), each with whether it was a question."""
    out: list[tuple[str, bool]] = []
    for m in re.finditer(r"[^.;!?\n]+[.;!?\n]*", text):
        chunk = m.group(0)
        question = "?" in chunk
        body = chunk.rstrip(".;!?\n").strip()
        if not body:
            continue
        parts = lx.CLAUSE_SPLIT_RE.split(body)
        out += [(p.strip(" ,"), question) for p in parts if p.strip(" ,")]
    return out


def _slug(name: str) -> str:
    return "-".join(normalise_name(name).split())[:40] or "object"


class Reader:
    """Reads a situation sentence by sentence into board, stack and actions."""

    def __init__(self, index: Any, game: str = "mtg", ruleset: str = "mtg") -> None:
        self.index = index
        self.game = game
        self.ruleset = ruleset
        self.players: list[str] = []
        self.life: dict[str, int] = {}
        self.poison: dict[str, int] = {}
        self.active: str | None = None
        self.objects: list[Obj] = []
        self.last: Obj | None = None
        self.group: list[Obj] = []  # the objects a board sentence put on the battlefield
        self.previous_group: list[Obj] = []  # … in the sentence just before this one: "they"
        self.spells: list[Spell] = []
        self.chosen_early: set[str] = set()  # spells chosen as a source before any of that name was cast
        self.last_player: str | None = None
        self.stack: list[Entry] = []
        self.actions: list[tuple[dict[str, Any], str]] = []
        self.notes: list[str] = []
        self.combat: dict[str, Any] | None = None

    # --- sentences --------------------------------------------------------------------------------------

    def read(self, text: str) -> Reading:
        if len(text) > lx.MAX_TEXT:
            raise SituationError(f"the situation is {len(text)} characters; the limit is {lx.MAX_TEXT}")
        text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
        text = lx.MISSPELLING_RE.sub(lambda m: lx.MISSPELLINGS[m.group(0).lower()], text)
        sentences = split_sentences(text)
        if not sentences:
            raise SituationError("the situation is empty: describe the board and what happens")
        for sentence, question in sentences:
            self.sentence(sentence, question)
        self.resolve_stack()
        self.end_combat()
        if not (self.objects or self.actions or self.life or self.poison or self.players):
            raise SituationError("the situation is empty: describe the board and what happens (questions are ignored)")
        return self.build()

    def sentence(self, raw: str, question: bool) -> None:
        s = " ".join(raw.split())
        if question or lx.QUESTION_RE.match(s):
            return  # "What happens?"
        then = False
        while True:
            m = lx.THEN_RE.match(s) or lx.FILLER_RE.match(s)
            if not m:
                break
            then = then or m.re is lx.THEN_RE
            s = s[m.end() :]
        s = lx.RESPONSE_END_RE.sub("", lx.RESPONSE_START_RE.sub("", s)).strip(" ,")
        if then:
            self.resolve_stack()
        if not s:
            return
        self.previous_group, self.group = self.group, []
        s = re.sub(r"\b(i|I)'m\b", "I am", s)
        for handler in HANDLERS:
            if handler(self, s):
                return
        raise SituationError(_unreadable(raw))

    # --- players ----------------------------------------------------------------------------------------

    def player_word(self, text: str, introduce: bool = False) -> str | None:
        """The player a word names ("I", "opponent", "Alice"), or None."""
        t = text.strip().lower()
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
        if introduce and re.fullmatch(r"[a-z][a-z\-]{1,19}", t) and not self._is_card(text):
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
        match = self.index.lookup(text, self.game)
        return match.card is not None and match.how in ("exact", "alias", "face")

    def card(self, text: str) -> tuple[Any, int]:
        """The card a span names (fuzzy); ambiguous or unknown names stop the reading."""
        span = text.strip(" ,'\"")
        match = self.index.lookup(span, self.game)
        if match.card is None:
            names = [n for n, _ in match.candidates]
            if match.ambiguous:
                raise SituationError(f'"{span}" is ambiguous: did you mean {_or(names)}?')
            hint = f" (did you mean {_or(names)}?)" if names else ""
            raise SituationError(f'no card named "{span}"{hint}')
        card = match.card
        wanted = normalise_name(span)
        face = next(
            (i for i, f in enumerate(card.faces) if len(card.faces) > 1 and normalise_name(f.name) == wanted), None
        )
        if face is None:
            face = next((a.face for a in card.abilities if a.kind == "spell"), 0) if len(card.faces) > 1 else 0
        return card, face

    def card_span(self, rest: str, stops: tuple[str, ...]) -> tuple[Any, int, str]:
        """The card at the start of `rest` (longest exact name first) and what follows it."""
        cuts = sorted({m.start() for stop in stops for m in re.finditer(stop, rest, re.I)} | {len(rest)})
        for cut in reversed(cuts):
            span = rest[:cut].strip(" ,")
            if span and self._is_card(_strip_article(span)):
                card, face = self.card(_strip_article(span))
                return card, face, rest[cut:]
        cut = cuts[0]
        card, face = self.card(_strip_article(rest[:cut]))
        return card, face, rest[cut:]

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
        made: list[Obj] = []
        for item in self.split_list(text):
            made += self.board_item(item, controller)
        self.group = made
        return made

    def split_list(self, text: str) -> list[str]:
        """Split on commas and "and", keeping card names that contain them ("Gisela, Blade of Goldnight")."""
        parts = [p for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", text.strip()) if p]
        seps = re.findall(r"\s*,\s*(?:and\s+)?|\s+and\s+", text.strip())
        out: list[str] = []
        i = 0
        while i < len(parts):
            best = i
            for j in range(min(len(parts), i + 4) - 1, i, -1):
                joined = parts[i] + "".join(seps[k] + parts[k + 1] for k in range(i, j))
                if self._is_card(_strip_counts(joined)):
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
            if not 1 <= count <= lx.MAX_COUNT:
                raise SituationError(f'"{item}": between 1 and {lx.MAX_COUNT} copies at a time')
        text = re.sub(r"^the\s+", "", text, flags=re.I)
        counters: dict[str, int] = {}
        keywords: list[str] = []
        while True:
            m = re.search(r"\s+with\s+(\S+)\s+([\w/+\-]+?)\s+counters?(?:\s+on\s+(?:it|them|each))?$", text, re.I)
            if m:
                counters[_counter_kind(m.group(2))] = self.number(m.group(1))
                text = text[: m.start()]
                continue
            m = re.search(r"\s+with\s+(.+)$", text, re.I)
            if m and all(lx.KEYWORD_RE.match(k) for k in re.split(r"\s*,\s*|\s+and\s+", m.group(1))):
                keywords += [k.lower() for k in re.split(r"\s*,\s*|\s+and\s+", m.group(1))]
                text = text[: m.start()]
                continue
            break
        made = []
        if not self.explicit_creature_text(text):
            card, face = self.card(text)
            if SPELL_TYPES & set(card.faces[face].types):
                raise SituationError(
                    f"{card.faces[face].name} is a {card.faces[face].type_line}: it can't be on the battlefield"
                )
        for _ in range(count):
            obj = self.explicit_creature(text, controller) or self.card_object(text, controller)
            for kind, n in counters.items():
                obj.counters[kind] = n
            obj.keywords += keywords
            made.append(obj)
        return made

    @staticmethod
    def explicit_creature_text(text: str) -> re.Match[str] | None:
        return re.match(r"^(\d{1,4})/(\d{1,4})\s+(.*?)\b(creature|creatures|token|tokens)(?:\s+tokens?)?$", text, re.I)

    def explicit_creature(self, text: str, controller: str | None) -> Obj | None:
        """ "3/3 red Cleric creature" -> an object without a card."""
        m = self.explicit_creature_text(text)
        if not m:
            return None
        colors, subtypes = [], []
        for word in m.group(3).split():
            if word.lower() in lx.COLORS:
                colors.append(lx.COLORS[word.lower()])
            elif word.lower() != "colorless":
                subtypes.append(word.capitalize())
        name = " ".join([f"{m.group(1)}/{m.group(2)}", *m.group(3).split(), "creature"])
        explicit = {
            "types": ["creature"],
            "subtypes": subtypes,
            "colors": colors,
            "power": int(m.group(1)),
            "toughness": int(m.group(2)),
        }
        return self.add_object(Obj("", name, controller, explicit=explicit))

    def card_object(self, text: str, controller: str | None, permanent: bool | None = None) -> Obj:
        card, face = self.card(text)
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

    def ref(self, text: str, role: str, default: str | None = None, owner: str | None = None) -> str:
        """A player or object id for a target, recipient, attacker …; new cards are put on the board."""
        phrase = text.strip(" ,")
        low = phrase.lower()
        if low in lx.PRONOUNS and self.last is not None:
            return self.last.id
        player = self.player_word(phrase)
        if player:
            return player
        obj = self.find_object(phrase, role, default, owner)
        self.last = obj
        return obj.id

    def find_object(self, phrase: str, role: str, default: str | None, owner: str | None = None) -> Obj:
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
        explicit = re.match(r"^\d{1,4}/\d{1,4}\s", rest)
        wanted = normalise_name(rest)
        # a source named before anyone was said to control it ("choosing Lightning Bolt as the source") is the
        # one a later "opponent's Lightning Bolt" means: it gets that controller
        pool = [
            o
            for o in self.objects
            if owner is None or o.controller == owner or (o.controller is None and not o.permanent)
        ]
        found = [o for o in pool if normalise_name(o.name) == wanted]
        if not found and not explicit:
            by_card = self._known_card(rest)
            if by_card is not None:
                found = [o for o in pool if o.card is not None and o.card.name == by_card.name]
            elif pool:
                names = {normalise_name(o.name): o for o in pool if o.card is None}
                hit = process.extractOne(wanted, list(names), scorer=fuzz.WRatio, score_cutoff=88)
                if hit:
                    found = [o for o in pool if normalise_name(o.name) == hit[0]]
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
            return found[0]
        controller = owner or default
        if explicit:
            obj = self.explicit_creature(rest, controller)
            if obj is None:
                raise SituationError(f'can\'t read "{phrase}" (try "a 3/3 red creature")')
            return obj
        obj = self.card_object(rest, controller, permanent=None)
        if role in ("target", "attacker", "blocker", "recipient", "activated") and not obj.permanent:
            raise SituationError(f"{obj.name} isn't a permanent, so it can't be {_ROLE_WORDS[role]}")
        if controller is None and obj.permanent:
            obj.controller, obj.assumed = lx.YOU, True
        return obj

    def _known_card(self, text: str) -> Any:
        """The card a phrase names, or None (then the phrase may name an object without a card)."""
        try:
            return self.card(text)[0]
        except SituationError:
            return None

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
            return None
        found = [s for s in self.spells if s.name == name and owner in (None, s.caster)]
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
        if w.isdigit():
            n = int(w)
            if n > lx.MAX_NUMBER:
                raise SituationError(f"{w} is too large (at most {lx.MAX_NUMBER})")
            return n
        if w in lx.NUMBER_WORDS:
            return lx.NUMBER_WORDS[w]
        raise SituationError(f'"{word}" is not a number')

    # --- the stack and actions -----------------------------------------------------------------------

    def push(self, entry: Entry) -> None:
        if self.combat is not None and not self.stack:
            self.notes.append(
                f"{entry.name} comes after attackers were declared, so it resolves before combat damage "
                '(CR 506.1, 510.1); write "after combat damage, …" if it came later.'
            )
        if self.stack:
            rule = _cite(self.ruleset, "stack_order")
            self.notes.append(
                f"{entry.name} was put on the stack while {self.stack[-1].name} was waiting to resolve, so it "
                f'resolves first ({rule}: last in, first out); write "then" or "<card> resolves" to order '
                "them otherwise."
            )
        self.stack.append(entry)

    def resolve_stack(self, down_to: int = 0) -> None:
        while len(self.stack) > down_to:
            entry = self.stack.pop()
            self.add_action(entry.action, entry.line)

    def add_action(self, action: dict[str, Any], line: str) -> None:
        if len(self.actions) >= lx.MAX_ACTIONS:
            raise SituationError(f"more than {lx.MAX_ACTIONS} actions: split the situation")
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
        obj = self.obj(attacker)
        if self.active is None and obj.controller:
            self.active = obj.controller  # only the active player attacks (CR 506.2)
        if defender is None:
            defender = self.default_defender(obj)
        combat["attackers"][attacker] = defender

    def default_defender(self, attacker: Obj) -> str:
        others = [p for p in (self.players or [lx.YOU, lx.OPPONENT]) if p != attacker.controller]
        if not others:
            others = [self._mention(lx.OPPONENT if attacker.controller == lx.YOU else lx.YOU)]
        if len(others) > 1:
            raise SituationError(f'{attacker.name} attacks whom? say "{attacker.name} attacks <player>"')
        return others[0]

    def block(self, blocker: str, attacker: str) -> None:
        combat = self.combat_action()
        if attacker not in combat["attackers"]:
            combat["attackers"][attacker] = self.default_defender(self.obj(attacker))
        b = self.obj(blocker)
        a = self.obj(attacker)
        if b.controller == a.controller and b.assumed:
            b.controller = combat["attackers"][attacker]
        combat["blockers"][blocker] = attacker

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
        scenario: dict[str, Any] = {"ruleset": self.ruleset, "players": []}
        for p in players:
            spec: dict[str, Any] = {"name": p}
            if p in self.life:
                spec["life"] = self.life[p]
            if p in self.poison:
                spec["poison"] = self.poison[p]
            scenario["players"].append(spec)
        if self.active:
            scenario["active_player"] = self.active
        scenario["battlefield"] = [o.spec() for o in self.objects if o.permanent]
        sources = [o.spec() for o in self.objects if not o.permanent]
        if sources:
            scenario["sources"] = sources
        actions = []
        lines = []
        for action, line in self.actions:
            if "combat" in action:
                if not action["combat"]["attackers"]:
                    continue
                line = self.combat_line(action["combat"])
            actions.append(action)
            lines.append(f"{len(actions)}. {line}")
        scenario["actions"] = actions
        rules = RULESETS[self.ruleset]()
        return Reading(scenario, [rules.word(x) for x in self.board_lines(players) + lines], self.notes)

    def board_lines(self, players: list[str]) -> list[str]:
        out = []
        with_life = RULESETS[self.ruleset].players_have_life
        for p in players:
            bits = [f"{self.life.get(p, 20)} life"] if with_life else []
            if self.poison.get(p):
                bits.append(f"{self.poison[p]} poison")
            if p == (self.active or players[0]):
                bits.append("active player" + ("" if self.active else " (assumed)"))
            mine = [self.board_text(o) for o in self.objects if o.permanent and o.controller == p]
            board = f"; controls {', '.join(mine)}" if mine else ""
            out.append(f"{p}: {', '.join(bits) or 'in the game'}{board}")
        return out

    def board_text(self, o: Obj) -> str:
        bits = []
        if o.damage:
            bits.append(f"{o.damage} damage")
        bits += [f"{n} {k}" for k, n in o.counters.items()]
        bits += o.keywords
        text = self.display(o.id) + (f" ({', '.join(bits)})" if bits else "")
        return text + (" [controller assumed]" if o.assumed else "")

    def combat_line(self, combat: dict[str, Any]) -> str:
        parts = []
        for a, d in combat["attackers"].items():
            blockers = [self.display(b) for b, x in combat["blockers"].items() if x == a]
            blocked = f", blocked by {' and '.join(blockers)}" if blockers else ", unblocked"
            parts.append(f"{self.display(a)} attacks {self.display(d)}{blocked}")
        return "Combat damage: " + "; ".join(parts)


# --- sentence forms ------------------------------------------------------------------------------------

_ROLE_WORDS = {
    "target": "a target here",
    "attacker": "an attacker",
    "blocker": "a blocker",
    "recipient": "dealt damage here",
    "activated": "activated",
}
_CAST_STOPS = (
    r"\s+targeting\s",
    r"\s+on\s",
    r"\s+at\s",
    r"\s+choosing\s",
    r"\s+with\s+x\b",
    r"\s+for\s+x\b",
    r"\s+x\s*=",
    r"\s+dividing\s",
    r",",
)
_NUM = r"(\d+|[a-z]+)"
SPELL_TYPES = frozenset({"instant", "sorcery", "action"})  # what `cast` takes (Grand Archive: action cards)


def _cite(ruleset: str, concept: str) -> str:
    """ "CR 405.5" / "ga:effects-stack/2": the rule a reading note rests on, in the ruleset's own numbering."""
    rules = RULESETS[ruleset].concepts.get(concept)
    numbers = ", ".join(rules.rules) if rules else ""
    return f"CR {numbers}" if numbers and not numbers.startswith(("ga:", "419")) else numbers


def _or(names: list[str]) -> str:
    names = [f"{n}" for n in names]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


def _strip_article(text: str) -> str:
    return re.sub(r"^(?:the|a|an)\s+", "", text.strip(), flags=re.I)


def split_ordinal(text: str) -> tuple[int | None, str]:
    """ "second Samite Healer" -> (2, "Samite Healer"); no ordinal -> (None, text)."""
    m = lx.ORDINAL_RE.match(text.strip())
    return (lx.ORDINALS[m.group(1).lower()], m.group(2)) if m else (None, text)


def _card_name(card: Any, face: int) -> str:
    """The name an object of this card goes by: the face's for a card with several faces."""
    return card.faces[face].name if len(card.faces) > 1 else card.name


def _strip_counts(text: str) -> str:
    """ "two Gisela, Blade of Goldnight" -> the name, with the same number words board_item counts."""
    return _strip_article(lx.COUNT_RE.sub("", text.strip()))


def _counter_kind(word: str) -> str:
    w = word.lower()
    return {"plus": "+1/+1", "+1": "+1/+1", "-1": "-1/-1", "minus": "-1/-1"}.get(w, w)


def _unreadable(sentence: str) -> str:
    """Quote the sentence back with the two forms whose key word is closest to one of its words."""
    words = re.findall(r"[a-z']+", sentence.lower())
    ranked = sorted(lx.FORMS, key=lambda f: -max((fuzz.ratio(f[0], w) for w in words), default=0.0))
    forms = " or ".join(f'"{example}"' for _, example in ranked[:2])
    quoted = sentence if len(sentence) <= 120 else sentence[:117] + "..."
    return f'can\'t read "{quoted}"; the closest forms are {forms} (see `rulekeeper ask --help`)'


def _does(actor: str, verb: str) -> str:
    """ "You cast", "Opponent casts"."""
    return f"{actor} {verb}" if actor == lx.YOU else f"{actor} {verb}s"


def form_life(r: Reader, s: str) -> bool:
    m = re.match(rf"^(.+?)\s+(?:is|are|am)\s+(?:at|on)\s+{_NUM}\s+life$", s, re.I) or re.match(
        rf"^(.+?)\s+(?:has|have)\s+{_NUM}\s+(life|poison(?:\s+counters?)?)$", s, re.I
    )
    if not m:
        return False
    player = r.player_word(m.group(1), introduce=True)
    if player is None:
        return False
    n = r.number(m.group(2))
    if m.lastindex == 3 and m.group(3).lower().startswith("poison"):
        r.poison[player] = n
    else:
        r.life[player] = n
    return True


def form_turn(r: Reader, s: str) -> bool:
    m = re.match(r"^it(?:'s| is)\s+(.+?)(?:'s)?\s+turn$", s, re.I)
    if not m:
        return False
    who = {"my": "i", "your": "you", "their": "they", "the opponent": "opponent"}.get(m.group(1).lower(), m.group(1))
    player = r.player_word(who, introduce=True)
    if player is None:
        return False
    r.active = player
    return True


def form_control(r: Reader, s: str) -> bool:
    m = re.match(r"^(.+?)\s+(?:controls?|has|have)\s+(.+)$", s, re.I)
    if not m:
        return False
    verb_is_control = re.search(r"\scontrols?\s", s, re.I) is not None
    player = r.player_word(m.group(1), introduce=verb_is_control)
    if player is None:
        return False
    r.board_items(m.group(2), player)
    return True


def form_marked(r: Reader, s: str) -> bool:
    m = re.match(rf"^(.+?)\s+(?:has|had)\s+{_NUM}\s+damage(?:\s+marked)?(?:\s+on\s+it)?$", s, re.I)
    if m:
        obj = r.obj(r.ref(m.group(1), "target"))
        obj.damage = r.number(m.group(2))
        return True
    m = re.match(rf"^(.+?)\s+(?:has|had)\s+{_NUM}\s+([\w/+\-]+?)\s+counters?(?:\s+on\s+it)?$", s, re.I) or re.match(
        rf"^there\s+(?:is|are)\s+{_NUM}\s+([\w/+\-]+?)\s+counters?\s+on\s+(.+)$", s, re.I
    )
    if not m:
        return False
    if s.lower().startswith("there"):
        n, kind, who = m.group(1), m.group(2), m.group(3)
    else:
        who, n, kind = m.group(1), m.group(2), m.group(3)
    if r.player_word(who) is not None:
        return False
    obj = r.obj(r.ref(who, "target"))
    obj.counters[_counter_kind(kind)] = r.number(n)
    return True


def form_keywords(r: Reader, s: str) -> bool:
    m = re.match(r"^(.+?)\s+(?:has|have|gains?|gained)\s+(.+)$", s, re.I)
    if not m:
        return False
    words = re.split(r"\s*,\s*|\s+and\s+", m.group(2))
    if not all(lx.KEYWORD_RE.match(w) for w in words):
        return False
    obj = r.obj(r.ref(m.group(1), "target"))
    obj.keywords += [w.lower() for w in words if w.lower() not in obj.keywords]
    return True


_CLAUSE_RE = re.compile(
    r"^(targeting|on|at|choosing|dividing(?:\s+the\s+damage)?)\s+"
    r"(.+?)(?=\s*,?\s+(?:targeting|choosing|dividing|with\s+x|for\s+x|x\s*=)\b|$)",
    re.I,
)
_X_RE = re.compile(r"^(?:(?:with|for|and)\s+)?x\s*(?:=|is|equal\s+to|of)\s*(\w+)", re.I)


def _clauses(r: Reader, rest: str, entry: dict[str, Any], card: Any, face: int) -> list[str]:
    """Read "targeting …", "choosing …", "with X = N" after a card; returns words for the line."""
    words: list[str] = []
    rest = rest.strip(" ,")
    while rest:
        x = _X_RE.match(rest)
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
        if kw in ("targeting", "on", "at"):
            targets = [r.ref(t, "target") for t in r.split_list(val)]
            entry.setdefault("targets", []).extend(targets)
            words.append("targeting " + " and ".join(r.display(t) for t in targets))
        elif kw == "choosing":
            src = re.match(r"^(.+?)\s+as\s+the\s+(?:chosen\s+)?source$", val, re.I)
            if src:
                entry["source"] = r.chosen_source(src.group(1))
                words.append(f"choosing {r.display(entry['source'])} as the source")
            else:
                entry["mode"] = _mode(r, val, card, face)
                words.append(f"choosing mode {entry['mode']}")
        else:
            entry["divide"] = [r.number(n) for n in re.split(r"\s*(?:,|and|/)\s*", val) if n]
            words.append("dividing the damage " + "/".join(map(str, entry["divide"])))
    return words


def _mode(r: Reader, text: str, card: Any, face: int) -> int:
    modes = spell_abilities(CardUse(card, face, "", ""))
    t = text.lower().strip()
    m = re.match(r"^(?:the\s+)?(?:mode\s+(\d+)|(first|second|third|fourth|1st|2nd|3rd)(?:\s+mode)?)$", t)
    if m:
        n = int(m.group(1)) if m.group(1) else lx.ORDINALS[m.group(2)]
        if not 1 <= n <= len(modes):
            raise SituationError(f"{card.name} has {len(modes)} mode(s)")
        return n
    if len(modes) < 2:
        raise SituationError(f"{card.name} has no modes to choose")
    scores = [fuzz.partial_ratio(t, a.text.lower()) for a in modes]
    best = max(scores)
    if best < 70 or scores.count(best) > 1:
        options = "; ".join(f"{i}: {a.text.lstrip('• ')}" for i, a in enumerate(modes, 1))
        raise SituationError(f'which mode of {card.name} is "{text}"? say "mode N" ({options})')
    return scores.index(best) + 1


def _cast(r: Reader, actor: str | None, rest: str, assumed: bool = False) -> None:
    card, face, rest = r.card_span(rest, _CAST_STOPS)
    f = card.faces[face]
    name = _card_name(card, face)
    if not SPELL_TYPES & set(f.types):
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
    words = _clauses(r, rest, entry, card, face)
    if actor is None:
        actor = _assumed_caster(r, card, entry)
    entry = {"cast": name, "by": actor, **{k: v for k, v in entry.items() if k != "cast"}}
    line = f"{_does(actor, 'cast')} {name}" + (" " + " ".join(words) if words else "")
    if assumed:
        line += f' (caster assumed: say "I cast {name}" or "opponent casts {name}")'
    r.spells.append(Spell(card, name, actor, entry))
    r.push(Entry(entry, line, name))


def _assumed_caster(r: Reader, card: Any, entry: dict[str, Any]) -> str:
    """For "<card> targets X": damage comes from X's opponent, anything else from X's controller."""
    targets = entry.get("targets", [])
    owner = targets[0] if targets and targets[0] in r.players else (r.obj(targets[0]).controller if targets else None)
    owner = owner or lx.YOU
    harmful = any(step.get("do") == "damage" for a in card.abilities for step in a.steps)
    if not harmful:
        return owner
    others = [p for p in (r.players or [lx.YOU, lx.OPPONENT]) if p != owner]
    return r._mention(others[0] if others else (lx.OPPONENT if owner == lx.YOU else lx.YOU))


def _activate(r: Reader, actor: str | None, rest: str) -> None:
    stops = (*_CAST_STOPS, r"'s?\s", r"\s+ability\b", r"\s+abilities\b")
    owner, rest_wo = r.possessive(rest)
    nth, rest_wo = split_ordinal(_strip_article(rest_wo))
    card, face, tail = r.card_span(rest_wo, stops)
    name = _card_name(card, face)
    number = None
    m = re.match(
        r"^(?:'s?)?\s*(?:(first|second|third|fourth|1st|2nd|3rd|4th|[+\-−]?\d+|\{[^}]*\}(?::)?)\s+)?"
        r"(?:ability|abilities)(?:\s+(\d+))?",
        tail,
        re.I,
    )
    abilities = activated_abilities(card, face)
    if m:
        tail = tail[m.end() :]
        if m.group(2):
            number = int(m.group(2))
        elif m.group(1):
            word = m.group(1).lower().replace("−", "-").rstrip(":")
            if word in lx.ORDINALS:
                number = lx.ORDINALS[word]
            else:
                costs = [a.cost.replace("−", "-").lower() for a in abilities]
                if word not in costs:
                    raise SituationError(f"{name} has no ability with cost {m.group(1)}")
                number = costs.index(word) + 1
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
    if obj.controller != actor:
        if obj.assumed:
            obj.controller, obj.assumed = actor, False
        else:
            raise SituationError(f"{r.display(pid)} is controlled by {obj.controller}, so {actor} can't activate it")
    entry: dict[str, Any] = {"activate": pid}
    if number != 1:
        entry["ability"] = number
    words = _clauses(r, tail, entry, card, face)
    text = abilities[number - 1].text
    line = f"{_does(actor, 'activate')} {r.display(pid)} ({text})" + (" " + " ".join(words) if words else "")
    r.push(Entry(entry, line, f"{name}'s ability"))


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
form_activate = _player_form("activates?|uses?|taps?", _activate)


def form_resolves(r: Reader, s: str) -> bool:
    m = re.match(r"^(?:let\s+)?(.+?)\s+(?:resolves?|resolved)(?:\s+first)?$", s, re.I)
    if not m:
        return False
    what = _strip_article(m.group(1)).lower()
    if what in ("everything", "all", "all of it", "the stack", "both", "all of them", "they", "both spells"):
        r.resolve_stack()
        return True
    if not r.stack:
        r.notes.append(f'"{m.group(1)} resolves": nothing was waiting on the stack.')
        return True
    if what in lx.LAST_SPELL:
        r.resolve_stack(len(r.stack) - 1)
        return True
    wanted = normalise_name(what)
    for i in range(len(r.stack) - 1, -1, -1):
        name = normalise_name(r.stack[i].name)
        if wanted and (name.startswith(wanted) or wanted.startswith(name) or fuzz.ratio(wanted, name) >= 80):
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
        recipients = [r.ref(t, "recipient") for t in r.split_list(to_text)]
    first = recipients[0] if recipients else None
    hurt = first if first in r.players else (r.obj(first).controller if first else None)
    others = [p for p in (r.players or [lx.YOU, lx.OPPONENT]) if p != hurt]
    if source is None:
        source = r.ref(m.group(1), "source", others[0] if hurt and len(others) == 1 else None)
    pieces = [
        {"source": source, "to": t, "amount": amount, **{k: v for k, v in flags.items() if v}} for t in recipients
    ]
    if not pieces:
        raise SituationError(f'"{to_text}": there is nothing to deal damage to')
    kind = ("combat " if flags["combat"] else "") + ("unpreventable " if flags["unpreventable"] else "")
    line = f"{r.display(source)} deals {amount} {kind}damage to " + " and ".join(r.display(t) for t in recipients)
    r.add_action({"damage": pieces}, line)
    return True


def _types(o: Obj) -> list[str]:
    return o.card.faces[o.face].types if o.card is not None else o.explicit.get("types", [])


def _is_creature(o: Obj) -> bool:
    return not CREATURE_LIKE.isdisjoint(_types(o))


def form_attack(r: Reader, s: str) -> bool:
    m = re.match(r"^(.+?)\s+attacks?\s+with\s+(.+)$", s, re.I)
    if m and r.player_word(m.group(1)) is not None:
        who = r.player_word(m.group(1))
        for item in r.split_list(m.group(2)):
            r.attack(r.ref(item, "attacker", who), None)
        return True
    m = re.match(r"^(.+?)\s+(?:attacks?|is\s+attacking|are\s+attacking)(?:\s+(.+))?$", s, re.I)
    if not m:
        return False
    defender = r.ref(m.group(2), "target") if m.group(2) else None
    for a in _attackers(r, m.group(1), defender):
        r.attack(a, defender)
    return True


def _attackers(r: Reader, text: str, defender: str | None) -> list[str]:
    """The creatures a subject names; "they"/"it" right after a board sentence mean the creatures it named."""
    low = text.strip().lower()
    group = r.previous_group
    example = next((o.name for o in group if _is_creature(o)), "Hill Giant")
    hint = f'name the attacking creature ("{example} attacks me")'
    if low in lx.PLURAL_PRONOUNS or (low in lx.PRONOUNS and len(group) > 1 and r.last in group):
        if low in lx.PRONOUNS or not group or not all(_is_creature(o) for o in group):
            raise SituationError(f'"{text}": it isn\'t clear which creatures attack; {hint}')
        if defender is not None and any(o.controller == defender for o in group):
            raise SituationError(f'"{text}": {defender} can\'t be attacked by their own creatures; {hint}')
        return [o.id for o in group]
    attackers = [r.ref(a, "attacker") for a in r.split_list(text)]
    for a in attackers:
        if a in r.players:
            raise SituationError(f'"{text}" is a player, not a creature: {hint}')
    return attackers


def form_block(r: Reader, s: str) -> bool:
    m = re.match(r"^(.+?)\s+(?:is|are|gets?|got)\s+blocked\s+by\s+(.+)$", s, re.I)
    if m:
        attacker = r.ref(m.group(1), "attacker")
        for b in r.split_list(m.group(2)):
            r.block(r.ref(b, "blocker", _defender_hint(r, attacker)), attacker)
        return True
    m = re.match(r"^(.+?)\s+blocks?\s+(.+?)\s+with\s+(.+)$", s, re.I)
    if m and r.player_word(m.group(1)) is not None:
        who = r.player_word(m.group(1))
        attacker = r.ref(m.group(2), "attacker")
        for b in r.split_list(m.group(3)):
            r.block(r.ref(b, "blocker", who), attacker)
        return True
    m = re.match(r"^(.+?)\s+blocks?\s+(.+)$", s, re.I)
    if not m:
        return False
    attacker = r.ref(m.group(2), "attacker")
    for b in r.split_list(m.group(1)):
        r.block(r.ref(b, "blocker", _defender_hint(r, attacker)), attacker)
    return True


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
    try:
        card, face = r.card(split_ordinal(_strip_article(m.group(1)))[1])
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
    """ "Combat damage is dealt." / "After combat damage, …" closes the combat damage step."""
    m = re.match(
        r"^(?:(?:the\s+)?combat\s+damage\s+(?:is\s+dealt|happens|resolves)|after\s+combat(?:\s+damage)?)(?:[,\s]+(.*))?$",
        s,
        re.I,
    )
    if not m:
        return False
    if r.combat is None:
        raise SituationError(f'"{s}": no creature has attacked yet')
    r.end_combat()
    if m.group(1):
        r.sentence(m.group(1), False)
    return True


HANDLERS = (
    form_combat_damage,
    form_life,
    form_turn,
    form_marked,
    form_keywords,
    form_cast,
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
