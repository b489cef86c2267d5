"""Family A (cardindex/templates/phrases.py): recipient and source phrases and the word-order variants of the
prevention sentences, on real 2018 Oracle text from ../shared's card pool (read there, never copied)."""

from __future__ import annotations

import pool_cards as pool
import pytest
from helpers import _checked, creature, one

from cardindex.compiler import compile_card
from commands.cardsource import IndexCards
from resolver import BadInput, Unmodelled, parse_scenario, resolve
from resolver.cards import substitute

NAMES = (
    "Sphere of Law",
    "Sphere of Duty",
    "Orbs of Warding",
    "Purity",
    "Magebane Armor",
    "Scarecrow",
    "Al-abara's Carpet",
    "Vine Snare",
    "Hindervines",
    "Hunter's Ambush",
    "Energy Storm",
    "Chameleon Blur",
    "Sivvi's Ruse",
    "Endure",
    "Safe Passage",
    "Decorated Griffin",
    "Samite Censer-Bearer",
    "Embolden",
    "Remedy",
    "Redeem",
    "Test of Faith",
    "Djeru, With Eyes Open",
    "Emmara Tandris",
    "Lithomancer's Focus",
    "Light of Sanction",
    "Tresserhorn Skyknight",
    "Goblin Furrier",
    "Personal Sanctuary",
    "Hypochondria",
    "Terrifying Presence",
    "Barbed Wire",
    "Artifact Ward",
    "Marble Priest",
    "Rune of Protection: Lands",
    "Enshrouding Mist",
    "Samite Alchemist",
    "Brace for Impact",
)


@pytest.fixture(scope="module")
def pool_cards():
    return pool.pool_cards(NAMES)


@pytest.fixture(scope="module")
def index(pool_cards):
    return pool.index_with(pool_cards)


def piece(source, to, amount, **extra):
    return {"source": source, "to": to, "amount": amount, **extra}


def play(index, **scenario):
    return _checked(resolve(parse_scenario(scenario), cards=IndexCards(index)))


def card(ident, name, controller="You", **extra):
    return {"id": ident, "controller": controller, "card": name, **extra}


def red(ident="red", **extra):
    return {"id": ident, "name": "a red source", "controller": "Opponent", "colors": ["R"], **extra}


def line_effects(pool_cards, name, this, attached=None):
    """The effects of a card's compiled prevention line, bound to `this` (for a card whose other lines the
    engine refuses to answer around: Orbs of Warding's hexproof, Magebane Armor's 'loses flying')."""
    c = pool_cards[name]
    f = c.faces[0]
    (a,) = [a for a in compile_card(f.name, f.oracle_text, f.type_line) if "prevent" in a.text.lower()]
    assert a.modelled, a.reason
    bound = {"$this": this, "$attached": attached, "$you": "You"}
    return [substitute(step["effect"], bound) for step in a.steps]


only = pool.only


MODELLED = [n for n in NAMES if n not in ("Enshrouding Mist", "Samite Alchemist")]


@pytest.mark.parametrize("name", MODELLED)
def test_every_prevention_line_compiles(pool_cards, name):
    c = pool_cards[name]
    lines = [a for i, f in enumerate(c.faces) for a in compile_card(f.name, f.oracle_text, f.type_line, i)]
    lines = [a for a in lines if "prevent" in a.text.lower()]
    assert lines and all(a.modelled for a in lines), [a.reason for a in lines]


# --- sources: color, creature, keywords, power, counters, colorless, spells ---------------------------------


def test_sphere_of_law_prevents_2_of_each_red_sources_damage_to_you(index):
    o = only(index, "I control Sphere of Law. Opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == 19 and o.prevented == 2  # CR 615.7: 2 of the 3
    o = only(index, "I control Sphere of Duty. Opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == 17 and o.prevented == 0  # a green source only


def test_orbs_of_warding_prevents_1_of_a_creatures_damage_not_a_spells(pool_cards, index):
    bf = [{"id": "orbs", "controller": "You", "types": ["artifact"]}, creature("giant", "Opponent", 3, 3)]
    fx = line_effects(pool_cards, "Orbs of Warding", "orbs")
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece("giant", "You", 3, combat=True)]}]))
    assert o.players["You"].life == 18 and o.prevented == 1
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece(red(), "You", 3)]}]))
    assert o.players["You"].life == 17 and o.prevented == 0  # a red spell isn't a creature


