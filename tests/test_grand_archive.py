"""Grand Archive in the same engine: units with life, shielding vs instance prevention, attack damage."""

from __future__ import annotations

import pytest
from helpers import card, cited, effect, hit, one, play, solve, spell

from resolver import BadInput, Unmodelled

GA = "grand-archive"


def champion(ident: str = "champ", controller: str = "You", life: int = 20, **extra) -> dict:
    return {"id": ident, "controller": controller, "name": ident, "types": ["champion"], "life": life, **extra}


def ally(ident: str, controller: str = "You", power: int = 1, life: int = 2, **extra) -> dict:
    return {
        "id": ident,
        "controller": controller,
        "name": ident,
        "types": ["ally"],
        "power": power,
        "life": life,
        **extra,
    }


SOURCE = spell("Opposing action", ident="act", types=["action"])


def test_seed_example_deflecting_edge_keeps_its_buffer_through_unpreventable_attack_damage():
    """ga:damage-prevention/5 example: 3 unpreventable attack damage isn't reduced and doesn't use the
    shield; 3 attack damage afterwards is prevented."""
    o = one(
        play(
            ruleset=GA,
            battlefield=[card("lorraine", "Lorraine, Wandering Warrior"), ally("raider", "Opponent", 3, 3)],
            actions=[
                {"cast": "Deflecting Edge", "by": "You", "targets": ["lorraine"]},
                hit("raider", "lorraine", 3, combat=True, unpreventable=True),
                hit("raider", "lorraine", 3, attack=True),
            ],
        )
    )
    assert o.permanents["lorraine"].damage == 3 and o.prevented == 3
    assert {"ga:damage-prevention/5.1", "ga:damage-prevention/7", "ga:damage/13"} <= cited(o)


def test_seed_example_clarents_buffer_survives_an_unpreventable_non_attack_source():
    o = one(
        play(
            ruleset=GA,
            battlefield=[
                card("lorraine", "Lorraine, Wandering Warrior"),
                card("clarent", "Clarent, Sword of Peace"),
                card("squirrels", "Woodland Squirrels"),
            ],
            sources=[SOURCE],
            actions=[
                {"activate": "clarent"},
                hit("act", "lorraine", 2, unpreventable=True),
                hit("act", "lorraine", 1),
                hit("act", "squirrels", 1, combat=True),  # attack damage: Clarent only prevents non-attack
            ],
        )
    )
    assert o.permanents["lorraine"].damage == 2 and o.prevented == 1
    assert o.permanents["clarent"].counters == {"durability": 1}  # the cost: 2 durability, one removed
    assert o.permanents["squirrels"].zone == "graveyard"
    assert {"ga:damage-prevention/8", "ga:damage-prevention/5.1", "ga:damage-prevention/7"} <= cited(o)
    assert "ga:restriction-abilities/class-restrictions/1" in cited(o)


def test_class_bonus_is_checked():
    with pytest.raises(BadInput, match="Warrior"):
        play(
            ruleset=GA,
            battlefield=[card("spirit", "Spirit of Fire"), card("clarent", "Clarent, Sword of Peace")],
            actions=[{"activate": "clarent"}],
        )


def test_instance_prevention_is_used_up_by_an_attempt_on_unpreventable_damage():
    """Spellshield: Arcane is an instance effect: unpreventable damage still 'attempts' it (rule 7)."""
    o = one(
        play(
            ruleset=GA,
            battlefield=[card("lorraine", "Lorraine, Wandering Warrior")],
            sources=[SOURCE],
            actions=[
                {"cast": "Spellshield: Arcane", "by": "You"},
                hit("act", "You", 3, unpreventable=True),
                hit("act", "You", 2),
            ],
        )
    )
    assert o.permanents["lorraine"].damage == 5 and o.prevented == 0
    assert o.permanents["lorraine"].counters == {}  # 0 prevented: 0 enlighten counters
    assert {"ga:damage-prevention/5.2", "ga:damage-prevention/7"} <= cited(o)


def test_spellshield_enlighten_counters_are_part_of_the_replacement():
    o = one(
        play(
            ruleset=GA,
            battlefield=[card("lorraine", "Lorraine, Wandering Warrior")],
            sources=[SOURCE],
            actions=[{"cast": "Spellshield: Arcane", "by": "You"}, hit("act", "You", 4), hit("act", "You", 2)],
        )
    )
    assert o.prevented == 4 and o.permanents["lorraine"].counters == {"enlighten": 4}
    assert o.permanents["lorraine"].damage == 2  # the instance was used by the first damage
    assert "ga:damage-prevention/11" in cited(o)


