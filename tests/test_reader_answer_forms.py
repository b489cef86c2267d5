"""Answerable questions read as typed (commands/reader/aims.py, asked_action.py, restated.py, reflexive.py,
unsaid.py): each form on its corpus sentence and on other real sentences (sources in the comments), asserting
outcomes; then variants written to make each form answer wrong (who controls what, pronouns, order, negation,
"would", hypotheticals), each of which must be right or asked back."""

from __future__ import annotations

import pytest
from pool_cards import index_with, only, pool_cards, refused

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.frames import rewrite

CARDS = pool_cards(
    (
        "Ornithopter", "Regeneration", "Disenchant", "Drudge Skeletons", "River Boa", "Manor Skeleton",
        "Skyshroud Troll", "Sandstone Warrior", "Serra Angel", "Air Elemental", "Wall of Swords", "Vexing Devil",
        "Test of Faith", "Healing Salve", "Cho-Manno, Revolutionary", "Pariah", "Lost Leonin", "Raptor Companion",
        "Hill Giant", "Lava Axe", "Phage the Untouchable", "Intrepid Hero", "Llanowar Elves", "Forked Bolt",
        "Hellkite Overlord", "Glorious Anthem",
    )
)  # fmt: skip
INDEX = index_with(CARDS)
NAMES = Names(INDEX)


def _zone(o, name: str) -> str:
    (p,) = [p for p in o.permanents.values() if p.name == name]
    return p.zone


# --- "I try to get rid of X by playing Y", "X casts Y to kill Z" (aims.py) ------------------------------------

JB_027 = (
    "My friend's Ornithopter is enchanted by Regeneration. I try to get rid of the Ornithopter by playing Disenchant "
    "(or any other artifact destruction). Could he regenerate the Ornithopter?"
)  # tests/corpus jb-027 (pojo.com judge's corner, 2003)


def test_jb_027_as_typed_regeneration_saves_it():
    o = only(INDEX, JB_027)
    assert _zone(o, "Ornithopter") == "battlefield" and _zone(o, "Regeneration") == "battlefield"
    assert any("701.15a" in step.rules for step in o.log)  # the shield replaced the destruction
    reading = ask_reply(JB_027, index=INDEX).data["interpretation"]
    assert any("is read as Opponent activating Regeneration" in line for line in reading)


@pytest.mark.parametrize(
    ("clause", "controlled"),
    [
        ("I try to get rid of the Ornithopter by playing Disenchant", "I cast Disenchant targeting the Ornithopter"),
        # the Knowledge Pool's "Sudden Death" (blogs.magicjudges.org): "Albert casts [a spell] to kill Nathan's
        # [creature]", its cards filled in
        ("Opponent casts Lightning Bolt to kill my Grizzly Bears",
         "Opponent casts Lightning Bolt targeting my Grizzly Bears"),
        ("he tried to kill my bear with a Shock", "Opponent casts Shock targeting my bear"),
    ],
)  # fmt: skip
def test_a_spell_cast_for_a_purpose_is_cast_at_it(clause, controlled):
    assert rewrite(clause, NAMES) == controlled


def test_an_ability_used_for_a_purpose_is_not_read_as_a_cast():
    # pojo.com judge's corner 2004-11-19: "I attack with Phage and he attempts to destroy it with Hero's ability"
    clause = "he attempts to destroy it with Hero's ability"
    assert rewrite(clause, NAMES) == clause


def test_a_purpose_at_them_is_asked_back():
    refused(
        INDEX,
        "Opponent controls Drudge Skeletons and Grizzly Bears. I try to kill them with Lightning Bolt.",
        "say what Lightning Bolt is cast at",
    )


def test_cast_to_kill_answers_what_the_spell_does():
    o = only(INDEX, "I control Grizzly Bears. Opponent casts Lightning Bolt to kill my Grizzly Bears.")
    assert _zone(o, "Grizzly Bears") == "graveyard"


# --- "Could he regenerate X?" (asked_action.py) ---------------------------------------------------------------


