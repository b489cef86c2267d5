"""Choices in hand (issue 16, item 8): a card in hand or an ability a player could activate is used or not, each
legal way an outcome labelled by the choice (docs/scenario.md, "optional"; resolver/optional.py); and the reader's
sentences for it ("I have Mending Hands in hand", "I could activate Samite Healer")."""

from __future__ import annotations

import ask_helpers as ask
import pytest
from helpers import CARDS, card, cited, creature, one, play, step_with
from pool_cards import index_with, pool_cards

from commands.cardsource import IndexCards
from resolver import BadInput, TooManyOutcomes, Unmodelled, parse_scenario, resolve

# Oracle texts, as in ../shared/cards/oracle-reference.txt:
# Mending Hands {W} Instant: "Prevent the next 4 damage that would be dealt to any target this turn."
# Samite Healer {1}{W} Creature — Human Cleric 1/1: "{T}: Prevent the next 1 damage that would be dealt to any
#   target this turn."
# Healing Salve {W} Instant: "Choose one — • Target player gains 3 life. • Prevent the next 3 damage that would be
#   dealt to any target this turn."
# Lightning Bolt deals 3 damage to any target; Shock 2; Pyroclasm (sorcery) 2 to each creature; Fog prevents all
# combat damage; Giant Growth: target creature gets +3/+3.

AT_3 = [{"name": "You", "life": 3}, "Opponent"]
BOLT_ME = {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["You"], "on_stack_before": 0}
IN_HAND = {"cast": "Mending Hands", "by": "You", "optional": True}
CAST_ON_ME = "You cast Mending Hands targeting You"
NOT_CAST = "You don't cast Mending Hands"


def by_label(res):
    assert all(len(o.choices) <= 1 for o in res.outcomes), [o.choices for o in res.outcomes]
    return {(o.choices or [""])[0]: o for o in res.outcomes}


# --- the engine ----------------------------------------------------------------------------------------------------


def test_at_three_life_a_bolt_with_mending_hands_in_hand_is_two_outcomes_labelled_by_the_choice():
    res = play(players=AT_3, actions=[IN_HAND, BOLT_ME])
    outcomes = by_label(res)
    assert list(outcomes) == [NOT_CAST, CAST_ON_ME]  # not casting first, then each way
    dead, saved = outcomes[NOT_CAST], outcomes[CAST_ON_ME]
    assert (dead.players["You"].life, dead.players["You"].lost) == (0, True)
    assert {"704.5a", "117.3d"} <= cited(dead)
    assert step_with(dead, "You don't cast Mending Hands in response to Lightning Bolt").rules == ["117.3d"]
    assert (saved.players["You"].life, saved.players["You"].lost) == (3, False) and saved.prevented == 3
    assert {"117.1a", "601.2c", "615.7", "405.5"} <= cited(saved)
    assert "704.5a" not in cited(saved)
    said = [s.text for s in saved.log]
    assert said[:3] == [
        "Opponent casts Lightning Bolt targeting You",
        "In response, You cast Mending Hands targeting You",
        "Mending Hands resolves first (last in, first out)",
    ]


def test_every_legal_target_is_a_choice_and_the_same_result_is_one_outcome():
    board = [
        card("bears", "Grizzly Bears"),
        card("giant", "Hill Giant", "Opponent"),
        creature("knight", "Opponent", 2, 2, name="White Knight", colors=("W",), keywords=("protection from white",)),
        creature("elf", "Opponent", 1, 1, name="Hexproof Elf", keywords=("hexproof",)),
        creature("mine", "You", 1, 1, name="My Hexproof Elf", keywords=("hexproof",)),
    ]
    res = play(players=AT_3, battlefield=board, actions=[IN_HAND, BOLT_ME])
    assert [o.choices for o in res.outcomes] == [[NOT_CAST], [CAST_ON_ME]]  # the other targets: as not casting it
    legal = ("Opponent", "Grizzly Bears", "Hill Giant", "My Hexproof Elf")
    for target in legal:
        fixed = one(
            play(players=AT_3, battlefield=board, actions=[IN_HAND, BOLT_ME], choices=[f"{CAST_ON_ME[:-3]}{target}"])
        )
        assert fixed.players["You"].lost and fixed.choices == [f"You cast Mending Hands targeting {target}"]
        assert step_with(fixed, f"You cast Mending Hands targeting {target}")
    # protection from white (702.16b) and an opponent's hexproof (702.11b) aren't legal targets: no such choice
    for target in ("White Knight", "Hexproof Elf"):
        with pytest.raises(BadInput, match="matches no choice"):
            play(players=AT_3, battlefield=board, actions=[IN_HAND, BOLT_ME], choices=[f"{CAST_ON_ME[:-3]}{target}"])


