"""Tapped permanents (issue #15 follow-up): paying {T} taps a permanent (CR 107.5), so a second activation with
nothing untapping it can't be paid; "tap an untapped X you control" taps the ones named (602.2b, 118.3);
attacking taps a creature without vigilance (508.1f, 702.20b); a tapped creature can't attack (508.1a) or block
(509.1a); "untap target attacking creature" untaps it (701.21b), so it can pay {T} again. Real 2018 Oracle text
from ../shared's pool, through `ask` where the reader can say it, else as a JSON scenario."""

from __future__ import annotations

import pool_cards as pool
import pytest

from commands.ask import ask_reply
from commands.cardsource import IndexCards
from resolver import BadInput
from resolver.engine import parse_scenario, resolve

NAMES = ("Ith, High Arcanist", "Maze of Ith", "Master Apothecary", "Serra Angel", "Field Surgeon")
GIANT = {"id": "giant", "controller": "Opponent", "name": "Hill Giant", "power": 3, "toughness": 3}
BEARS = {"id": "bears", "controller": "Opponent", "name": "Grizzly Bears", "power": 2, "toughness": 2}


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


def refused(index, text: str, fragment: str) -> str:
    reply = ask_reply(text, index=index)
    assert reply.error and reply.exit_code == 2 and fragment in reply.summary, reply.summary
    assert "\n" not in reply.summary
    return reply.summary


def play(index, **scenario):
    return resolve(parse_scenario(scenario), cards=IndexCards(index)).outcomes


def test_ith_can_t_pay_its_tap_twice(index):
    refused(
        index,
        "I control Ith, High Arcanist. Opponent controls Grizzly Bears and Hill Giant. Grizzly Bears and Hill Giant "
        "attack me. I activate Ith, High Arcanist targeting Grizzly Bears. Then I activate Ith, High Arcanist "
        "targeting Hill Giant.",
        "Ith, High Arcanist is already tapped, so it can't be tapped to pay the cost (CR 107.5",
    )


def test_ith_once_still_answers(index):
    (o,) = pool.outcomes(
        index,
        "I control Ith, High Arcanist. Opponent controls Grizzly Bears and Hill Giant. Grizzly Bears and Hill Giant "
        "attack me. I activate Ith, High Arcanist targeting Hill Giant.",
    )
    assert o.players["You"].life == 18 and o.prevented == 3
    assert any(s.text.startswith("Cost paid: Ith, High Arcanist is tapped") for s in o.log)


def test_samite_healer_can_t_pay_its_tap_twice(index):
    refused(
        index,
        "I control Samite Healer. Opponent controls Hill Giant. Hill Giant attacks me. I activate Samite Healer "
        "targeting me. Then I activate Samite Healer targeting me.",
        "Samite Healer is already tapped",
    )


def test_master_apothecary_can_t_tap_the_same_cleric_twice(index):
    data = {
        "battlefield": [{"id": "ma", "controller": "You", "card": "Master Apothecary"}],
        "actions": [
            {"activate": "ma", "ability": 1, "targets": ["You"], "tap": ["ma"]},
            {"activate": "ma", "ability": 1, "targets": ["You"], "tap": ["ma"]},
            {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["You"]},
        ],
    }
    with pytest.raises(BadInput, match=r"Master Apothecary is already tapped.*CR 107\.5, 602\.2b, 118\.3"):
        play(index, **data)
    data["actions"].pop(1)
    (o,) = play(index, **data)  # once: it prevents 2 of the Bolt's 3
    assert o.players["You"].life == 19


def test_an_unnamed_tap_choice_answers_until_a_later_tap_depends_on_it(index):
    """Two Clerics, "tap an untapped Cleric" unnamed: which is tapped changes nothing here, so no outcome of its
    own; a later activation tapping one of them asks for the names instead of guessing."""
    cleric = {"id": "cl", "controller": "You", "name": "Acolyte", "subtypes": ["Cleric"], "power": 1, "toughness": 1}
    data = {
        "battlefield": [{"id": "ma", "controller": "You", "card": "Master Apothecary"}, cleric],
        "actions": [
            {"activate": "ma", "ability": 1, "targets": ["You"]},
            {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["You"]},
        ],
    }
    (o,) = play(index, **data)
    assert o.players["You"].life == 19
    data["actions"].insert(1, {"activate": "ma", "ability": 1, "targets": ["You"], "tap": ["cl"]})
    with pytest.raises(BadInput, match="depends on which 1 of Acolyte, Master Apothecary"):
        play(index, **data)
    data["actions"][0]["tap"] = ["ma"]  # named: the second taps the other Cleric, 3 prevented in all
    (o,) = play(index, **data)
    assert o.players["You"].life == 20


