"""Parser for the Grand Archive rules site's GitBook Markdown source.

Pages come in SUMMARY.md order. Each page has "####" sections (or a bold line alone, "**Leveling Up**")
holding numbered lists (nested lists restart at 1; GitBook indents them by three spaces) or bullet lists;
a bullet list at the margin right after a numbered item is that item's sub-list ("4. A player wins if …"
then "* …" gives 4.1, 4.2, …), as a paragraph there is part of that item. A rule is cited as
`ga:<page>/<item>` in a page's first "General Rules" section and `ga:<page>/<section>/<item>` in the
others, e.g. `ga:damage-prevention/5.1`, `ga:counters/bulwark/4.1`. The page itself is a rule (`ga:counters`,
its title, or its opening paragraph) and so is every other section (`ga:counters/bulwark`, its heading, or
its paragraph before the first item): looking one up gives everything under it. A top item's parent is its
section (or page); links are kept per page. `{% hint %}` blocks stay with the rule before them; images are
dropped. The glossary pages also give glossary entries.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from .model import Corpus, GlossaryEntry, Rule

SITE = "https://rules.gatcg.com/"
SKIP_PAGES = {"README.md", "table-of-contents.md", "SUMMARY.md"}
SUMMARY_LINK = re.compile(r"\[[^\]]*\]\(([^)]+\.md)\)")
ITEM = re.compile(r"^(\s*)(?:(\d+)\.|[*-])\s+(.*)$")
IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
BOLD_HEADING = re.compile(r"^\*\*([^*]+)\*\*\s*$")  # "**Leveling Up**" alone on a line: a section
HEADING = re.compile(r"^#{2,6}\s+(.*)$")  # "#### Bulwark" (and "### Standard Games"): a section
HINT_OPEN = re.compile(r"^\{%\s*hint\b.*%\}\s*$")
HINT_CLOSE = re.compile(r"^\{%\s*endhint\s*%\}\s*$")
FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)  # GitBook's "description: …" header
UPDATED = re.compile(r"^(\w+ \d{1,2}(?:st|nd|rd|th)?, \d{4})\s*$")


class GAParseError(ValueError):
    """The files aren't the Grand Archive rules Markdown source."""


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def clean(text: str) -> str:
    """Markdown to plain text: drop images and <br>, keep link text, unescape."""
    text = IMAGE.sub("", text)
    text = LINK.sub(r"\1", text)
    text = text.replace("<br>", "").replace("\\[", "[").replace("\\]", "]").replace("\\*", "*")
    return html.unescape(text).replace("\xa0", " ").strip()


def page_order(files: Mapping[str, str]) -> list[str]:
    summary = files.get("SUMMARY.md", "")
    ordered = [p for p in SUMMARY_LINK.findall(summary) if p in files]
    rest = sorted(p for p in files if p.endswith(".md") and p not in ordered)
    return [p for p in dict.fromkeys([*ordered, *rest]) if p not in SKIP_PAGES]


def page_url(path: str) -> str:
    stem = path[: -len("README.md")].rstrip("/") if path.endswith("README.md") else path.removesuffix(".md")
    return SITE + stem


def _page_slug(title: str) -> str:
    return slug(title.split(" - ", 1)[1] if " - " in title else title)


def parse_ga(files: Mapping[str, str], edition: str = "bundled") -> Corpus:
    """Parse {relative path: markdown text} into a corpus."""
    pages = page_order(files)
    if not pages:
        raise GAParseError("no Markdown pages found (expected the GitBook source with SUMMARY.md)")
    corpus = Corpus("grand-archive", edition, "Grand Archive TCG Comprehensive Rules", source="rules.gatcg.com")
    used: set[str] = set()
    for path in pages:
        text = files[path].replace("\r\n", "\n").lstrip("\ufeff")
        title = next((line[2:].strip() for line in text.split("\n") if line.startswith("# ")), "")
        if not title:
            continue
        page = _page_slug(title)
        if page in used:
            page = slug(path.rsplit("/", 2)[-2]) + "-" + page if "/" in path else slug(path)
        used.add(page)
        _parse_page(corpus, text, page, title, page_url(path), glossary=path.startswith("glossary/"))
    if not corpus.rules:
        raise GAParseError("no rules found in the Markdown pages")
    if readme := files.get("README.md"):
        corpus.edition = _latest_update(readme) or edition
    return corpus


def _latest_update(changelog: str) -> str | None:
    from datetime import datetime

    for line in changelog.split("\n"):
        if m := UPDATED.match(line.strip()):
            raw = re.sub(r"(\d)(st|nd|rd|th)", r"\1", m.group(1))
            try:
                return datetime.strptime(raw, "%B %d, %Y").date().isoformat()
            except ValueError:
                continue
    return None


