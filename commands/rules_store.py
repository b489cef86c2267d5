"""Where imported rules live between runs, and how they get there (files, URLs, Wizards' site).

Imported corpora are JSON files under the data directory ($RULEKEEPER_DATA, else
$XDG_DATA_HOME/rulekeeper, else ~/.local/share/rulekeeper), so a restart doesn't re-parse them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from cardindex.importers import data_dir, download
from resolver.rulebook import BUNDLED_FILES, bundled_corpus
from resolver.rules.cr import CRParseError, parse_cr
from resolver.rules.ga import GAParseError, parse_ga
from resolver.rules.library import RuleLibrary
from resolver.rules.model import Corpus

RULES_PAGE = "https://magic.wizards.com/en/rules"
TXT_LINK = re.compile(r"https://media\.wizards\.com/[^\"'\s<>]+?\.txt", re.I)
MAX_DOWNLOAD = 20 * 1024 * 1024
MAX_FILE = 20 * 1024 * 1024
MAX_GA_FILES = 2000

Fetch = Callable[[str], bytes]


class RulesError(Exception):
    """A one-line, user-facing problem with importing or finding rules."""


def fetch(url: str) -> bytes:
    """GET a rules file (at most 20 MB)."""
    with download(url, limit=MAX_DOWNLOAD, agent="rules import", error=RulesError, timeout=30) as data:
        return data.read()


class RulesStore:
    def __init__(self, root: Path | None = None) -> None:
        self.root = (root or data_dir()) / "rules"

    def save(self, corpus: Corpus) -> Path:
        self.root.mkdir(parents=True, exist_ok=True)
        path = self.root / f"{corpus.game}@{corpus.edition}.json"
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(corpus.to_dict(), ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)
        return path

    def load(self) -> tuple[list[Corpus], list[str]]:
        """Every stored corpus, and a message for each file that couldn't be read."""
        corpora, problems = [], []
        if not self.root.is_dir():
            return corpora, problems
        for path in sorted(self.root.glob("*.json")):
            try:
                corpora.append(Corpus.from_dict(json.loads(path.read_text(encoding="utf-8"))))
            except (OSError, ValueError, KeyError, TypeError) as exc:
                problems.append(f"skipped {path.name}: {exc}")
        return corpora, problems


def load_library(store: RulesStore | None = None) -> RuleLibrary:
    """The bundled rules of every game, extended and replaced by what was imported."""
    corpora = [bundled_corpus(game) for game in BUNDLED_FILES]
    stored, _ = (store or RulesStore()).load()
    return RuleLibrary(corpora + stored)


def _is_url(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            raise RulesError(f"{name} is not UTF-8 text") from None


def _cr_from_text(text: str, name: str) -> Corpus:
    try:
        return parse_cr(text, source=name)
    except CRParseError as exc:
        raise RulesError(f"{name}: {exc}") from None


def _ga_from_dir(root: Path) -> Corpus:
    if not (root / "SUMMARY.md").is_file():
        raise RulesError(f"{root} has no SUMMARY.md: expected the Grand Archive rules GitBook source")
    files: dict[str, str] = {}
    for path in root.rglob("*.md"):
        if len(files) >= MAX_GA_FILES:
            raise RulesError(f"{root} has more than {MAX_GA_FILES} Markdown files")
        files[path.relative_to(root).as_posix()] = path.read_text(encoding="utf-8", errors="replace")
    try:
        corpus = parse_ga(files)
    except GAParseError as exc:
        raise RulesError(f"{root}: {exc}") from None
    corpus.source = str(root)
    return corpus


def read_rules(source: str, fetcher: Fetch = fetch) -> Corpus:
    """Parse an official CR TXT file (path or URL) or the Grand Archive GitBook folder."""
    if _is_url(source):
        if not source.lower().split("?")[0].endswith(".txt"):
            raise RulesError("only the Comprehensive Rules .txt can be imported from a URL")
        return _cr_from_text(_decode(fetcher(source), source), source)
    path = Path(source).expanduser()
    if path.is_dir():
        return _ga_from_dir(path)
    if not path.is_file():
        raise RulesError(f"{source}: no such file or folder")
    if path.stat().st_size > MAX_FILE:
        raise RulesError(f"{source} is larger than {MAX_FILE // (1024 * 1024)} MB")
    return _cr_from_text(_decode(path.read_bytes(), source), source)


def import_rules(source: str, store: RulesStore | None = None, fetcher: Fetch = fetch) -> tuple[Corpus, Path]:
    corpus = read_rules(source, fetcher)
    return corpus, (store or RulesStore()).save(corpus)


def _current_link(fetcher: Fetch) -> str:
    """The URL of the current CR TXT, from the link on Wizards' rules page."""
    page = _decode(fetcher(RULES_PAGE), RULES_PAGE)
    links = TXT_LINK.findall(page)
    if not links:
        raise RulesError(f"no Comprehensive Rules .txt link found on {RULES_PAGE}")
    return links[0].replace(" ", "%20")


def update_rules(store: RulesStore | None = None, fetcher: Fetch = fetch) -> tuple[Corpus, Path]:
    """Download the current CR TXT linked from Wizards' rules page and store it."""
    return import_rules(_current_link(fetcher), store, fetcher)


def auto_update(store: RulesStore | None = None, fetcher: Fetch = fetch) -> tuple[str, bool]:
    """RULES_AUTO_UPDATE: `rules update` at the bot's start. One line to log, and whether new rules were
    stored; never raises. The TXT isn't downloaded again when the file Wizards links to was imported before."""
    store = store or RulesStore()
    try:
        url = _current_link(fetcher)
        known = next((c for c in store.load()[0] if c.game == "mtg" and c.source == url), None)
        if known is not None:
            return f"rules are up to date: the Comprehensive Rules of {known.edition} ({url})", False
        corpus, _ = import_rules(url, store, fetcher)
    except RulesError as exc:
        return f"rules update failed: {exc}", False
    return f"rules updated: the Comprehensive Rules of {corpus.edition}, {len(corpus.rules)} rules ({url})", True
