"""Situations in plain words: the parser, `rulekeeper ask`, and the outcomes they lead to."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import cited

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.ask import ask_reply
from commands.situation import parse_situation
from resolver.outcome import OutcomeOut

INDEX = CardIndex(bundled_cards())


def ask(text: str, **kw) -> object:
    reply = ask_reply(text, index=INDEX, **kw)
    assert not reply.error, reply.summary
    return reply


def outcomes(text: str, **kw) -> list[OutcomeOut]:
    return [OutcomeOut.model_validate(o) for o in ask(text, **kw).data["outcomes"]]


def only(text: str, **kw) -> OutcomeOut:
    found = outcomes(text, **kw)
    assert len(found) == 1, [o.choices for o in found]
    return found[0]


def scenario(text: str, ruleset: str = "mtg") -> dict:
    return parse_situation(text, INDEX, ruleset).scenario


def refused(text: str, *fragments: str, code: int = 2) -> str:
    reply = ask_reply(text, index=INDEX)
    assert reply.error and reply.exit_code == code, reply.summary
    assert "\n" not in reply.summary
    for fragment in fragments:
        assert fragment in reply.summary
    return reply.summary


def reading(text: str) -> list[str]:
    return ask(text).data["interpretation"]


# --- the design card's example and the stack ----------------------------------------------------------


def test_bolt_and_a_samite_healer_activated_after_it_resolves_first():
    text = "Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting Grizzly Bears"
    o = only(text)
    assert o.prevented == 1
    assert o.permanents["grizzly-bears"].zone == "graveyard"  # 2 of the 3 damage still kills a 2/2
    assert "615.7" in cited(o)
    lines = reading(text)
    assert lines[2].startswith("1. You activate Samite Healer") and lines[3].startswith("2. Opponent casts Lightning")
    assert any("CR 405.5" in line for line in lines)


def test_in_response_puts_the_shield_first():
    o = only(
        "Opponent casts Lightning Bolt targeting my Grizzly Bears. In response, I cast Healing Salve choosing "
        "prevent targeting Grizzly Bears."
    )
    assert o.prevented == 3 and o.permanents["grizzly-bears"].zone == "battlefield"
    assert o.permanents["grizzly-bears"].damage == 0


def test_three_deep_stack_resolves_last_in_first_out():
    text = (
        "Opponent casts Shock targeting me. In response opponent casts Lightning Bolt targeting me. "
        "In response I cast Healing Salve choosing prevent targeting me."
    )
    lines = [line for line in reading(text) if line[:2] in ("1.", "2.", "3.")]
    assert ["Healing Salve" in lines[0], "Lightning Bolt" in lines[1], "Shock" in lines[2]] == [True] * 3
    o = only(text)
    assert o.players["You"].life == 18 and o.prevented == 3  # the shield takes all of Bolt, Shock gets through


def test_resolves_lets_the_first_spell_resolve_before_the_next():
    o = only(
        "Opponent casts Lightning Bolt targeting my Grizzly Bears. Lightning Bolt resolves. "
        "I activate Samite Healer targeting me."
    )
    assert o.prevented == 0 and o.permanents["grizzly-bears"].zone == "graveyard"


def test_naming_a_lower_spell_resolves_what_is_above_it_first():
    text = (
        "I cast Healing Salve choosing mode 2 targeting me. Opponent casts Lightning Bolt targeting me. "
        "Healing Salve resolves."
    )
    assert only(text).players["You"].life == 17
    assert any("resolve(s) before Healing Salve" in line for line in reading(text))


def test_then_orders_spells_as_written():
    o = only("I cast Healing Salve choosing prevent targeting me. Then opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == 20 and o.prevented == 3


# --- real questions ----------------------------------------------------------------------------------


def test_pyroclasm_with_daunting_defender_and_a_cleric():
    o = only("I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm. What happens?")
    assert o.permanents["daunting-defender"].damage == 1  # a Cleric itself: 2 - 1
    assert o.permanents["samite-healer"].zone == "graveyard"  # 1 damage is lethal for a 1/1
    assert o.prevented == 2 and {"615.10", "704.5g"} <= cited(o)  # prevent 1 per event, CR 615.10


def test_skullcrack_into_a_healing_salve_shield():
    o = only(
        "I cast Healing Salve choosing prevent targeting me. Then opponent casts Skullcrack targeting me. "
        "How much damage do I take?"
    )
    assert o.players["You"].life == 17 and o.prevented == 0


def test_banefire_with_x_5_ignores_the_shield():
    o = only(
        "Opponent casts Banefire with X = 5 targeting my Grizzly Bears. In response I cast Healing Salve "
        "choosing prevent targeting Grizzly Bears."
    )
    assert o.prevented == 0 and o.permanents["grizzly-bears"].zone == "graveyard"


def test_furnace_of_rath_and_a_shield_give_two_orders():
    found = outcomes(
        "I control Furnace of Rath and Samite Healer. I activate Samite Healer targeting me. "
        "Then opponent casts Shock targeting me."
    )
    assert sorted(o.players["You"].life for o in found) == [17, 18]
    assert all(o.choices and o.choices[0].startswith("You: ") for o in found)


# --- players and life ---------------------------------------------------------------------------------


def test_life_total_and_losing():
    o = only("I'm at 2 life. Opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == -1 and o.players["You"].lost


def test_poison_counters_and_infect():
    o = only("I control a 1/1 black creature with infect. It deals 1 damage to opponent. Opponent has 9 poison.")
    assert o.players["Opponent"].poison == 10 and o.players["Opponent"].lost


def test_named_players_once_introduced():
    data = scenario("Alice controls Grizzly Bears. Bob casts Lightning Bolt targeting Alice's Grizzly Bears.")
    assert [p["name"] for p in data["players"]] == ["Alice", "Bob"]
    assert data["actions"] == [{"cast": "Lightning Bolt", "by": "Bob", "targets": ["grizzly-bears"]}]


def test_they_means_the_last_named_other_player():
    data = scenario("I control Grizzly Bears. Alice controls Hill Giant. They cast Shock targeting my Grizzly Bears.")
    assert data["actions"][0]["by"] == "Alice"


def test_whose_turn():
    data = scenario("It's opponent's turn. I cast Shock targeting opponent.")
    assert data["active_player"] == "Opponent"


def test_misspelled_player_word_and_cards():
    data = scenario("Oponent casts Lightnig Bolt targeting my Grizly Bears")
    assert data["actions"] == [{"cast": "Lightning Bolt", "by": "Opponent", "targets": ["grizzly-bears"]}]
    assert data["battlefield"] == [{"id": "grizzly-bears", "controller": "You", "card": "Grizzly Bears"}]


# --- the board ----------------------------------------------------------------------------------------


def test_counts_make_separate_objects():
    o = only("I control two Grizzly Bears. Opponent casts Pyroclasm.")
    zones = {k: p.zone for k, p in o.permanents.items()}
    assert zones == {"grizzly-bears": "graveyard", "grizzly-bears-2": "graveyard"}


def test_counters_on_a_card():
    o = only("I control Grizzly Bears with 2 +1/+1 counters. Opponent casts Lightning Bolt targeting it.")
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.permanents["grizzly-bears"].damage == 3


def test_a_shield_counter_prevents_and_is_removed():
    o = only("I control Grizzly Bears with a shield counter. Opponent casts Lightning Bolt targeting it.")
    bears = o.permanents["grizzly-bears"]
    assert bears.zone == "battlefield" and bears.damage == 0 and bears.counters == {} and o.prevented == 3
    assert "122.1c" in cited(o)


def test_has_counters_sentence():
    data = scenario("I control Phantom Centaur. It has 1 +1/+1 counter on it.")
    assert data["battlefield"][0]["counters"] == {"+1/+1": 1}


def test_damage_marked():
    o = only("I control Hill Giant. It has 2 damage marked. Opponent casts Shock targeting it.")
    assert o.permanents["hill-giant"].zone == "graveyard"


def test_explicit_creature_without_a_card():
    data = scenario("Opponent controls a 3/3 red Cleric creature with trample.")
    perm = data["battlefield"][0]
    assert perm["power"] == 3 and perm["toughness"] == 3 and perm["colors"] == ["R"]
    assert perm["subtypes"] == ["Cleric"] and perm["keywords"] == ["trample"] and perm["controller"] == "Opponent"


def test_keywords_sentence():
    o = only("I control Grizzly Bears. It has deathtouch. Opponent's Hill Giant attacks me. Grizzly Bears blocks it.")
    assert o.permanents["hill-giant"].zone == "graveyard" and o.permanents["grizzly-bears"].zone == "graveyard"


def test_card_names_with_commas_stay_whole():
    data = scenario("I control Gisela, Blade of Goldnight, Grizzly Bears and Samite Healer.")
    assert [p["card"] for p in data["battlefield"]] == ["Gisela, Blade of Goldnight", "Grizzly Bears", "Samite Healer"]


# --- casting and activating ---------------------------------------------------------------------------


def test_choosing_a_mode_by_its_words_or_number():
    assert only("I cast Healing Salve choosing the first mode targeting me.").players["You"].life == 23
    assert scenario("I cast Healing Salve choosing prevent targeting me")["actions"][0]["mode"] == 2


def test_no_mode_given_gives_each_mode_as_an_outcome():
    found = outcomes("Healing Salve on me.")
    assert [o.players["You"].life for o in found] == [23, 20]
    assert found[0].choices == ["Healing Salve: mode 1 (Target player gains 3 life.)"]


def test_choosing_the_source_for_a_circle():
    o = only(
        "I control Circle of Protection: Red. Opponent controls Hill Giant and a 1/1 red creature. I activate "
        "Circle of Protection: Red choosing Hill Giant as the source. Hill Giant and the 1/1 red creature attack me."
    )
    assert o.players["You"].life == 19 and o.prevented == 3


def test_shorthand_targets_assumes_the_caster_and_says_so():
    text = "Lightning Bolt targets Grizzly Bears."
    assert only(text).permanents["grizzly-bears"].zone == "graveyard"
    assert any("caster assumed" in line for line in reading(text))


def test_activating_a_loyalty_ability_by_its_cost():
    data = scenario("I activate Gideon Jura's 0 ability. Then opponent casts Lightning Bolt targeting Gideon Jura.")
    assert data["actions"][0] == {"activate": "gideon-jura", "ability": 3}
    o = only("I activate Gideon Jura's 0 ability. Then opponent casts Lightning Bolt targeting Gideon Jura.")
    assert o.prevented == 3


def test_which_ability_is_asked_not_guessed():
    refused("I activate Gideon Jura", "which ability of Gideon Jura", "ability 3: 0:")


def test_activating_someone_elses_permanent_is_refused():
    refused("Opponent controls Samite Healer. I activate Samite Healer targeting me.", "controlled by Opponent")


# --- damage and combat --------------------------------------------------------------------------------


def test_damage_sentence_with_combat_flag():
    o = only("Opponent controls Hill Giant. Hill Giant deals 3 combat damage to me.")
    assert o.players["You"].life == 17


def test_unpreventable_damage_sentence():
    o = only("I control Daunting Defender. A red source deals 3 damage that can't be prevented to it.")
    assert o.permanents["daunting-defender"].zone == "graveyard" and o.prevented == 0
    o = only("I control Daunting Defender. A red source deals 3 damage to it.")
    assert o.permanents["daunting-defender"].damage == 2 and o.prevented == 1


def test_damage_to_each_creature():
    o = only("I control Grizzly Bears. Opponent controls Hill Giant. A red source deals 2 damage to each creature.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 2


def test_attack_unblocked():
    o = only("Opponent's Hill Giant attacks me.")
    assert o.players["You"].life == 17 and "510.2" in cited(o)


def test_block():
    o = only("Opponent controls Hill Giant. I control Grizzly Bears. Grizzly Bears blocks Hill Giant.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 2


def test_blocked_by_two_divides_damage_as_outcomes():
    found = outcomes(
        "Opponent controls Hill Giant. I control two Grizzly Bears. Hill Giant is blocked by the first Grizzly Bears "
        "and the second Grizzly Bears."
    )
    assert len(found) == 4 and all(o.permanents["hill-giant"].zone == "graveyard" for o in found)
    assert all(o.choices[0].startswith("Hill Giant assigns") for o in found)


def test_fog_cast_after_attacks_resolves_before_combat_damage():
    text = "It's opponent's turn. Opponent controls Hill Giant. It attacks me. I cast Fog."
    assert only(text).players["You"].life == 20
    assert any("before combat damage" in line for line in reading(text))
    later = "Opponent controls Hill Giant. It attacks me. After combat damage, I cast Fog."
    assert only(later).players["You"].life == 17


def test_questing_beast_combat_damage_cant_be_prevented_by_fog():
    o = only("Opponent controls Questing Beast. It attacks me. I cast Fog.")
    assert o.players["You"].life == 16 and o.prevented == 0


# --- errors and limits --------------------------------------------------------------------------------


def test_ambiguous_name_asks_did_you_mean():
    refused(
        "I control Circle of Protection",
        "did you mean Circle of Protection: Red or Circle of Protection: White?",
    )


def test_unknown_card():
    refused("I control Blorpy McBlorp", 'no card named "Blorpy McBlorp"')


def test_unreadable_sentence_is_quoted_with_the_closest_forms_and_nothing_resolves():
    message = refused("I control Grizzly Bears. Opponent cats Lightning Bolt at it.", "can't read \"Opponent cats")
    assert "<player> casts <card>" in message


def test_two_objects_with_one_name_must_be_told_apart():
    refused("I control two Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears.", "there are 2")


def test_limits():
    refused("I control Grizzly Bears. " * 100, "limit is 2000")
    refused("I control 20 Grizzly Bears, 20 Hill Giants and Samite Healer.", "more than 40 objects")
    refused("Opponent controls Hill Giant. " + "It deals 1 damage to me. " * 21, "more than 20 actions")
    refused("I control 99 Grizzly Bears.", "between 1 and 20")
    refused("I control 9999999 Grizzly Bears.", "too large")
    refused("Hill Giant deals 99999999 damage to me.", "too large")


def test_questions_only_is_empty():
    refused("What happens? How much damage?", "only asks a question: say what is on the battlefield")


# --- output ------------------------------------------------------------------------------------------


def test_json_output_has_the_scenario_the_interpretation_and_the_outcomes():
    data = ask("Opponent casts Shock targeting me.").data
    assert data["scenario"]["actions"] == [{"cast": "Shock", "by": "Opponent", "targets": ["You"]}]
    assert data["interpretation"][2] == "1. Opponent casts Shock targeting You"
    assert data["outcomes"][0]["players"]["You"]["life"] == 18 and "601.2" in data["rules"]


def test_text_output_starts_with_the_reading():
    text = ask("Opponent casts Shock targeting me.").to_text()
    assert "I read this as" in text.split("Outcome")[0] and "Rules cited" in text


def test_compare_lists_every_ruleset():
    reply = ask("Opponent casts Shock targeting me.", compare=True)
    assert set(reply.data["rulesets"]) == {"mtg", "mtg-2008", "grand-archive"}
    assert reply.data["rulesets"]["mtg"]["outcomes"][0]["players"]["You"]["life"] == 18
    assert "not a card of this game" in reply.data["rulesets"]["grand-archive"]["error"]


# --- Grand Archive -----------------------------------------------------------------------------------


def test_grand_archive_cards_are_found_in_the_grand_archive_index():
    data = scenario("Opponent controls Spirit of Fire. I control Lorraine, Wandering Warrior.", "grand-archive")
    assert data["ruleset"] == "grand-archive"
    assert [p["card"] for p in data["battlefield"]] == ["Spirit of Fire", "Lorraine, Wandering Warrior"]


def test_a_magic_card_is_not_a_grand_archive_card():
    reply = ask_reply("I control Grizzly Bears.", ruleset="grand-archive", index=INDEX)
    assert reply.error and "no card named" in reply.summary


@pytest.mark.parametrize("ruleset", ["mtg", "mtg-2008", "grand-archive"])
def test_attack_damage_words(ruleset):
    data = scenario("A red source deals 3 attack damage to me.", ruleset)
    assert data["actions"][0]["damage"][0]["combat"] is True


def test_only_the_modes_the_targets_suit_are_outcomes():
    o = only("Healing Salve on my Grizzly Bears. Then opponent casts Shock targeting Grizzly Bears.")
    assert o.choices == [] and o.prevented == 2 and o.permanents["grizzly-bears"].damage == 0
    refused("Opponent controls Hill Giant. I cast Skullcrack targeting Hill Giant.", "targets a player or planeswalker")


def test_every_example_situation_resolves():
    path = Path(__file__).resolve().parent.parent / "examples" / "situations.txt"
    texts = [p.strip() for p in path.read_text(encoding="utf-8").split("\n\n") if p.strip() and p[0] != "#"]
    assert len(texts) >= 40
    for text in texts:
        assert ask(text).data["outcomes"]


def test_cli_ask(capsys, monkeypatch):
    import json

    from commands import cli

    monkeypatch.setattr("commands.cardsource.load_index", lambda store=None: INDEX)
    # the job runs in a child forked from the test runner, whose memory (card pools other tests loaded) isn't the
    # command's: the 250 MB bound is tested on a fresh process (test_workers)
    monkeypatch.setenv("ENGINE_MEMORY_MB", "2000")
    assert cli.main(["ask", "Opponent casts Shock targeting me.", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcomes"][0]["players"]["You"]["life"] == 18 and data["scenario"]["actions"][0]["cast"] == "Shock"
    assert cli.main(["ask", "I control Blorpy McBlorp"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rulekeeper: error: no card named") and err.count("\n") == 1
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("Hill Giant deals 2 damage to me."))
    assert cli.main(["ask", "-"]) == 0
    assert "You: 18 life" in capsys.readouterr().out
    assert cli.main(["ask", "x", "--ruleset", "grand-archive"]) == 2


def test_grand_archive_situation_deflecting_edge_and_unpreventable_attack_damage():
    text = (
        "I control Lorraine, Wandering Warrior. I cast Deflecting Edge targeting my champion. "
        "Opponent's Woodland Squirrels deals 1 attack damage to me. Then it deals 3 unpreventable attack damage to me."
    )
    o = only(text, ruleset="grand-archive")
    assert o.permanents["lorraine-wandering-warrior"].damage == 3 and o.prevented == 1
    assert {"ga:damage-prevention/5.1", "ga:damage-prevention/7"} <= cited(o)
    lines = ask(text, ruleset="grand-archive").data["interpretation"]
    assert lines[0] == "You: active player (assumed); controls Lorraine, Wandering Warrior"
    assert "1. You activate Deflecting Edge targeting Lorraine, Wandering Warrior" in lines


def test_grand_archive_situation_stack_order_cites_the_effects_stack():
    text = (
        "I control Spirit of Fire. Opponent controls Lorraine, Wandering Warrior. I cast Spellshield: Arcane. "
        "In response opponent casts Fireball targeting my champion."
    )
    o = only(text, ruleset="grand-archive")
    assert o.permanents["spirit-of-fire"].damage == 2 and o.prevented == 0  # Fireball resolved first
    assert any("ga:effects-stack/2" in line for line in reading_in(text, "grand-archive"))
    text = text.replace("In response opponent", "Then opponent")
    o = only(text, ruleset="grand-archive")
    assert o.prevented == 2 and o.permanents["spirit-of-fire"].counters == {"enlighten": 2}


def reading_in(text: str, ruleset: str) -> list[str]:
    return ask(text, ruleset=ruleset).data["interpretation"]


def test_mtg_2008_situation():
    o = outcomes("I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm.", ruleset="mtg-2008")
    assert sorted(x.permanents["daunting-defender"].damage for x in o) == [1, 2]


def test_it_in_an_activation_means_what_came_before_not_the_activated_permanent():
    data = scenario("Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting it.")
    assert data["actions"][0] == {"activate": "samite-healer", "targets": ["grizzly-bears"]}