def test_a_delayed_trigger_in_its_own_paragraph_is_separate():
    """ga:damage-prevention/11: an ability in a separate paragraph is a separate triggered effect."""
    o = one(
        solve(
            ruleset=GA,
            battlefield=[champion(), ally("guard", life=3)],
            sources=[SOURCE],
            actions=[
                effect(
                    kind="prevent",
                    uses="next",
                    to=[{"id": "champ"}],
                    source="guard",
                    name="Ward",
                    additional=[{"op": "deal_damage", "to": "guard", "count": "prevented", "trigger": True}],
                ),
                hit("act", "champ", 2),
            ],
        )
    )
    assert o.permanents["champ"].damage == 0 and o.permanents["guard"].damage == 2
    assert "ga:damage-prevention/11" in cited(o)


def test_damage_to_a_player_is_dealt_to_their_champion_and_its_death_loses_the_game():
    o = one(solve(ruleset=GA, battlefield=[champion(life=15)], sources=[SOURCE], actions=[hit("act", "You", 15)]))
    assert o.permanents["champ"].zone == "banishment" and o.players["You"].lost  # ga:champion/8
    assert {"ga:damage-prevention/1", "ga:counters/damage/3", "ga:ending-the-game/5.1", "ga:ending-the-game/4.3"} <= (
        cited(o)
    )
    assert o.players["You"].life == 20  # players have no life total in Grand Archive; it never changes


def test_champion_damage_accumulates_and_allies_are_destroyed():
    o = one(
        solve(
            ruleset=GA,
            battlefield=[champion(damage=5), ally("a1", life=2)],
            sources=[SOURCE],
            actions=[hit("act", "champ", 4), hit("act", "a1", 2)],
        )
    )
    assert o.permanents["champ"].damage == 9 and o.permanents["champ"].zone == "field"
    assert o.permanents["a1"].zone == "graveyard" and "ga:ally/6.1" in cited(o)


def test_no_champion_to_take_damage_is_refused():
    with pytest.raises(BadInput, match="no champion"):
        solve(ruleset=GA, sources=[SOURCE], actions=[hit("act", "You", 2)])


def test_a_typed_prevention_only_reduces_that_type():
    shield = effect(kind="prevent", amount=2, uses="shield", damage="combat", to=[{"id": "champ"}], name="Edge")
    o = one(
        solve(
            ruleset=GA,
            battlefield=[champion(), ally("raider", "Opponent", 3, 3)],
            sources=[SOURCE],
            actions=[shield, hit("act", "champ", 3), hit("raider", "champ", 3, attack=True)],
        )
    )
    assert o.permanents["champ"].damage == 4 and o.prevented == 2


def test_per_unit_shields_vs_one_instance_for_one_or_more_units():
    board = [champion(), ally("a1", life=5), ally("a2", life=5)]
    both = {"damage": [{"source": "act", "to": "a1", "amount": 2}, {"source": "act", "to": "a2", "amount": 2}]}
    group = effect(kind="prevent", uses="next", to=[{"types": ["ally"], "controller_is": "you"}], name="Group ward")
    o = one(solve(ruleset=GA, battlefield=board, sources=[SOURCE], actions=[group, both, both]))
    # one instance: the first (single) damage event to one or more allies is prevented, then it is used up
    assert o.prevented == 4 and o.permanents["a1"].damage == 2 and o.permanents["a2"].damage == 2
    per_unit = effect(
        kind="prevent", uses="next", per_recipient=True, to=[{"types": ["ally"], "controller_is": "you"}], name="Each"
    )
    o = one(
        solve(
            ruleset=GA,
            battlefield=board,
            sources=[SOURCE],
            actions=[per_unit, hit("act", "a1", 2), hit("act", "a2", 2), hit("act", "a1", 2)],
        )
    )
    assert o.prevented == 4 and o.permanents["a1"].damage == 2 and o.permanents["a2"].damage == 0
    assert "ga:damage-prevention/8" in cited(o)


def test_source_restrictions_and_whole_number_subtraction():
    o = one(
        solve(
            ruleset=GA,
            battlefield=[champion(), ally("raider", "Opponent", 5, 5)],
            sources=[SOURCE],
            effects=[
                {
                    "kind": "prevent",
                    "amount": 2,
                    "uses": "each",
                    "static": True,
                    "source": "champ",
                    "to": [{"id": "champ"}],
                    "from": [{"types": ["ally"]}],
                    "name": "Ally guard",
                }
            ],
            actions=[hit("raider", "champ", 5, attack=True), hit("act", "champ", 5)],
        )
    )
    assert o.permanents["champ"].damage == 8 and o.prevented == 2
    assert {"ga:damage-prevention/10"} <= cited(o)


