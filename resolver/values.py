"""Hashable values of engine objects, for keys that must tell apart everything that could matter:
the game state between two actions (a checkpoint, resolver/choices.py) and the static world of one
damage event (interchangeable effects, resolver/symmetry.py)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel

from .fieldcopy import field_getter

_ATOMS = frozenset({str, int, float, bool, type(None)})  # (the exact types: a look-up, before isinstance)


def hashable(x: Any) -> Any:
    """`x` as nested tuples: models and dataclass-like containers by their fields, lists as tuples,
    dicts as sorted pairs, sets as frozensets."""
    if type(x) in _ATOMS or isinstance(x, str | int | float | bool | type(None)):
        return x
    if isinstance(x, tuple | list):
        return tuple([hashable(y) for y in x])
    if isinstance(x, BaseModel):
        return (type(x).__name__, *[(k, hashable(getattr(x, k))) for k in _model_fields(type(x))])
    if isinstance(x, dict):
        return tuple(sorted((k, hashable(v)) for k, v in x.items()))
    if isinstance(x, set | frozenset):
        return frozenset(hashable(y) for y in x)
    hash(x)  # anything else must be hashable as it is (a Keywords, a Value)
    return x


@cache
def _model_fields(cls: type[BaseModel]) -> tuple[str, ...]:
    """A model class's field names, in order (read once per class)."""
    return tuple(cls.model_fields)


def effect_value(effect: Any) -> tuple:
    """Everything an effect is, its identity as made (`origin`) aside: two effects made alike, on two
    lines of play, have equal values."""
    cls = type(effect)
    return (cls.__name__, hashable(field_getter(cls, "origin")(effect)))


def effect_values(effects: list[Any], kept: dict[int, list[Any]] | None) -> list[list[Any]]:
    """[effect, effect_value(effect), what else a caller kept for it] for each effect. With `kept` (one
    resolution's, resolver/memo.py), an effect that carries no state is valued once: states share such an effect
    and never change it once made (only those that carry state are copied with a state, resolver/state.py)."""
    if kept is None:
        return [[e, effect_value(e), None] for e in effects]
    out = []
    for e in effects:
        found = kept.get(id(e))
        if found is None:
            found = [e, effect_value(e), None]
            if not e.stateful:
                kept[id(e)] = found  # (the effect kept alive with it: its id stays its own)
        out.append(found)
    return out
