"""Lookup, navigation, glossary, search, autocomplete and history over rules corpora.

Pure: corpora come in already parsed; nothing here reads files or the network.
"""

from __future__ import annotations

import difflib
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from .legacy import NEW_TO_OLD, OLD_TO_NEW
from .model import Corpus, GlossaryEntry, Rule, rule_sort_key

GAMES = ("mtg", "mtg-2008", "grand-archive")
GAME_NAMES = {
    "mtg": "Magic: The Gathering",
    "mtg-2008": "Magic: The Gathering (2008)",
    "grand-archive": "Grand Archive",
}
CHOICE_LIMIT = 25
CHOICE_CHARS = 100
YAWGATOG = "https://yawgatog.com/resources/magic-rules/#R"
RANGE = re.compile(r"^(?P<a>\d{3}(?:\.\d+[a-z]{0,2})?)\s*[-–]\s*(?P<b>\S+)$")
LOOKS_LIKE_NUMBER = re.compile(r"^(\d{1,3}(\.\d*[a-z]{0,2})?|ga:\S*|419\S*)$", re.I)
WORD = re.compile(r"[a-z0-9']+")
STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "and",
        "or",
        "is",
        "in",
        "on",
        "that",
        "this",
        "it",
        "its",
        "be",
        "by",
        "as",
        "for",
        "with",
        "from",
        "at",
        "are",
        "was",
    ]
)


def rule_link(rule_id: str, game: str = "mtg", links: dict[str, str] | None = None) -> str | None:
    """Where to read a rule online: the hyperlinked CR (Yawgatog anchors) or the GA rules site."""
    if game == "mtg":
        return YAWGATOG + rule_id.replace(".", "")
    if game == "grand-archive":  # links are kept per page (ga:counters): its rules and sections are on it
        links = links or {}
        return links.get(rule_id) or links.get(rule_id.split("/", 1)[0])
    return None


class RuleNotFound(LookupError):
    """A rule id that isn't in the corpus; `nearest` lists rules close to it."""

    def __init__(self, message: str, nearest: list[str]) -> None:
        super().__init__(message)
        self.nearest = nearest


@dataclass
class Lookup:
    """A rule with what belongs under it, ready to show."""

    game: str
    edition: str
    rules: list[Rule]  # the rule itself first (or a range's rules in order)
    link: str | None = None
    previous: str | None = None
    next: str | None = None
    old_numbers: tuple[str, ...] = ()  # 2008 numbers for today's rule
    new_numbers: tuple[str, ...] = ()  # today's numbers for a 2008 rule


@dataclass
class Definition:
    entry: GlossaryEntry
    game: str
    see: list[Rule] = field(default_factory=list)
    score: float = 100.0


@dataclass
class Hit:
    rule: Rule
    game: str
    score: float


@dataclass
class RuleDiff:
    rule_id: str
    old_edition: str
    new_edition: str
    old_text: str | None
    new_text: str | None
    diff: list[str]

    @property
    def changed(self) -> bool:
        return self.old_text != self.new_text


def _full_text(rule: Rule) -> str:
    return "\n".join([rule.text, *(f"Example: {e}" for e in rule.examples), *rule.hints])


def _tokens(text: str) -> list[str]:
    return [w for w in WORD.findall(text.lower().replace("’", "'")) if w not in STOP]


class _Index:
    """BM25 over one corpus's rule texts."""

    def __init__(self, corpus: Corpus) -> None:
        self.postings: dict[str, list[tuple[str, int]]] = defaultdict(list)
        self.length: dict[str, int] = {}
        for rule in corpus.rules.values():
            words = _tokens(_full_text(rule) + " " + rule.title)
            self.length[rule.id] = len(words) or 1
            for word, n in Counter(words).items():
                self.postings[word].append((rule.id, n))
        self.count = max(1, len(self.length))
        self.avg = sum(self.length.values()) / self.count

    def score(self, words: list[str]) -> dict[str, float]:
        scores: dict[str, float] = defaultdict(float)
        for word in words:
            postings = self.postings.get(word)
            if postings is None:
                postings = [p for w, ps in self.postings.items() if w.startswith(word) and len(word) >= 4 for p in ps]
            if not postings:
                continue
            idf = math.log(1 + (self.count - len(postings) + 0.5) / (len(postings) + 0.5))
            for rid, tf in postings:
                norm = tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * self.length[rid] / self.avg))
                scores[rid] += idf * norm
        return scores


