"""CR 615: prevention effects, one test per rule with real outcomes and citations."""

from helpers import (
    cited,
    counters_op,
    creature,
    damage_back,
    effect,
    hit,
    one,
    self_prevention,
    solve,
    spell,
    step_with,
)

BOLT = spell("Lightning Bolt", "Opponent", ("R",), "bolt")


def test_615_7_shield_prevents_up_to_its_amount_and_the_rest_is_dealt():
    res = solve(
        battlefield=[creature("bears", "You")],
        actions=[
            effect(kind="prevent", amount=1, to=[{"id": "bears"}], name="Samite Healer's shield", controller="You"),
            hit(BOLT, "bears", 3),
        ],
    )
    o = one(res)
    assert o.permanents["bears"].zone == "graveyard"
    assert o.prevented == 1
    step = step_with(o, "prevents 1 of the 3 damage")
    assert step.rules == ["615.7"]
    assert "704.5g" in cited(o)


def test_615_7_shield_counts_damage_not_events_across_actions():
    res = solve(
        battlefield=[creature("giant", "You", 3, 3)],
        actions=[
            effect(kind="prevent", amount=3, to=[{"id": "giant"}], name="Healing Salve"),
            hit(spell("Shock", ident="shock1"), "giant", 2),
            hit(spell("Shock", ident="shock2"), "giant", 2),
        ],
    )
    o = one(res)
    assert o.prevented == 3
    assert o.permanents["giant"].damage == 1
    assert o.permanents["giant"].zone == "battlefield"


def test_615_7_two_sources_at_once_the_protected_player_chooses_what_the_shield_prevents():
    # A lifelinker and a plain creature hit You at the same time; the shield can stop only 2 of 4.
    res = solve(
        battlefield=[
            creature("nighthawk", "Opponent", 2, 3, keywords=("lifelink",)),
            creature("bears", "Opponent", 2, 2),
        ],
        actions=[
            effect(kind="prevent", amount=2, to=[{"player": "You"}], name="Shield"),
            {
                "damage": [
                    {"source": "nighthawk", "to": "You", "amount": 2},
                    {"source": "bears", "to": "You", "amount": 2},
                ]
            },
        ],
    )
    lives = sorted((o.players["Opponent"].life, o.players["You"].life) for o in res.outcomes)
    # all 2 from the lifelinker prevented: Opponent gains 0; all from the bears: gains 2; split 1/1: gains 1
    assert lives == [(20, 18), (21, 18), (22, 18)]
    assert all(o.choices and "615.7" in cited(o) for o in res.outcomes)


def test_615_8_next_instance_prevents_all_of_one_hit_then_is_used_up():
    res = solve(
        battlefield=[creature("giant", "Opponent", 3, 3, colors=("R",))],
        actions=[
            effect(
                kind="prevent",
                uses="next",
                from_=[{"id": "giant"}],
                to=[{"player": "You"}],
                name="Circle of Protection: Red",
                controller="You",
            ),
            hit("giant", "You", 3),
            hit("giant", "You", 3),
        ],
    )
    o = one(res)
    assert o.players["You"].life == 17
    assert o.prevented == 3
    assert step_with(o, "prevents 3 of the 3").rules == ["615.8"]


def test_615_9_source_of_your_choice_is_rechecked_and_not_used_up_when_it_no_longer_matches():
    res = solve(
        battlefield=[creature("giant", "Opponent", 3, 3, colors=("R",))],
        actions=[
            effect(
                kind="prevent",
                uses="next",
                choose_source={"colors": ["R"]},
                to=[{"player": "You"}],
                name="Circle of Protection: Red",
                controller="You",
            ),
            {"become": {"id": "giant", "colors": ["G"]}},
            hit("giant", "You", 3),
            {"become": {"id": "giant", "colors": ["R"]}},
            hit("giant", "You", 3),
        ],
    )
    o = one(res)
    assert o.players["You"].life == 17  # the green hit went through, the shield waited for the red one
    assert o.prevented == 3
    assert "615.9" in cited(o)


