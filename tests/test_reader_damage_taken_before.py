"""Board facts a message says as a report, a belief or a question's premise (audit5b): each was set aside and the
message answered as if it weren't there; each is asked back now (exit 2, one line), since the answer turns on it.
"I only took 3" after the spell stays a report of what came of it. Against the 2018 card pool."""

from __future__ import annotations

import pytest
from test_reader_audit import asked_back

from commands.ask import ask_reply

BOARD = "says what the board may be"
PREMISE = "tells the board inside the question"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # damage already taken, without "damage marked": "Serra Angel survives" a Shock (3 + 2 ≥ 4: it dies)
        ("I control Serra Angel. it kept 3 damage from blocking. opp shocks it. does it die?", BOARD),
        ("I control Serra Angel. it took 3 from blocking. opp shocks it. does it die?", BOARD),
        ("I control Serra Angel. It took 3 in combat. Opp shocks it. Does it die?", BOARD),
        ("I control Serra Angel. It survived combat with 3 damage. Opp shocks it. Does it die?", BOARD),
        ("I control Serra Angel. It blocked and took 3. Opp shocks it. Does it die?", BOARD),
        ("I control Hill Giant. It ended up with 1 damage from a ping earlier. Opp shocks it. does it die?", BOARD),
        # damage had or a life total, said as a belief: "Hill Giant survives", "You survive at 7 life"
        ("Opponent controls Hill Giant. It seems his giant has 2 damage. I shock it. does it die?", BOARD),
        ("Opponent controls Hill Giant. Apparently it has 2 damage. I shock it. does it die?", BOARD),
        ("I control Hill Giant. I'm pretty sure it has 2 damage. Opp shocks it. dies?", BOARD),
        ("I control Hill Giant. He says my giant has 1 damage. Opp shocks it. dies?", BOARD),
        ("I'm at 10. It seems I'm actually at 3. opp bolts me. dead?", BOARD),
        # a size, a pump, toughness, a keyword, tapped: "Grizzly Bears dies", a tapped Hill Giant let block
        ("Opponent controls Grizzly Bears. I guess it's a 3/3 now. I shock it. does it die?", BOARD),
        ("Opponent controls Grizzly Bears. It seems it's a 4/4 from an anthem. I bolt it. does it die?", BOARD),
        ("Opponent controls Grizzly Bears. Clearly it got +2/+2 from something. I bolt it. does it die?", BOARD),
        ("Opponent controls Grizzly Bears. Apparently it's indestructible. I shock it. does it die?", BOARD),
        ("Opponent controls Hill Giant. I'm not sure but it might have lost 1 toughness. I shock it. dies?", BOARD),
        ("I control Hill Giant. Obviously it's tapped. Opp attacks with Grizzly Bears, I block with it.", BOARD),
        # a life total reached: "Opponent survives at 17 life"
        ("Opp went to 3 after my attack. I bolt him. is he dead?", BOARD),
        ("he ended up at 3 after combat. I bolt him. is he dead?", BOARD),
        # a premise inside the question, left unread with it: "Hill Giant: 2 damage", "You: 17 life", Worship dropped
        ("Opp shocks my Hill Giant. does it die given it has 1 damage already?", PREMISE),
        ("Opp shocks my Hill Giant. Does it die, considering it already has 1 damage?", PREMISE),
        ("Opp bolts me, am I dead since I'm at 3?", PREMISE),
        ("Opp bolts me, I'm at 2. Do I survive, as I control Worship and Grizzly Bears?", PREMISE),
    ],
)
def test_a_board_fact_set_aside_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


def test_what_a_player_only_took_after_the_spell_stays_a_report(pool_index):
    reply = ask_reply("I'm at 5. Opp bolts me. I only took 3. am I dead?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    assert outcome["players"]["You"]["life"] == 2 and not outcome["players"]["You"]["lost"]
