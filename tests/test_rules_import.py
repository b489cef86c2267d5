"""Importing the official Comprehensive Rules TXT files and the Grand Archive GitBook source."""

import re

import pytest
from conftest import CR_2017, CR_2022

from resolver.rules.cr import CRParseError, normalise, parse_cr, render_rule_line
from resolver.rules.library import rule_link

# Counted by hand-checked greps over each file's rules section (chapters, sections, "100.1." rules,
# "100.1a" subrules), glossary entries and Example lines.
COUNTS = {
    "2017": {"chapters": 9, "sections": 129, "rules": 918, "subrules": 1320, "glossary": 534, "examples": 244},
    "2022": {"chapters": 9, "sections": 137, "rules": 1030, "subrules": 1620, "glossary": 621, "examples": 265},
}


def _kinds(corpus):
    kinds = {"chapters": 0, "sections": 0, "rules": 0, "subrules": 0}
    for rid in corpus.rules:
        if "." not in rid:
            kinds["chapters" if len(rid) == 1 else "sections"] += 1
        elif rid[-1].isalpha():
            kinds["subrules"] += 1
        else:
            kinds["rules"] += 1
    return kinds


def _section(path):
    text = normalise(path.read_text(encoding="utf-8"))
    body = text.split("\nCredits\n", 1)[1]  # past the contents list
    body = body.split("\nGlossary\n", 1)[0]
    return text, body


@pytest.mark.parametrize(("fixture", "year", "path"), [("cr2017", "2017", CR_2017), ("cr2022", "2022", CR_2022)])
def test_counts_match_independent_counts(request, fixture, year, path):
    corpus = request.getfixturevalue(fixture)
    expected = COUNTS[year]
    kinds = _kinds(corpus)
    assert kinds == {k: expected[k] for k in kinds}
    assert len(corpus.glossary) == expected["glossary"]
    assert sum(len(r.examples) for r in corpus.rules.values()) == expected["examples"]
    # a second, independent count straight from the text
    _, body = _section(path)
    assert len(re.findall(r"(?m)^\d{3}\.\d+\. ", body)) == expected["rules"]
    assert len(re.findall(r"(?m)^\d{3}\.\d+[a-z]{1,2}\.?\s", body)) == expected["subrules"]
    assert len(re.findall(r"(?m)^Example:", body)) == expected["examples"]


@pytest.mark.parametrize(("fixture", "path"), [("cr2017", CR_2017), ("cr2022", CR_2022)])
def test_every_rule_round_trips_to_its_line_in_the_file(request, fixture, path):
    corpus = request.getfixturevalue(fixture)
    _, body = _section(path)
    original = [re.sub(r"^(\S+)\s+", r"\1 ", line.rstrip()) for line in body.split("\n") if line.strip()]
    rendered = [line for rule in corpus.rules.values() for line in render_rule_line(rule)]
    assert rendered == original


def test_header_dates_bom_and_crlf():
    raw = CR_2022.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and b"\r\n" in raw
    assert b"\r\n" not in CR_2017.read_bytes()


def test_effective_dates(cr2017, cr2022):
    assert cr2017.edition == "2017-09-29"  # the file is dated 2017-09-25; its header says the 29th
    assert cr2022.edition == "2022-04-29"


def test_specific_rules(cr2022, cr2017):
    order = list(cr2022.rules)
    assert order[order.index("704.5k") + 1] == "704.5m"  # the CR skips "l" and "o"
    assert order[order.index("704.5n") + 1] == "704.5p"
    assert cr2022.rules["615.12a"].text.startswith("A prevention effect is applied to any particular unpreventable")
    assert cr2022.rules["615.10"].examples[0].startswith("Daunting Defender says")
    assert cr2022.rules["615"].title == "Prevention Effects"
    assert cr2022.rules["119.1d"].dotted  # the 2022 file's stray period is kept for round-trips
    entry = cr2022.glossary["Prevention Effect"]
    assert entry.definition.startswith("A kind of continuous effect that watches for a damage event")
    assert entry.see == ("615",)
    assert cr2022.glossary["Ability"].see == ("113", "6")
    assert "Richard Garfield" in cr2022.credits
    assert "702.164" not in cr2022.rules and "702.164" not in cr2017.rules


def test_a_file_that_is_not_the_cr_is_refused():
    with pytest.raises(CRParseError, match="not a Comprehensive Rules file"):
        parse_cr("hello\nworld\n")


def test_carriage_return_only_line_endings_parse_too():
    text = CR_2017.read_text(encoding="utf-8").replace("\n", "\r")
    assert len(parse_cr(text).rules) == 2376


def test_grand_archive_damage_prevention_page(ga_corpus):
    page = {rid: r for rid, r in ga_corpus.rules.items() if rid.startswith("ga:damage-prevention/")}
    top = [rid for rid in page if "." not in rid.split("/")[-1]]
    assert top == [f"ga:damage-prevention/{n}" for n in range(1, 12)]
    assert set(page) - set(top) == {"ga:damage-prevention/5.1", "ga:damage-prevention/5.2"}
    assert page["ga:damage-prevention/5.2"].hints[0].startswith("E.g., a player using Deflecting Edge")
    assert page["ga:damage-prevention/11"].hints[0].startswith("E.g., Spellshield: Arcane")
    assert sum(len(r.hints) for r in page.values()) == 2
    assert page["ga:damage-prevention/3"].text.endswith("as described under Replacement Effects.")
    assert all("![" not in r.text and "![" not in " ".join(r.hints) for r in ga_corpus.rules.values())
    assert rule_link("ga:damage-prevention/5.1", "grand-archive", ga_corpus.links) == (
        "https://rules.gatcg.com/game-mechanics/game-mechanics-damage-prevention"
    )  # links are kept per page
    assert set(ga_corpus.links) == {rid for rid in ga_corpus.rules if "/" not in rid}


def test_grand_archive_sections_glossary_and_edition(ga_corpus):
    assert ga_corpus.edition == "2026-08-21"  # from the changelog
    assert ga_corpus.rules["ga:counters/bulwark/4.1"].text == (
        "If unpreventable damage is dealt, only one Bulwark counter is removed."
    )
    assert ga_corpus.rules["ga:replacement-effects/2.1"].parent == "ga:replacement-effects/2"
    assert "Banishment zone" in ga_corpus.glossary["Banish"].definition


SYNTHETIC = """\ufeffMagic: The Gathering Comprehensive Rules\r
\r
These rules are effective as of November 8, 2024.\r
\r
Contents\r
\r
1. Game Concepts\r
100. General\r
Glossary\r
Credits\r
\r
1. Game Concepts\r
\r
100. General\r
\r
100.1. A rule.\r
\r
100.1z Before the two-letter suffixes.\r
\r
100.1aa A subrule with a two-letter suffix.\r
Example: An example attached to it.\r
\r
100.1ab Another one.\r
\r
Glossary\r
\r
Trample\r
A keyword ability. See rules 702.19b and 702.19c, and section 5.\r
\r
Credits\r
\r
Somebody\r
"""


def test_two_letter_suffixes_examples_and_see_rule_lists():
    corpus = parse_cr(SYNTHETIC)
    assert corpus.edition == "2024-11-08"
    assert list(corpus.rules) == ["1", "100", "100.1", "100.1z", "100.1aa", "100.1ab"]
    assert corpus.rules["100.1aa"].examples == ("An example attached to it.",)
    assert corpus.rules["100.1aa"].parent == "100.1"
    assert corpus.glossary["Trample"].see == ("702.19b", "702.19c", "5")
    assert corpus.credits == "Somebody"
