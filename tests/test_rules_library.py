"""Lookup, ranges, navigation, glossary, search, autocomplete, history and links."""

import pytest

from commands.rules_store import load_library
from resolver.rulebook import BUNDLED_FILES, bundled_corpus
from resolver.rules.library import RuleLibrary, RuleNotFound


@pytest.fixture(scope="module")
def library(cr2017, cr2022, ga_corpus):
    return RuleLibrary([*(bundled_corpus(g) for g in BUNDLED_FILES), cr2017, cr2022, ga_corpus])


@pytest.fixture(scope="module")
def bundled():
    return RuleLibrary([bundled_corpus(g) for g in BUNDLED_FILES])


def test_rule_with_subrules_and_examples(library):
    found = library.lookup("615.12")
    assert [r.id for r in found.rules] == ["615.12", "615.12a"]
    found = library.lookup("615.10")
    assert found.rules[0].examples and found.rules[0].edition == "2024-11-08"  # the newer bundled wording
    assert found.previous == "615.9" and found.next == "615.11"


def test_section_lists_its_rules(library):
    found = library.lookup("615")
    ids = [r.id for r in found.rules]
    assert ids[0] == "615" and found.rules[0].title == "Prevention Effects"
    assert ids[-1] == "615.13" and "615.12a" in ids and "616.1" not in ids


def test_range_respects_the_skipped_letters(library):
    ids = [r.id for r in library.lookup("704.5a-704.5q").rules]
    assert ids[0] == "704.5a" and ids[-1] == "704.5q"
    assert "704.5l" not in ids and "704.5o" not in ids and "704.5k" in ids and "704.5m" in ids
    assert [r.id for r in library.lookup("704.5k-m").rules] == ["704.5k", "704.5m"]
    assert [r.id for r in library.lookup("615.7-9").rules] == ["615.7", "615.8", "615.9"]


def test_missing_rule_names_the_nearest(library):
    with pytest.raises(RuleNotFound) as info:
        library.lookup("615.99")
    assert str(info.value) == "no rule 615.99; section 615 (Prevention Effects) ends at 615.13"
    assert info.value.nearest == ["615.13", "615.12", "615.11", "615.10", "615"]


def test_next_and_previous(library):
    assert library.neighbour("704.5k", 1).rules[0].id == "704.5m"
    assert library.neighbour("615.1", -1).rules[0].id == "615"
    with pytest.raises(RuleNotFound):
        library.neighbour("1", -1)


def test_define_is_fuzzy_and_expands_see_rule(library):
    exact = library.define("prevention effect")[0]
    assert exact.entry.term == "Prevention Effect"
    assert [r.id for r in exact.see] == ["615"] and exact.see[0].title == "Prevention Effects"
    fuzzy = library.define("prevntion efect")[0]
    assert fuzzy.entry.term == "Prevention Effect"
    assert library.define("zzzzqqq") == []


def test_search_ranks_text_and_puts_numbers_first(library):
    hits = library.search("unpreventable", game="mtg")
    ids = [h.rule.id for h in hits]
    assert "615.12" in ids[:5] and "615.12a" in ids[:5]
    numbered = library.search("615.1", game="mtg")
    assert [h.rule.id for h in numbered[:3]] == ["615.1", "615.1a", "615.10"]
    ga = library.search("shielding instance", game="grand-archive")
    assert ga[0].rule.id in {"ga:damage-prevention/5", "ga:damage-prevention/5.1", "ga:damage-prevention/5.2"}


def test_autocomplete_fits_discord(library):
    choices = library.complete_rule("70", "mtg")
    assert 0 < len(choices) <= 25
    assert all(len(name) <= 100 and len(value) <= 100 for name, value in choices)
    assert choices[0][1] == "700"
    assert [v for _, v in library.complete_rule("615.1", "mtg")][:3] == ["615.1", "615.1a", "615.10"]
    terms = library.complete_term("prev")
    assert ("Prevention Effect", "Prevention Effect") in terms and len(terms) <= 25


