"""A question about a block told after it as a supposition, with pronouns: "can my 1/1 deathtouch kill his 5/5
trampler if I block it?", "… if I block with it?", "will my Grizzly Bears survive his Hill Giant if I block?": the
block is the asker's creature named in the question blocking the other player's creature named there (CR 509.1: a
blocked creature attacks), and the reading says so. Before, "I block it" asked which attacker was blocked.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .clauses import Clause

_ASKS = re.compile(
    r"^(?:so\s+)?(?:can|could|does|do|will|would)\s+(?P<x>my\s+.+?)\s+(?:kill|killing|survive|beat|trade\s+with|"
    r"take\s+down|stop)\s+(?P<y>(?:his|her|their|Opponent's)\s+.+?)$",
    re.I,
)
_BLOCK_IT = re.compile(
    r"^I\s+(?:block|blocked|chump|chump\s+block)(?:\s+(?:it|him|her|them)|\s+with\s+(?:it|him|her|them|mine))?$", re.I
)


def supposed_block(parts: list[Clause]) -> tuple[list[Clause], list[str]]:
    """The clauses with such a supposition said in full, and a note for each."""
    out = list(parts)
    notes: list[str] = []
    for i, c in enumerate(parts[:-1]):
        nxt = parts[i + 1]
        m = _ASKS.match(c.text) if c.question else None
        if m is None or nxt.question or not _BLOCK_IT.match(nxt.text):
            continue
        block = f"I block {m['y']} with {m['x']}"
        out[i + 1] = replace(nxt, text=block)
        notes.append(f'"{nxt.text}" is read as "{block}", as "{c.text}" asks')
    return out, notes
