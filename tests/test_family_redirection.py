"""Redirection family (CR 614.9): real 2018 Oracle text from ../shared's card pool (read there, never copied),
compiled as an import does, answered through `ask` or resolved as JSON scenarios, with asserted outcomes."""

from __future__ import annotations

import pool_cards as pool
import pytest

from cardindex.compiler import compile_card
from commands.ask import ask_reply
from commands.resolve import run_scenario
from resolver import BadInput, Unmodelled
from resolver.outcome import OutcomeOut

NAMES = (
    "Zhalfirin Crusader",
    "Zealous Inquisitor",
    "Ward of Piety",
    "Daughter of Autumn",
    "Vassal's Duty",
    "Carom",
    "Captain's Maneuver",
    "Kor Chant",
    "Kor Dirge",
    "Razia, Boros Archangel",
    "Azorius Ploy",
    "Beacon of Destiny",
    "Opal-Eye, Konda's Yojimbo",
    "Oracle's Attendants",
    "Reflect Damage",
    "Jade Monolith",
    "Glarecaster",
    "Mirrorwood Treefolk",
    "Treacherous Link",
    "Aegis of Honor",
    "Soltari Guerrillas",
    "Palisade Giant",
    "Nova Pentacle",
    "Personal Incarnation",
    "Eye for an Eye",
    "Martyrs of Korlis",
    "Blood of the Martyr",
    "Reverberation",
    "Grizzly Bears",
    "Hill Giant",
    "Savannah Lions",
    "Isamaru, Hound of Konda",
    "Lava Axe",
    "Bounty of Might",
)


@pytest.fixture(scope="module")
def pool_cards():
    return pool.pool_cards(NAMES)


@pytest.fixture(scope="module")
def index(pool_cards):
    return pool.index_with(pool_cards)


only = pool.only


def resolve(index, battlefield, actions, **extra):
    return run_scenario({"battlefield": battlefield, "actions": actions, **extra}, index).outcomes


def perm(ident, name, controller="You", **extra):
    return {"id": ident, "controller": controller, "card": name, **extra}


def bolt(target, ident="bolt"):
    return {"cast": "Lightning Bolt", "by": "Opponent", "id": ident, "targets": [target]}


def rules(o: OutcomeOut) -> set[str]:
    return {r for s in o.log for r in s.rules}


MODELLED = NAMES[: NAMES.index("Palisade Giant") + 1]  # the rest of NAMES stay unmodelled


def _abilities(card):
    return [a for i, f in enumerate(card.faces) for a in compile_card(f.name, f.oracle_text, f.type_line, i)]


def test_every_redirection_line_of_these_cards_compiles(pool_cards):
    for name in MODELLED:
        lines = [a for a in _abilities(pool_cards[name]) if "damage" in a.text.lower()]
        assert lines and all(a.modelled for a in lines), (name, [a.reason for a in lines])


@pytest.mark.parametrize(
    ("name", "fragment"),
    [
        ("Nova Pentacle", "opponent's choice"),  # an opponent chooses the target: not modelled
        ("Personal Incarnation", "its owner"),  # "only its owner may activate" isn't read
        ("Eye for an Eye", "instead that source deals that much damage to you"),
        ("Martyrs of Korlis", "as long as this is untapped"),  # tapped state isn't modelled
        ("Blood of the Martyr", "you may have that damage dealt to you instead"),
        ("Reverberation", "target sorcery spell"),
    ],
)
def test_what_stays_unmodelled_names_its_clause(pool_cards, name, fragment):
    failed = [a for a in _abilities(pool_cards[name]) if not a.modelled and "damage" in a.text.lower()]
    assert failed and fragment in failed[0].reason, [a.reason for a in failed]


# --- the next N damage to this / attached is dealt to a target ------------------------------------------------


def test_zhalfirin_crusader_sends_1_of_a_bolt_to_the_opponent(index):
    o = only(
        index,
        "I control Zhalfirin Crusader. Opponent casts Lightning Bolt targeting Zhalfirin Crusader. In response, I "
        "activate Zhalfirin Crusader targeting opponent.",
    )
    assert o.permanents["zhalfirin-crusader"].zone == "graveyard"  # 2/2: dealt 3 - 1 = 2
    assert o.players["Opponent"].life == 19  # the Bolt (still its source, CR 614.9) deals 1 to its own caster
    assert "614.9" in rules(o)


def test_zealous_inquisitor_needs_a_creature_target(index):
    reply = ask_reply(
        "I control Zealous Inquisitor. Opponent casts Lightning Bolt targeting Zealous Inquisitor. In response, I "
        "activate Zealous Inquisitor targeting opponent.",
        index=index,
    )
    assert reply.error and "creature" in reply.summary, reply.summary


