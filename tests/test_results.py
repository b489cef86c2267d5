"""CR 120.3 (what damage does) and CR 704 (state-based actions)."""

from helpers import cited, creature, hit, one, solve, spell, step_with

BOLT = spell("Lightning Bolt", "Opponent", ("R",), "bolt")


def test_120_3a_damage_to_a_player_is_life_loss():
    o = one(solve(actions=[hit(BOLT, "You", 3)]))
    assert o.players["You"].life == 17
    assert step_with(o, "You lose 3 life").rules == ["120.3a"]


def test_120_3b_infect_damage_to_a_player_gives_poison_not_life_loss():
    o = one(
        solve(
            battlefield=[creature("elf", "Opponent", 1, 1, keywords=("infect",))],
            actions=[hit("elf", "You", 1, combat=True)],
        )
    )
    assert o.players["You"].life == 20
    assert o.players["You"].poison == 1
    assert "120.3b" in cited(o)


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_and_704_5i():
    o = one(
        solve(
            battlefield=[
                {"id": "gideon", "controller": "You", "name": "Gideon Jura", "types": ["planeswalker"], "loyalty": 6}
            ],
            actions=[hit(BOLT, "gideon", 3)],
        )
    )
    assert o.permanents["gideon"].loyalty == 3
    assert "120.3c" in cited(o)
    o = one(
        solve(
            battlefield=[
                {"id": "gideon", "controller": "You", "name": "Gideon Jura", "types": ["planeswalker"], "loyalty": 2}
            ],
            actions=[hit(BOLT, "gideon", 3)],
        )
    )
    assert o.permanents["gideon"].zone == "graveyard"
    assert "704.5i" in cited(o)


def test_120_3c_and_e_a_creature_planeswalker_gets_both_results():
    o = one(
        solve(
            battlefield=[
                {
                    "id": "gideon",
                    "controller": "You",
                    "name": "Gideon Jura",
                    "types": ["planeswalker", "creature"],
                    "loyalty": 8,
                    "power": 6,
                    "toughness": 6,
                }
            ],
            actions=[hit(BOLT, "gideon", 3)],
        )
    )
    assert o.permanents["gideon"].loyalty == 5
    assert o.permanents["gideon"].damage == 3


def test_120_3d_wither_damage_becomes_minus_counters_and_704_5f():
    o = one(
        solve(
            battlefield=[
                creature("ram", "Opponent", 3, 3, keywords=("haste", "wither")),
                creature("bears", "You", 2, 2),
            ],
            actions=[hit("ram", "bears", 3)],
        )
    )
    assert o.permanents["bears"].zone == "graveyard"
    assert {"120.3d", "704.5f"} <= cited(o)
    o = one(
        solve(
            battlefield=[creature("ram", "Opponent", 1, 1, keywords=("wither",)), creature("giant", "You", 3, 3)],
            actions=[hit("ram", "giant", 1)],
        )
    )
    assert o.permanents["giant"].counters == {"-1/-1": 1}
    assert o.permanents["giant"].damage == 0
    assert o.permanents["giant"].toughness == 2


def test_120_3e_damage_marked_and_704_5g_lethal_damage():
    o = one(solve(battlefield=[creature("giant", "You", 3, 3, damage=1)], actions=[hit(BOLT, "giant", 2)]))
    assert o.permanents["giant"].zone == "graveyard"
    assert {"120.3e", "704.5g"} <= cited(o)


def test_120_3f_lifelink_gains_for_the_source_controller():
    o = one(
        solve(
            battlefield=[creature("hawk", "Opponent", 2, 3, keywords=("flying", "deathtouch", "lifelink"))],
            actions=[hit("hawk", "You", 2, combat=True)],
        )
    )
    assert o.players["Opponent"].life == 22
    assert o.players["You"].life == 18
    assert "120.3f" in cited(o)


def test_lifelink_blocked_by_cant_gain_life():
    o = one(
        solve(
            battlefield=[creature("hawk", "Opponent", 2, 3, keywords=("lifelink",))],
            effects=[{"kind": "cant_gain_life", "name": "Skullcrack"}],
            actions=[hit("hawk", "You", 2)],
        )
    )
    assert o.players["Opponent"].life == 20
    assert "119.7" in cited(o)


def test_120_3g_toxic_adds_poison_on_combat_damage_to_a_player_only():
    o = one(
        solve(
            battlefield=[creature("stinger", "Opponent", 2, 2, keywords=("toxic 2",))],
            actions=[hit("stinger", "You", 2, combat=True), hit("stinger", "You", 2)],
        )
    )
    assert o.players["You"].poison == 2  # noncombat damage gives none
    assert o.players["You"].life == 16
    assert "120.3g" in cited(o)


def test_704_5h_deathtouch_destroys_and_indestructible_survives():
    o = one(
        solve(
            battlefield=[
                creature("hawk", "Opponent", 1, 3, keywords=("deathtouch",)),
                creature("wurm", "You", 6, 6),
                creature("god", "You", 6, 6, keywords=("indestructible",)),
            ],
            actions=[
                {
                    "damage": [
                        {"source": "hawk", "to": "wurm", "amount": 1},
                        {"source": "hawk", "to": "god", "amount": 7},
                    ]
                }
            ],
        )
    )
    assert o.permanents["wurm"].zone == "graveyard"
    assert o.permanents["god"].zone == "battlefield"
    assert {"704.5h", "702.12b"} <= cited(o)


