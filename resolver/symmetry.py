"""Interchangeable effects on one damage event (speed only: results never change).

Two effects are interchangeable when exchanging them — with the objects they come from, and everything
named after either — maps the whole static world of the event onto itself: every object, every effect,
the damage still to come. Twenty Palisade Giants are twenty such effects. Where a node of the walk
(resolver/orders.py) is also left as it is by the exchange, what applying the second effect leads to is
what applying the first leads to, exchanged: the walk plays the first, then finds the results of the
second by exchanging names in the first one's results and replaying only the orders that lead to a result
not yet found. Each replayed result is checked to be the one predicted; a mismatch falls back to walking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import Value
from .values import effect_values

if TYPE_CHECKING:
    from .effects import Branch, Effect


_PLAIN = frozenset({int, bool, float, type(None)})  # what map() gives back as it is


class Swap:
    """An exchange of names (object ids, their displayed names, effect ids and names), applied to keys."""

    __slots__ = ("effects", "mapped", "names")

    def __init__(self, names: dict[str, str], effects: dict[str, str]) -> None:
        self.names = names
        self.effects = effects  # effect id -> the effect id it becomes
        # map() of each tuple and frozenset met so far, by value: keys and values repeat their parts (a selector's
        # fields, a node's objects), and an equal part maps to an equal image (keys are only ever compared)
        self.mapped: dict[Any, Any] = {}

    def map(self, x: Any) -> Any:
        t = type(x)
        if t is str:
            return self.names.get(x, x)
        if t is tuple or t is frozenset:
            image = self.mapped.get(x)
            if image is None:
                image = self.mapped[x] = t(self._each(x))
            return image
        if t is Value:
            return self.map(x.parts)
        return x

    def _each(self, items: Any) -> list[Any]:
        """map() of each item (a name and a plain number or flag mapped here, without a call each)."""
        names, deeper = self.names, self.map
        return [names.get(y, y) if type(y) is str else y if type(y) in _PLAIN else deeper(y) for y in items]

    def fixes(self, branch: Branch) -> bool:
        """Whether the exchange leaves this node of the walk as it is."""
        sym = node_key(branch)
        return self.map(sym) == sym


def node_key(branch: Branch) -> tuple:
    """Branch.key() with the objects and stateful effects as sets (so that an exchange can be compared);
    within one walk it tells nodes apart exactly as Branch.key() does."""
    st = branch.state
    players, objects, effects, prevented = st.key()
    return (
        players,
        frozenset(objects),
        frozenset(effects),
        prevented,
        tuple(p.key() for p in branch.pieces),
        tuple(p.key() for p in branch.moved),
        tuple(p.key() for p in branch.pending),
    )


class Twins:
    """The exchanges of effect pairs that map an event's static world onto itself (computed when asked,
    kept for the walk)."""

    def __init__(self, root: Branch, kept: dict[int, list[Any]] | None = None) -> None:
        st = root.state
        self.state = st
        self.later: tuple = tuple(p.key() for p in root.later)
        valued = effect_values(st.effects, kept)  # (`kept`: one resolution's, for the effects that never change)
        self._full = [v for _, v, _ in valued]
        self._values = [_plain(e, v) for e, v in zip(st.effects, self._full, strict=True)]
        self._position = {e.id: i for i, e in enumerate(st.effects)}
        self._pivots: dict[tuple[type, str], Effect] = {}
        self._by_value: dict[tuple, list[int]] = {}
        for i, v in enumerate(self._values):
            self._by_value.setdefault(v, []).append(i)
        self._objects = {ref: st.object_value(ref) for ref in st.objects}
        # the names each effect, object and the damage to come mention: only those can change in an exchange
        for entry in valued:
            if entry[2] is None:
                entry[2] = _strings(entry[1])
        self._mentions = [m for _, _, m in valued]
        self._object_mentions = {ref: _strings(v) for ref, v in self._objects.items()}
        self._later_mentions = _strings(self.later)
        self._swaps: dict[tuple[str, str], Swap | None] = {}

    def swap(self, one: Effect, other: Effect) -> Swap | None:
        """The exchange of `one` and `other`, or None. Each is checked against the first effect of its kind
        (the pivot) once; two exchanges with the pivot give theirs: (o1 o2) = (p o1)(p o2)(p o1)."""
        key = (one.id, other.id)
        if key in self._swaps:
            return self._swaps[key]
        st = self.state
        if one.source not in st.objects or other.source not in st.objects:
            return None
        pivot = self._pivots.setdefault((type(one), st.objects[one.source].name), one)
        if pivot.id in key:
            made = self._make(one, other)
        else:
            with_one, with_other = self.swap(pivot, one), self.swap(pivot, other)
            made = None if with_one is None or with_other is None else _conjugate(with_one, with_other)
        self._swaps[key] = self._swaps[(other.id, one.id)] = made
        return made

    def _make(self, one: Effect, other: Effect) -> Swap | None:
        st = self.state
        a, b = one.source, other.source
        if not a or not b or a == b or type(one) is not type(other) or a not in st.objects or b not in st.objects:
            return None
        if st.objects[a].name != st.objects[b].name:
            return None
        if a in self._later_mentions or b in self._later_mentions:
            return None  # damage still to come names one of them: no exchange leaves it as it is
        names = {a: b, b: a}
        _exchange(names, st.display(a), st.display(b))
        _exchange(names, one.name, other.name)
        # the exchange of effects it induces: each effect goes to the one that looks like it, exchanged
        effects: dict[str, str] = {}
        probe = Swap(names, effects)
        touched = names.keys()
        for i, e in enumerate(st.effects):
            if self._mentions[i].isdisjoint(touched):
                continue  # e stays itself
            mapped = probe.map(self._values[i])
            if mapped == self._values[i]:
                continue  # e stays itself
            found = self._by_value.get(mapped, [])
            if len(found) != 1:
                return None
            effects[e.id] = st.effects[found[0]].id
        if any(effects.get(v) != k for k, v in effects.items()):
            return None  # not an exchange
        for k, v in list(effects.items()):
            names.setdefault(k, v)
            _exchange(names, st.effects[self._position[k]].name, st.effects[self._position[v]].name)
        swap = Swap(names, effects)
        # check it: the exchange maps every effect, every object and the damage to come onto the world
        touched = names.keys()
        for i, e in enumerate(st.effects):
            if self._mentions[i].isdisjoint(touched):
                continue  # nothing in it is exchanged
            if swap.map(self._full[i]) != self._full[self._position[effects.get(e.id, e.id)]]:
                return None
        for ref, value in self._objects.items():
            if self._object_mentions[ref].isdisjoint(touched):
                continue
            image = names.get(ref, ref) if ref in (a, b) else ref
            if swap.map(value) != _parts(self._objects.get(image)):
                return None
        if not self._later_mentions.isdisjoint(touched) and swap.map(self.later) != self.later:
            return None
        return swap


def _plain(effect: Effect, value: tuple) -> tuple:
    """An effect's value without its id and name (what two interchangeable effects share)."""
    kind, values = value
    return (kind, values[2:]) if values[:2] == (effect.id, effect.name) else (kind, values)


def _conjugate(a: Swap, b: Swap) -> Swap:
    """a∘b∘a: with a = (p x) and b = (p y), the exchange (x y)."""

    def compose(first: dict[str, str], second: dict[str, str]) -> dict[str, str]:
        out = {}
        for k in first.keys() | second.keys():
            v = first.get(k, k)
            v = second.get(v, v)
            v = first.get(v, v)
            if v != k:
                out[k] = v
        return out

    return Swap(compose(a.names, b.names), compose(a.effects, b.effects))


def _strings(x: Any) -> frozenset[str]:
    """Every string inside a key."""
    found: set[str] = set()
    todo = [x]
    while todo:
        y = todo.pop()
        t = type(y)
        if t is str:
            found.add(y)
        elif t is tuple or t is frozenset:
            todo.extend(y)
        elif t is Value:
            todo.extend(y.parts)
    return frozenset(found)


def _parts(value: Value | None) -> Any:
    return None if value is None else value.parts


def _exchange(names: dict[str, str], x: str, y: str) -> None:
    if x != y:
        names.setdefault(x, y)
        names.setdefault(y, x)