def test_ward_of_piety_redirects_from_the_enchanted_creature(index):
    (o,) = resolve(
        index,
        [
            perm("lions", "Savannah Lions", toughness=4),
            perm("ward", "Ward of Piety", attached_to="lions"),
            perm("giant", "Hill Giant", "Opponent"),
        ],
        [
            {"activate": "ward", "ability": 1, "targets": ["giant"]},
            bolt("lions"),
        ],
    )
    assert o.permanents["lions"].damage == 2  # given toughness 4: 3 - 1
    assert o.permanents["giant"].damage == 1


# --- the next N damage to a target is dealt to this / you -------------------------------------------------------


def test_daughter_of_autumn_takes_1_for_a_white_creature(index):
    (o,) = resolve(
        index,
        [perm("daughter", "Daughter of Autumn"), perm("lions", "Savannah Lions", toughness=3)],
        [
            {"activate": "daughter", "ability": 1, "targets": ["lions"]},
            {"cast": "Shock", "by": "Opponent", "targets": ["lions"]},
        ],
    )
    assert o.permanents["lions"].damage == 1 and o.permanents["lions"].zone == "battlefield"
    assert o.permanents["daughter"].damage == 1


def test_daughter_of_autumn_needs_a_white_target(index):
    with pytest.raises(BadInput, match="white creature"):
        resolve(
            index,
            [perm("daughter", "Daughter of Autumn"), perm("bears", "Grizzly Bears")],
            [{"activate": "daughter", "ability": 1, "targets": ["bears"]}],
        )


def test_vassals_duty_needs_a_legendary_creature_you_control(index):
    (o,) = resolve(
        index,
        [perm("duty", "Vassal's Duty"), perm("isamaru", "Isamaru, Hound of Konda")],
        [
            {"activate": "duty", "ability": 1, "targets": ["isamaru"]},
            {"cast": "Shock", "by": "Opponent", "targets": ["isamaru"]},
        ],
    )
    assert o.permanents["isamaru"].damage == 1 and o.players["You"].life == 19
    with pytest.raises(BadInput, match="legendary"):
        resolve(
            index,
            [perm("duty", "Vassal's Duty"), perm("bears", "Grizzly Bears")],
            [{"activate": "duty", "ability": 1, "targets": ["bears"]}],
        )
    with pytest.raises(BadInput, match="you control"):
        resolve(
            index,
            [perm("duty", "Vassal's Duty"), perm("isamaru", "Isamaru, Hound of Konda", "Opponent")],
            [{"activate": "duty", "ability": 1, "targets": ["isamaru"]}],
        )


# --- two targets ---------------------------------------------------------------------------------------------


def test_carom_moves_1_damage_to_another_creature_and_draws(index):
    (o,) = resolve(
        index,
        [perm("bears", "Grizzly Bears"), perm("giant", "Hill Giant", "Opponent")],
        [
            {"cast": "Carom", "by": "You", "targets": ["bears", "giant"]},
            {"cast": "Shock", "by": "Opponent", "targets": ["bears"]},
        ],
    )
    assert o.permanents["bears"].damage == 1 and o.permanents["bears"].zone == "battlefield"
    assert o.permanents["giant"].damage == 1
    assert o.players["You"].cards_drawn == 1


def test_carom_another_target_must_differ(index):
    with pytest.raises(BadInput, match="twice"):
        resolve(
            index, [perm("bears", "Grizzly Bears")], [{"cast": "Carom", "by": "You", "targets": ["bears", "bears"]}]
        )


def test_carom_with_its_second_target_gone_redirects_nothing_but_still_draws(index):
    (o,) = resolve(
        index,
        [perm("bears", "Grizzly Bears"), perm("giant", "Hill Giant", "Opponent")],
        [
            {"move": {"id": "giant", "zone": "exile"}},
            # cast while the giant was there (a target is chosen on the battlefield, CR 115.2), then exiled
            {"cast": "Carom", "by": "You", "targets": ["bears", "giant"], "on_stack_before": 0},
            {"cast": "Shock", "by": "Opponent", "targets": ["bears"]},
        ],
    )
    assert o.permanents["bears"].zone == "graveyard"
    assert o.players["You"].cards_drawn == 1
    assert "608.2b" in rules(o)


def test_captains_maneuver_moves_x_from_a_player_to_a_creature(index):
    (o,) = resolve(
        index,
        [perm("giant", "Hill Giant", "Opponent")],
        [
            {"cast": "Captain's Maneuver", "by": "You", "x": 3, "targets": ["You", "giant"]},
            {"cast": "Lava Axe", "by": "Opponent", "targets": ["You"]},
        ],
    )
    assert o.players["You"].life == 18 and o.permanents["giant"].zone == "graveyard"


