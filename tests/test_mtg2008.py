"""The 2008 rules (rule 419) in the same engine: what differs from today, and what 419 leaves undecided."""

from __future__ import annotations

import pytest
from helpers import card, cited, creature, effect, hit, one, play, solve, spell

from resolver import Unmodelled

OLD = "mtg-2008"


def test_419_7c_static_prevent_n_is_per_source_not_per_event():
    """Daunting Defender and Pyroclasm with two Clerics: today each Cleric's damage event loses 1 (615.10);
    in 2008 one source (Pyroclasm) loses 1 in all, and the player chooses where (419.7c)."""
    board = [card("dd", "Daunting Defender"), card("healer", "Samite Healer"), card("elder", "Hill Giant")]
    today = one(play(battlefield=board, actions=[{"cast": "Pyroclasm", "by": "Opponent"}]))
    assert today.prevented == 2 and today.permanents["dd"].damage == 1 and "615.10" in cited(today)
    old = play(ruleset=OLD, battlefield=board, actions=[{"cast": "Pyroclasm", "by": "Opponent"}])
    assert sorted(o.permanents["dd"].damage for o in old.outcomes) == [1, 2]
    assert all(o.prevented == 1 and "419.7c" in cited(o) for o in old.outcomes)
    assert all(o.permanents["healer"].zone == "graveyard" for o in old.outcomes)  # 1 or 2 damage: lethal either way


def test_419_7c_applies_separately_to_other_sources():
    board = [card("dd", "Daunting Defender")]
    two_sources = {
        "damage": [
            {"source": spell("Shock", ident="a"), "to": "dd", "amount": 2},
            {"source": spell("Spark", ident="b"), "to": "dd", "amount": 1},
        ]
    }
    o = one(play(ruleset=OLD, battlefield=board, actions=[two_sources]))
    assert o.prevented == 2 and o.permanents["dd"].damage == 1


def test_419_8a_a_spell_can_be_the_chosen_source():
    o = one(
        play(
            ruleset=OLD,
            battlefield=[card("cop", "Circle of Protection: Red")],
            actions=[
                {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["You"], "id": "bolt"},
            ],
        )
    )
    assert o.players["You"].life == 17  # the circle was never activated
    res = play(
        ruleset=OLD,
        battlefield=[card("cop", "Circle of Protection: Red"), card("giant", "Hill Giant", "Opponent")],
        actions=[{"activate": "cop"}, {"combat": {"attackers": {"giant": "You"}}}],
    )
    assert one(res).prevented == 3 and {"419.8a", "419.8b"} <= cited(one(res))


def test_419_8a_a_creature_whose_combat_damage_is_on_the_stack_can_be_chosen_after_leaving_play():
    """2008: combat damage is on the stack; Hill Giant is bounced, still deals its damage, and the circle can
    choose it. Today there is no such moment: the Giant leaves before damage and deals none."""
    board = [card("cop", "Circle of Protection: Red"), card("giant", "Hill Giant", "Opponent")]
    window = [{"move": {"id": "giant", "zone": "hand"}}]
    unanswered = {"combat": {"attackers": {"giant": "You"}, "after_assignment": window}}
    old = one(play(ruleset=OLD, battlefield=board, actions=[unanswered]))
    assert old.players["You"].life == 17 and "419.8a" in cited(old)  # dealt after it left play
    today = one(play(battlefield=board, actions=[unanswered]))
    assert today.players["You"].life == 20 and "510.2" in cited(today)
    answered = {
        "combat": {"attackers": {"giant": "You"}, "after_assignment": [*window, {"activate": "cop", "source": "giant"}]}
    }
    old = one(play(ruleset=OLD, battlefield=board, actions=[answered]))
    assert old.players["You"].life == 20 and old.prevented == 3
    assert old.permanents["giant"].zone == "hand"


def test_419_8b_a_source_property_shield_rechecks_and_is_not_used_up():
    giant = card("giant", "Hill Giant", "Opponent")
    actions = [
        {"activate": "cop", "source": "giant"},
        {"become": {"id": "giant", "colors": ["G"]}},
        hit("giant", "You", 3),  # not red now: not prevented, and the shield isn't used up
        {"become": {"id": "giant", "colors": ["R"]}},
        hit("giant", "You", 3),
    ]
    o = one(play(ruleset=OLD, battlefield=[card("cop", "Circle of Protection: Red"), giant], actions=actions))
    assert o.players["You"].life == 17 and o.prevented == 3 and "419.8b" in cited(o)


