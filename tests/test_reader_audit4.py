"""Wrong answers a fourth audit of the chat reader found, each with the text that showed it and a variant: now read
right, or asked back (exit 2, one line). Against the 2018 card pool."""

from __future__ import annotations

from typing import Any

import pytest
from test_reader_audit import asked_back

from commands.ask import ask_reply


def answered(text: str, index: Any) -> dict[str, Any]:
    reply = ask_reply(text, index=index)
    assert not reply.error and reply.exit_code == 0, reply.summary
    assert reply.data is not None
    return reply.data


def zones(data: dict[str, Any]) -> list[dict[str, str]]:
    """Each outcome's permanents by name: their zone."""
    return [{p["name"]: p["zone"] for p in o["permanents"].values()} for o in data["outcomes"]]


# --- "in response to blocks he Shocks my bear": the spell was read as what it answered, and dropped -----------


@pytest.mark.parametrize(
    ("text", "answer", "zone"),
    [
        # was "You: 3 damage": the Bolt was dropped, so Hill Giant dealt its damage
        (
            "Opponent attacks me with Hill Giant. In response to attackers I bolt it. How much damage do I take?",
            "You: 0 damage",
            {"Hill Giant": "graveyard"},
        ),
        (
            "Opponent attacks me with Hill Giant. in response to attacks I bolt his giant. how much damage do i take",
            "You: 0 damage",
            {"Hill Giant": "graveyard"},
        ),
        # was Hill Giant with 2 damage marked: the Shock was dropped, so the Bears dealt theirs
        (
            "opp attacks with Hill Giant. I block with Grizzly Bears. in response to blocks he shocks my bear. "
            "How much damage does Hill Giant take?",
            "Hill Giant: 0 damage",
            {"Hill Giant": "battlefield", "Grizzly Bears": "graveyard"},
        ),
        (
            "I attack with Hill Giant. Opponent blocks with Grizzly Bears. In response to blocks they bolt my giant. "
            "Does my giant die?",
            "Hill Giant dies",
            {"Hill Giant": "graveyard", "Grizzly Bears": "battlefield"},
        ),
    ],
)
def test_a_response_to_a_combat_step_without_a_comma_is_read(text, answer, zone, pool_index):
    data = answered(text, pool_index)
    assert data["answer"] == answer
    (outcome,) = zones(data)
    assert {k: outcome[k] for k in zone} == zone


def test_a_response_to_the_attack_put_before_a_player_acting_is_read_with_the_permanent_it_names(pool_index):
    data = answered(
        "Opponent attacks with Serra Angel. In response to the attack she bolts my Grizzly Bears. What happens?",
        pool_index,
    )
    ((outcome,), (life,)) = zones(data), [o["players"]["You"]["life"] for o in data["outcomes"]]
    assert outcome["Grizzly Bears"] == "graveyard" and life == 16


def test_what_is_answered_never_swallows_a_clause_that_acts(pool_index):
    """The words after "in response to" that hold a player acting are asked back when the frames don't split them
    (situation.respond), not read as what was answered."""
    from commands.situation import Reader

    r = Reader(pool_index, "mtg", "mtg")
    r.sentence("Hill Giant attacks me", False)
    with pytest.raises(Exception, match="say what is done in response as a clause of its own"):
        r.sentence("in response to blocks he shocks my bear", False)


# --- "It's red", "It has menace", "It has a regeneration shield": set aside as carrying nothing ---------------


@pytest.mark.parametrize(
    "text",
    [
        # was "Hill Giant dies": the shield was set aside
        "I control Hill Giant. It has a regeneration shield. Opponent casts Lightning Bolt targeting it. Does it die?",
        "I control Grizzly Bears. It's regenerated. Opp shocks it. Does it die?",
        # was "You: 2 damage": the 2/2 wasn't read as red
        "Opponent attacks me with a 2/2. It's red. I have Circle of Protection: Red. "
        "I activate Circle of Protection: Red. How much damage do I take?",
        # was "3/3 creature dies"
        "I control a 3/3 creature. It's pro red. Opponent bolts it. Does it die?",
        # was answered with the Bears blocking it
        "I control Grizzly Bears. It's unblockable. It attacks. Opponent blocks with Hill Giant. Who dies?",
        "I control Grizzly Bears. It's shrouded. Opponent casts Shock on it. Does it die?",
    ],
)
def test_a_board_fact_in_words_the_reader_doesnt_know_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "can't read")


