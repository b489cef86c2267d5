"""The dev sets of real questions (tests/corpus/fresh6.jsonl … fresh13.jsonl): each collected after the earlier
sets as its `freshN.md` describes (none in questions.jsonl, fresh.jsonl, the held-out fresh2–fresh5 or another dev
set, by source or text). Unlike fresh2–fresh5 they are asked as typed here (reader work uses them, as it uses
fresh.jsonl): none may be answered wrongly, answered when it should refuse, or crash, and the entries right as
typed stay above each set's floor. `python bench/corpus.py --file tests/corpus/freshN.jsonl -v` prints the figures."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from corpus.run import entries, evaluate_all
from test_fresh2_corpus import FRESH2
from test_fresh3_corpus import FRESH3
from test_fresh4_corpus import FRESH4
from test_fresh5_corpus import FRESH5
from test_fresh_corpus import FRESH, assert_reference_reading, entry_problems, missing_rules

CORPUS = Path(__file__).parent / "corpus"


@dataclass(frozen=True)
class DevSet:
    name: str
    minimum: int  # entries collected at least (the brief's)
    floor: int  # entries right as typed (answer or refuse); never lower
    pages_repeat: bool = False  # a judge column's page may give several questions (only bug reports are unique)

    @property
    def items(self) -> list[dict]:
        return entries(CORPUS / f"{self.name}.jsonl")

    @property
    def prefix(self) -> str:
        return "f" + self.name.removeprefix("fresh") + "-"


DEV_SETS = (
    DevSet("fresh6", 50, 50),
    DevSet("fresh7", 45, 39, pages_repeat=True),
    DevSet("fresh8", 40, 35),
    DevSet("fresh9", 40, 40),
    # fresh10 and fresh12: lowered by 2 and 1 on 2026-11-29, when Platinum Angel's line became modelled. f10-024,
    # f10-026 and f12-005 were right as exit-3 refusals naming that line; with it read, each is refused for what
    # the message itself lacks (a life total said as "negative", a question about a multiplayer variant, a plan
    # the asker hopes to carry out), which the harness counts as refused (their checks name the new reasons)
    DevSet("fresh10", 35, 28, pages_repeat=True),
    DevSet("fresh11", 35, 32, pages_repeat=True),
    DevSet("fresh12", 14, 12, pages_repeat=True),
    DevSet("fresh13", 15, 10, pages_repeat=True),
)
IDS = [s.name for s in DEV_SETS]
OTHER_SETS = entries() + [e for path in (FRESH, FRESH2, FRESH3, FRESH4, FRESH5) for e in entries(path)]


def _others(dev: DevSet) -> list[dict]:
    """Every entry of the other sets: the corpus, fresh, the held-out sets and the other dev sets."""
    return OTHER_SETS + [e for s in DEV_SETS if s is not dev for e in s.items]


@pytest.mark.parametrize("dev", DEV_SETS, ids=IDS)
def test_every_dev_set_entry_is_new_sourced_and_has_a_valid_check(dev: DevSet):
    items = dev.items
    assert len(items) >= dev.minimum and len({e["id"] for e in items}) == len(items)
    problems = entry_problems(items, dev.prefix, {e["question"].strip() for e in _others(dev)})
    assert [p for p in problems if p != "fewer than 40 or ids repeat"] == []  # (the count is checked above)


@pytest.mark.parametrize("dev", DEV_SETS, ids=IDS)
def test_no_dev_set_source_is_in_another_set_or_repeats(dev: DevSet):
    others = {e["source"].rstrip("/") for e in _others(dev)}
    items = dev.items
    assert not [e["id"] for e in items if e["source"].rstrip("/") in others]
    unique = [e["source"].rstrip("/") for e in items if not dev.pages_repeat or e["source_kind"] == "bug-report"]
    assert len(set(unique)) == len(unique)


@pytest.mark.parametrize("dev", DEV_SETS, ids=IDS)
def test_no_dev_set_question_repeats_within_the_set(dev: DevSet):
    questions = [e["question"].strip() for e in dev.items]
    assert len(set(questions)) == len(questions)


@pytest.mark.parametrize("dev", DEV_SETS, ids=IDS)
def test_every_rule_cited_by_a_dev_set_entry_exists(dev: DevSet):
    assert not missing_rules(dev.items)


ANSWERS = [e for s in DEV_SETS for e in s.items if e["check"]["kind"] == "answer"]


@pytest.mark.parametrize("entry", ANSWERS, ids=[e["id"] for e in ANSWERS])
def test_a_dev_set_reference_reading_gets_the_rules_answer(entry, pool_index):
    assert_reference_reading(entry, pool_index)


@pytest.mark.parametrize("dev", DEV_SETS, ids=IDS)
def test_dev_set_questions_as_typed_are_never_answered_wrongly_and_stay_above_the_floor(dev: DevSet, pool_index):
    results = [(e["id"], result, detail) for e, result, detail, _ in evaluate_all(dev.items, pool_index)]
    assert not [r for r in results if r[1] in ("wrong", "unexpected-answer", "crash")]
    right = sum(1 for _, result, _ in results if result == "right")
    assert right >= dev.floor, f"{right} {dev.name} entries right as typed, below the floor of {dev.floor}"
