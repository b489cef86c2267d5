"""Audit 5 (audit5a) of the chat reader's forms added on 27 November: wrong answers found and fixed, each on the
text that answered wrong and a variant."""

from __future__ import annotations

from test_reader_counted import _only

from commands.ask import ask_reply


def test_player_then_verb_keeps_then(pool_index):
    """'I then cast Giant Growth targeting it' after the opponent's Shock comes after the Shock resolves (was: "then"
    dropped with the player split off and ignored, Giant Growth read as a response: 'Grizzly Bears survives')."""
    # Giant Growth is cast once Shock has killed the bear: it can't target it then (CR 115.2, 601.2c; audit 18)
    reply = ask_reply(
        "I control Grizzly Bears. Opponent casts Shock targeting it. I then cast Giant Growth targeting it. "
        "Does it survive?",
        index=pool_index,
    )
    assert reply.exit_code == 2 and "has left the battlefield (graveyard) before Giant Growth" in reply.summary
    # the variant: the opponent's second spell after the first resolved (was read as a response to it)
    reply, outcome = _only(
        "I control Grizzly Bears. Opponent casts Shock targeting it. Opponent then casts Lightning Bolt targeting me.",
        pool_index,
    )
    assert [s["text"] for s in outcome["log"]].index("Opponent casts Lightning Bolt targeting You") > [
        s["text"] for s in outcome["log"]
    ].index("Shock resolves")
    assert not any("resolves first" in line for line in reply.sections[0].lines)
    # "then" before "responded" tells the story in order: still a response
    reply, outcome = _only(
        "Opponent casts Shock targeting my Grizzly Bears. I then responded with Giant Growth on it.", pool_index
    )
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "battlefield"


def test_alike_attackers_told_apart_later_ask_which_is_blocked(pool_index):
    """'I block one with my Llanowar Elves' of two alike Grizzly Bears, then a pump on 'the second Grizzly Bears':
    which one is blocked now decides the damage (5 or 2), so it is asked (was: the first read as blocked,
    'You: 5 damage'). Nothing later naming either still reads the first, said."""
    asked = ask_reply(
        "Opponent attacks me with two Grizzly Bears. I block one with my Llanowar Elves. Opponent casts Giant Growth "
        "targeting the second Grizzly Bears. How much damage do I take?",
        index=pool_index,
    )
    assert asked.exit_code == 2
    assert asked.summary.startswith('"one": which attacker is blocked, Grizzly Bears [grizzly-bears] or')
    variant = ask_reply(
        "Opponent attacks me with two 2/2s. I block one with my 1/1. Then I cast Shock targeting the first 2/2.",
        index=pool_index,
    )
    assert variant.exit_code == 2
    assert variant.summary.startswith('"one": which attacker is blocked')
    _reply, outcome = _only(
        "Opponent attacks me with two Grizzly Bears. I block one with my Llanowar Elves. I'm at 3. Do I survive?",
        pool_index,
    )
    assert outcome["players"]["You"]["life"] == 1


def test_the_other_players_partial_name_makes_no_copy(pool_index):
    """'opp's bear' when the one bear on the battlefield is mine is asked back (was: an Opponent's Grizzly Bears made
    from the word 'bear', with '"bear" is read as Grizzly Bears, the one on the battlefield' said of it, and my bear
    left to die to the Bolt)."""
    asked = ask_reply(
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. I cast Healing Salve to prevent 3 "
        "damage to opp's bear.",
        index=pool_index,
    )
    assert asked.exit_code == 2
    assert '"Opponent\'s bear": Opponent controls no "bear" (the Grizzly Bears on the battlefield is yours)' in (
        asked.summary
    )
    variant = ask_reply("I control Hill Giant. Opponent casts Shock targeting his giant.", index=pool_index)
    assert variant.exit_code == 2
    assert 'Opponent controls no "giant"' in variant.summary
    _reply, outcome = _only(
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. I cast Healing Salve to prevent 3 "
        "damage to my bear.",
        pool_index,
    )
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "battlefield"


def test_what_a_player_could_do_is_not_set_aside(pool_index):
    """'He could regenerate it' after a Bolt at his Drudge Skeletons, 'I could prevent 1 with Samite Healer': what a
    player may do there can change the answer, so it isn't set aside as reasoning (was: 'Not part of the situation
    (ignored)', and 'Drudge Skeletons: graveyard' as the one outcome). 'He could activate …' still offers both."""
    for text in (
        "Opponent controls Drudge Skeletons. I cast Lightning Bolt targeting it. He could regenerate it.",
        "Opponent controls Drudge Skeletons. I cast Lightning Bolt targeting it. He might regenerate it.",
        "I control Samite Healer. Opponent casts Shock targeting me. I could prevent 1 with Samite Healer.",
    ):
        reply = ask_reply(text, index=pool_index)
        assert reply.exit_code == 2, (text, reply.summary)
        assert reply.summary.startswith("can't read"), reply.summary
    offered = ask_reply(
        "Opponent controls Drudge Skeletons. I cast Lightning Bolt targeting it. He could activate Drudge Skeletons.",
        index=pool_index,
    )
    assert offered.exit_code == 0
    zones = sorted(o["permanents"]["drudge-skeletons"]["zone"] for o in offered.data["outcomes"])
    assert zones == ["battlefield", "graveyard"]


