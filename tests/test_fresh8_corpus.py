"""The eighth fresh corpus (tests/corpus/fresh8.jsonl): real players' questions collected after fresh7 (none in
questions.jsonl or fresh.jsonl … fresh7.jsonl, by source or text, nor in the parallel fresh9), a dev set: `fresh8.md`
lists every search in the order run and how results were taken. Like fresh7 it is asked as typed here (reader work
uses it): none may be answered wrongly, answered when it should refuse, or crash, and the entries right as typed stay
above a floor. `python bench/corpus.py --file tests/corpus/fresh8.jsonl -v` prints the figures."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries, evaluate_all
from test_fresh2_corpus import FRESH2
from test_fresh3_corpus import FRESH3
from test_fresh4_corpus import FRESH4
from test_fresh5_corpus import FRESH5
from test_fresh6_corpus import FRESH6
from test_fresh7_corpus import FRESH7
from test_fresh_corpus import FRESH, assert_reference_reading, entry_problems, missing_rules, wrong_as_typed

FRESH8 = Path(__file__).parent / "corpus" / "fresh8.jsonl"
ITEMS = entries(FRESH8)
ANSWERS = [e for e in ITEMS if e["check"]["kind"] == "answer"]
EARLIER = (
    entries()
    + entries(FRESH)
    + entries(FRESH2)
    + entries(FRESH3)
    + entries(FRESH4)
    + entries(FRESH5)
    + entries(FRESH6)
    + entries(FRESH7)
)


def test_every_fresh8_entry_is_new_sourced_and_has_a_valid_check():
    assert len(ITEMS) >= 40
    assert not entry_problems(ITEMS, "f8-", {e["question"].strip() for e in EARLIER})


def test_no_fresh8_source_was_collected_before():
    earlier = {e["source"].rstrip("/") for e in EARLIER}
    assert not [e["id"] for e in ITEMS if e["source"].rstrip("/") in earlier]
    sources = [e["source"] for e in ITEMS]
    assert len(set(sources)) == len(sources)


def test_no_fresh8_question_repeats_within_the_set():
    questions = [e["question"].strip() for e in ITEMS]
    assert len(set(questions)) == len(questions)


def test_every_rule_cited_by_a_fresh8_entry_exists():
    assert not missing_rules(ITEMS)


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_fresh8_reference_reading_gets_the_rules_answer(entry, pool_index):
    assert_reference_reading(entry, pool_index)


def test_fresh8_questions_as_typed_are_never_answered_wrongly(pool_index):
    assert not wrong_as_typed(ITEMS, pool_index)


FRESH8_RIGHT_FLOOR = 34  # entries right as typed (answer or refuse); never lower


def test_fresh8_entries_right_as_typed_stay_above_the_floor(pool_index):
    said = sum(1 for _, result, _, _ in evaluate_all(ITEMS, pool_index) if result == "right")
    assert said >= FRESH8_RIGHT_FLOOR, f"{said} fresh8 entries right as typed, below the floor"
