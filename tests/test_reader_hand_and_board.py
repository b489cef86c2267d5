"""A hand and a board said in one list ("I have Giant Growth in hand and a 2/2 untapped", "I have a 2/2 and Shock in
hand": reader/could.frame_hand_and_board), and a question about what the asker can do while their creature could
block and no block was said (situation._no_block_offered: asked back, since blocks aren't offered as choices).

Giant Growth: "Target creature gets +3/+3 until end of turn." (CR 509.1: blockers are declared before damage.)"""

from __future__ import annotations

from commands.ask import ask_reply

HAND = "He attacks with a 3/3, I have Giant Growth in hand and a 2/2 untapped."


def _zones(reply, name):
    return {p["zone"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


def test_asking_what_i_can_do_with_a_blocker_unsaid_is_asked_back(pool_index):
    reply = ask_reply(f"{HAND} Can I kill his creature?", index=pool_index)
    assert reply.exit_code == 2
    assert "you could block with 2/2 creature, and no block was said" in reply.summary


def test_with_the_block_said_each_use_of_the_hand_is_an_outcome(pool_index):
    reply = ask_reply(f"{HAND} I block 3/3 creature with 2/2 creature. Can I kill his creature?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "3/3 creature") == {"battlefield", "graveyard"}  # dies only with Giant Growth on my 2/2
    assert "it dies if You cast Giant Growth targeting 2/2 creature" in reply.summary


def test_with_no_block_said_it_survives(pool_index):
    reply = ask_reply(f"{HAND} I don't block. Can I kill his creature?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "3/3 creature") == {"battlefield"}


def test_a_board_then_a_hand_in_one_list(pool_index):
    reply = ask_reply("I have a 2/2 and Shock in hand. Opp attacks with a 3/3. I block with the 2/2.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "2/2 creature" in reply.to_text() and "Shock" in reply.to_text()
