"""Find a card by what a player types: exact name, nickname, face name, prefix, word prefixes, then fuzzy.

Tiers are tried in order and the first tier with any match decides. A tier with several cards and no
clear winner answers `ambiguous` with the top candidates: the index never picks silently. Names are
compared in `normalise_name` form (case, punctuation and diacritics insensitive), precomputed once.
A fuzzy match must be a typo of the name: every query word a few edits from one of its words ("Serra
Avenger" is another card, not a misspelled Serra Angel), else it is only a "did you mean" suggestion.
"""

from __future__ import annotations

import bisect
import gc
import heapq
import math
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from .models import Card, normalise_name

MAX_QUERY = 200
MAX_CANDIDATES = 5
MAX_COMPLETIONS = 25
MAX_CHOICE = 100  # Discord's limit for an autocomplete choice's name and value
FUZZY_CUTOFF = 70.0  # final score a fuzzy match needs
FUZZY_MARGIN = 3.0  # the best fuzzy score must beat the second by more than this
SUGGEST_CUTOFF = 50.0  # "did you mean" suggestions when nothing matches
SCAN_CUTOFF = 60.0  # fuzz.ratio pre-selection over every name
SCAN_POOL = 50
WORD_CUTOFF = 70.0  # a misspelled query word is corrected to vocabulary words this close
MAX_POOL = 1000  # more names than this sharing the query's words don't narrow anything
SHORT_NAME = 0.8  # names shorter than this share of the query are penalised
NOT_A_TYPO = 0.8  # score factor (and a cap below FUZZY_CUTOFF) for a fuzzy match that isn't a typo of the name


@dataclass
class Match:
    """The answer to a lookup: a card, or none with candidates (best first) and whether it was ambiguous."""

    card: Card | None
    candidates: list[tuple[str, float]] = field(default_factory=list)
    how: str = "none"  # exact, alias, face, prefix, word-prefix, plural, fuzzy, none
    ambiguous: bool = False
    query: str = ""
    total: int = 0  # cards that matched in the deciding tier (candidates lists at most 5)


_NON_ALNUM = re.compile(r"[^a-z0-9]+")
_ASCII_NON_ALNUM = "".join(c for c in map(chr, range(128)) if not c.isalnum())


def normalise(name: str) -> str:
    """`normalise_name`, with a fast path for ASCII names (the same result, about 5× faster)."""
    if name.isascii():
        low = name.lower()
        if low.isalnum():  # one word of letters and digits (most words of a message): already normalised
            return low
        core = low.strip(_ASCII_NON_ALNUM)  # "creature,", "(bear)": one such word between other characters
        if core.isalnum():
            return core
        return " ".join(_NON_ALNUM.sub(" ", low).split())
    return normalise_name(name)


def _or_list(names: list[str], more: bool = False) -> str:
    if more:
        return ", ".join([*names, "…"])
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


class CardNotFound(LookupError):
    """No card matches; `candidates` holds the nearest names, if any."""

    def __init__(self, query: str, candidates: list[tuple[str, float]] | None = None) -> None:
        self.query = query
        self.candidates = candidates or []
        hint = f" (did you mean {_or_list([n for n, _ in self.candidates])}?)" if self.candidates else ""
        super().__init__(f"no card named {query!r}{hint}")


class AmbiguousCard(LookupError):
    """Several cards match with no clear winner; `candidates` holds the top ones."""

    def __init__(self, query: str, candidates: list[tuple[str, float]], total: int = 0) -> None:
        self.query = query
        self.candidates = candidates
        names = [n for n, _ in candidates]
        super().__init__(f"{query!r} could be {_or_list(names, total > len(names))}: be more specific")


