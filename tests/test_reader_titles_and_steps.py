"""How reports and letters are laid out (commands/reader/title.py, steps.py, unknown.py, normalise.py), on a real
bug report (Card-Forge/forge #8985) and on a probe of posts written in players' styles:

- a bug report's "Steps:" / "Steps to reproduce:" list is one game's steps, in order, read as sentences (before,
  "the message lists numbered items" was asked back even under that lead);
- a title line that reads as no situation ("Boros Swiftblade vs Typhoid Rats") is set aside and listed when the
  body names its cards; one naming a card the body doesn't is read with the message ("Ob Nixilis Reignited");
- "Dear Judge," and "Thanks, Priya" are a letter's greeting and sign-off, never a card's name; "[MTG Arena]" is the
  app, never the card Arena; "The Prison" after Ghostly Prison is that card; "Three Hellrider triggers" names
  Hellrider; a set's name ("In Champions of Kamigawa, …") is no unknown card; "like main phase" gives no card;
  a sign-off with a city ("-Tomasz, Kraków"), an app's version line, "AI opponent", "a Cat Soldier token", "ELI5:"."""

from __future__ import annotations

from corpus.run import entries, evaluate
from test_dev_sets import CORPUS

from commands.ask import ask_reply
from commands.reader.steps import as_steps
from commands.reader.title import says_nothing_more, split_title
from commands.reader.unknown import runs, unknown_names
from resolver.outcome import OutcomeOut

FORGE_8985 = (  # Card-Forge/forge #8985, as its reporter wrote it (the Platform section cut)
    "**Error Description:**\nMaking a creature unblockable after blockers are assigned but before damage is dealt "
    "results in damage being dealt normally.\n\n**Reproducibility:**\nSetup: Player has a creature without summoning "
    "sickness and the opponent has a creature available to block the player's creature. Player has an untapped "
    '`Island` and holds `Infiltrate` in their hand. It is the player\'s turn in the "Before Combat" step.\n\nSteps:\n'
    '1. Advance to "Declare Attackers" step.\n2. Declare the players creature as an attacker.\n3. Advance to the '
    '"Declare Blockers" step.\n4. Opponent should declare their creature as a blocker for the player\'s creature.\n'
    "5. Player should cast `Infiltrate` from hand on their attacking creature, making the creature unblockable and "
    "making the block illegal."
)


def test_steps_under_their_lead_are_sentences_in_order():
    out = as_steps("Title\n\nSteps to reproduce:\n1. I attack with Hill Giant\n2. Opponent blocks with X.\n\nEnd")
    assert out == "Title\n\nI attack with Hill Giant. Opponent blocks with X.\n\nEnd"
    assert as_steps("1) Trample + Deathtouch 2) Trample only") == "1) Trample + Deathtouch 2) Trample only"


def test_a_real_reports_steps_are_read_to_the_line_that_decides_it(pool_index):
    reply = ask_reply(FORGE_8985, index=pool_index)
    assert reply.exit_code == 3, reply.summary
    assert reply.summary.startswith("Infiltrate: \"Target creature can't be blocked this turn.\" isn't modelled")


