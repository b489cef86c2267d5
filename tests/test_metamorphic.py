"""The metamorphic check, fast: controlled-English situations (examples/situations.txt and the dev sets' "controlled"
versions) reworded the ways players type them (tests/rewordings.py: "opp", "bolts X", past tense, "I have X out",
"I block it with …", a typo in a card name, a greeting, …) get the same answer as written — the same distinct
outcomes — or a refusal (exit 2 or 3), never another answer. Here each rewording alone on the first situations it
changes, and every rewording and each two of them on the situations where the check found wrong answers;
bench/metamorphic.py runs them all and prints the figures.
"""

from __future__ import annotations

from collections import Counter

import pytest
from rewordings import REWORDINGS, compare, reworded, situations

from commands.ask import ask_reply

PER_REWORDING = 10
# where wrong answers were found (tests/test_reader_meta.py): a misspelt card set aside as chat
FOUND = ("situations.txt:34", "fresh:fr-003", "fresh8:f8-033")


def _check(base, texts, index) -> tuple[Counter, list[str]]:
    tally: Counter[str] = Counter()
    different = []
    for names, out in texts:
        verdict = compare(base, ask_reply(out, index=index))
        tally[verdict] += 1
        if verdict not in ("same", "refused"):
            different.append(f"{verdict} [{' + '.join(names)}]: {out}")
    return tally, different


def test_no_rewording_alone_changes_an_answer(pool_index):
    tally: Counter[str] = Counter()
    tried: Counter[str] = Counter()
    different = []
    for key, text in situations():
        base = ask_reply(text, index=pool_index)
        assert base.exit_code == 0, (key, base.summary)  # each situation is read as written
        texts = [(names, out) for names, out in reworded(text, pairs=False) if tried[names[0]] < PER_REWORDING]
        tried.update(names[0] for names, _ in texts)
        seen, wrong = _check(base, texts, pool_index)
        tally += seen
        different += [f"{key} {line}" for line in wrong]
    assert not different, "\n".join(different)
    assert tally["same"] > 300  # the rewordings are read, not only refused
    assert len(tried) == len(REWORDINGS) >= 20  # each applies somewhere


@pytest.mark.parametrize("key", FOUND)
def test_no_rewording_changes_an_answer_found_wrong(key, pool_index):
    text = dict(situations())[key]
    base = ask_reply(text, index=pool_index)
    texts = [(names, out) for names, out in reworded(text) if "a typo in each long card name" in names]
    tally, different = _check(base, texts, pool_index)
    assert not different, "\n".join(different)
    assert tally["same"] + tally["refused"] == len(texts) > 10
