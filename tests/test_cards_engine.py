"""Every bundled MTG card resolves in a scenario (cast, activated, or on the battlefield)."""

import pytest
from helpers import card, cited, creature, hit, one, play, step_with

from resolver import BadInput, Unmodelled

BEARS = card("bears", "Grizzly Bears", "Opponent")
CAST = "cast"


def cast(name, by="Opponent", **extra):
    return {CAST: name, "by": by, **extra}


# --- spells ------------------------------------------------------------------------------------------


def test_lightning_bolt_and_shock():
    o = one(play(battlefield=[BEARS], actions=[cast("Lightning Bolt", "You", targets=["bears"])]))
    assert o.permanents["bears"].zone == "graveyard" and "601.2" in cited(o)
    o = one(play(actions=[cast("Shock", targets=["You"])]))
    assert o.players["You"].life == 18


def test_flames_of_the_firebrand_divides_as_the_caster_chooses():
    res = play(
        battlefield=[BEARS, card("giant", "Hill Giant", "Opponent")],
        actions=[cast("Flames of the Firebrand", "You", targets=["bears", "giant"])],
    )
    assert sorted((o.permanents["bears"].zone, o.permanents["giant"].damage) for o in res.outcomes) == [
        ("battlefield", 2),
        ("graveyard", 1),
    ]
    fixed = one(
        play(
            battlefield=[BEARS, card("giant", "Hill Giant", "Opponent")],
            actions=[cast("Flames of the Firebrand", "You", targets=["bears", "giant"], divide=[2, 1])],
        )
    )
    assert fixed.permanents["bears"].zone == "graveyard" and fixed.permanents["giant"].damage == 1


def test_banefire_is_unpreventable_from_x_5():
    shield = {"effect": {"kind": "prevent", "amount": 10, "to": [{"player": "You"}], "name": "Shield"}}
    small = one(play(actions=[shield, cast("Banefire", x=4, targets=["You"])]))
    assert small.players["You"].life == 20
    big = one(play(actions=[shield, cast("Banefire", x=5, targets=["You"])]))
    assert big.players["You"].life == 15
    with pytest.raises(BadInput, match="give x"):
        play(actions=[cast("Banefire", targets=["You"])])


def test_skullcrack_stops_life_gain_and_prevention():
    o = one(
        play(
            battlefield=[card("hawk", "Vampire Nighthawk", "You")],
            actions=[
                cast("Healing Salve", "You", mode=2, targets=["You"]),
                cast("Skullcrack", targets=["You"]),
                hit("hawk", "Opponent", 2),
            ],
        )
    )
    assert o.players["You"].life == 17  # the Healing Salve shield doesn't stop Skullcrack's damage
    assert o.players["Opponent"].life == 18 and "119.7" in cited(o)  # and lifelink gains nothing


def test_skullcrack_must_target_a_player_or_planeswalker():
    with pytest.raises(BadInput, match="targets a player or planeswalker"):
        play(battlefield=[BEARS], actions=[cast("Skullcrack", "You", targets=["bears"])])


def test_stomp_by_its_face_name_and_bonecrusher_punishes_targeting():
    o = one(play(battlefield=[card("knight", "Disciplined Duelist")], actions=[cast("Stomp", targets=["knight"])]))
    assert o.permanents["knight"].zone == "graveyard"  # the shield counter goes and the 2 damage kills the 2/1
    assert {"615.12", "122.1c"} <= cited(o)
    o = one(
        play(
            battlefield=[card("giant", "Bonecrusher Giant // Stomp", "You")], actions=[cast("Shock", targets=["giant"])]
        )
    )
    assert o.players["Opponent"].life == 18 and o.permanents["giant"].damage == 2


def test_combust_must_target_white_or_blue_and_cant_be_prevented():
    o = one(
        play(
            battlefield=[card("angel", "Serra Angel")],
            actions=[
                {"effect": {"kind": "prevent", "to": [{"id": "angel"}], "name": "Shield"}},
                cast("Combust", targets=["angel"]),
            ],
        )
    )
    assert o.permanents["angel"].zone == "graveyard"
    with pytest.raises(BadInput, match="white or blue"):
        play(battlefield=[BEARS], actions=[cast("Combust", "You", targets=["bears"])])


