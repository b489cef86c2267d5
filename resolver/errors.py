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


_COMPILER = "not recognised by the oracle-text compiler ("
_MAX_QUOTE = 100


def line_not_modelled(name: str, line: str, reason: str | None, here: str = "") -> str:
    """The one-line refusal for a card's line the engine can't play, quoting the line as printed: 'Deafening
    Clarion: "Creatures you control gain lifelink until end of turn." isn't modelled yet (the oracle-text compiler
    doesn't read its sentence 'creatures you control gain …'), so this isn't answered'. `here`: why it matters in
    this situation ("as it does here": it matters only in combat, and there is combat)."""
    why = reason or ""
    if why.startswith(_COMPILER) and why.endswith(")"):
        why = f"the oracle-text compiler doesn't read its {why[len(_COMPILER) : -1]}"
    why = ", ".join(w for w in (why, here) if w)
    quoted = " ".join(line.split()).lstrip("• ")
    quoted = quoted if len(quoted) <= _MAX_QUOTE else quoted[: _MAX_QUOTE - 1].rstrip() + "…"
    return f'{name}: "{quoted}" isn\'t modelled yet' + (f" ({why})" if why else "") + ", so this isn't answered"
