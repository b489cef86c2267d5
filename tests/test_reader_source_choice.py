"""'I activate Circle of Protection: Red choosing Hill Giant': for a card with no modes whose text chooses a source
("a red source of your choice"), "choosing X" is that choice (CR 615.9), said in the reading as "choosing X as the
source" (was: "Circle of Protection: Red has no modes to choose")."""

from __future__ import annotations

from commands.ask import ask_reply


def test_circle_of_protection_choosing_the_attacker(pool_index):
    text = (
        "opp attacks with Hill Giant. I activate Circle of Protection: Red choosing Hill Giant. "
        "how much damage do I take?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("You: 0 damage")
    assert any("choosing Hill Giant as the source" in line for line in reply.sections[0].lines)
    [o] = reply.data["outcomes"]
    assert o["players"]["You"]["life"] == 20 and o["prevented"] == 3


def test_a_source_of_the_wrong_colour_is_refused(pool_index):
    reply = ask_reply(
        "Opp attacks with Hill Giant. I activate Circle of Protection: Green choosing Hill Giant.", index=pool_index
    )
    assert reply.exit_code == 2 and "isn't a green source" in reply.summary


def test_a_modal_spell_said_by_what_it_prevents(pool_index):
    """'Healing Salve preventing 3 damage to me' is its prevention mode at me (was: no card named "Healing Salve
    preventing 3 damage to me"); 'How much do I take?' asks the damage taken."""
    text = "Opp casts Lightning Bolt at me. I respond with Healing Salve preventing 3 damage to me. How much do I take?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("You: 0 damage")
    assert "1. You cast Healing Salve choosing mode 2 targeting You" in reply.sections[0].lines
    [o] = reply.data["outcomes"]
    assert o["players"]["You"]["life"] == 20 and o["prevented"] == 3
    text = (
        "Opp bolts my Grizzly Bears. In response I cast Healing Salve to prevent 3 damage to my bear. Does it survive?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("Grizzly Bears survives")


def test_activate_it(pool_index):
    """'I activate it targeting itself' after Samite Healer is bolted: its ability on itself prevents 1 of the 3
    damage, and 2 is still lethal for a 1/1 (CR 615.7, 704.5g). With two Healers, which one is asked."""
    reply = ask_reply("Opp bolts my Samite Healer. I activate it targeting itself. does it survive?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Samite Healer dies")
    [o] = reply.data["outcomes"]
    assert o["prevented"] == 1
    two = "I control two Samite Healers. Opp bolts the first Samite Healer. I activate it targeting itself."
    reply = ask_reply(two, index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('"it": say which Samite Healer')


def test_what_a_player_doesnt_do_adds_nothing(pool_index):
    """'He doesn't regenerate it', 'I don't activate Samite Healer': nothing happens that isn't said, and the reading
    says so (was: can't read, once 'regenerate' counted as a game word in commentary)."""
    text = (
        "Opponent controls River Boa. I cast Lightning Bolt targeting River Boa. He doesn't regenerate it. Does it die?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("River Boa dies\n")
    assert '"He doesn\'t regenerate it": nothing is done' in reply.sections[0].lines
    text = "I control Samite Healer. Opponent bolts me. I don't activate Samite Healer. How much damage do I take?"
    assert ask_reply(text, index=pool_index).summary.startswith("You: 3 damage\n")


def test_a_modal_spell_said_by_the_life_it_gains(pool_index):
    """'Healing Salve on myself for 3 life': its life-gain mode (5 + 3 - 5 = 3, CR 119.3, 608.2)."""
    text = "Opponent casts Lava Axe at me, I'm at 5, I respond with Healing Salve on myself for 3 life. Do I survive?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("You survive at 3 life\n")
    assert any("choosing mode 1" in line for line in reply.sections[0].lines)
    reply = ask_reply(text.replace("for 3 life", "for 5 life"), index=pool_index)  # the amount is kept, checked
    assert reply.exit_code == 2 and 'Healing Salve\'s mode says "Target player gains 3 life.", not 5' in reply.summary
