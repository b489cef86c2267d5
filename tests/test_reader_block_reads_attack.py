"""'I block X with Y' where X isn't on the battlefield yet (issue #16): X is the other player's attacking creature,
so its controller is the active player (CR 506.2); before, X was assumed to be the asker's own and the block was
refused ("can't block its own controller's creature"). A creature without a card said 'without first strike' has
none (it has only the keywords said)."""

from __future__ import annotations

from commands.ask import ask_reply


def test_a_real_report_blocking_a_4_4_without_first_strike_with_a_2_2_double_striker(pool_index):
    """jb-014's second game, its clause as typed (after "A different game"; "creatures" made one): the 2/2 deals 2
    first-strike damage, then the 4/4 and the 2/2 deal damage together (CR 510.4, 702.4b): both die."""
    reply = ask_reply(
        "I blocked a 4/4 creature without first strike with a 2/2 double strike creature.", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    [o] = reply.data["outcomes"]
    assert (
        o["permanents"]["4-4-creature"]["zone"] == "graveyard"
        and o["permanents"]["2-2-creature"]["zone"] == "graveyard"
    )
    assert o["players"]["You"]["life"] == 20
    assert "Opponent: 20 life, active player; controls 4/4 creature" in reply.sections[0].lines


def test_i_block_a_named_card_with_mine(pool_index):
    reply = ask_reply("I block Hill Giant with Grizzly Bears. Does my bear die?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Grizzly Bears dies")
    assert "Opponent: 20 life, active player; controls Hill Giant" in reply.sections[0].lines


def test_i_block_a_6_6_trampler_with_my_1_1_deathtouch(pool_index):
    """The attacker assigns at least lethal damage (1, its blocker having 1 toughness) to the blocker and may put the
    rest on me (CR 702.19b): 0 to 5 damage, each a choice of the attacking player."""
    reply = ask_reply("I block a 6/6 trample with my 1/1 deathtouch. How much tramples over?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("You: 0, 1, 2, 3, 4 or 5 damage, depending on how 6/6 creature assigns")
    assert all(o["permanents"]["6-6-creature"]["zone"] == "graveyard" for o in reply.data["outcomes"])  # deathtouch


def test_a_player_has_a_creature_attacking(pool_index):
    """'opp has a 4/4 lifelink attacking' (chat shorthand; was: can't read "4/4 lifelink attacking"): that player
    attacks with it; a 4/4 lifelink blocked by a 2/2 gains its controller 4 life (CR 702.15b)."""
    reply = ask_reply(
        "opp has a 4/4 lifelink attacking, I block with my 2/2. how much life does he gain?", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Opponent gains 4 life (lifelink, 120.3f, 702.15b)")
    assert reply.data["outcomes"][0]["players"]["Opponent"]["life"] == 24
    assert ask_reply("I have nothing attacking.", index=pool_index).exit_code == 2


def test_block_one_of_two_alike_attackers(pool_index):
    """Two 2/2s attack a player at 3 life who blocks one with a 1/1: the other deals 2 (was: "one" looked up as a
    card name). Attackers that differ are asked back."""
    reply = ask_reply("I am at 3 life, opp attacks with two 2/2s. I block one with my 1/1. Do I die?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("You survive at 1 life")
    assert any(
        "the 2 attackers are alike, so which one is blocked makes no difference" in line
        for line in (reply.sections[0].lines)
    )
    asked = ask_reply("Opp attacks with Grizzly Bears and Hill Giant. I block one with my 1/1.", index=pool_index)
    assert asked.exit_code == 2
    assert asked.summary.startswith('"one": which attacker is blocked, Grizzly Bears or Hill Giant?')


def test_the_real_report_with_two_creatures_attacking_reads_the_attack(pool_index):
    """XMage #2841 as typed ("my opponent had Embraal Bruiser and Welder Automaton attacking"): the frame reads the
    attack; the whole message refuses for its real reason, Night Market Guard's extra block (exit 3)."""
    from commands.reader.entities import Names
    from commands.reader.shorthand import frame_has_attacking

    names = Names(pool_index)
    clause = "Opponent had Embraal Bruiser and Welder Automaton attacking"
    assert frame_has_attacking(clause, names) == "Opponent attacks with Embraal Bruiser and Welder Automaton"
    reply = ask_reply(
        "I had a Night Market Guard and my opponent had Embraal Bruiser and Welder Automaton attacking.",
        index=pool_index,
    )
    assert reply.exit_code == 3 and reply.summary.startswith("Night Market Guard: ")


def test_an_aura_or_equipment_said_on_a_creature(pool_index):
    """'I control Pariah on my Grizzly Bears' (was: no card named "Pariah on my Grizzly Bears"): Pariah redirects
    the Shock to the bear (CR 614.1a); 'Opponent has Rancor on his Hill Giant': a 5/3 trampler (613.4c)."""
    reply = ask_reply(
        "I control Pariah on my Grizzly Bears. Opp Shocks me. how much damage does my bear take?", index=pool_index
    )
    assert reply.exit_code == 0 and reply.summary.startswith("Grizzly Bears: 2 damage")
    assert reply.data["outcomes"][0]["players"]["You"]["life"] == 20
    reply = ask_reply(
        "Opponent has Rancor on his Hill Giant. It attacks me. How much damage do I take?", index=pool_index
    )
    assert reply.exit_code == 0 and reply.summary.startswith("You: 5 damage")
    reply = ask_reply("I have Bonesplitter attached to my Grizzly Bears. I attack with it.", index=pool_index)
    assert reply.data["outcomes"][0]["players"]["Opponent"]["life"] == 16