def test_call_in_a_professional_removes_the_shield_counter_and_deals_damage():
    o = one(
        play(
            battlefield=[card("duelist", "Disciplined Duelist")],
            actions=[cast("Call In a Professional", targets=["duelist"])],
        )
    )
    assert o.permanents["duelist"].zone == "graveyard" and "122.1c" in cited(o)


def test_pyroclasm_with_daunting_defender_seed_example():
    o = one(
        play(
            battlefield=[
                card("dd", "Daunting Defender"),
                card("healer", "Samite Healer"),
                card("wojek", "Wojek Apothecary"),
                BEARS,
            ],
            actions=[cast("Pyroclasm")],
        )
    )
    assert o.permanents["dd"].damage == 1
    assert o.permanents["healer"].zone == "graveyard"  # 1/1 Cleric: 1 damage still kills
    assert o.permanents["bears"].zone == "graveyard" and "615.10" in cited(o)


def test_healing_salve_modes_branch_when_not_given():
    """Each mode is a line of play (CR 700.2a). Against a Bolt, +3 then -3 and 'prevent 3' end at the same life
    but You are dealt 3 damage in one and none in the other (CR 120.3a): two outcomes (the amount prevented alone
    is no result, CR 615.6); against a Shock they differ in life too (21, or 2 prevented and 20)."""
    res = play(actions=[cast("Healing Salve", "You", targets=["You"]), cast("Lightning Bolt", targets=["You"])])
    assert sorted((o.players["You"].life, o.prevented) for o in res.outcomes) == [(20, 0), (20, 3)]
    res = play(actions=[cast("Healing Salve", "You", targets=["You"]), cast("Shock", targets=["You"])])
    assert sorted((o.players["You"].life, o.prevented) for o in res.outcomes) == [(20, 2), (21, 0)]


@pytest.mark.parametrize(("name", "prevented"), [("Mending Hands", 3), ("Test of Faith", 3)])
def test_prevent_next_n_spells(name, prevented):
    o = one(
        play(
            battlefield=[card("giant", "Hill Giant")],
            actions=[cast(name, "You", targets=["giant"]), cast("Lightning Bolt", targets=["giant"])],
        )
    )
    assert o.prevented == prevented and o.permanents["giant"].zone == "battlefield"
    if name == "Test of Faith":
        assert o.permanents["giant"].counters == {"+1/+1": 3}


@pytest.mark.parametrize("name", ["Fog", "Holy Day", "Root Snare"])
def test_fog_effects(name):
    o = one(
        play(
            battlefield=[card("giant", "Hill Giant", "Opponent")],
            actions=[cast(name, "You"), {"combat": {"attackers": {"giant": "You"}}}, cast("Shock", targets=["You"])],
        )
    )
    assert o.players["You"].life == 18  # the combat damage is prevented, the Shock isn't


def test_deflecting_palm_sends_the_damage_back():
    o = one(
        play(
            battlefield=[card("giant", "Hill Giant", "Opponent")],
            actions=[
                cast("Deflecting Palm", "You", choices=None) if False else cast("Deflecting Palm", "You"),
                {"combat": {"attackers": {"giant": "You"}}},
            ],
            choices=["Deflecting Palm's effect: Hill Giant as the chosen source"],
        )
    )
    assert o.players["You"].life == 20 and o.players["Opponent"].life == 17


def test_divine_deflection_prevents_x_and_deals_it_to_the_target():
    o = one(
        play(
            battlefield=[card("bears", "Grizzly Bears", "You")],
            actions=[
                cast("Divine Deflection", "You", x=2, targets=["Opponent"]),
                cast("Lightning Bolt", targets=["bears"]),
            ],
        )
    )
    assert o.permanents["bears"].damage == 1 and o.players["Opponent"].life == 18


