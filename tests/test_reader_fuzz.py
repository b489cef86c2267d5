"""Fuzz: whatever a player pastes, `ask` answers or refuses in one line (exit 2 or 3), and never raises.

Texts are random, or random mixes of real sentences: the corpus questions as typed, their controlled versions
and the README's examples, over the whole 2018 card pool (the `pool_index` fixture)."""

from __future__ import annotations

import re
from pathlib import Path

from corpus.run import entries
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from commands.ask import ask_reply

README = Path(__file__).resolve().parent.parent / "README.md"


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.?!])\s+|\n+", text) if s.strip()]


def _readme_examples() -> list[str]:
    text = README.read_text(encoding="utf-8")
    asked = re.findall(r'rulekeeper ask "([^"]+)"', text)
    table = [cell for row in re.findall(r"^\| (`.+?) \|", text, re.M) for cell in re.findall(r"`([^`]+)`", row)]
    return asked + table


CORPUS = entries()
TYPED = sorted({s for e in CORPUS for s in _sentences(e["question"])})
CONTROLLED = sorted({s for e in CORPUS if "controlled" in e for s in _sentences(e["controlled"])})
EXAMPLES = sorted({s for t in _readme_examples() for s in _sentences(t)})
SEPARATORS = [" ", ". ", "\n", "; ", " then ", ", ", "\n\n"]

mixes = st.builds(
    lambda parts, sep: sep.join(parts),
    st.lists(st.sampled_from(TYPED + CONTROLLED + EXAMPLES), min_size=1, max_size=6),
    st.sampled_from(SEPARATORS),
)
# Mostly what the reader can read (controlled versions and README examples), so the engine runs too.
readable = st.builds(
    lambda parts, sep: sep.join(parts),
    st.lists(st.sampled_from(CONTROLLED + EXAMPLES), min_size=1, max_size=5),
    st.sampled_from([" ", ". ", "\n"]),
)


def _one_line_or_answer(text: str, index) -> None:
    reply = ask_reply(text, index=index)
    assert reply.error == (reply.exit_code != 0)
    if reply.error:
        assert reply.exit_code in (2, 3), (text, reply.exit_code, reply.summary)
        assert reply.summary and "\n" not in reply.summary, (text, reply.summary)
    else:
        assert reply.data["outcomes"], text


FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.text(max_size=300))
def test_random_text(pool_index, text):
    _one_line_or_answer(text, pool_index)


@FUZZ
@given(mixes)
def test_mixes_of_real_sentences(pool_index, text):
    _one_line_or_answer(text, pool_index)


@FUZZ
@given(readable)
def test_mixes_of_readable_sentences(pool_index, text):
    _one_line_or_answer(text, pool_index)


def test_the_sentence_pools_are_real():
    assert len(TYPED) > 300 and len(CONTROLLED) > 60 and len(EXAMPLES) > 20