def test_419_9a_example_the_affected_controller_chooses_which_replacement_applies():
    """419.9a's example: 'remove it from the game' vs 'shuffle it into its owner's library'."""
    res = play(
        ruleset=OLD,
        battlefield=[card("bears", "Grizzly Bears")],
        effects=[
            {"kind": "replace_event", "event": "put_into_graveyard", "instead": "exile", "name": "Leyline-like"},
            {
                "kind": "replace_event",
                "event": "dies",
                "instead": "library",
                "to": [{"id": "bears"}],
                "name": "Its own shuffle",
            },
        ],
        actions=[{"cast": "Lightning Bolt", "by": "Opponent", "targets": ["bears"]}],
    )
    zones = sorted(o.permanents["bears"].zone for o in res.outcomes)
    assert zones == ["library", "removed from the game"]  # 2008's term for exile
    assert all("419.9a" in cited(o) for o in res.outcomes)
    assert sorted(o.choices[0].rsplit(": ", 1)[1] for o in res.outcomes) == [
        "Its own shuffle applies",
        "Leyline-like applies",
    ]


def test_419_6a_example_two_doublers_make_2_damage_8():
    doubler = {"kind": "double", "from": [{"kind": "creature", "controller_is": "you"}], "controller": "You"}
    o = one(
        solve(
            ruleset=OLD,
            battlefield=[creature("bear", "You", 2, 2), creature("target", "Opponent", 9, 9)],
            effects=[{**doubler, "name": "Doubler 1"}, {**doubler, "name": "Doubler 2"}],
            actions=[hit("bear", "target", 2)],
        )
    )
    assert o.permanents["target"].damage == 8 and "419.6a" in cited(o)


def test_419_5a_zero_damage_is_no_damage():
    o = one(
        solve(
            ruleset=OLD,
            battlefield=[creature("wall", "You", 0, 4)],
            effects=[{"kind": "double", "name": "Furnace"}],
            actions=[hit("wall", "Opponent", 0)],
        )
    )
    assert o.players["Opponent"].life == 20 and "419.5a" in cited(o)


def test_419_6c_redirection_to_a_creature_that_left_play_does_nothing():
    o = one(
        solve(
            ruleset=OLD,
            battlefield=[creature("bodyguard", "You", 1, 4), creature("bears", "You")],
            actions=[
                effect(kind="redirect", redirect_to="bodyguard", to=[{"id": "bears"}], name="Bodyguard"),
                {"move": {"id": "bodyguard", "zone": "exile"}},
                hit(spell("Shock"), "bears", 2),
            ],
        )
    )
    assert o.permanents["bears"].zone == "graveyard" and "419.6c" in cited(o)
    assert o.permanents["bodyguard"].zone == "removed from the game"


def test_419_6b_regeneration_replaces_destruction_and_damage_triggers_still_trigger():
    res = play(
        ruleset=OLD,
        battlefield=[card("reckoner", "Boros Reckoner"), creature("bears", "Opponent")],
        actions=[
            effect(kind="regenerate", to=[{"id": "reckoner"}], name="Regeneration shield"),
            {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["reckoner"]},
        ],
    )
    at_you = next(o for o in res.outcomes if o.choices == ["Boros Reckoner targets You"])
    assert at_you.permanents["reckoner"].zone == "in play" and at_you.permanents["reckoner"].damage == 0
    assert "419.6b" in cited(at_you)
    # its "whenever it is dealt damage" ability still triggered though it regenerated: 3 damage to the target
    assert at_you.players["You"].life == 17
    assert any(o.permanents["bears"].zone == "graveyard" for o in res.outcomes)


def test_old_terms_in_the_log():
    o = one(
        solve(
            ruleset=OLD,
            battlefield=[creature("bears", "You")],
            actions=[{"move": {"id": "bears", "zone": "exile"}}, hit(spell("Shock"), "bears", 2)],
        )
    )
    texts = " ".join(s.text for s in o.log)
    assert "no longer in play" in texts and "battlefield" not in texts


def test_unpreventable_damage_meeting_a_shield_is_not_decided_by_419():
    actions = [
        effect(kind="prevent", amount=3, to=[{"player": "You"}], name="Healing Salve"),
        hit(spell("Flaring Pain-ish"), "You", 2, unpreventable=True),
    ]
    with pytest.raises(Unmodelled, match=r"615\.12"):
        solve(ruleset=OLD, actions=actions)
    assert one(solve(actions=actions)).players["You"].life == 18  # today's 615.12 answers it
    assert one(solve(ruleset=OLD, actions=actions[1:])).players["You"].life == 18  # no shield: nothing undecided


