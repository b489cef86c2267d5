"""Players' phrasing the controlled language reads (issue #16, item 7 and "Also seen"): the forms the chat reader
(commands/reader/) rewrites into. Each test checks a real outcome, a reading or a one-line refusal.

Sections: players' keywords in the contract (CR 702.16, 702.11c, 702.18a) and changes this turn; kind-changing card
matches refused; refusals that point Discord users at /help ruling, with forms from the words written; creatures
described by their size; players' keywords and life in words; abilities by their cost or number; kicker.
"""

from __future__ import annotations

import pool_cards as pool
import pytest
from ask_helpers import INDEX, lives, only, outcomes, refused, scenario
from pool_cards import index_with, pool_cards

from commands.ask import ask_reply
from commands.resolve import run_scenario
from commands.situation import parse_situation
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


# --- 1. kind-changing card matches are refused, never used ----------------------------------------------------------

GIANT_ATTACKS = "Opponent controls Hill Giant. Hill Giant attacks me. "


def test_a_blocker_named_close_to_an_instant_is_refused_with_creatures_to_choose():
    message = refused(
        GIANT_ATTACKS + "I block with the giant.",
        '"I block with the giant": "the giant" isn\'t a card name I know as a creature',
        "(the closest, Giant Growth, is an instant)",
        'a creature described by its size ("a 3/3 creature")',
        "a card such as Hill Giant",
    )
    assert "Giant Growth" not in message.split("did you mean", 1)[1]  # only creatures are offered


def test_every_slot_that_takes_a_permanent_refuses_a_near_match_to_a_spell():
    refused("I control giant.", "isn't a card name I know as a permanent", "Giant Growth, is an instant")
    refused(GIANT_ATTACKS + "Giant blocks Hill Giant.", "as a creature", "Giant Growth")
    refused("Lightning Bolt deals 3 damage to giant.", "as a permanent", "Giant Growth")
    refused("I activate giant targeting me.", "as a permanent", "Giant Growth")


def test_a_cast_near_a_creature_card_is_refused_saying_creatures_arent_cast_here():
    refused(
        "I cast grizzly targeting me.",
        '"I cast grizzly targeting me": "grizzly" isn\'t a card name I know as an instant or sorcery',
        "the closest, Grizzly Bears, is a creature, and casting it isn't modelled",
        '"<player> controls Grizzly Bears" puts it on the battlefield',
    )


def test_an_ambiguous_name_in_a_creature_slot_offers_only_creatures():
    index = index_with(pool_cards(("Giant Spider",)))
    message = pool.refused(index, GIANT_ATTACKS + "I block with the giant.", "could be several cards")
    assert "as a creature, did you mean" in message and "a card such as Giant Spider, Hill Giant" in message
    assert "Giant Growth" not in message.split("did you mean", 1)[1]