def test_a_keyword_said_of_it_is_read_not_set_aside(pool_index):
    # was asked back as "says what the board may be"; "It has menace" was set aside and the block answered
    data = answered(
        "I control a 2/2 creature. It has reach. Opponent attacks with Serra Angel. I block Serra Angel with it. "
        "Who dies?",
        pool_index,
    )
    assert data["answer"] == "2/2 creature dies; Serra Angel survives"
    asked_back(
        "Opponent attacks with a 3/3. It has menace. I block with Grizzly Bears. Does my bear die?",
        pool_index,
        "menace",
    )


# --- "it" after a damage spell: the caster's own creature, named last just after the other player's -----------


@pytest.mark.parametrize(
    "text",
    [
        # was "Hill Giant survives; Grizzly Bears dies": I Shocked my own blocker
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. I shock it. Who dies?",
        # was "Hill Giant survives": the opponent Shocked his own blocker
        "I attack with Hill Giant. Opponent blocks with Grizzly Bears. Opponent casts Shock targeting it. "
        "Does my giant die?",
        # was "Hill Giant dies": the opponent bolted his own Hill Giant
        "I control Grizzly Bears and Opponent controls Hill Giant. He bolts it. Does it die?",
        "Opponent has Serra Angel and I have a Hill Giant. I cast Lightning Bolt on it. Does the angel die?",
    ],
)
def test_it_after_a_damage_spell_is_asked_back_when_it_could_be_either_players_creature(text, pool_index):
    asked_back(text, pool_index, "(named last) or ")


def test_it_after_a_pump_is_still_the_casters_own_creature_named_last(pool_index):
    data = answered(
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. I cast Giant Growth on it. Who dies?",
        pool_index,
    )
    assert data["answer"] == "Hill Giant dies; Grizzly Bears survives"


def test_it_after_an_ability_that_deals_damage_is_asked_back_the_same_way(pool_index):
    # was "Hill Giant survives; Grizzly Bears dies": Prodigal Sorcerer pinged my own blocker
    asked_back(
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. I activate Prodigal Sorcerer targeting it. "
        "Who dies?",
        pool_index,
        '"it" after Prodigal Sorcerer could be your Grizzly Bears (named last) or Opponent\'s Hill Giant',
    )
    # an ability that prevents damage: the caster's own creature named last, as before
    data = answered(
        "I control Grizzly Bears. Opponent casts Shock targeting it. I activate Samite Healer targeting it. "
        "Does it survive?",
        pool_index,
    )
    assert data["answer"] == "Grizzly Bears survives"


@pytest.mark.parametrize(
    "text",
    [
        # was "1/1 creature survives": "I ping it" was set aside as carrying nothing
        "I control Prodigal Sorcerer. Opponent controls a 1/1. I ping it. Does it die?",
        "I control Prodigal Sorcerer. opp has a 1/1. I tim it. dead?",
    ],
)
def test_an_action_in_chat_words_is_asked_back_not_set_aside(text, pool_index):
    asked_back(text, pool_index, "can't read")


@pytest.mark.parametrize(
    "text",
    [
        # was "Hill Giant survives": the 2 damage the first Shock left marked (CR 120.6) was set aside
        "I control Hill Giant. It survived a Shock earlier. Opponent casts Shock targeting it. Does it die?",
        "I control Grizzly Bears. It survived a Shock earlier this turn. Opponent casts Shock targeting it. "
        "Does it die?",
        # was "Hill Giant dies": a +1/+1 counter and a size said as what it kept
        "I control Hill Giant. It kept its +1/+1 counter. Opponent casts Lightning Bolt targeting it. Does it die?",
        "I control Hill Giant. It remained a 4/4. Opponent casts Lightning Bolt targeting it. Does it die?",
        "I control Hill Giant. It looks like a 4/4 because of an anthem. Opponent casts Lightning Bolt targeting "
        "it. Does it die?",
        # was "Hill Giant dies": set aside as reasoning
        "I control Hill Giant. It should be a 4/4 because of my anthem. Opponent casts Lightning Bolt targeting it. "
        "Does it die?",
        "I control Hill Giant. It must be a 4/4. Opponent casts Lightning Bolt targeting it. Does it die?",
        # was a block by a creature that stayed tapped
        "I control Hill Giant. My Hill Giant didn't untap. Opponent attacks with Grizzly Bears. I block with Hill "
        "Giant. Who dies?",
    ],
)
def test_a_board_fact_said_as_what_happened_before_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "says what the board may be")


