"""Frames tried by a clause's first words (commands/reader/dispatch.py, speed only, issue #16): the words read from a
guard pattern start every text it matches, and a frame skipped for its words reads nothing there — each frame
called on every clause the dev sets put to the frames returns None (and raises nothing) wherever it is skipped."""

from __future__ import annotations

import contextlib
import importlib
import re
from pathlib import Path
from typing import Any

import pytest
from corpus.run import entries

from commands.reader import read
from commands.reader.dispatch import first_words, frame_heads, heads
from commands.reader.entities import Names
from resolver.errors import RulekeeperError

frames = importlib.import_module("commands.reader.frames")
CORPUS = Path(__file__).parent / "corpus"
DEV_SETS = ("questions", "fresh", *(f"fresh{n}" for n in range(6, 13)))  # never the held-out fresh2–fresh5
# clauses gated frames read, so each is checked where its frame answers too
READ_BY_FRAMES = [
    "Opponent swings at me with Serra Angel",
    "I swung a Blight Mamba into a 7/7",
    "an attacking 4/5 Tephraderm with trample is blocked by a 5/2 Kavu Scout",
    "I responded to Opponent's Lightning Bolt targeting it with a Giant Growth",
    "I respond by casting Shelter on my bear",
    "I could not target a planeswalker with lightning bolt",
    "I just put two Umezawa's Jittes into play",
    "my Serra Angel died to two 3/3 blockers",
    "I attacked with another Goblin Chainwhirler",
    "I gave Ghalta deathtouch",
    "I made Gideon Jura into a creature on 8 loyalty",
    "I targeted him 2 times with Skullcrack",
    "we are both at 1 life",
    "Opp at 3",
    "my life is at 2",
    "Opponent doesn't block",
    "Opponent's only creature is an Arashin Cleric",
    "I attack Jace Beleren with Hill Giant",
    "I play a Floating Shield on my Stormscape Familiar",
    "I could shock his giant",
    "I'm holding Giant Growth",
    "He doesn't regenerate it",
    "After Opponent played Vexing Devil, I attack with Hill Giant",
    "During the first strike damage step, Opponent activates Samite Healer",
    "My opponent hit me with a Lightning Bolt",
    "I block with Grizzly Bears and Giant Growth it",
    "Damaging player kills Cho-Manno",
    "Opponent did prevent 4 damage to his creature with two Test of Faith",
    "I had a Hill Giant attacking him",
]


@pytest.fixture(scope="module")
def clauses_read(pool_index: Any) -> list[str]:
    """Every text the frames were put to, reading each dev set's messages as typed and controlled."""
    seen: dict[str, None] = {}

    def recording(text: str) -> tuple[str, ...] | None:
        seen[text] = None
        return first_words(text)

    texts = [
        t for name in DEV_SETS for e in entries(CORPUS / f"{name}.jsonl") for t in (e["question"], e.get("controlled"))
    ]
    mp = pytest.MonkeyPatch()
    mp.setattr(frames, "first_words", recording)
    try:
        for text in [*(t for t in texts if t), *READ_BY_FRAMES]:
            with contextlib.suppress(RulekeeperError):
                read(text, pool_index)
    finally:
        mp.undo()
    return list(seen)


def _allowed(heads_: tuple[frozenset[str] | None, ...], text: str) -> bool:
    words = first_words(text)
    return words is None or all(h is None or w in h for h, w in zip(heads_, words, strict=True))


def test_a_frame_skipped_for_its_first_words_reads_nothing(clauses_read: list[str], pool_index: Any) -> None:
    names = Names(pool_index)
    skipped = answered = 0
    for text in clauses_read:
        for frame, words in frames._HEADED:
            if _allowed(words, text):
                with contextlib.suppress(RulekeeperError):
                    answered += frame(text, names) is not None
                continue
            skipped += 1
            assert frame(text, names) is None, (frame, text)
    assert len(clauses_read) > 700 and skipped > 10 * len(clauses_read), skipped  # most frames skip most clauses
    assert answered > 100, answered  # and the frames still read what they read


def test_first_words_of_patterns(clauses_read: list[str]) -> None:
    """Whenever a guard pattern matches a text (or the text stripped), the text starts with the words read from it."""
    guards = {p.rx if hasattr(p, "rx") else p for f in frames.FRAMES for p in getattr(f, "guards", ())}
    texts = clauses_read + [t.lower() for t in clauses_read] + [f"  {t} " for t in READ_BY_FRAMES]
    matched = 0
    for rx in guards:
        for text in texts:
            if rx.match(text) or rx.match(text.strip()):
                matched += 1
                assert _allowed(heads(rx), text), (rx.pattern, text)
    assert len(guards) > 30 and matched > 200, matched
    assert heads(re.compile(r"^(?P<p>I|he)\s+(?:just\s+)?(?:put|played)\s+(?P<x>.+)$", re.I)) == (
        frozenset({"i", "he"}),
        frozenset({"just", "put", "played"}),
    )
    assert heads(re.compile(r"^I$", re.I)) == (frozenset({"i"}), frozenset({""}))  # no second word
    assert heads(re.compile(r"^I\b", re.I)) == (None, None)  # "It's …": a word's start only
    assert heads(re.compile(r"^(?P<x>.+?)\s+is\s+unblocked$", re.I)) == (None, None)
    assert heads(re.compile(r"^I\s+attack", 0)) == (None, None)  # case-sensitive: not read


def test_frames_without_words_are_always_tried() -> None:
    unbounded = {f.__name__ for f, h in frames._HEADED if h == (None, None)}
    assert {"frame_board", "frame_card_verb", "frame_tense"} <= unbounded
    assert len(unbounded) < len(frames.FRAMES) // 2
    assert frame_heads(frames.FRAMES[1])[0] == frozenset({"after", "once", "right", "just"})  # a wrapped frame's own
