"""Values of X that a card's text defines (CR 107.3c): counted from the scenario's battlefield as the spell or
ability resolves (or, for a static ability, each time it applies). The scenario's battlefield is taken as the
whole battlefield, as everywhere else in the engine; the log says what was counted, so a reader can see it."""

from __future__ import annotations

import re
from typing import Any

from .errors import BadInput, Unmodelled
from .scenario import Selector
from .selectors import matches
from .state import State

BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")  # CR 305.6
_SYMBOL = re.compile(r"\{([^}]*)\}")


def count_permanents(state: State, sel: Selector, you: str, this: str | None) -> list[str]:
    """The permanents on the battlefield a selector matches (relative to `you`, the counting player)."""
    return [o.id for o in state.objects.values() if o.on_battlefield and matches(sel, o.id, state, you, this)]


def devotion(cost: str, color: str) -> int:
    """Mana symbols of that color in a mana cost (CR 700.5): hybrid and Phyrexian symbols count once."""
    return sum(1 for sym in _SYMBOL.findall(cost.upper()) if color in sym.split("/"))


def count_x(
    state: State, spec: dict[str, Any], you: str, this: str | None, costs: dict[str, str | None]
) -> tuple[int, str, str]:
    """(X, what was counted for the log, the concept citing the rule). `costs`: the mana cost of each permanent
    given by card (None for one given by its characteristics alone, whose mana cost isn't known)."""
    if "permanents" in spec:
        found = count_permanents(state, Selector.model_validate(spec["permanents"]), you, this)
        names = ", ".join(state.display(i) for i in found) or "none"
        return len(found), f"the number of {spec['what']} ({names})", "count_x"
    if spec.get("basic_land_types"):
        lands = count_permanents(state, Selector(types=["land"], controller_is="you"), you, this)
        kinds = sorted({t for i in lands for t in state.objects[i].subtypes if t in BASIC_LAND_TYPES})
        shown = ", ".join(k.capitalize() for k in kinds) or "none"
        return (
            len(kinds),
            f"the number of basic land types among the lands controlled by {you} ({shown})",
            "basic_land_types",
        )
    if color := spec.get("devotion"):
        mine = count_permanents(state, Selector(controller_is="you"), you, this)
        unknown = [i for i in mine if costs.get(i) is None]
        if unknown:
            raise Unmodelled(
                f"{you}'s devotion counts the mana costs of the permanents they control, and "
                f"{state.display(unknown[0])}'s isn't known: give it by card name"
            )
        total = sum(devotion(costs[i] or "", color) for i in mine)
        return total, f"{you}'s devotion to {color} (the {color} symbols in their permanents' mana costs)", "devotion"
    raise BadInput(f"unknown count {spec!r}")
