"""The rules that ship with the package (the whole CR, rule 419 of 2008, the Grand Archive rules), so every
citation and every rule number answers offline.

The engine itself only emits rule numbers; callers load a RuleBook to show the text behind them.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from importlib import resources

from .rules.model import Corpus, Rule, rule_sort_key

BUNDLED_FILES = {"mtg": "mtg_rules.json", "mtg-2008": "mtg2008_rules.json", "grand-archive": "ga_rules.json"}

__all__ = ["BUNDLED_FILES", "RuleBook", "bundled_corpus", "rule_sort_key"]


@cache
def _load(game: str) -> Corpus:
    return Corpus.from_dict(
        json.loads(resources.files("resolver.data").joinpath(BUNDLED_FILES[game]).read_text("utf-8"))
    )


def bundled_corpus(game: str = "mtg") -> Corpus:
    """A fresh copy of the bundled corpus for `game` (its dicts are the caller's; the rules are immutable)."""
    if game not in BUNDLED_FILES:
        raise LookupError(f"no bundled rules for {game!r}")
    c = _load(game)
    return replace(c, rules=dict(c.rules), glossary=dict(c.glossary), aliases=list(c.aliases), links=dict(c.links))


class RuleBook:
    """Rules of one game, keyed by rule id; `fallback` answers for numbers this corpus doesn't have
    (the 2008 book holds rule 419 and falls back to today's rules for the rest)."""

    def __init__(self, corpus: Corpus, fallback: RuleBook | None = None) -> None:
        self.corpus = corpus
        self.rules = corpus.rules
        self.glossary = corpus.glossary
        self.fallback = fallback

    @classmethod
    def bundled(cls, game: str = "mtg") -> RuleBook:
        return cls(bundled_corpus(game))

    @classmethod
    def for_ruleset(cls, key: str) -> RuleBook:
        """The rules a ruleset cites: mtg, mtg-2008 (419, then today's), grand-archive. Built once per
        ruleset and shared: callers only read it."""
        return _ruleset_book(key if key in BUNDLED_FILES else "mtg")

    def get(self, number: str) -> Rule | None:
        rule = self.rules.get(number)
        if rule is None and self.fallback is not None:
            return self.fallback.get(number)
        return rule

    def game_of(self, number: str) -> str:
        """Which corpus answers for `number` (its game key, for links)."""
        if number in self.rules or self.fallback is None:
            return self.corpus.game
        return self.fallback.game_of(number)

    def links(self, number: str) -> dict[str, str]:
        if number in self.rules or self.fallback is None:
            return self.corpus.links
        return self.fallback.links(number)

    def __contains__(self, number: str) -> bool:
        return self.get(number) is not None

    def missing(self, numbers: list[str]) -> list[str]:
        return [n for n in numbers if n not in self]


@cache
def _ruleset_book(key: str) -> RuleBook:
    if key == "mtg-2008":
        return RuleBook(bundled_corpus("mtg-2008"), fallback=_ruleset_book("mtg"))
    return RuleBook(bundled_corpus(key))