def test_harms_way_redirects_two_of_the_chosen_sources_damage():
    o = one(
        play(
            actions=[
                cast("Harm's Way", "You", targets=["Opponent"]),
                cast("Lightning Bolt", id="bolt", targets=["You"]),
            ],
            choices=["Harm's Way's effect: Lightning Bolt as the chosen source"],
        )
    )
    assert o.players["You"].life == 19 and o.players["Opponent"].life == 18
    step = step_with(o, "as the source for Harm's Way")
    assert step.rules == ["609.7a", "609.7b"]  # a redirection: 615.9 is about prevention


def test_giant_growth_saves_a_creature():
    o = one(
        play(
            battlefield=[card("bears", "Grizzly Bears", "You")],
            actions=[cast("Giant Growth", "You", targets=["bears"]), cast("Lightning Bolt", targets=["bears"])],
        )
    )
    assert o.permanents["bears"].zone == "battlefield" and o.permanents["bears"].toughness == 5


# --- activated abilities -------------------------------------------------------------------------------


def test_samite_healer_seed_situation():
    """'Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting them.'"""
    o = one(
        play(
            battlefield=[card("bears", "Grizzly Bears"), card("healer", "Samite Healer")],
            actions=[{"activate": "healer", "targets": ["bears"]}, cast("Lightning Bolt", targets=["bears"])],
        )
    )
    assert o.permanents["bears"].zone == "graveyard" and o.prevented == 1
    assert step_with(o, "prevents 1 of the 3 damage").rules == ["615.7"]


def test_wojek_apothecary_seed_example():
    o = one(
        play(
            battlefield=[
                card("wojek", "Wojek Apothecary"),
                card("healer", "Samite Healer"),
                card("bears", "Grizzly Bears"),
            ],
            actions=[{"activate": "wojek", "targets": ["healer"]}, cast("Pyroclasm")],
        )
    )
    assert o.permanents["healer"].zone == "graveyard"  # 1 of 2 prevented: still lethal on a 1/1
    assert o.permanents["wojek"].zone == "graveyard"  # shares white with the healer: 1 of 2 prevented, 1/1 dies
    assert o.prevented == 2 and "615.11" in cited(o)


@pytest.mark.parametrize(
    ("name", "counter", "amount", "ability", "expect_life"),
    [("Defender en-Vec", "fade", 4, 1, 19), ("Hypochondria", None, 0, 1, 20)],
)
def test_counter_paid_and_plain_shields(name, counter, amount, ability, expect_life):
    o = one(
        play(
            battlefield=[card("p", name)],
            actions=[
                {"activate": "p", "ability": ability, "targets": ["You"]},
                cast("Lightning Bolt", targets=["You"]),
            ],
        )
    )
    assert o.players["You"].life == expect_life
    if counter:
        assert o.permanents["p"].counters == {counter: amount - 1}


def test_fylgja_protects_the_enchanted_creature():
    o = one(
        play(
            battlefield=[card("bears", "Grizzly Bears"), card("aura", "Fylgja", attached_to="bears")],
            actions=[{"activate": "aura"}, cast("Shock", targets=["bears"])],
        )
    )
    assert o.permanents["bears"].damage == 1 and o.permanents["aura"].counters == {"healing": 3}


def test_rasputin_removes_a_dream_counter_to_shield_itself():
    o = one(
        play(
            battlefield=[card("ras", "Rasputin Dreamweaver")],
            actions=[{"activate": "ras", "ability": 2}, cast("Shock", targets=["ras"])],
        )
    )
    assert step_with(o, "Cost paid: 1 dream counter removed from Rasputin")
    assert o.prevented == 1 and o.permanents["ras"].zone == "graveyard"  # the 4/1 still takes 1
    with pytest.raises(Unmodelled, match="adds mana"):
        play(battlefield=[card("ras", "Rasputin Dreamweaver")], actions=[{"activate": "ras", "ability": 1}])