class RuleLibrary:
    """Every corpus loaded, by game; the newest edition of a game is its current one."""

    def __init__(self, corpora: list[Corpus]) -> None:
        self.editions: dict[str, list[Corpus]] = defaultdict(list)
        for c in corpora:
            self.editions[c.game].append(c)
        for game in self.editions:
            self.editions[game].sort(key=lambda c: c.precedence, reverse=True)
        self._current: dict[str, Corpus] = {g: self._merge(g) for g in self.editions}
        self._index: dict[str, _Index] = {}
        self._order: dict[str, list[str]] = {}

    # -- corpora --------------------------------------------------------------------------------
    def _merge(self, game: str) -> Corpus:
        """The newest wording of each rule across this game's editions: the newest edition (an imported CR as
        new as the bundled one or newer replaces it), with the rules another edition as new has and it lacks,
        and any rule whose own wording is newer (the bundled 615/616 from the 2024 CR). An older edition adds
        nothing: its rules may since have been removed (it answers `--diff` and lookups by edition)."""
        editions = self.editions[game]
        base = editions[0]
        if len(editions) == 1:
            return base
        merged = Corpus(
            game,
            base.edition,
            base.title,
            dict(base.rules),
            dict(base.glossary),
            list(base.aliases),
            base.source,
            dict(base.links),
            base.credits,
            base.bundled,
        )
        for other in editions[1:]:
            older = other.edition < base.edition
            for rid, rule in other.rules.items():
                mine = merged.rules.get(rid)
                newer = bool(rule.edition) and rule.edition > (mine.edition if mine and mine.edition else base.edition)
                if newer or (mine is None and not older):
                    merged.rules[rid] = rule
            if not older:
                for term, entry in other.glossary.items():
                    merged.glossary.setdefault(term, entry)
            for rid, url in other.links.items():
                merged.links.setdefault(rid, url)
        merged.rules = dict(sorted(merged.rules.items(), key=lambda kv: rule_sort_key(kv[0])))
        return merged

    def games(self) -> list[str]:
        return [g for g in GAMES if g in self.editions]

    def current(self, game: str = "mtg") -> Corpus:
        if game not in self._current:
            raise LookupError(f"no rules loaded for {game!r} (loaded: {', '.join(self.games()) or 'none'})")
        return self._current[game]

    def edition(self, game: str, name: str) -> Corpus:
        for c in self.editions.get(game, []):
            if name in (c.edition, *c.aliases):
                return c
        known = ", ".join(e for c in self.editions.get(game, []) for e in (c.edition, *c.aliases))
        raise LookupError(f"no {game} edition {name!r} is loaded (loaded: {known or 'none'}); import it first")

    def game_of(self, rule_id: str, game: str | None = None) -> str:
        if game:
            return game
        if rule_id.startswith("ga:"):
            return "grand-archive"
        if rule_id.split(".")[0] == "419" and "419" not in self.current("mtg").rules:
            return "mtg-2008"
        return "mtg"

    def _ordered(self, game: str) -> list[str]:
        if game not in self._order:
            self._order[game] = list(self.current(game).rules)
        return self._order[game]

    # -- lookup ---------------------------------------------------------------------------------
    def link(self, rule_id: str, game: str) -> str | None:
        return rule_link(rule_id, game, self.current(game).links if game in self._current else None)

    def lookup(self, query: str, game: str | None = None, edition: str | None = None) -> Lookup:
        """A rule with its subrules (a section with its rules), or a range like 704.5a-704.5m."""
        query = query.strip().rstrip(".")
        if m := RANGE.match(query):
            return self._range(m.group("a"), m.group("b"), game)
        game = self.game_of(query, game)
        corpus = self.edition(game, edition) if edition else self.current(game)
        rule = corpus.rules.get(query)
        if rule is None:
            raise self.not_found(query, game, corpus)
        order = list(corpus.rules) if edition else self._ordered(game)
        members = [rule]
        i = order.index(query)
        for rid in order[i + 1 :]:
            if not _under(rid, query, corpus.rules[rid]):
                break
            members.append(corpus.rules[rid])
        return Lookup(
            game,
            corpus.edition,
            members,
            self.link(query, game),
            order[i - 1] if i > 0 else None,
            order[i + 1] if i + 1 < len(order) else None,
            NEW_TO_OLD.get(query, ()) if game == "mtg" else (),
            OLD_TO_NEW.get(query, ()) if game == "mtg-2008" else (),
        )

    def _range(self, a: str, b: str, game: str | None) -> Lookup:
        """704.5a-704.5m, 704.5a-m, 615.7-615.9 or 615.7-9: the rules between, in document order, so the
        letters the CR skips (l, o) are skipped here too."""
        if re.fullmatch(r"[a-z]{1,2}", b) and re.search(r"[a-z]$", a):
            b = re.sub(r"[a-z]{1,2}$", b, a)
        elif re.fullmatch(r"\d+", b) and "." in a:
            b = a.rsplit(".", 1)[0] + "." + b
        game = self.game_of(a, game)
        corpus = self.current(game)
        order = self._ordered(game)
        if a in corpus.rules and b in corpus.rules:
            i, j = order.index(a), order.index(b)
        else:  # an end this edition (or the bundled extract) lacks: the rules that fall between
            lo, hi = sorted((rule_sort_key(a), rule_sort_key(b)))
            inside = [k for k, rid in enumerate(order) if lo <= rule_sort_key(rid) <= hi]
            if not inside:
                raise self.not_found(a if a not in corpus.rules else b, game)
            i, j = inside[0], inside[-1]
        if j < i:
            i, j = j, i
        if j - i >= 200:
            raise RuleNotFound(f"the range {a}-{b} spans {j - i + 1} rules; ask for at most 200", [a, b])
        return Lookup(
            game,
            corpus.edition,
            [corpus.rules[r] for r in order[i : j + 1]],
            self.link(a, game),
            order[i - 1] if i > 0 else None,
            order[j + 1] if j + 1 < len(order) else None,
        )

    def nearest(self, rule_id: str, game: str, n: int = 5, corpus: Corpus | None = None) -> list[str]:
        """The rules nearest by number to a rule that isn't there: its family first (the closest rules under
        the nearest rule that exists, 702.999 → 702.164, 702.153, …, then that rule itself), never rules that
        merely look alike. A Grand Archive page or section name that doesn't exist gives the closest names."""
        return self._near(rule_id, game, n, corpus)[1]

    def not_found(self, rule_id: str, game: str, corpus: Corpus | None = None) -> RuleNotFound:
        """The error for a rule that isn't there: what is there instead ("no rule 999; the rules end at 905
        (Conspiracy Draft)") and the nearest rules by number."""
        corpus = corpus or self.current(game)
        if not _is_number(rule_id):
            hits = [h.rule.id for h in self.search(rule_id, game, 3)]
            where = f"; rules that mention it: {', '.join(hits)}" if hits else ""
            return RuleNotFound(
                f"no rule {rule_id!r}: a rule number looks like 702.19b or ga:counters/bulwark (rules search looks "
                f"for words){where}",
                [],
            )
        message, near = self._near(rule_id, game, 5, corpus)
        return RuleNotFound(message, near)

    def _near(self, rule_id: str, game: str, n: int, corpus: Corpus | None) -> tuple[str, list[str]]:
        corpus = corpus or self.current(game)
        rules = corpus.rules
        if not rules:
            return f"no rule {rule_id}; no {GAME_NAMES.get(game, game)} rules are loaded", []
        family = next((a for a in _ancestors(rule_id) if a in rules), None)
        if family is None and rule_id.startswith("ga:"):  # an unknown page: the pages named most like it
            pages = [rid for rid in rules if "/" not in rid]
            wanted = rule_id.split("/", 1)[0]
            near = [m[0] for m in process.extract(wanted, pages, scorer=fuzz.ratio, limit=n)]
            return f"no page {wanted} in the {GAME_NAMES.get(game, game)} rules", near
        if family is None:  # a number past (or before) every section: the sections
            children = [rid for rid in rules if "." not in rid and len(rid) == 3] or list(rules)
        else:
            children = [rid for rid, r in rules.items() if r.parent == family]
            if rule_id.startswith("ga:"):  # numbered items near a number, sections near a name
                numbered = rule_id.rsplit("/", 1)[-1][:1].isdigit()
                children = [c for c in children if c.rsplit("/", 1)[-1][:1].isdigit() == numbered] or children
                if not numbered:
                    near = [m[0] for m in process.extract(rule_id, children, scorer=fuzz.ratio, limit=n - 1)]
                    return f"no section {rule_id} in {_label(family, rules)}", [*near, family]
        if not children:
            return f"no rule {rule_id}; {_label(family, rules)} has no rules under it", [family] if family else []
        children.sort(key=rule_sort_key)
        key = rule_sort_key(rule_id)
        near = sorted(children, key=lambda c: (_distance(key, rule_sort_key(c)), rule_sort_key(c)))
        near = near[: n - 1 if family else n] + ([family] if family else [])
        first, last = children[0], children[-1]
        sections = [rid for rid in rules if "." not in rid and len(rid) == 3]
        past_sections = (family is None or len(family) == 1) and not rule_id.startswith("ga:")
        if past_sections and sections and key > rule_sort_key(sections[-1]):
            end = sections[-1]
            return f"no rule {rule_id}; the rules end at {end} ({rules[end].title or rules[end].text})", near
        where, s = (_label(family, rules), "s") if family else ("the rules", "")
        if key > rule_sort_key(last):
            return f"no rule {rule_id}; {where} end{s} at {last}", near
        if key < rule_sort_key(first):
            return f"no rule {rule_id}; {where} start{s} at {first}", near
        before = max((c for c in children if rule_sort_key(c) < key), key=rule_sort_key)
        after = min((c for c in children if rule_sort_key(c) > key), key=rule_sort_key)
        return f"no rule {rule_id}; {where} go{'es' if s else ''} from {before} to {after}", near

    def neighbour(self, rule_id: str, step: int, game: str | None = None) -> Lookup:
        """The next (step=1) or previous (step=-1) rule in document order."""
        game = self.game_of(rule_id, game)
        order = self._ordered(game)
        if rule_id not in self.current(game).rules:
            raise self.not_found(rule_id, game)
        i = order.index(rule_id) + step
        if not 0 <= i < len(order):
            raise RuleNotFound(f"{rule_id} is the {'last' if step > 0 else 'first'} rule", [rule_id])
        target = order[i]
        found = self.lookup(target, game)
        found.rules = found.rules[:1]
        return found

    # -- glossary -------------------------------------------------------------------------------
    def define(self, term: str, game: str | None = None, limit: int = 3) -> list[Definition]:
        """Glossary entries for `term`: the exact one, else the closest, each with its 'See rule' texts."""
        games = [game] if game else [g for g in self.games() if self.current(g).glossary]
        candidates: list[tuple[str, str]] = [(t, g) for g in games for t in self.current(g).glossary]
        if not candidates:
            return []
        wanted = term.strip().casefold()
        exact = [(t, g) for t, g in candidates if t.casefold() == wanted]
        if exact:
            picked = [(t, g, 100.0) for t, g in exact]
        else:
            names = [t for t, _ in candidates]
            found = process.extract(term, names, scorer=fuzz.WRatio, limit=limit, score_cutoff=70)
            picked = [(names[i], candidates[i][1], score) for _, score, i in found]
        out = []
        for t, g, score in picked:
            corpus = self.current(g)
            entry = corpus.glossary[t]
            see = [corpus.rules[r] for r in entry.see if r in corpus.rules]
            out.append(Definition(entry, g, see, score))
        return out

    # -- search ---------------------------------------------------------------------------------
    def search(self, query: str, game: str | None = None, limit: int = 10) -> list[Hit]:
        """Ranked full-text search; a query that looks like a rule number lists those rules first."""
        query = query.strip()
        games = [game] if game else self.games()
        hits: list[Hit] = []
        if LOOKS_LIKE_NUMBER.match(query):
            for g in games:
                for rid in self._ordered(g):
                    if rid == query or rid.startswith(query):
                        hits.append(Hit(self.current(g).rules[rid], g, 1000.0 - len(rid)))
                        if len(hits) >= limit:
                            return hits
        words = _tokens(query)
        if not words:
            return hits[:limit]
        seen = {h.rule.id for h in hits}
        phrase = query.casefold()
        scored: list[Hit] = []
        for g in games:
            corpus = self.current(g)
            if g not in self._index:
                self._index[g] = _Index(corpus)
            for rid, score in self._index[g].score(words).items():
                if rid in seen:
                    continue
                rule = corpus.rules[rid]
                if phrase in _full_text(rule).casefold():
                    score *= 1.5
                scored.append(Hit(rule, g, score))
        scored.sort(key=lambda h: (-h.score, rule_sort_key(h.rule.id)))
        return (hits + scored)[:limit]

    # -- autocomplete (Discord: at most 25 choices of at most 100 characters) -----------------------
    def complete_rule(self, prefix: str, game: str = "mtg") -> list[tuple[str, str]]:
        prefix = prefix.strip()
        corpus = self.current(game)
        if not prefix:
            ids = [rid for rid, r in corpus.rules.items() if r.title and "." not in rid and len(rid) == 3]
        else:
            ids = [rid for rid in self._ordered(game) if rid.startswith(prefix)]
            if not ids and _is_number(prefix.rstrip(".")):  # 702.999: the nearest rules by number
                ids = self.nearest(prefix.rstrip("."), game, 10)
            elif not ids:
                ids = [h.rule.id for h in self.search(prefix, game, CHOICE_LIMIT)]
        return [(_choice(f"{rid} — {corpus.rules[rid].text}"), rid[:CHOICE_CHARS]) for rid in ids[:CHOICE_LIMIT]]

    def complete_term(self, prefix: str, game: str | None = None) -> list[tuple[str, str]]:
        games = [game] if game else self.games()
        terms = list(dict.fromkeys(t for g in games for t in self.current(g).glossary))
        if not prefix.strip():
            picked = terms[:CHOICE_LIMIT]
        else:
            low = prefix.strip().casefold()
            starts = [t for t in terms if t.casefold().startswith(low)]
            rest = [
                m[0] for m in process.extract(prefix, terms, scorer=fuzz.WRatio, limit=CHOICE_LIMIT, score_cutoff=60)
            ]
            picked = list(dict.fromkeys([*starts, *rest]))[:CHOICE_LIMIT]
        return [(_choice(t), t[:CHOICE_CHARS]) for t in picked]

    # -- history --------------------------------------------------------------------------------
    def diff(self, rule_id: str, old: str, new: str | None = None, game: str = "mtg") -> RuleDiff:
        """What changed in a rule between two editions (the newest one by default)."""
        before = self.edition(game, old)
        after = self.edition(game, new) if new else self.current(game)
        a, b = before.rules.get(rule_id), after.rules.get(rule_id)
        if a is None and b is None:
            raise RuleNotFound(f"rule {rule_id} is in neither edition", self.nearest(rule_id, game, corpus=after))
        old_text = _full_text(a) if a else None
        new_text = _full_text(b) if b else None
        old_name = (a.edition if a else "") or before.edition
        new_name = (b.edition if b else "") or after.edition
        lines = list(
            difflib.unified_diff(
                (old_text or "").split("\n"), (new_text or "").split("\n"), old_name, new_name, lineterm="", n=0
            )
        )
        words = _word_diff(old_text or "", new_text or "") if a and b and old_text != new_text else []
        return RuleDiff(rule_id, old_name, new_name, old_text, new_text, lines + words)