def test_purity_prevents_noncombat_damage_to_you_and_gains_that_much(pool_cards, index):
    bf = [creature("purity", "You", 3, 3), creature("giant", "Opponent", 3, 3)]
    fx = line_effects(pool_cards, "Purity", "purity")
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece(red(), "You", 3)]}]))
    assert o.players["You"].life == 23 and o.prevented == 3  # CR 615.5: prevented, then gained
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece("giant", "You", 3, combat=True)]}]))
    assert o.players["You"].life == 17 and o.prevented == 0  # combat damage isn't noncombat


def test_magebane_armor_prevents_noncombat_damage_to_the_equipped_creature_only(pool_cards, index):
    bf = [creature("bears", "You", 2, 2), {"id": "armor", "controller": "You", "types": ["artifact"]}]
    fx = line_effects(pool_cards, "Magebane Armor", "armor", attached="bears")
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece(red(), "bears", 3)]}]))
    assert o.permanents["bears"].damage == 0 and o.prevented == 3
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece(red(), "bears", 3, combat=True)]}]))
    assert o.prevented == 0 and o.permanents["bears"].zone == "graveyard"


def test_scarecrow_prevents_damage_by_creatures_with_flying(index):
    flier = creature("bird", "Opponent", 2, 2, keywords=["flying"])
    walker = creature("bears", "Opponent", 2, 2)
    act = [{"activate": "crow"}, {"damage": [piece("bird", "You", 2), piece("bears", "You", 2)]}]
    o = one(play(index, battlefield=[card("crow", "Scarecrow"), flier, walker], actions=act))
    assert o.players["You"].life == 18 and o.prevented == 2  # the flier's 2 only


def test_al_abaras_carpet_stops_attackers_without_flying(index):
    text = (
        "I control Al-abara's Carpet. Opponent controls Hill Giant. Hill Giant attacks me. "
        "I activate Al-abara's Carpet."
    )
    o = only(index, text)
    assert o.players["You"].life == 20 and o.prevented == 3


def test_vine_snare_stops_combat_damage_by_creatures_with_power_4_or_less(index):
    small, big = creature("bears", "Opponent", 4, 4), creature("wurm", "Opponent", 6, 4)
    o = one(
        play(
            index,
            battlefield=[small, big],
            actions=[
                {"cast": "Vine Snare", "by": "You"},
                {"combat": {"attackers": {"bears": "You", "wurm": "You"}}},
            ],
        )
    )
    assert o.players["You"].life == 14 and o.prevented == 4  # the 6-power Wurm's damage is dealt


def test_hindervines_spares_creatures_with_a_plus_one_counter(index):
    countered = creature("a", "Opponent", 2, 2, counters={"+1/+1": 1})
    plain = creature("b", "Opponent", 2, 2)
    act = [{"cast": "Hindervines", "by": "You"}, {"combat": {"attackers": {"a": "You", "b": "You"}}}]
    o = one(play(index, battlefield=[countered, plain], actions=act))
    assert o.players["You"].life == 17 and o.prevented == 2  # a (3/3 with its counter) deals 3


def test_hunters_ambush_stops_nongreen_creatures_only(index):
    text = "Opponent controls Hill Giant and Grizzly Bears. They attack me. I cast Hunter's Ambush."
    o = only(index, text)
    assert o.players["You"].life == 18 and o.prevented == 3  # the red Giant's 3; the green Bears' 2 is dealt


def test_energy_storm_stops_instants_and_sorceries_not_creatures(index):
    o = only(index, "I control Energy Storm. Opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == 20 and o.prevented == 3
    o = only(index, "I control Energy Storm. Opponent controls Hill Giant. Hill Giant attacks me.")
    assert o.players["You"].life == 17


def test_lithomancers_focus_stops_colorless_sources_only(index):
    bf = [creature("bears", "You", 2, 2)]
    gray = {"id": "rod", "name": "a colorless source", "controller": "Opponent", "types": ["artifact"]}
    cast = {"cast": "Lithomancer's Focus", "by": "You", "targets": ["bears"]}
    o = one(play(index, battlefield=bf, actions=[cast, {"damage": [piece(gray, "bears", 4)]}]))
    assert o.permanents["bears"].damage == 0 and o.prevented == 4 and o.permanents["bears"].toughness == 4
    o = one(play(index, battlefield=bf, actions=[cast, {"damage": [piece(red(), "bears", 4)]}]))
    assert o.permanents["bears"].zone == "graveyard"  # 4 damage to a 4/4: a red source isn't colorless


def test_tresserhorn_skyknight_and_first_strikers(index):
    bf = [card("knight", "Tresserhorn Skyknight"), creature("fs", "Opponent", 3, 3, keywords=["first strike"])]
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece("fs", "knight", 3)]}]))
    assert o.permanents["knight"].damage == 0 and o.prevented == 3
    bf[1] = creature("fs", "Opponent", 3, 3)
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece("fs", "knight", 3)]}]))
    assert o.prevented == 0