def test_razia_first_target_must_be_yours_the_second_need_not(index):
    (o,) = resolve(
        index,
        [
            perm("razia", "Razia, Boros Archangel"),
            perm("bears", "Grizzly Bears"),
            perm("giant", "Hill Giant", "Opponent"),
        ],
        [
            {"activate": "razia", "ability": 1, "targets": ["bears", "giant"]},
            bolt("bears"),
        ],
    )
    assert o.permanents["bears"].damage == 0 and o.permanents["giant"].zone == "graveyard"  # all 3 of 3
    with pytest.raises(BadInput, match="you control"):
        resolve(
            index,
            [
                perm("razia", "Razia, Boros Archangel"),
                perm("bears", "Grizzly Bears"),
                perm("giant", "Hill Giant", "Opponent"),
            ],
            [{"activate": "razia", "ability": 1, "targets": ["giant", "bears"]}],
        )


def test_kor_chant_sends_the_chosen_sources_damage_to_another_creature(index):
    (o,) = resolve(
        index,
        [perm("bears", "Grizzly Bears"), perm("giant", "Hill Giant", "Opponent")],
        [
            {"cast": "Kor Chant", "by": "You", "targets": ["bears", "giant"], "source": "bolt"},
            bolt("bears"),
        ],
    )
    assert o.permanents["bears"].damage == 0 and o.permanents["giant"].zone == "graveyard"


def test_azorius_ploy_takes_a_target_per_paragraph(index):
    (o,) = resolve(
        index,
        [perm("bears", "Grizzly Bears"), perm("giant", "Hill Giant", "Opponent")],
        [
            {"cast": "Azorius Ploy", "by": "You", "targets": ["giant", "bears"]},
            {"combat": {"attackers": {"giant": "You"}, "blockers": {"bears": "giant"}}},
        ],
    )
    assert o.permanents["bears"].damage == 0 and o.permanents["giant"].damage == 2  # the giant's 3 prevented


def test_azorius_ploy_may_target_the_same_creature_twice(index):
    (o,) = resolve(
        index,
        [perm("bears", "Grizzly Bears"), perm("giant", "Hill Giant", "Opponent")],
        [
            {"cast": "Azorius Ploy", "by": "You", "targets": ["giant", "giant"]},
            {"combat": {"attackers": {"giant": "You"}, "blockers": {"bears": "giant"}}},
        ],
    )
    assert o.permanents["bears"].damage == 0 and o.permanents["giant"].damage == 0


# --- the next time ----------------------------------------------------------------------------------------------


def test_beacon_of_destiny_takes_the_chosen_sources_damage_to_you(index):
    (o,) = resolve(
        index,
        [perm("beacon", "Beacon of Destiny")],
        [{"activate": "beacon", "ability": 1, "source": "bolt"}, bolt("You"), bolt("You", "bolt2")],
    )
    assert o.permanents["beacon"].zone == "graveyard"  # 1/3 dealt 3
    assert o.players["You"].life == 17  # the second Bolt isn't the chosen source


def test_reflect_damage_sends_the_damage_to_its_sources_controller(index):
    (o,) = resolve(
        index,
        [perm("bears", "Grizzly Bears")],
        [{"cast": "Reflect Damage", "by": "You", "source": "bolt"}, bolt("bears")],
    )
    assert o.permanents["bears"].damage == 0 and o.players["Opponent"].life == 17


def test_jade_monolith_that_source_deals_the_damage_to_you(index):
    (o,) = resolve(
        index,
        [perm("monolith", "Jade Monolith"), perm("bears", "Grizzly Bears")],
        [{"activate": "monolith", "ability": 1, "targets": ["bears"], "source": "bolt"}, bolt("bears")],
    )
    assert o.permanents["bears"].damage == 0 and o.players["You"].life == 17


def test_glarecaster_redirects_the_next_time_only(index):
    (o,) = resolve(
        index,
        [perm("glare", "Glarecaster"), perm("giant", "Hill Giant", "Opponent")],
        [{"activate": "glare", "ability": 1, "targets": ["Opponent"]}, bolt("You"), bolt("You", "bolt2")],
    )
    assert o.players["Opponent"].life == 17 and o.players["You"].life == 17  # the second Bolt isn't redirected


def test_mirrorwood_treefolk_redirect_to_a_gone_target_does_nothing(index):
    (o,) = resolve(
        index,
        [perm("tree", "Mirrorwood Treefolk"), perm("bears", "Grizzly Bears", "Opponent")],
        [
            {"activate": "tree", "ability": 1, "targets": ["bears"]},
            {"move": {"id": "bears", "zone": "exile"}},
            bolt("tree"),
        ],
    )
    assert o.permanents["tree"].damage == 3  # CR 614.9: the new recipient is gone, the damage isn't redirected
    assert "614.9" in rules(o)


