"""Parser for the official Comprehensive Rules TXT file, exactly as Wizards publishes it.

Handles UTF-8 with or without BOM, CRLF or LF, the contents list, chapters ("1. Game Concepts"),
sections ("100. General"), rules ("100.1."), subrules ("100.1a", two-letter suffixes too),
"Example:" lines attached to their rule, the glossary (with "See rule N" references) and credits.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from .model import Corpus, GlossaryEntry, Rule

FILE_DATE = re.compile(r"(20\d{2})(\d{2})(\d{2})")
EFFECTIVE = re.compile(r"These rules are effective as of (\w+ \d{1,2}, \d{4})")
CHAPTER = re.compile(r"^([1-9])\. (\S.*)$")
SECTION = re.compile(r"^(\d{3})\. (\S.*)$")
RULE = re.compile(r"^(\d{3}\.\d+)(\.)\s+(\S.*)$")
SUBRULE = re.compile(r"^(\d{3}\.\d+[a-z]{1,2})(\.?)\s+(\S.*)$")
SEE_RULE = re.compile(r"See (?:rules?|section) (\d{3}(?:\.\d+[a-z]{0,2})?|[1-9])(?:[-–](\d{3}\.\d+[a-z]{0,2}))?")
SENTENCE_END = re.compile(r"\.(?=\s|$|[\"”])")
SEE_MORE = re.compile(r"(?:,| and| or) (?:(?:rules? )?(\d{3}(?:\.\d+[a-z]{0,2})?)|section ([1-9]))\b")


class CRParseError(ValueError):
    """The text isn't a Comprehensive Rules file (or one this parser understands)."""


def normalise(text: str) -> str:
    """Strip a BOM, turn CRLF/CR into LF."""
    return text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")


def effective_date(text: str) -> str:
    m = EFFECTIVE.search(text)
    if not m:
        raise CRParseError("no 'These rules are effective as of …' line: not a Comprehensive Rules file")
    return datetime.strptime(m.group(1), "%B %d, %Y").date().isoformat()


def _body_bounds(lines: list[str]) -> tuple[int, int, int]:
    """Start of the rules (the second '1. …' chapter line, after the contents), the body's
    'Glossary' line and the 'Credits' line after it."""
    chapter_lines = [i for i, line in enumerate(lines) if CHAPTER.match(line) and line.startswith("1. ")]
    if len(chapter_lines) < 2:
        raise CRParseError("no contents list followed by the rules: not a Comprehensive Rules file")
    start = chapter_lines[1]
    glossary = next((i for i in range(start, len(lines)) if lines[i].strip() == "Glossary"), None)
    if glossary is None:
        raise CRParseError("no Glossary after the rules")
    credits = next((i for i in range(glossary, len(lines)) if lines[i].strip() == "Credits"), len(lines))
    return start, glossary, credits


def see_references(definition: str) -> tuple[str, ...]:
    """Rule and section numbers a glossary definition points at ("See rule 615", "rules 702.19b-c")."""
    found: list[str] = []
    for m in SEE_RULE.finditer(definition):
        found.append(m.group(1))
        if m.group(2):
            found.append(m.group(2))
        tail = SENTENCE_END.split(definition[m.end() : m.end() + 80], maxsplit=1)[0]
        found += [x.group(1) or x.group(2) for x in SEE_MORE.finditer(tail)]
    return tuple(dict.fromkeys(found))


def parse_cr(text: str, source: str = "") -> Corpus:
    text = normalise(text)
    lines = text.split("\n")
    date = effective_date(text)
    start, glossary_at, credits_at = _body_bounds(lines)
    corpus = Corpus("mtg", date, f"Magic: The Gathering Comprehensive Rules ({date})", source=source)
    if m := FILE_DATE.search(source.replace("\\", "/").rsplit("/", 1)[-1]):
        alias = f"{m.group(1)}-{m.group(2)}-{m.group(3)}"  # the date in Wizards' file name
        if alias != date:
            corpus.aliases.append(alias)
    rules = corpus.rules
    last: str | None = None
    chapter = section = None
    for raw in lines[start:glossary_at]:
        line = raw.rstrip()
        if not line:
            continue
        if line.startswith("Example:") and last is not None:
            r = rules[last]
            rules[last] = replace(r, examples=(*r.examples, line.removeprefix("Example:").strip()))
            continue
        if m := RULE.match(line):
            last = m.group(1)
            rules[last] = Rule(last, m.group(3), parent=section, dotted=True)
        elif m := SUBRULE.match(line):
            last = m.group(1)
            rules[last] = Rule(
                last, m.group(3), parent=last.rstrip("abcdefghijklmnopqrstuvwxyz"), dotted=bool(m.group(2))
            )  # 119.1d. carries a stray period in 2022
        elif m := SECTION.match(line):
            section = last = m.group(1)
            rules[section] = Rule(section, m.group(2), title=m.group(2), parent=chapter)
        elif m := CHAPTER.match(line):
            chapter = m.group(1)
            last = None
            rules[chapter] = Rule(chapter, m.group(2), title=m.group(2))
        elif last is not None:
            # a continuation line of the rule above (rare; kept with it)
            r = rules[last]
            rules[last] = replace(r, text=r.text + "\n" + line)
        else:
            raise CRParseError(f"unexpected line in the rules: {line[:60]!r}")
    corpus.glossary = _parse_glossary(lines[glossary_at + 1 : credits_at])
    corpus.credits = "\n".join(line for line in lines[credits_at + 1 :] if line.strip())
    if not rules:
        raise CRParseError("no numbered rules found")
    return corpus


def _parse_glossary(lines: list[str]) -> dict[str, GlossaryEntry]:
    """Entries are a term line followed by definition lines, separated by blank lines."""
    out: dict[str, GlossaryEntry] = {}
    block: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            block.append(line.strip())
            continue
        if block:
            term, definition = block[0], "\n".join(block[1:])
            out[term] = GlossaryEntry(term, definition, see_references(definition))
            block = []
    return out


def render_rule_line(rule: Rule) -> list[str]:
    """The lines a rule occupies in the official file (for round-trip checks)."""
    if (rule.title and "." not in rule.id) or rule.dotted:
        head = f"{rule.id}. {rule.text}"
    else:
        head = f"{rule.id} {rule.text}"
    return [*head.split("\n"), *(f"Example: {e}" for e in rule.examples)]