def test_a_regeneration_asked_about_is_activated_in_response():
    # boardgames.stackexchange.com/questions/4546: "If someone for example casts Shock on my Manor Skeleton, can I
    # say in response 'Ok, I will spend 2 mana to regenerate it'?" — the caster named, the quote put as the question
    o = only(INDEX, "Opponent casts Lightning Bolt on my Manor Skeleton. Can I regenerate it in response?")
    assert _zone(o, "Manor Skeleton") == "battlefield"
    o = only(INDEX, "Opponent controls Drudge Skeletons. I cast Lightning Bolt targeting it. Can he regenerate it?")
    assert _zone(o, "Drudge Skeletons") == "battlefield" and o.permanents["drudge-skeletons"].damage == 0


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # the regenerator isn't his: his Ornithopter, my Regeneration? nothing of his regenerates it
        ("My Ornithopter is enchanted by Regeneration. Opponent tries to get rid of the Ornithopter by playing "
         "Disenchant. Could he regenerate the Ornithopter?", "nothing Opponent controls regenerates it"),
        ("My friend's Ornithopter is enchanted by Regeneration. I try to get rid of the Ornithopter by playing "
         "Disenchant. Could I regenerate the Ornithopter?", "nothing you control regenerates it"),
        # not attached: Regeneration regenerates only what it enchants
        ("My friend controls Ornithopter and Regeneration. I try to get rid of the Ornithopter by playing Disenchant. "
         "Could he regenerate the Ornithopter?", "nothing Opponent controls regenerates it"),
        # after the spell resolved: too late, or was it meant before? asked
        ("Opponent controls Drudge Skeletons. I cast Lightning Bolt targeting it. Lightning Bolt resolves. Can he "
         "regenerate it?", "say when it is activated"),
        # a creature the situation doesn't have
        ("I control Drudge Skeletons. Opponent tries to kill my Drudge Skeletons with Lightning Bolt. Can I regenerate "
         "River Boa?", "say which creature is regenerated"),
        # other things a player could do, which the situation doesn't say: asked, never answered without them
        # ("Can I cast Giant Growth in response?" is read as the cast offered since the ninth day: test_reader_s9.py)
        ("Opponent controls Drudge Skeletons. I cast Lightning Bolt targeting it. Can he sacrifice it?",
         "asks whether a player could sacrifice"),
        # the same card again: a second cast the situation doesn't have
        ("I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. Could he cast another Lightning Bolt?",
         "asks whether a player could cast"),
    ],
)  # fmt: skip
def test_a_regeneration_the_board_does_not_say_how_to_do_is_asked_back(text, fragment):
    refused(INDEX, text, fragment)


def test_the_right_regenerator_among_two():
    o = only(INDEX, "I control Drudge Skeletons and River Boa. Opponent tries to kill my Drudge Skeletons with "
                    "Lightning Bolt. Can I regenerate it?")  # fmt: skip
    assert _zone(o, "Drudge Skeletons") == "battlefield" and _zone(o, "River Boa") == "battlefield"


def test_a_regeneration_among_a_cards_abilities_is_named_by_number():
    # Hellkite Overlord: "{R}: … gets +1/+0", then "{B}{G}: Regenerate …" — its second ability, not asked "which?"
    text = "Opponent controls Hellkite Overlord. I cast Lightning Bolt targeting it. Can he regenerate it?"
    reply = ask_reply(text, index=INDEX)
    assert not reply.error, reply.summary
    assert any("Opponent activates Hellkite Overlord ({B}{G}" in line for line in reply.data["interpretation"])


def test_a_regeneration_asked_about_in_combat_is_before_damage():
    o = only(INDEX, "Opponent controls Drudge Skeletons. Opponent attacks with Drudge Skeletons. I block with Hill "
                    "Giant. Can he regenerate Drudge Skeletons?")  # fmt: skip
    assert _zone(o, "Drudge Skeletons") == "battlefield" and o.players["You"].life == 20


# --- brackets that restate the card (restated.py) -------------------------------------------------------------


def test_jb_045_brackets_restate_skyshroud_troll():
    # tests/corpus jb-045 (Card-Forge/forge #8922): "the AI attacked with a Skyshroud Troll (3/3 with regeneration)"
    o = only(INDEX, "the AI attacked with a Skyshroud Troll (3/3 with regeneration). I blocked with Grizzly Bears.")
    assert _zone(o, "Grizzly Bears") == "graveyard" and o.permanents["skyshroud-troll"].damage == 2


