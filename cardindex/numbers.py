"""Numbers written as words, as card text and players write them ("ten ice counters", "two Grizzly Bears")."""

from __future__ import annotations

NUMBER_WORDS: dict[str, int] = {
    "no": 0, "zero": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}  # fmt: skip


def is_digits(text: str) -> bool:
    """ASCII digits only (str.isdigit() also takes '²', '٣' or '５', which int() may refuse)."""
    return text.isascii() and text.isdigit()