def test_pyroclasm_with_mending_hands_in_hand_saves_the_creature_it_targets():
    board = [card("bears", "Grizzly Bears"), card("healer", "Samite Healer")]
    pyroclasm = {"cast": "Pyroclasm", "by": "Opponent", "on_stack_before": 0}
    outcomes = by_label(play(battlefield=board, actions=[IN_HAND, pyroclasm]))
    assert {label: (o.permanents["bears"].zone, o.permanents["healer"].zone) for label, o in outcomes.items()} == {
        NOT_CAST: ("graveyard", "graveyard"),
        "You cast Mending Hands targeting Grizzly Bears": ("battlefield", "graveyard"),
        "You cast Mending Hands targeting Samite Healer": ("graveyard", "battlefield"),
    }
    saved = outcomes["You cast Mending Hands targeting Grizzly Bears"]
    assert saved.permanents["bears"].damage == 0 and "615.7" in cited(saved)


def test_given_targets_are_the_only_way_to_cast_it():
    res = play(players=AT_3, actions=[{**IN_HAND, "targets": ["Opponent"]}, BOLT_ME])
    assert [o.choices for o in res.outcomes] == [[]]  # targeting Opponent changes nothing: one outcome
    assert one(res).players["You"].lost
    fixed = one(play(players=AT_3, actions=[{**IN_HAND, "targets": ["Opponent"]}, BOLT_ME], choices=[NOT_CAST]))
    assert step_with(fixed, NOT_CAST)
    with pytest.raises(BadInput, match="matches no choice"):
        play(players=AT_3, actions=[{**IN_HAND, "targets": ["Opponent"]}, BOLT_ME], choices=[CAST_ON_ME])


def test_an_ability_its_controller_could_activate_is_an_optional_activation():
    healer = card("healer", "Samite Healer")
    shock = {"cast": "Shock", "by": "Opponent", "targets": ["You"], "on_stack_before": 0}
    res = play(battlefield=[healer], actions=[{"activate": "healer", "optional": True}, shock])
    outcomes = by_label(res)
    assert list(outcomes) == [
        "You don't activate Samite Healer's ability",
        "You activate Samite Healer's ability targeting You",
    ]
    assert outcomes["You don't activate Samite Healer's ability"].players["You"].life == 18
    used = outcomes["You activate Samite Healer's ability targeting You"]
    assert used.players["You"].life == 19 and {"117.1b", "602.2b", "615.7"} <= cited(used)
    assert step_with(used, "In response, You activate Samite Healer's ability ({T}) targeting You")
    # fixing the choice that targets the healer itself (any target: a creature, CR 115.4)
    itself = one(
        play(
            battlefield=[healer],
            actions=[{"activate": "healer", "optional": True}, shock],
            choices=["You activate Samite Healer's ability targeting Samite Healer"],
        )
    )
    assert itself.players["You"].life == 18


def test_a_tapped_healer_can_not_be_activated_so_only_not_activating_is_left():
    healer = card("healer", "Samite Healer", tapped=True)
    shock = {"cast": "Shock", "by": "Opponent", "targets": ["You"], "on_stack_before": 0}
    o = one(play(battlefield=[healer], actions=[{"activate": "healer", "optional": True}, shock]))
    assert o.choices == [] and o.players["You"].life == 18
    step = step_with(o, "You can't activate Samite Healer's ability ({T}): Samite Healer is already tapped")
    assert {"107.5", "118.3"} <= set(step.rules)
    with pytest.raises(BadInput, match="matches no choice"):
        play(
            battlefield=[healer],
            actions=[{"activate": "healer", "optional": True}, shock],
            choices=["You activate Samite Healer's ability targeting You"],
        )


def test_a_card_with_no_legal_target_is_only_not_cast():
    # Giant Growth needs a creature; there is none
    o = one(play(players=AT_3, actions=[{"cast": "Giant Growth", "by": "You", "optional": True}, BOLT_ME]))
    assert o.choices == [] and o.players["You"].lost
    step = step_with(o, "Giant Growth has no legal target here, so You can't cast it")
    assert step.rules == ["601.2c", "601.2e"]
    assert not any("casts Giant Growth" in s.text for s in o.log)


