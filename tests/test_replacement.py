"""CR 614/616: replacement effects on damage and how several effects are ordered."""

from helpers import cited, creature, effect, hit, one, solve, spell, step_with

SHOCKISH = spell("Flame Jab", "Opponent", ("R",), "jab")


def test_614_5_two_doublers_each_apply_once_for_eight():
    res = solve(
        battlefield=[creature("bears", "You", 2, 2), creature("wall", "Opponent", 0, 10)],
        effects=[{"kind": "double", "name": "Furnace of Rath"}, {"kind": "double", "name": "Dictate of the Twin Gods"}],
        actions=[hit("bears", "wall", 2)],
    )
    o = one(res)
    assert o.permanents["wall"].damage == 8
    assert sum("doubles" in s.text for s in o.log) == 2


def test_616_1e_prevent_then_double_versus_double_then_prevent_gives_two_outcomes():
    """Shield of the Realm (prevent 2) and Furnace of Rath on 3 damage: 2 or 4 (CR 616.1)."""
    res = solve(
        battlefield=[creature("knight", "You", 2, 5, name="Knight")],
        effects=[
            {
                "kind": "prevent",
                "amount": 2,
                "static": True,
                "uses": "each",
                "source": "knight",
                "to": [{"id": "knight"}],
                "name": "Shield of the Realm",
            },
            {"kind": "double", "name": "Furnace of Rath"},
        ],
        actions=[hit(SHOCKISH, "knight", 3)],
    )
    assert len(res.outcomes) == 2
    damage = {o.choices[0]: o.permanents["knight"].damage for o in res.outcomes}
    assert damage == {
        "Knight: Shield of the Realm → Furnace of Rath": 2,
        "Knight: Furnace of Rath → Shield of the Realm": 4,
    }
    for o in res.outcomes:
        assert {"616.1", "616.1e", "616.1f"} <= cited(o)


def test_616_1_identical_results_from_different_orders_collapse():
    res = solve(
        battlefield=[creature("bears", "You", 2, 2)],
        effects=[
            {"kind": "prevent", "amount": 1, "uses": "each", "to": [{"id": "bears"}], "name": "A"},
            {"kind": "prevent", "amount": 1, "uses": "each", "to": [{"id": "bears"}], "name": "B"},
        ],
        actions=[hit(SHOCKISH, "bears", 3)],
    )
    o = one(res)
    assert o.choices == []
    assert o.permanents["bears"].damage == 1


def test_616_1a_self_replacement_effects_apply_first_so_no_choice():
    res = solve(
        battlefield=[creature("knight", "You", 2, 9)],
        effects=[
            {"kind": "prevent", "amount": 2, "uses": "each", "to": [{"id": "knight"}], "name": "Prevent 2"},
            {"kind": "double", "name": "Self doubler", "self_replacement": True},
        ],
        actions=[hit(SHOCKISH, "knight", 3)],
    )
    o = one(res)
    assert o.permanents["knight"].damage == 4  # doubled first (6), then 2 prevented
    assert o.log[0].text == "Self doubler is a self-replacement effect, so it applies before the others"
    assert o.log[0].rules == ["616.1a", "614.15"]


def test_616_1f_an_effect_that_stops_applying_is_not_applied():
    """Undergrowth Champion style: 'while it has a +1/+1 counter' — after the counter goes, it no longer
    applies, and the rest of the damage is dealt (rechecked after each effect, 616.1f)."""
    res = solve(
        battlefield=[creature("champ", "You", 2, 2, counters={"+1/+1": 1})],
        effects=[
            {
                "kind": "prevent",
                "static": True,
                "source": "champ",
                "to": [{"id": "this"}],
                "requires_counter": "+1/+1",
                "name": "Undergrowth Champion",
                "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "remove": True, "count": "event"}],
            }
        ],
        actions=[hit(SHOCKISH, "champ", 2), hit(spell("Shock", ident="shock"), "champ", 2)],
    )
    o = one(res)
    assert o.prevented == 2
    assert o.permanents["champ"].zone == "graveyard"


def test_616_2_redirected_damage_meets_the_new_recipients_effects():
    """Palisade Giant takes the damage, then the shield on the Giant applies (616.2)."""
    res = solve(
        battlefield=[creature("giant", "You", 2, 7, name="Palisade Giant", colors=("W",))],
        effects=[
            {
                "kind": "redirect",
                "static": True,
                "source": "giant",
                "redirect_to": "this",
                "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
                "name": "Palisade Giant",
            }
        ],
        actions=[
            effect(kind="prevent", amount=2, to=[{"id": "giant"}], name="Healing Salve", controller="You"),
            hit(spell("Lava Axe", ident="axe"), "You", 5),
        ],
    )
    o = one(res)
    assert o.players["You"].life == 20
    assert o.permanents["giant"].damage == 3
    assert {"614.9", "615.7"} <= cited(o)


