"""Audit 19: WHEN things happen — what a message tells after an event read as so from the start, or in the wrong
order; each on the text that was answered wrongly.

Oracle texts used (../shared/cards/oracle-reference.txt; the 2018 pool for Holy Strength):
- Grizzly Bears: 2/2, no rules text. Hill Giant: 3/3, no rules text.
- Shock: "Shock deals 2 damage to any target." Lightning Bolt: "… 3 damage to any target."
- Pyroclasm: "Pyroclasm deals 2 damage to each creature."
- Giant Growth: "Target creature gets +3/+3 until end of turn."
- Holy Strength: Aura, "Enchant creature / Enchanted creature gets +1/+2."
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _zones(reply, name):
    return {p["zone"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


def _asked(reply, words):
    assert reply.error and reply.exit_code == 2, reply.summary
    assert words in reply.summary, reply.summary


# 1. "After combat damage, <board>" and "Combat damage happens. <board>" (situation.form_combat_damage): the board
# told after the damage was read as so from the start. "… After combat damage, Grizzly Bears has indestructible"
# had the Bears survive the Hill Giant's 3 damage; they died as it was dealt (CR 510.2, 704.5g, 704.3), before
# anyone could do anything. "… I don't block. After combat, I'm at 2 life." had the 3 damage taken from 2 (a loss).
@pytest.mark.parametrize(
    "text",
    [
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. After combat damage, Grizzly Bears has "
        "indestructible.",
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. After combat damage, Grizzly Bears has a "
        "+1/+1 counter.",
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. After combat, Grizzly Bears has indestructible.",
        "Opponent attacks me with Hill Giant. I don't block. After combat, I'm at 2 life.",
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. Combat damage happens. Grizzly Bears has a "
        "+1/+1 counter.",
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. In the end step, Grizzly Bears has "
        "indestructible.",
    ],
)
def test_the_board_told_after_combat_damage_is_asked_back(pool_index, text):
    _asked(ask_reply(text, index=pool_index), "after what happened before it")


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Opponent attacks with Hill Giant. I block with Grizzly Bears. Before damage, Grizzly Bears has "
         "indestructible.", "battlefield"),
        ("Opponent attacks with Hill Giant. I block with Grizzly Bears. After blocks, Grizzly Bears has "
         "indestructible.", "battlefield"),
    ],
)  # fmt: skip
def test_what_is_told_around_combat_damage_is_still_read(pool_index, text, zone):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Grizzly Bears") == {zone}


# 2. An Aura or Equipment said attached after "then" or "<spell> resolves" (situation._board_changed): a permanent
# it put there wasn't counted as a change. "… Opponent casts Shock targeting Grizzly Bears. Then Grizzly Bears is
# enchanted with Holy Strength." had the Bears a 3/4 that survived; Shock resolved first (CR 608.2) and killed the
# 2/2 (704.5g).
@pytest.mark.parametrize(
    "text",
    [
        "I control Grizzly Bears. Opponent casts Shock targeting Grizzly Bears. Then Grizzly Bears is enchanted with "
        "Holy Strength.",
        "I control Grizzly Bears. Opponent casts Shock targeting Grizzly Bears. Shock resolves. Holy Strength is "
        "attached to Grizzly Bears.",
    ],
)
def test_an_attachment_told_after_what_happened_is_asked_back(pool_index, text):
    _asked(ask_reply(text, index=pool_index), "after what happened before it")


def test_an_attachment_told_first_is_still_read(pool_index):
    text = "Grizzly Bears is enchanted with Holy Strength. Opponent casts Shock targeting Grizzly Bears."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Grizzly Bears") == {"battlefield"}


# 3. "In response" with nothing left to answer (situation.Reader.sentence): "Opponent casts Shock targeting my
# Grizzly Bears. Shock resolves. In response I cast Giant Growth on Grizzly Bears." cast Giant Growth after Shock
# killed the Bears; a response is cast while the spell waits (CR 405.5), so which was meant is asked.
@pytest.mark.parametrize(
    "text",
    [
        "Opponent casts Shock targeting my Grizzly Bears. Shock resolves. In response I cast Giant Growth on "
        "Grizzly Bears.",
        "Opponent casts Shock targeting my Grizzly Bears. It resolves, and in response I cast Giant Growth on "
        "Grizzly Bears.",
        "Opponent casts Shock targeting my Grizzly Bears. Shock resolved. I responded with Giant Growth on Grizzly "
        "Bears.",
        # combat damage doesn't use the stack (CR 510.2): there is nothing to respond to once it is dealt
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. Combat damage is dealt. In response Opponent "
        "casts Giant Growth on Hill Giant.",
    ],
)
def test_a_response_told_after_the_spell_resolved_is_asked_back(pool_index, text):
    _asked(ask_reply(text, index=pool_index), "nothing is waiting for it to answer")


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("Opponent casts Shock targeting my Grizzly Bears. In response I cast Giant Growth on Grizzly Bears.",
         "battlefield"),
    ],
)  # fmt: skip
def test_a_response_to_what_waits_or_to_an_attack_is_still_read(pool_index, text, zone):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Grizzly Bears") == {zone}


# 4. A creature in combat said to deal damage (situation.form_deals): read as a separate effect before combat
# damage, so the damage was dealt twice or by the wrong creature. "… I block with Grizzly Bears. Grizzly Bears deals
# 2 damage to Hill Giant. Opponent casts Shock targeting Hill Giant." had the Giant die before combat damage and the
# Bears survive; the Giant deals its 3 to the Bears as they deal theirs (CR 510.1, 510.2). "… Opponent casts Shock
# targeting Grizzly Bears. Hill Giant deals 3 damage to me." had a blocked Giant hit its player (510.1c: it doesn't).
# Damage a blocked or blocking creature deals to what it fights, no more than its power, is now read as the combat
# damage told where the story tells it (reader/told_damage.py): the combat ends there, once.
@pytest.mark.parametrize(
    "text",
    [
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. Opponent casts Shock targeting Grizzly Bears. "
        "Hill Giant deals 3 damage to me.",
        "Hill Giant attacks me. I don't block. Hill Giant deals 3 damage to me. Then I cast Lightning Bolt targeting "
        "Hill Giant.",
    ],
)
def test_combat_damage_told_as_an_effect_is_asked_back(pool_index, text):
    _asked(ask_reply(text, index=pool_index), "is in combat, and the answer deals the combat damage itself")


@pytest.mark.parametrize(
    ("text", "giant", "damage"),
    [
        (
            "Opponent attacks with Hill Giant. I block with Grizzly Bears. Grizzly Bears deals 2 damage to Hill Giant. "
            "Opponent casts Shock targeting Hill Giant.",
            "graveyard",  # 2 combat damage, then Shock's 2 (CR 704.5g)
            None,
        ),
        (
            "Hill Giant attacks me. I block with Grizzly Bears. Hill Giant deals 3 damage to Grizzly Bears.",
            "battlefield",
            2,
        ),
    ],
)
def test_combat_damage_told_in_its_combat_is_that_combat_once(pool_index, text, giant, damage):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Grizzly Bears") == {"graveyard"} and _zones(reply, "Hill Giant") == {giant}
    if damage is not None:
        (o,) = reply.data["outcomes"]
        assert [p["damage"] for p in o["permanents"].values() if p["name"] == "Hill Giant"] == [damage]


# 5. A step after combat leading a clause ("Postcombat,", "In the end step,", "Second main phase,"): set aside as
# chat, so Giant Growth was cast before combat damage and the Bears survived; cast after combat (CR 500.1), it
# finds them dead (510.2, 704.5g) and doesn't resolve (608.2b).
@pytest.mark.parametrize(
    "lead",
    [
        "Postcombat,",
        "In the end step,",
        "Second main phase,",
        "In his second main phase,",
        "At the end of combat,",
        "EOT",
        "In main phase 2",
    ],
)
def test_a_step_after_combat_puts_what_it_leads_after_combat_damage(pool_index, lead):
    # cast after combat damage, Giant Growth would target the Bears already dead: an illegal target (CR 115.2,
    # 601.2c), asked back since audit18 (resolver check_targets_there)
    text = f"Hill Giant attacks me and I block with Grizzly Bears. {lead} I cast Giant Growth on Grizzly Bears."
    _left_before_cast(ask_reply(text, index=pool_index))


@pytest.mark.parametrize(
    "text",
    [
        "Opponent attacks with Hill Giant. I block with Grizzly Bears. After combat damage, I cast Giant Growth on "
        "Grizzly Bears.",
        # (in response to the attack: after Shock resolved)
        "Opponent casts Shock targeting my Grizzly Bears. Shock resolves. Opponent attacks with Hill Giant. In "
        "response I cast Giant Growth on Grizzly Bears.",
    ],
)
def test_a_cast_told_after_the_creature_died_targets_nothing_there(pool_index, text):
    _left_before_cast(ask_reply(text, index=pool_index))


def _left_before_cast(reply):
    assert reply.exit_code == 2, reply.summary
    assert reply.summary.startswith("Grizzly Bears has left the battlefield (graveyard) before Giant Growth")


def test_a_later_step_with_a_spell_waiting_is_asked_back(pool_index):
    text = "Opponent casts Shock targeting my Grizzly Bears. In the end step I cast Giant Growth on Grizzly Bears."
    _asked(ask_reply(text, index=pool_index), "still waiting on the stack")


# 6. "Next," leading a sentence after one that states (commands/reader/clauses.py): dropped as a list's ordinal, so
# "… Opponent casts Pyroclasm. Next, Grizzly Bears has protection from red." had the Bears protected from the start.
def test_next_after_a_statement_says_when(pool_index):
    text = "I control Grizzly Bears. Opponent casts Pyroclasm. Next, Grizzly Bears has protection from red."
    _asked(ask_reply(text, index=pool_index), "after what happened before it")
    reply = ask_reply("Opponent casts Shock targeting my Grizzly Bears. Next, does it die?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Grizzly Bears") == {"graveyard"}


# 7. "…, and X after Y" (commands/reader/clauses.py _pieces): Y was put before the whole sentence. "Opponent casts
# Giant Growth on his Grizzly Bears, and I shocked the bears after it resolved." had the Shock cast before Giant
# Growth resolved (in response: the Bears died); Giant Growth resolved first, and the 5/5 survives 2 damage.
def test_after_orders_only_the_clause_it_ends(pool_index):
    text = "Opponent casts Giant Growth on his Grizzly Bears, and I shocked the bears after it resolved."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Grizzly Bears") == {"battlefield"}
    reply = ask_reply("I cast Fog after Opponent attacked with Hill Giant.", index=pool_index)
    assert reply.exit_code == 0 and "You: 20 life" in reply.to_text().split("Outcome", 1)[1]


# 8. "I pass" with a spell waiting, then more (commands/reader/declined.py): set aside, so "Opponent casts Giant
# Growth on his Grizzly Bears. I pass. I cast Shock targeting Grizzly Bears." read the Shock as a response; once
# each player passes in a row the top of the stack resolves (CR 117.4, 405.5).
def test_a_pass_with_a_spell_waiting_is_asked_back(pool_index):
    text = "Opponent casts Giant Growth on his Grizzly Bears. I pass. I cast Shock targeting Grizzly Bears."
    _asked(ask_reply(text, index=pool_index), "once each player passes in a row it resolves")
    text = (
        "Opponent casts Giant Growth on his Grizzly Bears. I pass. Giant Growth resolves. I cast Shock targeting "
        "Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Grizzly Bears") == {"battlefield"}


# 9. "Now …" after something resolved (commands/reader/__init__.py): the board "now" was read as from the start.
@pytest.mark.parametrize(
    "text",
    [
        "I control Grizzly Bears. Opponent casts Shock targeting me, then casts Pyroclasm. Now Grizzly Bears has "
        "protection from red.",
        "Opponent casts Shock targeting me, then casts Lightning Bolt targeting me. Now I'm at 3 life.",
    ],
)
def test_the_board_now_after_what_resolved_is_asked_back(pool_index, text):
    _asked(ask_reply(text, index=pool_index), "after what happened before it")


def test_the_board_now_with_nothing_resolved_is_still_read(pool_index):
    # Pyroclasm still waits: protection now is protection as it resolves (CR 702.16e)
    text = "I control Grizzly Bears. Opponent casts Pyroclasm. Now Grizzly Bears has protection from red."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Grizzly Bears") == {"battlefield"}