def test_a_card_that_can_change_nothing_is_one_outcome():
    # Fog prevents combat damage only: casting it or not, the Bolt deals 3
    res = play(actions=[{"cast": "Fog", "by": "You", "optional": True}, BOLT_ME])
    o = one(res)
    assert o.choices == [] and o.players["You"].life == 17
    assert res.unchanged == "Every way leads to this outcome: You may cast Fog, or not."
    fixed = play(actions=[{"cast": "Fog", "by": "You", "optional": True}, BOLT_ME], choices=["You cast Fog"])
    cast_anyway = one(fixed)
    assert cast_anyway.players["You"].life == 17 and step_with(cast_anyway, "In response, You cast Fog")
    assert fixed.unchanged == ""  # a fixed choice tried no other way
    # where it can be cast only one way (no legal target), nothing is said: it isn't a choice
    assert (
        play(players=AT_3, actions=[{"cast": "Giant Growth", "by": "You", "optional": True}, BOLT_ME]).unchanged == ""
    )
    assert play(players=AT_3, actions=[IN_HAND, BOLT_ME]).unchanged == ""  # two outcomes


def test_a_sorcery_can_not_be_cast_in_response_and_with_the_stack_empty_it_is_refused():
    pyroclasm = {"cast": "Pyroclasm", "by": "You", "optional": True}
    o = one(play(battlefield=[card("bears", "Grizzly Bears", "Opponent")], actions=[pyroclasm, BOLT_ME]))
    assert o.permanents["bears"].zone == "battlefield"
    step = step_with(o, "Pyroclasm is a sorcery: You can cast it only while the stack is empty, and Lightning Bolt")
    assert step.rules == ["117.1a", "307.1"]
    with pytest.raises(Unmodelled, match=r"whether You may cast it here .* isn't known"):
        play(actions=[pyroclasm])


def test_a_modal_card_is_tried_in_each_mode_with_each_target():
    salve = {"cast": "Healing Salve", "by": "You", "optional": True}
    outcomes = by_label(play(players=AT_3, actions=[salve, BOLT_ME]))
    gain = "You cast Healing Salve choosing mode 1 (Target player gains 3 life)"
    prevent = (
        "You cast Healing Salve choosing mode 2 (Prevent the next 3 damage that would be dealt to any target this turn)"
    )
    # mode 2 on You ends at the same life as mode 1 on You, but You are dealt no damage: an outcome of its own
    assert list(outcomes) == [
        "You don't cast Healing Salve",
        f"{gain} targeting You",
        f"{gain} targeting Opponent",
        f"{prevent} targeting You",
    ]
    assert outcomes[f"{gain} targeting You"].players["You"].life == 3  # 3 + 3 - 3
    assert (
        outcomes[f"{prevent} targeting You"].players["You"].life,
        outcomes[f"{prevent} targeting You"].prevented,
    ) == (
        3,
        3,
    )
    to_opponent = outcomes[f"{gain} targeting Opponent"]
    assert (to_opponent.players["Opponent"].life, to_opponent.players["You"].lost) == (23, True)
    fixed = one(play(players=AT_3, actions=[salve, BOLT_ME], choices=[f"{prevent} targeting You"]))
    assert fixed.players["You"].life == 3 and fixed.prevented == 3
    assert step_with(fixed, f"In response, {prevent} targeting You").rules == ["601.2", "117.1a", "601.2c"]


def test_a_card_not_cast_is_not_narrated_as_below_the_next_one():
    salve = {"cast": "Healing Salve", "by": "You", "optional": True, "on_stack_before": 0}
    # the Bolt, Mending Hands on it, Healing Salve on top: all put on the stack before the first resolves
    actions = [salve, {**IN_HAND, "on_stack_before": 0}, BOLT_ME]
    on_me = (
        "You cast Healing Salve choosing mode 2 (Prevent the next 3 damage that would be dealt to any target this "
        "turn) targeting You"
    )
    o = one(play(players=AT_3, actions=actions, choices=[NOT_CAST, on_me]))
    said = [s.text for s in o.log]
    assert said[1] == "You don't cast Mending Hands in response to Lightning Bolt"
    assert said[2].startswith("In response to Lightning Bolt, You cast Healing Salve choosing mode 2")
    assert o.players["You"].life == 3
    both = one(play(players=AT_3, actions=actions, choices=[CAST_ON_ME, on_me]))
    texts = [s.text for s in both.log]
    assert texts[1:3] == [
        "In response, You cast Mending Hands targeting You",
        "In response, You cast Healing Salve choosing mode 2 (Prevent the next 3 damage that would be dealt to any "
        "target this turn) targeting You",
    ]
    assert both.players["You"].life == 3 and both.prevented == 3
    # Mending Hands alone: it is on top of the Bolt, and the Bolt doesn't "resolve first" (nothing waits below it)
    alone = one(play(players=AT_3, actions=actions, choices=[CAST_ON_ME, "You don't cast Healing Salve"]))
    assert "Mending Hands resolves first (last in, first out)" in [s.text for s in alone.log]
    assert "Lightning Bolt resolves" in [s.text for s in alone.log]