def test_brackets_in_another_engines_tests_restate_the_cards():
    # real comments in public MTG engines' tests: "Wall of Swords (3/5 flying defender) blocks Air Elemental
    # (4/4 flying)"; "Player1 controls Serra Angel (4/4 flying), player2 controls another Serra Angel (4/4 flying)"
    o = only(
        INDEX,
        "Opponent attacks with Air Elemental. Wall of Swords (3/5 flying defender) blocks Air Elemental (4/4 flying).",
    )
    assert o.permanents["wall-of-swords"].damage == 4 and o.permanents["air-elemental"].damage == 3
    o = only(INDEX, "I control Serra Angel (4/4 flying). Opponent controls another Serra Angel (4/4 flying). My Serra "
                    "Angel attacks. His Serra Angel blocks it.")  # fmt: skip
    assert all(p.zone == "graveyard" for p in o.permanents.values())


@pytest.mark.parametrize(
    "text",
    [
        "Opponent attacks with a Skyshroud Troll (4/4 with regeneration). I block with Grizzly Bears.",  # not its size
        "Opponent attacks with a Skyshroud Troll (3/3 with trample). I block with Grizzly Bears.",  # not its keyword
        "Opponent attacks with Serra Angel (4/4 flying first strike). I block with Grizzly Bears.",
        "Opponent attacks with a Grizzly Bears (3/3 with regeneration). I block with Llanowar Elves.",
        "Opponent attacks with Serra Angel (doesn't have flying). I block with Grizzly Bears.",
    ],
)
def test_brackets_that_say_more_than_the_card_are_not_dropped(text):
    reply = ask_reply(text, index=INDEX)
    assert reply.error and reply.exit_code == 2 and "restates" not in reply.summary


# --- "… that had its power increased twice, making it a 3/3" (restated.py), "During the first strike damage step" --

JB_045 = (
    "the AI attacked with a Skyshroud Troll (3/3 with regeneration). I blocked with a Sandstone Warrior that had its "
    "power increased twice before blockers were declared, making it a 3/3 with first strike. During the first strike "
    "damage step, the Warrior dealt lethal damage to the Troll, and the AI activated regeneration. However, the Troll "
    "was not removed from combat and still dealt damage in the normal combat damage step, killing my Sandstone Warrior."
)  # tests/corpus jb-045 (Card-Forge/forge #8922)


def test_jb_045_reads_the_pump_and_asks_when_regeneration_was_activated():
    refused(INDEX, JB_045, "combat damage is dealt as that step begins")
    clause = (
        "I blocked with a Sandstone Warrior that had its power increased twice before blockers were declared, making "
        "it a 3/3 with first strike"
    )
    assert rewrite(clause, NAMES) == "I block with a Sandstone Warrior (+2/+0)"  # first strike: printed


def test_a_size_made_by_a_pump_is_this_turns_change():
    # another engine's test of Giant Growth against Lightning Bolt: "growth resolved first, making it a 5/5"
    o = only(INDEX, "I control Grizzly Bears that had its power and toughness increased by Giant Growth, making it a "
                    "5/5. Opponent casts Lightning Bolt targeting it.")  # fmt: skip
    assert _zone(o, "Grizzly Bears") == "battlefield" and o.permanents["grizzly-bears"].damage == 3
    o = only(INDEX, "Opponent attacks with Hill Giant. I block with Grizzly Bears that had its power increased twice, "
                    "making it a 4/2 with first strike.")  # fmt: skip
    assert _zone(o, "Hill Giant") == "graveyard" and _zone(o, "Grizzly Bears") == "battlefield"  # first strike given


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears has a +1/+1 counter.", "I control Glorious Anthem."],  # the size said may count them already
)
def test_a_size_made_beside_counters_or_an_anthem_is_asked(board):
    text = (f"Opponent attacks with Hill Giant. {board} I block with Grizzly Bears that had its power increased "
            "twice, making it a 4/2.")  # fmt: skip
    refused(INDEX, text, "may already count")