COP_SCENARIO = dict(
    battlefield=[
        creature("giant", "Opponent", 3, 3, colors=("R",)),
        creature("goblin", "Opponent", 1, 1, colors=("R",)),
    ],
    actions=[
        effect(
            kind="prevent",
            uses="next",
            choose_source={"colors": ["R"]},
            to=[{"player": "You"}],
            name="CoP: Red",
            controller="You",
        ),
        {"damage": [{"source": "giant", "to": "You", "amount": 3}, {"source": "goblin", "to": "You", "amount": 1}]},
    ],
)


def test_615_9_the_source_choice_branches_when_not_fixed():
    res = solve(**COP_SCENARIO)
    assert sorted(o.players["You"].life for o in res.outcomes) == [17, 19]
    assert {o.choices[0] for o in res.outcomes} == {
        "CoP: Red: giant as the chosen source",
        "CoP: Red: goblin as the chosen source",
    }
    fixed = solve(**COP_SCENARIO, choices=["CoP: Red: giant as the chosen source"])
    assert one(fixed).players["You"].life == 19
    assert one(fixed).choices == ["CoP: Red: giant as the chosen source"]


def test_615_10_example_daunting_defender_and_pyroclasm():
    """CR 615.10's own example: 1 damage to each Cleric of Daunting Defender's controller, 2 to others."""
    res = solve(
        battlefield=[
            creature("defender", "You", 3, 3, name="Daunting Defender", colors=("W",), subtypes=("Human", "Cleric")),
            creature("healer", "You", 1, 1, name="Samite Healer", colors=("W",), subtypes=("Human", "Cleric")),
            creature(
                "acolyte", "You", 2, 2, name="Cleric of the Forward Order", colors=("W",), subtypes=("Human", "Cleric")
            ),
            creature("bears", "You", 2, 2, name="Grizzly Bears"),
            creature("priest", "Opponent", 2, 2, name="Opposing Cleric", subtypes=("Cleric",)),
        ],
        effects=[
            {
                "kind": "prevent",
                "amount": 1,
                "static": True,
                "source": "defender",
                "to": [{"subtypes": ["Cleric"], "controller_is": "you", "kind": "creature"}],
                "name": "Daunting Defender",
            }
        ],
        actions=[
            {
                "damage": [
                    {
                        "source": {"id": "pyroclasm", "name": "Pyroclasm", "controller": "Opponent", "colors": ["R"]},
                        "to": t,
                        "amount": 2,
                    }
                    for t in ("defender", "healer", "acolyte", "bears", "priest")
                ]
            }
        ],
    )
    o = one(res)
    assert o.permanents["defender"].damage == 1
    assert o.permanents["acolyte"].zone == "battlefield" and o.permanents["acolyte"].damage == 1
    assert o.permanents["healer"].zone == "graveyard"  # a 1/1 Cleric still dies to the 1 damage left
    assert o.permanents["bears"].zone == "graveyard"
    assert o.permanents["priest"].zone == "graveyard"  # the opponent's Cleric isn't protected
    assert o.prevented == 3
    assert step_with(o, "prevents 1 of the 2 damage Pyroclasm would deal to Samite Healer").rules == ["615.10"]


def test_615_10_static_prevent_n_applies_separately_to_each_source_at_the_same_time():
    res = solve(
        battlefield=[creature("a", "Opponent", 2, 2), creature("b", "Opponent", 3, 3)],
        effects=[
            {
                "kind": "prevent",
                "amount": 1,
                "static": False,
                "uses": "each",
                "to": [{"player": "You"}],
                "from": [{"controller_is": "opponent"}],
                "controller": "You",
                "name": "Guardian Seraph",
            }
        ],
        actions=[{"damage": [{"source": "a", "to": "You", "amount": 2}, {"source": "b", "to": "You", "amount": 3}]}],
    )
    o = one(res)
    assert o.players["You"].life == 17
    assert o.prevented == 2


