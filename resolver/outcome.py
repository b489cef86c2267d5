"""Output models of a resolution (the `--json` contract)."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, Field, PrivateAttr

M = TypeVar("M", bound=BaseModel)


def built(cls: type[M], values: dict[str, Any], private: dict[str, Any] | None = None) -> M:
    """`cls(**values)` for values the engine made in the fields' types (new lists and dicts of models made once per
    resolution), every field given, without validating them again: what model_construct does, without its
    per-field defaults. For an outcome (nested models, a private attribute) validating costs about three times
    more; for a model of plain fields the two cost about the same, so those are validated."""
    out = cls.__new__(cls)
    object.__setattr__(out, "__dict__", values)
    object.__setattr__(out, "__pydantic_fields_set__", set(values))
    object.__setattr__(out, "__pydantic_extra__", None)
    object.__setattr__(out, "__pydantic_private__", private)
    return out


class StepOut(BaseModel):
    text: str
    rules: list[str]


class PlayerOut(BaseModel):
    life: int
    poison: int
    lost: bool
    cards_drawn: int = 0
    returned_to_hand: int = 0
    exiled_from_library: int = 0
    milled: int = 0
    exiled_from_graveyard: int = 0


class PermanentOut(BaseModel):
    name: str
    controller: str
    zone: str
    damage: int
    counters: dict[str, int] = Field(default_factory=dict)
    loyalty: int | None = None
    power: int | None = None
    toughness: int | None = None


class OutcomeOut(BaseModel):
    choices: list[str]
    players: dict[str, PlayerOut]
    permanents: dict[str, PermanentOut]
    prevented: int
    log: list[StepOut]
    # why a prevention effect didn't apply to damage it would have prevented but for its kind:
    # ["Fog's effect prevents only combat damage"]
    missed: list[str] = []
    # every choice made on some line of play that ends in this outcome, `choices` being one such line's (lines that
    # end in the same game collapse): what a first line may not claim leads elsewhere (commands/reader/answer.py)
    _reached_by: set[str] = PrivateAttr(default_factory=set)

    @property
    def reached_by(self) -> set[str]:
        return self._reached_by or set(self.choices)

    @classmethod
    def made(
        cls,
        choices: list[str],
        players: dict[str, PlayerOut],
        permanents: dict[str, PermanentOut],
        prevented: int,
        log: list[StepOut],
        missed: list[str],
        reached_by: set[str],
    ) -> OutcomeOut:
        """OutcomeOut(...) of values the engine made in the fields' types, unvalidated (built)."""
        values = {"choices": choices, "players": players, "permanents": permanents, "prevented": prevented}
        values |= {"log": log, "missed": missed}
        return built(cls, values, {"_reached_by": reached_by})


class Resolution(BaseModel):
    ruleset: str
    outcomes: list[OutcomeOut]
    rules: list[str]
    # the rules in `rules` cited from today's text because the ruleset's own has none (mtg-2008: all but 419's)
    todays_rules: list[str] = []
    ignored: str = ""  # "Ignored: <card>'s <ability> (<text>) — <why>; …": unmodelled abilities that can't matter
    # "Every way leads to this outcome: You may cast Fog, or not.": an optional cast or activation (docs/scenario.md)
    # whose every use, and not using it, give the one outcome shown (whose log follows not using it)
    unchanged: str = ""
    # the misconceptions switched on (resolver/misconceptions.py): a quiz distractor, never a ruling
    misconceived: list[str] = []
