"""Template family 'riders' (cardindex/templates/riders.py): activation costs, exile-instead-of-dying riders and
the side sentences beside a prevention effect, on real 2018 Oracle text from ../shared's card pool."""

from __future__ import annotations

import pool_cards as pool
import pytest

from cardindex.compiler import compile_card
from commands.ask import ask_reply
from commands.resolve import run_scenario
from resolver import BadInput, Unmodelled

NAMES = (
    "Pillar of Flame",
    "Annihilating Fire",
    "Red Sun's Zenith",
    "Frostwielder",
    "Kumano's Pupils",
    "Caregiver",
    "Sunstone",
    "Knight-Captain of Eos",
    "Field Surgeon",
    "Shieldmage Elder",
    "Thought Lash",
    "Pearl Shard",
    "Healing Grace",
    "Awe Strike",
    "Dazzling Reflection",
    "Djeru's Resolve",
    "Blinding Fog",
    "Spore Cloud",
    "Vengeful Archon",
    "Respite",
    "Blunt the Assault",
    "Riot Control",
    "Kitsune Bonesetter",
)

BEARS = {"id": "bears", "controller": "Opponent", "card": "Grizzly Bears"}
MINE = {"id": "mine", "controller": "You", "card": "Grizzly Bears"}
SHOCK = {"id": "shock", "name": "Shock", "controller": "Opponent", "colors": ["R"], "types": ["instant"]}


cards, index = pool.fixtures(NAMES)


def resolve(index, data):
    return run_scenario(data, index).outcomes


def card_lines(cards, name):
    card = cards[name]
    return [a for i, f in enumerate(card.faces) for a in compile_card(f.name, f.oracle_text, f.type_line, i)]


# --- exile instead of dying (CR 614.1, 614.6) ------------------------------------------------------------------


