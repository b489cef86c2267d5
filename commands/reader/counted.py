"""Cards whose text counts the lands of their controller ("Domain — Kavu Scout gets +1/+0 for each basic land type
among lands you control", Samite Pilgrim's "where X is the number of basic land types among lands you control").

The engine counts the battlefield it is given (resolver/counting.py, CR 107.3c, 305.6). A message in chat names
the creatures and spells that matter and almost never the lands, so when none of the counting player's lands is
named, counting none would be a guess that decides the answer (Kavu Scout a 0/2, Samite Pilgrim preventing 0):
it is asked back, naming the line, never assumed.
"""

from __future__ import annotations

from typing import Any

from ..situation import SituationError
from .entities import Names, controls


def counts_lands(card: Any) -> str:
    """The text of a modelled line of the card that counts its controller's lands, or ""."""
    for ability in card.abilities:
        if ability.modelled and any(_counts_lands(step) for step in ability.steps):
            return " ".join(ability.text.split())
    return ""


def _counts_lands(step: dict[str, Any]) -> bool:
    counted = (
        step.get("per") if step.get("do") == "anthem" else step.get("count") if step.get("do") == "count_x" else None
    )
    return isinstance(counted, dict) and bool(counted.get("basic_land_types"))


def no_uncounted_lands(scenario: dict[str, Any], names: Names) -> None:
    """Refuse (asked back) a permanent or spell whose line counts its controller's lands when the message names
    none of that player's lands."""
    battlefield = scenario.get("battlefield", [])
    lands = {p.get("controller") for p in battlefield if _is_land(p, names)}
    used = [(p.get("card"), p.get("controller")) for p in battlefield]
    used += [(a.get("cast"), a.get("by")) for a in scenario.get("actions", []) if isinstance(a, dict)]
    for name, controller in used:
        card = names.card(name) if isinstance(name, str) else None
        line = counts_lands(card) if card is not None else ""
        if line and controller not in lands:
            whose = "your" if controller == "You" else f"{controller}'s"
            example = controls("I" if controller == "You" else controller, f"{card.name}, a Forest and an Island")
            raise SituationError(
                f'{card.name} counts the lands its controller controls ("{line}"), and the message names none of '
                f'{whose} lands: say them ("{example}"; see /help ruling)'
            )


def _is_land(permanent: dict[str, Any], names: Names) -> bool:
    if "land" in [t.lower() for t in permanent.get("types") or []]:
        return True
    card = names.card(permanent["card"]) if isinstance(permanent.get("card"), str) else None
    return card is not None and any("land" in face.types for face in card.faces)