def test_spore_flower_needs_three_counters():
    o = one(
        play(
            battlefield=[
                card("flower", "Spore Flower", counters={"spore": 3}),
                card("giant", "Hill Giant", "Opponent"),
            ],
            actions=[{"activate": "flower"}, {"combat": {"attackers": {"giant": "You"}}}],
        )
    )
    assert o.players["You"].life == 20 and o.permanents["flower"].counters == {}
    with pytest.raises(BadInput, match="can't pay"):
        play(battlefield=[card("flower", "Spore Flower", counters={"spore": 1})], actions=[{"activate": "flower"}])


def test_glacial_crevasses_and_dark_sphere():
    o = one(
        play(
            battlefield=[card("gc", "Glacial Crevasses"), card("giant", "Hill Giant", "Opponent")],
            actions=[{"activate": "gc"}, {"combat": {"attackers": {"giant": "You"}}}],
        )
    )
    assert o.players["You"].life == 20
    o = one(
        play(
            battlefield=[card("sphere", "Dark Sphere"), card("giant", "Hill Giant", "Opponent")],
            actions=[{"activate": "sphere"}, {"combat": {"attackers": {"giant": "You"}}}],
            choices=["Dark Sphere's effect: Hill Giant as the chosen source"],
        )
    )
    assert o.players["You"].life == 18 and o.permanents["sphere"].zone == "graveyard"  # 3 -> prevent 1 (down)


@pytest.mark.parametrize(
    ("name", "color", "prevented"), [("Circle of Protection: Red", "R", 3), ("Circle of Protection: White", "W", 0)]
)
def test_circles_of_protection(name, color, prevented):
    o = one(
        play(
            battlefield=[card("cop", name), card("giant", "Hill Giant", "Opponent")],
            actions=[{"activate": "cop"}, {"combat": {"attackers": {"giant": "You"}}}],
        )
    )
    assert o.prevented == prevented  # Hill Giant is red: only the red circle can choose it


def test_a_source_named_with_the_activation_is_the_chosen_source_without_branching():
    """CR 615.9: the source is chosen as the effect is created; naming it fixes that choice."""
    board = [
        card("cop", "Circle of Protection: Red"),
        card("giant", "Hill Giant", "Opponent"),
        creature("goblin", "Opponent", 1, 1, colors=("R",)),
    ]
    attack = {"combat": {"attackers": {"giant": "You", "goblin": "You"}}}
    res = play(battlefield=board, actions=[{"activate": "cop"}, attack])
    assert len(res.outcomes) == 2  # either red attacker can be the chosen source
    o = one(play(battlefield=board, actions=[{"activate": "cop", "source": "giant"}, attack]))
    assert o.prevented == 3 and o.players["You"].life == 19
    with pytest.raises(BadInput, match="can't be chosen as the source"):
        play(
            battlefield=[*board, card("bears", "Grizzly Bears", "Opponent")],
            actions=[{"activate": "cop", "source": "bears"}, attack],
        )


def test_gideon_jura_becomes_a_creature_and_prevents_damage_to_himself():
    o = one(
        play(
            battlefield=[card("gideon", "Gideon Jura")],
            actions=[{"activate": "gideon", "ability": 3}, cast("Lightning Bolt", targets=["gideon"])],
        )
    )
    assert o.permanents["gideon"].loyalty == 6 and o.permanents["gideon"].power == 6
    with pytest.raises(Unmodelled, match="tapped status"):
        play(
            battlefield=[card("gideon", "Gideon Jura"), BEARS],
            actions=[{"activate": "gideon", "ability": 2, "targets": ["bears"]}],
        )


def test_rock_hydra_needs_its_counters_and_spends_them():
    with pytest.raises(BadInput, match="enters with X counters"):
        play(battlefield=[card("hydra", "Rock Hydra")])
    res = play(
        battlefield=[card("hydra", "Rock Hydra", counters={"+1/+1": 3})],
        actions=[{"activate": "hydra", "ability": 1}, cast("Lightning Bolt", targets=["hydra"])],
    )
    # the owner orders the {R} shield and the per-counter prevention: shield first keeps a counter
    outcome = {o.choices[0]: (o.permanents["hydra"].zone, o.permanents["hydra"].counters) for o in res.outcomes}
    assert outcome == {
        "Rock Hydra: Rock Hydra's effect → Rock Hydra": ("battlefield", {"+1/+1": 1}),
        "Rock Hydra: Rock Hydra": ("graveyard", {}),
    }
    assert all(o.prevented == 3 for o in res.outcomes)


