"""Work the readers skip (issue #16, speed), each with the answer it gave.

A card's exact name with its last word in the plural ("two Umezawa's Jittes", "two Alabaster Leeches") is that
card, found without a fuzzy search over every name: CardIndex.lookup's `singulars`, which the situation reader
passes. Before, the fuzzy search found the card for most such plurals, but not for every one: "Alabaster Leeches"
was refused as no card (did you mean Alabaster Leech?)."""

from __future__ import annotations

from typing import Any

import pytest

from cardindex.fuzzy import CardIndex
from commands import lexicon as lx
from commands.ask import ask_reply


def _no_fuzzy(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The queries the fuzzy tier searches for from now on (a list the test reads)."""
    searched: list[str] = []
    search = CardIndex._fuzzy_scores_of

    def spy(self: CardIndex, q: str, *args: Any) -> Any:
        searched.append(q)
        return search(self, q, *args)

    monkeypatch.setattr(CardIndex, "_fuzzy_scores_of", spy)
    return searched


@pytest.mark.parametrize(
    ("plural", "card"),
    [("Umezawa's Jittes", "Umezawa's Jitte"), ("Goblin Chainwhirlers", "Goblin Chainwhirler"),
     ("samite healers", "Samite Healer"), ("Abzan Ascendancies", "Abzan Ascendancy")],
)  # fmt: skip
def test_a_plural_is_its_card_without_a_fuzzy_search(plural: str, card: str, pool_index: Any, monkeypatch) -> None:
    searched = _no_fuzzy(monkeypatch)
    found = pool_index.lookup(plural, "mtg", singulars=lx.singulars)
    assert (found.how, found.card.name) == ("plural", card)
    assert searched == []


def test_without_singulars_the_tiers_are_as_before(pool_index: Any, monkeypatch) -> None:
    searched = _no_fuzzy(monkeypatch)
    found = pool_index.lookup("Umezawa's Jittes", "mtg")
    assert (found.how, found.card.name) == ("fuzzy", "Umezawa's Jitte")
    assert searched == ["umezawa s jittes"]


def test_a_name_that_isnt_a_plural_of_a_card_still_gets_its_nearest_cards(pool_index: Any) -> None:
    found = pool_index.lookup("Serra Angels of Doom", "mtg", singulars=lx.singulars)
    assert found.how != "plural"


def test_two_alabaster_leeches_read_and_the_second_one_bolted(pool_index: Any, monkeypatch) -> None:
    """Was refused: 'no card named "Alabaster Leeches" (did you mean Alabaster Leech or Alabaster Dragon?)'."""
    searched = _no_fuzzy(monkeypatch)
    text = "I control two Alabaster Leeches. Opponent casts Lightning Bolt targeting the second Alabaster Leech."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [outcome] = reply.data["outcomes"]
    assert outcome["permanents"]["alabaster-leech"]["zone"] == "battlefield"
    assert outcome["permanents"]["alabaster-leech-2"]["zone"] == "graveyard"
    assert '"Alabaster Leeches" is read as Alabaster Leech (the plural).' in reply.sections[0].lines
    assert searched == []


def test_two_goblin_chainwhirlers_as_the_corpus_reads_them(pool_index: Any, monkeypatch) -> None:
    """The corpus's controlled Goblin Chainwhirler question, read as before (two of them, the plural said)."""
    searched = _no_fuzzy(monkeypatch)
    reply = ask_reply("It's my turn. I control two Goblin Chainwhirlers.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert [p for p in reply.data["scenario"]["battlefield"] if p["card"] == "Goblin Chainwhirler"] != []
    assert len(reply.data["scenario"]["battlefield"]) == 2
    assert '"Goblin Chainwhirlers" is read as Goblin Chainwhirler (the plural).' in reply.sections[0].lines
    assert searched == []


def test_a_question_names_a_permanent_the_statements_placed_once(pool_index: Any) -> None:
    """The statements' names are looked at only for a question naming someone's permanent (speed): one placed by a
    statement isn't placed again from the question; one no statement names is (commands/reader _question_board)."""
    reply = ask_reply("I control Grizzly Bears. Opponent shocks it. Does my Grizzly Bears die?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert [p["card"] for p in reply.data["scenario"]["battlefield"]] == ["Grizzly Bears"]
    assert not any("from the question" in line for line in reply.data["interpretation"])
    [outcome] = reply.data["outcomes"]
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    reply = ask_reply("Opponent casts Pyroclasm. Does my Grizzly Bears survive?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert any("from the question" in line for line in reply.data["interpretation"])
    [outcome] = reply.data["outcomes"]
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"


# --- the frames' cheap tests before their patterns: a clause a test rules out matches none of the patterns ---------

WRITTEN = [
    "I had two 2/2s out", "got Ensnaring Bridge and a creature in play", "my Furnace is out", "Opponent has a bear OUT",
    "With Torbran on the field", "there is a Worship on the battlefield", "he has a 3/3 left back to block",
    "my Serra Angel is back on defense", "I had Glorious Anthem at the time", "his bear was on his side",
    "I try to get rid of the Ornithopter by playing Disenchant", "he tried to kill my bear with a Shock",
    "Opponent casts Terror to kill my bear", "I cast Giant Growth in order to save my bear",
    "I play a Floating Shield (Pro Green) on my Stormscape Familiar and end my turn",
    "he puts Bonesplitter onto his bear",
    "I attach Bonesplitter to Grizzly Bears",
]  # fmt: skip


def _clauses() -> list[str]:
    import importlib

    from corpus.run import entries

    from commands.reader.clauses import clauses

    normalise = importlib.import_module("commands.reader.normalise").normalise
    texts = [t for e in entries() for t in (e["question"], e.get("controlled", "")) if t]
    return [*WRITTEN, *(c.text for t in texts for c in clauses(normalise(t)))]


def test_a_clause_the_frames_tests_rule_out_matches_none_of_their_patterns() -> None:
    from commands.reader import aims, attachments, frames

    where = (frames._HAS_OUT, frames._WITH_OUT, frames._WHOSE_IS_OUT, frames._IS_OUT)  # (their ends: needles.py)
    kept = {"aim": 0, "on": 0}
    for clause in _clauses():
        if aims._AIM_WORD.search(clause):
            kept["aim"] += 1
        else:
            assert not aims._TRY_BY.match(clause) and not aims._CAST_TO.match(clause), clause
        if attachments._ON_WORD.search(clause):
            kept["on"] += 1
        else:
            assert not attachments._PLAY_ON.match(clause), clause
    for clause in WRITTEN:  # each of them matches one of the patterns the tests keep
        assert (
            any(p.rx.match(clause) for p in where)
            or aims._TRY_BY.match(clause)
            or aims._CAST_TO.match(clause)
            or attachments._PLAY_ON.match(clause)
        ), clause
    assert all(kept.values()), kept


@pytest.mark.parametrize(
    ("clause", "read"),
    [("I had two 2/2s out", "I control two 2/2s"), ("my Furnace is out", "I control Furnace"),
     ("With Torbran on the field", "I control Torbran"),
     ("I cast Shock on his bear", "I cast Shock targeting his bear"),
     ("he tried to kill my bear with a Shock", "Opponent casts Shock targeting my bear"),
     ("I play a Bonesplitter on my Grizzly Bears",
      "I control Bonesplitter. Bonesplitter is attached to my Grizzly Bears"),
     ("Grizzly Bears is blocked by a 3/3 in this order", "Grizzly Bears is blocked by a 3/3")],
)  # fmt: skip
def test_the_frames_still_read_what_their_patterns_match(clause: str, read: str, pool_index: Any) -> None:
    from commands.reader.entities import Names
    from commands.reader.frames import rewrite

    assert rewrite(clause, Names(pool_index)) == read


def test_ends_of_patterns_anchored_at_the_end() -> None:
    """needles.py: what a pattern ending with "$" ends with, read backwards from its last literal parts; a text
    ending otherwise isn't searched (tests/test_needles.py checks every reader pattern over the corpus)."""
    import re

    from commands.reader import frames, shorthand
    from commands.reader.needles import lowered, sieved

    def ends(pattern: str, flags: int = re.I) -> tuple[str, ...]:
        return sieved(pattern, flags).ends

    assert ends(r"(?:\s+(?:out|in\s+play|left\s+back(?:\s+to\s+block)?))+$") == ("back", "block", "out", "play")
    assert ends(r"^(?P<x>.+?)\s+(?:is|was)\s+unblocked$") == ("unblocked",)
    assert ends(r"x(?:Foo|bar)?$") == ("bar", "foo", "x")  # folded: compared with the text lower-cased
    assert ends(r"x(?:Foo|bar)?$", 0) == ("Foo", "bar", "x")
    assert ends(r"(?:y$|z$)") == ("y", "z")
    assert ends(r"q\s*$") == ends(r"(?:c|d)?$") == ends(r"a$|b") == ends(r"a$", re.M) == ()  # no bound
    clause = "Opponent controls a 1/1 creature, a 2/2 creature and an 8/8 creature"
    assert not frames._HAS_OUT.may_match(clause, lowered(clause))
    assert frames._HAS_OUT.may_match(clause + " in play", lowered(clause + " in play"))
    assert frames._HAS_OUT.may_match(clause + " OUT\n", lowered(clause + " OUT\n"))  # "$" before a last line break
    assert frames._HAS_OUT.match("Opponent has a bear OUT\n") is not None
    assert shorthand._UNBLOCKED.match("It is blocked by the 1/1 creature") is None
    assert shorthand._UNBLOCKED.match("Grizzly Bears is unblocked")["x"] == "Grizzly Bears"


def test_a_clause_and_its_words_after_the_lead_tested_once_each() -> None:
    """commentary.either: "so I believe …" is an opinion by its words after "so"; a clause without a lead is tested
    once, not twice (the reader tests each clause for opinions and commentary so)."""
    from commands.reader.commentary import either, is_commentary, is_opinion
    from commands.reader.frames import without_lead

    tested: list[str] = []

    def opinion(text: str) -> bool:
        tested.append(text)
        return is_opinion(text)

    clause = "so I believe it has a +1/+1 counter"
    assert without_lead(clause) == "I believe it has a +1/+1 counter"
    assert either(opinion, clause, without_lead(clause)) and tested == [clause, without_lead(clause)]
    tested.clear()
    assert not either(opinion, "I control Grizzly Bears", without_lead("I control Grizzly Bears"))
    assert tested == ["I control Grizzly Bears"]
    assert either(is_commentary, "anyway thanks in advance", without_lead("anyway thanks in advance"))


def test_a_sentence_with_nothing_to_split_at_isnt_searched() -> None:
    """needles.py: a branch whose branches' most telling strings are too many together takes each branch's fewest —
    the clause splitter's (a comma, "and", "then", "because" …) — so "I control a 10/10 creature" isn't searched
    for where a new subject starts; sentences with them still split there."""
    import importlib

    from commands.reader.needles import lowered

    splitting = importlib.import_module("commands.reader.clauses")
    split = splitting._SPLIT
    assert split.needles == (frozenset({",", "and", "but", "so", "while", "then", "because"}),)
    assert not split.may_match("I control a 10/10 creature", lowered("I control a 10/10 creature"))
    said = [(c.text, c.question) for c in splitting.clauses("I'm at 3, Opponent casts Shock targeting me, am I dead?")]
    assert said == [("I'm at 3", False), ("Opponent casts Shock targeting me", False), ("am I dead", True)]


def test_a_message_with_no_word_that_could_name_a_player_isnt_searched_for_one(pool_index: Any, monkeypatch) -> None:
    """named.py: "It's my turn. I control …" has no capitalised word but I, It, My, Opponent: no player is named, and
    the two patterns that find names used as players aren't run; "Amy controls …" still names Amy."""
    from commands.reader import named
    from commands.reader.entities import Names

    names = Names(pool_index)
    text = "It's my turn. I control a 10/10 creature. Opponent controls a 1/1 creature. My 10/10 creature attacks."
    searched: list[str] = []

    class Spy:
        def __init__(self, rx: Any) -> None:
            self.rx = rx

        def finditer(self, text: str) -> Any:
            searched.append(text)
            return self.rx.finditer(text)

    monkeypatch.setattr(named, "_USE", Spy(named._USE))
    monkeypatch.setattr(named, "_FIGHT", Spy(named._FIGHT))
    assert named.named_players(text, names) == (text, [])
    assert searched == []
    told, notes = named.named_players("Amy controls Grizzly Bears. Opponent casts Shock targeting it.", names)
    assert told.startswith("I control Grizzly Bears") and notes and searched


def test_numbered_items_looked_for_only_with_a_first_one() -> None:
    """needles.py: only case-folding turned on or off inside a pattern bounds nothing ("(?m:^…)" keeps its letters),
    so "1)" / "1." are the numbered items' needles: a message without them isn't searched; one with them is asked."""
    import re

    from commands.reader import shorthand
    from commands.reader.needles import lowered, sieved
    from commands.situation import SituationError

    assert {n for s in sieved(r"ab(?m:^cd)", 0).needles for n in s} == {"ab", "cd"}
    assert sieved(r"a(?-i:B)c", re.I).needles == ()
    assert shorthand._FIRST_ITEM.needles == (frozenset({"1)", "1.", "(1)", "(1."}),)
    text = "I control a 1/1 creature. Opponent controls a 2/2 creature"
    assert not shorthand._FIRST_ITEM.may_match(text, lowered(text))
    shorthand.no_numbered_cases(text)
    with pytest.raises(SituationError, match="numbered items"):
        shorthand.no_numbered_cases("1) Trample and deathtouch 2) Trample only")
    with pytest.raises(SituationError, match="numbered items"):
        shorthand.no_numbered_cases("Two cases:\n1. I attack with a 3/3\n2. I attack with a 2/2")


def test_chat_words_replaced_only_where_the_text_has_them_whole() -> None:
    """normalise.py: a chat word that is a whole word of its own ("u", "opp", "dmg") is looked for only in a text with
    that word, not in one where it is only inside others ("your turn", "Opponent's"); a pattern of several words
    (re.I) is tried as before."""
    import importlib

    from commands.reader.needles import whole_words, words

    normalising = importlib.import_module("commands.reader.normalise")
    wholes = [w for *_, w in normalising._SUBSTITUTIONS]
    assert frozenset({"u"}) in wholes and frozenset({"etb", "etbs"}) in wholes
    assert whole_words(r"i\s*'?m|im") is None and whole_words(r"life-link") is None  # a space, a hyphen: not one word
    assert words("it's opp's turn, w/o dmg") == {"it's", "opp's", "turn", "w/o", "dmg"}
    assert normalising._substitute("u hit ur opp w/ it, your turn") == "you hit your Opponent with it, your turn"
