"""A message that is one question and tells nothing happening (issue #16): "If the 7/5 trampler had deathtouch,
would 1 be lethal and 6 would spill over?", "With two Fists of the Demigod, will my black creature have wither
twice?". The reader reads the "if …" or "with …" part as the situation when something happens in it ("If Opponent
bolts my bear, does it die?"); when nothing does — no attack, block, spell, ability or damage — there is no
situation to resolve, only a question about one, and the refusal says so instead of quoting the part, or naming a
card's line that nothing here would use. Checked only when a message doesn't read."""

from __future__ import annotations

import re

from .clauses import asks_unmarked
from .entities import Names
from .general import rules_pointer
from .normalise import normalise
from .vague import casts

# Something happening: what the engine resolves (CR 506-511 combat, 601-602 spells and abilities, 120 damage,
# 608.3 a permanent spell resolving).
_HAPPENS = re.compile(
    r"\b(?:attack\w*|block\w*|cast\w*|activat\w*|deal\w*|dealt|hit\w*|target\w*|swing\w*|swung|fight\w*|"
    r"fought|redirect\w*|prevent\w*|kill\w*|destroy\w*|sacrific\w*|ping\w*|damag\w*|respond\w*|resolv\w*|"
    r"use[sd]?|using|tap\w*|trigger\w*|dies|died|lose|loses|lost|gain\w*|pump\w*|bolt\w*|shock\w*|"
    # a permanent played ("… and I play another Thriss"; "in play" is where it is: CR 110.1)
    r"(?<!\bin\s)(?<!\binto\s)(?:play|plays|played)|flash(?:es|ed)?|enters?|entered)\b",
    re.I,
)
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n+")


def supposed_refusal(text: str, names: Names) -> str | None:
    """The one-line refusal for a message that is one question in which nothing happens, or None."""
    if _HAPPENS.search(text):
        return None  # (cheap first: this runs on every message that doesn't read)
    plain = normalise(text).strip()
    sentences = [s for s in _SENTENCES.split(plain) if s.strip()]
    asked = plain.endswith("?") or (len(sentences) == 1 and asks_unmarked(plain.rstrip(".!")))  # "?" left off
    if len(sentences) != 1 or not asked or _HAPPENS.search(plain) or casts(text, names):
        return None  # (a spell named or used as a verb: something is cast)
    return (
        "the message only asks a question, and nothing happens in it (no attack, block, spell, ability or damage): "
        'say what is on the battlefield and what happens, then ask (e.g. "I attack with a 7/5 creature with '
        'trample and deathtouch. Opponent blocks with a 5/5 creature. How much damage does Opponent take?"); for '
        f"what the rules say in general, {rules_pointer(text)}"
    )