@contextmanager
def without_gc() -> Iterator[None]:
    """No garbage collection while tables of tens of thousands of small acyclic objects are built: a
    collection pass over them would only cost time (a third of building a 30 000-card index)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


class CardRef:
    """A card known by its names only (an imported card in the store): enough to find it. Its details
    (faces, text, abilities) are read by `loader(ref)` when a lookup first returns it; the index then keeps
    the Card in its place."""

    __slots__ = ("aliases", "game", "keys", "loader", "name", "norm", "source", "store")

    def __init__(
        self,
        name: str,
        game: str,
        norm: str,
        keys: tuple[str, ...],
        loader: Callable[[CardRef], Card],
        store: str = "",
        source: str = "",
        aliases: tuple[str, ...] = (),
    ) -> None:
        self.name = name
        self.game = game
        self.norm = norm  # normalise(name)
        self.keys = keys  # the names it is found by, normalised: `_keys(card)`
        self.loader = loader
        self.store = store
        self.source = source
        self.aliases = aliases

    def __repr__(self) -> str:
        return f"CardRef({self.name!r}, {self.game!r})"


def _keys(card: Card) -> list[str]:
    """The normalised names a card is found by in the prefix and fuzzy tiers: its name, then its faces."""
    names = [card.name, *card.face_names, *(p for p in card.name.split("//") if "//" in card.name)]
    out: list[str] = []
    for name in names:
        key = normalise(name)
        if key and key not in out:
            out.append(key)
    return out


def _word_starts(keys: Iterable[str]) -> frozenset[str]:
    """Each key, and each start of it that ends before one of its spaces ("serra angel": "serra", "serra angel")."""
    out: set[str] = set()
    for key in keys:
        i = key.find(" ")
        while i != -1:
            out.add(key[:i])
            i = key.find(" ", i + 1)
        out.add(key)
    return frozenset(out)


def in_order(words: list[str], key_words: tuple[str, ...] | list[str]) -> bool:
    """Every query word is a prefix of a later name word than the previous one's."""
    i = 0
    for word in words:
        while i < len(key_words) and not key_words[i].startswith(word):
            i += 1
        if i == len(key_words):
            return False
        i += 1
    return True


def _edits_allowed(a: str, b: str) -> int:
    """Typos a word may have: 1 in words of up to 9 letters, else 2 (a swap of two letters is one); 2 also
    when only the order of its letters is off ("hilex" ~ "helix"). Two other edits in a shorter word are
    often another card's word ("pyroblast" ~ "pyroclasm", "shocker" ~ "shock")."""
    return 2 if max(len(a), len(b)) > 9 or sorted(a) == sorted(b) else 1


def _is_typo(words: list[str], key: str, key_words: tuple[str, ...]) -> bool:
    """The query is a misspelling of this name: each query word of 3+ letters is within a few edits of one of
    the name's words ("lightening" ~ "lightning"; "avenger" isn't "angel", "rot" isn't "protean"), or the
    whole query is one edit from the name with its spaces ignored ("grizzlybears")."""
    if OSA.distance("".join(words), key.replace(" ", ""), score_cutoff=1) <= 1:
        return True
    return all(
        any(OSA.distance(w, k, score_cutoff=_edits_allowed(w, k)) <= _edits_allowed(w, k) for k in key_words)
        for w in words
        if len(w) >= 3
    )


class _ByLength:
    """Strings grouped by length, for `fuzz.ratio` searches that scan only the lengths that can reach the cutoff.

    fuzz.ratio(q, s) is 200·LCS/(n + m) for lengths n and m, at most 200·min(n, m)/(n + m): a cutoff c rules out
    every length below c·n/(200 - c) and above n·(200 - c)/c ("the giant" only meets names of 4 to 21 letters; a
    140-letter sentence, none). Each group keeps the strings' order, and is a copy laid out together in memory
    (a scan of the strings as built with their cards reads the whole heap)."""

    def __init__(self, strings: Sequence[str]) -> None:
        groups: dict[int, list[int]] = {}
        for i, s in enumerate(strings):
            groups.setdefault(len(s), []).append(i)
        self.lengths = sorted(groups)
        self.ids = [groups[n] for n in self.lengths]
        packed = "".join(strings)
        starts = [0]
        for s in strings:
            starts.append(starts[-1] + len(s))
        self.strings = [[packed[starts[i] : starts[i + 1]] for i in ids] for ids in self.ids]

    def top(self, q: str, limit: int, cutoff: float) -> list[int]:
        """The indexes of `process.extract(q, strings, scorer=fuzz.ratio, processor=None, limit=limit,
        score_cutoff=cutoff)`, in its order (higher score first, then lower index)."""
        n = len(q)
        lo = bisect.bisect_left(self.lengths, math.floor(cutoff * n / (200 - cutoff)))
        hi = bisect.bisect_right(self.lengths, math.ceil(n * (200 - cutoff) / cutoff))
        found: list[tuple[float, int]] = []
        for g in range(lo, hi):
            ids = self.ids[g]
            found += (
                (-score, ids[i])
                for _, score, i in process.extract(
                    q, self.strings[g], scorer=fuzz.ratio, processor=None, limit=limit, score_cutoff=cutoff
                )
            )
        return [i for _, i in heapq.nsmallest(limit, found)]