def test_a_smaller_size_is_no_increase():
    reply = ask_reply(
        "I control Grizzly Bears that had its power increased, making it a 1/2. Opponent casts Shock targeting it.",
        index=INDEX,
    )
    assert reply.error and reply.exit_code == 2


# --- "the remaining 3 goblins were still blocking" (restated.py) ----------------------------------------------

FR_004 = (
    "A 3/3 with double strike and trample attacked into a 4/2 and four 1/1 goblins. First-strike damage was assigned "
    "2 to the 4/2 and 1 to a goblin, killing both. In the regular combat damage step the remaining 3 goblins were "
    "still blocking — so all 3 damage should have been soaked by them — but the engine sent all 3 to the defending "
    "player instead."
)  # tests/corpus fr-004 (wingedsheep/argentum-engine #1598)


def test_fr_004_as_typed_no_damage_tramples_over():
    reply = ask_reply(FR_004, index=INDEX)
    assert not reply.error, reply.summary
    outcomes = reply.data["outcomes"]
    assert all(o["players"]["Opponent"]["life"] == 20 for o in outcomes)
    assert any("restates the combat" in line for line in reply.data["interpretation"])


@pytest.mark.parametrize(
    "tail",
    [
        "The elves were still blocking.",  # no elves in the combat
        "The goblins were still blocking the 3/3 and had deathtouch.",  # says more
        "The 3/3 was still blocking.",  # the attacker
    ],
)
def test_still_blocking_that_is_not_the_combat_read_is_not_set_aside(tail):
    text = f"A 3/3 with double strike and trample attacked into a 4/2 and four 1/1 goblins. {tail}"
    assert ask_reply(text, index=INDEX).exit_code == 2


def test_still_blocking_without_a_block_is_asked_back():
    refused(
        INDEX,
        "A 3/3 with double strike and trample attacks. The goblins were still blocking.",
        "says what the board may be",
    )


# --- "himself" (reflexive.py) ---------------------------------------------------------------------------------


def test_jb_053_himself_is_not_a_card():
    # tests/corpus jb-053 (magefree/mage #22): "if players casts Shock targeting himself, …": which player isn't said
    text = ("if players casts Shock targeting himself, game doesn't ask him about redirecting damage to his "
            "planeswalker. Though redirecting works when Shock targets opponents.")  # fmt: skip
    summary = refused(INDEX, text, '"himself" is which player?')
    assert "no card named" not in summary


@pytest.mark.parametrize(
    ("text", "life"),
    [
        ("Opponent casts Shock targeting himself. I control a planeswalker with 4 loyalty.", 18),
        ("He Shocks himself.", 18),
        ("She casts Lava Axe targeting herself.", 15),
        ("They cast Lightning Bolt targeting themselves.", 17),
    ],
)
def test_himself_is_the_player_who_casts(text, life):
    o = only(INDEX, text)
    assert o.players["Opponent"].life == life and o.players["You"].life == 20


@pytest.mark.parametrize(
    "text",
    [
        "I cast Shock targeting himself.",  # not the subject
        "Opponent attacks with Hill Giant. He deals 3 damage to himself.",  # a creature? the player?
        "Opponent attacks with two Hill Giants. They deal damage to themselves.",
        # the MTG Wiki (Regeneration): "If you play Volcanic hammer on Sporeback Troll, he can regenerate himself"
        "Opponent controls Drudge Skeletons. I cast Lightning Bolt on Drudge Skeletons, he can regenerate himself.",
    ],
)
def test_himself_that_is_no_caster_is_asked_back(text):
    refused(INDEX, text, "is which player")


# --- "After Opponent played X, …" and "I had planeswalker" ------------------------------------------------------

JB_054 = (
    "After my opponent played Vexing Devil while I had planeswalker, I chose Vexing Devil to deal damage to me, and "
    "opponent chose to redirect damage to the planeswalker. Also my opponent controlled Furnace of Rath. As the "
    "result I recieved 8 damage, and walker received none."
)  # tests/corpus jb-054 (magefree/mage #3048)


