"""Needles (commands/reader/needles.py, speed only): the strings a pattern's every match contains, so a text lacking
them is never searched. Each test compares with searching every text."""

from __future__ import annotations

import importlib
import pkgutil
import re

from corpus.run import entries

import commands.reader as reader
from commands.reader.needles import Sieved, lowered, sieved

normalising = importlib.import_module("commands.reader.normalise")
TEXTS = [text for e in entries() for text in (e["question"], e.get("controlled", "")) if text]


def _needles(pattern: str, flags: int = re.I) -> list[set[str]]:
    return [set(n) for n in sieved(re.compile(pattern, flags)).needles]


def test_needles_of_patterns() -> None:
    assert _needles("ETBs?") == [{"etb", "etbs"}]  # an optional last letter: both spellings
    assert _needles(r"(?<![\w/'])(?:b/c|bc|cuz)(?![\w/'])") == [{"b/c", "bc", "cuz"}]
    assert {"got"} in _needles(r"(?:he|she|they)\s*'?s\s+got")  # the word after a group
    assert _needles(r"(?:opp|opponent)'?s") == [{"opp's", "opps", "opponent's", "opponents"}]
    assert _needles(r"\bdid\s+(?=[0-9]+\s+(?:damage|dmg))") == [{"did"}, {"damage", "dmg"}]  # and the lookahead's
    assert _needles(r"Opponent(?=\s)", 0) == [{"Opponent"}]  # case-sensitive: as written
    assert _needles(r"(?:x\s+)?[0-9]+") == []  # nothing every match holds: always tried
    assert _needles(r"a(?-i:B)c") == []  # case-folding turned off inside: always tried
    assert _needles(r"(?:flying|\w+walk)") == [{"flying", "walk"}]


def test_a_text_without_the_needles_never_matches() -> None:
    """Every pattern of the reader, over the corpus texts, their clauses and their lower-case forms: whenever it
    matches, the needles are in the text; and they rule most texts out for most patterns."""
    modules = [importlib.import_module(f"commands.reader.{m.name}") for m in pkgutil.iter_modules(reader.__path__)]
    modules += [importlib.import_module(m) for m in ("commands.situation", "commands.lexicon")]
    found = [v for m in modules for value in vars(m).values() for v in (value if isinstance(value, list) else [value])]
    found += [v for m in modules for value in vars(m).values() if isinstance(value, tuple) for v in value]
    rxs = [
        v.rx if isinstance(v, Sieved) else v[0].rx if isinstance(v, tuple) and v and isinstance(v[0], Sieved) else v
        for v in found
    ]
    patterns = {(v.pattern, v.flags): v for v in rxs if isinstance(v, re.Pattern)}
    texts = TEXTS + [p for t in TEXTS for p in re.split(r"[.;!?,]\s*", t)]
    texts += [t.lower() for t in texts]
    matched = ruled_out = 0
    for rx in patterns.values():
        s = sieved(rx)
        for text in texts:
            may = s.may_match(text, lowered(text))
            ruled_out += not may
            if rx.search(text):
                matched += 1
                assert may, (rx.pattern, text)
    assert len(patterns) > 250 and matched > 10_000
    assert ruled_out > len(patterns) * len(texts) // 2


def test_not_ascii_text_is_always_searched() -> None:
    kelvin = sieved(re.compile(r"\bkill\b", re.I))  # re.I matches the Kelvin sign "K" as "k"
    assert kelvin.rx.search("\u212aill it") and kelvin.may_match("\u212aill it", lowered("\u212aill it"))
    assert not kelvin.may_match("I block it", lowered("I block it"))


def test_normalise_as_every_step_searched() -> None:
    def every_step(text: str) -> str:
        text = normalising.plain(text).translate(normalising._QUOTES)
        for pattern, repl in normalising._MARKUP:
            text = pattern.rx.sub(repl, text)
        text = normalising.without_links(text)
        for pattern, repl in normalising._STEPS:
            text = pattern.rx.sub(repl, text)
        for pattern, repl, _ in normalising._SUBSTITUTIONS:
            text = pattern.rx.sub(repl, text)
        for pattern, repl in normalising._AFTER_WORDS:
            text = pattern.rx.sub(repl, text)
        return " ".join(text.split(" ")).strip()

    extra = [
        "[[Shock|M19]] (e.g. Jace (m10)) ... x — y",
        "a 2/2 with 2 toughness that has flying + trample",
        "he did 3 dmg",
        "u r up, ur turn: opps bolt thru my bf w/ a b/c; it's opp's yard or GY, ETB and ETBs (cuz) — trampel, cmc 3",
        "useful: your turn, sure, burn the Opponent's opponents; yardstick, bfs, dmgs",  # the words only inside others
    ]
    for text in [*TEXTS, *extra]:
        assert normalising.normalise(text) == every_step(text), text
