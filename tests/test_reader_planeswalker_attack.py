"""An attack on a planeswalker whose name has a comma ('opp attacks my Chandra, Torch of Defiance with a 3/3'), with
its loyalty in brackets ('(5 loyalty)'); and a yes-or-no question said as a statement at the end of a message
('Chandra survives?', 'my bear dies?')."""

from __future__ import annotations

from commands.ask import ask_reply
from commands.reader.answer import Question, classify


def test_attack_on_a_planeswalker_named_with_a_comma_and_its_loyalty_in_brackets(pool_index):
    """3 combat damage to a 5-loyalty planeswalker removes 3 loyalty (CR 120.3c, 306.8): it survives with 2 (was:
    '"Opponent" is a player, not a creature')."""
    text = "opp attacks my Chandra, Torch of Defiance (5 loyalty) with a 3/3. Chandra survives?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Chandra, Torch of Defiance survives\n")
    [o] = reply.data["outcomes"]
    assert o["permanents"]["chandra-torch-of-defiance"]["loyalty"] == 2
    assert not any(line.startswith("Whose") for line in reply.sections[0].lines)
    text = "I control Chandra, Torch of Defiance with 5 loyalty. opp attacks my Chandra, Torch of Defiance with a 3/3."
    assert (
        ask_reply(text, index=pool_index).data["outcomes"][0]["permanents"]["chandra-torch-of-defiance"]["loyalty"] == 2
    )


def test_a_fate_asked_as_a_statement(pool_index):
    assert classify("my bear dies?") == Question("fate", "my bear", negated=True)
    assert classify("Chandra survives?") == Question("fate", "chandra")
    reply = ask_reply("Opp bolts my Hill Giant. Hill Giant survives?", index=pool_index)
    assert reply.summary.startswith("Hill Giant dies\n")
    reply = ask_reply("I control Grizzly Bears. Opponent casts Shock targeting it, it dies?", index=pool_index)
    assert reply.summary.startswith("Grizzly Bears dies\n")


def test_a_sorcery_tells_whose_turn_it_is(pool_index):
    """Opponent casts Pyroclasm: it is Opponent's turn (CR 307.1), said as such, not 'You: active player
    (assumed)'; a creature type in lower case ends a description ('a 0/4 wall')."""
    reply = ask_reply("I control a 2/2 zombie and a 1/1 goblin. Opponent casts Pyroclasm.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "Opponent: 20 life, active player" in reply.sections[0].lines
    assert "You: 20 life; controls 2/2 Zombie creature, 1/1 Goblin creature" in reply.sections[0].lines
    [o] = reply.data["outcomes"]
    assert all(p["zone"] == "graveyard" for p in o["permanents"].values())
    reply = ask_reply(
        "opp controls a 0/4 wall. I attack with a 3/3. He blocks. does the wall survive?", index=pool_index
    )
    assert reply.summary.startswith("0/4 Wall creature survives\n")