def test_jb_054_refuses_on_the_devils_own_line():
    """The Devil is told as played, so its enters trigger, the damage asked about, happened: that line isn't modelled,
    and it is the refusal (before "I had planeswalker", which would only lead to it)."""
    refused(INDEX, JB_054, 'Vexing Devil: "When Vexing Devil enters, any opponent may have it deal 4 damage', code=3)
    told = "Opponent controls Vexing Devil. I control a planeswalker with 4 loyalty. Opponent casts Lava Axe at me."
    assert ask_reply(told, index=INDEX).exit_code == 0  # on the battlefield, and not told as played: no refusal


def test_after_a_cast_the_next_cast_is_a_response():
    # magefree/mage #5252: "I played a Burning Sun's Avatar while my opponent had a Shalai on the battlefield", said
    # with "after" as #3048 says it
    o = only(INDEX, "After Opponent cast Lightning Bolt targeting my Grizzly Bears, I cast Giant Growth targeting it.")
    assert _zone(o, "Grizzly Bears") == "battlefield"  # Giant Growth resolves first (CR 405.5)
    o = only(INDEX, "After I cast Giant Growth targeting my Grizzly Bears, Opponent casts Lightning Bolt targeting it.")
    assert _zone(o, "Grizzly Bears") == "graveyard"  # Bolt, the response, resolves first


@pytest.mark.parametrize(
    "text",
    [
        # what happened before, said as a report: never set aside while the board read still has it
        "I control Hill Giant. After my Hill Giant died, Opponent cast Lava Axe targeting me. Am I dead?",
        "I control Hill Giant. After I lost 3 life, Opponent cast Lava Axe targeting me. Am I dead?",
    ],
)
def test_after_a_report_asks_for_the_board_it_left(text):
    refused(INDEX, text, "say the board it left as facts")


def test_a_planeswalker_had_with_its_loyalty():
    o = only(INDEX, "Opponent had planeswalker with 3 loyalty. I cast Lightning Bolt targeting it.")
    assert all(p.zone == "graveyard" for p in o.permanents.values())


# --- what a message leaves out, asked back (unsaid.py) ---------------------------------------------------------


def test_mo_034_asks_what_dealt_the_damage():
    # tests/corpus mo-034 (magefree/mage #268)
    text = (
        "Opponent did prevent 4 damage to his creature with two Test of Faith. The creature ended up with 3 +1/+1 "
        "counters instead of 4."
    )
    summary = refused(INDEX, text, "not what dealt the 4 damage")
    assert "Test of Faith targeting his creature (and then another)" in summary


def test_prevented_with_asks_what_dealt_the_damage():
    refused(INDEX, "I prevented 3 damage to my Grizzly Bears with Healing Salve.", "not what dealt the 3 damage")


def test_mo_021_asks_what_damages_the_player():
    # tests/corpus mo-021 (magarena #301)
    text = (
        "Cho-Manno, Revolutionary with Pariah ... Damaging player kills Cho-Manno. Any redirected damage seems to be "
        "not prevented."
    )
    refused(INDEX, text, "say what deals how much damage to which player")


# --- "615.7 allows you to …": a rule's generic "you" (second_person.py) ----------------------------------------


def test_fr_003_the_rules_you_is_no_player():
    # tests/corpus fr-003 (apps.magicjudges.org/forum/topic/46792): named players, and "615.7 allows you to choose":
    # no longer "say which player you are"; who attacks with what is asked instead
    text = (
        "Amy controls Lost Leonin and Raptor Companion and is attacking Nissa. Nissa is at 2 life and 8 poison, but "
        "has Healing Salve in hand. Can Nissa survive?\n\nThis boils down to if 615.7 allows you to choose what "
        "*source order* applies, or choose *any damage* to prevent, of all selected."
    )
    summary = refused(INDEX, text, "name the attacking creature")
    assert "say which one you are" not in summary


# --- more variants written to break the forms: each is right (its outcome asserted) or asked back ----------------

ORNITHOPTER = "My friend's Ornithopter is enchanted by Regeneration."


