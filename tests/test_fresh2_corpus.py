"""The second fresh corpus (tests/corpus/fresh2.jsonl): real players' questions collected later still (none in
questions.jsonl or fresh.jsonl), to estimate issue #16's held-out goal again. Same format, harness and checks as
tests/test_fresh_corpus.py; `python bench/corpus.py --file tests/corpus/fresh2.jsonl -v` prints the figures."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries
from test_fresh_corpus import FRESH, assert_reference_reading, entry_problems, missing_rules, wrong_as_typed

FRESH2 = Path(__file__).parent / "corpus" / "fresh2.jsonl"
ITEMS = entries(FRESH2)
ANSWERS = [e for e in ITEMS if e["check"]["kind"] == "answer"]


def test_every_fresh2_entry_is_new_sourced_and_has_a_valid_check():
    earlier = {e["question"].strip() for e in entries() + entries(FRESH)}
    assert not entry_problems(ITEMS, "fs-", earlier)


def test_every_rule_cited_by_a_fresh2_entry_exists():
    assert not missing_rules(ITEMS)


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_fresh2_reference_reading_gets_the_rules_answer(entry, pool_index):
    assert_reference_reading(entry, pool_index)


def test_fresh2_questions_as_typed_are_never_answered_wrongly(pool_index):
    assert not wrong_as_typed(ITEMS, pool_index)
