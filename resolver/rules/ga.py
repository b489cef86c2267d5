"""Parser for the Grand Archive rules site's GitBook Markdown source.

Pages come in SUMMARY.md order. Each page has "####" sections holding numbered lists (nested lists
restart at 1; GitBook indents them by three spaces) or bullet lists. A rule is cited as
`ga:<page>/<item>` in a page's first "General Rules" section and `ga:<page>/<section>/<item>` in the
others, e.g. `ga:damage-prevention/5.1`, `ga:counters/bulwark/4.1`. `{% hint %}` blocks stay with the
rule before them; images are dropped. The glossary pages also give glossary entries.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from dataclasses import replace

from .model import Corpus, GlossaryEntry, Rule

SITE = "https://rules.gatcg.com/"
SKIP_PAGES = {"README.md", "table-of-contents.md", "SUMMARY.md"}
SUMMARY_LINK = re.compile(r"\[[^\]]*\]\(([^)]+\.md)\)")
ITEM = re.compile(r"^(\s*)(?:(\d+)\.|[*-])\s+(.*)$")
IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
HINT_OPEN = re.compile(r"^\{%\s*hint\b.*%\}\s*$")
HINT_CLOSE = re.compile(r"^\{%\s*endhint\s*%\}\s*$")
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


def _parse_page(corpus: Corpus, text: str, page: str, title: str, url: str, glossary: bool) -> None:
    rules = corpus.rules
    section = ""  # "" for the page's first "General Rules" section
    path: list[int] = []
    bullet_counts: dict[int, int] = {}
    last: str | None = None
    in_hint = False
    hint: list[str] = []
    intro: list[str] = []
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
        target = last or f"ga:{page}"
        if target not in rules:
            rules[target] = Rule(target, clean(" ".join(intro)) or title, title=title)
            corpus.links[target] = url
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
        if line.startswith("####"):
            flush_glossary()
            section_title = line.lstrip("#").strip().rstrip(":")
            section = "" if first_section and section_title.lower() == "general rules" else slug(section_title)
            first_section = False
            path, bullet_counts, last, section_text = [], {}, None, []
            continue
        m = ITEM.match(line)
        if m and clean(m.group(3)):
            depth = len(m.group(1).expandtabs(4)) // 2 if m.group(2) is None else len(m.group(1)) // 3
            if m.group(2) is not None:
                number = int(m.group(2))
            else:
                bullet_counts = {d: n for d, n in bullet_counts.items() if d <= depth}
                bullet_counts[depth] = bullet_counts.get(depth, 0) + 1
                number = bullet_counts[depth]
            path = [*path[:depth], number]
            rid = f"ga:{page}/" + (f"{section}/" if section else "") + ".".join(map(str, path))
            parent = (
                f"ga:{page}/" + (f"{section}/" if section else "") + ".".join(map(str, path[:-1]))
                if len(path) > 1
                else None
            )
            body = clean(m.group(3))
            rules[rid] = Rule(rid, body, parent=parent, title=section_title if len(path) == 1 else "")
            corpus.links[rid] = url
            last = rid
            section_text.append(("   " * depth) + (f"{number}. " if m.group(2) else "• ") + body)
            continue
        stripped = clean(line)
        if not stripped:
            continue
        if last is not None:
            r = rules[last]
            rules[last] = replace(r, text=r.text + "\n" + stripped)
            section_text.append(stripped)
        else:
            intro.append(stripped)
            section_text.append(stripped)
    flush_glossary()
    if intro and f"ga:{page}" not in rules:
        rules[f"ga:{page}"] = Rule(f"ga:{page}", clean(" ".join(intro)), title=title)
        corpus.links[f"ga:{page}"] = url