def test_no_self_replacement_first_step_the_player_orders_every_effect():
    """ga:replacement-effects/2: the controlling player orders them; MTG applies self-replacement first."""
    effects = [
        effect(kind="double", to=[{"id": "champ"}], self_replacement=True, name="Self doubler"),
        effect(kind="prevent", amount=1, to=[{"id": "champ"}], name="Shield"),
    ]
    ga = solve(ruleset=GA, battlefield=[champion()], sources=[SOURCE], actions=[*effects, hit("act", "champ", 3)])
    assert sorted(o.permanents["champ"].damage for o in ga.outcomes) == [4, 5]
    assert "ga:replacement-effects/2" in cited(ga.outcomes[0])
    mtg = solve(
        battlefield=[{"id": "champ", "controller": "You", "toughness": 20}],
        sources=[SOURCE],
        actions=[*effects, hit("act", "champ", 3)],
    )
    assert [o.permanents["champ"].damage for o in mtg.outcomes] == [5]


def test_bulwark_counters():
    o = one(
        solve(
            ruleset=GA,
            battlefield=[champion(counters={"bulwark": 2}), ally("raider", "Opponent", 3, 3)],
            actions=[
                hit("raider", "champ", 3, attack=True),
                hit("raider", "champ", 3, attack=True, unpreventable=True),
            ],
        )
    )
    assert o.permanents["champ"].counters == {} and o.permanents["champ"].damage == 3 and o.prevented == 3
    assert {"ga:counters/bulwark/2", "ga:counters/bulwark/4.1"} <= cited(o)


def test_fireball_deals_one_plus_your_champions_level():
    o = one(
        play(
            ruleset=GA,
            battlefield=[card("lorraine", "Lorraine, Wandering Warrior"), champion("foe", "Opponent", 20)],
            actions=[{"cast": "Fireball", "by": "You", "targets": ["foe"]}],
        )
    )
    assert o.permanents["foe"].damage == 2  # Lorraine is level 1


def test_magic_only_mechanics_and_combat_are_refused_with_a_reason():
    with pytest.raises(Unmodelled, match="no Grand Archive counterpart"):
        solve(
            ruleset=GA,
            battlefield=[champion(), ally("vamp", "Opponent", 2, 2, keywords=["lifelink"])],
            actions=[hit("vamp", "champ", 2)],
        )
    with pytest.raises(Unmodelled, match="combat"):
        solve(
            ruleset=GA,
            battlefield=[champion(), ally("raider", "Opponent", 2, 2)],
            actions=[{"combat": {"attackers": {"raider": "You"}}}],
        )


def test_a_magic_card_is_not_in_the_grand_archive_index():
    with pytest.raises(BadInput, match="no card named"):
        play(ruleset=GA, battlefield=[card("bears", "Grizzly Bears")])


def test_jin_as_a_champion_takes_damage_counters():
    """Jin's inherited effect triggers on Polearm attacks, which scenarios don't declare: it never matters here."""
    o = one(
        play(
            ruleset=GA,
            battlefield=[card("jin", "Jin, Fate Defiant"), card("spirit", "Spirit of Fire", "Opponent")],
            actions=[{"cast": "Fireball", "by": "Opponent", "targets": ["jin"]}],
        )
    )
    assert o.permanents["jin"].damage == 1  # Spirit of Fire is level 0: 1 + 0


def test_every_bundled_grand_archive_card_resolves_in_a_test():
    import inspect
    import sys

    from cardindex.cards import bundled_cards

    source = inspect.getsource(sys.modules[__name__])
    for c in bundled_cards("grand-archive"):
        assert f'"{c.name}"' in source, c.name


def test_a_source_restriction_by_class_and_card_type():
    """ga:damage-prevention/9: prevention can name the source, e.g. Mage actions (spells)."""
    ward = {
        "kind": "prevent",
        "static": True,
        "source": "lorraine",
        "to": [{"types": ["champion"], "controller_is": "you"}],
        "from": [{"types": ["action"], "subtypes": ["Mage"]}],
        "name": "Anti-magic ward",
    }
    o = one(
        play(
            ruleset=GA,
            battlefield=[card("lorraine", "Lorraine, Wandering Warrior"), card("jin", "Jin, Fate Defiant", "Opponent")],
            effects=[ward],
            sources=[
                spell("Warrior strike", controller="Opponent", ident="strike", types=["action"], subtypes=["Warrior"])
            ],
            actions=[{"cast": "Fireball", "by": "Opponent", "targets": ["lorraine"]}, hit("strike", "lorraine", 2)],
        )
    )
    assert o.prevented == 2 and o.permanents["lorraine"].damage == 2  # Fireball (a Mage spell) prevented
    assert "ga:damage-prevention/1" in cited(o)