# --- static abilities ------------------------------------------------------------------------------------


def test_guardian_seraph_and_valkmira_prevent_one_from_each_opposing_source():
    o = one(
        play(
            battlefield=[
                card("seraph", "Guardian Seraph"),
                card("a", "Grizzly Bears", "Opponent"),
                card("b", "Hill Giant", "Opponent"),
            ],
            actions=[{"combat": {"attackers": {"a": "You", "b": "You"}}}],
        )
    )
    assert o.players["You"].life == 20 - 1 - 2
    o = one(
        play(
            battlefield=[card("valk", "Valkmira, Protector's Shield"), card("bears", "Grizzly Bears")],
            actions=[cast("Pyroclasm")],
        )
    )
    assert o.permanents["bears"].damage == 1 and o.permanents["bears"].zone == "battlefield"
    with pytest.raises(Unmodelled, match="counter-unless-pay"):
        play(
            battlefield=[card("valk", "Valkmira, Protector's Shield"), card("bears", "Grizzly Bears")],
            actions=[cast("Shock", targets=["bears"])],
        )


def test_shield_of_the_realm_and_lymph_sliver():
    o = one(
        play(
            battlefield=[card("bears", "Grizzly Bears"), card("shield", "Shield of the Realm", attached_to="bears")],
            actions=[cast("Lightning Bolt", targets=["bears"])],
        )
    )
    assert o.permanents["bears"].damage == 1
    o = one(play(battlefield=[card("sliver", "Lymph Sliver")], actions=[cast("Lightning Bolt", targets=["sliver"])]))
    assert o.permanents["sliver"].damage == 2


def test_dolmen_gate_protects_attackers_only():
    o = one(
        play(
            battlefield=[
                card("gate", "Dolmen Gate"),
                card("bears", "Grizzly Bears"),
                card("giant", "Hill Giant", "Opponent"),
            ],
            actions=[{"combat": {"attackers": {"bears": "Opponent"}, "blockers": {"giant": "bears"}}}],
        )
    )
    assert o.permanents["bears"].zone == "battlefield" and o.permanents["giant"].damage == 2


def test_phyrexian_vindicator_redirects_as_a_trigger():
    o = one(
        play(
            battlefield=[card("vin", "Phyrexian Vindicator")],
            actions=[cast("Lightning Bolt", targets=["vin"])],
            choices=["Phyrexian Vindicator targets Opponent"],
        )
    )
    assert o.players["Opponent"].life == 17 and "615.13" in cited(o)


def test_swans_of_bryn_argoll_make_the_sources_controller_draw():
    o = one(
        play(battlefield=[card("swans", "Swans of Bryn Argoll")], actions=[cast("Lightning Bolt", targets=["swans"])])
    )
    assert o.players["Opponent"].cards_drawn == 3 and o.permanents["swans"].damage == 0


def test_vigor_turns_damage_to_other_creatures_into_counters():
    o = one(play(battlefield=[card("vigor", "Vigor"), card("bears", "Grizzly Bears")], actions=[cast("Pyroclasm")]))
    assert o.permanents["bears"].counters == {"+1/+1": 2} and o.permanents["vigor"].damage == 2


@pytest.mark.parametrize("name", ["Phantom Centaur", "Phantom Nishoba"])
def test_phantoms_enter_with_counters_and_lose_one_per_event(name):
    o = one(play(battlefield=[card("p", name)], actions=[cast("Lightning Bolt", targets=["p"])]))
    start = 3 if name == "Phantom Centaur" else 7
    assert o.permanents["p"].counters == {"+1/+1": start - 1} and o.permanents["p"].damage == 0


