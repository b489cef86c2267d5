"""Players' phrasing the controlled language reads (issue #16, item 7 and "Also seen"): the forms the chat reader
(commands/reader/) rewrites into. Each test checks a real outcome, a reading or a one-line refusal.

Sections: players' keywords in the contract (CR 702.16, 702.11c, 702.18a) and changes this turn; kind-changing card
matches refused; refusals that point Discord users at /help ruling, with forms from the words written; creatures
described by their size; players' keywords and life in words; abilities by their cost or number; kicker.
"""

from __future__ import annotations

import pytest
from ask_helpers import INDEX, lives
from pool_cards import index_with, pool_cards

from commands.resolve import run_scenario
from resolver.errors import BadInput, Unmodelled


def rules(o) -> list[str]:
    return [r for step in o.log for r in step.rules]


def texts(o) -> list[str]:
    return [step.text for step in o.log]


def resolve(players: list, battlefield: list | None = None, actions: list | None = None, ruleset: str = "mtg"):
    return run_scenario(
        {"ruleset": ruleset, "players": players, "battlefield": battlefield or [], "actions": actions or []}, INDEX
    ).outcomes


RED_SOURCE = {"name": "a red source", "colors": ["R"], "controller": "Opponent"}


# --- the contract: players' keywords --------------------------------------------------------------------------------


def test_a_spell_of_the_quality_cant_target_a_player_with_protection():
    players = [{"name": "You", "keywords": ["protection from red"]}, "Opponent"]
    with pytest.raises(BadInput, match=r"Lightning Bolt can't target You: You have protection from red \(CR 702\.16b"):
        resolve(players, actions=[{"cast": "Lightning Bolt", "by": "Opponent", "targets": ["You"]}])
    # a white spell may target them (Healing Salve's prevention mode)
    (o,) = resolve(players, actions=[{"cast": "Healing Salve", "by": "You", "targets": ["You"], "mode": 2}])
    assert o.players["You"].life == 20 and not o.prevented


def test_damage_from_a_source_of_the_quality_to_a_protected_player_is_prevented():
    players = [{"name": "You", "keywords": ["protection from red"]}, "Opponent"]
    giant = {"id": "g", "controller": "Opponent", "card": "Hill Giant"}  # red
    (o,) = resolve(players, [giant], [{"combat": {"attackers": {"g": "You"}}}])
    assert o.players["You"].life == 20 and o.prevented == 3
    assert "Your protection from red prevents 3 of the 3 damage Hill Giant would deal to You" in texts(o)
    assert "702.16e" in rules(o)
    bears = {"id": "b", "controller": "Opponent", "card": "Grizzly Bears"}  # green: not prevented
    (o,) = resolve(players, [bears], [{"combat": {"attackers": {"b": "You"}}}])
    assert o.players["You"].life == 18 and not o.prevented
    # Pyroclasm deals no damage to players; a red source's noncombat damage is prevented too
    (o,) = resolve(players, actions=[{"damage": [{"source": RED_SOURCE, "to": "You", "amount": 4}]}])
    assert o.players["You"].life == 20 and o.prevented == 4


def test_hexproof_player_cant_be_targeted_by_an_opponent_but_can_by_themselves():
    players = ["You", {"name": "Opponent", "keywords": ["hexproof"]}]
    with pytest.raises(BadInput, match=r"Opponent has hexproof and You are their opponent \(CR 702\.11c, 601\.2c\)"):
        resolve(players, actions=[{"cast": "Shock", "by": "You", "targets": ["Opponent"]}])
    (o,) = resolve(players, actions=[{"cast": "Shock", "by": "Opponent", "targets": ["Opponent"]}])
    assert o.players["Opponent"].life == 18
    # hexproof doesn't stop damage that doesn't target (Hill Giant's combat damage)
    giant = {"id": "g", "controller": "You", "card": "Hill Giant"}
    (o,) = resolve(players, [giant], [{"combat": {"attackers": {"g": "Opponent"}}}])
    assert o.players["Opponent"].life == 17