def test_615_11_example_wojek_apothecary_shields_are_fixed_at_resolution():
    """CR 615.11's example: shields for the target and each creature sharing a color *at that time*."""
    res = solve(
        battlefield=[
            creature("w1", "You", 1, 1, colors=("W",)),
            creature("w2", "You", 1, 1, colors=("W",)),
            creature("g1", "You", 1, 1, colors=("G",)),
        ],
        actions=[
            effect(
                kind="prevent",
                amount=1,
                per_recipient=True,
                to=[{"colors": ["W"], "kind": "creature"}],
                name="Wojek Apothecary",
                controller="You",
            ),
            {"become": {"id": "g1", "colors": ["W"]}},
            {"become": {"id": "w2", "colors": ["G"]}},
            {
                "damage": [
                    {"source": {"name": "Pyroclasm", "controller": "Opponent", "colors": ["R"]}, "to": t, "amount": 1}
                    for t in ("w1", "w2", "g1")
                ]
            },
        ],
    )
    o = one(res)
    assert o.permanents["w1"].zone == "battlefield"
    assert o.permanents["w2"].zone == "battlefield"  # turned green, keeps its shield
    assert o.permanents["g1"].zone == "graveyard"  # turned white later, got no shield
    assert "615.11" in cited(o)


def test_615_12_unpreventable_damage_is_dealt_and_the_shield_is_not_reduced():
    res = solve(
        battlefield=[creature("giant", "You", 3, 3)],
        actions=[
            effect(kind="prevent", amount=2, to=[{"id": "giant"}], name="Shield"),
            hit(spell("Combust", ident="combust"), "giant", 2, unpreventable=True),
            hit(spell("Shock", ident="shock"), "giant", 2),
        ],
    )
    o = one(res)
    assert o.permanents["giant"].damage == 2  # 2 from Combust; Shock fully prevented by the intact shield
    assert o.prevented == 2
    step = step_with(o, "can't be prevented")
    assert step.rules == ["615.7", "615.12", "615.12a"]


def test_615_12_additional_effects_still_happen_on_unpreventable_damage():
    """Phantom-style: prevention fails, but the +1/+1 counter is still removed (615.12)."""
    res = solve(
        battlefield=[creature("centaur", "You", 2, 0, counters={"+1/+1": 4})],
        effects=[self_prevention("centaur", "Phantom Centaur", counters_op(remove=True))],
        actions=[effect(kind="cant_prevent", name="Skullcrack"), hit(spell("Shock", ident="shock"), "centaur", 2)],
    )
    o = one(res)
    assert o.permanents["centaur"].counters == {"+1/+1": 3}  # one counter removed anyway
    assert o.permanents["centaur"].damage == 2  # and the damage is dealt: a 5/3 with 2 damage
    assert o.permanents["centaur"].zone == "battlefield"
    assert o.prevented == 0


def test_615_12a_an_unpreventable_event_gets_each_prevention_effect_once():
    res = solve(
        battlefield=[creature("hydra", "You", 0, 0, counters={"+1/+1": 5})],
        effects=[self_prevention("hydra", "Protean Hydra", counters_op(remove=True, count="damage"))],
        actions=[hit(spell("Banefire", ident="banefire"), "hydra", 2, unpreventable=True)],
    )
    o = one(res)
    # applied once: 2 counters removed (that many), 2 damage dealt to a 3/3
    assert o.permanents["hydra"].counters == {"+1/+1": 3}
    assert o.permanents["hydra"].damage == 2
    assert sum("Protean Hydra removes" in s.text for s in o.log) == 1


