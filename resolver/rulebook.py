"""The rule texts that ship with the package, so every citation expands offline.

The engine itself only emits rule numbers; callers load a RuleBook to show the text behind them.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from .rules.model import Corpus, Rule, rule_sort_key

BUNDLED_FILES = {"mtg": "mtg_rules.json", "mtg-2008": "mtg2008_rules.json", "grand-archive": "ga_rules.json"}

__all__ = ["BUNDLED_FILES", "RuleBook", "bundled_corpus", "rule_sort_key"]


@cache
def _load(game: str) -> str:
    return resources.files("resolver.data").joinpath(BUNDLED_FILES[game]).read_text("utf-8")


def bundled_corpus(game: str = "mtg") -> Corpus:
    """A fresh copy of the bundled corpus for `game`."""
    if game not in BUNDLED_FILES:
        raise LookupError(f"no bundled rules for {game!r}")
    return Corpus.from_dict(json.loads(_load(game)))


class RuleBook:
    """Rules of one game, keyed by rule id."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.rules = corpus.rules
        self.glossary = corpus.glossary

    @classmethod
    def bundled(cls, game: str = "mtg") -> RuleBook:
        return cls(bundled_corpus(game))

    def get(self, number: str) -> Rule | None:
        return self.rules.get(number)

    def __contains__(self, number: str) -> bool:
        return number in self.rules

    def missing(self, numbers: list[str]) -> list[str]:
        return [n for n in numbers if n not in self.rules]
