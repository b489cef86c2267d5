"""The fifth fresh corpus (tests/corpus/fresh5.jsonl): real players' questions collected after fresh4 (none in
questions.jsonl or fresh.jsonl … fresh4.jsonl, by source or text), held out to measure issue #16's goal.
`fresh5.md` lists every search in the order run and how results were taken. Same format and checks as
tests/test_fresh3_corpus.py, and likewise not asked as typed here: `python bench/corpus.py --file
tests/corpus/fresh5.jsonl -v` prints those figures, and no test may be fitted to them."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries
from test_fresh2_corpus import FRESH2
from test_fresh3_corpus import FRESH3
from test_fresh4_corpus import FRESH4
from test_fresh_corpus import FRESH, assert_reference_reading, entry_problems, missing_rules

FRESH5 = Path(__file__).parent / "corpus" / "fresh5.jsonl"
ITEMS = entries(FRESH5)
ANSWERS = [e for e in ITEMS if e["check"]["kind"] == "answer"]
EARLIER = entries() + entries(FRESH) + entries(FRESH2) + entries(FRESH3) + entries(FRESH4)


def test_every_fresh5_entry_is_new_sourced_and_has_a_valid_check():
    assert len(ITEMS) >= 60
    assert not entry_problems(ITEMS, "f5-", {e["question"].strip() for e in EARLIER})


def test_no_fresh5_source_was_collected_before():
    earlier = {e["source"].rstrip("/") for e in EARLIER}
    assert not [e["id"] for e in ITEMS if e["source"].rstrip("/") in earlier]


def test_no_fresh5_question_repeats_within_the_set():
    questions = [e["question"].strip() for e in ITEMS]
    assert len(set(questions)) == len(questions)


def test_every_rule_cited_by_a_fresh5_entry_exists():
    assert not missing_rules(ITEMS)


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_fresh5_reference_reading_gets_the_rules_answer(entry, pool_index):
    assert_reference_reading(entry, pool_index)
