"""CR 510 combat damage: assignment, first/double strike, trample."""

from helpers import cited, creature, effect, one, solve


def test_unblocked_attacker_hits_the_player_and_blocked_trade():
    o = one(
        solve(
            battlefield=[
                creature("giant", "Opponent", 3, 3),
                creature("bears", "Opponent", 2, 2),
                creature("wall", "You", 1, 4),
            ],
            actions=[{"combat": {"attackers": {"giant": "You", "bears": "You"}, "blockers": {"wall": "bears"}}}],
        )
    )
    assert o.players["You"].life == 17
    assert o.permanents["wall"].damage == 2
    assert o.permanents["bears"].damage == 1
    assert {"510.1b", "510.1d", "510.2"} <= cited(o)


def test_first_strike_kills_before_the_blocker_deals_damage():
    o = one(
        solve(
            battlefield=[
                creature("knight", "Opponent", 2, 2, keywords=("first strike",)),
                creature("bears", "You", 2, 2),
            ],
            actions=[{"combat": {"attackers": {"knight": "You"}, "blockers": {"bears": "knight"}}}],
        )
    )
    assert o.permanents["bears"].zone == "graveyard"
    assert o.permanents["knight"].damage == 0
    assert "510.4" in cited(o)


def test_double_strike_deals_damage_in_both_steps():
    o = one(
        solve(
            battlefield=[creature("duelist", "Opponent", 2, 1, keywords=("double strike",))],
            actions=[{"combat": {"attackers": {"duelist": "You"}}}],
        )
    )
    assert o.players["You"].life == 16


def test_multiple_blockers_the_attacker_divides_freely_so_outcomes_branch():
    res = solve(
        battlefield=[creature("giant", "Opponent", 3, 3), creature("a", "You", 1, 1), creature("b", "You", 2, 2)],
        actions=[{"combat": {"attackers": {"giant": "You"}, "blockers": {"a": "giant", "b": "giant"}}}],
    )
    dead = sorted(tuple(sorted(k for k in ("a", "b") if o.permanents[k].zone == "graveyard")) for o in res.outcomes)
    assert ("a", "b") in dead and ("a",) in dead and ("b",) in dead
    assert all("510.1c" in cited(o) for o in res.outcomes)


def test_trample_assigns_lethal_first_then_the_rest_to_the_player():
    res = solve(
        battlefield=[creature("beast", "Opponent", 5, 5, keywords=("trample",)), creature("bears", "You", 2, 2)],
        actions=[{"combat": {"attackers": {"beast": "You"}, "blockers": {"bears": "beast"}}}],
    )
    lives = sorted(o.players["You"].life for o in res.outcomes)
    assert lives == [17, 18, 19, 20]  # 2..5 to the bears, the rest tramples over
    assert all("702.19b" in cited(o) for o in res.outcomes)


def test_fixed_assignment_is_checked_against_trample():
    import pytest

    from resolver import BadInput

    with pytest.raises(BadInput, match="lethal damage"):
        solve(
            battlefield=[creature("beast", "Opponent", 5, 5, keywords=("trample",)), creature("bears", "You", 2, 2)],
            actions=[
                {
                    "combat": {
                        "attackers": {"beast": "You"},
                        "blockers": {"bears": "beast"},
                        "assign": {"beast": {"bears": 1, "You": 4}},
                    }
                }
            ],
        )


def test_deathtouch_trample_needs_only_one_damage_per_blocker():
    res = solve(
        battlefield=[
            creature("beast", "Opponent", 4, 4, keywords=("trample", "deathtouch")),
            creature("bears", "You", 2, 2),
        ],
        actions=[{"combat": {"attackers": {"beast": "You"}, "blockers": {"bears": "beast"}}}],
    )
    assert min(o.players["You"].life for o in res.outcomes) == 17


def test_zero_power_assigns_no_combat_damage():
    o = one(
        solve(
            battlefield=[creature("wall", "Opponent", 0, 4), creature("bears", "You", 2, 2)],
            actions=[{"combat": {"attackers": {"wall": "You"}}}],
        )
    )
    assert o.players["You"].life == 20
    assert "510.1a" in cited(o)


def test_blocked_creature_whose_blocker_died_deals_no_second_strike_damage_without_trample():
    o = one(
        solve(
            battlefield=[
                creature("duelist", "Opponent", 2, 2, keywords=("double strike",)),
                creature("elf", "You", 1, 1),
            ],
            actions=[{"combat": {"attackers": {"duelist": "You"}, "blockers": {"elf": "duelist"}}}],
        )
    )
    assert o.permanents["elf"].zone == "graveyard"
    assert o.players["You"].life == 20
    assert "510.1c" in cited(o)


def test_trampler_whose_blocker_died_assigns_all_to_the_player():
    o = one(
        solve(
            battlefield=[
                creature("duelist", "Opponent", 2, 2, keywords=("double strike", "trample")),
                creature("elf", "You", 1, 1),
            ],
            actions=[
                {
                    "combat": {
                        "attackers": {"duelist": "You"},
                        "blockers": {"elf": "duelist"},
                        "assign": {"duelist": {"elf": 1, "You": 1}},
                    }
                }
            ],
        )
    )
    assert o.permanents["elf"].zone == "graveyard"
    assert o.players["You"].life == 17  # 1 tramples over in the first step, all 2 in the second
    assert "702.19d" in cited(o)


def test_fog_in_combat_with_lifelink_gains_nothing():
    o = one(
        solve(
            battlefield=[creature("hawk", "Opponent", 2, 3, keywords=("lifelink",))],
            actions=[
                effect(kind="prevent", damage="combat", name="Holy Day", controller="You"),
                {"combat": {"attackers": {"hawk": "You"}}},
            ],
        )
    )
    assert o.players["Opponent"].life == 20
    assert o.players["You"].life == 20
