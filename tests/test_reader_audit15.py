"""Audit 15: everyday messages on today's reading (a size said before a card's name, "killed in combat by two 2/2s",
"my friend Adam", one-word names the index lacks, lines told of) that got a wrong answer, each now answered right
or asked back; and chat that carries nothing, still answered."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _one(reply):
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    return outcome


# --- a 0/0 creature's size said beside a card that changes sizes --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I control Glorious Anthem. my 4/4 Rock Hydra gets bolted by opp. what happens?",
        "opp has Glorious Anthem and his 3/3 Endless One attacks me. I block with Hill Giant. what happens",
        "opp controls Elesh Norn, Grand Cenobite. my 4/4 Rock Hydra gets bolted. what happens",
        "I control Gaea's Anthem. my 3/3 Endless One blocks his Hill Giant.",
        "my 4/4 Rock Hydra equipped with Bonesplitter gets bolted",
    ],
)
def test_an_x_sized_creatures_size_beside_a_card_that_changes_sizes_is_asked(text, pool_index):
    """Rock Hydra: "Rock Hydra enters with X +1/+1 counters on it. For each 1 damage that would be dealt to Rock
    Hydra, if it has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1 damage." Glorious
    Anthem: "Creatures you control get +1/+1." Elesh Norn, Grand Cenobite: "Creatures your opponents control get
    -2/-2." The size said is the creature's size as it is: beside Glorious Anthem "my 4/4 Rock Hydra" has 3 +1/+1
    counters, not 4 (CR 613.4c). Before: read as 4 counters, 5/5 with the Anthem, and the Bolt left it 2/2 with one
    counter (right: 1/1, none left); "his 3/3 Endless One" beside the Anthem survived Hill Giant's block as a 4/4
    (right: a 3/3, both die)."""
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert "+1/+1 counters" in reply.summary and "changes creatures' size" in reply.summary


def test_an_x_sized_creatures_size_alone_is_still_its_counters(pool_index):
    """Rock Hydra (as above): "my 8/8 Rock Hydra" has 8 +1/+1 counters; a Bolt removes 3 and is prevented."""
    outcome = _one(ask_reply("my 8/8 Rock Hydra gets bolted by opp. what happens?", index=pool_index))
    hydra = outcome["permanents"]["rock-hydra"]
    assert hydra["zone"] == "battlefield" and hydra["counters"] == {"+1/+1": 5}


def test_a_pump_cast_on_the_sized_creature_in_the_same_clause_is_after_the_size(pool_index):
    """Giant Growth: "Target creature gets +3/+3 until end of turn." Cast on "my 5/5 Rock Hydra": the size is the
    one before it resolves (5 counters), and the Bolt after removes 3 of them."""
    outcome = _one(ask_reply("I cast Giant Growth on my 5/5 Rock Hydra, then opp bolts it.", index=pool_index))
    assert outcome["permanents"]["rock-hydra"]["counters"] == {"+1/+1": 2}


# --- "on his side": whose it is -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Torbran is on opp's side. he bolts me. I'm at 5. alive?",
        "Torbran is on his side. he bolts me. I'm at 5. alive?",
        "Torbran is on the battlefield on his side. he bolts me. I'm at 5.",
        "with Torbran on his side, he bolts me. I'm at 5. alive?",
        "Torbran is on my opponent's side. my opponent bolts me. I'm at 5",
    ],
)
def test_a_permanent_on_his_side_is_his(text, pool_index):
    """Torbran, Thane of Red Fell: "If a red source you control would deal damage to an opponent or a permanent an
    opponent controls, it deals that much damage plus 2 instead." On the opponent's side, his Bolt deals me 5: from
    5 life I lose (CR 704.5a). Before: "Whose Torbran is wasn't said: read as yours", and I was left at 2."""
    outcome = _one(ask_reply(text, index=pool_index))
    assert outcome["permanents"]["torbran-thane-of-red-fell"]["controller"] == "Opponent"
    assert outcome["players"]["You"]["life"] == 0 and outcome["players"]["You"]["lost"]


def test_a_creature_on_his_side_is_his_target(pool_index):
    """Lightning Bolt: "Lightning Bolt deals 3 damage to any target." Hill Giant (3/3) on the opponent's side is
    his, and dies."""
    outcome = _one(ask_reply("Hill Giant is on opp's side. I bolt it. dies?", index=pool_index))
    giant = outcome["permanents"]["hill-giant"]
    assert giant["controller"] == "Opponent" and giant["zone"] == "graveyard"


def test_a_permanent_said_mine_and_on_his_side_is_asked(pool_index):
    reply = ask_reply("my Torbran is on his side. he bolts me", index=pool_index)
    assert reply.exit_code == 2, reply.summary


def test_on_my_side_is_mine_and_not_said_assumed(pool_index):
    """Torbran (as above), mine: my Bolt deals the opponent 5."""
    reply = ask_reply("Torbran is on my side. I bolt him. he's at 5. dead?", index=pool_index)
    outcome = _one(reply)
    assert outcome["players"]["Opponent"]["life"] == 0
    assert "wasn't said" not in reply.to_text()


# --- a combat told set aside --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I Giant Growthed my Hill Giant but it still got killed in combat by two 3/3s",
        "I cast Giant Growth on my Hill Giant. it still died in combat. why?",
        "I cast Giant Growth on my Hill Giant. then it got double blocked and died. how?",
        "I cast Giant Growth on my Hill Giant. it was killed by two 3/3 blockers",
        "I cast Giant Growth on my Hill Giant. the giant died in combat to two 3/3s",
        "opp shocks my Hill Giant and it died in combat later.",
    ],
)
def test_a_combat_told_aside_where_none_is_read_is_asked(text, pool_index):
    """Giant Growth: "Target creature gets +3/+3 until end of turn." Before: the combat was set aside as chat and
    Hill Giant answered alive as a 6/6, though the message says it died in combat to blockers that could kill it."""
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert "tells of a combat" in reply.summary


def test_a_combat_read_keeps_its_report_aside(pool_index):
    """Shock: "Shock deals 2 damage to any target." Shocked, then blocked by Grizzly Bears (2/2): Hill Giant has 4
    damage and dies (CR 704.5g)."""
    text = "opp shocks my Hill Giant, then it gets blocked by his Grizzly Bears. does it die?"
    outcome = _one(ask_reply(text, index=pool_index))
    assert outcome["permanents"]["hill-giant"]["zone"] == "graveyard"


# --- friends introduced by name -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "my friend Adam and I are on the same team. opp bolts Adam's Hill Giant. dies?",
        "my friend Adam is my teammate. Adam controls Hill Giant. opp shocks it",
        "my friend Adam controls Hill Giant. my friend Kevin bolts it. does it die?",
        "I'm playing with my friend Adam against my friend Kevin. Kevin bolts Adam's Hill Giant.",
    ],
)
def test_a_friend_on_my_team_or_two_friends_who_play_are_asked(text, pool_index):
    """A friend on the asker's team isn't the other player, and two friends who both play can't both be Opponent.
    Before: each read as Opponent ("Opponent casts Lightning Bolt targeting Opponent's Hill Giant")."""
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary


def test_a_friend_quoted_beside_one_who_plays_stays_answered(pool_index):
    """Lightning Bolt: "Lightning Bolt deals 3 damage to any target." Kevin only speaks: Adam is the other player."""
    text = "my friend Adam bolts my Hill Giant. my buddy Kevin said it survives. who's right?"
    outcome = _one(ask_reply(text, index=pool_index))
    assert outcome["permanents"]["hill-giant"]["zone"] == "graveyard"


def test_a_friend_quoted_never_plays(pool_index):
    """Shock: "Shock deals 2 damage to any target." Hill Giant (3/3) survives with 2 damage."""
    text = "my friend Adam says Shock kills my Hill Giant. I control Hill Giant. opp shocks it. is he right?"
    outcome = _one(ask_reply(text, index=pool_index))
    giant = outcome["permanents"]["hill-giant"]
    assert giant["zone"] == "battlefield" and giant["damage"] == 2


# --- chat that carries nothing stays answered ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Heya. I control Hill Giant and opp bolts it. dies?",
        "Yo! I control Hill Giant, opp bolts it. ded?",
        "Casual game. I control Hill Giant. opp bolts it. dies?",
        "I control Hill Giant. Opp bolts it. Thanks! does it die?",
        "Dumb question but I control Hill Giant, opp bolts it. dies?",
        "In Modern, I control Hill Giant. opp bolts it. dies?",
        "Reddit says it dies. I control Hill Giant, opp bolts it.",
    ],
)
def test_chat_carrying_nothing_stays_answered(text, pool_index):
    """Lightning Bolt: "Lightning Bolt deals 3 damage to any target." Hill Giant (3/3) dies."""
    outcome = _one(ask_reply(text, index=pool_index))
    assert outcome["permanents"]["hill-giant"]["zone"] == "graveyard"


# --- "Opp Shocks it": a card said as a verb after "Opp" is no friend's name -----------------------------------------


@pytest.mark.parametrize(
    ("text", "card", "zone"),
    [
        ("I control Hill Giant. Opp Fireblasts it. dies?", "hill-giant", "graveyard"),
        ("I control Hill Giant. Opp Fireblasted it. dies?", "hill-giant", "graveyard"),
        ("I control Grizzly Bears. Opp Murders it. dies?", "grizzly-bears", "graveyard"),
        ("I control Grizzly Bears. Opp Terminates it. dies?", "grizzly-bears", "graveyard"),
        ("I control Grizzly Bears. Opp Pyroclasms. dies?", "grizzly-bears", "graveyard"),
        ("my opp Shocks my Grizzly Bears. dies?", "grizzly-bears", "graveyard"),
        ("I control Hill Giant. Opp Shocks it. dies?", "hill-giant", "battlefield"),
    ],
)
def test_a_card_said_as_a_verb_after_opp_is_cast(text, card, zone, pool_index):
    """Fireblast: "Fireblast deals 4 damage to any target." Murder: "Destroy target creature." Terminate: "Destroy
    target creature. It can't be regenerated." Pyroclasm: "Pyroclasm deals 2 damage to each creature." Shock: "Shock
    deals 2 damage to any target." Before: "Opp Shocks it" was read as a friend named "Shocks" ("my friend Adam"),
    the spell dropped ("Opponent it", set aside) and the creature answered untouched."""
    outcome = _one(ask_reply(text, index=pool_index))
    assert outcome["permanents"][card]["zone"] == zone
    if zone == "battlefield":
        assert outcome["permanents"][card]["damage"] == 2


def test_a_verb_of_play_typed_with_a_capital_after_opp_is_read(pool_index):
    """Hill Giant (3/3) attacks and Grizzly Bears (2/2) blocks: the bear dies, the giant has 2 damage."""
    outcome = _one(ask_reply("Opp Attacks me with Hill Giant. I block with Grizzly Bears", index=pool_index))
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    assert outcome["permanents"]["hill-giant"]["damage"] == 2


def test_a_creature_type_is_no_unknown_card(pool_index):
    reply = ask_reply("I control a 2/2 Bear.", index=pool_index)
    assert 'no card named "Bear"' not in reply.summary
