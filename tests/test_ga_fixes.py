"""Grand Archive fixes: champions are banished, no Magic creatures, like-for-like comparison, right citations."""

from __future__ import annotations

import json

import pytest
from helpers import CARDS, cited, hit, one, solve, step_with

from commands.compare import compare_reply
from resolver import Unmodelled
from resolver.rulebook import RuleBook
from resolver.rules.ga import parse_ga

GA = "grand-archive"
FIRE = {"id": "s1", "name": "Fire", "controller": "Opponent"}


def champion(ident: str, controller: str, damage: int = 0) -> dict:
    return {
        "id": ident,
        "controller": controller,
        "name": ident.title(),
        "types": ["champion"],
        "life": 20,
        "damage": damage,
    }


def ally(ident: str = "ally") -> dict:
    return {"id": ident, "controller": "You", "name": "Ally", "types": ["ally"], "power": 1, "life": 3}


def text_of(rule_id: str) -> str:
    rule = RuleBook.bundled(GA).get(rule_id)
    assert rule is not None, rule_id
    return rule.text


# 1. A champion that dies is banished (Card Types - Champion, General Rules 8)


def test_a_champion_that_dies_is_banished_and_the_log_cites_the_champion_rule():
    o = one(
        solve(
            ruleset=GA,
            battlefield=[champion("champ", "You", damage=18), champion("foe", "Opponent")],
            actions=[hit(FIRE, "You", 2)],
        )
    )
    assert o.permanents["champ"].zone == "banishment"
    assert o.permanents["champ"].damage == 0 and o.permanents["champ"].counters == {}
    assert o.players["You"].lost and not o.players["Opponent"].lost
    assert o.permanents["foe"].zone == "field"
    assert step_with(o, "it is banished instead of going to the graveyard").rules == ["ga:champion/8"]
    assert text_of("ga:champion/8") == (
        "If a Champion card would be put into a graveyard from anywhere, it is instead banished."
    )


def test_a_destroyed_ally_still_goes_to_the_graveyard():
    o = one(solve(ruleset=GA, battlefield=[ally(), champion("champ", "You")], actions=[hit(FIRE, "ally", 3)]))
    assert o.permanents["ally"].zone == "graveyard" and o.permanents["champ"].zone == "field"
    assert "ga:champion/8" not in cited(o)


def test_a_champion_whose_graveyard_move_another_effect_replaces_is_refused():
    returns = {"kind": "replace_event", "event": "dies", "instead": "hand", "to": [{"id": "champ"}], "name": "Return"}
    with pytest.raises(Unmodelled, match=r"ga:champion/8.*Return would also replace that"):
        solve(
            ruleset=GA,
            battlefield=[champion("champ", "You", damage=19), champion("foe", "Opponent")],
            effects=[returns],
            actions=[hit(FIRE, "You", 1)],
        )


# 2. Grand Archive has no creatures


def test_a_magic_creature_under_grand_archive_is_refused_not_damaged_as_a_unit():
    with pytest.raises(Unmodelled, match=r"battlefield\[0\]: Grand Archive has no creatures") as info:
        solve(
            ruleset=GA,
            battlefield=[{"id": "cr", "controller": "You", "power": 2, "toughness": 2}, champion("champ", "You")],
            actions=[hit(FIRE, "cr", 2)],
        )
    assert info.value.exit_code == 3 and "\n" not in str(info.value)


def test_the_cli_refuses_a_grand_archive_planeswalker_in_one_line(tmp_path, capsys):
    from commands.cli import main

    path = tmp_path / "s.json"
    scenario = {
        "ruleset": GA,
        "battlefield": [{"id": "pw", "controller": "You", "types": ["planeswalker"], "loyalty": 3}],
    }
    path.write_text(json.dumps(scenario), encoding="utf-8")
    assert main(["resolve", str(path)]) == 3
    err = capsys.readouterr().err
    assert "Grand Archive has no planeswalkers" in err and err.count("\n") == 1 and "Traceback" not in err


def test_ask_compare_on_a_plain_magic_situation_shows_grand_archive_cannot_express_it():
    from commands.ask import ask_reply

    reply = ask_reply("Opponent controls a 3/3 red creature. It deals 3 damage to me.", compare=True, index=CARDS.index)
    rulesets = reply.data["rulesets"]
    assert "Grand Archive has no creatures" in rulesets[GA]["error"]
    assert rulesets["mtg"]["outcomes"][0]["players"]["You"]["life"] == 17
    assert reply.summary == "Resolved under 2 of 3 rulesets."


# 3. --compare compares like with like


def test_compare_shows_grand_archive_damage_and_finds_no_false_difference():
    scenario = {
        "battlefield": [ally(), champion("champ", "You"), champion("foe", "Opponent")],
        "actions": [hit(FIRE, "ally", 1)],
    }
    diff = compare_reply(scenario).data["differences"]
    assert diff[1] == "grand-archive: the same outcomes as mtg."
    # the ally has no bulwark counter: no bulwark prevention is said (nor cited) for Fire's damage
    assert diff[2] == "  rules: mtg cites 120.3e; grand-archive cites ga:damage/12"


