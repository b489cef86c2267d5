"""Template families of the oracle-text compiler, one module a family (cardindex/compiler.py keeps the core
and tries these after its own templates).

A family module may define any of:

- ``line(norm, line, name, type_line, face) -> Ability | None`` — a whole ability line (a trigger wrapper,
  a granted ability), tried before the sentence templates;
- ``one_shot(sentence, next_sentence) -> OneShot | None`` — a sentence of a spell or an activated ability;
- ``static(sentence) -> dict | list[dict] | None`` — a static ability's sentence: one effect spec or several;
- ``cost(part) -> list[dict] | None`` — one comma-separated part of an activation cost;
- ``rider(norm, line, previous, face) -> Ability | None`` — a line that changes the spell paragraph before it
  (``previous``, an Ability of kind "spell": "Threshold — this deals 5 damage to that creature instead if …"):
  it rewrites ``previous.steps`` (or marks it unmodelled) and returns the rider line's own ability.

Each returns None when the text isn't its template, and raises ``NotRecognised`` (cardindex.compiler) when it
is its template but a part of it can't be modelled. Add the module's name to FAMILIES.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

FAMILIES: list[str] = [
    "attached",
    "chosen_source",
    "variables",
    "redirection",
    "other_events",
    "triggers",
    "amounts",
    "combat_targets",
    "riders",
    "pumps",
    "anthems",
    "restrictions",
    "counterspells",
    "static_flags",
    "phrases",  # last: its line hook reads generic "prevent all … dealt to X by Y" wordings the others specialise
]


@dataclass
class OneShot:
    """What a one-shot template read: its steps, what its target may be, how many following sentences it used."""

    steps: list[dict[str, Any]]
    target_kind: str | None = None
    used: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


@cache
def hooks(kind: str) -> tuple[Callable[..., Any], ...]:
    """Every family's function of that name, in FAMILIES order."""
    modules = [importlib.import_module(f"{__name__}.{name}") for name in FAMILIES]
    return tuple(fn for m in modules if (fn := getattr(m, kind, None)) is not None)


def first(kind: str, *args: Any) -> Any:
    """The first family's answer that isn't None (None when no family reads it)."""
    for fn in hooks(kind):
        if (out := fn(*args)) is not None:
            return out
    return None
