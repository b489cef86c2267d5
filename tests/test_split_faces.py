"""A split card's half on the stack (issue #15 review): only the half being cast exists there (CR 709.3a, 709.3b),
so the spell is that half's colours, from its own mana cost (CR 105.2, 202.2), not the whole card's (709.4b is
every other zone). Its targets (protection, 702.16b), the damage it deals (702.16e) and "whenever a player casts
a <colour> spell" triggers all see that half alone. Scryfall gives a split or adventure card's faces no colours
of their own, so the importer derives them. Real 2018 Oracle text from ../shared's pool, through `ask`."""

from __future__ import annotations

import pool_cards as pool

from cardindex.importers import cost_colors, scryfall_card

NAMES = (
    "Stand // Deliver",
    "Wax // Wane",
    "Cut // Ribbons",
    "Karoo Meerkat",  # protection from blue
    "Black Knight",  # protection from white
    "White Knight",  # protection from black
    "Shock",
    "Kraken's Eye",  # whenever a player casts a blue spell (not modelled: refuses when it triggers)
    "Demon's Horn",  # … a black spell
    "Grizzly Bears",
)


cards, index = pool.fixtures(NAMES)


def test_each_half_has_its_own_colours(cards):
    assert [(f.name, f.colors) for f in cards["Stand // Deliver"].faces] == [("Stand", ["W"]), ("Deliver", ["U"])]
    assert [f.colors for f in cards["Wax // Wane"].faces] == [["G"], ["W"]]
    assert [f.colors for f in cards["Cut // Ribbons"].faces] == [["R"], ["B"]]


def test_white_half_may_target_protection_from_blue(index):
    """The reproducer: Stand ({W}) is white only on the stack, so it targets Karoo Meerkat and prevents Shock's 2."""
    o = pool.only(
        index,
        "I control Karoo Meerkat. I cast Stand targeting Karoo Meerkat. "
        "Then Opponent casts Shock targeting Karoo Meerkat.",
    )
    meerkat = o.permanents["karoo-meerkat"]
    assert (meerkat.zone, meerkat.damage) == ("battlefield", 0)
    assert o.prevented == 2
    assert any(s.text.startswith("Stand's effect prevents 2 of the 2 damage") and "615.7" in s.rules for s in o.log)


def test_white_half_can_t_target_protection_from_white(index):
    pool.refused(
        index,
        "I control Black Knight. I cast Stand targeting Black Knight.",
        "Stand can't target Black Knight: Black Knight has protection from white",
    )


def test_blue_half_can_t_target_protection_from_blue(index):
    pool.refused(
        index,
        "I control Karoo Meerkat. I cast Deliver targeting Karoo Meerkat.",
        "Deliver can't target Karoo Meerkat: Karoo Meerkat has protection from blue",
    )


def test_green_half_may_target_protection_from_white(index):
    """Wax ({G}) // Wane ({W}): Wax is green only, so Black Knight (protection from white) gets +2/+2 and
    survives Shock."""
    o = pool.only(
        index,
        "I control Black Knight. I cast Wax targeting Black Knight. Then Opponent casts Shock targeting Black Knight.",
    )
    knight = o.permanents["black-knight"]
    assert (knight.zone, knight.damage, knight.power, knight.toughness) == ("battlefield", 2, 4, 4)


def test_red_half_damages_protection_from_black(index):
    """Cut ({1}{R}) // Ribbons ({X}{B}{B}): Cut is red only, so it targets White Knight and its 4 damage isn't
    prevented by protection from black (702.16e)."""
    o = pool.only(index, "Opponent controls White Knight. I cast Cut targeting White Knight.")
    assert o.permanents["white-knight"].zone == "graveyard"
    assert any(s.text == "Cut deals 4 damage to White Knight: 4 damage marked (4 in all)" for s in o.log)


def test_cast_triggers_see_the_half_cast(index):
    """Kraken's Eye hears blue spells and Demon's Horn black ones: Stand (white) and Cut (red) trigger neither
    (each would refuse, unmodelled, if it triggered); Kor Firewalker hears Cut, a red spell."""
    o = pool.only(index, "I control Kraken's Eye. I control Grizzly Bears. I cast Stand targeting Grizzly Bears.")
    assert [s.text for s in o.log] == [
        "You cast Stand targeting Grizzly Bears",
        "Stand resolves",
        "Stand's effect is created",
    ]
    o = pool.only(index, "I control Demon's Horn. Opponent controls White Knight. I cast Cut targeting White Knight.")
    assert o.permanents["white-knight"].zone == "graveyard" and o.players["You"].life == 20
    both = pool.outcomes(
        index, "I control Kor Firewalker. Opponent controls White Knight. I cast Cut targeting White Knight."
    )
    assert sorted(o.players["You"].life for o in both) == [20, 21]


# --- the importer ----------------------------------------------------------------------------------------------


def _face(name: str, cost: str, **more) -> dict:
    return {"name": name, "mana_cost": cost, "type_line": "Instant", "oracle_text": "", **more}


def test_scryfall_faces_without_colours():
    """Split and adventure halves (709.3b, 716.3a, 716.4): from their own costs (hybrid and Phyrexian count,
    202.2d; a colour indicator too, 202.2e); a flip card's faces keep the card's (710.1c); faces that carry colours
    keep them."""
    split = scryfall_card(
        {
            "name": "A // B",
            "layout": "split",
            "colors": ["W", "U", "B", "R", "G"],
            "card_faces": [_face("A", "{1}{W/U}{B/P}"), _face("B", "{X}{2/G}", color_indicator=["R"])],
        }
    )
    assert split is not None and [f.colors for f in split.faces] == [["W", "U", "B"], ["R", "G"]]
    adventure = scryfall_card(  # an adventurer whose halves differ (Decadent Dragon // Expensive Taste)
        {
            "name": "Decadent Dragon // Expensive Taste",
            "layout": "adventure",
            "colors": ["B", "R"],
            "card_faces": [_face("Decadent Dragon", "{2}{R}{R}"), _face("Expensive Taste", "{2}{B}")],
        }
    )
    assert adventure is not None and [f.colors for f in adventure.faces] == [["R"], ["B"]]
    flip = scryfall_card(
        {
            "name": "Bushi Tenderfoot // Kenzo the Hardhearted",
            "layout": "flip",
            "colors": ["W"],
            "card_faces": [_face("Bushi Tenderfoot", "{W}"), _face("Kenzo the Hardhearted", "")],
        }
    )
    assert flip is not None and [f.colors for f in flip.faces] == [["W"], ["W"]]
    dfc = scryfall_card(
        {
            "name": "Delver of Secrets // Insectile Aberration",
            "layout": "transform",
            "card_faces": [
                _face("Delver of Secrets", "{U}", colors=["U"]),
                _face("Insectile Aberration", "", colors=["U"]),
            ],
        }
    )
    assert dfc is not None and [f.colors for f in dfc.faces] == [["U"], ["U"]]
    assert cost_colors("{C}{S}{X}{10}") == [] and cost_colors("{G}{W}") == ["W", "G"]