def test_compare_shows_real_grand_archive_differences_with_their_damage_counters():
    board = [champion("champ", "You", damage=18), champion("foe", "Opponent")]
    same = compare_reply({"battlefield": board, "actions": [hit(FIRE, "champ", 1)]}).data["differences"]
    assert same[1] == "grand-archive: the same outcomes as mtg."  # 19 damage marked vs 19 damage counters
    to_player = compare_reply({"battlefield": board, "actions": [hit(FIRE, "You", 1)]}).data["differences"][1]
    assert "mtg: Champ (You): battlefield, 0/20, 18 damage" in to_player
    assert "grand-archive: Champ (You): field, 0/20, 19 damage" in to_player  # the damage goes to it
    dies = compare_reply({"battlefield": board, "actions": [hit(FIRE, "champ", 2)]}).data["differences"][1]
    assert "mtg: Champ (You): graveyard" in dies
    assert "grand-archive: Champ (You): banishment" in dies and "grand-archive: You: LOST THE GAME" in dies


# 4. Citations and the parser's numbering of bullet sub-lists


def test_the_parser_numbers_bullet_sub_lists_under_their_item(ga_corpus):
    rules = ga_corpus.rules
    assert rules["ga:ending-the-game/3"].text.startswith(
        "A player losing the game, winning the game, or players drawing"
    )
    assert rules["ga:ending-the-game/4"].text == "A player wins the game if any of the following become true:"
    assert rules["ga:ending-the-game/4.3"].text == "All of the player’s opponents have lost the game"
    assert rules["ga:ending-the-game/4.3"].parent == "ga:ending-the-game/4"
    assert rules["ga:ending-the-game/5.1"].text == "Their champions die"
    assert rules["ga:ending-the-game/6.2"].text == "All remaining players lose or win the game simultaneously"
    assert rules["ga:ending-the-game/7"].text.startswith("When a player loses a game")
    assert "ga:ending-the-game/12" not in rules
    # a bullet list after numbered sub-items continues their numbering instead of overwriting them
    assert rules["ga:abilities/17.1"].text.startswith("If it is an activated ability")
    # a bold line alone is a section: "Leveling Up" doesn't overwrite the champion's General Rules
    assert rules["ga:champion/8"].text.startswith("If a Champion card would be put into a graveyard")
    assert rules["ga:champion/leveling-up/8"].text == "Players can only level up champions they control."


def test_the_parser_numbers_a_bullet_list_under_a_numbered_item():
    page = (
        "# General Rules - Example\n\n#### General Rules\n\n1. One.\n2. Wins if:\n\n* A\n* B\n\n3. Three.\n   1. Sub.\n"
    )
    rules = parse_ga({"example.md": page}).rules
    assert [r for r in rules if r.startswith("ga:example/")] == [
        "ga:example/1",
        "ga:example/2",
        "ga:example/2.1",
        "ga:example/2.2",
        "ga:example/3",
        "ga:example/3.1",
    ]
    assert rules["ga:example/2.2"].text == "B" and rules["ga:example/1"].text == "One."


def test_the_game_ends_citing_the_win_rule_and_a_double_loss_is_a_draw():
    win = one(
        solve(
            ruleset=GA,
            battlefield=[champion("champ", "You", damage=18), champion("foe", "Opponent")],
            actions=[hit(FIRE, "You", 2)],
        )
    )
    assert step_with(win, "The game is over: Opponent wins").rules == ["ga:ending-the-game/4.3"]
    assert step_with(win, "You lose the game").rules == ["ga:counters/damage/3", "ga:ending-the-game/5.1"]
    assert text_of("ga:ending-the-game/4.3") == "All of the player’s opponents have lost the game"
    assert text_of("ga:ending-the-game/5.1") == "Their champions die"
    draw = one(
        solve(
            ruleset=GA,
            battlefield=[champion("champ", "You", damage=18), champion("foe", "Opponent", damage=19)],
            actions=[
                {
                    "damage": [
                        {"source": FIRE, "to": "You", "amount": 2},
                        {"source": "s1", "to": "Opponent", "amount": 2},
                    ]
                }
            ],
        )
    )
    assert draw.players["You"].lost and draw.players["Opponent"].lost
    assert draw.permanents["champ"].zone == draw.permanents["foe"].zone == "banishment"
    end = step_with(draw, "The game is over")
    assert end.text == "The game is over: a draw (every remaining player lost at the same time)"
    assert end.rules == ["ga:ending-the-game/6.2"]
    assert text_of("ga:ending-the-game/6.2") == "All remaining players lose or win the game simultaneously"
    assert "nobody is left" not in " ".join(s.text for s in draw.log)


def test_bundled_sub_items_come_with_their_parent_for_context():
    assert text_of("ga:ending-the-game/4") == "A player wins the game if any of the following become true:"
    assert text_of("ga:ending-the-game/6") == "A game ends in a draw if either of the following is true:"


def test_a_champion_moved_to_the_graveyard_by_an_action_is_banished_too():
    """ga:champion/8 'from anywhere': a move action, not only its death."""
    o = one(
        solve(
            ruleset=GA,
            battlefield=[champion("champ", "You"), champion("foe", "Opponent"), ally()],
            actions=[{"move": {"id": "champ", "zone": "graveyard"}}, {"move": {"id": "ally", "zone": "graveyard"}}],
        )
    )
    assert o.permanents["champ"].zone == "banishment" and o.permanents["ally"].zone == "graveyard"
    assert "ga:champion/8" in cited(o)
