"""Errors the engine reports to its callers; each maps to one CLI exit code."""

from __future__ import annotations


class RulekeeperError(Exception):
    """Base class: a one-line, user-facing message."""

    exit_code = 1


class BadInput(RulekeeperError):
    """The scenario is malformed or inconsistent (exit 2). `field` names the offending key."""

    exit_code = 2

    def __init__(self, message: str, field: str | None = None) -> None:
        self.field = field
        super().__init__(f"{field}: {message}" if field else message)


class TooManyOutcomes(RulekeeperError):
    """Unfixed choices branch into more outcomes than the cap (exit 2): the user must fix some."""

    exit_code = 2


class Unmodelled(RulekeeperError):
    """Something in the scenario cannot be modelled; never guessed (exit 3)."""

    exit_code = 3