def test_a_spell_that_targets_a_spell_chooses_among_those_below_it():
    hallow = pool_cards(("Hallow",))  # "Prevent all damage target spell would deal this turn. You gain life equal to
    cards = IndexCards(index_with(hallow), "mtg")  # the damage prevented this way."
    scenario = parse_scenario(
        {"players": AT_3, "actions": [{"cast": "Hallow", "by": "You", "optional": True}, BOLT_ME]}
    )
    outcomes = by_label(resolve(scenario, cards=cards))
    assert list(outcomes) == ["You don't cast Hallow", "You cast Hallow targeting Lightning Bolt"]
    assert outcomes["You cast Hallow targeting Lightning Bolt"].players["You"].life == 6


def test_too_many_ways_is_refused_like_too_many_lines_of_play(monkeypatch):
    monkeypatch.setattr("resolver.optional.MAX_WAYS", 1)  # You and Opponent: 2 ways
    with pytest.raises(
        TooManyOutcomes, match=r"more than 1 lines of play to consider: fix some choices .* Mending Hands"
    ):
        play(players=AT_3, actions=[IN_HAND, BOLT_ME])
    # and the engine's own bound on distinct outcomes holds: two shields save any one or two of four creatures
    # (1 + 4 + 6 outcomes), here over a bound of 10
    board = [creature(f"c{i}", "You", 1, 1) for i in range(4)]
    pyroclasm = {"cast": "Pyroclasm", "by": "Opponent", "on_stack_before": 0}
    monkeypatch.undo()
    both = parse_scenario({"battlefield": board, "actions": [IN_HAND, {**IN_HAND}, pyroclasm]})
    assert len(resolve(both, cards=CARDS, max_outcomes=11).outcomes) == 11
    with pytest.raises(TooManyOutcomes, match=r"more than 10 distinct outcomes .* You may cast Mending Hands"):
        resolve(both, cards=CARDS, max_outcomes=10)


def test_an_optional_action_inside_a_combat_is_refused():
    board = [card("giant", "Hill Giant", "Opponent")]
    combat = {"combat": {"attackers": {"giant": "You"}, "after_assignment": [IN_HAND]}}
    with pytest.raises(BadInput, match="optional is for the scenario's own actions"):
        play(battlefield=board, actions=[combat])


# --- the reader ----------------------------------------------------------------------------------------------------

BOLT_AT_3 = "I'm at 3 life. Opponent casts Lightning Bolt targeting me."


@pytest.mark.parametrize(
    "sentence",
    [
        "I have Mending Hands in hand.",
        "I've got Mending Hands in hand.",
        "Mending Hands in hand.",
        "I have Mending Hands in my hand.",
        "I could cast Mending Hands.",
    ],
)
def test_a_card_in_hand_is_cast_in_response_with_each_target_or_not(sentence):
    reading = ask.ask_reply(f"{BOLT_AT_3} {sentence}", index=ask.INDEX)
    assert not reading.error, reading.summary
    assert reading.data["scenario"]["actions"][0] == {"cast": "Mending Hands", "by": "You", "optional": True}
    assert reading.data["scenario"]["actions"][1]["on_stack_before"] == 0
    assert reading.data["interpretation"][2] == (
        "1. You may cast Mending Hands from your hand in response to Lightning Bolt (each legal target, or not at all)"
    )
    outcomes = ask.outcomes(f"{BOLT_AT_3} {sentence}")
    assert [(o.choices, o.players["You"].life, o.players["You"].lost) for o in outcomes] == [
        ([NOT_CAST], 0, True),
        ([CAST_ON_ME], 3, False),
    ]


