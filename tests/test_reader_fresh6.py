"""The refusals fresh6's failures asked for (tests/corpus/fresh6.md), each on the fresh6 question as typed and on
another real report found by search (in no corpus file): numbered steps that name a card the index can't read;
links (an address's words are no name, a Scryfall card page names its card); a game rule, a bug-report form's
headings and "by" in a name; versions and kinds of counters that are no numbers of a situation; names typed in lower
case in more of a card's places; a name missing a small word read as the card whose words it keeps."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.general import general_refusal
from commands.reader.links import linked_names, without_links
from commands.reader.lower_names import lower_case_names
from commands.reader.unknown import unknown_names
from commands.reader.vague import vague_parts

FRESH6 = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh6.jsonl")}
NO_CARD = "no card named "


def _unknown(text: str, index) -> list[str]:
    return [n for n, _ in unknown_names(text, index, "mtg", Names(index, "mtg"))]


# --- numbered steps naming a card the index can't read --------------------------------------------------------

# Card-Forge/forge #11512 (2026): Bolg of the North, a 2025 card, in numbered steps
BOLG = (
    "**To Reproduce**\nSteps to reproduce the behavior:\n1. Have a creature on the battlefield under your control and "
    "a creature under the opponent's control. \n2. Cast Bolg of the North and sacrifice your creature targeting the "
    "opponent's creature.\n3. See that damage is not dealt (nor Amass occurs, if applicable)"
)


@pytest.mark.parametrize(
    ("text", "card"),
    [(FRESH6["f6-026"], "Consumed by Greed"), (FRESH6["f6-033"], "Kamiz, Obscura Oculus"), (BOLG, "Bolg of the North")],
)
def test_numbered_steps_naming_an_unknown_card_are_refused_for_it(text, card, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f'{NO_CARD}"{card}')


def test_numbered_steps_naming_an_unknown_card_by_its_first_name_are_refused_for_it(pool_index):
    """Card-Forge/forge #11470: Verazol (2020) is named by its first name only ("Verazol's trigger"): refused for
    it (commands/reader/short_unknown.py), as steps naming an unknown card in full are; without it, the steps are
    asked apart."""
    text = (
        '1. Load a deck with Verazol and a number of kicked spells.\n2. Cast a kicked spell\n3. Select "Yes" for '
        "Verazol's trigger \n4. See that the cost is not subtracted."
    )
    assert ask_reply(text, index=pool_index).summary.startswith(f'{NO_CARD}"Verazol"')
    known = text.replace("Verazol's trigger", "the trigger").replace("with Verazol and", "with")
    assert ask_reply(known, index=pool_index).summary.startswith("the message lists numbered items")


# --- links ------------------------------------------------------------------------------------------------------


def test_an_address_is_no_name_and_an_image_only_its_caption(pool_index):
    """f6-001: a Gatherer address isn't "Pages Card Details": Dralnu's Pet's unmodelled line is the refusal;
    scryfall/gatherer-bugs #109: "Hanweir Militia Captain: https://gatherer.wizards.com/Pages/Card/…";
    f6-036: "![Attack screenshot](…)" is no part of the situation."""
    reply = ask_reply(FRESH6["f6-001"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Dralnu's Pet:")
    gatherer = "Hanweir Militia Captain: https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=534624"
    assert "Pages Card Details" not in _unknown(gatherer, pool_index)
    assert "Attack screenshot" not in without_links(FRESH6["f6-036"])
    assert ask_reply(FRESH6["f6-036"], index=pool_index).summary.startswith("nothing in the message says what is on")


def test_a_scryfall_card_page_names_its_card(pool_index):
    """f6-051 ("So inkshield (https://scryfall.com/card/c21/71/inkshield) should prevent …"); magefree/mage #11262
    (Elesh Norn, the Argent Etchings, by its page, beside "[[Elesh Norn]]", which the pool knows as another card);
    scryfall/gatherer-bugs #178 (a link whose words are the name: said once)."""
    assert linked_names(FRESH6["f6-051"]) == ["inkshield"]
    assert ask_reply(FRESH6["f6-051"], index=pool_index).summary.startswith(f'{NO_CARD}"inkshield"')
    elesh = (
        "Reported on discord: [[Elesh Norn]] first ability doesn't trigger when a permanent you control takes damage"
        "\n\nhttps://scryfall.com/card/mom/12/elesh-norn-the-argent-etchings"
    )
    assert ask_reply(elesh, index=pool_index).summary.startswith(f'{NO_CARD}"elesh norn the argent etchings"')
    dragonhawk = (
        "The creature [Dragonhawk, Fate's Tempest](https://scryfall.com/card/blb/132/dragonhawk-fates-tempest) has a "
        "typo into its profile text, not the image, but the table with text."
    )
    assert _unknown(dragonhawk, pool_index) == ["Dragonhawk, Fate's Tempest"]


# --- what isn't a card's name ---------------------------------------------------------------------------------


def test_a_game_rule_and_a_forms_headings_are_no_names(pool_index):
    """f6-005 and phase-rs/phase #2023 ("… are triggering Legend Rule forcing sacrifice …"); f6-026's "**To
    Reproduce**"; a name joined by "by" (Consumed by Greed)."""
    legend = (
        "Multiple make a non legendary token of legendary creatures are triggering Legend Rule forcing sacrifice of one"
        " of the copied creatures when reloading/loading game from game state."
    )
    for text in (FRESH6["f6-005"], legend):
        assert "Legend Rule" not in _unknown(text, pool_index)
        assert ask_reply(text, index=pool_index).summary.startswith("the message describes no particular situation")
    assert _unknown(FRESH6["f6-026"], pool_index) == ["Consumed by Greed"]


