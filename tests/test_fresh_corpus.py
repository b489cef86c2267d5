"""The fresh corpus (tests/corpus/fresh.jsonl): real players' questions collected after the reader was built, to
estimate issue #16's held-out goal. Same format and harness as questions.jsonl (tests/corpus/README.md);
`python bench/corpus.py --file tests/corpus/fresh.jsonl -v` prints the figures."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import SHARED
from corpus.run import check_problems, entries, evaluate_all, evaluate_reference
from test_question_corpus import KINDS

FRESH = Path(__file__).parent / "corpus" / "fresh.jsonl"
ITEMS = entries(FRESH)
ANSWERS = [e for e in ITEMS if e["check"]["kind"] == "answer"]


def test_every_fresh_entry_is_new_sourced_and_has_a_valid_check():
    assert len(ITEMS) >= 40 and len({e["id"] for e in ITEMS}) == len(ITEMS)
    old = {e["question"].strip() for e in entries()}
    for e in ITEMS:
        assert e["id"].startswith("fr-") and e["source"].startswith("http") and e["source_kind"] in KINDS, e["id"]
        assert e["question"].strip() not in old, f"{e['id']} is already in questions.jsonl"
        assert e["expected"].strip() and e["verified_by"].strip() and isinstance(e["cards"], list), e["id"]
        assert not check_problems(e), (e["id"], check_problems(e))


def test_every_rule_cited_by_a_fresh_entry_exists():
    text = next((SHARED / "rules" / "mtg").glob("*2022*")).read_text(encoding="utf-8-sig").replace("\r\n", "\n")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.M))
    assert not [(e["id"], r) for e in ITEMS for r in e["rules"] if r not in numbers]


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_fresh_reference_reading_gets_the_rules_answer(entry, pool_index):
    result, detail = evaluate_reference(entry, pool_index)
    if "engine_disagrees" in entry:
        assert result != "right", f"{entry['id']} now passes: drop its engine_disagrees"
    else:
        assert result == "right", detail


def test_fresh_questions_as_typed_are_never_answered_wrongly(pool_index):
    bad = [
        (e["id"], result, detail)
        for e, result, detail, _ in evaluate_all(ITEMS, pool_index)
        if result in ("wrong", "unexpected-answer", "crash")
    ]
    assert not bad