@pytest.mark.parametrize(
    ("keyword", "words"), [("infect", "infect"), ("lifelink", "triggered ability"), ("deathtouch", "triggered")]
)
def test_mechanics_that_differed_in_2008_are_refused_not_guessed(keyword, words):
    with pytest.raises(Unmodelled, match=words):
        solve(
            ruleset=OLD,
            battlefield=[creature("x", "You", 2, 2, keywords=(keyword,)), creature("y", "Opponent", 1, 5)],
            actions=[hit("x", "y", 2)],
        )


def test_compare_shows_where_outcomes_and_rules_differ():
    from helpers import CARDS

    from commands.compare import compare_reply

    scenario = {
        "battlefield": [card("dd", "Daunting Defender"), card("healer", "Samite Healer")],
        "actions": [{"cast": "Pyroclasm", "by": "Opponent"}],
    }
    reply = compare_reply(scenario, CARDS.index)
    diff = reply.data["differences"]
    assert diff[0].startswith("mtg-2008 differs from mtg (mtg: 1 outcome, mtg-2008: 2 outcomes)")
    assert "615.10" in diff[1] and "419.7c" in diff[1]
    assert "not cards of this game" in reply.data["rulesets"]["grand-archive"]["error"]
    same = compare_reply({"actions": [hit(spell("Shock"), "You", 2)]})
    assert same.data["differences"][0] == "mtg-2008: the same outcomes as mtg."
    assert "no champion" in same.data["rulesets"]["grand-archive"]["error"]


def test_resolve_compare_from_the_command_line(tmp_path, capsys):
    import json

    from commands.cli import main

    path = tmp_path / "s.json"
    path.write_text(json.dumps({"actions": [hit(spell("Shock"), "You", 2)]}), encoding="utf-8")
    assert main(["resolve", str(path), "--compare"]) == 0
    out = capsys.readouterr().out
    assert "Side by side" in out and "[mtg-2008]" in out and "[grand-archive]" in out


@pytest.mark.parametrize("ruleset", ["mtg", "mtg-2008"])
def test_a_source_listed_three_times_against_one_player_is_one_amount_for_a_static_prevent_1(ruleset):
    """419.7c / 615.10: 'prevent 1 of that damage' prevents 1 of what a source deals to you at one time;
    three 1-damage entries from one source at once are 3 damage from it, so 1 is prevented, not 3."""
    o = one(
        solve(
            ruleset=ruleset,
            battlefield=[{"id": "armor", "controller": "You", "name": "Urza's Armor", "types": ["artifact"]}],
            sources=[spell("Triple Zap", "Opponent", ident="s")],
            effects=[{"kind": "prevent", "amount": 1, "static": True, "source": "armor", "to": [{"player_is": "you"}]}],
            actions=[{"damage": [{"source": "s", "to": "You", "amount": 1}] * 3}],
        )
    )
    assert o.players["You"].life == 18 and o.prevented == 1


def test_grand_archive_refuses_one_source_dealing_damage_to_one_unit_twice_in_one_action():
    """GA counts each instance of damage (Game Mechanics – Damage 16): not merged, not guessed."""
    with pytest.raises(Unmodelled, match="more than once"):
        solve(
            ruleset="grand-archive",
            battlefield=[{"id": "c", "controller": "You", "name": "Champ", "types": ["champion"], "life": 20}],
            sources=[spell("Slime Eruption", "Opponent", ident="s")],
            actions=[{"damage": [{"source": "s", "to": "c", "amount": 1}] * 3}],
        )


def test_creating_an_effect_whose_rule_2008_lacks_stops_only_where_it_matters():
    """'Damage can't be prevented' under 2008: 419 doesn't say how prevention treats it, but with no
    prevention effect around the answer is plain (cited as the effect it is in 2008, a replacement)."""
    o = one(
        solve(ruleset=OLD, actions=[effect(kind="cant_prevent", name="Flaring Pain"), hit(spell("Bolt"), "You", 3)])
    )
    assert o.players["You"].life == 17
    with pytest.raises(Unmodelled, match="rule 419 doesn't say"):
        solve(
            ruleset=OLD,
            actions=[
                effect(kind="cant_prevent", name="Flaring Pain"),
                effect(kind="prevent", amount=2, to=[{"player_is": "you"}], controller="You"),
                hit(spell("Bolt"), "You", 3),
            ],
        )