def test_goblin_furrier_deals_no_damage_to_snow_creatures(index):
    bf = [card("gob", "Goblin Furrier"), creature("yeti", "Opponent", 2, 2, types=["snow", "creature"])]
    bf.append(creature("bears", "Opponent", 2, 2))
    act = [{"damage": [piece("gob", "yeti", 2)]}, {"damage": [piece("gob", "bears", 2)]}]
    o = one(play(index, battlefield=bf, actions=act))
    assert o.permanents["yeti"].damage == 0 and o.permanents["bears"].zone == "graveyard" and o.prevented == 2


def test_light_of_sanction_stops_your_own_sources_damage_to_your_creatures(index):
    bf = [card("light", "Light of Sanction"), creature("bears", "You", 2, 2), creature("mine", "You", 3, 3)]
    bf.append(creature("theirs", "Opponent", 3, 3))
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece("mine", "bears", 3)]}]))
    assert o.permanents["bears"].damage == 0 and o.prevented == 3
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece("theirs", "bears", 3)]}]))
    assert o.permanents["bears"].zone == "graveyard"


def test_terrifying_presence_spares_only_the_target(index):
    bf = [creature("a", "Opponent", 2, 2), creature("b", "Opponent", 3, 3)]
    act = [
        {"cast": "Terrifying Presence", "by": "You", "targets": ["b"]},
        {"combat": {"attackers": {"a": "You", "b": "You"}}},
    ]
    o = one(play(index, battlefield=bf, actions=act))
    assert o.players["You"].life == 17 and o.prevented == 2


def test_artifact_ward_and_marble_priest(pool_cards, index):
    bf = [creature("bears", "You", 2, 2), {"id": "ward", "controller": "You", "types": ["enchantment"]}]
    fx = line_effects(pool_cards, "Artifact Ward", "ward", attached="bears")
    gray = {"id": "rod", "name": "a rod", "controller": "Opponent", "types": ["artifact"]}
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece(red(), "bears", 1)]}]))
    assert o.prevented == 0 and o.permanents["bears"].damage == 1
    o = one(play(index, battlefield=bf, effects=fx, actions=[{"damage": [piece(gray, "bears", 3)]}]))
    assert o.permanents["bears"].damage == 0 and o.prevented == 3
    bf = [card("priest", "Marble Priest"), creature("wall", "Opponent", 0, 4, subtypes=["Wall"])]
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece("wall", "priest", 2, combat=True)]}]))
    assert o.prevented == 2
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece("wall", "priest", 2)]}]))
    assert o.prevented == 0  # combat damage only


def test_barbed_wire_prevents_the_next_1_damage_it_would_deal(index):
    act = [{"activate": "wire"}, {"damage": [piece("wire", "Opponent", 1)]}, {"damage": [piece("wire", "Opponent", 1)]}]
    o = one(play(index, battlefield=[card("wire", "Barbed Wire", "Opponent")], actions=act))
    assert o.players["Opponent"].life == 19 and o.prevented == 1


def test_rune_of_protection_lands_chooses_a_land_source(index):
    land = {"id": "land", "name": "a land", "controller": "Opponent", "types": ["land"]}
    act = [{"activate": "rune", "source": "land"}, {"damage": [piece(land, "You", 2)]}]
    o = one(play(index, battlefield=[card("rune", "Rune of Protection: Lands")], actions=act))
    assert o.players["You"].life == 20 and o.prevented == 2


# --- recipients ---------------------------------------------------------------------------------------------