def test_protean_hydra_and_unbreathing_horde_and_undergrowth_champion():
    o = one(
        play(
            battlefield=[card("ph", "Protean Hydra", counters={"+1/+1": 5})],
            actions=[cast("Lightning Bolt", targets=["ph"])],
        )
    )
    assert o.permanents["ph"].counters == {"+1/+1": 2}
    o = one(
        play(
            battlefield=[card("uh", "Unbreathing Horde", counters={"+1/+1": 2})],
            actions=[cast("Lightning Bolt", targets=["uh"])],
        )
    )
    assert o.permanents["uh"].counters == {"+1/+1": 1}
    o = one(
        play(
            battlefield=[card("uc", "Undergrowth Champion", counters={"+1/+1": 1})],
            actions=[cast("Shock", targets=["uc"]), cast("Shock", targets=["uc"])],
        )
    )
    assert o.permanents["uc"].zone == "graveyard" and o.prevented == 2


def test_phyrexian_hydra_and_ironscale_hydra():
    o = one(play(battlefield=[card("h", "Phyrexian Hydra")], actions=[cast("Lightning Bolt", targets=["h"])]))
    assert o.permanents["h"].counters == {"-1/-1": 3} and o.permanents["h"].damage == 0
    o = one(
        play(
            battlefield=[card("h", "Ironscale Hydra"), card("giant", "Hill Giant", "Opponent")],
            actions=[
                {"combat": {"attackers": {"giant": "You"}, "blockers": {"h": "giant"}}},
                cast("Shock", targets=["h"]),
            ],
        )
    )
    assert o.permanents["h"].counters == {"+1/+1": 1} and o.permanents["h"].damage == 2


def test_nine_lives_counts_incarnations_and_loses_you_the_game_when_it_leaves():
    o = one(
        play(
            battlefield=[card("nl", "Nine Lives", counters={"incarnation": 8})],
            actions=[cast("Lightning Bolt", targets=["You"])],
        )
    )
    assert o.players["You"].life == 20
    assert o.permanents["nl"].zone == "exile" and o.players["You"].lost and "104.3e" in cited(o)


# --- replacement effects ----------------------------------------------------------------------------------


def test_lichenthrope_phytohydra_and_soul_scar_mage():
    o = one(play(battlefield=[card("l", "Lichenthrope")], actions=[cast("Shock", targets=["l"])]))
    assert o.permanents["l"].counters == {"-1/-1": 2}
    o = one(play(battlefield=[card("p", "Phytohydra")], actions=[cast("Shock", targets=["p"])]))
    assert o.permanents["p"].counters == {"+1/+1": 2}
    o = one(
        play(
            battlefield=[card("mage", "Soul-Scar Mage", "Opponent"), card("bears", "Grizzly Bears")],
            actions=[cast("Shock", "Opponent", targets=["bears"])],
        )
    )
    assert o.permanents["bears"].zone == "graveyard" and o.permanents["bears"].damage == 0


def test_furnace_gratuitous_violence_torbran_gisela():
    o = one(play(battlefield=[card("f", "Furnace of Rath", "Opponent")], actions=[cast("Shock", targets=["You"])]))
    assert o.players["You"].life == 16
    o = one(
        play(
            battlefield=[card("gv", "Gratuitous Violence", "Opponent"), card("giant", "Hill Giant", "Opponent")],
            actions=[{"combat": {"attackers": {"giant": "You"}}}, cast("Shock", targets=["You"])],
        )
    )
    assert o.players["You"].life == 20 - 6 - 2
    o = one(
        play(
            battlefield=[card("t", "Torbran, Thane of Red Fell", "Opponent")], actions=[cast("Shock", targets=["You"])]
        )
    )
    assert o.players["You"].life == 16
    o = one(
        play(
            battlefield=[card("g", "Gisela, Blade of Goldnight")],
            actions=[cast("Lightning Bolt", targets=["You"]), cast("Shock", "You", targets=["Opponent"])],
        )
    )
    assert o.players["You"].life == 19 and o.players["Opponent"].life == 16