def test_pillar_of_flame_exiles_the_creature_it_killed(index):
    (o,) = pool.outcomes(index, "I cast Pillar of Flame targeting opponent's Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "exile"
    step = next(s for s in o.log if "is exiled" in s.text)
    assert "614.1" in step.rules


def test_the_rider_covers_only_a_creature_dealt_damage_this_way(index):
    """Annihilating Fire's 3 to a player sets up nothing for the bears; Shock then kills them: graveyard."""
    data = {
        "battlefield": [BEARS],
        "sources": [SHOCK],
        "actions": [
            {"cast": "Annihilating Fire", "by": "You", "targets": ["Opponent"]},
            {"damage": [{"source": "shock", "to": "bears", "amount": 2}]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.players["Opponent"].life == 17 and o.permanents["bears"].zone == "graveyard"


def test_a_creature_that_survives_the_spell_is_exiled_when_it_dies_later_this_turn(index):
    data = {
        "battlefield": [{**BEARS, "toughness": 4}],
        "sources": [SHOCK],
        "actions": [
            {"cast": "Red Sun's Zenith", "by": "You", "x": 2, "targets": ["bears"]},
            {"damage": [{"source": "shock", "to": "bears", "amount": 2}]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.permanents["bears"].zone == "exile"


def test_today_s_and_2018_wording_compile(cards):
    for text in (
        "Pillar of Flame deals 2 damage to any target. If a creature dealt damage this way would die this turn, "
        "exile it instead.",
        "Pillar of Flame deals 2 damage to target creature or player. If a creature dealt damage this way would "
        "die this turn, exile it instead.",
    ):
        (spell,) = compile_card("Pillar of Flame", text, "Sorcery")
        assert spell.modelled, spell.reason
        assert spell.steps[-1]["effect"]["to"] == [{"kind": "creature", "dealt_damage_by": "this"}]


def test_frostwielder_exiles_what_it_pinged_and_no_other_creature(index):
    data = {
        "battlefield": [
            BEARS,
            {**MINE, "controller": "Opponent"},
            {"id": "fw", "controller": "You", "card": "Frostwielder"},
        ],
        "sources": [SHOCK],
        "actions": [
            {"activate": "fw", "targets": ["bears"]},
            {
                "damage": [
                    {"source": "shock", "to": "bears", "amount": 1},
                    {"source": "shock", "to": "mine", "amount": 2},
                ]
            },
        ],
    }
    (o,) = resolve(index, data)
    assert o.permanents["bears"].zone == "exile" and o.permanents["mine"].zone == "graveyard"


def test_kumano_s_pupils_dying_with_the_creature_it_damaged_still_exiles_it(index):
    """Both die by the same state-based action: the replacement is applied before either leaves."""
    data = {
        "battlefield": [
            {"id": "kp", "controller": "You", "card": "Kumano's Pupils"},  # first: it is moved first
            {"id": "big", "controller": "Opponent", "name": "Big", "power": 5, "toughness": 3},
        ],
        "actions": [{"combat": {"attackers": {"big": "You"}, "blockers": {"kp": "big"}}}],
    }
    (o,) = resolve(index, data)
    assert o.permanents["big"].zone == "exile" and o.permanents["kp"].zone == "graveyard"


def test_damage_marked_before_the_scenario_by_sources_not_given_is_refused_when_it_matters(index):
    data = {
        "battlefield": [{**BEARS, "damage": 1}, {"id": "kp", "controller": "You", "card": "Kumano's Pupils"}],
        "sources": [SHOCK],
        "actions": [{"damage": [{"source": "shock", "to": "bears", "amount": 1}]}],
    }
    with pytest.raises(Unmodelled, match="whether Kumano's Pupils dealt it this turn isn't given"):
        resolve(index, data)


# --- costs (CR 602.2b, 601.2h, 118.3) ----------------------------------------------------------------------------


def _caregiver(**activate):
    return {
        "battlefield": [BEARS, MINE, {"id": "cg", "controller": "You", "card": "Caregiver"}],
        "actions": [
            {"activate": "cg", "targets": ["mine"], **activate},
            {"damage": [{"source": "bears", "to": "mine", "amount": 2}]},
        ],
    }


def test_which_creature_is_sacrificed_is_the_player_s_choice_each_an_outcome(index):
    found = resolve(index, _caregiver())
    by_choice = {o.choices[0]: o for o in found}
    assert set(by_choice) == {
        "Caregiver's cost: sacrifice Caregiver",
        "Caregiver's cost: sacrifice Grizzly Bears [mine]",
    }
    kept = by_choice["Caregiver's cost: sacrifice Caregiver"]
    assert kept.permanents["cg"].zone == "graveyard" and kept.permanents["mine"].damage == 1
    gone = by_choice["Caregiver's cost: sacrifice Grizzly Bears [mine]"]
    assert gone.permanents["mine"].zone == "graveyard" and gone.permanents["cg"].zone == "battlefield"
    assert any("602.2b" in s.rules for s in kept.log if s.text.startswith("Cost paid"))


def test_a_named_sacrifice_is_used_and_one_the_player_can_t_sacrifice_is_refused(index):
    (o,) = resolve(index, _caregiver(sacrifice="cg"))
    assert o.permanents["cg"].zone == "graveyard" and o.permanents["mine"].damage == 1
    with pytest.raises(BadInput, match="isn't one You can sacrifice"):
        resolve(index, _caregiver(sacrifice="bears"))


def test_a_sacrifice_cost_with_nothing_to_sacrifice_can_t_be_paid(index):
    land = {"id": "forest", "controller": "You", "name": "Forest", "types": ["land"]}
    data = {"battlefield": [land, {"id": "s", "controller": "You", "card": "Sunstone"}], "actions": [{"activate": "s"}]}
    with pytest.raises(BadInput, match="can't be paid: no snow land"):
        resolve(index, data)
    data["battlefield"][0] = {**land, "types": ["snow", "land"]}
    data["battlefield"].append(BEARS)
    data["actions"].append({"combat": {"attackers": {"bears": "You"}}})
    (o,) = resolve(index, data)
    assert o.permanents["forest"].zone == "graveyard" and o.players["You"].life == 20


def test_knight_captain_sacrifices_a_soldier(index):
    soldier = {"id": "sol", "controller": "You", "name": "Soldier", "subtypes": ["Soldier"], "power": 1, "toughness": 1}
    data = {
        "battlefield": [BEARS, MINE, soldier, {"id": "kc", "controller": "You", "card": "Knight-Captain of Eos"}],
        "actions": [{"activate": "kc"}, {"combat": {"attackers": {"bears": "You"}}}],
    }
    (o,) = resolve(index, data)  # only the Soldier can pay: one outcome
    assert o.permanents["sol"].zone == "graveyard" and o.permanents["mine"].zone == "battlefield"
    assert o.players["You"].life == 20


def test_a_tap_cost_is_checked_not_branched(index):
    data = {
        "battlefield": [BEARS, MINE, {"id": "fs", "controller": "You", "card": "Field Surgeon"}],
        "actions": [
            {"activate": "fs", "targets": ["mine"]},
            {"damage": [{"source": "bears", "to": "mine", "amount": 2}]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.permanents["mine"].damage == 1
    data["actions"][0]["tap"] = ["bears"]
    with pytest.raises(BadInput, match="isn't one You can tap"):
        resolve(index, data)


def test_tapping_two_clerics_needs_two(index):
    data = {
        "battlefield": [BEARS, {"id": "se", "controller": "You", "card": "Shieldmage Elder"}],
        "actions": [{"activate": "se", "ability": 1, "targets": ["bears"]}],
    }
    with pytest.raises(BadInput, match="can't be paid: 1 such permanent"):
        resolve(index, data)


def test_costs_that_change_nothing_here_are_paid_as_written(index):
    """Thought Lash (exile the top card of your library) and Pearl Shard ({T} or {W}, {T})."""
    data = {
        "battlefield": [
            BEARS,
            {"id": "tl", "controller": "You", "card": "Thought Lash"},
            {"id": "ps", "controller": "You", "card": "Pearl Shard"},
        ],
        "actions": [
            {"activate": "tl"},
            {"activate": "ps", "targets": ["You"]},
            {"damage": [{"source": "bears", "to": "You", "amount": 4}]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.players["You"].life == 19 and o.prevented == 3


def test_a_response_above_an_activation_that_sacrificed_is_refused(index):
    reply = ask_reply(
        "I control Caregiver and Grizzly Bears. I activate Caregiver targeting Grizzly Bears. In response, "
        "opponent casts Shock targeting Grizzly Bears.",
        index=index,
    )
    assert reply.error and reply.exit_code == 3 and "is paid as it is activated" in reply.summary


# --- side sentences ------------------------------------------------------------------------------------------------


def test_healing_grace_prevents_3_from_the_chosen_source_and_gains_3(index):
    data = {
        "battlefield": [BEARS, MINE],
        "actions": [
            {"cast": "Healing Grace", "by": "You", "targets": ["mine"], "source": "bears"},
            {"damage": [{"source": "bears", "to": "mine", "amount": 4}]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.players["You"].life == 23 and o.permanents["mine"].damage == 1


def test_awe_strike_gains_what_it_prevented(index):
    data = {
        "players": [{"name": "You", "life": 10}, "Opponent"],
        "battlefield": [BEARS],
        "actions": [
            {"cast": "Awe Strike", "by": "You", "targets": ["bears"]},
            {"combat": {"attackers": {"bears": "You"}}},
        ],
    }
    (o,) = resolve(index, data)
    assert o.players["You"].life == 12 and o.prevented == 2


def test_dazzling_reflection_gains_the_power_and_prevents_its_next_damage(index):
    data = {
        "players": [{"name": "You", "life": 10}, "Opponent"],
        "battlefield": [{**BEARS, "power": 3}, MINE],
        "actions": [
            {"cast": "Dazzling Reflection", "by": "You", "targets": ["bears"]},
            {"combat": {"attackers": {"bears": "You"}, "blockers": {"mine": "bears"}}},
        ],
    }
    (o,) = resolve(index, data)
    assert o.players["You"].life == 13 and o.permanents["mine"].damage == 0
    assert o.permanents["bears"].zone == "graveyard"


def test_djeru_s_resolve_untaps_and_protects_its_target(index):
    data = {
        "battlefield": [BEARS, MINE],
        "actions": [
            {"cast": "Djeru's Resolve", "by": "You", "targets": ["mine"]},
            {"damage": [{"source": "bears", "to": "mine", "amount": 4}]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.permanents["mine"].damage == 0 and any("untaps" in s.text for s in o.log)


def test_blinding_fog_gives_hexproof_to_the_creatures_you_control(index):
    data = {
        "battlefield": [BEARS, MINE],
        "actions": [
            {"cast": "Blinding Fog", "by": "You"},
            {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["mine"]},
            {"cast": "Lightning Bolt", "by": "You", "targets": ["bears"]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.permanents["mine"].zone == "battlefield"  # hexproof: Opponent's Bolt can't affect it
    assert o.permanents["bears"].zone == "battlefield" and o.prevented == 3  # not hexproof, damage prevented


def test_spore_cloud_prevents_combat_damage(index):
    data = {
        "battlefield": [BEARS, MINE],
        "actions": [
            {"cast": "Spore Cloud", "by": "You"},
            {"combat": {"attackers": {"bears": "You"}, "blockers": {"mine": "bears"}}},
        ],
    }
    (o,) = resolve(index, data)
    assert o.permanents["mine"].damage == 0 and o.permanents["bears"].damage == 0 and o.prevented == 4


def test_vengeful_archon_deals_what_it_prevented_to_its_target(index):
    data = {
        "battlefield": [BEARS, {"id": "va", "controller": "You", "card": "Vengeful Archon"}],
        "actions": [
            {"activate": "va", "x": 3, "targets": ["Opponent"]},
            {"damage": [{"source": "bears", "to": "You", "amount": 2}]},
        ],
    }
    (o,) = resolve(index, data)
    assert o.players["You"].life == 20 and o.players["Opponent"].life == 18
    data["actions"][0]["targets"] = ["bears"]
    with pytest.raises(BadInput, match="player or planeswalker"):
        resolve(index, data)


# --- refused, naming the clause ------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Respite", "Blunt the Assault", "Riot Control"])
def test_life_for_each_creature_stays_unmodelled_naming_the_count(cards, name):
    (spell,) = card_lines(cards, name)
    assert not spell.modelled and "for each" in spell.reason and "lists only the permanents" in spell.reason


def test_an_activation_restriction_the_scenario_can_t_check_is_refused_in_one_line(index):
    data = {
        "battlefield": [BEARS, {"id": "kb", "controller": "You", "card": "Kitsune Bonesetter"}],
        "actions": [{"activate": "kb", "targets": ["bears"]}],
    }
    with pytest.raises(Unmodelled, match="more cards in hand than each opponent', which the scenario can't check"):
        resolve(index, data)


def test_thought_lash_pays_from_the_library_and_refuses_when_it_is_empty():
    """Found by the review of 40 compiled cards: the cost was treated as free, so an empty library still paid it."""
    import pool_cards as pool

    from commands.resolve import run_scenario
    from resolver.errors import BadInput

    idx = pool.index_with(pool.pool_cards(("Thought Lash",)))

    def play(library, activations):
        scenario = {
            "players": [{"name": "You", "library": library}, "Opponent"],
            "battlefield": [{"id": "tl", "card": "Thought Lash", "controller": "You"}],
            "actions": [
                *[{"activate": "tl", "ability": 1}] * activations,
                {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["You"]},
            ],
        }
        return run_scenario(scenario, idx).outcomes

    (o,) = play(5, 2)
    assert o.players["You"].life == 19 and o.players["You"].exiled_from_library == 2 and o.prevented == 2
    with pytest.raises(BadInput, match="library has 0 card"):
        play(0, 1)
    with pytest.raises(BadInput, match="library has 0 card"):
        play(1, 2)  # the second activation has nothing left to exile