def test_chameleon_blur_stops_creatures_damage_to_players_not_to_creatures(index):
    text = (
        "I control Grizzly Bears. Opponent controls two Hill Giants. They attack me. Grizzly Bears blocks the "
        "first Hill Giant. I cast Chameleon Blur."
    )
    o = only(index, text)
    assert o.players["You"].life == 20 and o.prevented == 3
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_sivvis_ruse_endure_and_safe_passage(index):
    bf = [creature("bears", "You", 2, 2), card("art", "Barbed Wire"), creature("foe", "Opponent", 2, 2)]
    dmg = {"damage": [piece(red(), "bears", 2), piece(red(), "You", 2), piece(red(), "foe", 2)]}
    ruse = one(play(index, battlefield=bf, actions=[{"cast": "Sivvi's Ruse", "by": "You"}, dmg]))
    assert ruse.permanents["bears"].damage == 0 and ruse.players["You"].life == 18 and ruse.prevented == 2
    endure = one(play(index, battlefield=bf, actions=[{"cast": "Endure", "by": "You"}, dmg]))
    assert endure.players["You"].life == 20 and endure.prevented == 4
    assert endure.permanents["foe"].zone == "graveyard"
    safe = one(play(index, battlefield=bf, actions=[{"cast": "Safe Passage", "by": "You"}, dmg]))
    assert safe.players["You"].life == 20 and safe.prevented == 4


def test_decorated_griffin_prevents_only_combat_damage(index):
    bf = [card("griffin", "Decorated Griffin")]
    act = [
        {"activate": "griffin"},
        {"damage": [piece(red(), "You", 3)]},
        {"damage": [piece(red(), "You", 3, combat=True)]},
    ]
    o = one(play(index, battlefield=bf, actions=act))
    assert o.players["You"].life == 15 and o.prevented == 1


def test_samite_censer_bearer_gives_each_creature_its_own_shield(index):
    bf = [card("censer", "Samite Censer-Bearer"), creature("a", "You", 2, 2), creature("b", "You", 2, 2)]
    act = [{"activate": "censer"}, {"damage": [piece(red(), "a", 2), piece(red(), "b", 2)]}]
    o = one(play(index, battlefield=bf, actions=act))
    assert o.permanents["a"].damage == 1 and o.permanents["b"].damage == 1 and o.prevented == 2
    assert o.permanents["censer"].zone == "graveyard"  # sacrificed as its cost: no shield of its own


def test_djeru_prevents_1_of_damage_to_your_planeswalkers(index):
    bf = [card("djeru", "Djeru, With Eyes Open"), {"id": "pw", "controller": "You", "loyalty": 4}]
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece(red(), "pw", 3)]}]))
    assert o.permanents["pw"].loyalty == 2 and o.prevented == 1


def test_emmara_tandris_protects_creature_tokens_only(index):
    bf = [card("emmara", "Emmara Tandris"), creature("tok", "You", 1, 1, token=True), creature("card", "You", 1, 1)]
    o = one(play(index, battlefield=bf, actions=[{"damage": [piece(red(), "tok", 1), piece(red(), "card", 1)]}]))
    assert o.permanents["tok"].zone == "battlefield" and o.permanents["card"].zone == "graveyard"
    assert o.prevented == 1


def test_personal_sanctuary_only_during_your_turn(index):
    bf = [card("sanctuary", "Personal Sanctuary")]
    act = [{"damage": [piece(red(), "You", 3)]}]
    mine = one(play(index, battlefield=bf, actions=act, active_player="You"))
    assert mine.players["You"].life == 20 and mine.prevented == 3
    theirs = one(play(index, battlefield=bf, actions=act, active_player="Opponent"))
    assert theirs.players["You"].life == 17
    with pytest.raises(Unmodelled, match="say whose turn it is"):
        play(index, battlefield=bf, actions=act)


def test_hypochondria_may_target_any_permanent_the_old_way(index):
    bf = [card("hypo", "Hypochondria"), {"id": "rock", "controller": "You", "types": ["artifact"]}]
    o = one(play(index, battlefield=bf, actions=[{"activate": "hypo", "targets": ["rock"]}]))
    assert o.prevented == 0  # a legal target ("target permanent or player"), nothing to prevent
    with pytest.raises(BadInput, match="creature, planeswalker or player"):  # ability 2: any target
        play(index, battlefield=bf, actions=[{"activate": "hypo", "ability": 2, "targets": ["rock"]}])