# --- "Do I win?" when the asker loses: the first line said only how the other player ended ------------------


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        # was "Opponent survives at 20 life"
        ("I'm at 5. Opponent casts Lava Axe targeting me. Do I win?", "No: You lose (0 life, 704.5a)"),
        (
            "I'm at 3. Opponent is at 10. He attacks with Hill Giant, I don't block. Do I win?",
            "No: You lose (0 life, 704.5a)",
        ),
        ("Opponent is at 5. I cast Lava Axe targeting him. Does he win?", "No: Opponent loses (0 life, 704.5a)"),
        ("Opponent is at 5. I cast Lava Axe targeting him. Do I win?", "Opponent loses (0 life, 704.5a)"),
    ],
)
def test_do_i_win_says_the_asker_loses(text, answer, pool_index):
    assert answered(text, pool_index)["answer"] == answer


def test_do_i_win_gets_no_first_line_when_the_asker_loses_only_in_some_outcomes(pool_index):
    text = "I'm at 3 and have Healing Salve in hand. Opponent casts Lightning Bolt targeting me. Do I win?"
    assert answered(text, pool_index)["answer"] is None


# --- "X deals N damage to Y. Does it die?": the first line was about X, the source ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        # was "Hill Giant survives" (Grizzly Bears died)
        "Hill Giant deals 3 damage to my Grizzly Bears. Does it die?",
        "I control Grizzly Bears. Hill Giant deals 3 damage to it. Does it die?",
        "Serra Angel deals 4 damage to Hill Giant. Does it die?",
    ],
)
def test_it_after_damage_dealt_to_a_permanent_is_never_the_source(text, pool_index):
    data = answered(text, pool_index)
    assert data["answer"] is None  # no first line: "it" named last is the source, the damage was dealt to another
    (outcome,) = zones(data)
    assert "graveyard" in outcome.values()


def test_the_permanent_damage_is_dealt_to_is_still_answered_by_name(pool_index):
    text = "I control Grizzly Bears and Hill Giant. Hill Giant deals 3 damage to Grizzly Bears. Does my bear die?"
    assert answered(text, pool_index)["answer"] == "Grizzly Bears dies"


# --- lines with the same end but different damage dealt to a player collapsed into one outcome ---------------


def test_how_much_damage_i_take_counts_each_mode_of_a_spell_the_message_leaves_open(pool_index):
    # was "You: 3 damage" in one outcome: the prevent mode (0 damage) ended at the same life and was folded into it
    data = answered(
        "Opponent casts Lightning Bolt targeting me. I cast Healing Salve targeting myself. How much damage do I take?",
        pool_index,
    )
    assert data["answer"] == "You: 3 or 0 damage, depending on the mode chosen for Healing Salve"
    assert sorted(o["players"]["You"]["life"] for o in data["outcomes"]) == [20, 20]


def test_each_way_a_card_in_hand_saves_the_player_is_offered(pool_index):
    # the prevent mode targeting me also saves me; its outcome was folded into "mode 1 targeting You", unlabelled
    data = answered(
        "I'm at 5. I have Healing Salve in hand. Opponent casts Lava Axe targeting me. Do I survive?", pool_index
    )
    saved = [o["choices"] for o in data["outcomes"] if not o["players"]["You"]["lost"]]
    assert len(saved) == 2
    assert any("mode 1" in " ".join(c) and "targeting You" in " ".join(c) for c in saved)
    assert any("mode 2" in " ".join(c) and "targeting You" in " ".join(c) for c in saved)


# --- a board sentence naming a creature an action already put there: a second copy was made -----------------


@pytest.mark.parametrize(
    "text",
    [
        # was "You survive at 1 life": the +1/+1 counter went on a second Hill Giant, not the attacker
        "Opponent attacks me with Hill Giant. He controls Hill Giant with a +1/+1 counter. I'm at 4. Am I dead?",
        # was "Grizzly Bears [grizzly-bears] dies; Hill Giant survives": the attacker had no counter
        "I attack with Grizzly Bears. I control Grizzly Bears with a +1/+1 counter. Opponent blocks with Hill Giant. "
        "Who dies?",
        "lol so my opponent bolted my Serra Angel and it didnt die, is that a bug? I control Serra Angel. "
        "Opponent casts Lightning Bolt targeting it.",
    ],
)
def test_a_board_sentence_naming_a_creature_already_put_there_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "is already on the battlefield from what happens before it")


def test_two_creatures_of_one_size_in_one_board_sentence_are_still_two(pool_index):
    data = answered("I control a 2/2 deathtouch dude and a vanilla 2/2. Opponent casts Pyroclasm.", pool_index)
    assert [p["zone"] for p in data["outcomes"][0]["permanents"].values()] == ["graveyard", "graveyard"]