@pytest.mark.parametrize(
    "text",
    [
        f"{ORNITHOPTER} I try to get rid of the Ornithopter by playing Disenchant. Would he regenerate the Ornithopter "
        "if I played Shatter instead?",
        "Opponent controls Grizzly Bears. I would try to kill it with Lightning Bolt.",  # a hypothetical
        "Opponent controls Grizzly Bears. I don't try to kill it with Lightning Bolt.",  # negation
        "Opponent controls Grizzly Bears. I try to kill it with Lightning Bolt and Shock.",  # two spells
        "Opponent attacks with a Skyshroud Troll (3/3 with regeneration and trample). I block with Grizzly Bears.",
        "Opponent attacks with Serra Angel (it's untapped). I block with Grizzly Bears.",
        "A 3/3 with double strike and trample attacked into a 4/2 and four 1/1 goblins. The goblins were not still "
        "blocking.",
        "I cast Giant Growth targeting my Grizzly Bears after Opponent cast Lightning Bolt targeting it.",
        "After Lightning Bolt resolved, I cast Giant Growth targeting my Grizzly Bears.",
        "I had planeswalker. Opponent casts Shock targeting me.",  # its loyalty
        "Opponent did prevent 4 damage to his Grizzly Bears with Test of Faith.",
        "I didn't prevent 4 damage to my Grizzly Bears with Test of Faith.",
        "I control Cho-Manno, Revolutionary with Pariah. Damaging me kills Cho-Manno.",
        "I control Cho-Manno, Revolutionary with Pariah. Damaging player doesn't kill Cho-Manno.",
        "Opponent controls Grizzly Bears. He casts Giant Growth targeting himself.",  # no creature: an illegal target
        "Opponent controls Grizzly Bears. I try to kill it with a Lightning Bolt at his face.",  # two targets said
    ],
)
def test_variants_that_are_asked_back(text):
    reply = ask_reply(text, index=INDEX)
    assert reply.error and reply.exit_code in (2, 3) and "\n" not in reply.summary, reply.summary


@pytest.mark.parametrize(
    ("text", "name", "zone"),
    [
        # whose Regeneration: mine, and I regenerate my Ornithopter
        ("My Ornithopter is enchanted by Regeneration. Opponent tries to get rid of the Ornithopter by playing "
         "Disenchant. Could I regenerate the Ornithopter?", "Ornithopter", "battlefield"),
        # Disenchant at the Aura: the shield is made first, Regeneration is destroyed, the Ornithopter stays
        (f"{ORNITHOPTER} I try to get rid of Regeneration by playing Disenchant. Could he regenerate the "
         "Ornithopter?", "Regeneration", "graveyard"),
        ("Opponent controls Drudge Skeletons. I try to kill the Drudge Skeletons with a Lightning Bolt. Can he "
         "regenerate it in response?", "Drudge Skeletons", "battlefield"),
        ("I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. I try to save it by casting Giant "
         "Growth.", "Grizzly Bears", "battlefield"),
        ("I control Grizzly Bears. He casts Lightning Bolt to kill my Grizzly Bears.", "Grizzly Bears", "graveyard"),
        ("Opponent controls Ornithopter. I try to get rid of the Ornithopter by playing Disenchant on it.",
         "Ornithopter", "graveyard"),
        # "Couldn't he …?": the same question, negated
        (f"{ORNITHOPTER} I try to get rid of the Ornithopter by playing Disenchant. Couldn't he regenerate it?",
         "Ornithopter", "battlefield"),
        # negation: he doesn't regenerate it, so Disenchant destroys it
        (f"{ORNITHOPTER} I try to get rid of the Ornithopter by playing Disenchant. He doesn't regenerate it. Does it "
         "die?", "Ornithopter", "graveyard"),
        ("Opponent attacks with a Skyshroud Troll (3/3 regeneration). I block with Grizzly Bears.", "Grizzly Bears",
         "graveyard"),
        ("Opponent attacks with Serra Angel (flying). I block with a 2/2 creature with reach.", "Serra Angel",
         "battlefield"),
        ("I had a planeswalker with 3 loyalty. Opponent casts Lightning Bolt targeting it.", "planeswalker",
         "graveyard"),
    ],
)  # fmt: skip
def test_variants_that_are_right(text, name, zone):
    o = only(INDEX, text)
    assert _zone(o, name) == zone