def test_a_creature_tapped_for_its_ability_can_t_block(index):
    refused(
        index,
        "I control Samite Healer. Opponent controls Hill Giant. I activate Samite Healer targeting Samite Healer. "
        "Then Hill Giant attacks me. Samite Healer blocks Hill Giant.",
        "Samite Healer is tapped: it can't block (CR 509.1a)",
    )


def test_a_permanent_given_tapped_can_t_pay_tap_or_attack(index):
    healer = {"id": "sh", "controller": "You", "card": "Samite Healer", "tapped": True}
    with pytest.raises(BadInput, match="already tapped"):
        play(index, battlefield=[healer], actions=[{"activate": "sh", "targets": ["You"]}])
    with pytest.raises(BadInput, match=r"can't attack \(CR 508\.1a\)"):
        play(index, battlefield=[healer], actions=[{"combat": {"attackers": {"sh": "Opponent"}}}])
    untapped = {**healer, "tapped": False}
    (o,) = play(index, battlefield=[untapped], actions=[{"activate": "sh", "targets": ["You"]}])
    assert any("Cost paid" in s.text for s in o.log)


def test_attacking_taps_a_creature_without_vigilance(index):
    """Serra Angel has vigilance: it attacks and stays untapped, so Field Surgeon can tap it; a 4/4 without
    vigilance is tapped as it attacks (508.1f)."""
    angel = {"id": "sa", "controller": "You", "card": "Serra Angel"}
    fs = {"id": "fs", "controller": "You", "card": "Field Surgeon"}
    data = {
        "battlefield": [angel, fs],
        "actions": [
            {"combat": {"attackers": {"sa": "Opponent"}}},
            {"activate": "fs", "targets": ["sa"], "tap": ["sa"]},  # the Angel is still untapped
        ],
    }
    (o,) = play(index, **data)
    assert o.players["Opponent"].life == 16
    data["battlefield"][0] = {"id": "sa", "controller": "You", "name": "Angel", "power": 4, "toughness": 4}
    with pytest.raises(BadInput, match="Angel is already tapped"):
        play(index, **data)


def test_an_attacking_ith_that_untaps_itself_can_activate_again(index):
    """Ith has vigilance: it attacks untapped (702.20b) and pays {T} targeting itself, which untaps it (701.21b),
    so it can pay {T} again (107.5)."""
    ith = {"id": "ith", "controller": "You", "card": "Ith, High Arcanist"}
    own = {"activate": "ith", "targets": ["ith"]}
    data = {
        "active_player": "You",
        "battlefield": [ith],
        "actions": [{"combat": {"attackers": {"ith": "Opponent"}, "after_assignment": [own, own]}}],
    }
    (o,) = play(index, **data)
    assert o.players["Opponent"].life == 20
    assert sum(s.text == "Cost paid: Ith, High Arcanist is tapped ({T})" for s in o.log) == 2
    step = next(s for s in o.log if s.text.startswith("Ith, High Arcanist: Ith, High Arcanist untaps"))
    assert "701.21b" in step.rules


def test_a_non_vigilant_attacker_can_t_pay_tap_until_maze_of_ith_untaps_it(index):
    healer = {"id": "sh", "controller": "You", "card": "Samite Healer"}
    maze = {"id": "maze", "controller": "Opponent", "card": "Maze of Ith"}
    own = {"activate": "sh", "targets": ["You"]}
    data = {
        "active_player": "You",
        "battlefield": [healer, maze],
        "actions": [{"combat": {"attackers": {"sh": "Opponent"}, "after_assignment": [own]}}],
    }
    with pytest.raises(BadInput, match="Samite Healer is already tapped"):
        play(index, **data)
    data["actions"][0]["combat"]["after_assignment"] = [{"activate": "maze", "by": "Opponent", "targets": ["sh"]}, own]
    (o,) = play(index, **data)
    assert any(s.text == "Cost paid: Samite Healer is tapped ({T})" for s in o.log)


def test_maze_of_ith_on_a_vigilant_attacker_was_already_untapped(index):
    angel = {"id": "sa", "controller": "Opponent", "card": "Serra Angel"}
    maze = {"id": "maze", "controller": "You", "card": "Maze of Ith"}
    data = {
        "battlefield": [angel, maze],
        "actions": [
            {"combat": {"attackers": {"sa": "You"}, "after_assignment": [{"activate": "maze", "targets": ["sa"]}]}}
        ],
    }
    (o,) = play(index, **data)
    assert o.players["You"].life == 20
    assert any("Serra Angel untaps (it was untapped)" in s.text for s in o.log)
