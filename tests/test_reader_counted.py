"""Counts players type (issue #16, item 5: "two Samite Healers", "3 Shocks"): a spell cast several times ("opp
casts 3 Shocks at me", "he Shocks me twice"), read as that many casts one after another (said), or asked back when
something already waits on the stack; "I blocked with both" as the blocking player's two creatures (said)."""

from __future__ import annotations

from commands.ask import ask_reply


def _only(text: str, index):
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, (text, reply.summary)
    [outcome] = reply.data["outcomes"]
    return reply, outcome


def test_three_shocks_are_three_casts_one_after_another(pool_index):
    """The issue's "3 Shocks" (was: '"3 Shocks" is ambiguous: did you mean Shock or Sudden Shock?')."""
    reply, outcome = _only("I'm at 7. Opp casts 3 Shocks at my face. Am I dead?", pool_index)
    assert outcome["players"]["You"]["life"] == 1
    assert reply.summary.startswith("You survive at 1 life")
    assert [s["text"] for s in outcome["log"]].count("Opponent casts Shock targeting You") == 3
    assert '"3 Shocks at my face" is read as 3 casts, one after another: each resolves before the next is cast.' in (
        reply.sections[0].lines
    )


def test_a_spell_cast_twice_between_state_based_actions(pool_index):
    """Glorious Anthem's 3/3 Bears survive one Shock and die to the second: 2 + 2 damage, CR 704.5g checked after
    each resolves (was: 'no card named "Grizzly Bears twice"')."""
    text = "I control Glorious Anthem and Grizzly Bears. Opponent Shocks Grizzly Bears twice. Does it die?"
    reply, outcome = _only(text, pool_index)
    assert reply.summary.startswith("Grizzly Bears dies")
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    assert any("704.5g" in s["rules"] for s in outcome["log"])


def test_copies_cast_in_response_are_asked_back(pool_index):
    text = (
        "Opponent casts Lightning Bolt targeting my Grizzly Bears. In response I cast two Giant Growths targeting "
        "Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "say how the 2 spells were cast" in reply.summary


def test_i_blocked_with_both_means_my_two_creatures(pool_index):
    """The issue's "I had two 2/2s out" with the block said as "both" (was: '"both": it isn't clear which creatures
    block'): the 3/3 takes 4 and dies; its 3 damage is divided between the two blockers (CR 510.1c)."""
    text = "I had two 2/2s out and opp swung at me with a 3/3. I blocked with both. What happens?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcomes = reply.data["outcomes"]
    assert all(o["permanents"]["3-3-creature"]["zone"] == "graveyard" for o in outcomes)
    assert {
        sum(p["zone"] == "graveyard" for k, p in o["permanents"].items() if k.startswith("2-2")) for o in outcomes
    } == {1}
    assert any('"both" is read as 2/2 creature' in line for line in reply.sections[0].lines)
    three = ask_reply(text.replace("two 2/2s", "three 2/2s"), index=pool_index)
    assert three.exit_code == 2  # three creatures: which two isn't a guess