class _Scope:
    """Search structures over the keys of one game's cards (or all cards)."""

    def __init__(self, cards: list[Card | CardRef], card_keys: list[Sequence[str]], ids: Iterable[int]) -> None:
        self.keys: list[str] = []
        self.owner: list[int] = []
        for cid in ids:
            for key in card_keys[cid]:
                self.keys.append(key)
                self.owner.append(cid)
        self.key_words = [tuple(k.split()) for k in self.keys]
        order = sorted(range(len(self.keys)), key=self.keys.__getitem__)
        self.sorted_keys = [self.keys[i] for i in order]
        self.sorted_pos = order
        postings: dict[str, set[int]] = {}
        for pos, words in enumerate(self.key_words):
            for word in words:
                postings.setdefault(word, set()).add(pos)
        self.vocab = sorted(postings)
        self.postings = [postings[w] for w in self.vocab]
        self.alphabetical = sorted(set(self.owner), key=lambda c: (cards[c].name.casefold(), cards[c].name))
        self.keys_by_length = _ByLength(self.keys)
        self.vocab_by_length = _ByLength(self.vocab)

    def prefix_range(self, q: str) -> range:
        lo = bisect.bisect_left(self.sorted_keys, q)
        hi = bisect.bisect_left(self.sorted_keys, q + "\uffff", lo)
        return range(lo, hi)

    def _vocab_range(self, word: str) -> tuple[int, int]:
        lo = bisect.bisect_left(self.vocab, word)
        return lo, bisect.bisect_left(self.vocab, word + "\uffff", lo)

    def word_candidates(self, words: list[str]) -> set[int]:
        """Key positions where every query word is a prefix of some word (any order; check order after)."""
        spans = sorted(((self._vocab_range(w), w) for w in words), key=lambda s: (s[0][1] - s[0][0], s[1]))
        found: set[int] | None = None
        for (lo, hi), word in spans:
            if lo == hi:
                return set()
            if found is not None and len(found) < 4 * (hi - lo):
                found = {p for p in found if any(x.startswith(word) for x in self.key_words[p])}
            else:
                union = set().union(*self.postings[lo:hi])
                found = union if found is None else found & union
            if not found:
                return set()
        return found or set()

    def fuzzy_word_candidates(self, words: list[str], memo: dict | None = None) -> set[int]:
        """Like word_candidates, but a word no name word starts with stands for its closest words.

        Words that can't narrow the search (too short to correct, or the start of too many words) are left out.
        The answer is the positions every remaining word's term allows, so the terms of words that name words
        start are taken first: when no position has them all, the closest words of the others aren't searched.
        `memo` (see CardIndex.lookup) keeps each word's closest words.
        """
        prefixed: list[tuple[int, range | list[int]]] = []
        unknown: list[str] = []
        for word in dict.fromkeys(words):
            lo, hi = self._vocab_range(word)
            if 0 < hi - lo < 200:
                prefixed.append((sum(len(self.postings[i]) for i in range(lo, hi)), range(lo, hi)))
            elif hi == lo and len(word) >= 3:
                unknown.append(word)
        found = self._narrow(None, prefixed)
        if prefixed and not found:
            return set()
        closest: list[tuple[int, range | list[int]]] = []
        for word in unknown:
            if memo is None or (ids := memo.get(word)) is None:
                ids = self.vocab_by_length.top(word, 3, WORD_CUTOFF)
                if memo is not None:
                    memo[word] = ids
            if ids:
                closest.append((sum(len(self.postings[i]) for i in ids), ids))
        return self._narrow(found, closest) or set()

    def _narrow(self, found: set[int] | None, terms: list[tuple[int, range | list[int]]]) -> set[int] | None:
        """`found` (None: every position) narrowed to the positions with a word of each term (its size: postings)."""
        for size, ids in sorted(terms, key=lambda t: t[0]):
            if found is None:
                found = set().union(*(self.postings[i] for i in ids))
            elif len(found) * 4 < size:
                wanted = {self.vocab[i] for i in ids}
                found = {p for p in found if not wanted.isdisjoint(self.key_words[p])}
            else:
                found &= set().union(*(self.postings[i] for i in ids))
            if not found:
                return set()
        return found


