"""Cards from ../shared's 2018 pool whose lines now compile, each on its Oracle text there:

- a negated target quality on a damage or destroy spell: Sunlance ("target nonwhite creature"), Terror ("target
  nonartifact, nonblack creature. It can't be regenerated."): the target is checked as it is chosen (CR 601.2c);
- Incinerate's "A creature dealt damage this way can't be regenerated this turn." (CR 701.15c): a shield made
  before it resolves doesn't apply."""

from __future__ import annotations

import pool_cards as pool

NAMES = ("Sunlance", "Terror", "Incinerate", "Drudge Skeletons", "Leonin Skyhunter", "Hill Giant", "Ornithopter")
cards, index = pool.fixtures(NAMES)


def test_the_lines_compile(cards):
    (sunlance,) = cards["Sunlance"].abilities
    assert sunlance.modelled and sunlance.steps[0]["target_filter"] == {"not_colors": ["W"]}
    (terror,) = cards["Terror"].abilities
    assert terror.modelled and terror.steps[0]["target_filter"] == {"not_types": ["artifact"], "not_colors": ["B"]}
    assert terror.steps[0]["no_regeneration"] is True  # "It can't be regenerated."
    (incinerate,) = cards["Incinerate"].abilities
    assert incinerate.modelled and incinerate.steps[0]["no_regeneration"] is True


def test_sunlance_needs_a_nonwhite_creature(index):
    pool.refused(
        index,
        "Opponent controls Leonin Skyhunter. I cast Sunlance targeting Leonin Skyhunter.",
        "Sunlance needs a nonwhite creature as its target, not Leonin Skyhunter",
    )
    o = pool.only(index, "Opponent controls Hill Giant. I cast Sunlance targeting Hill Giant.")
    assert o.permanents["hill-giant"].zone == "graveyard"


def test_terror_needs_a_nonartifact_nonblack_creature(index):
    pool.refused(
        index,
        "Opponent controls Ornithopter. I cast Terror targeting Ornithopter.",
        "Terror needs a nonartifact creature as its target, not Ornithopter",
    )
    pool.refused(
        index,
        "Opponent controls Drudge Skeletons. I cast Terror targeting Drudge Skeletons.",
        "Terror needs a nonblack creature as its target, not Drudge Skeletons",
    )


def test_incinerate_stops_a_shield_made_before_it_resolves(index):
    o = pool.only(
        index,
        "I control Drudge Skeletons. Opponent casts Incinerate targeting Drudge Skeletons. In response, I activate "
        "Drudge Skeletons.",
    )
    assert o.permanents["drudge-skeletons"].zone == "graveyard"
    assert "701.15c" in pool.cites(o, "so its regeneration shield doesn't apply")


def test_without_incinerate_the_shield_applies(index):
    o = pool.only(
        index,
        "I control Drudge Skeletons. Opponent casts Lightning Bolt targeting Drudge Skeletons. In response, I "
        "activate Drudge Skeletons.",
    )
    assert o.permanents["drudge-skeletons"].zone == "battlefield"