def test_exact_names_and_near_matches_of_the_right_kind_keep_working():
    o = only(GIANT_ATTACKS + "I control Grizzly Bears. I block with Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 2
    o = only(GIANT_ATTACKS + "I control Grizzly Bears. I block with grizzly.")  # a prefix of a creature: fine
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    o = only("I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. I cast giant targeting it.")
    assert o.permanents["grizzly-bears"].zone == "battlefield"  # "giant" where a spell is cast: Giant Growth
    # an exact name of the wrong kind keeps its own message
    refused(
        GIANT_ATTACKS + "Giant Growth blocks Hill Giant.", "Giant Growth isn't a permanent, so it can't be a blocker"
    )


def test_a_card_with_a_creature_face_and_a_spell_face_fits_either_place():
    o = only(GIANT_ATTACKS + "I block with bonecrusher.")  # Bonecrusher Giant // Stomp: the creature blocks
    assert o.permanents["bonecrusher-giant"].zone == o.permanents["hill-giant"].zone == "graveyard"
    assert only("I cast stomp targeting opponent.").players["Opponent"].life == 18  # the adventure is cast


def test_a_target_named_short_is_the_one_card_on_the_battlefield_with_those_words():
    reply = ask_reply("Opponent controls Hill Giant. I cast Lightning Bolt targeting the giant.", index=INDEX)
    assert not reply.error, reply.summary
    assert '"giant" is read as Hill Giant, the one on the battlefield.' in reply.data["interpretation"]
    assert reply.data["outcomes"][0]["permanents"]["hill-giant"]["zone"] == "graveyard"


# --- 2. refusals point at /help ruling, with forms from the words written -------------------------------------------


def test_an_unreadable_sentence_suggests_the_form_of_the_card_it_names():
    message = refused("Opponent Shock it up", 'can\'t read "Opponent Shock it up"', "casts Shock targeting")
    assert "block" not in message and "/help ruling" in message
    # the players' reader (commands/reader) reads a card name used as a verb; "it" with nothing named is refused
    message = refused("opp Shocks it", 'read as "Opponent casts Shock targeting it"', "nothing was named before it")
    assert "block" not in message and "/help ruling" in message


def test_an_unreadable_sentence_without_any_known_word_suggests_nothing():
    message = refused("my bears r cool and stuff", '"my bears r cool and stuff"', "/help ruling")
    assert "closest" not in message and "rulekeeper" not in message


def test_discord_never_shows_a_terminal_command():
    from bot.embeds import capped, messages, reply_embeds
    from commands.reply import ASK_HELP, JSON_CHOICES, JSON_CHOICES_SHORT, Reply, Section, error_reply, for_chat
    from commands.workers import Limits, too_large

    for message in (too_large(Limits(), "cpu"), f"describe fewer at once {JSON_CHOICES_SHORT}", f"see {ASK_HELP}"):
        shown = for_chat(message)
        assert "rulekeeper" not in shown and "/help ruling" in shown, shown
        (embed,) = reply_embeds(error_reply(message, 2))
        assert "rulekeeper" not in embed.description
    assert JSON_CHOICES in too_large(Limits(), "cpu")  # the command line keeps its own advice
    flood = Reply("T", "S", [Section(f"Section {i}", ["x" * 1000] * 5) for i in range(200)])
    _, note = capped(messages(reply_embeds(flood)))
    assert "rulekeeper" not in note.description and "/help ruling" in note.description


async def test_a_refusal_sent_to_discord_says_help_ruling():
    import fake_discord

    from bot.respond import send_error
    from commands.workers import Limits, too_large

    inter = fake_discord.interaction()
    await send_error(inter, too_large(Limits(), "cpu"))
    (message,) = fake_discord.sent(inter)
    assert "rulekeeper" not in message["_args"][0] and "/help ruling" in message["_args"][0]


# --- 3. creatures described by their size -----------------------------------------------------------------------------


def battlefield(text: str) -> list[dict]:
    return scenario(text)["battlefield"]


def test_generic_creatures_without_the_word_creature():
    found = battlefield(
        "I control a 5/5 with lifelink, two 1/1 first strikers, a 2/2 deathtouch dude, a 3/3 flier and a vanilla 2/2. "
        "Opponent controls a 4/4 trampler and a 1/1 Goblin creature token."
    )
    got = [(p["power"], p["toughness"], p.get("keywords", []), p["controller"]) for p in found]
    assert got == [
        (5, 5, ["lifelink"], "You"),
        (1, 1, ["first strike"], "You"),
        (1, 1, ["first strike"], "You"),
        (2, 2, ["deathtouch"], "You"),
        (3, 3, ["flying"], "You"),
        (2, 2, [], "You"),
        (4, 4, ["trample"], "Opponent"),
        (1, 1, [], "Opponent"),
    ]
    assert found[-1]["subtypes"] == ["Goblin"] and found[-1]["token"] is True
    assert all(p["types"] == ["creature"] for p in found)
    # keyword nouns: flyer, deathtoucher, lifelinker, double striker
    found = battlefield("I control a 2/2 flyer, a 1/1 deathtoucher, a 3/3 lifelinker and a 2/2 double striker.")
    assert [p["keywords"] for p in found] == [["flying"], ["deathtouch"], ["lifelink"], ["double strike"]]


def test_generic_creatures_in_combat_have_real_outcomes():
    # a 2/2 deathtouch blocker kills a 4/4 trampler, which must assign it only 1 (CR 702.2c, 702.19c) and tramples 3
    found = outcomes("Opponent controls a 4/4 trampler. It attacks me. I block with a 2/2 deathtouch dude.")
    assert {o.permanents["4-4-creature"].zone for o in found} == {"graveyard"}
    assert sorted(o.players["You"].life for o in found) == [18, 19, 20]
    # two 1/1 first strikers kill a vanilla 2/2 before it deals damage
    o = only("Opponent controls a vanilla 2/2. It attacks me. I control two 1/1 first strikers. They block it.")
    assert o.permanents["2-2-creature"].zone == "graveyard"
    assert {o.permanents[i].zone for i in ("1-1-creature", "1-1-creature-2")} == {"battlefield"}
    o = only("I control a 5/5 with lifelink. It attacks opponent.")
    assert lives(o) == (25, 15)
    refused("Opponent controls a 3/3 flier. It attacks me. I block with a 2/2.", "it has flying")


def test_block_with_a_size_puts_a_creature_there_and_says_so():
    text = "Opponent controls a 4/4 trampler. It attacks me. I block with a 3/3."
    reading = parse_situation(text, INDEX)
    (blocker,) = [p for p in reading.scenario["battlefield"] if p["power"] == 3]
    assert blocker["controller"] == "You"
    assert (
        'You control a 3/3 creature (from "I block with a 3/3": it wasn\'t on the battlefield before, so it was put '
        "there)"
    ) in reading.notes
    assert sorted(o.players["You"].life for o in outcomes(text)) == [19, 20]
    # an attacker put there is the defender's opponent's
    reading = parse_situation("A 4/4 attacks me.", INDEX)
    assert reading.scenario["battlefield"][0]["controller"] == "Opponent"
    assert only("A 4/4 attacks me.").players["You"].life == 16


def test_a_size_means_the_creature_on_the_battlefield_when_just_one_fits():
    text = "I control a 3/3 flier. Opponent controls a 4/4 trampler. It attacks me. I block with a 3/3."
    reading = parse_situation(text, INDEX)
    assert len(reading.scenario["battlefield"]) == 2 and not any("put there" in n for n in reading.notes)
    # a card's creature when it is the only one of that size, said in the reading
    reply = ask_reply("I control Hill Giant. Opponent casts Lightning Bolt targeting a 3/3.", index=INDEX)
    assert '"a 3/3" is read as Hill Giant, the one 3/3 creature there.' in reply.data["interpretation"]
    # one described by its size before one named by its card
    reply = ask_reply("I control Hill Giant and a 3/3 flier. Opponent casts Shock targeting the 3/3.", index=INDEX)
    assert "1. Opponent casts Shock targeting 3/3 creature" in reply.data["interpretation"]
    # two that fit: say which
    refused("I control two 3/3 fliers. Opponent casts Lightning Bolt targeting a 3/3.", '"a 3/3" could be 2 creatures')
    o = only("I control two 3/3 fliers. Opponent casts Lightning Bolt targeting the second 3/3.")
    assert o.permanents["3-3-creature-2"].zone == "graveyard" and o.permanents["3-3-creature"].zone == "battlefield"


def test_groups_and_attackers_described_by_size():
    o = only("I control two 1/1 first strikers. Opponent controls a vanilla 2/2. It attacks me. Both 1/1s block it.")
    assert len(o.permanents) == 3 and o.permanents["2-2-creature"].zone == "graveyard"
    reading = parse_situation(
        "Opponent controls a vanilla 2/2. It attacks me. I block with two 1/1 first strikers.", INDEX
    )
    assert sum("it wasn't on the battlefield before" in n for n in reading.notes) == 2
    o = only("I control two 3/3s. I cast Pyroclasm. My two 3/3s attack.")  # Opponent's Pyroclasm: not in my turn
    assert len(o.permanents) == 2 and o.players["Opponent"].life == 14
    # "a 3/3 attacks me" isn't my own 3/3: the attacker is the other player's
    reading = parse_situation("I control a 3/3. A 3/3 attacks me.", INDEX)
    assert [p["controller"] for p in reading.scenario["battlefield"]] == ["You", "Opponent"]
    o = only("I control a 3/3. I attack with a 3/3.")
    assert len(o.permanents) == 1 and o.players["Opponent"].life == 17


def test_unclear_sizes_are_refused_quoting_the_part():
    refused("I control a 2/2 Bear.", 'can\'t read "2/2 Bear"', '"a 2/2 Bear creature"')  # "a 2/2 bear": a Bear
    refused("I control a vanilla 2/2 with flying.", "a vanilla creature has no abilities")
    refused("I control a vanilla 2/2 flier.", "a vanilla creature has no abilities")
    refused("I control a 2/2 3/3 creature.", "one power/toughness per creature")


# --- 4. players' keywords and life in words ---------------------------------------------------------------------------


def test_player_protection_in_words():
    refused(
        "I have protection from red. Opponent casts Lightning Bolt targeting me.",
        "Lightning Bolt can't target You: You have protection from red (CR 702.16b, 601.2c)",
    )
    o = only("I have protection from red. Opponent controls Hill Giant. Hill Giant attacks me.")
    assert lives(o) == (20, 20) and o.prevented == 3 and "702.16e" in rules(o)
    reading = parse_situation("I have protection from the color red and blue. Opponent has hexproof.", INDEX)
    players = {p["name"]: p.get("keywords") for p in reading.scenario["players"]}
    assert players == {"You": ["protection from red", "protection from blue"], "Opponent": ["hexproof"]}
    assert "You: 20 life, protection from red, protection from blue, active player (assumed)" in reading.lines
    # my creatures aren't protected by my protection
    o = only("I have protection from red. I control Grizzly Bears. Opponent casts Lightning Bolt targeting it.")
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_player_hexproof_and_everything_in_words():
    refused("Opponent has hexproof. I cast Shock targeting opponent.", "Opponent has hexproof", "702.11c")
    assert only("Opponent has hexproof. Opponent casts Shock targeting opponent.").players["Opponent"].life == 18
    o = only("I have protection from everything. Hill Giant deals 3 damage to me.")
    assert o.players["You"].life == 20 and "702.16j" in rules(o)
    refused("I have protection from creatures. Hill Giant deals 3 damage to me.", "not modelled for a player", code=3)
    reply = ask_reply("I have hexproof.", ruleset="grand-archive", index=INDEX)
    assert reply.error and reply.exit_code == 3, reply.summary


def test_they_have_after_a_board_sentence_means_its_creatures_not_a_player():
    reading = parse_situation("Opponent controls two Hill Giants. They have hexproof.", INDEX)
    assert "keywords" not in reading.scenario["players"][1]
    assert [p["keywords"] for p in reading.scenario["battlefield"]] == [["hexproof"], ["hexproof"]]
    refused(
        "Opponent controls two Hill Giants. They have hexproof. I cast Shock targeting the second Hill Giant.",
        "Hill Giant has hexproof and You are its controller's opponent (CR 702.11b, 601.2c)",
    )


def test_my_face_and_life_said_short():
    assert only("I'm at 2. Opponent casts Shock targeting my face.").players["You"].lost
    assert only("Opponent casts Shock targeting opp's face.").players["Opponent"].life == 18
    assert only("I cast Shock targeting my opponent's face.").players["Opponent"].life == 18
    for text, life in (
        ("I'm at 2.", (2, 20)),
        ("I'm on 7.", (7, 20)),
        ("My life is at 3.", (3, 20)),
        ("My life total is 4.", (4, 20)),
        ("Opp is at 4.", (20, 4)),
        ("Opponent's life is 6.", (20, 6)),
        ("My opponent's life total is now 9.", (20, 9)),
    ):
        players = {p["name"]: p.get("life", 20) for p in scenario(text)["players"]}
        assert (players["You"], players["Opponent"]) == life, text
    assert {p["name"]: p.get("poison", 0) for p in scenario("I'm at 3 poison.")["players"]}["You"] == 3
    refused("I am on fire.", 'set aside as commentary: "I am on fire"')  # no number: not a life total (table talk)


# --- 5. small forms -----------------------------------------------------------------------------------------------


def test_changes_this_turn_after_a_creature():
    o = only("I control Grizzly Bears (+2/+2 and lifelink). Opponent casts Lightning Bolt targeting it.")
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.permanents["grizzly-bears"].damage == 3
    (bears,) = battlefield("I control Grizzly Bears (+2/+2 and lifelink).")
    assert bears["until_end_of_turn"] == {"power": 2, "toughness": 2, "keywords": ["lifelink"]}
    reading = parse_situation("I control Grizzly Bears (+2/+2 and lifelink), Hill Giant (trample).", INDEX)
    assert (
        "You: 20 life, active player (assumed); controls Grizzly Bears (+2/+2 and lifelink this turn), "
        in (reading.lines[0])
    )
    o = only("I control Grizzly Bears (+2/+2, lifelink). It attacks opponent.")
    assert lives(o) == (24, 16)
    o = only("Opponent controls Hill Giant. It attacks me. I control Grizzly Bears. Grizzly Bears (+1/+1) blocks it.")
    assert o.permanents["grizzly-bears"].zone == o.permanents["hill-giant"].zone == "graveyard"  # 3/3 and 3/3
    refused("I control Grizzly Bears (+2/+2 and a hat).", 'can\'t read "(+2/+2 and a hat)" after Grizzly Bears')
    refused("I control Circle of Protection: Red (+1/+1).", "isn't a creature")


def test_a_loyalty_ability_by_its_cost_or_number():
    then_bolt = " Then opponent casts Lightning Bolt targeting Gideon Jura."
    for activation in (
        "I activate Gideon Jura's 0.",
        "I activate Gideon Jura's 0 ability.",
        "I activate the third ability of Gideon Jura.",
        "I activate Gideon Jura's third ability.",
        "I activate ability 3 of Gideon Jura.",
        "I activate the 0 ability of Gideon Jura.",
    ):
        o = only("I control Gideon Jura. " + activation + then_bolt)
        assert o.permanents["gideon-jura"].damage == 0 and o.prevented == 3, activation
    refused("I control Gideon Jura. I activate Gideon Jura's +5.", "Gideon Jura has no ability with cost +5")


def test_chandras_plus_one():
    index = index_with(pool_cards(("Chandra, the Firebrand", "Chandra, Torch of Defiance")))
    # "Chandra" is two cards; the one on the battlefield is meant (said in the reading). Its ability is read, and
    # (since day 11) its loyalty cost paid: +1 (CR 606.4) on the loyalty it enters with (3, said): 4
    for activation in ("Chandra's +1", "the first ability of Chandra", "Chandra's first ability", "the +1 of Chandra"):
        o = pool.only(index, f"I control Chandra, the Firebrand. I activate {activation} targeting opponent's face.")
        assert o.players["Opponent"].life == 19
        assert o.permanents["chandra-the-firebrand"].loyalty == 4
        assert "606.4" in pool.cites(o, "Cost paid: Chandra, the Firebrand +1 loyalty")
    message = pool.refused(index, "I control Chandra, Torch of Defiance. I activate Chandra's +1.", "2 abilities")
    assert (
        "with cost +1" in message and "ability 1: [+1]: Exile" in message and "ability 2: [+1]: Add {R}{R}." in message
    )
    o = pool.only(index, "I control Chandra, Torch of Defiance. I activate Chandra's -3 targeting a 3/3.")
    assert [p.zone for p in o.permanents.values() if p.name == "3/3 creature"] == ["graveyard"]
    assert o.permanents["chandra-torch-of-defiance"].loyalty == 1


def test_kicked_burst_lightning():
    index = index_with(pool_cards(("Burst Lightning",)))
    assert (
        pool.only(index, "I cast kicked Burst Lightning targeting my opponent's face.").players["Opponent"].life == 16
    )
    o = pool.only(index, "Opponent casts Burst Lightning without kicker targeting my face.")
    assert o.players["You"].life == 18
    kicked_or_not = pool.outcomes(index, "Opponent casts Burst Lightning targeting my face.")
    assert sorted(o.players["You"].life for o in kicked_or_not) == [16, 18]