def test_a_response_after_counted_casts_asks_which_it_answers(pool_index):
    """'I'm at 2. Opponent Shocks me twice. In response I cast Healing Salve choosing mode 1 targeting me': the casts
    are read one after another, so which Shock the Salve answers isn't said (was: the second, after the first had
    already put me at 0: 'You lose'; in response to the first, I survive at 1). Asked back; so is a card offered
    from hand there. Then … after them, or the card in hand said before them, still reads."""
    for text in (
        "I'm at 2. Opponent Shocks me twice. In response I cast Healing Salve choosing mode 1 targeting me. Am I dead?",
        "I'm at 2. Opponent casts 2 Shocks at me. I have Healing Salve in hand. Am I dead?",
    ):
        reply = ask_reply(text, index=pool_index)
        assert reply.exit_code == 2, (text, reply.summary)
        assert "is read as 2 casts, one after another, so which of them Healing Salve answers isn't said" in (
            reply.summary
        )
    reply, outcome = _only(
        "I'm at 2. Opponent Shocks me twice. Then I cast Healing Salve choosing mode 1 targeting me.", pool_index
    )
    assert outcome["players"]["You"]["life"] <= 0
    offered = ask_reply(
        "I'm at 2. I have Healing Salve in hand. Opponent Shocks me twice. Am I dead?", index=pool_index
    )
    assert offered.exit_code == 0
    assert sorted(o["players"]["You"]["life"] for o in offered.data["outcomes"]) == [0, 0, 1, 1]


def test_no_creatures_beside_a_creature_of_theirs_is_asked(pool_index):
    """'Opponent controls Grizzly Bears. He has no creatures.' contradicts itself: asked back (was: read as 'no
    creature blocks', 3 damage to Opponent as if the Bears weren't there). Said of a player with none, it still
    reads."""
    asked = ask_reply(
        "I attack with Hill Giant. Opponent controls Grizzly Bears. He has no creatures. How much damage does he take?",
        index=pool_index,
    )
    assert asked.exit_code == 2
    assert asked.summary.startswith(
        '"He has no creatures", and the message also puts Grizzly Bears on Opponent\'s side'
    )
    variant = ask_reply(
        "Opponent controls a 2/2 creature. I attack with Hill Giant. He has no creatures.", index=pool_index
    )
    assert variant.exit_code == 2
    reply, outcome = _only("I attack with Hill Giant. He has no creatures. How much damage does he take?", pool_index)
    assert outcome["players"]["Opponent"]["life"] == 17
    assert reply.summary.startswith("Opponent: 3 damage")


def test_a_prevention_said_with_another_amount_is_asked(pool_index):
    """'Healing Salve preventing 2 damage to me': Healing Salve prevents 3, so the amount said isn't its mode's (was:
    the 2 dropped, read as mode 2). The amount it does prevent still reads."""
    asked = ask_reply(
        "I'm at 2. Opponent casts Lightning Bolt targeting me. I cast Healing Salve preventing 2 damage to me.",
        index=pool_index,
    )
    assert asked.exit_code == 2
    assert (
        'Healing Salve\'s mode says "Prevent the next 3 damage that would be dealt to any target this turn.", not 2'
        in (asked.summary)
    )
    variant = ask_reply(
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. I cast Healing Salve to prevent 5 damage "
        "to my bear.",
        index=pool_index,
    )
    assert variant.exit_code == 2 and "not 5" in variant.summary
    _reply, outcome = _only(
        "I'm at 3. Opponent casts Lava Axe targeting me. I cast Healing Salve preventing 3 damage to me. Am I dead?",
        pool_index,
    )
    assert outcome["players"]["You"]["life"] == 1


def test_a_harmful_spell_said_to_help_is_asked(pool_index):
    """'I pump my bear with Shock', 'I try to save it with Lightning Bolt': a spell that harms its target said to
    pump or save it is asked back (was: Shock cast at my own blocking bear, 'Grizzly Bears: graveyard'). A pump
    spell still reads."""
    for text in (
        "I attack with Grizzly Bears. Opponent blocks with Hill Giant. I pump my bear with Shock.",
        "I control Grizzly Bears. Opponent casts Shock targeting it. I try to save it with Lightning Bolt.",
    ):
        reply = ask_reply(text, index=pool_index)
        assert reply.exit_code == 2, (text, reply.summary)
        assert "doesn't pump what it targets" in reply.summary or "doesn't save what it targets" in reply.summary
    _reply, outcome = _only(
        "I attack with Grizzly Bears. Opponent blocks with Hill Giant. I pump my bear with Giant Growth.", pool_index
    )
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "battlefield"
    assert outcome["permanents"]["hill-giant"]["zone"] == "graveyard"