def test_615_5_additional_effect_uses_the_amount_prevented():
    res = solve(
        battlefield=[creature("hydra", "You", 7, 7, keywords=("infect",))],
        effects=[self_prevention("hydra", "Phyrexian Hydra", counters_op("-1/-1", count="prevented"))],
        actions=[hit(BOLT, "hydra", 3)],
    )
    o = one(res)
    assert o.permanents["hydra"].damage == 0
    assert o.permanents["hydra"].counters == {"-1/-1": 3}
    assert o.permanents["hydra"].toughness == 4
    assert step_with(o, "puts 3 -1/-1").rules == ["615.5"]


def test_615_6_prevented_damage_has_no_results_no_lifelink_no_deathtouch():
    res = solve(
        battlefield=[
            creature("nighthawk", "Opponent", 2, 3, keywords=("lifelink", "deathtouch")),
            creature("wall", "You", 0, 5),
        ],
        actions=[effect(kind="prevent", to=[{"id": "wall"}], name="Fog-like shield"), hit("nighthawk", "wall", 2)],
    )
    o = one(res)
    assert o.players["Opponent"].life == 20
    assert o.permanents["wall"].zone == "battlefield"
    assert o.prevented == 2


def test_615_13_prevent_trigger_fires_once_per_application_with_the_total():
    """Phyrexian Vindicator double-blocked: one trigger for 4, not two for 2 (615.13)."""
    res = solve(
        battlefield=[
            creature("vindicator", "You", 5, 5, colors=("W",), keywords=("flying",)),
            creature("a", "Opponent", 2, 2, keywords=("reach",)),  # it flies: only reach or flying blocks it
            creature("b", "Opponent", 2, 2, keywords=("reach",)),
        ],
        effects=[self_prevention("vindicator", "Phyrexian Vindicator", damage_back("Opponent"))],
        actions=[
            {
                "combat": {
                    "attackers": {"vindicator": "Opponent"},
                    "blockers": {"a": "vindicator", "b": "vindicator"},
                    "assign": {"vindicator": {"a": 3, "b": 2}},
                }
            }
        ],
    )
    o = one(res)
    assert o.players["Opponent"].life == 16
    assert sum("triggered ability resolves" in s.text for s in o.log) == 1
    assert "615.13" in cited(o)
    assert o.permanents["a"].zone == o.permanents["b"].zone == "graveyard"


def test_615_13_trigger_without_a_given_target_branches_over_legal_targets():
    res = solve(
        battlefield=[creature("vindicator", "You", 5, 5, colors=("W",)), creature("bears", "Opponent", 2, 2)],
        effects=[self_prevention("vindicator", "Phyrexian Vindicator", damage_back(exclude_self=True))],
        actions=[hit(BOLT, "vindicator", 3)],
    )
    results = {(o.players["You"].life, o.players["Opponent"].life, o.permanents["bears"].zone) for o in res.outcomes}
    assert results == {(17, 20, "battlefield"), (20, 17, "battlefield"), (20, 20, "graveyard")}
    assert all(o.choices for o in res.outcomes)


def test_615_8_one_instance_is_all_the_damage_the_source_deals_at_once():
    """A next-instance shield over you and your creatures stops all of one simultaneous hit from the
    source (Pyroclasm-like, to two creatures), then is used up."""
    quake = spell("Earthquake", "Opponent", ("R",), "quake")
    res = solve(
        battlefield=[creature("a", "You", 2, 2), creature("b", "You", 2, 2)],
        actions=[
            effect(
                kind="prevent",
                uses="next",
                from_=[{"id": "quake"}],
                name="Next-instance shield",
                to=[{"player_is": "you"}, {"controller_is": "you"}],
                controller="You",
            ),
            {
                "damage": [
                    {"source": quake, "to": "a", "amount": 2},
                    {"source": "quake", "to": "b", "amount": 2},
                    {"source": "quake", "to": "You", "amount": 2},
                ]
            },
            hit("quake", "You", 2),
        ],
    )
    o = one(res)
    assert o.permanents["a"].zone == o.permanents["b"].zone == "battlefield"
    assert o.prevented == 6
    assert o.players["You"].life == 18  # the second hit is a new instance


