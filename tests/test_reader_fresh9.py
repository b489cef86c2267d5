"""The refusals fresh9's failures asked for (tests/corpus/fresh9.md), each on the fresh9 question as typed and on
other real text found by search (in no corpus file): a negated verb starting a sentence is no card's name
(commands/situation.py), a first-person report that names no card and gives no number is no particular situation,
nor is a counter's kind typed without its slash a number (commands/reader/general.py), a card's own cast trigger is
brought in when the message tells of casting it or of it entering (commands/reader/told.py), and a list of cards
joined by commas isn't one legend's name (commands/reader/name_edges.py)."""

from __future__ import annotations

from pathlib import Path

from corpus.run import entries, evaluate

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.general import general_refusal
from commands.reader.name_edges import list_items
from commands.situation import _sentence_words

FRESH9 = {e["id"]: e for e in entries(Path(__file__).parent / "corpus" / "fresh9.jsonl")}
NO_PARTICULAR = "the message describes no particular situation"


def _ask(text: str, index):
    return ask_reply(text, index=index)


# --- a negated verb is no card's name --------------------------------------------------------------------------


def test_a_capitalised_negated_verb_starts_no_card_name(pool_index):
    """f9-008 (phase-rs #865) "Doesn't trigger at all when a player is doing damage to an opponent with more life and
    so on." was refused as 'no card named "Doesn't trigger"'; phase-rs #743's "Doesn't deal any damage" likewise
    starts no name. No card's name holds a negated verb, capitalised or not."""
    assert _sentence_words("Doesn't trigger") and _sentence_words("Doesn't deal any damage")
    assert _sentence_words("Didnt work") and _sentence_words("Won’t")
    assert not _sentence_words("Cantor of Souls") and not _sentence_words("Canton")  # a word that only starts so
    reply = _ask(FRESH9["f9-008"]["question"], pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f"{NO_PARTICULAR} (no card, no numbers)")
    assert evaluate(FRESH9["f9-008"], pool_index) == "right"


# --- a first-person report with no card and no number ----------------------------------------------------------


def test_a_first_person_report_naming_no_card_and_no_number_has_no_situation(pool_index):
    """f9-037 (phase-rs #560) "Secondary effect is causing me to lose life, instead of the creatures owner." and a
    player's comment on magefree/mage #4006 tell what went wrong, in the first person, without a card or a number:
    nothing the engine could resolve, asked or told."""
    reply = _ask(FRESH9["f9-037"]["question"], pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f"{NO_PARTICULAR} (no card, no numbers)")
    assert evaluate(FRESH9["f9-037"], pool_index) == "right"
    comment = (
        "The ''(I _believe_)'' is putting the creatures into question, not whether I attacked/dealt damage to "
        "player, btw."
    )
    assert _ask(comment, pool_index).summary.startswith(f"{NO_PARTICULAR} (no card, no numbers)")
    # a precise ask-back stays: a fact to say, not a missing situation; and words that aren't of the game are unread
    assert "say its loyalty" in _ask("I control a planeswalker.", pool_index).summary
    # ("I am on fire": no number, no life total; talk about the table, set aside: no situation is left)
    assert _ask("I am on fire.", pool_index).summary.startswith("nothing in the message says")


def test_a_report_that_may_name_a_card_or_says_a_spell_as_a_verb_is_not_called_cardless(pool_index):
    """phase-rs #6011's "Kibo's atack trigger (defending player sacrifices an artifact) forced me, …" names Kibo, a
    card the index doesn't hold; magefree/mage #11421's "I tried enchanting and bolting my own creature, and I lost
    life as expected." bolts (Lightning Bolt): neither is said to name no card."""
    names = Names(pool_index, "mtg")
    kibo = (
        "Kibo's atack trigger (defending player sacrifices an artifact) forced me, the attacking player, to sacrifice "
        "an artifact."
    )
    bolting = "I tried enchanting and bolting my own creature, and I lost life as expected."
    assert general_refusal(kibo, names, report=True) is None
    assert general_refusal(bolting, names, report=True) is None
    assert not _ask(bolting, pool_index).summary.startswith(NO_PARTICULAR)


