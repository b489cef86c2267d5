"""Audit 5 (audit5a) of the chat reader's forms added on 27 November: wrong answers found and fixed, each on the
text that answered wrong and a variant."""

from __future__ import annotations

from commands.ask import ask_reply


def _only(text: str, index):
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, (text, reply.summary)
    [outcome] = reply.data["outcomes"]
    return reply, outcome


def test_player_then_verb_keeps_then(pool_index):
    """'I then cast Giant Growth targeting it' after the opponent's Shock comes after the Shock resolves (was: "then"
    dropped with the player split off and ignored, Giant Growth read as a response: 'Grizzly Bears survives')."""
    reply, outcome = _only(
        "I control Grizzly Bears. Opponent casts Shock targeting it. I then cast Giant Growth targeting it. "
        "Does it survive?",
        pool_index,
    )
    assert reply.summary.startswith("Grizzly Bears dies")
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    assert not any("ignored" in line for line in reply.sections[0].lines)
    # the variant: the opponent's second spell after the first resolved (was read as a response to it)
    reply, outcome = _only(
        "I control Grizzly Bears. Opponent casts Shock targeting it. Opponent then casts Lightning Bolt targeting me.",
        pool_index,
    )
    assert [s["text"] for s in outcome["log"]].index("Opponent casts Lightning Bolt targeting You") > [
        s["text"] for s in outcome["log"]
    ].index("Shock resolves")
    assert not any("resolves first" in line for line in reply.sections[0].lines)
