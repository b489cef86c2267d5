"""Issue #15 follow-up: an attacking creature with protection can't be blocked by creatures with the stated
quality (CR 702.16f), and the legend rule (CR 704.5j) — on real 2018 Oracle text from ../shared's pool."""

from __future__ import annotations

import pool_cards as pool
import pytest

from commands.ask import ask_reply
from commands.cardsource import IndexCards
from resolver import Unmodelled
from resolver.engine import parse_scenario, resolve

NAMES = (
    "Burrenton Forge-Tender",
    "Hill Giant",
    "Grizzly Bears",
    "Gisela, Blade of Goldnight",
    "Lightning Bolt",
    "Isamaru, Hound of Konda",
)
GISELA = "Gisela, Blade of Goldnight"
ISAMARU = "Isamaru, Hound of Konda"


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


def test_red_creature_cant_block_protection_from_red(index):
    reply = ask_reply(
        "I control Burrenton Forge-Tender. Opponent controls Hill Giant. I attack with Burrenton Forge-Tender. "
        "Hill Giant blocks Burrenton Forge-Tender.",
        index=index,
    )
    assert reply.error and reply.exit_code == 2, reply.summary
    assert "\n" not in reply.summary
    assert "Hill Giant can't block Burrenton Forge-Tender" in reply.summary
    assert "protection from red" in reply.summary and "702.16f" in reply.summary


def test_non_red_creature_may_block_protection_from_red(index):
    (o,) = pool.outcomes(
        index,
        "I control Burrenton Forge-Tender. Opponent controls Grizzly Bears. I attack with Burrenton Forge-Tender. "
        "Grizzly Bears blocks Burrenton Forge-Tender.",
    )
    assert o.permanents["burrenton-forge-tender"].zone == "graveyard"  # 2 damage to a 1/1, nothing prevents it
    assert o.players["Opponent"].life == 20


def json_outcomes(index, battlefield: list[dict], actions: list[dict], **extra):
    scenario = {"battlefield": battlefield, "actions": actions, **extra}
    return resolve(parse_scenario(scenario), cards=IndexCards(index)).outcomes


def test_two_identical_legends_one_goes_to_the_graveyard(index):
    (o,) = pool.outcomes(index, f"I control {GISELA} and {GISELA}. I cast Lightning Bolt targeting Opponent.")
    zones = sorted(p.zone for p in o.permanents.values())
    assert zones == ["battlefield", "graveyard"]
    assert o.players["Opponent"].life == 14  # one Gisela doubles Bolt: 6, not 12
    (step,) = [s for s in o.log if "704.5j" in s.rules]
    assert "Legend rule" in step.text and "put into the graveyard" in step.text
    assert not o.choices  # identical copies: which stays makes no difference


def test_two_different_legends_both_stay(index):
    (o,) = pool.outcomes(index, f"I control {GISELA} and {ISAMARU}. I cast Lightning Bolt targeting Opponent.")
    assert all(p.zone == "battlefield" for p in o.permanents.values())
    assert o.players["Opponent"].life == 14
    assert not any("704.5j" in s.rules for s in o.log)


def test_same_legend_under_two_controllers_both_stay(index):
    battlefield = [
        {"id": "mine", "controller": "You", "card": ISAMARU},
        {"id": "theirs", "controller": "Opponent", "card": ISAMARU},
    ]
    (o,) = json_outcomes(index, battlefield, [])
    assert o.permanents["mine"].zone == o.permanents["theirs"].zone == "battlefield"


def test_legends_that_differ_are_the_players_choice(index):
    battlefield = [
        {"id": "hurt", "controller": "You", "card": ISAMARU, "damage": 1},
        {"id": "fresh", "controller": "You", "card": ISAMARU},
        {"id": "giant", "controller": "Opponent", "card": "Hill Giant"},
    ]
    outs = json_outcomes(index, battlefield, [{"cast": "Lightning Bolt", "by": "You", "targets": ["giant"]}])
    assert len(outs) == 2
    kept = {o.choices[0]: [ref for ref in ("hurt", "fresh") if o.permanents[ref].zone == "battlefield"] for o in outs}
    assert kept == {
        f"legend rule: keep {ISAMARU} [hurt]": ["hurt"],
        f"legend rule: keep {ISAMARU} [fresh]": ["fresh"],
    }
    for o in outs:
        assert any("704.5j" in s.rules for s in o.log)
        assert o.permanents["giant"].zone == "graveyard"


def test_legend_rule_isnt_stopped_by_indestructible(index):
    battlefield = [
        {"id": "a", "controller": "You", "card": ISAMARU, "keywords": ["indestructible"]},
        {"id": "b", "controller": "You", "card": ISAMARU, "keywords": ["indestructible"]},
    ]
    (o,) = json_outcomes(index, battlefield, [])
    assert sorted(o.permanents[r].zone for r in "ab") == ["battlefield", "graveyard"]


def test_2008_legend_rule_is_refused(index):
    battlefield = [
        {"id": "a", "controller": "You", "card": ISAMARU},
        {"id": "b", "controller": "Opponent", "card": ISAMARU},
    ]
    with pytest.raises(Unmodelled, match="legend rule"):
        json_outcomes(index, battlefield, [], ruleset="mtg-2008")
