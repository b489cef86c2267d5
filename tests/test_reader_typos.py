"""Misspelt card names (commands/reader/typos.py): a name one card is a very close misspelling of, of the kind the
words around it need, is read as that card and the reply says so; any other stays "no card named … (did you
mean …?)". On real questions (tests/corpus/questions.jsonl, as typed) against the 2018 card pool, and on the
capitalised phrases measured for the threshold (corpus questions, the Comprehensive Rules, forum pages)."""

from __future__ import annotations

import pytest
from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.typos import close_card, read_as

QUESTIONS = {e["id"]: e["question"] for e in entries()}


@pytest.mark.parametrize(
    ("entry_id", "typed", "card", "line"),
    [
        ("rd-016", "Phyerxian Tyranny", "Phyrexian Tyranny", "Whenever a player draws a card"),
        ("jb-067", "Survived the Night", "Survive the Night", "Investigate"),  # its pump is modelled
        ("mo-012", "Drokoma's Command", "Dromoka's Command", "Choose two — (two or more modes at once, CR 700.2)"),
    ],
)
def test_a_misspelt_card_with_an_unmodelled_line_refuses_naming_it(entry_id, typed, card, line, pool_index):
    reply = ask_reply(QUESTIONS[entry_id], index=pool_index)
    assert reply.exit_code == 3
    assert reply.summary.startswith(f"{card}: ") and line in reply.summary
    assert f'"{typed}" as {card}' in reply.summary.split("; I read ")[1] and "\n" not in reply.summary


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("Phyerxian Tyranny", "Phyrexian Tyranny"),  # two letters swapped
        ("Survived the Night", "Survive the Night"),
        ("Drokoma's Command", "Dromoka's Command"),  # two edits in 15 letters
        ("Blood Brier", "Bloodbriar"),  # jb-067
        ("Lighting Bolt", "Lightning Bolt"),  # a card-of-the-day column's title
        ("Howling Mines", "Howling Mine"),  # the Comprehensive Rules' plural
    ],
)
def test_very_close_misspellings_are_one_card(typed, card, pool_index):
    assert close_card(typed, pool_index, "mtg").name == card


@pytest.mark.parametrize(
    "typed",
    [
        "Day and Night",  # the Comprehensive Rules: fuzzy-matched to Toils of Night and Day
        "Response To",  # ditto: Response // Resurgence
        "Champion, Championed",  # ditto: Vampire Champion
        "Life Link",  # the keyword in two words (fr-022), not the Aura Lifelink
        "Collasapede",  # se-010: two letters off an 11-letter name is too far
    ],
)
def test_other_fuzzy_matches_are_not_read_as_a_card(typed, pool_index):
    assert pool_index.lookup(typed, "mtg").how in ("fuzzy", "none")
    assert close_card(typed, pool_index, "mtg") is None


def test_a_misspelt_instant_where_a_creature_blocks_is_not_read(pool_index):
    """jb-067 with the instant said where a creature blocks: the kind changes, so it stays unknown (issue #16)."""
    text = QUESTIONS["jb-067"].replace("he blocked with his Blood Brier", "he blocked with Survived the Night")
    assert read_as(text, "Survived the Night", pool_index, "mtg") is None
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "did you mean Survive the Night" in reply.summary
    assert read_as(QUESTIONS["jb-067"], "Blood Brier", pool_index, "mtg").name == "Bloodbriar"  # "his": a creature


def test_a_misspelt_name_the_reader_reads_is_said_in_the_reading(pool_index):
    """The main reader: "Lighting Bolt" (a real misspelling) is read as Lightning Bolt, and the reading says so;
    "Collasapede" is asked back."""
    reply = ask_reply("Opponent casts Lighting Bolt targeting my Grizzly Bears.", index=pool_index)
    assert reply.exit_code == 0 and reply.data["outcomes"][0]["permanents"]
    lines = reply.sections[0].lines
    assert '"Lighting Bolt" is read as Lightning Bolt (misspelt).' in lines
    reply = ask_reply("I attack with Collasapede. Opponent blocks with Grizzly Bears.", index=pool_index)
    assert reply.exit_code == 2
    assert 'no card named "Collasapede" in the cards I know (did you mean Colossapede?)' in reply.summary


def test_a_plural_name_is_said_as_a_plural_and_its_count_asked_when_missing(pool_index):
    """mo-015 as typed ("two Umezawa's Jittes") is read as two Jittes and the reading calls it the plural, not a
    misspelling; a plural on the board with no count ("I control Samite Healers") asks how many rather than read
    one (two Healers prevent twice as much)."""
    reply = ask_reply(QUESTIONS["mo-015"], index=pool_index)
    assert reply.exit_code == 0
    assert "\"Umezawa's Jittes\" is read as Umezawa's Jitte (the plural)." in reply.sections[0].lines
    board = "Samite Healers and Grizzly Bears. Opponent casts Shock targeting Grizzly Bears."
    reply = ask_reply(f"I control {board}", index=pool_index)
    assert reply.exit_code == 2
    assert reply.summary.startswith('"Samite Healers": how many? Say "two Samite Healers" (or "Samite Healer" for one)')
    outcome = ask_reply(f"I control two {board}", index=pool_index).data["outcomes"]
    assert [o["permanents"]["grizzly-bears"]["zone"] for o in outcome] == ["graveyard"]  # no Healer activated
    assert [len([p for p in o["permanents"] if p.startswith("samite-healer")]) for o in outcome] == [2]
