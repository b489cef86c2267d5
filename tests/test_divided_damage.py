"""Damage divided among targets (CR 601.2d: as the spell is cast, each target dealt at least 1), compiled from the
2018 card pool's Oracle text (cardindex/compiler.py): "among one or two targets" (Forked Bolt, Electrolyze with its
"Draw a card."), "among any number of targets" (Pyrotechnics; X: Rolling Thunder) and "divided evenly, rounded down"
(Fireball); and said target by target in chat (commands/shares.py): "dividing 2 to A and 1 to B", "dealing …"."""

from __future__ import annotations

import pool_cards as pool
import pytest

cards, index = pool.fixtures(
    ("Forked Bolt", "Electrolyze", "Pyrotechnics", "Rolling Thunder", "Fireball", "Arc Lightning", "Shock")
)
BOARD = "I'm at 20. Opponent is at 20. Opponent controls Grizzly Bears and Hill Giant. "


def test_forked_bolt_one_to_each_kills_neither_three_toughness_nor_two(index):
    o = pool.only(index, BOARD + "I cast Forked Bolt targeting Grizzly Bears and Hill Giant.")
    assert o.permanents["grizzly-bears"].damage == 1 and o.permanents["hill-giant"].damage == 1
    assert o.permanents["grizzly-bears"].zone == "battlefield"


def test_forked_bolt_at_one_target_deals_it_both(index):
    o = pool.only(index, BOARD + "I cast Forked Bolt targeting Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_forked_bolt_takes_at_most_two_targets(index):
    pool.refused(index, BOARD + "I cast Forked Bolt targeting Grizzly Bears, Hill Giant and Opponent.", "target")


def test_electrolyze_divides_and_draws(index):
    o = pool.only(index, BOARD + "I cast Electrolyze targeting Grizzly Bears and Opponent.")
    assert o.permanents["grizzly-bears"].damage == 1 and o.players["Opponent"].life == 19
    assert o.players["You"].cards_drawn == 1


def test_pyrotechnics_every_division_is_an_outcome(index):
    got = pool.outcomes(index, BOARD + "I cast Pyrotechnics targeting Hill Giant and Opponent.")
    seen = sorted((o.players["Opponent"].life, o.permanents["hill-giant"].zone) for o in got)
    assert seen == [(17, "battlefield"), (18, "battlefield"), (19, "graveyard")]  # 4 divided, each at least 1


def test_dividing_said_target_by_target(index):
    o = pool.only(index, BOARD + "I cast Pyrotechnics dealing 1 to Hill Giant and 3 to Opponent.")
    assert o.permanents["hill-giant"].damage == 1 and o.players["Opponent"].life == 17
    o = pool.only(
        index,
        BOARD + "I cast Arc Lightning targeting Grizzly Bears and Hill Giant, dividing 1 to Hill Giant and 2 to "
        "Grizzly Bears.",
    )
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 1


def test_a_division_the_rules_dont_allow_is_refused(index):
    pool.refused(index, BOARD + "I cast Forked Bolt dealing 2 to Grizzly Bears and 1 to Opponent.", "divide 2")
    pool.refused(index, BOARD + "I cast Arc Lightning dealing 1 to Hill Giant and 2 to Hill Giant.", "named once")


def test_rolling_thunder_x_too_small_for_its_targets_is_refused(index):
    pool.refused(
        index,
        BOARD + "I cast Rolling Thunder targeting Grizzly Bears and Hill Giant with X = 1.",
        "each is dealt at least 1 (CR 601.2d)",
    )


def test_rolling_thunder_x_divided_as_said(index):
    o = pool.only(index, BOARD + "I cast Rolling Thunder with X = 5 dealing 2 to Grizzly Bears and 3 to Hill Giant.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].zone == "graveyard"


@pytest.mark.parametrize(("x", "each"), [(5, 2), (4, 2), (3, 1)])
def test_fireball_divides_evenly_rounded_down(index, x, each):
    o = pool.only(index, BOARD + f"I cast Fireball targeting Hill Giant and Opponent with X = {x}.")
    assert o.permanents["hill-giant"].damage == each and o.players["Opponent"].life == 20 - each


def test_fireball_at_one_target_deals_all_of_x(index):
    o = pool.only(index, BOARD + "I cast Fireball targeting Opponent with X = 7.")
    assert o.players["Opponent"].life == 13


def test_dealing_said_of_a_spell_that_doesnt_divide(index):
    o = pool.only(index, BOARD + "I cast Shock dealing 2 to Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    pool.refused(index, BOARD + "I cast Shock dealing 3 to Grizzly Bears.", "Shock deals 2 as printed")


# --- two targets, each its own amount (Arc Trail: "2 damage to any target and 1 damage to another target") -----


@pytest.fixture(scope="module")
def two():
    return pool.index_with(pool.pool_cards(("Arc Trail", "Lunge")))


def test_arc_trail_two_to_the_first_one_to_another(two):
    o = pool.only(two, BOARD + "I cast Arc Trail targeting Grizzly Bears and Opponent.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.players["Opponent"].life == 19


def test_arc_trail_said_by_amounts_puts_each_target_in_its_place(two):
    o = pool.only(two, BOARD + "I cast Arc Trail dealing 1 to Grizzly Bears and 2 to Opponent.")
    assert o.permanents["grizzly-bears"].damage == 1 and o.players["Opponent"].life == 18
    pool.refused(two, BOARD + "I cast Arc Trail dealing 3 to Grizzly Bears and 1 to Opponent.", "deals 2 and 1")


def test_another_target_is_not_the_first(two):
    pool.refused(two, BOARD + "I cast Arc Trail targeting Hill Giant and the Hill Giant.", "Hill Giant")


def test_lunge_checks_each_targets_kind(two):
    o = pool.only(two, BOARD + "I cast Lunge targeting Grizzly Bears and Opponent.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.players["Opponent"].life == 18
    pool.refused(two, BOARD + "I cast Lunge targeting Opponent and Grizzly Bears.", "creature")
