"""The refusals fresh8's failures asked for (tests/corpus/fresh8.md), each on the fresh8 question as typed and on
other real text: a report about a card with no board names the card's unmodelled line (commands/reader/
about_card.py), a cast trigger a message tells of casting (told.py), one creature something is put on, never said
(vague.py), a card named without its comma (unknown.py), an unknown card in an "After …, …" story, and a remark
pointing at a picture the message had (links.py)."""

from __future__ import annotations

from pathlib import Path

from corpus.run import entries, evaluate

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.links import without_links
from commands.reader.unknown import unknown_names

CORPUS = Path(__file__).parent / "corpus"
FRESH8 = {e["id"]: e for e in entries(CORPUS / "fresh8.jsonl")}
FRESH7 = {e["id"]: e for e in entries(CORPUS / "fresh7.jsonl")}


# --- a report about a card, with no board: the card's unmodelled line -------------------------------------------


def test_a_report_about_a_card_names_its_cast_trigger(pool_index):
    """f8-036 (magefree/mage #5516): "Hydroid Krasis - doesn't gain life … when cast": its cast trigger decides it."""
    reply = ask_reply(FRESH8["f8-036"]["question"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Hydroid Krasis: "When you cast this spell')
    assert evaluate(FRESH8["f8-036"], pool_index) == "right"


def test_a_report_about_a_card_names_its_activated_ability(pool_index):
    """f7-022 (a dev set's report, "steel hellkite fix: … removing permanents …"): no use of the ability is said in
    so many words, but the report is about it."""
    reply = ask_reply(FRESH7["f7-022"]["question"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Steel Hellkite: "{X}: Destroy each nonland permanent')
    assert evaluate(FRESH7["f7-022"], pool_index) == "right"


def test_a_report_about_a_modelled_card_still_asks_for_a_board(pool_index):
    """f8-022 (phase-rs #89): Phyrexian Hydra's lines are modelled; the report gives no damage: no situation."""
    reply = ask_reply(FRESH8["f8-022"]["question"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith("the message describes no particular situation")


# --- one creature something is put on, never said ---------------------------------------------------------------


def test_a_creature_something_is_put_on_is_no_particular_creature(pool_index):
    """f8-008 (tappedout "how does regeneration work?"): "if I put Regeneration on a creature …"."""
    reply = ask_reply(FRESH8["f8-008"]["question"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('the message describes no particular situation ("on a')
    assert evaluate(FRESH8["f8-008"], pool_index) == "right"


def test_a_creature_card_is_not_a_creature_left_unsaid(pool_index):
    """ "put a creature card" is a card, not a creature on the battlefield: no vague part there."""
    from commands.reader.vague import vague_parts

    parts = vague_parts("If I put a creature card onto the battlefield with Defy the odds", Names(pool_index, "mtg"))
    assert not any("creature" in p for p in parts)
    assert vague_parts("if I put Pacifism on a creature, can it block?", Names(pool_index, "mtg")) == ["on a creature"]


# --- names ----------------------------------------------------------------------------------------------------


def test_a_card_named_without_its_comma_is_no_unknown_card(pool_index):
    """f8-010 (magefree/mage #3720): "Djeru With Eyes Open continues …" names Djeru, With Eyes Open: not an
    unknown "Eyes Open"."""
    assert unknown_names(FRESH8["f8-010"]["question"], pool_index, "mtg", Names(pool_index, "mtg")) == []
    reply = ask_reply(FRESH8["f8-010"]["question"], index=pool_index)
    assert "Eyes Open" not in reply.summary.split(" in the cards I know")[0]


def test_an_unknown_card_in_an_after_story_is_said(pool_index):
    """f8-024 (magefree/mage #6915): "After casting Stomp from Bone-crusher giant, Stormwild Capridor …": the card
    the index doesn't know decides it, before the story's form."""
    reply = ask_reply(FRESH8["f8-024"]["question"], index=pool_index)
    assert reply.summary.startswith('no card named "Stormwild Capridor" in the cards I know')
    assert evaluate(FRESH8["f8-024"], pool_index) == "right"


# --- a remark pointing at a picture -----------------------------------------------------------------------------


def test_a_remark_pointing_at_a_picture_is_no_part_of_the_situation():
    """f8-033 (phase-rs #7870): "(first pic.)", "(second pic shows in GY.)" — and a full stop inside stays."""
    text = without_links(FRESH8["f8-033"]["question"])
    assert "pic" not in text and "to deal 13 damage to all. I had Vigor on the field." in text
    assert without_links("Vigor died (see screenshot) and stayed") == "Vigor died and stayed"
    assert without_links("Hill Giant (a 3/3) blocks") == "Hill Giant (a 3/3) blocks"


def test_the_vigor_report_is_asked_back_never_answered_wrongly(pool_index):
    """f8-033 as typed: the ~8 creatures aren't said; asked back (refused), never a wrong answer."""
    assert evaluate(FRESH8["f8-033"], pool_index) in ("right", "refused")


# --- a message headed by a card's name (commands/reader/heading.py) --------------------------------------------


def test_a_heading_that_names_a_known_card_makes_the_message_about_it(pool_index):
    """f8-037 (phase-rs #4785): "Ob Nixilis Reignited\\n\\nI noticed that the AI bot didn't actually take damage
    …": its loyalty abilities and emblem aren't modelled."""
    reply = ask_reply(FRESH8["f8-037"]["question"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Ob Nixilis Reignited: ")
    assert evaluate(FRESH8["f8-037"], pool_index) == "right"


def test_a_heading_that_names_a_modelled_card_is_no_refusal_of_its_own(pool_index):
    """f8-025 (phase-rs #7345): Pariah's Shield's lines are modelled: the heading brings in nothing to refuse."""
    from commands.reader.heading import heading_card, heading_refusal

    text = FRESH8["f8-025"]["question"]
    names = Names(pool_index, "mtg")
    assert heading_card(text, names) == "Pariah's Shield"
    assert heading_refusal(text, pool_index, "mtg", names) is None


def test_a_heading_that_names_no_known_card_is_an_unknown_card(pool_index):
    """f8-014 (phase-rs #4364): "Glamdring\\n\\nDoesn't give right amount of +1/+0 counters"."""
    reply = ask_reply(FRESH8["f8-014"]["question"], index=pool_index)
    assert reply.summary.startswith('no card named "Glamdring" in the cards I know')
    assert evaluate(FRESH8["f8-014"], pool_index) == "right"
    inti = "Inti, Seneschal of the Sun\n\nDoes not let you put a counter on something when you discard to its attack"
    assert ask_reply(inti, index=pool_index).summary.startswith('no card named "Inti, Seneschal of the Sun"')


def test_a_heading_that_is_no_card_s_name_is_not_read_as_one(pool_index):
    """A greeting ("Hello,", f8-028) and a mechanic's name the body doesn't go on from ("Impending\\n\\nStill
    broken, see attached preview repro.", phase-rs #7656) are no unknown cards."""
    from commands.reader.heading import heading, heading_unknown

    names = Names(pool_index, "mtg")
    assert heading(FRESH8["f8-028"]["question"]) is None
    impending = "Impending\n\nStill broken, see attached preview repro."
    assert heading_unknown(impending, pool_index, "mtg", names) == []
    assert not ask_reply(impending, index=pool_index).summary.startswith("no card named")


def test_a_card_type_after_a_short_name_is_no_part_of_a_name(pool_index):
    """f8-027 (magefree/mage #4422, a reddit post): "attacked into a Gideon PWer": Gideon, a planeswalker — not a
    card called "Gideon PWer"; Warkite Marauder's trigger is what the report is about."""
    from commands.reader.name_edges import without_type_tail

    assert without_type_tail("Gideon PWer") == "Gideon" and without_type_tail("Jace PW") == "Jace"
    assert without_type_tail("Hangarback Walker") is None  # a card's own last word
    reply = ask_reply(FRESH8["f8-027"]["question"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Warkite Marauder: ")
    assert evaluate(FRESH8["f8-027"], pool_index) == "right"


def test_a_remark_about_what_is_attached_stays():
    """ "(attached to my Grizzly Bears)" says what an Aura or Equipment is on: part of the situation."""
    text = "I control Pariah's Shield (attached to my Grizzly Bears)."
    assert without_links(text) == text


def test_a_card_named_image_in_brackets_stays():
    """ "(Phantasmal Image)" restates a card: not a remark about a picture."""
    text = "Opponent's clone (Phantasmal Image) blocks."
    assert without_links(text) == text


def test_a_keyword_heading_is_no_unknown_card(pool_index):
    """ "Trample\\n\\nDoesn't work when blocked …": a keyword heads the message, not a card."""
    from commands.reader.heading import heading_unknown

    text = "Trample\n\nDoesn't work when blocked by an indestructible creature"
    assert heading_unknown(text, pool_index, "mtg", Names(pool_index, "mtg")) == []
