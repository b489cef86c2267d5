"""Small builders for scenarios in tests."""

from __future__ import annotations

from typing import Any

from resolver import parse_scenario, resolve
from resolver.outcome import OutcomeOut, Resolution
from resolver.rulebook import RuleBook


def creature(
    ident: str,
    controller: str = "Opponent",
    power: int = 2,
    toughness: int = 2,
    *,
    name: str | None = None,
    colors: tuple[str, ...] = ("G",),
    keywords: tuple[str, ...] = (),
    subtypes: tuple[str, ...] = (),
    **extra: Any,
) -> dict[str, Any]:
    return {
        "id": ident,
        "controller": controller,
        "name": name or ident,
        "types": ["creature"],
        "subtypes": list(subtypes),
        "colors": list(colors),
        "power": power,
        "toughness": toughness,
        "keywords": list(keywords),
        **extra,
    }


def spell(
    name: str, controller: str = "Opponent", colors: tuple[str, ...] = ("R",), ident: str | None = None, **extra: Any
) -> dict[str, Any]:
    out = {"name": name, "controller": controller, "colors": list(colors), "types": ["instant"], **extra}
    if ident:
        out["id"] = ident
    return out


def hit(source: Any, to: str, amount: int, **extra: Any) -> dict[str, Any]:
    return {"damage": [{"source": source, "to": to, "amount": amount, **extra}]}


def effect(**spec: Any) -> dict[str, Any]:
    if "from_" in spec:
        spec["from"] = spec.pop("from_")
    return {"effect": spec}


BOOKS = {key: RuleBook.for_ruleset(key) for key in ("mtg", "mtg-2008", "grand-archive")}


def solve(**scenario: Any) -> Resolution:
    """Resolve, and check what every resolution must satisfy: each step cites rules that the
    bundled rule book can expand."""
    return _checked(resolve(parse_scenario(scenario)))


def _checked(res: Resolution) -> Resolution:
    for outcome in res.outcomes:
        for step in outcome.log:
            assert step.rules, f"step without a rule: {step.text}"
    missing = BOOKS[res.ruleset].missing(res.rules)
    assert not missing, f"cited rules without text: {missing}"
    return res


def one(res: Resolution) -> OutcomeOut:
    assert len(res.outcomes) == 1, [o.choices for o in res.outcomes]
    return res.outcomes[0]


def cited(outcome: OutcomeOut) -> set[str]:
    return {r for step in outcome.log for r in step.rules}


def step_with(outcome: OutcomeOut, text: str) -> Any:
    """The first log step whose text contains `text` (fails the test if none)."""
    for step in outcome.log:
        if text in step.text:
            return step
    raise AssertionError(f"no step mentions {text!r}: {[s.text for s in outcome.log]}")


def self_prevention(source: str, name: str, *additional: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A static 'If damage would be dealt to this creature, prevent that damage. …' effect."""
    return {
        "kind": "prevent",
        "static": True,
        "source": source,
        "to": [{"id": "this"}],
        "name": name,
        "additional": list(additional),
        **extra,
    }


def counters_op(counter: str = "+1/+1", *, remove: bool = False, count: Any = "event", on: str = "this") -> dict:
    return {"op": "counters", "on": on, "counter": counter, "remove": remove, "count": count}


def damage_back(to: str | None = None, **extra: Any) -> dict[str, Any]:
    """'When damage is prevented this way, this deals that much damage to …' (a 615.13 trigger)."""
    op = {"op": "deal_damage", "count": "prevented", "trigger": True, **extra}
    if to is not None:
        op["to"] = to
    return op


def _bundled_source(game: str) -> Any:
    """The real card index over the bundled cards, as the engine's card source for one game."""
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex
    from commands.cardsource import IndexCards

    return IndexCards(CardIndex(bundled_cards()), game)


CARDS = _bundled_source("mtg")
GA_CARDS = _bundled_source("grand-archive")


def play(**scenario: Any) -> Resolution:
    """solve() with the bundled cards of the scenario's game available."""
    parsed = parse_scenario(scenario)
    return _checked(resolve(parsed, cards=GA_CARDS if parsed.ruleset == "grand-archive" else CARDS))


def card(ident: str, name: str, controller: str = "You", **extra: Any) -> dict[str, Any]:
    return {"id": ident, "controller": controller, "card": name, **extra}