@dataclass
class _Lists:
    """The nested lists of one section: where the next item goes and its number."""

    numbered_at: set[int] = field(default_factory=set)  # indent levels whose last item was numbered
    hanging: set[int] = field(default_factory=set)  # indent levels of bullet lists under a numbered item
    numbers: dict[int, int] = field(default_factory=dict)  # the last item's number at each depth

    def place(self, indent: str, number: int | None) -> tuple[int, int]:
        """(depth, number) of an item: numbered items nest by 3 spaces, bullets by 2; a bullet takes the
        next number at its depth; a bullet list at the level of a numbered item is its sub-list."""
        level = len(indent) // 3 if number is not None else len(indent.expandtabs(4)) // 2
        self.numbered_at = {d for d in self.numbered_at if d <= level}
        self.hanging = {d for d in self.hanging if d <= level}
        if number is not None:
            self.hanging.discard(level)
            self.numbered_at.add(level)
        elif level in self.numbered_at:
            self.hanging.add(level)
            self.numbered_at.discard(level)
        depth = level + len(self.hanging)
        self.numbers = {d: n for d, n in self.numbers.items() if d <= depth}
        number = self.numbers[depth] = number if number is not None else self.numbers.get(depth, 0) + 1
        return depth, number


def _parse_page(corpus: Corpus, text: str, page: str, title: str, url: str, glossary: bool) -> None:
    rules = corpus.rules
    page_id = f"ga:{page}"
    summary = title
    if front := FRONT_MATTER.match(text):
        text = text[front.end() :]
        described = re.search(r"(?m)^description:\s*(.+)$", front.group(1))
        summary = clean(described.group(1).strip().strip("'\"")) if described else title
    rules[page_id] = Rule(page_id, summary, title=title)  # or its opening paragraph, if it has one
    corpus.links[page_id] = url  # a page's rules and sections are on its page: rule_link finds it
    section_id = page_id  # the rule the current section's items hang from
    path: list[int] = []
    lists = _Lists()
    last: str | None = None
    in_hint = False
    hint: list[str] = []
    intro: dict[str, list[str]] = {}  # a page's or section's paragraphs before its first item
    section_text: list[str] = []
    section_title = ""
    first_section = True

    def flush_glossary() -> None:
        if glossary and section_title and section_text:
            definition = "\n".join(section_text)
            corpus.glossary[section_title] = GlossaryEntry(section_title, definition)

    def add_hint(block: list[str]) -> None:
        body = clean("\n".join(block)).strip()
        if not body:
            return
        target = last or section_id
        r = rules[target]
        rules[target] = replace(r, hints=(*r.hints, body))

    for raw in text.split("\n"):
        line = raw.rstrip()
        if in_hint:
            if HINT_CLOSE.match(line.strip()):
                in_hint = False
                add_hint(hint)
                hint = []
            else:
                hint.append(line)
            continue
        if HINT_OPEN.match(line.strip()):
            in_hint = True
            continue
        if line.startswith("# "):
            continue
        heading = BOLD_HEADING.match(line) or HEADING.match(line)
        if heading:
            flush_glossary()
            section_title = clean(heading.group(1)).strip().rstrip(":").strip()
            general = first_section and section_title.lower() == "general rules"
            first_section = False
            section_id = page_id if general else f"{page_id}/{slug(section_title)}"
            if not general:
                rules[section_id] = Rule(section_id, section_title, title=section_title, parent=page_id)
            path, lists, last, section_text = [], _Lists(), None, []
            continue
        m = ITEM.match(line)
        if m and clean(m.group(3)):
            depth, number = lists.place(m.group(1), int(m.group(2)) if m.group(2) else None)
            path = [*path[:depth], number]
            rid = f"{section_id}/" + ".".join(map(str, path))
            parent = f"{section_id}/" + ".".join(map(str, path[:-1])) if len(path) > 1 else section_id
            body = clean(m.group(3))
            rules[rid] = Rule(rid, body, parent=parent, title=section_title if len(path) == 1 else "")
            last = rid
            section_text.append(("   " * depth) + (f"{number}. " if m.group(2) else "• ") + body)
            continue
        stripped = clean(line)
        if not stripped:
            continue
        if last is not None:
            r = rules[last]
            rules[last] = replace(r, text=r.text + "\n" + stripped)
        elif stripped.rstrip(":").strip().lower() != "general rules":  # a label, not a paragraph
            intro.setdefault(section_id, []).append(stripped)
        section_text.append(stripped)
    flush_glossary()
    for rid, paragraphs in intro.items():
        rules[rid] = replace(rules[rid], text="\n".join(paragraphs))