def test_palisade_giant_takes_the_damage():
    o = one(
        play(
            battlefield=[card("pg", "Palisade Giant"), card("bears", "Grizzly Bears")],
            actions=[cast("Lightning Bolt", targets=["You"]), cast("Shock", targets=["bears"])],
        )
    )
    assert o.players["You"].life == 20 and o.permanents["bears"].damage == 0 and o.permanents["pg"].damage == 5


def test_everlasting_torment_and_leyline_of_punishment():
    o = one(
        play(
            battlefield=[card("et", "Everlasting Torment"), card("giant", "Hill Giant")],
            actions=[cast("Shock", targets=["giant"])],
        )
    )
    assert o.permanents["giant"].counters == {"-1/-1": 2} and o.permanents["giant"].damage == 0
    o = one(
        play(
            battlefield=[card("lp", "Leyline of Punishment"), card("hawk", "Vampire Nighthawk")],
            actions=[
                {"effect": {"kind": "prevent", "to": [{"player": "You"}], "name": "Shield"}},
                cast("Shock", targets=["You"]),
                hit("hawk", "Opponent", 2),
            ],
        )
    )
    assert o.players["You"].life == 18


def test_questing_beast_damage_cant_be_prevented_and_hits_a_planeswalker():
    o = one(
        play(
            battlefield=[card("qb", "Questing Beast"), card("gid", "Gideon Jura", "Opponent")],
            actions=[cast("Fog", "Opponent"), {"combat": {"attackers": {"qb": "Opponent"}}}],
        )
    )
    assert o.players["Opponent"].life == 16 and o.permanents["gid"].loyalty == 2


# --- bodies, keywords, triggers ------------------------------------------------------------------------------


def test_boros_reckoner_deals_back_what_it_is_dealt():
    o = one(
        play(
            battlefield=[card("br", "Boros Reckoner")],
            actions=[cast("Shock", targets=["br"])],
            choices=["Boros Reckoner targets Opponent"],
        )
    )
    assert o.players["Opponent"].life == 18
    step = step_with(o, "Boros Reckoner's triggered ability resolves")
    assert "603.3" in step.rules and "615.13" not in cited(o)  # a card's trigger, not a 'when prevented' one


def test_kor_firewalker_may_gain_life_and_is_protected_from_red():
    res = play(battlefield=[card("kor", "Kor Firewalker")], actions=[cast("Lightning Bolt", targets=["You"])])
    assert sorted(o.players["You"].life for o in res.outcomes) == [17, 18]  # "you may gain 1 life"
    with pytest.raises(BadInput, match="protection from red"):  # a red spell can't target it (702.16b)
        play(battlefield=[card("kor", "Kor Firewalker")], actions=[cast("Lightning Bolt", targets=["kor"])])
    o = one(
        play(
            battlefield=[card("kor", "Kor Firewalker")],
            actions=[{"damage": [{"source": {"name": "Blaze", "colors": ["R"]}, "to": "kor", "amount": 3}]}],
        )
    )
    assert o.permanents["kor"].damage == 0 and "702.16e" in cited(o)  # red damage is prevented


def test_wurmcoil_engine_death_trigger_is_not_modelled():
    o = one(play(battlefield=[card("w", "Wurmcoil Engine"), BEARS], actions=[hit("w", "bears", 6)]))
    assert o.players["You"].life == 26  # lifelink
    with pytest.raises(Unmodelled, match="token creation"):
        play(battlefield=[card("w", "Wurmcoil Engine")], actions=[cast("Banefire", x=6, targets=["w"])])


@pytest.mark.parametrize(
    ("name", "poison", "counters"),
    [("Glistener Elf", 1, {"-1/-1": 1}), ("Plague Stinger", 1, {"-1/-1": 1}), ("Boggart Ram-Gang", 0, {"-1/-1": 3})],
)
def test_infect_and_wither_bodies(name, poison, counters):
    o = one(
        play(
            battlefield=[card("x", name, "Opponent"), card("giant", "Hill Giant")],
            actions=[hit("x", "You", 1), hit("x", "giant", 3 if name == "Boggart Ram-Gang" else 1)],
        )
    )
    assert o.players["You"].poison == poison
    assert o.permanents["giant"].counters == counters or o.permanents["giant"].zone == "graveyard"