def _word_diff(a: str, b: str) -> list[str]:
    """A compact word-level account: [-removed-] {+added+}."""
    sa, sb = a.split(), b.split()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=sa, b=sb, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        removed, added = " ".join(sa[i1:i2]), " ".join(sb[j1:j2])
        out.append(" ".join(x for x in (f"[-{removed}-]" if removed else "", f"{{+{added}+}}" if added else "") if x))
    return ["words: " + " … ".join(out)] if out else []


def _under(rid: str, parent: str, rule: Rule) -> bool:
    """Is `rid` part of `parent` (a subrule of a rule, a rule of a section, an item of a GA item)?"""
    if parent.startswith("ga:"):
        return rid.startswith(parent + ".") or rid.startswith(parent + "/")
    if "." not in parent:
        return (
            rid.startswith(parent + ".")
            if len(parent) == 3
            else rule.parent == parent or (rule.parent is not None and rule.parent.startswith(parent))
        )
    return rid.startswith(parent) and rid[len(parent) :].isalpha()


NUMBER = re.compile(r"^(\d+)(?:\.(\d+)([a-z]*))?$")


def _is_number(rule_id: str) -> bool:
    """A rule number (702.19b, 999) or a Grand Archive id (ga:counters/bulwark/4.1), not words."""
    return bool(NUMBER.match(rule_id)) or (rule_id.startswith("ga:") and len(rule_id) > 3 and " " not in rule_id)