def test_treacherous_link_sends_the_damage_to_the_creatures_controller(index):
    (o,) = resolve(
        index,
        [perm("giant", "Hill Giant", "Opponent"), perm("link", "Treacherous Link", attached_to="giant")],
        [{"cast": "Lightning Bolt", "by": "You", "targets": ["giant"]}],
    )
    assert o.permanents["giant"].damage == 0 and o.players["Opponent"].life == 17


def test_aegis_of_honor_turns_a_spell_back_on_its_controller(index):
    (o,) = resolve(
        index,
        [perm("aegis", "Aegis of Honor")],
        [{"activate": "aegis", "ability": 1}, bolt("You"), bolt("You", "bolt2")],
    )
    assert o.players["Opponent"].life == 17 and o.players["You"].life == 17  # only the next time


def test_soltari_guerrillas_send_their_combat_damage_to_a_creature(index):
    (o,) = resolve(
        index,
        [perm("soltari", "Soltari Guerrillas"), perm("giant", "Hill Giant", "Opponent")],
        [
            {"activate": "soltari", "ability": 1, "targets": ["giant"]},
            {"damage": [{"source": "soltari", "to": "Opponent", "amount": 3, "combat": True}]},
        ],
    )
    assert o.players["Opponent"].life == 20 and o.permanents["giant"].zone == "graveyard"


def test_palisade_giant_todays_wording(index):
    (o,) = resolve(
        index,
        [perm("pg", "Palisade Giant"), perm("bears", "Grizzly Bears")],
        [bolt("bears")],
    )
    assert o.permanents["bears"].damage == 0 and o.permanents["pg"].damage == 3


def test_unmodelled_activation_refuses(index):
    with pytest.raises(Unmodelled, match="opponent's choice"):
        resolve(index, [perm("nova", "Nova Pentacle")], [{"activate": "nova", "ability": 1}])


def test_glarecaster_redirects_all_the_damage_dealt_at_once_to_it_and_you(index):
    (o,) = resolve(
        index,
        [perm("glare", "Glarecaster"), perm("giant", "Hill Giant", "Opponent")],
        [
            {"activate": "glare", "ability": 1, "targets": ["Opponent"]},
            {
                "damage": [
                    {"source": "giant", "to": "glare", "amount": 2},
                    {"source": "giant", "to": "You", "amount": 2},
                ]
            },
        ],
    )
    assert o.permanents["glare"].damage == 0 and o.players["You"].life == 20
    assert o.players["Opponent"].life == 16  # one instance: both parts of it (the source stays the Giant)


def test_opal_eye_takes_the_chosen_sources_damage_to_anything(index):
    (o,) = resolve(
        index,
        [perm("opal", "Opal-Eye, Konda's Yojimbo"), perm("bears", "Grizzly Bears")],
        [
            {"activate": "opal", "ability": 1, "source": "shock"},
            {"cast": "Shock", "by": "Opponent", "id": "shock", "targets": ["bears"]},
        ],
    )
    assert o.permanents["bears"].damage == 0 and o.permanents["opal"].damage == 2


def test_oracles_attendants_take_the_chosen_sources_damage_to_the_target(index):
    (o,) = resolve(
        index,
        [perm("oracle", "Oracle's Attendants"), perm("bears", "Grizzly Bears")],
        [{"activate": "oracle", "ability": 1, "targets": ["bears"], "source": "bolt"}, bolt("bears")],
    )
    assert o.permanents["bears"].damage == 0 and o.permanents["oracle"].damage == 3


def test_bounty_of_might_paragraphs_may_target_the_same_creature_each_time(index):
    (o,) = resolve(
        index,
        [perm("bears", "Grizzly Bears")],
        [{"cast": "Bounty of Might", "by": "You", "targets": ["bears", "bears", "bears"]}, bolt("bears")],
    )
    assert (o.permanents["bears"].power, o.permanents["bears"].toughness) == (11, 11)
    assert o.permanents["bears"].damage == 3


def test_carom_through_ask_takes_its_two_targets_in_order(index):
    o = only(
        index,
        "I control Grizzly Bears. Opponent controls Hill Giant. I cast Carom targeting Grizzly Bears and Hill Giant. "
        "Then opponent casts Shock targeting Grizzly Bears.",
    )
    assert o.permanents["grizzly-bears"].damage == 1 and o.permanents["hill-giant"].damage == 1
    assert o.players["You"].cards_drawn == 1


def test_kor_chant_through_ask_in_response_to_the_chosen_bolt(index):
    o = only(
        index,
        "I control Grizzly Bears. Opponent controls Hill Giant. Opponent casts Lightning Bolt targeting Grizzly "
        "Bears. In response, I cast Kor Chant targeting Grizzly Bears and Hill Giant, choosing Lightning Bolt as "
        "the source.",
    )
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.permanents["grizzly-bears"].damage == 0
    assert o.permanents["hill-giant"].zone == "graveyard"
