"""Board lines as players write them (the sixth probe's posts, written from real columns and reports): an Aura or
Equipment said with the creature first ("I enchanted my own Wall of Stone with Pariah", "he equipped his Hill Giant
with Bonesplitter", "I equip Basilisk Collar to …" without a second Collar: attachments.py); what an Aura was on,
said in passing ("my Goblin Piker that had Unholy Strength on it (so it was 4/2)": normalise.py, the bracket checked
with what is attached to it, situation.py); counters "from earlier in the game"; a planeswalker's loyalty said as a
life total ("my ajani goldmane was on 4": frames.py frame_possessed); "Where does the damage go?" (clauses.py)."""

from __future__ import annotations

from test_reader_chat_forms import answer, refusal, zone

from commands.ask import ask_reply
from commands.reader.normalise import normalise


def test_an_aura_said_creature_first(pool_index):
    text = (
        "Q: I enchanted my own Wall of Stone with Pariah. My opponent then cast Lava Axe targeting me. Where does the "
        "damage go, and does the Wall survive?"
    )
    (o,), first = answer(pool_index, text)
    assert o.players["You"].life == 20 and zone(o, "Wall of Stone") == "battlefield"  # 5 to the 0/8 Wall (CR 614.9)
    assert first == "Wall of Stone survives"


def test_an_equipment_equipped_is_the_one_there(pool_index):
    reply = ask_reply(
        "I control Basilisk Collar and Rootbreaker Wurm. I equip Basilisk Collar to Rootbreaker Wurm.", index=pool_index
    )
    assert not reply.error, reply.summary
    (board,) = [line for line in reply.data["interpretation"] if line.startswith("You:")]
    assert board.count("Basilisk Collar") == 1 and "attached to Rootbreaker Wurm" in board
    (o,), _ = answer(pool_index, "He equipped his Hill Giant with Bonesplitter. He attacks me with it.")
    assert o.players["You"].life == 15  # 3 + Bonesplitter's +2/+0


def test_an_aura_on_the_creature_said_in_passing(pool_index):
    said = normalise("My opponent Shocked my Goblin Piker that had Unholy Strength on it (so it was 4/2).")
    assert said.startswith("Unholy Strength is attached to my Goblin Piker. Opponent Shocked my Goblin Piker (so it")
    (o,), _ = answer(pool_index, "My opponent Shocked my Goblin Piker that had Unholy Strength on it (so it was 4/2).")
    assert zone(o, "Goblin Piker") == "graveyard" and zone(o, "Unholy Strength") == "graveyard"  # CR 704.5m
    wrong = "My opponent Shocked my Goblin Piker that had Unholy Strength on it (so it was 5/5)."
    assert "Goblin Piker is 4/2 as I read it" in refusal(pool_index, wrong)


def test_counters_from_earlier_in_the_game(pool_index):
    (o,), _ = answer(
        pool_index,
        "My Centaur Courser has a +1/+1 counter on it from earlier in the game. Opponent casts Lightning Bolt "
        "targeting it.",
    )
    assert zone(o, "Centaur Courser") == "battlefield"  # 4/4 with its counter: 3 damage isn't lethal


def test_a_planeswalkers_loyalty_said_as_life(pool_index):
    (o,), _ = answer(pool_index, "my ajani goldmane was on 4. opp attacks it with Serra Angel.")
    assert zone(o, "Ajani Goldmane") == "graveyard"  # 4 damage removes 4 loyalty (CR 306.8, 704.5i)
    (o,), _ = answer(pool_index, "My Gideon Jura with 6 loyalty. Opponent attacks it with Serra Angel.")
    assert [p.loyalty for p in o.permanents.values() if p.name == "Gideon Jura"] == [2]
    refusal(pool_index, "my Grizzly Bears is on 2. Opponent casts Shock targeting me.")  # no loyalty: not read so


def test_a_new_creature_blocked_is_the_other_players(pool_index):
    (o,), _ = answer(pool_index, "My Grizzly Bears blocked a Hill Giant.")
    assert zone(o, "Grizzly Bears") == "graveyard" and o.permanents  # the Giant attacked me: it is Opponent's
    assert {p.controller for p in o.permanents.values() if p.name == "Hill Giant"} == {"Opponent"}


def test_whether_regeneration_would_save_it_offers_the_regeneration(pool_index):
    # the sixth probe's post: answered for the line where no one regenerates, "Cudgel Troll dies" misled
    text = (
        "Q: Can regeneration save a creature from deathtouch? My Cudgel Troll blocked a Sedge Scorpion and I had a "
        "Forest open."
    )
    outcomes, _ = answer(pool_index, text)
    assert sorted(zone(o, "Cudgel Troll") for o in outcomes) == ["battlefield", "graveyard"]  # CR 701.15a, 702.2b


def test_a_loyalty_ability_by_its_cost_then_the_planeswalker(pool_index):
    reply = ask_reply(
        "I control Gideon, Ally of Zendikar. I used the +1 on Gideon, Ally of Zendikar.", index=pool_index
    )
    assert not reply.error, reply.summary
    assert any(
        line.startswith("1. You activate Gideon, Ally of Zendikar ([+1]:") for line in reply.data["interpretation"]
    )


def test_both_before_two_names_and_an_aura_enchanting(pool_index):
    text = "Opponent attacks with Hill Giant. I blocked with both Llanowar Elves and Fyndhorn Elves."
    outcomes, _ = answer(pool_index, text)
    assert {zone(o, "Hill Giant") for o in outcomes} == {"battlefield"}  # 1 + 1 damage to a 3/3
    assert len(outcomes) == 3  # the Giant's 3 damage divided among the two 1/1s (CR 510.1c)
    (o,), _ = answer(
        pool_index, "I control Pariah enchanting my Sea Sprite. Opponent casts Lightning Bolt targeting me."
    )
    assert (
        o.players["You"].life == 20 and zone(o, "Sea Sprite") == "battlefield"
    )  # redirected, then prevented (702.16e)