def test_a_counter_kind_typed_without_its_slash_is_no_number(pool_index):
    """f9-034 (phase-rs #589) "All counters are counted as - 1- 1 counters and create snakes …" and magefree/mage
    #2102's title "Naya Soulbeast enters the battlefield without +1+1 counters": the kind of counter, not how many."""
    assert general_refusal("Naya Soulbeast enters the battlefield without +1+1 counters") is not None
    assert general_refusal("Naya Soulbeast enters the battlefield with 3 +1+1 counters") is None  # "3" is how many
    reply = _ask(FRESH9["f9-034"]["question"], pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f"{NO_PARTICULAR} (no player, no numbers)")
    assert evaluate(FRESH9["f9-034"], pool_index) == "right"


# --- a card's own cast trigger ----------------------------------------------------------------------------------


def test_a_cast_trigger_is_brought_in_by_telling_of_casting_or_entering(pool_index):
    """f9-001 (magefree/mage #2102, from XMage's forum): "I am finding an issue with Naya Soulbeast, it enters the
    battlefield …, it doesn't gain the +1/+1 counters": its "When you cast Naya Soulbeast, … enters with X +1/+1
    counters" decides it. magefree/mage #5918 ("Ulamog's cast trigger … I cast ulamog for free …") tells of a
    cast trigger too: the refusal quotes it — once Gargos (Gargos, Vicious Watcher, a 2019 card, named by its
    first name) is left out: a card the index doesn't know is refused first (reader/short_unknown.py). (Which Ulamog
    the short name is was read before this change.)"""
    reply = _ask(FRESH9["f9-001"]["question"], pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Naya Soulbeast: "When you cast Naya Soulbeast')
    assert evaluate(FRESH9["f9-001"], pool_index) == "right"
    ulamog = (
        "Ulamog's cast trigger is an ability and should not trigger Gargos's fight ability, but that's what happened "
        "when I tried to target one of his creatures with the cast trigger. I cast ulamog for free with fist of suns "
        "and morophon, in commander, targetted the guy's Kalonian hydra."
    )
    reply = _ask(ulamog, pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('no card named "Gargos"')
    reply = _ask(ulamog.replace("Gargos's fight ability", "a fight ability"), pool_index)
    assert reply.exit_code == 3 and '"When you cast Ulamog' in reply.summary


# --- a list of cards joined by commas ----------------------------------------------------------------------------


def test_a_list_of_cards_is_not_one_legends_name(pool_index):
    """f9-031 (phase-rs #9032) "in play for me, Corpsejack, Ignoble Heirarch, and [[Kresh, the Bloodbraided]]": a
    list whose first item starts a card the index knows (Corpsejack Menace), so "Ignoble Heirarch" is a name of its
    own (a card outside the 2018 pool). A legend's name stays whole: "Kediss, Emberclaw Familiar" (phase-rs #1362),
    "Chandra, Acolyte of Flame" (phase-rs #7733), "Ajani, Nacatl Pariah" (magefree/mage #15703), and one not in a
    list ("Ratchet, Field Medic has lifelink", fr-024)."""
    said = FRESH9["f9-031"]["question"]
    assert list_items("Corpsejack, Ignoble Heirarch", pool_index, "mtg", said) == ["Ignoble Heirarch"]
    for legend in ("Kediss, Emberclaw Familiar", "Chandra, Acolyte of Flame", "Ajani, Nacatl Pariah"):
        assert list_items(legend, pool_index, "mtg", f"I had {legend}, and a Forest") == [legend]
    # fr-024 (Forge #3010): "Ratchet, Field Medic has lifelink": Ratchet Bomb is known, but nothing lists
    ratchet = "In the deck editor, Ratchet, Field Medic has lifelink... but in games, it does not."
    assert list_items("Ratchet, Field Medic", pool_index, "mtg", ratchet) == ["Ratchet, Field Medic"]
    reply = _ask(FRESH9["f9-031"]["question"], pool_index)
    assert reply.summary.startswith('no card named "Ignoble Heirarch" in the cards I know')
    assert evaluate(FRESH9["f9-031"], pool_index) == "right"
