"""Answers read like rulings (issue 18): ids only for twin names, plain-English possessives and plurals, search
snippets cut at a word, why a prevention effect didn't apply, the 2008 rules' borrowed citations marked, and
/compare in each ruleset's own words."""

from __future__ import annotations

from commands.ask import ask_reply
from commands.render import snippet
from commands.rules import search_reply
from resolver.english import plural, possessive, tidy
from resolver.rulebook import BUNDLED_FILES, bundled_corpus
from resolver.rules.library import RuleLibrary


def outcome_lines(reply) -> list[str]:
    return next(s for s in reply.sections if s.title.startswith("Outcome")).lines


def test_fog_against_a_bolt_says_why_nothing_was_prevented():
    reply = ask_reply("Opponent casts Lightning Bolt targeting my Grizzly Bears. I cast Fog.")
    lines = outcome_lines(reply)
    assert lines[:4] == [
        "You: 20 life",
        "Opponent: 20 life",
        "Grizzly Bears (You): graveyard",
        "Damage prevented: 0 (Fog's effect prevents only combat damage)",
    ]
    assert (
        "  6. Fog's effect prevents only combat damage: Lightning Bolt's damage to Grizzly Bears is not combat damage "
        "[615.1, 615.1a]" in lines
    )
    assert reply.data["outcomes"][0]["missed"] == ["Fog's effect prevents only combat damage"]


def test_fog_in_combat_prevents_and_says_nothing_more():
    reply = ask_reply("Opponent controls Hill Giant. Hill Giant attacks me. I cast Fog.")
    assert "Damage prevented: 3" in outcome_lines(reply) and reply.data["outcomes"][0]["missed"] == []


def test_ids_only_when_two_objects_share_a_name():
    one = outcome_lines(ask_reply("I control Grizzly Bears. Opponent casts Shock targeting it."))
    assert "Grizzly Bears (You): graveyard" in one and not any("[grizzly-bears]" in line for line in one)
    two = outcome_lines(ask_reply("I control two Grizzly Bears. Opponent casts Pyroclasm."))
    assert "Grizzly Bears [grizzly-bears] (You): graveyard" in two
    assert "Grizzly Bears [grizzly-bears-2] (You): graveyard" in two
    assert "  6. Grizzly Bears [grizzly-bears-2] has lethal damage: destroyed [704.5g, 120.6]" in two


def test_possessives_and_counted_plurals():
    reply = ask_reply("I control Grizzly Bears with a shield counter. Opponent casts Lightning Bolt targeting it.")
    text = reply.to_text()
    assert "Grizzly Bears' shield counter prevents 3 of the 3 damage" in text and "Bears's" not in text
    assert "removes 1 shield counter from Grizzly Bears" in text
    grown = ask_reply("I control Grizzly Bears with two +1/+1 counters. Opponent casts Shock targeting it.")
    counters = outcome_lines(grown)
    assert "Grizzly Bears (You): battlefield, 4/4, 2 damage, 2 +1/+1 counters" in counters
    assert tidy("Rasputin's 1 dream counter(s) and Grizzly Bears's 2 card(s)") == (
        "Rasputin's 1 dream counter and Grizzly Bears' 2 cards"
    )
    assert possessive("Grizzly Bears") == "Grizzly Bears'" and plural(1, "counter") == "1 counter"


def test_search_snippets_end_at_a_word_with_an_ellipsis():
    library = RuleLibrary([bundled_corpus(g) for g in BUNDLED_FILES])
    reply = search_reply(library, "shield counter", game="mtg")
    first = reply.sections[0].lines[0]
    assert first == (
        "122.1c — A shield counter on a permanent creates one replacement effect and one prevention effect that "
        'protect the permanent. These effects are "If this permanent would…'
    )
    assert snippet("one two three", 9) == "one two…" and snippet("short", 9) == "short"


def test_the_2008_rules_mark_todays_rules_in_text_and_json():
    reply = ask_reply("Opponent casts Lightning Bolt targeting my Grizzly Bears.", "mtg-2008")
    assert reply.data["todays_rules"] == ["120.3e", "120.6", "601.2", "608.2", "704.5g"]
    lines = outcome_lines(reply)
    assert "  3. Lightning Bolt deals 3 damage to Grizzly Bears: 3 damage marked (3 in all) [today's 120.3e]" in lines
    assert "  4. Grizzly Bears has lethal damage: destroyed [today's 704.5g, 120.6]" in lines
    cited = next(s for s in reply.sections if s.title == "Rules cited").lines
    assert cited[0].startswith("Rule 419 is the 2008 rules' own text")
    assert cited[1].startswith("120.3e (today's rule) — Damage dealt to a creature")
    healer = ask_reply(
        "Opponent casts Shock targeting my Grizzly Bears. I activate Samite Healer targeting Grizzly Bears.",
        "mtg-2008",
    )
    assert "419.7b" in healer.data["rules"] and "419.7b" not in healer.data["todays_rules"]
    today = ask_reply("Opponent casts Lightning Bolt targeting my Grizzly Bears.")
    assert today.data["todays_rules"] == [] and "today's" not in today.to_text()


def test_compare_says_each_difference_in_its_rulesets_own_words():
    reply = ask_reply("I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm.", compare=True)
    (line, rules) = reply.data["differences"]
    assert "mtg-2008: Daunting Defender (You): in play, 3/3, 2 damage" in line and "battlefield" not in line
    assert rules == "  rules: mtg cites 615.10; mtg-2008 cites 419.7c, 419.9a"
