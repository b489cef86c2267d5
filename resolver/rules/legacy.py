"""The 2008 rules (rule 419 as of the March 17, 2008 rulings) and their mapping to today's numbers."""

from __future__ import annotations

import re

from .model import Corpus, Rule

ENTRY = re.compile(r"(419(?:\.\d+[a-z]?)?(?:\.Ruling\.\d+)?) - ")
STAMP = re.compile(r"\s*\[(?:CompRules|D'Angelo) [^\]]*\]")

# 2008 rule -> today's rule(s) where they correspond.
OLD_TO_NEW: dict[str, tuple[str, ...]] = {
    "419": ("614", "615"),
    "419.1": ("614.1", "615.1"),
    "419.1a": ("614.1a",),
    "419.1b": ("614.1c",),
    "419.1c": ("614.1d",),
    "419.1d": ("615.1a",),
    "419.1e": ("614.1e",),
    "419.2": ("614.1", "615.1"),
    "419.3": ("615.3",),
    "419.4": ("615.4",),
    "419.5": ("614.6", "615.6"),
    "419.5a": ("120.8",),
    "419.6a": ("614.5",),
    "419.6b": ("701.15",),
    "419.6c": ("614.9",),
    "419.6d": ("614.15", "616.1a"),
    "419.6e": ("614.1b", "614.10"),
    "419.7a": ("615.1",),
    "419.7b": ("615.7",),
    "419.7c": ("615.10",),
    "419.7d": ("615.11",),
    "419.8a": ("609.7a",),
    "419.8b": ("609.7b", "615.9"),
    "419.8c": ("609.7c",),
    "419.9a": ("616.1",),
    "419.9b": ("616.2",),
}
NEW_TO_OLD: dict[str, tuple[str, ...]] = {}
for _old, _news in OLD_TO_NEW.items():
    for _new in _news:
        NEW_TO_OLD[_new] = (*NEW_TO_OLD.get(_new, ()), _old)


def parse_2008(text: str) -> Corpus:
    """Parse the March 2008 rulings page text for rule 419 (headings and rules interleave there)."""
    corpus = Corpus(
        "mtg-2008",
        "2008-03-17",
        "Magic: The Gathering Comprehensive Rules, rule 419 (March 2008)",
        source="March 17, 2008 release of the Rulings",
    )
    marks = list(ENTRY.finditer(text))
    found: dict[str, Rule] = {}
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[m.end() : end]
        body = body.split("This search based on", 1)[0]
        number = m.group(1)
        stamped = bool(STAMP.search(body))
        lines = [" ".join(part.split()) for part in re.split(r"\n\s*(?=Example:)", body)]
        lines = [STAMP.sub("", line).strip(" |") for line in lines]
        lines = [line for line in lines if line]
        if not lines:
            continue
        if not stamped and len(lines[0]) < 80 and number not in found:
            found[number] = Rule(number, lines[0], title=lines[0], parent=_parent(number))
            continue
        main = [line for line in lines if not line.startswith("Example:")]
        examples = tuple(line.removeprefix("Example:").strip() for line in lines if line.startswith("Example:"))
        title = found[number].title if number in found else ""
        found[number] = Rule(number, " ".join(main), examples, title=title, parent=_parent(number))
    for number in sorted(found, key=_order):
        corpus.rules[number] = found[number]
    return corpus


def _parent(number: str) -> str | None:
    if number == "419":
        return None
    if ".Ruling." in number:
        return number.split(".Ruling.")[0]
    if number[-1].isalpha():
        return number[:-1]
    return "419"


def _order(number: str) -> tuple:
    from .model import rule_sort_key

    return rule_sort_key(number.replace(".Ruling.", "~"))
