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


def test_a_blocker_that_regenerated_in_the_first_step_is_out_of_combat_in_the_second():
    """CR 701.15a: regeneration removes it from combat, so the double striker deals it nothing more and
    it deals no damage back (510.1c, 510.1d)."""
    o = one(
        solve(
            battlefield=[creature("ds", "You", 3, 3, keywords=("double strike",)), creature("bl", "Opponent", 2, 2)],
            actions=[
                effect(kind="regenerate", to=[{"id": "bl"}], controller="Opponent"),
                {"combat": {"attackers": {"ds": "Opponent"}, "blockers": {"bl": "ds"}}},
            ],
        )
    )
    assert o.permanents["bl"].zone == "battlefield" and o.permanents["bl"].damage == 0
    assert o.permanents["ds"].damage == 0
    assert o.players["Opponent"].life == 20
    assert "506.4" in cited(o)


def test_a_trampler_whose_blocker_regenerated_tramples_over_in_the_second_step():
    """CR 702.19d: a blocked trampler with no creatures blocking it any more assigns all to the player."""
    o = one(
        solve(
            battlefield=[
                creature("ds", "You", 3, 3, keywords=("double strike", "trample")),
                creature("bl", "Opponent", 2, 2),
            ],
            actions=[
                effect(kind="regenerate", to=[{"id": "bl"}], controller="Opponent"),
                {"combat": {"attackers": {"ds": "Opponent"}, "blockers": {"bl": "ds"}, "assign": {"ds": {"bl": 3}}}},
            ],
        )
    )
    assert o.permanents["bl"].zone == "battlefield" and o.permanents["bl"].damage == 0
    assert o.players["Opponent"].life == 17


def test_an_attacker_that_regenerated_deals_no_damage_in_the_second_step():
    o = one(
        solve(
            battlefield=[creature("att", "You", 3, 3), creature("fs", "Opponent", 3, 3, keywords=("first strike",))],
            actions=[
                effect(kind="regenerate", to=[{"id": "att"}], controller="You"),
                {"combat": {"attackers": {"att": "Opponent"}, "blockers": {"fs": "att"}}},
            ],
        )
    )
    assert o.permanents["att"].zone == "battlefield" and o.permanents["att"].damage == 0
    assert o.permanents["fs"].zone == "battlefield" and o.permanents["fs"].damage == 0
    assert "removed from combat" in " ".join(s.text for s in o.log)


def test_a_combatant_that_stops_being_a_creature_is_removed_from_combat():
    """CR 506.4: no combat damage from or to it."""
    attacker = one(
        solve(
            battlefield=[creature("a", "You", 3, 3)],
            actions=[
                {
                    "combat": {
                        "attackers": {"a": "Opponent"},
                        "after_assignment": [{"become": {"id": "a", "types": ["artifact"]}}],
                    }
                }
            ],
        )
    )
    assert attacker.players["Opponent"].life == 20
    assert "506.4" in cited(attacker)
    blocker = one(
        solve(
            battlefield=[creature("a", "You", 3, 3), creature("bl", "Opponent", 2, 2)],
            actions=[
                {
                    "combat": {
                        "attackers": {"a": "Opponent"},
                        "blockers": {"bl": "a"},
                        "after_assignment": [{"become": {"id": "bl", "types": ["artifact"]}}],
                    }
                }
            ],
        )
    )
    assert blocker.permanents["a"].damage == 0
    assert blocker.permanents["bl"].damage == 0 and blocker.permanents["bl"].zone == "battlefield"
    assert blocker.players["Opponent"].life == 20  # still blocked: no trample


def test_a_trampler_attacking_a_planeswalker_that_left_assigns_everything_to_its_blocker():
    """CR 506.4c: it attacks nothing, so trample has no one to assign the excess to (702.19b)."""
    res = solve(
        battlefield=[
            creature("t", "You", 5, 5, keywords=("trample", "lifelink")),
            creature("bl", "Opponent", 2, 2, keywords=("indestructible",)),
            {"id": "pw", "controller": "Opponent", "name": "Walker", "loyalty": 4},
        ],
        actions=[
            {
                "combat": {
                    "attackers": {"t": "pw"},
                    "blockers": {"bl": "t"},
                    "after_assignment": [{"move": {"id": "pw", "zone": "exile"}}],
                }
            }
        ],
    )
    o = one(res)
    assert o.permanents["bl"].damage == 5
    assert o.players["You"].life == 25 and o.players["Opponent"].life == 20
    assert "506.4c" in cited(o)