def _ancestors(rule_id: str) -> list[str]:
    """The rules `rule_id` would be under, nearest first: 702.19z → 702.19, 702, 7; ga:counters/bulwark/4.9 →
    ga:counters/bulwark/4, ga:counters/bulwark, ga:counters. A section's chapter is its first digit."""
    out: list[str] = []
    rid = rule_id
    while True:
        if rid.startswith("ga:"):
            if "/" not in rid:
                break
            rid = rid.rsplit(".", 1)[0] if "." in rid.rsplit("/", 1)[-1] else rid.rsplit("/", 1)[0]
        elif m := NUMBER.match(rid):
            if m.group(3):
                rid = rid[: -len(m.group(3))]
            elif m.group(2) is not None:
                rid = m.group(1)
            elif len(rid) == 3:
                rid = rid[0]
            else:
                break
        else:
            break
        out.append(rid)
    return out


def _value(part: tuple) -> int:
    """A number's value, or a letter suffix's (a=1 … z=26, aa=27 …)."""
    if part[0] == 0:
        return part[1]
    value = 0
    for ch in part[2]:
        value = value * 26 + (ord(ch) - 96)
    return value


def _distance(key: tuple, other: tuple) -> int:
    """How far a rule is from the wanted one, at the rule's own level (702.999 vs 702.164: 835)."""
    depth = len(other) - 1
    if depth >= len(key):
        return 10**9
    if key[depth][0] != other[depth][0]:
        return 10**8
    return abs(_value(key[depth]) - _value(other[depth]))


def _label(rule_id: str | None, rules: dict[str, Rule]) -> str:
    if rule_id is None:
        return "the rules"
    rule = rules[rule_id]
    name = rule.title or ""
    if rule_id.startswith("ga:"):
        return f"{rule_id} ({name})" if name else rule_id
    if "." not in rule_id:
        return f"{'chapter' if len(rule_id) == 1 else 'section'} {rule_id}" + (f" ({name})" if name else "")
    return f"rule {rule_id}"


def _choice(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= CHOICE_CHARS else text[: CHOICE_CHARS - 1] + "…"