def test_614_9_redirection_does_nothing_if_the_new_recipient_is_gone():
    res = solve(
        battlefield=[creature("giant", "You", 2, 7, name="Palisade Giant")],
        actions=[
            effect(
                kind="redirect", redirect_to="giant", to=[{"player": "You"}], name="Harm's Way-ish", controller="You"
            ),
            {"move": {"id": "giant", "zone": "graveyard"}},
            hit(spell("Lava Axe", ident="axe"), "You", 5),
        ],
    )
    o = one(res)
    assert o.players["You"].life == 15
    assert step_with(o, "does nothing").rules == ["614.9"]


def test_two_redirectors_apply_once_each():
    """Two 'all damage to you is dealt to this instead' creatures: each applies once; the damage ends on
    one of them, as the affected player orders them (XMage known case)."""
    giant = {
        "kind": "redirect",
        "static": True,
        "redirect_to": "this",
        "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
    }
    res = solve(
        battlefield=[
            creature("g1", "You", 2, 7, name="Palisade Giant A"),
            creature("g2", "You", 2, 7, name="Palisade Giant B"),
        ],
        effects=[{**giant, "source": "g1", "name": "Giant A"}, {**giant, "source": "g2", "name": "Giant B"}],
        actions=[hit(spell("Lava Axe", ident="axe"), "You", 5)],
    )
    assert len(res.outcomes) == 2
    hits = sorted((o.permanents["g1"].damage, o.permanents["g2"].damage) for o in res.outcomes)
    assert hits == [(0, 5), (5, 0)]
    for o in res.outcomes:
        assert o.players["You"].life == 20
        assert sum("is dealt to" in s.text for s in o.log) == 2  # each redirect applied exactly once


def test_add_n_torbran_style_only_for_red_sources_you_control_to_opponents():
    res = solve(
        battlefield=[creature("torbran", "You", 2, 4, colors=("R",)), creature("elf", "You", 1, 1, colors=("G",))],
        effects=[
            {
                "kind": "add",
                "plus": 2,
                "static": True,
                "source": "torbran",
                "from": [{"colors": ["R"], "controller_is": "you"}],
                "to": [{"player_is": "opponent"}, {"controller_is": "opponent"}],
                "name": "Torbran",
            }
        ],
        actions=[
            {
                "damage": [
                    {"source": "torbran", "to": "Opponent", "amount": 2},
                    {"source": "elf", "to": "Opponent", "amount": 1},
                ]
            }
        ],
    )
    o = one(res)
    assert o.players["Opponent"].life == 20 - 4 - 1


def test_halving_rounds_as_stated_gisela_up_and_dark_sphere_down():
    gisela = solve(
        battlefield=[creature("bears", "You", 2, 9)],
        effects=[
            {
                "kind": "prevent",
                "amount": "half_up",
                "uses": "each",
                "to": [{"player_is": "you"}, {"controller_is": "you"}],
                "controller": "You",
                "name": "Gisela",
            }
        ],
        actions=[hit(SHOCKISH, "bears", 3), hit(spell("Blaze", ident="blaze"), "You", 5)],
    )
    o = one(gisela)
    assert o.permanents["bears"].damage == 1  # 3 → prevent 2 (rounded up)
    assert o.players["You"].life == 18  # 5 → prevent 3
    sphere = solve(
        actions=[
            effect(
                kind="prevent",
                amount="half_down",
                uses="next",
                to=[{"player": "You"}],
                from_=[{"id": "blaze"}],
                name="Dark Sphere",
                controller="You",
            ),
            hit(spell("Blaze", ident="blaze"), "You", 5),
            hit("blaze", "You", 5),
        ],
    )
    o = one(sphere)
    assert o.players["You"].life == 20 - 3 - 5  # 5 → prevent 2 (rounded down), then used up
    assert o.prevented == 2


def test_counters_instead_is_replacement_not_prevention():
    """Lichenthrope: -1/-1 counters instead of damage; 'can't be prevented' doesn't stop it."""
    res = solve(
        battlefield=[creature("lichen", "You", 5, 5, name="Lichenthrope")],
        effects=[
            {
                "kind": "counters_instead",
                "counter": "-1/-1",
                "static": True,
                "source": "lichen",
                "to": [{"id": "this"}],
                "name": "Lichenthrope",
            },
            {"kind": "cant_prevent", "name": "Leyline of Punishment"},
        ],
        actions=[hit(SHOCKISH, "lichen", 3)],
    )
    o = one(res)
    assert o.permanents["lichen"].counters == {"-1/-1": 3}
    assert o.permanents["lichen"].damage == 0
    assert o.prevented == 0
    assert "614.1a" in cited(o)