def test_blocks_must_be_legal():
    """CR 509.1b: evasion limits who may block (702.9b flying, 702.111b menace, 702.36b fear, …)."""
    import pytest

    from resolver import BadInput, Unmodelled

    angel = creature("angel", "Opponent", 4, 4, keywords=("flying",))
    bears = creature("bears", "You", 2, 2)
    with pytest.raises(BadInput, match=r"flying or reach can block it \(CR 702.9b\)"):
        solve(
            battlefield=[angel, bears],
            actions=[{"combat": {"attackers": {"angel": "You"}, "blockers": {"bears": "angel"}}}],
        )
    spider = creature("spider", "You", 1, 4, keywords=("reach",))
    o = one(
        solve(
            battlefield=[angel, spider],
            actions=[{"combat": {"attackers": {"angel": "You"}, "blockers": {"spider": "angel"}}}],
        )
    )
    assert o.permanents["spider"].zone == "graveyard" and o.players["You"].life == 20
    brute = creature("brute", "Opponent", 3, 3, keywords=("menace",))
    with pytest.raises(BadInput, match=r"702\.111b"):
        solve(
            battlefield=[brute, bears],
            actions=[{"combat": {"attackers": {"brute": "You"}, "blockers": {"bears": "brute"}}}],
        )
    walker = creature("walker", "Opponent", 2, 2, keywords=("swampwalk",))
    with pytest.raises(Unmodelled, match="lands"):
        solve(
            battlefield=[walker, bears],
            actions=[{"combat": {"attackers": {"walker": "You"}, "blockers": {"bears": "walker"}}}],
        )
    wall = creature("wall", "Opponent", 0, 4, keywords=("defender",))
    with pytest.raises(BadInput, match=r"702\.3b"):
        solve(battlefield=[wall], actions=[{"combat": {"attackers": {"wall": "You"}}}])


def test_a_cards_own_blocking_restriction_is_refused_when_it_is_blocked():
    import pytest
    from helpers import card, play

    from resolver import Unmodelled

    with pytest.raises(Unmodelled, match="power 2 or less"):
        play(
            battlefield=[card("qb", "Questing Beast", "Opponent"), creature("bears", "You", 2, 2)],
            actions=[{"combat": {"attackers": {"qb": "You"}, "blockers": {"bears": "qb"}}}],
        )
    o = one(
        play(battlefield=[card("qb", "Questing Beast", "Opponent")], actions=[{"combat": {"attackers": {"qb": "You"}}}])
    )
    assert o.players["You"].life == 16


def test_an_attacked_planeswalker_that_stops_being_one_is_removed_from_combat():
    """CR 506.4: 'a planeswalker that's being attacked and stops being a planeswalker' leaves combat; its
    attacker attacks nothing and assigns no combat damage (510.1b)."""
    o = one(
        solve(
            battlefield=[
                creature("x", "You", 3, 3),
                {"id": "g", "controller": "Opponent", "name": "Walker", "types": ["planeswalker"], "loyalty": 5},
            ],
            actions=[
                {
                    "combat": {
                        "attackers": {"x": "g"},
                        "after_assignment": [
                            {"become": {"id": "g", "types": ["creature"], "power": 2, "toughness": 2}}
                        ],
                    }
                }
            ],
        )
    )
    assert o.permanents["g"].zone == "battlefield" and o.permanents["g"].damage == 0


def test_first_strike_lost_before_the_damage_step_means_one_step():
    """CR 510.4: whether there is a first-strike step is seen as the combat damage step begins."""
    o = one(
        solve(
            battlefield=[creature("a", "You", 2, 2, keywords=("first strike",)), creature("b", "Opponent", 2, 2)],
            actions=[
                {
                    "combat": {
                        "attackers": {"a": "Opponent"},
                        "blockers": {"b": "a"},
                        "after_assignment": [{"become": {"id": "a", "keywords": []}}],
                    }
                }
            ],
        )
    )
    assert o.permanents["a"].zone == o.permanents["b"].zone == "graveyard"
    assert "510.4" not in cited(o)