# --- one-shot word orders: divided, up to two, counters -----------------------------------------------------


def test_embolden_divides_its_shields_as_cast(index):
    bf = [creature("bears", "You", 2, 2)]
    cast = {"cast": "Embolden", "by": "You", "targets": ["bears", "You"], "divide": [3, 1]}
    dmg = {"damage": [piece(red(), "bears", 3), piece(red(), "You", 3)]}
    o = one(play(index, battlefield=bf, actions=[cast, dmg]))
    assert o.permanents["bears"].damage == 0 and o.players["You"].life == 18 and o.prevented == 4
    every = play(index, battlefield=bf, actions=[{**cast, "divide": None}, dmg])
    assert sorted(o.players["You"].life for o in every.outcomes) == [18, 19, 20]  # 3/1, 2/2, 1/3
    with pytest.raises(BadInput, match="divide 4 prevention"):
        play(index, battlefield=bf, actions=[{**cast, "divide": [2, 1]}, dmg])


def test_remedy_needs_at_least_one_target(index):
    with pytest.raises(BadInput, match="1 to 5 target"):
        play(index, actions=[{"cast": "Remedy", "by": "You"}])


def test_redeem_protects_up_to_two_target_creatures(index):
    bf = [creature("a", "You", 2, 2), creature("b", "You", 2, 2), creature("c", "You", 2, 2)]
    dmg = {"damage": [piece(red(), x, 2) for x in "abc"]}
    o = one(play(index, battlefield=bf, actions=[{"cast": "Redeem", "by": "You", "targets": ["a", "b"]}, dmg]))
    assert [o.permanents[x].zone for x in "abc"] == ["battlefield", "battlefield", "graveyard"]
    o = one(play(index, battlefield=bf, actions=[{"cast": "Redeem", "by": "You"}, dmg]))
    assert o.prevented == 0  # no target: it protects nothing
    with pytest.raises(BadInput, match="0 to 2 target"):
        play(index, battlefield=bf, actions=[{"cast": "Redeem", "by": "You", "targets": ["a", "b", "c"]}])
    with pytest.raises(BadInput, match="creature"):
        play(index, battlefield=bf, actions=[{"cast": "Redeem", "by": "You", "targets": ["You"]}])


def test_test_of_faith_puts_a_counter_per_damage_prevented(index):
    bf = [creature("bears", "You", 2, 2)]
    act = [{"cast": "Test of Faith", "by": "You", "targets": ["bears"]}, {"damage": [piece(red(), "bears", 5)]}]
    o = one(play(index, battlefield=bf, actions=act))
    assert o.permanents["bears"].counters == {"+1/+1": 3} and o.permanents["bears"].damage == 2
    assert o.permanents["bears"].zone == "battlefield"  # a 5/5 with 2 damage


# --- what stays unmodelled, and today's wording -------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "clause"),
    [
        ("Enshrouding Mist", "recipient 'it'"),
        ("Samite Alchemist", "tap that creature"),
    ],
)
def test_what_stays_unmodelled_names_its_clause(pool_cards, name, clause):
    c = pool_cards[name]
    f = c.faces[0]
    reasons = [a.reason or "" for a in compile_card(f.name, f.oracle_text, f.type_line) if not a.modelled]
    assert any(clause in r for r in reasons), reasons


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("{W}, Discard a card: Prevent the next 3 damage that would be dealt to any target this turn.", None),
        (
            "{T}: Prevent the next 1 damage that would be dealt to target creature, planeswalker, or player this turn.",
            None,
        ),
        (
            "{T}: Prevent the next 2 damage that would be dealt to target creature or player this turn.",
            "creature_or_player",
        ),
        ("{W}: Prevent all damage that would be dealt this turn to target creature you control.", "creature"),
    ],
)
def test_todays_and_old_target_wordings(text, kind):
    (a,) = compile_card("Some Card", text, "Artifact")
    assert a.modelled and a.target_kind == kind, a.reason


def test_grammar_refuses_what_it_cant_read():
    for text in (
        "Prevent all damage that would be dealt to you this turn by creatures with banding.",
        "Prevent all damage that would be dealt this turn by creatures with power 4 or greater.",
        "Prevent all damage that would be dealt this turn to target creature an opponent controls.",
    ):
        (a,) = compile_card("Some Instant", text, "Instant")
        assert not a.modelled, text