def test_a_name_missing_a_small_word_is_the_card_its_words_name(pool_index):
    """f6-039 ("Blood Baron Vizkopa": Blood Baron of Vizkopa, not Flesh // Blood and "Baron Vizkopa"): the refusal is
    Kindred Boon's line; magefree/mage #8939's "Shakedown Heavy" stays unknown (a 2022 card)."""
    assert _unknown(FRESH6["f6-039"], pool_index) == []
    reply = ask_reply(FRESH6["f6-039"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Kindred Boon:")
    shakedown = (
        'When the creature "Shakedown Heavy" attacks, it triggers the option to remove it from combat. But Xmage '
        "wrongly gives the option to the attacking player instead of the defending one."
    )
    assert _unknown(shakedown, pool_index) == ["Shakedown Heavy"]


# --- numbers that aren't a situation's ----------------------------------------------------------------------------


def test_versions_and_kinds_of_counters_are_no_numbers(pool_index):
    """f6-024 ("Magarena 1.89 problem returned"), f6-032 (a general question about -1/-1 counters): no particular
    situation; a count of counters stays a number ("three -1/-1 counters")."""
    for key in ("f6-024", "f6-032"):
        summary = ask_reply(FRESH6[key], index=pool_index).summary
        assert summary.startswith("the message describes no particular situation"), key
    names = Names(pool_index, "mtg")
    assert general_refusal("XMage 1.4.42: the -1/-1 counters don't go away when a creature dies?", names)
    assert general_refusal("If I put three -1/-1 counters on his creature, does it die?", names) is None


# --- names in lower case ------------------------------------------------------------------------------------------


def test_more_places_of_a_name_typed_in_lower_case(pool_index):
    """f6-002 ("Finale of devastation not applying …"), f6-041 ("attacks with obsessive pursuit on the battle
    field"), f6-042 ("…, witch-king of angmar is activated"): cards newer than the pool, named as typed. Words of
    the game in those places are no name; nor a card named with its set's code (magefree/mage #6075: "Giant killer
    ELD adventure not working")."""
    cases = {"f6-002": "Finale of devastation", "f6-041": "obsessive pursuit", "f6-042": "witch-king of angmar"}
    for key, typed in cases.items():
        assert lower_case_names(FRESH6[key]) == [typed]
        assert ask_reply(FRESH6[key], index=pool_index).summary.startswith(f'{NO_CARD}"{typed}"')
    assert lower_case_names("Giant killer ELD adventure not working - giant killer ELD adventure not working") == []
    assert lower_case_names("Combat damage not applying to the player. First strike doesn't work.") == []


# --- creatures not said: a group of a creature type; modifiers aren't sizes ---------------------------------------


def test_a_group_of_a_creature_type_with_modifiers_only_is_no_particular_situation(pool_index):
    """f6-007 ("two slivers gave flanking to all slivers, the defending creature got -1/-1 for each sliver
    attacking"): "-1/-1" is no creature's size, and slivers not said are no particular board; magefree/mage #2731
    ("it functions as 'all slivers have …'"): the group is found, Spined Sliver's unmodelled line is the refusal."""
    summary = ask_reply(FRESH6["f6-007"], index=pool_index).summary
    assert summary.startswith('the message describes no particular situation ("two slivers", "all slivers"')
    spined = (
        "Spined Sliver has 'Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each "
        "creature blocking it'\nBut it functions as 'all slivers have 'when this becomes blocked, it gets +x/+x until "
        "end of turn for each of X creatures blocking it'"
    )
    assert vague_parts(spined, Names(pool_index, "mtg")) == ["all slivers"]
    assert ask_reply(spined, index=pool_index).summary.startswith("Spined Sliver:")


def test_an_upkeep_trigger_is_brought_in_by_upkeeps_said_in_the_plural(pool_index):
    """f6-054 ("During your upkeeps, let the counters accrue."): Consuming Ferocity's upkeep trigger is the refusal;
    magefree/mage #4480 ("Armageddon Clock does trigger on the controllers upkeep …"), in the singular, still is."""
    reply = ask_reply(FRESH6["f6-054"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Consuming Ferocity: "At the beginning of your upkeep')
    clock = (
        "Armageddon Clock does trigger on the controllers upkeep and the game logs show that a counter is put on the "
        "clock, however no counters are actually placed on the clock."
    )
    assert ask_reply(clock, index=pool_index).summary.startswith('Armageddon Clock: "At the beginning of your upkeep')


def test_a_lists_item_numbers_are_no_numbers_of_a_situation(pool_index):
    """f6-030 ("5) Gisela Blade of Goldnight is bugged allowing opponents to chose …"), and another item of the same
    report that the corpus leaves out ("4) Sterling Grove is not proving shroud."): no particular situation."""
    summary = ask_reply(FRESH6["f6-030"], index=pool_index).summary
    assert summary.startswith("the message describes no particular situation")
    names = Names(pool_index, "mtg")
    assert general_refusal("4) Sterling Grove is not proving shroud.", names)
    assert general_refusal("Sterling Grove gives 4 creatures shroud.", names) is None
