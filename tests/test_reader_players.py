"""Third-person stories (players mapped onto You and Opponent), a response told as "responded to X's Y with Z",
"I couldn't target X with Y" and "Specifically … <card>": each shape on real text (tests/corpus entries, public
bug reports), step by step and through `ask`, asserting outcomes."""

from __future__ import annotations

import pytest
from pool_cards import index_with, only, outcomes, pool_cards, refused

from commands.reader.clauses import clauses
from commands.reader.coreference import specified
from commands.reader.entities import Names
from commands.reader.frames import rewrite
from commands.reader.players import story_players
from commands.situation import SituationError

CARDS = pool_cards(
    ("Mutagenic Growth", "Ugin, the Spirit Dragon", "Serra Angel", "Llanowar Elves", "Goblin Chainwhirler",
     "Walking Corpse", "Skittering Heartstopper", "Oath of Druids", "Gisela, Blade of Goldnight")
)  # fmt: skip
INDEX = index_with(CARDS)
NAMES = Names(INDEX)

# --- players: a story's roles read as You and Opponent, and said -----------------------------------------------


@pytest.mark.parametrize(
    ("told", "read", "note"),
    [
        (  # tests/corpus se-004 (boardgames.stackexchange.com/questions/30079)
            "One player had a 2/2 creature, and responded to Opponent's Lightning Bolt targeting it with a "
            "Mutagenic Growth.",
            "I had a 2/2 creature, and responded to Opponent's Lightning Bolt targeting it with a Mutagenic Growth.",
            '"One player" is read as You',
        ),
        (  # tests/corpus rd-007 (themanadrain.com/topic/1769)
            "Player A activates Oath of Druids, targeting player B, and putting Gisela, Blade of Goldnight into play.",
            "I activate Oath of Druids, targeting Opponent, and putting Gisela, Blade of Goldnight into play.",
            '"Player A" is read as You',
        ),
        (  # tests/corpus jb-017 (github.com/MatagTheGame/matag-the-game/issues/77)
            "Player played Goblin Chainwhirler which entered the battlefield; Opponent had Walking Corpse",
            "I played Goblin Chainwhirler which entered the battlefield; Opponent had Walking Corpse",
            '"Player" is read as You',
        ),
    ],
)
def test_a_storys_players_are_read_as_you_and_opponent(told, read, note):
    text, notes = story_players(told)
    assert text == read and note in notes


def test_a_story_without_roles_is_left_as_it_is():
    assert story_players("I attack with Serra Angel.") == ("I attack with Serra Angel.", [])


def test_player_a_and_b_through_ask():
    # a public engine's test scenario (a game-engine project plan, "Player A controls a Serra Angel …"), trimmed
    o = only(
        INDEX,
        "Player A controls a Serra Angel and Llanowar Elves. Player B controls a Grizzly Bears. "
        "Player A attacks with Serra Angel.",
    )
    assert o.players["Opponent"].life == 16 and o.players["You"].life == 20


def test_a_story_that_also_says_i_is_asked_back():
    with pytest.raises(SituationError, match="say which player you are"):
        story_players("Player A attacks with Serra Angel. I block with Grizzly Bears.")


# --- "responded to X's Y with Z" -------------------------------------------------------------------------------


def test_responded_to_a_spell_with_a_pump_spell_takes_the_one_permanent_named():
    said = rewrite("I responded to Opponent's Lightning Bolt targeting it with a Mutagenic Growth", NAMES)
    assert said == "Opponent casts Lightning Bolt targeting it. In response, I cast Mutagenic Growth targeting it"
    assert "Mutagenic Growth's target isn't said" in said.notes[0]


def test_se_004_as_typed():
    text = (
        "My friends recently got into a heated argument over a rules interaction. One player had a 2/2 creature, "
        "and responded to the opponent's Lightning Bolt targeting it with a Mutagenic Growth. What actually happens?"
    )
    o = only(INDEX, text)
    creature = next(p for p in o.permanents.values() if p.zone == "battlefield")
    assert creature.damage == 3


def test_a_response_at_a_player_target_is_not_guessed():
    # the first spell aims at a player: which target the response takes isn't said, so no frame reads it
    text = "I control Serra Angel. I responded to Opponent's Lightning Bolt targeting me with a Mutagenic Growth."
    assert getattr(rewrite(text.split(". ")[1][:-1], NAMES), "notes", ()) == ()
    refused(INDEX, text, "Mutagenic Growth")


# --- "I couldn't target X with Y" and "Specifically …" ---------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "controlled"),
    [
        # github.com/magefree/mage/issues/1250
        ("I could not target a planeswalker with lightning bolt", "I cast Lightning Bolt targeting a planeswalker"),
        ("Hey I just played a game where I could not target Ugin, the Spirit Dragon with lightning bolt",
         "I cast Lightning Bolt targeting Ugin, the Spirit Dragon"),
    ],
)  # fmt: skip
def test_could_not_target_is_read_as_the_cast(clause, controlled):
    assert rewrite(clause, NAMES) == controlled


def test_could_not_target_a_misspelt_card_is_not_read():
    # github.com/magefree/mage/issues/4851: "Lighting Bolt" isn't a card name: left for the reader to ask back
    clause = "I can't target planeswalkers with Lighting Bolt"
    assert rewrite(clause, NAMES) == clause


def test_specifically_names_the_kind_said_before():
    parts, notes = specified(
        clauses(
            "Hey I just played a game where I could not target a planeswalker with lightning bolt. "
            "Specifically I couldn't target Ugin, the Spirit Dragon."
        ),
        NAMES,
    )
    assert [c.text for c in parts] == [
        "Hey I just played a game where I could not target Ugin, the Spirit Dragon with lightning bolt"
    ]
    assert notes == ['"a planeswalker" is read as Ugin, the Spirit Dragon, as "Specifically I couldn\'t target Ugin, '
                     'the Spirit Dragon" says']  # fmt: skip


def test_specifically_with_something_new_is_left_alone():
    told = "I cast Lightning Bolt at a creature. Specifically I attacked Ugin, the Spirit Dragon."
    parts, notes = specified(clauses(told), NAMES)
    assert len(parts) == 2 and not notes


def test_jb_052_as_typed():
    o = only(
        INDEX,
        "Hey I just played a game where I could not target a planeswalker with lightning bolt. "
        "Specifically I couldn't target Ugin, the Spirit Dragon.",
    )
    assert o.permanents["ugin-the-spirit-dragon"].loyalty == 4


def test_a_response_to_a_spell_at_a_face_is_not_aimed_for_it():
    said = rewrite("I responded to Opponent's Lightning Bolt targeting my face with a Mutagenic Growth", NAMES)
    assert "Mutagenic Growth targeting" not in said  # a player's face: no permanent named, so none is taken


def test_player_a_and_b_in_a_judges_forum_question():
    # apps.magicjudges.org/forum/topic/1631 ("Kill the first"), as typed
    got = outcomes(
        INDEX, "Player A attacks with a 5/3 trample creature. Player B blocks with 3 identical 3/3 creatures."
    )
    assert all(o.players["Opponent"].life == 20 for o in got)  # 5 damage can't be lethal to all three blockers
    assert all(o.permanents["5-3-creature"].zone == "graveyard" for o in got)
    assert any(sum(p.zone == "graveyard" for k, p in o.permanents.items() if k.startswith("3-3")) == 1 for o in got)
