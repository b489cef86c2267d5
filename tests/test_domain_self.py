"""A creature whose own size counts the board: "Domain — Kavu Scout gets +1/+0 for each basic land type among
lands you control" (cardindex/templates/anthems.py, resolver/anthems.py). Its static ability modifies its power
in layer 7c (CR 613.4c); the basic land types are Plains, Island, Swamp, Mountain and Forest (CR 305.6)."""

from __future__ import annotations

from pool_cards import index_with, only, pool_cards, refused

CARDS = pool_cards(("Kavu Scout", "Hill Giant", "Stone Rain", "Plains", "Island", "Forest", "Dryad Arbor"))
INDEX = index_with(CARDS)


def test_kavu_scouts_line_compiles_to_a_counted_anthem():
    (ability,) = CARDS["Kavu Scout"].abilities
    assert ability.modelled
    (step,) = ability.steps
    assert step["do"] == "anthem" and step["per"] == {"basic_land_types": True} and step["power"] == 1


def test_three_basic_land_types_make_it_3_2():
    o = only(INDEX, "It's my turn. I control Hill Giant. Opponent controls Kavu Scout, Plains, Island and Forest. "
                    "Hill Giant attacks Opponent. Kavu Scout blocks it.")  # fmt: skip
    assert o.permanents["hill-giant"].zone == "graveyard"  # 3 damage from a 3/2 Scout
    assert o.permanents["kavu-scout"].zone == "graveyard"
    said = next(s for s in o.log if "basic land types" in s.text)
    assert "(3/2)" in said.text and "305.6" in said.rules and "613.4c" in said.rules


def test_only_its_controllers_lands_count_and_each_type_once():
    # my Plains don't count for Opponent's Scout; two Forests are one type; Dryad Arbor is a Forest too
    o = only(INDEX, "It's my turn. I control Hill Giant and Plains. Opponent controls Kavu Scout, Forest, Forest and "
                    "Dryad Arbor. Hill Giant attacks Opponent. Kavu Scout blocks it.")  # fmt: skip
    assert o.permanents["hill-giant"].zone == "battlefield" and o.permanents["hill-giant"].damage == 1


def test_no_land_named_is_asked_not_counted_as_none():
    # a message names the creatures, hardly ever the lands: counting none would make the Scout a 0/2 by a guess
    # (audit 10: "I attack with Kavu Scout, opp blocks with Grizzly Bears" answered "Kavu Scout dies")
    for text in (
        "It's my turn. I control Hill Giant. Opponent controls Kavu Scout. Hill Giant attacks Opponent. Kavu Scout "
        "blocks it.",
        "I attack with Kavu Scout, opp blocks with Grizzly Bears. who dies?",
        "I control Hill Giant and a Forest. Opponent controls Kavu Scout. Hill Giant attacks Opponent. Kavu Scout "
        "blocks it.",  # my Forest is no land of Opponent's
    ):
        refused(INDEX, text, "counts the lands its controller controls")


def test_a_land_leaving_while_it_counts_is_refused():
    refused(INDEX, "Opponent controls Kavu Scout and Forest. I cast Stone Rain targeting Forest. Then I cast "
                   "Lightning Bolt targeting Kavu Scout.", "Forest left the battlefield", code=3)  # fmt: skip


def test_a_stated_size_asks_for_the_lands():
    # tests/corpus jb-021 as the sizes are said ("a 5/2 Kavu Scout"): the lands decide it, so they are asked
    refused(
        INDEX, "An attacking Hill Giant is being blocked by a 5/2 Kavu Scout.", "size counts what its controller has"
    )
    refused(
        INDEX, "An attacking Hill Giant is being blocked by a 0/2 Kavu Scout.", "size counts what its controller has"
    )
