"""The third fresh corpus (tests/corpus/fresh3.jsonl): real players' questions collected later still (none in
questions.jsonl, fresh.jsonl or fresh2.jsonl), held out to measure issue #16's goal. Same format and checks as
tests/test_fresh_corpus.py, except that it isn't asked as typed here: `python bench/corpus.py --file
tests/corpus/fresh3.jsonl -v` prints those figures, and no test may be fitted to them."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries
from test_fresh2_corpus import FRESH2
from test_fresh_corpus import FRESH, assert_reference_reading, entry_problems, missing_rules

FRESH3 = Path(__file__).parent / "corpus" / "fresh3.jsonl"
ITEMS = entries(FRESH3)
ANSWERS = [e for e in ITEMS if e["check"]["kind"] == "answer"]


def test_every_fresh3_entry_is_new_sourced_and_has_a_valid_check():
    earlier = {e["question"].strip() for e in entries() + entries(FRESH) + entries(FRESH2)}
    assert not entry_problems(ITEMS, "f3-", earlier)


def test_no_fresh3_source_was_collected_before():
    earlier = {e["source"].rstrip("/") for e in entries() + entries(FRESH) + entries(FRESH2)}
    assert not [e["id"] for e in ITEMS if e["source"].rstrip("/") in earlier]


def test_every_rule_cited_by_a_fresh3_entry_exists():
    assert not missing_rules(ITEMS)


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_fresh3_reference_reading_gets_the_rules_answer(entry, pool_index):
    assert_reference_reading(entry, pool_index)