def test_plain_bodies_fight():
    o = one(
        play(
            battlefield=[
                card("angel", "Serra Angel", "Opponent"),
                card("peg", "Stormfront Pegasus"),
                card("bears", "Grizzly Bears"),
                card("giant", "Hill Giant", "Opponent"),
            ],
            actions=[
                {
                    "combat": {
                        "attackers": {"angel": "You", "giant": "You"},
                        "blockers": {"peg": "angel", "bears": "giant"},
                    }
                }
            ],
        )
    )
    assert o.permanents["peg"].zone == o.permanents["bears"].zone == "graveyard"
    assert o.permanents["angel"].damage == 2 and o.permanents["giant"].damage == 2


def test_blight_mamba_regenerates_after_the_damage_is_dealt():
    """CR 614.8 / 701.15a: regeneration replaces the destruction; the damage was still dealt."""
    o = one(play(battlefield=[card("m", "Blight Mamba", "Opponent")], actions=[hit("m", "You", 1)]))
    assert o.players["You"].poison == 1
    o = one(play(battlefield=[card("m", "Blight Mamba")], actions=[{"activate": "m"}, cast("Shock", targets=["m"])]))
    mamba = o.permanents["m"]
    assert mamba.zone == "battlefield" and mamba.damage == 0
    assert {"614.8", "701.15a"} <= cited(o)
    o = one(
        play(
            battlefield=[card("m", "Blight Mamba")],
            actions=[{"activate": "m"}, cast("Shock", targets=["m"]), cast("Shock", targets=["m"])],
        )
    )
    assert o.permanents["m"].zone == "graveyard"  # one shield: the second Shock destroys it


def test_nine_lives_and_ironscale_hydra_count_one_counter_per_source_at_once():
    """Nine Lives' ruling: 'If more than one source deals damage to you at once, prevent the damage from
    each of them and put that many incarnation counters on Nine Lives.' Ironscale Hydra's text has the
    same subject ('if a creature would deal combat damage'), unlike the Phantoms' ('if damage would be
    dealt to'), which lose one counter however many sources."""
    o = one(
        play(
            battlefield=[
                card("nl", "Nine Lives"),
                card("giant", "Hill Giant", "Opponent"),
                card("bears", "Grizzly Bears", "Opponent"),
            ],
            actions=[{"combat": {"attackers": {"giant": "You", "bears": "You"}}}],
        )
    )
    assert o.players["You"].life == 20 and o.permanents["nl"].counters == {"incarnation": 2}
    o = one(
        play(
            battlefield=[
                card("h", "Ironscale Hydra", "Opponent"),
                card("giant", "Hill Giant"),
                card("bears", "Grizzly Bears"),
            ],
            actions=[
                {
                    "combat": {
                        "attackers": {"h": "You"},
                        "blockers": {"giant": "h", "bears": "h"},
                        "assign": {"h": {"giant": 5}},
                    }
                }
            ],
        )
    )
    assert o.permanents["h"].counters == {"+1/+1": 2} and o.permanents["h"].damage == 0


def test_a_huge_number_of_draws_is_one_step_not_one_per_card():
    """Swans of Bryn Argoll prevented 1,000,000 damage: the source's controller draws that many cards, said
    once (the log must not grow with the amount)."""
    o = one(
        play(
            battlefield=[card("swans", "Swans of Bryn Argoll"), card("giant", "Hill Giant", "Opponent")],
            actions=[hit("giant", "swans", 1_000_000)],
        )
    )
    assert o.players["Opponent"].cards_drawn == 1_000_000
    assert [s.text for s in o.log if "draw" in s.text] == [
        "Swans of Bryn Argoll: Opponent draws 1000000 cards",
        "Opponent draws 1000000 cards",
    ]
    assert len(o.log) < 10
