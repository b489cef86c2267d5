"""A bug report's shapes (github.com/Card-Forge/forge/issues/5391, tests/corpus jb-058; magarena #160; forge
#2196): "When I attack …" states the situation, what an app does ("In FORGE it works like this: …") and what
"the rules say" are commentary, and "player X" beside "I" is the opponent. Each step, then the report via `ask`."""

from __future__ import annotations

import pytest
from pool_cards import index_with, outcomes, pool_cards

from commands.reader.clauses import clauses
from commands.reader.commentary import is_commentary
from commands.reader.players import story_players

INDEX = index_with(pool_cards(("Grizzly Bears",)))
FORGE_5391 = (
    "When I attack player X with my 10/10 and he blocks with a 1/1, a 2/2 and an 8/8, In FORGE it works like this: "
    "Player X (defending player) decides and can say his 1/1 and the 2/2 get damage first ... so that the 8/8 "
    '(blocking "last") will only get 7 damage and so non-lethal. But MTG rules say this: '
    "I (the attacking player) decide and I can asign the damage to the 8/8 first to kill it and then the 2/2, "
    "leaving the 1/1 alive?"
)


def test_the_report_splits_into_the_situation_and_what_is_said_about_it():
    text, notes = story_players(FORGE_5391)
    parts = [c.text for c in clauses(text)]
    assert parts[:2] == ["I attack Opponent with my 10/10", "he blocks with a 1/1, a 2/2 and an 8/8"]
    assert parts[2].startswith("In FORGE it works like this: Opponent (defending player) decides")
    assert parts[-1].startswith("But MTG rules say this: I (the attacking player) decide")
    assert notes == ['"Player X" is read as Opponent']


@pytest.mark.parametrize(
    "clause",
    [
        "In FORGE it works like this: Player X (defending player) decides",  # forge #5391
        "In Magarena the process is backwards",  # magarena #160
        "in forge it seems you can't do any response if you entered combat but had no valid blockers",  # forge #2196
        "MTG rules say this: I (the attacking player) decide",  # forge #5391
    ],
)
def test_what_an_app_does_and_what_the_rules_say_are_commentary(clause):
    assert is_commentary(clause)


def test_player_x_without_i_is_not_the_opponent():
    # no first person: "player X" could be either player, so it is left as written
    assert story_players("Player X attacks with a 10/10.") == ("Player X attacks with a 10/10.", [])


def test_forge_5391_as_typed():
    got = outcomes(INDEX, FORGE_5391)
    assert all(o.permanents["10-10-creature"].zone == "graveyard" for o in got)  # 11 damage from the three
    # the attacking player divides the damage: 8 to the 8/8 and 2 to the 2/2 leaves the 1/1 alive
    assert any(
        o.permanents["1-1-creature"].zone == "battlefield"
        and o.permanents["2-2-creature"].zone == "graveyard"
        and o.permanents["8-8-creature"].zone == "graveyard"
        for o in got
    )
