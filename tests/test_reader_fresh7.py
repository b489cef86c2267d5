"""The refusals fresh7's failures asked for (tests/corpus/fresh7.md), each on the fresh7 question as typed and on
other real text found by search (in no corpus file): the edges of a card name the index doesn't know (a format
before it, a set after it) and a name that quotes its card's text with later words in lower case
(commands/reader/name_edges.py)."""

from __future__ import annotations

from pathlib import Path

from corpus.run import entries, evaluate

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.name_edges import item_names, quoting_names, trim_edges
from commands.reader.unknown import unknown_names

FRESH7 = {e["id"]: e for e in entries(Path(__file__).parent / "corpus" / "fresh7.jsonl")}


def _unknown(text: str, index) -> list[str]:
    return [n for n, _ in unknown_names(text, index, "mtg", Names(index, "mtg"))]


# --- a format before the name, a set after it ------------------------------------------------------------------


def test_a_format_before_an_unknown_name_is_no_part_of_it(pool_index):
    """f7-015 (witchesofthehill/manabrew #425): "in Commander Righteous Valkyrie" names Righteous Valkyrie."""
    reply = ask_reply(FRESH7["f7-015"]["question"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('no card named "Righteous Valkyrie" in the cards I know')
    assert evaluate(FRESH7["f7-015"], pool_index) == "right"


def test_a_set_after_an_unknown_name_is_no_part_of_it(pool_index):
    """f7-035 (magefree/mage #7691): "Throne of God Pharoah from Amonkhet" is Throne of the God-Pharaoh misspelt
    ("the" left out, two letters swapped: typos.py), read so, and the line the report tells of is the refusal."""
    reply = ask_reply(FRESH7["f7-035"]["question"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Throne of the God-Pharaoh: "At the beginning of your end')
    assert 'I read "Throne of God Pharoah" as Throne of the God-Pharaoh' in reply.summary


def test_edges_are_kept_where_no_name_of_two_capitalised_words_would_be_left():
    # a card whose name starts with a format's word; a printing told in a card module's doc comment (a Rust
    # crate's Brazen Scourge, "Uncommon from Kaladesh (2016)")
    assert trim_edges("Commander Eesha") == "Commander Eesha"
    assert trim_edges("Uncommon from Kaladesh") == "Uncommon from Kaladesh"
    assert trim_edges("Modern Tarmogoyf Lord") == "Tarmogoyf Lord"
    assert trim_edges("Serra Angel from the Dominaria") == "Serra Angel"


# --- a name quoting its card's text ----------------------------------------------------------------------------


def test_a_name_quoting_its_card_with_lower_case_words_is_a_name(pool_index):
    """f7-033 (Card-Forge/forge #11512): "Bolg of the north says "When Bolg enters, …"": no card named Bolg of the
    north (a 2025 card), not "can't read"."""
    assert quoting_names(FRESH7["f7-033"]["question"]) == ["Bolg of the north"]
    reply = ask_reply(FRESH7["f7-033"]["question"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('no card named "Bolg of the north" in the cards I know')
    assert evaluate(FRESH7["f7-033"], pool_index) == "right"


# Real text found by search (a deck write-up and a simulator's comments): names quoting their cards in capitals,
# or words that aren't a card, give no quoting name; the capitalised run stays the name.
DINA = (
    '**One structural honesty note.** Dina, Soul Steeper in the 99 reads "Whenever you gain life,\neach opponent '
    'loses 1 life" — **one trigger per lifegain event, regardless of size**'
)
TERROR = 'Terror of the Peaks says "another", and its own entry deals nothing because the damage is the ENTERING power.'
LITHOGHUL = 'Your Lithoghul reads "whenever I am dealt damage, I deal that much damage to you"'


def test_capitalised_or_not_a_card_quoting_gives_no_quoting_name(pool_index):
    assert quoting_names(DINA) == [] and quoting_names(TERROR) == [] and quoting_names(LITHOGHUL) == []
    assert _unknown(DINA, pool_index)[:1] == ["Dina, Soul Steeper"]
    assert not [n for n in _unknown(TERROR, pool_index) if "says" in n or n.endswith("Peaks says")]


def test_a_players_words_are_no_name_quoting_a_card(pool_index):
    """jb-029 (questions.jsonl): "Nora then says “take no damage, …”" is a player speaking, no card "Nora then"."""
    text = "Nora then says “take no damage, aristocrat has pro-green,” and not believing her, Adam calls for a judge."
    assert not ask_reply(text, index=pool_index).summary.startswith("no card named")


# --- a report list's item names its card first -----------------------------------------------------------------

# magefree/mage #6291 (XMage's February 2020 feedback list): Dreadful Apathy, a 2019 card, typed in lower case
APATHY = (
    "* [ ] Dreadful apathy - bug with dreadful apathy and flicker of fate - Flickering the aura with its ability on "
    "the stack causes the new creature to be exiled instead of"
)


def test_a_report_lists_item_names_its_card_first(pool_index):
    """f7-001 (magefree/mage #6075): "Firesong and sunspear - Triggers too often …" names its card (Firesong and
    Sunspeaker, misspelt); an item of #6291 names Dreadful Apathy, which the 2018 pool hasn't."""
    assert item_names(FRESH7["f7-001"]["question"]) == ["Firesong and sunspear"]
    assert item_names(APATHY) == ["Dreadful apathy"]
    assert _unknown(APATHY, pool_index) == ["Dreadful apathy"]
    # a keyword, a known card with a word of the report after it, a list's own item numbers: no names
    assert item_names("* [ ] Goad - please fix goad - goad doesn't work correctly in 1v1.") == []
    assert _unknown("* [ ] Blood Moon updates - Check the gatherer updates to blood moon", pool_index) == []
    assert item_names("Tireless Tracker - triggering on every land (mine and opponent's)") == []
