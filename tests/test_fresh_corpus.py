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


def entry_problems(items: list[dict], prefix: str, earlier: set[str]) -> list:
    """Why any fresh entry is invalid: too few, an id not `prefix…`, no source, a question already collected
    (`earlier`: the questions of the earlier files), no expected outcome, or a check the harness can't judge."""
    enough = len(items) >= 40 and len({e["id"] for e in items}) == len(items)
    problems: list = [] if enough else ["fewer than 40 or ids repeat"]
    for e in items:
        if not (e["id"].startswith(prefix) and e["source"].startswith("http") and e["source_kind"] in KINDS):
            problems.append((e["id"], "id, source or source_kind"))
        if e["question"].strip() in earlier:
            problems.append((e["id"], "already collected"))
        if not (e["expected"].strip() and e["verified_by"].strip() and isinstance(e["cards"], list)):
            problems.append((e["id"], "expected, verified_by or cards"))
        problems += [(e["id"], p) for p in check_problems(e)]
    return problems


def missing_rules(items: list[dict]) -> list[tuple[str, str]]:
    """(id, rule) for each cited rule that isn't in the 2022 Comprehensive Rules."""
    text = next((SHARED / "rules" / "mtg").glob("*2022*")).read_text(encoding="utf-8-sig").replace("\r\n", "\n")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.M))
    return [(e["id"], r) for e in items for r in e["rules"] if r not in numbers]


def assert_reference_reading(entry: dict, index) -> None:
    """The entry's reference reading gets the rules answer (or, with `engine_disagrees`, still doesn't)."""
    result, detail = evaluate_reference(entry, index)
    if "engine_disagrees" in entry:
        assert result != "right", f"{entry['id']} now passes: drop its engine_disagrees"
    else:
        assert result == "right", detail


def wrong_as_typed(items: list[dict], index) -> list[tuple[str, str, str]]:
    """(id, result, detail) for each question answered wrongly, answered when it should refuse, or crashing."""
    return [
        (e["id"], result, detail)
        for e, result, detail, _ in evaluate_all(items, index)
        if result in ("wrong", "unexpected-answer", "crash")
    ]


def test_every_fresh_entry_is_new_sourced_and_has_a_valid_check():
    assert not entry_problems(ITEMS, "fr-", {e["question"].strip() for e in entries()})


def test_every_rule_cited_by_a_fresh_entry_exists():
    assert not missing_rules(ITEMS)


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_fresh_reference_reading_gets_the_rules_answer(entry, pool_index):
    assert_reference_reading(entry, pool_index)


def test_fresh_questions_as_typed_are_never_answered_wrongly(pool_index):
    assert not wrong_as_typed(ITEMS, pool_index)


# answer entries right as typed (fr-001 since the table-shorthand reader, fr-002, fr-004); never lower
FRESH_RIGHT_FLOOR = 3


def test_fresh_answer_entries_right_as_typed_stay_above_the_floor(pool_index):
    right = sum(1 for _, result, _, _ in evaluate_all(ANSWERS, pool_index) if result == "right")
    assert right >= FRESH_RIGHT_FLOOR, f"{right} fresh answer entries right as typed, below {FRESH_RIGHT_FLOOR}"


FRESH_REFUSE_FLOOR = 28  # refuse entries refused for their own reason as typed; never lower
REFUSES = [e for e in ITEMS if e["check"]["kind"] == "refuse"]


def test_fresh_refuse_entries_refused_for_their_reason_stay_above_the_floor(pool_index):
    said = sum(1 for _, result, _, _ in evaluate_all(REFUSES, pool_index) if result == "right")
    assert said >= FRESH_REFUSE_FLOOR, f"{said} fresh refuse entries refused for their reason, below the floor"