def test_two_cards_in_hand_are_each_cast_or_not():
    text = (
        "I control Grizzly Bears and Samite Healer. Opponent casts Pyroclasm. "
        "I have Mending Hands and Healing Salve in hand."
    )
    scenario = ask.scenario(text)
    assert [a.get("cast") for a in scenario["actions"]] == ["Healing Salve", "Mending Hands", "Pyroclasm"]
    assert all(a.get("optional") for a in scenario["actions"][:2])
    reading = ask.ask_reply(text, index=ask.INDEX).data["interpretation"]
    assert (
        "1. You may cast Healing Salve from your hand in response to Pyroclasm (each mode and legal target, or not at "
        "all)" in reading
    )
    assert any(line.startswith("Mending Hands and Healing Salve are each used or not") for line in reading)
    outcomes = ask.outcomes(text)
    both = [
        o for o in outcomes if o.permanents["grizzly-bears"].zone == o.permanents["samite-healer"].zone == "battlefield"
    ]
    assert [o.choices for o in both] == [
        [
            "You cast Mending Hands targeting Grizzly Bears",
            "You cast Healing Salve choosing mode 2 (Prevent the next 3 damage that would be dealt to any target this "
            "turn) targeting Samite Healer",
        ]
    ]


def test_i_could_activate_samite_healer():
    text = "I control Samite Healer. Opponent casts Shock targeting me. I could activate Samite Healer."
    assert ask.scenario(text)["actions"][0] == {"activate": "samite-healer", "optional": True}
    reading = ask.ask_reply(text, index=ask.INDEX).data["interpretation"]
    assert reading[2] == (
        "1. You may activate Samite Healer ({T}: Prevent the next 1 damage that would be dealt to any target this "
        "turn.) in response to Shock (each legal target, or not at all)"
    )
    assert [(o.choices, o.players["You"].life) for o in ask.outcomes(text)] == [
        (["You don't activate Samite Healer's ability"], 18),
        (["You activate Samite Healer's ability targeting You"], 19),
    ]


def test_with_nothing_on_the_stack_the_card_comes_after_what_came_before():
    text = "Mending Hands in hand. Opponent casts Shock targeting me."
    scenario = ask.scenario(text)
    assert scenario["actions"] == [
        {"cast": "Mending Hands", "by": "You", "optional": True},
        {"cast": "Shock", "by": "Opponent", "targets": ["You"]},
    ]
    reading = ask.ask_reply(text, index=ask.INDEX).data["interpretation"]
    assert reading[2] == (
        "1. You may cast Mending Hands from your hand at this point, with nothing on the stack to respond to "
        "(each legal target, or not at all)"
    )
    assert [o.players["You"].life for o in ask.outcomes(text)] == [18, 20]


def test_the_opponents_hand_and_given_targets_and_a_clause_after_a_comma():
    scenario = ask.scenario("I cast Shock targeting opponent. Opponent has Mending Hands in hand.")
    assert scenario["actions"][0] == {"cast": "Mending Hands", "by": "Opponent", "optional": True}
    scenario = ask.scenario("I cast Shock targeting opponent. Mending Hands in my opponent's hand.")
    assert scenario["actions"][0]["by"] == "Opponent"
    text = "Opponent casts Shock targeting me, I could cast Mending Hands targeting me"
    assert ask.scenario(text)["actions"][0] == {
        "cast": "Mending Hands",
        "by": "You",
        "targets": ["You"],
        "optional": True,
    }
    assert ask.ask_reply(text, index=ask.INDEX).data["interpretation"][2] == (
        "1. You may cast Mending Hands from your hand targeting You in response to Shock (or not at all)"
    )


def test_a_card_that_changes_nothing_says_so_under_the_one_outcome():
    reply = ask.ask_reply("Opponent casts Lightning Bolt targeting me. I have Fog in hand.", index=ask.INDEX)
    assert reply.summary == "1 outcome."
    (section,) = [s for s in reply.sections if s.title == "Choices that change nothing here"]
    assert section.lines == ["Every way leads to this outcome: You may cast Fog, or not."]


def test_what_can_not_be_in_hand_is_refused_in_one_line():
    ask.refused(
        "Opponent casts Shock targeting me. I have Grizzly Bears in hand.", "casting it from a hand isn't modelled"
    )
    ask.refused("I have Pyroclasm in hand.", "whether You may cast it here", code=3)
