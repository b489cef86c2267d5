"""Reading a dataclass's fields in one call, for copies made by its constructor (copy.copy is several
times slower, and the engine copies effects and objects on every choice)."""

from __future__ import annotations

from dataclasses import fields
from functools import cache
from operator import attrgetter
from typing import Any


@cache
def field_getter(cls: type, *skip: str) -> attrgetter[Any]:
    """Every field of dataclass `cls` but `skip`, in constructor order (so `cls(*getter(obj))` copies
    obj when the skipped fields come last and have defaults)."""
    return attrgetter(*(f.name for f in fields(cls) if f.name not in skip))