def test_diff_between_imported_editions(library):
    d = library.diff("615.10", "2017-09-25", "2022-04-29")
    assert d.changed and d.old_edition == "2017-09-29"
    assert "each other creature that player controls" in d.old_text
    assert any("that player controls" in line for line in d.diff)
    assert not library.diff("615.8", "2017-09-29", "2022-04-29").changed
    target = library.diff("615.7", "2017-09-29", "2022-04-29")  # "target creature or player" became "any target"
    assert target.changed and "[-creature or player-]" in target.diff[-1]
    new = library.diff("122.1c", "2017-09-29", "2022-04-29")
    assert new.old_text is None and new.new_text.startswith("A shield counter")
    with pytest.raises(LookupError, match="no mtg edition '1999-01-01'"):
        library.diff("615.7", "1999-01-01")


def test_2008_rules_map_to_today(library):
    assert library.lookup("615.7").old_numbers == ("419.7b",)
    assert library.lookup("615.10").old_numbers == ("419.7c",)
    assert library.lookup("616.1").old_numbers == ("419.9a",)
    assert library.lookup("614.5").old_numbers == ("419.6a",)
    old = library.lookup("419.6a")
    assert old.game == "mtg-2008" and old.new_numbers == ("614.5",)
    assert "deal 8 damage" in old.rules[0].examples[0]


def test_links(library):
    assert library.lookup("704.5k").link == "https://yawgatog.com/resources/magic-rules/#R7045k"
    assert library.lookup("ga:damage-prevention/7").link.startswith("https://rules.gatcg.com/game-mechanics/")


def test_bundled_library_works_offline(bundled):
    assert bundled.lookup("615.7").rules[0].text.startswith("Some prevention effects generated by the resolution")
    assert bundled.lookup("419.7b").game == "mtg-2008"
    assert [r.id for r in bundled.lookup("ga:damage-prevention/5").rules] == [
        "ga:damage-prevention/5",
        "ga:damage-prevention/5.1",
        "ga:damage-prevention/5.2",
    ]
    assert bundled.define("prevent")[0].entry.term == "Prevent"


def test_imported_rules_survive_a_restart(store):
    from conftest import CR_2017

    from commands.rules_store import import_rules

    corpus, path = import_rules(str(CR_2017), store)
    assert corpus.edition == "2017-09-29"
    assert path.exists()
    again = load_library(store)  # a new process would do exactly this
    assert "2017-09-25" in again.edition("mtg", "2017-09-25").aliases
    assert again.lookup("100.1", edition="2017-09-25").edition == "2017-09-29"
    # an older edition is there to compare with: the bundled 2022 rules stay the current ones
    assert again.lookup("100.1").edition == "2022-04-29"
    assert "702.164" in again.current("mtg").rules and "any target" in again.lookup("615.7").rules[0].text


def test_a_broken_stored_file_is_skipped(store):
    store.root.mkdir(parents=True)
    (store.root / "mtg@broken.json").write_text("{not json")
    corpora, problems = store.load()
    assert corpora == [] and "skipped mtg@broken.json" in problems[0]
    assert load_library(store).lookup("615.7")


def test_a_range_whose_end_is_missing_gives_the_rules_between():
    """`/rule 704.5a-704.5m` (its own example) with only the bundled rules: the whole range; a range whose end
    isn't a rule gives the rules up to it."""
    bundled = RuleLibrary([bundled_corpus(g) for g in BUNDLED_FILES])
    found = bundled.lookup("704.5a-704.5m", "mtg")
    ids = [r.id for r in found.rules]
    assert ids[0] == "704.5a" and ids[-1] == "704.5m" and "704.5l" not in ids and "704.5q" not in ids
    assert [r.id for r in bundled.lookup("704.5a-m", "mtg").rules] == ids
    assert [r.id for r in bundled.lookup("704.5k-704.5l", "mtg").rules] == ["704.5k"]
    with pytest.raises(RuleNotFound):
        bundled.lookup("999.1a-999.1c", "mtg")