def test_shroud_and_protection_from_everything_stop_even_the_players_own_spells():
    for keyword, rule in (("shroud", "702.18a"), ("protection from everything", "702.16j")):
        with pytest.raises(BadInput, match=rf"Healing Salve can't target You: .* \(CR {rule}, 601\.2c\)"):
            resolve(
                [{"name": "You", "keywords": [keyword]}, "Opponent"],
                actions=[{"cast": "Healing Salve", "by": "You", "targets": ["You"], "mode": 1}],
            )
    # protection from everything: all damage to them is prevented, from a colourless source too (702.16j)
    colourless = {"name": "a colourless source", "controller": "Opponent"}
    (o,) = resolve(
        [{"name": "You", "keywords": ["protection from everything"]}, "Opponent"],
        actions=[{"damage": [{"source": colourless, "to": "You", "amount": 5}]}],
    )
    assert o.players["You"].life == 20 and o.prevented == 5 and "702.16j" in rules(o)


def test_an_aura_of_the_quality_on_a_protected_player_goes_to_the_graveyard():
    cards = pool_cards(("Curse of Bloodletting",))  # red, "Enchant player"
    index = index_with(cards)
    curse = {"id": "c", "card": "Curse of Bloodletting", "controller": "You", "attached_to": "Opponent"}
    players = ["You", {"name": "Opponent", "keywords": ["protection from red"]}]
    (o,) = run_scenario({"players": players, "battlefield": [curse], "actions": []}, index).outcomes
    assert o.permanents["c"].zone == "graveyard"
    assert "Curse of Bloodletting can't enchant Opponent, which has protection from red: put into the graveyard" in (
        texts(o)
    )
    (o,) = run_scenario({"players": ["You", "Opponent"], "battlefield": [curse], "actions": []}, index).outcomes
    assert o.permanents["c"].zone == "battlefield"


def test_player_keywords_the_engine_doesnt_model_stop_the_answer():
    for keyword in ("flying", "protection from creatures", "toxic 2"):
        with pytest.raises(Unmodelled, match="not modelled for a player"):
            resolve([{"name": "You", "keywords": [keyword]}, "Opponent"])
    with pytest.raises(Unmodelled, match="Grand Archive"):  # a Magic rule Grand Archive doesn't have
        resolve([{"name": "You", "keywords": ["hexproof"]}, "Opponent"], ruleset="grand-archive")
    # mtg-2008 cites today's rule (the concept table marks it)
    (o,) = resolve(
        [{"name": "You", "keywords": ["protection from red"]}, "Opponent"],
        actions=[{"damage": [{"source": RED_SOURCE, "to": "You", "amount": 3}]}],
        ruleset="mtg-2008",
    )
    assert o.players["You"].life == 20 and "702.16e" in rules(o)


def test_until_end_of_turn_changes_are_added_to_the_permanent():
    bears = {"id": "b", "controller": "You", "card": "Grizzly Bears"}
    pumped = {**bears, "until_end_of_turn": {"power": 2, "toughness": 2, "keywords": ["lifelink"]}}
    (o,) = resolve(["You", "Opponent"], [pumped], [{"cast": "Lightning Bolt", "by": "Opponent", "targets": ["b"]}])
    assert o.permanents["b"].zone == "battlefield" and o.permanents["b"].damage == 3
    (o,) = resolve(["You", "Opponent"], [pumped], [{"combat": {"attackers": {"b": "Opponent"}}}])
    assert lives(o) == (24, 16)  # lifelink: 4 damage, 4 life
    land = {"id": "l", "controller": "You", "types": ["land"], "name": "Forest"}
    with pytest.raises(BadInput, match="no power and toughness"):
        resolve(["You", "Opponent"], [{**land, "until_end_of_turn": {"power": 1, "toughness": 1}}])