class CardIndex:
    """Cards of every game, looked up by name. A card with the same normalised name and game replaces the earlier.

    An entry is a Card or a CardRef (names only): a ref is loaded when a lookup returns it, and replaced by
    its Card, so a large imported pool costs its names until its cards are used.
    """

    def __init__(self, cards: Iterable[Card | CardRef] = ()) -> None:
        self._by_key: dict[tuple[str, str], Card | CardRef] = {}
        self._cards: list[Card | CardRef] = []
        self._dirty = True
        for card in cards:
            self.add(card)

    def add(self, card: Card | CardRef) -> None:
        norm = card.norm if isinstance(card, CardRef) else normalise(card.name)
        self._by_key[(card.game, norm)] = card
        self._dirty = True

    def __len__(self) -> int:
        return len(self._by_key)

    def __iter__(self) -> Iterator[Card]:
        """Every card, loading any not loaded yet (for small indexes; `sources()` counts without loading)."""
        self._ensure()
        return (self._card(cid) for cid in range(len(self._cards)))

    def names(self) -> list[str]:
        """Every card's name, without loading any."""
        return [card.name for card in self._by_key.values()]

    def sources(self) -> dict[str, int]:
        """How many cards each source gave ("bundled", "scryfall", …), without loading any."""
        counts: dict[str, int] = {}
        for card in self._by_key.values():
            counts[card.source] = counts.get(card.source, 0) + 1
        return counts

    def loaded(self) -> int:
        """How many entries are Cards (bundled, or refs loaded since)."""
        return sum(not isinstance(c, CardRef) for c in self._by_key.values())

    def _card(self, cid: int) -> Card:
        """The card at `cid`, loading it first if it is a ref (once: the index keeps the Card)."""
        entry = self._cards[cid]
        if not isinstance(entry, CardRef):
            return entry
        card = entry.loader(entry)
        self._cards[cid] = card
        key = (entry.game, self._norm[cid])
        if self._by_key.get(key) is entry:
            self._by_key[key] = card
        return card

    def _ensure(self) -> None:
        if not self._dirty:
            return
        with without_gc():
            self._build()

    def _build(self) -> None:
        self._cards = list(self._by_key.values())
        self._norm = [name for _, name in self._by_key]
        self._exact: dict[str, list[int]] = {}
        self._alias: dict[str, list[int]] = {}
        self._face: dict[str, list[int]] = {}
        self._card_keys = [c.keys if isinstance(c, CardRef) else _keys(c) for c in self._cards]
        exact, face = self._exact, self._face
        for cid, (norm, keys) in enumerate(zip(self._norm, self._card_keys, strict=True)):
            if norm in exact:
                exact[norm].append(cid)
            else:
                exact[norm] = [cid]
            if len(keys) > 1 or (keys and keys[0] != norm):
                for key in keys:
                    if key != norm:
                        face.setdefault(key, []).append(cid)
            if aliases := self._cards[cid].aliases:
                for alias in dict.fromkeys(normalise(a) for a in aliases):
                    self._alias.setdefault(alias, []).append(cid)
        for cid, card in enumerate(self._cards):  # "Teferis Protection": a name typed without its apostrophes
            if "'" in card.name or "’" in card.name:
                bare = normalise(card.name.replace("'", "").replace("’", ""))
                if bare not in exact:
                    exact[bare] = list(exact[self._norm[cid]])
        self._games = {c.game for c in self._cards}
        # every name, nickname and face name (normalised), and each of its starts before a space: where a name may
        # start (_starts_name, a set: a lookup per word read); made with the index, so a forked worker shares it
        # rather than making its own
        self._name_starts = _word_starts(key for table in (exact, face, self._alias) for key in table)
        self._scopes: dict[str | None, _Scope] = {}
        self._dirty = False

    def _scope(self, game: str | None) -> _Scope:
        if game not in self._scopes:
            ids = [i for i, c in enumerate(self._cards) if game is None or c.game == game]
            with without_gc():
                self._scopes[game] = _Scope(self._cards, self._card_keys, ids)
        return self._scopes[game]

    def _label(self, cid: int, game: str | None) -> str:
        card = self._cards[cid]
        if game is None and len(self._exact.get(self._norm[cid], ())) > 1:
            return f"{card.name} ({card.game})"
        return card.name

    def get(self, name: str, game: str | None = None) -> Card | None:
        """The card with exactly this (normalised) name, or None."""
        self._ensure()
        ids = [i for i in self._exact.get(normalise(name), ()) if game is None or self._cards[i].game == game]
        return self._card(ids[0]) if ids else None

    def named(self, query: str, game: str | None = None) -> Match:
        """The first tiers of `lookup` only: the card's exact name, a nickname or a face name (how "none" if
        none matches). Cheap: the prefix and fuzzy search structures over every name aren't built."""
        self._ensure()
        q = normalise(query[:MAX_QUERY])
        for how, table in (("exact", self._exact), ("alias", self._alias), ("face", self._face)):
            ids = [i for i in table.get(q, ()) if game is None or self._cards[i].game == game] if q else []
            if ids:
                return self._decide(query, how, {i: 100.0 for i in ids}, game)
        return Match(None, query=query)

    def may_start_name(self, word: str) -> bool:
        """False when no card's name, nickname or face name starts with `word`'s normalised first word (then
        `named` finds nothing for any text starting with it); True otherwise, or when `word` has no letters or
        digits. A cheap test before looking up every span that starts with a word."""
        head = normalise(word[:MAX_QUERY]).split(" ", 1)[0]
        return not head or self._starts_name(head)

    def is_name_key(self, key: str) -> bool:
        """Whether a card's name, nickname or face name normalises to `key` (normalised): `named` finds nothing
        for a query whose normalised form isn't one."""
        self._ensure()
        return key in self._exact or key in self._alias or key in self._face

    def name_starts(self) -> frozenset[str]:
        """Every name, nickname and face name (normalised), and each start of one that ends before a space: a span
        starting with a word that isn't one of them (normalised) reaches no further (`name_reach`), and is no name
        (`is_name_key`) unless its plural ends the word."""
        self._ensure()
        return self._name_starts

    def _starts_name(self, words: str) -> bool:
        """Whether a name, nickname or face name (normalised) is `words` or starts with them and a space."""
        self._ensure()
        return words in self._name_starts

    def name_reach(
        self, words: Sequence[str], start: int, limit: int, normed: Sequence[str] = (), starts: dict | None = None
    ) -> int:
        """The end of the longest span `words[start:end]` (end <= limit) that `named` could find, its last word
        in any form ("Healers", "Jace's"): the words before its last one, normalised, must be how a name,
        nickname or face name starts. A cheap bound before looking up each span (the same spans are found).
        `normed`: the words normalised, when the caller has them; `starts`: a dict the caller keeps for one
        reading, empty at first (whether a name starts with some words: the same words are asked of often)."""
        before = ""  # the words before the span's last word that has letters or digits, normalised
        seen = ""  # all the span's words so far, normalised
        length = -1  # the span's length as typed (a query longer than MAX_QUERY is cut: no bound then)
        end = start + 1
        for k in range(start, limit):
            length += len(words[k]) + 1
            if length > MAX_QUERY:
                return limit
            word = normed[k] if normed else normalise(words[k])
            if word:
                before, seen = seen, f"{seen} {word}" if seen else word
                if before:
                    known = starts.get(before) if starts is not None else None
                    if known is None:
                        known = self._starts_name(before)
                        if starts is not None:
                            starts[before] = known
                    if not known:
                        break
            end = k + 1
        return end

    def lookup(
        self,
        query: str,
        game: str | None = None,
        memo: dict | None = None,
        singulars: Callable[[str], Sequence[str]] | None = None,
    ) -> Match:
        """Find the card a player means (see the module docstring for the tiers).

        `memo`: a dict the caller keeps for one reading (one question), empty at first: the fuzzy searches it
        repeats (the same words looked up for a slot, then for "did you mean") are made once. The answers are
        the same with or without it. `singulars`: what a query may be the plural of ("Umezawa's Jittes" →
        "Umezawa's Jitte"); one that is a card's exact name is that card, how "plural", before any fuzzy search."""
        found = self.named(query, game)
        q = normalise(query[:MAX_QUERY])
        if found.how != "none" or not q:
            return found
        scope = self._scope(game)
        hits: dict[int, float] = {}
        for i in scope.prefix_range(q):
            pos = scope.sorted_pos[i]
            score = round(100 * len(q) / len(scope.keys[pos]), 1)
            cid = scope.owner[pos]
            hits[cid] = max(hits.get(cid, 0.0), score)
        if hits:
            return self._decide(query, "prefix", hits, game)
        words = q.split()
        for pos in scope.word_candidates(words):
            if in_order(words, scope.key_words[pos]):
                score = round(100 * len(q) / len(scope.keys[pos]), 1)
                cid = scope.owner[pos]
                hits[cid] = max(hits.get(cid, 0.0), score)
        if hits:
            return self._decide(query, "word-prefix", hits, game)
        if singulars is not None and (plural := self._plural(query, game, singulars)) is not None:
            return plural
        return self._fuzzy(query, q, scope, game, memo)

    def _plural(self, query: str, game: str | None, singulars: Callable[[str], Sequence[str]]) -> Match | None:
        """The card whose exact name `query` is with its last word in the plural, found without a fuzzy search over
        every name (which finds that card too: the same answer for every name of the 2018 pool in the plural)."""
        for singular in singulars(query.strip()):
            found = self.named(singular, game)
            if found.how == "exact" and found.card is not None:
                return Match(found.card, found.candidates, "plural", query=query, total=1)
        return None

    def _ranked(self, hits: dict[int, float], game: str | None) -> list[tuple[str, float, int]]:
        """Best first: higher score, then shorter name, then alphabetical."""
        rows = ((self._label(c, game), s, c) for c, s in hits.items())
        return heapq.nsmallest(len(hits), rows, key=lambda r: (-r[1], len(r[0]), r[0].casefold(), r[0]))

    def _decide(self, query: str, how: str, hits: dict[int, float], game: str | None) -> Match:
        if len(hits) > 50:  # keep ranking cheap for one-letter prefixes
            top = heapq.nsmallest(
                MAX_CANDIDATES * 4,
                hits.items(),
                key=lambda kv: (-kv[1], len(self._cards[kv[0]].name), self._cards[kv[0]].name.casefold()),
            )
            ranked = self._ranked(dict(top), game)
        else:
            ranked = self._ranked(hits, game)
        candidates = [(name, score) for name, score, _ in ranked[:MAX_CANDIDATES]]
        if len(hits) == 1:
            return Match(self._card(ranked[0][2]), candidates, how, query=query, total=1)
        return Match(None, candidates, how, ambiguous=True, query=query, total=len(hits))

    def _fuzzy_scores(self, q: str, scope: _Scope, memo: dict | None = None) -> dict[int, float]:
        """Fuzzy scores of the cards near `q` (a dict the caller doesn't change: `memo` may keep it)."""
        if memo is not None:
            memo = memo.setdefault(id(scope), ({}, {}))
            if (scores := memo[0].get(q)) is None:
                scores = memo[0][q] = self._fuzzy_scores_of(q, scope, memo[1])
            return scores
        return self._fuzzy_scores_of(q, scope, None)

    def _fuzzy_scores_of(self, q: str, scope: _Scope, words_memo: dict | None) -> dict[int, float]:
        pool = set(scope.keys_by_length.top(q, SCAN_POOL, SCAN_CUTOFF))
        by_words = scope.fuzzy_word_candidates(q.split(), words_memo)
        if len(by_words) <= MAX_POOL:
            pool |= by_words
        positions = sorted(pool)
        scores: dict[int, float] = {}
        rescored = process.extract(
            q, [scope.keys[p] for p in positions], scorer=fuzz.WRatio, processor=None, limit=None, score_cutoff=30
        )
        words = q.split()
        for key, score, i in rescored:
            share = len(key) / len(q)
            if share < SHORT_NAME:  # a short name inside a long query is not a good match for it
                score *= (share / SHORT_NAME) ** 0.5
            if score >= FUZZY_CUTOFF and not _is_typo(words, key, scope.key_words[positions[i]]):
                score = min(score * NOT_A_TYPO, FUZZY_CUTOFF - 1)
            cid = scope.owner[positions[i]]
            scores[cid] = max(scores.get(cid, 0.0), round(score, 1))
        return scores

    def _fuzzy(self, query: str, q: str, scope: _Scope, game: str | None, memo: dict | None = None) -> Match:
        if len(q) < 3:
            return Match(None, query=query)
        scores = self._fuzzy_scores(q, scope, memo)
        good = {c: s for c, s in scores.items() if s >= FUZZY_CUTOFF}
        if not good:
            near = {c: s for c, s in scores.items() if s >= SUGGEST_CUTOFF}
            ranked = self._ranked(near, game)[:3]
            return Match(None, [(n, s) for n, s, _ in ranked], "none", query=query)
        ranked = self._ranked(good, game)
        best = ranked[0][1]
        close = [(n, s) for n, s, _ in ranked if best - s <= FUZZY_MARGIN]
        if len(close) == 1:
            candidates = [(n, s) for n, s, _ in ranked[:MAX_CANDIDATES]]
            return Match(self._card(ranked[0][2]), candidates, "fuzzy", query=query, total=len(good))
        return Match(None, close[:MAX_CANDIDATES], "fuzzy", ambiguous=True, query=query, total=len(close))

    def similar(
        self,
        query: str,
        game: str | None,
        keep: Callable[[Card], bool],
        limit: int = 3,
        scan: int = 40,
        memo: dict | None = None,
    ) -> list[str]:
        """Names close to `query` of cards `keep` accepts, best first: those it starts, those with its words
        (in any order), then fuzzy ones. For "did you mean" where the closest card is of the wrong kind ("giant"
        where a creature is wanted: Hill Giant, not Giant Growth). Loads at most `scan` cards. `memo`: as lookup's."""
        self._ensure()
        q = normalise(query[:MAX_QUERY])
        if not q:
            return []
        scope = self._scope(game)
        hits: dict[int, float] = {}
        for i in scope.prefix_range(q):
            pos = scope.sorted_pos[i]
            cid = scope.owner[pos]
            hits[cid] = max(hits.get(cid, 0.0), 100.0 + 100 * len(q) / len(scope.keys[pos]))
        words = q.split()
        for pos in scope.word_candidates(words):
            cid = scope.owner[pos]
            hits[cid] = max(hits.get(cid, 0.0), 100 * len(q) / len(scope.keys[pos]))
        if len(q) >= 3:
            for cid, score in self._fuzzy_scores(q, scope, memo).items():
                if score >= SUGGEST_CUTOFF:
                    hits[cid] = max(hits.get(cid, 0.0), score * 0.9)
        out: list[str] = []
        for name, _, cid in self._ranked(hits, game)[:scan]:
            if name not in out and keep(self._card(cid)):
                out.append(name)
                if len(out) == limit:
                    break
        return out

    def resolve(self, query: str, game: str | None = None) -> Card:
        """The card a query means, or CardNotFound / AmbiguousCard with the candidates."""
        found = self.lookup(query, game)
        if found.card is not None:
            return found.card
        shown = " ".join(query.split())[:MAX_QUERY]
        if found.ambiguous:
            raise AmbiguousCard(shown, found.candidates, found.total)
        raise CardNotFound(shown, found.candidates)

    def complete(self, prefix: str, game: str | None = None) -> list[tuple[str, str]]:
        """Autocomplete choices: at most 25 (display name, value) pairs of at most 100 characters each."""
        self._ensure()
        scope = self._scope(game)
        q = normalise(prefix[:MAX_QUERY])
        if not q:
            return [self._choice(c, game) for c in scope.alphabetical[:MAX_COMPLETIONS]]
        picked: dict[int, None] = {}

        def take(ids: Iterable[int]) -> bool:
            for cid in ids:
                if game is None or self._cards[cid].game == game:
                    picked.setdefault(cid)
                    if len(picked) >= MAX_COMPLETIONS:
                        return True
            return False

        if take(self._exact.get(q, ())) or take(self._alias.get(q, ())) or take(self._face.get(q, ())):
            return [self._choice(c, game) for c in picked]
        if take(scope.owner[scope.sorted_pos[i]] for i in scope.prefix_range(q)):
            return [self._choice(c, game) for c in picked]
        words = q.split()
        ordered = [p for p in scope.word_candidates(words) if in_order(words, scope.key_words[p])]
        if take(scope.owner[p] for p in sorted(ordered, key=lambda p: (scope.keys[p], p))):
            return [self._choice(c, game) for c in picked]
        if not picked and len(q) >= 3:
            scores = self._fuzzy_scores(q, scope)
            take(c for _, _, c in self._ranked({c: s for c, s in scores.items() if s >= FUZZY_CUTOFF}, game))
        return [self._choice(c, game) for c in picked]

    def _choice(self, cid: int, game: str | None) -> tuple[str, str]:
        card = self._cards[cid]
        label = card.name
        if game is None and len(self._games) > 1 and card.game != "mtg":
            label += " (Grand Archive)" if card.game == "grand-archive" else f" ({card.game})"
        if len(label) > MAX_CHOICE:
            label = label[: MAX_CHOICE - 1] + "…"
        return label, card.name[:MAX_CHOICE]
