"""The seventh fresh corpus (tests/corpus/fresh7.jsonl): real players' questions collected after fresh6 (none in
questions.jsonl or fresh.jsonl … fresh6.jsonl, by source or text), a dev set: `fresh7.md` lists every search in the
order run and how results were taken. Like fresh6 it is asked as typed here (reader work uses it): none may be
answered wrongly, answered when it should refuse, or crash, and the refuse entries refused for their own reason stay
above a floor. `python bench/corpus.py --file tests/corpus/fresh7.jsonl -v` prints the figures."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries, evaluate_all
from test_fresh2_corpus import FRESH2
from test_fresh3_corpus import FRESH3
from test_fresh4_corpus import FRESH4
from test_fresh5_corpus import FRESH5
from test_fresh6_corpus import FRESH6
from test_fresh_corpus import FRESH, assert_reference_reading, entry_problems, missing_rules, wrong_as_typed

FRESH7 = Path(__file__).parent / "corpus" / "fresh7.jsonl"
ITEMS = entries(FRESH7)
ANSWERS = [e for e in ITEMS if e["check"]["kind"] == "answer"]
REFUSES = [e for e in ITEMS if e["check"]["kind"] == "refuse"]
EARLIER = (
    entries() + entries(FRESH) + entries(FRESH2) + entries(FRESH3) + entries(FRESH4) + entries(FRESH5) + entries(FRESH6)
)


def test_every_fresh7_entry_is_new_sourced_and_has_a_valid_check():
    assert len(ITEMS) >= 45
    assert not entry_problems(ITEMS, "f7-", {e["question"].strip() for e in EARLIER})


def test_no_fresh7_source_was_collected_before():
    """A judge column's page may give several questions (each its own entry); no page was collected before."""
    earlier = {e["source"].rstrip("/") for e in EARLIER}
    assert not [e["id"] for e in ITEMS if e["source"].rstrip("/") in earlier]
    bug_reports = [e["source"] for e in ITEMS if e["source_kind"] == "bug-report"]
    assert len(set(bug_reports)) == len(bug_reports)


def test_no_fresh7_question_repeats_within_the_set():
    questions = [e["question"].strip() for e in ITEMS]
    assert len(set(questions)) == len(questions)


def test_every_rule_cited_by_a_fresh7_entry_exists():
    assert not missing_rules(ITEMS)


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_fresh7_reference_reading_gets_the_rules_answer(entry, pool_index):
    assert_reference_reading(entry, pool_index)


def test_fresh7_questions_as_typed_are_never_answered_wrongly(pool_index):
    assert not wrong_as_typed(ITEMS, pool_index)


FRESH7_REFUSE_FLOOR = 34  # refuse entries refused for their own reason as typed; never lower


def test_fresh7_refuse_entries_refused_for_their_reason_stay_above_the_floor(pool_index):
    said = sum(1 for _, result, _, _ in evaluate_all(REFUSES, pool_index) if result == "right")
    assert said >= FRESH7_REFUSE_FLOOR, f"{said} fresh7 refuse entries refused for their reason, below the floor"