def test_704_5a_and_704_5c_players_lose_and_the_game_ends():
    o = one(solve(players=[{"name": "You", "life": 3}, "Opponent"], actions=[hit(BOLT, "You", 3), hit(BOLT, "You", 3)]))
    assert o.players["You"].lost and o.players["You"].life == 0
    assert {"704.5a", "104.2a"} <= cited(o)
    assert step_with(o, "remaining actions don't happen")
    o = one(
        solve(
            players=[{"name": "You", "poison": 9}, "Opponent"],
            battlefield=[creature("elf", "Opponent", 1, 1, keywords=("infect",))],
            actions=[hit("elf", "You", 1)],
        )
    )
    assert o.players["You"].lost
    assert "704.5c" in cited(o)


def test_704_5q_plus_and_minus_counters_annihilate():
    o = one(
        solve(
            battlefield=[
                creature("ram", "Opponent", 1, 1, keywords=("wither",)),
                creature("hydra", "You", 0, 0, counters={"+1/+1": 3}),
            ],
            actions=[hit("ram", "hydra", 1)],
        )
    )
    assert o.permanents["hydra"].counters == {"+1/+1": 2}
    assert "704.5q" in cited(o)


def test_120_1a_a_permanent_that_stopped_being_a_creature_is_not_dealt_damage():
    o = one(
        solve(
            battlefield=[creature("gideon", "You", 6, 6, types=["planeswalker", "creature"], loyalty=6)],
            actions=[{"become": {"id": "gideon", "types": ["artifact"]}}, hit(BOLT, "gideon", 3)],
        )
    )
    assert o.permanents["gideon"].damage == 0 and o.permanents["gideon"].loyalty == 6
    assert "120.1a" in cited(o)


def test_704_5i_an_indestructible_creature_planeswalker_with_0_loyalty_still_goes_to_the_graveyard():
    """Loyalty 0 is not destruction: indestructible doesn't stop it."""
    o = one(
        solve(
            battlefield=[
                {
                    "id": "g",
                    "controller": "Opponent",
                    "name": "Walker",
                    "types": ["creature", "planeswalker"],
                    "power": 6,
                    "toughness": 6,
                    "loyalty": 3,
                    "keywords": ["indestructible"],
                }
            ],
            actions=[hit(spell("Blast", "You"), "g", 6)],
        )
    )
    assert o.permanents["g"].zone == "graveyard"
    assert "704.5i" in cited(o)


def test_104_4a_players_losing_at_the_same_time_draw():
    o = one(
        solve(
            battlefield=[creature("mine", "You", 20, 20), creature("theirs", "Opponent", 20, 20)],
            actions=[
                {
                    "damage": [
                        {"source": "mine", "to": "Opponent", "amount": 20},
                        {"source": "theirs", "to": "You", "amount": 20},
                    ]
                }
            ],
        )
    )
    assert o.players["You"].lost and o.players["Opponent"].lost
    step = step_with(o, "draw")
    assert step.rules == ["104.4a"]
    assert "104.2a" not in cited(o)


def test_infect_damage_to_a_creature_cites_infect_not_wither():
    o = one(
        solve(battlefield=[creature("c", "You", 2, 4)], actions=[hit(spell("Blight", keywords=["infect"]), "c", 2)])
    )
    assert o.permanents["c"].counters == {"-1/-1": 2}
    assert {"120.3d", "702.90c"} <= cited(o) and "702.80a" not in cited(o)


def test_306_5c_loyalty_counters_are_the_loyalty():
    walker = {"id": "pw", "controller": "You", "name": "Walker", "loyalty": 6, "counters": {"loyalty": 2}}
    import pytest

    from resolver import BadInput

    with pytest.raises(BadInput, match="disagree"):
        solve(battlefield=[walker])
    del walker["loyalty"]
    o = one(solve(battlefield=[walker], actions=[hit(spell("Bolt"), "pw", 3)]))
    assert o.permanents["pw"].zone == "graveyard" and o.permanents["pw"].loyalty == 0
    assert "704.5i" in cited(o)


def test_a_player_who_loses_by_an_effect_ends_the_game_at_once():
    """Nine Lives leaving makes You lose (104.3e): Opponent wins immediately (104.2a); the next action
    doesn't happen, so it is no draw."""
    from helpers import card, play

    o = one(
        play(
            battlefield=[card("nl", "Nine Lives", counters={"incarnation": 8})],
            actions=[hit(spell("Bolt"), "You", 3), hit(spell("Shock", "You"), "Opponent", 30)],
        )
    )
    assert o.players["You"].lost and not o.players["Opponent"].lost
    assert o.players["Opponent"].life == 20
    assert "104.2a" in cited(o) and "104.4a" not in cited(o)