def test_steps_of_a_report_with_a_title(pool_index):
    text = (
        "Hellrider triggers hit the player instead of the attacked planeswalker\n\nSteps to reproduce:\n1. Opponent "
        "at 12 life controls Chandra, Torch of Defiance (4 loyalty)\n2. Attack Chandra with Hellrider and two Grizzly "
        "Bears\n3. Three Hellrider triggers resolve\n\nExpected: Chandra takes 3 damage (loses 3 loyalty)"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Hellrider:"), reply.summary


def test_a_title_that_reads_as_no_situation_is_set_aside(pool_index):
    assert split_title("Boros Swiftblade vs Typhoid Rats\n\nI attacked …") == (
        "Boros Swiftblade vs Typhoid Rats",
        "I attacked …",
    )
    assert not says_nothing_more("Opponent is at 3", "I attack", set())  # a number the body lacks: never set aside
    text = (
        "Boros Swiftblade vs Typhoid Rats\n\nI attacked with Boros Swiftblade and my opponent blocked with Typhoid "
        "Rats. He says deathtouch kills my Swiftblade. I say double strike means my first-strike damage kills the Rats "
        "before they deal damage. Who's right?"
    )
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    zones = {p.name: p.zone for p in o.permanents.values()}
    assert zones == {"Boros Swiftblade": "battlefield", "Typhoid Rats": "graveyard"}  # first strike (CR 702.4b)
    assert (
        'The title, not part of the situation (ignored): "Boros Swiftblade vs Typhoid Rats"'
        in (reply.data["interpretation"])
    )


def test_a_title_naming_what_the_report_is_about_stays_read(pool_index):
    f8 = {e["id"]: e for e in entries(CORPUS / "fresh8.jsonl")}
    assert evaluate(f8["f8-037"], pool_index) == "right"  # "Ob Nixilis Reignited\n\n…": its line refuses (exit 3)


def test_a_letters_greeting_and_sign_off_are_no_cards(pool_index):
    text = (
        "Dear Judge,\n\nI have Ensnaring Bridge out and two cards in hand. My opponent attacked with his Grizzly "
        "Bears, and after attackers were declared he cast Giant Growth on it to make it a 5/5. Who is right?\n\n"
        "Thanks,\nPriya"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Ensnaring Bridge:"), reply.summary


def test_names_that_are_no_unknown_cards(pool_index):
    assert "Champions of Kamigawa" not in runs("In Champions of Kamigawa, there are the Myojin creatures")
    text = 'The Prison says "attack you", not planeswalkers. Opponent controls Ghostly Prison.'
    assert unknown_names(text, pool_index, "mtg") == []
    reply = ask_reply("[MTG Arena] Can't assign extra damage to blocker with trample", index=pool_index)
    assert "Arena" not in reply.summary
    reply = ask_reply(
        "ok but what if he had cast the growth BEFORE i bolted, like main phase? same result or does it die",
        index=pool_index,
    )
    assert reply.error and "no card named" not in reply.summary


def test_a_letters_sign_off_with_a_city_is_no_card(pool_index):
    text = (
        "I cast Blightning targeting my opponent, who has Leyline of Sanctity. Does he still discard two cards, and "
        "does he take the 3 damage?\n-Tomasz, Kraków"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Blightning:"), reply.summary
    f11 = {e["id"]: e for e in entries(CORPUS / "fresh11.jsonl")}
    assert evaluate(f11["f11-006"], pool_index) == "right"  # "Can Nefashu give …?\n\n-Nick D.": Nefashu's line


def test_report_furniture_is_no_card(pool_index):
    # a bug report's app version on a line of its own, "AI opponent", a token named by its creature types, a spell
    # said as a verb on "the <word>" of a card named in full, "ELI5:", "Noob question:"
    text = (
        "**Describe the bug**\nBrimaz, King of Oreskos blocked a Centaur Courser but no Cat Soldier token was created "
        "blocking it.\n\nForge 1.6.49\n\nGame log:\nAI attacks with Centaur Courser"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Brimaz, King of Oreskos:"), reply.summary
    assert unknown_names("I block with Spined Wurm. Before damage I Incinerated the Wurm.", pool_index, "mtg") == []
    reply = ask_reply("ELI5: What is the difference between first strike and double strike?", index=pool_index)
    assert reply.exit_code == 2 and "ELI5" not in reply.summary and "no card named" not in reply.summary
    (o,) = [
        OutcomeOut.model_validate(x)
        for x in ask_reply("AI opponent was at 5 life. I cast Lava Axe targeting him.", index=pool_index).data[
            "outcomes"
        ]
    ]
    assert o.players["Opponent"].lost


def test_a_comma_inside_a_cards_brackets(pool_index):
    reply = ask_reply(
        "I attack with Colossal Dreadmaw. Opponent blocks with Giant Spider (2/4, reach).", index=pool_index
    )
    assert not reply.error, reply.summary
    assert '"(2/4 reach)" restates Giant Spider as printed: nothing to add' in reply.data["interpretation"]


def test_a_word_of_a_card_named_in_full_is_that_card(pool_index):
    text = (
        "Holy Day during a block?\n\nMy opponent attacked with Craw Wurm and I blocked with Glory Seeker, then cast "
        "Holy Day. He says his Wurm still kills my Seeker because Holy Day only stops damage to players. I thought it "
        "prevents all combat damage. Which is it?"
    )
    reply = ask_reply(text, index=pool_index)
    # "my Seeker" is Glory Seeker, not the Aura Seeker (whose line isn't modelled: it was refused naming it)
    assert reply.exit_code == 2 and "Seeker:" not in reply.summary, reply.summary
    reply = ask_reply("My friend insists a 9/9 is too big for it. Opponent casts Lightning Bolt at my Grizzly Bears.")
    assert not reply.error and any("insists" in n for n in reply.data["interpretation"])


def test_a_reports_subjects_and_totals(pool_index):
    # "AI attacked with …" (the program, the opponent), "Cast X on my Y, then activated it …" (the reporter),
    # "Opponent was at 9 poison counters", "noob question: …"
    reply = ask_reply("AI attacked with Colossal Dreadmaw, I blocked with Drudge Skeletons.", index=pool_index)
    assert not reply.error, reply.summary
    outs = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]  # (trample: each split an outcome)
    assert all({p.name: p.controller for p in o.permanents.values()}["Colossal Dreadmaw"] == "Opponent" for o in outs)
    text = (
        "Spikeshot Elder ignores pumps\n\nCast Giant Growth on my Spikeshot Elder, then activated it targeting the "
        "AI's Siege Mastodon. Only 1 damage was dealt, should be 4."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Spikeshot Elder:"), reply.summary
    (o,) = [
        OutcomeOut.model_validate(x)
        for x in ask_reply(
            "Opponent was at 9 poison counters. I attacked with Plague Stinger, no blocks.", index=pool_index
        ).data["outcomes"]
    ]
    assert o.players["Opponent"].poison == 10 and o.players["Opponent"].lost
    reply = ask_reply(
        "noob question: I attacked with Fencing Ace and my friend chumped with a Llanowar Elves.", index=pool_index
    )
    assert not reply.error, reply.summary


def test_a_title_that_may_tell_a_fact_is_never_set_aside(pool_index):
    # the title says the blocker has protection; the body alone would be answered without it
    text = (
        "Bolt doesn't kill a blocker with protection\n\nI attack with Hill Giant, he blocks with Grizzly Bears. I bolt "
        "it."
    )
    title, body = split_title(text)
    assert not says_nothing_more(title, body, {"reach"})  # (protection: said in the title only)
    assert ask_reply(text, index=pool_index).error


def test_a_title_it_cant_read_gives_way_to_the_bodys_own_problem(pool_index):
    # a probe's report: the title can't be read, and the body can't be answered either — its reason is the one said
    text = (
        "Giant Spider blocking Spined Wurm with Monstrous Growth - what survives?\n\nOpponent attacked with Spined "
        "Wurm, I blocked with Giant Spider and cast Monstrous Growth on the Spider."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert "Monstrous Growth is a sorcery" in reply.summary and "(CR 307.1)" in reply.summary
    assert "Giant Spider blocking Spined Wurm" not in reply.summary