def test_two_same_named_redirectors_get_distinct_labels_and_each_can_be_fixed():
    """CR 616.1: the choice between two Palisade Giants is a real choice, so each must be selectable."""
    scenario = {
        "battlefield": [
            {"id": "pg", "controller": "You", "name": "Palisade Giant", "power": 2, "toughness": 7},
            {"id": "pg2", "controller": "You", "name": "Palisade Giant", "power": 2, "toughness": 7},
        ],
        "effects": [
            {
                "kind": "redirect",
                "static": True,
                "source": g,
                "name": "Palisade Giant",
                "redirect_to": "this",
                "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
            }
            for g in ("pg", "pg2")
        ],
        "actions": [hit(spell("Bolt"), "You", 3)],
    }
    res = solve(**scenario)
    labels = [o.choices[0] for o in res.outcomes]
    # the redirection chain is one choice: the order in which both Giants apply (CR 614.5: each once)
    assert labels == [
        "You: Palisade Giant [pg] → Palisade Giant [pg2]",
        "You: Palisade Giant [pg2] → Palisade Giant [pg]",
    ]
    for label, hurt in zip(labels, ("pg2", "pg"), strict=True):
        o = one(solve(**scenario, choices=[label]))
        assert o.permanents[hurt].damage == 3 and o.players["You"].life == 20


def test_orders_that_differ_only_in_the_amount_prevented_are_one_outcome():
    """Protection before or after Furnace of Rath: 2 or 4 prevented, the same game (CR 615.6)."""
    res = solve(
        battlefield=[creature("b", "You", 2, 2, keywords=("protection from red",))],
        effects=[{"kind": "double", "name": "Furnace of Rath", "controller": "Opponent"}],
        actions=[hit(spell("Shock"), "b", 2)],
    )
    o = one(res)
    assert o.permanents["b"].damage == 0 and o.permanents["b"].zone == "battlefield"
    assert o.prevented in (2, 4) and o.choices == []


def test_a_next_n_redirection_split_across_recipients_at_once_is_refused_not_guessed():
    """Harm's Way on 3 to a blocker and 2 to You at once: You choose which 2 are redirected (CR 616.1);
    the engine refuses rather than redirect whichever recipient it meets first."""
    import pytest

    from resolver import Unmodelled

    harms_way = effect(
        kind="redirect",
        amount=2,
        redirect_to="Opponent",
        to=[{"player_is": "you"}, {"controller_is": "you", "kind": "permanent"}],
        controller="You",
        name="Harm's Way",
    )
    both = {"damage": [{"source": "att", "to": "b1", "amount": 3}, {"source": "att", "to": "You", "amount": 2}]}
    board = [creature("b1", "You", 0, 3), creature("att", "Opponent", 5, 5)]
    with pytest.raises(Unmodelled, match="split across recipients"):
        solve(battlefield=board, actions=[harms_way, both])
    o = one(solve(battlefield=board, actions=[harms_way, hit("att", "You", 2)]))  # one recipient: no split
    assert o.players["You"].life == 20 and o.players["Opponent"].life == 18


def test_labels_differ_even_when_same_named_effects_each_have_options():
    """Two shields both named 'Shield', each with a choice of which damage it prevents: every outcome's
    label must select exactly that outcome."""
    scenario = {
        "battlefield": [
            creature("x", "You", 1, 9),
            creature("linker", "Opponent", 2, 2, keywords=("lifelink",)),
            creature("other", "Opponent", 1, 1),
        ],
        "effects": [
            {"kind": "prevent", "amount": 1, "to": [{"id": "x"}], "name": "Shield", "controller": "You"},
            {
                "kind": "prevent",
                "amount": 1,
                "to": [{"id": "x"}],
                "name": "Shield",
                "controller": "You",
                "additional": [{"op": "gain_life", "player": "you", "count": "damage"}],
            },
        ],
        "actions": [
            {"damage": [{"source": "linker", "to": "x", "amount": 2}, {"source": "other", "to": "x", "amount": 1}]}
        ],
    }
    res = solve(**scenario)
    labels = [tuple(o.choices) for o in res.outcomes]
    assert len(set(labels)) == len(labels) > 1
    for o in res.outcomes:
        again = one(solve(**scenario, choices=list(o.choices)))
        assert again.players == o.players and again.permanents == o.permanents