def test_creating_cant_be_prevented_and_cant_gain_life_cites_their_own_rules_not_replacement():
    o = one(
        solve(
            actions=[
                effect(kind="cant_prevent", name="Leyline"),
                effect(kind="cant_gain_life", name="Skullcrack", to=[{"player": "You"}]),
            ]
        )
    )
    assert "615.12" in step_with(o, "Leyline is created").rules
    assert "119.7" in step_with(o, "Skullcrack is created").rules
    assert "614.1" not in cited(o)


def test_615_9_a_source_given_for_a_source_of_your_choice_must_have_the_properties():
    import pytest

    from resolver import BadInput

    cop = effect(
        kind="prevent",
        uses="next",
        choose_source={"colors": ["R"]},
        from_=[{"id": "m"}],
        to=[{"player_is": "you"}],
        controller="You",
        name="CoP: Red",
    )
    merfolk = creature("m", "Opponent", 2, 2, colors=("U",))
    with pytest.raises(BadInput, match="isn't a red source") as err:
        solve(battlefield=[merfolk], actions=[cop, hit("m", "You", 2)])
    assert err.value.field == "actions[0].effect.from"
    o = one(solve(battlefield=[dict(merfolk, colors=["R"])], actions=[cop, hit("m", "You", 2)]))
    assert o.players["You"].life == 20 and "615.9" in cited(o)


def test_615_13_a_trigger_triggers_once_for_simultaneous_events_it_prevented_damage_from():
    """'Triggers each time a prevention effect is applied to one or more simultaneous damage events':
    damage to You and to a creature at once is one trigger, not one per recipient."""
    trig = effect(
        kind="prevent",
        amount="all",
        to=[{"player_is": "you"}, {"id": "c"}],
        controller="You",
        name="Trig",
        source="arch",
        additional=[{"op": "counters", "on": "arch", "counter": "+1/+1", "count": 1, "trigger": True}],
    )
    burn = spell("Burn", "Opponent", ident="s1")
    o = one(
        solve(
            battlefield=[creature("c", "You", 2, 2), creature("arch", "You", 2, 2)],
            sources=[burn],
            actions=[
                trig,
                {"damage": [{"source": "s1", "to": "You", "amount": 2}, {"source": "s1", "to": "c", "amount": 3}]},
            ],
        )
    )
    assert o.prevented == 5 and o.permanents["arch"].counters == {"+1/+1": 1}
    # separate batches: it triggers each time
    o = one(
        solve(
            battlefield=[creature("c", "You", 2, 2), creature("arch", "You", 2, 2)],
            sources=[burn],
            actions=[trig, hit("s1", "You", 2), hit("s1", "c", 3)],
        )
    )
    assert o.permanents["arch"].counters == {"+1/+1": 2}


def test_615_5_the_damage_an_effect_deals_for_what_it_prevented_at_once_is_one_instance():
    """Divine Deflection preventing 2 to You and 1 to a creature at once deals 3 damage once: Guardian
    Seraph ('prevent 1 of that damage', per event) prevents 1 of it, not 1 of each part."""
    from helpers import card, play

    res = play(
        battlefield=[card("bear", "Grizzly Bears"), card("gs", "Guardian Seraph", "Opponent")],
        sources=[spell("Pyro", "Opponent", ident="s1")],
        actions=[
            {"cast": "Divine Deflection", "by": "You", "x": 3, "targets": ["Opponent"]},
            {"damage": [{"source": "s1", "to": "You", "amount": 2}, {"source": "s1", "to": "bear", "amount": 2}]},
        ],
    )
    assert {o.players["Opponent"].life for o in res.outcomes} == {18}
    for o in res.outcomes:
        assert [s.text for s in o.log if "then deals" in s.text] == [
            "Divine Deflection's effect then deals 3 damage to Opponent"
        ]
        assert "Guardian Seraph prevents 1 of the 3 damage" in " ".join(s.text for s in o.log)
