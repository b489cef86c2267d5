"""Everyday words that aren't what they look like (audit of chat phrasing, brief audit6): a lower-case card name
that starts with an everyday verb, said as a verb, is the English phrase ("I make a stand" was Make a Stand cast,
every creature indestructible); and a spell's name as a verb with its player left unsaid ("then shocks it again")
is read or asked back, never set aside as commentary while the answer goes on without it."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply

BLOCKED = "I attack with Grizzly Bears. opp blocks with Hill Giant. "


def _casts(reply) -> list[str]:
    return [a["cast"] for a in (reply.data or {}).get("scenario", {}).get("actions", []) if "cast" in a]


@pytest.mark.parametrize(
    "said",
    [
        "I make a stand. who dies?",  # was "You cast Make a Stand": Grizzly Bears survived, Hill Giant died
        "I make a stand. does my bear survive?",
        "I lose hope. who dies?",
    ],
)
def test_a_lower_case_phrase_verb_is_not_a_cast(said, pool_index):
    reply = ask_reply(BLOCKED + said, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert reply.summary.startswith(f'can\'t read "{said.split(".")[0]}"')


def test_in_response_i_make_a_stand(pool_index):
    """Was read as Make a Stand cast in response to Shock: "Grizzly Bears survives"."""
    reply = ask_reply(
        "I control Grizzly Bears. opp shocks it. in response I make a stand. does it die?", index=pool_index
    )
    assert reply.exit_code == 2 and _casts(reply) == [], reply.summary


@pytest.mark.parametrize(
    ("said", "card"),
    [
        ("I Make a Stand. who dies?", "Make a Stand"),  # with its capitals: the card
        ("I cast make a stand. who dies?", "Make a Stand"),  # after "cast": the card
        ("I giant growth my bear. who dies?", "Giant Growth"),  # a name that doesn't start with a verb
        ("I brute force my bear. who dies?", "Brute Force"),
    ],
)
def test_a_card_name_as_a_verb_still_casts(said, card, pool_index):
    reply = ask_reply(BLOCKED + said, index=pool_index)
    assert reply.exit_code == 0 and _casts(reply) == [card], reply.summary
    [o] = reply.data["outcomes"]
    assert o["permanents"]["grizzly-bears"]["zone"] == "battlefield"
    assert o["permanents"]["hill-giant"]["zone"] == "graveyard"


@pytest.mark.parametrize(
    "said",
    [
        "then shocks it again.",  # the audit's: set aside, "Hill Giant survives" (3 toughness, one Shock)
        # a public test's name, "P1 stuns the Guard, then Bolts it for lethal", in chat case as its own sentence
        "then bolts it for lethal.",
    ],
)
def test_a_card_verb_without_its_player_is_not_set_aside(said, pool_index):
    reply = ask_reply(f"I control Hill Giant. Opponent shocks it. {said} Does it die?", index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert reply.summary.startswith(f'can\'t read "{said.rstrip(".")}"')


def test_chat_after_a_cast_is_still_set_aside(pool_index):
    reply = ask_reply("I control Grizzly Bears. opp bolts it. rip bear. bear go brrr", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert 'Not part of the situation (ignored): "rip bear"; "bear go brrr"' in reply.sections[0].lines


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("I control Grizzly Bears. he bolts it. could I giant growth it in response?", "Giant Growth"),
        ("I control Grizzly Bears. he bolts it. should I giant growth it?", "Giant Growth"),
        # the magicjudges rules-tips FAQ's "When my opponent casts a planeswalker, can I Bolt it before they can use
        # it?" ("Bolt" was read already): in chat case, with the spell's name as the verb
        (
            "Opponent controls Hill Giant. Opponent casts Shock targeting me. can I zap it before they can use it?",
            "Zap",
        ),
        (
            "Opponent controls Hill Giant. Opponent casts Shock targeting me. can I lightning bolt it before they can "
            "use it?",
            "Lightning Bolt",
        ),
    ],
)
def test_a_question_about_a_cast_not_said_is_asked_back(text, card, pool_index):
    """Each was answered as the board stood (the bear "dies", the Shock resolves), the answer to another question:
    the question's spell, a name said as a verb, was dropped."""
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert f"asks whether a player could cast {card}, which the situation doesn't say they do" in reply.summary


def test_a_question_about_a_cast_said_is_answered(pool_index):
    text = "I control Grizzly Bears. he bolts it. I giant growth it in response. could I giant growth it in response?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [o] = reply.data["outcomes"]
    assert o["permanents"]["grizzly-bears"]["zone"] == "battlefield"


@pytest.mark.parametrize(
    "said",
    ["I take heart", "we fight to the death", "they stand together", "I hold the line", "I raise dead"],
)
def test_a_phrase_a_player_says_is_no_card_refused(said, pool_index):
    """Each was refused (exit 3) naming the card of that name (Take Heart, Fight to the Death …) as unmodelled: a
    refusal for a card the player never meant. Now it is asked back, quoted."""
    reply = ask_reply(f"{BLOCKED}{said}. who dies?", index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert reply.summary.startswith(f'can\'t read "{said}"')


def test_a_lower_case_card_in_its_place_is_still_refused(pool_index):
    """A card named in lower case where a card goes is still the card: cast ("I cast take heart"), or a board
    fact ("wall of frost was absolutely lovely", from a player's blog about a deck, beside "I control …"; here Wall
    of Essence, whose "Whenever Wall of Essence is dealt combat damage, you gain that much life" decides a block:
    Wall of Frost's trigger, only on a later untap step, is now ignored)."""
    reply = ask_reply(BLOCKED + "I cast take heart on my bear. who dies?", index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Take Heart:"), reply.summary
    text = (
        "I control wall of essence. wall of essence was absolutely lovely. opp attacks with Grizzly Bears. I block "
        "with it."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Wall of Essence:"), reply.summary


def test_using_a_permanent_said_with_it_is_read(pool_index):
    """ "he uses it on his face" was set aside as commentary: Hill Giant's 3 damage "killed" Opponent at 3. The
    issue's real phrasing "I used Samite Healer on my bear", with the healer said as "it"."""
    text = (
        "I control Hill Giant. Opponent controls Samite Healer. he uses it on his face. I attack with Hill Giant. "
        "He is at 3. Does he die?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Opponent survives at 1 life")
    assert [a.get("activate") for a in reply.data["scenario"]["actions"] if "activate" in a] == ["samite-healer"]


def test_using_it_on_itself_is_not_set_aside(pool_index):
    """Was "Samite Healer dies" with "I use it on itself" ignored; "it" after two cards is now asked back."""
    text = (
        "I control Samite Healer. Opponent controls Prodigal Sorcerer. Opponent activates Prodigal Sorcerer "
        "targeting Samite Healer. I use it on itself. does it die?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('"it" comes right after'), reply.summary


@pytest.mark.parametrize(
    "said", ["my giant eats his bear.", "I trade my giant for his bear.", "I go face.", "my giant connects."]
)
def test_combat_in_chat_words_is_asked_back_not_ignored(said, pool_index):
    """Each was set aside ("Not part of the situation (ignored)") and the answer showed nothing happening."""
    reply = ask_reply(f"I control Hill Giant. Opponent controls Grizzly Bears. {said} he's at 3.", index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f'can\'t read "{said.rstrip(".")}"'), reply.summary


@pytest.mark.parametrize("said", ["fair trade", "it's a fair trade", "we used to play this a lot"])
def test_trade_and_used_to_as_chat_stay_aside(said, pool_index):
    reply = ask_reply(f"I attack with Hill Giant. opp blocks with Grizzly Bears. {said}.", index=pool_index)
    listed = [line.replace('"; "', " ") for line in reply.sections[0].lines]  # "what a play"; "lol": both listed
    assert reply.exit_code == 0 and f'Not part of the situation (ignored): "{said}"' in listed


@pytest.mark.parametrize(
    "said", ["he has 2 +1/+1 counters.", "she has 2 +1/+1 counters.", "he has flying.", "he has a +1/+1 counter."]
)
def test_he_has_is_not_the_creatures_just_named(said, pool_index):
    """ "he has 2 +1/+1 counters" right after "I control Grizzly Bears" gave the bear the counters, unsaid (read as
    "They have …", the group just named), and it "survived" the Shock; "he" is the opponent everywhere else."""
    reply = ask_reply(
        f"I control Grizzly Bears. {said} Opponent casts Shock targeting Grizzly Bears.", index=pool_index
    )
    assert reply.exit_code == 2, reply.summary


def test_he_has_an_aura_is_his(pool_index):
    """Was "You control Grizzly Bears, Second Wind (attached to Grizzly Bears) [controller assumed]"."""
    reply = ask_reply("I control Grizzly Bears. he has a Second Wind. he shocks my bear.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "Opponent: 20 life; controls Second Wind" in reply.sections[0].lines


def test_they_have_is_still_the_group(pool_index):
    text = (
        "I control Grizzly Bears and Hill Giant. They have flying. Opponent controls Serra Angel. Serra Angel "
        "attacks me. I block with Hill Giant."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "controls Grizzly Bears (flying), Hill Giant (flying)" in reply.sections[0].lines[0]


@pytest.mark.parametrize("said", ["it took a shock earlier.", "it already took a ping this turn."])
def test_damage_taken_said_as_what_dealt_it_is_asked_back(said, pool_index):
    """Was set aside as what the asker saw happen: Hill Giant (3 toughness) "survived" the second Shock."""
    reply = ask_reply(f"I control Hill Giant. {said} he shocks it. does it die?", index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f'"{said.rstrip(".")}" says what the board may be')


@pytest.mark.parametrize("said", ["opp wraths.", "he wiped my board.", "he nukes the board."])
def test_a_sweeper_in_chat_words_is_asked_back(said, pool_index):
    """ "opp wraths" was set aside: "Both survive"."""
    reply = ask_reply(f"I control Grizzly Bears and Hill Giant. {said} what survives?", index=pool_index)
    assert reply.exit_code == 2, reply.summary


def test_an_adventure_name_in_lower_case_is_not_cast(pool_index):
    """ "I stomp face" (a player's tournament report: "game one, I stomp face") was read as casting Stomp
    (Bonecrusher Giant's adventure, stored as a nickname): Opponent "survives at 1 life" from 3."""
    reply = ask_reply("I control Hill Giant. Opponent is at 3. I stomp face. Does he lose?", index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('can\'t read "I stomp face"'), reply.summary
    reply = ask_reply("Opponent controls Grizzly Bears. I Stomp it. does it die?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("Grizzly Bears dies"), reply.summary


@pytest.mark.parametrize(
    ("text", "quoted", "who"),
    [
        ("opp controls Serra Angel. I bolt her. does she die?", "I bolt her", "Serra Angel"),
        ("opp attacks with Hill Giant. I shock him. does the giant die?", "I shock him", "Hill Giant"),
        # a judge's rules tip: "your opponent immediately stabbed her" (Olivia Voldaren): players call creatures "her"
        ("Opponent controls Serra Angel. I immediately bolt her. Does she die?", "immediately bolt her", "Serra Angel"),
    ],
)
def test_a_spell_at_him_beside_a_creature_is_asked_back(text, quoted, who, pool_index):
    """ "I bolt her" beside Serra Angel was Lightning Bolt to the opponent: "Opponent survives at 17 life"."""
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert reply.summary.startswith(f'"{quoted}": "{quoted.split()[-1]}" could be the opponent or {who}')


def test_a_spell_at_him_without_a_creature_is_the_opponent(pool_index):
    reply = ask_reply("I'm at 20. Opponent is at 3. I bolt him. does he die?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("Opponent loses"), reply.summary


@pytest.mark.parametrize("said", ["what a game", "what a play lol", "What a waste"])
def test_an_exclamation_is_listed_not_dropped_as_a_question(said, pool_index):
    """ "what a …" without "?" was taken for a question and dropped unlisted ("what a take down" named Take Down,
    and the reading never said it was left out)."""
    reply = ask_reply(f"I control Grizzly Bears. opp bolts it. {said}. does it die?", index=pool_index)
    listed = [line.replace('"; "', " ") for line in reply.sections[0].lines]  # "what a play"; "lol": both listed
    assert reply.exit_code == 0 and f'Not part of the situation (ignored): "{said}"' in listed


def test_an_exclamation_naming_a_card_is_asked_back(pool_index):
    reply = ask_reply("I control Grizzly Bears. opp casts Shock targeting it. what a take down", index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith('can\'t read "what a take down"'), reply.summary


@pytest.mark.parametrize(
    ("said", "card"),
    [
        ("it was his last chance.", "Last Chance"),
        ("that was a kill shot.", "Kill Shot"),
        ("rest in peace bear.", "Rest in Peace"),
        ("life goes on.", "Life Goes On"),
        # a judge's rules tip: "The last chance you'll get …" (to tap a creature before it attacks)
        ("The last chance you'll get is in response.", "Last Chance"),
    ],
)
def test_an_english_phrase_that_is_a_card_name_is_asked_back_not_refused(said, card, pool_index):
    """Each was refused (exit 3) as the unmodelled card of that name, which the player never meant."""
    reply = ask_reply(f"I control Grizzly Bears. Opponent casts Shock targeting it. {said}", index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert reply.summary.startswith(f'can\'t read "{said.rstrip(".")}"') and f"{card}:" not in reply.summary


def test_a_lower_case_card_as_the_topic_is_still_refused(pool_index):
    """A corpus report (phase-rs issue 1114) names its card in lower case, first: still the card, refused by name."""
    text = (
        "phyrexian obliterator — This card triggers on all damage dealt even when damage isn't dealt to the "
        "creature itself."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Phyrexian Obliterator:"), reply.summary


def test_a_pronoun_is_never_the_start_of_a_cards_name(pool_index):
    """ "opp burns me out with a bolt" was Lightning Bolt aimed at Melira, Sylvok Outcast ("me out": the starts of
    its words), put on my battlefield unsaid; a modelled card there would have been answered."""
    reply = ask_reply("I'm at 3. opp burns me out with a bolt. am I dead?", index=pool_index)
    assert reply.exit_code == 2 and 'no card named "me out"' in reply.summary, reply.summary


def test_his_turn_is_the_opponents(pool_index):
    """ "it's his turn" made a player called "His" (Hill Giant (His))."""
    text = "it's his turn. he attacks with Hill Giant. I block with Grizzly Bears. who dies?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and reply.data["scenario"]["players"][1] == {"name": "Opponent"}, reply.data
    assert "Opponent: 20 life, active player; controls Hill Giant" in reply.sections[0].lines


def test_a_card_matched_by_the_starts_of_its_words_is_said(pool_index):
    """ "I block with to giant" put Tor Giant on my battlefield with nothing in the reading saying so."""
    reply = ask_reply("opp attacks with Hill Giant. I block with to giant. who dies?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert '"to giant" is read as Tor Giant, the card whose name starts so.' in reply.sections[0].lines


@pytest.mark.parametrize("said", ["Again.", "And again.", "Twice.", "... twice."])
def test_once_more_is_not_set_aside(said, pool_index):
    """ "Opponent shocks it. Again." was answered with one Shock: Hill Giant "survives"."""
    reply = ask_reply(f"I control Hill Giant. Opponent shocks it. {said} does it die?", index=pool_index)
    assert reply.exit_code == 2, reply.summary


def test_a_spell_at_him_beside_only_my_creature_is_the_opponent(pool_index):
    reply = ask_reply("I control Grizzly Bears. Opponent is at 3. I bolt him. does he die?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("Opponent loses"), reply.summary


def test_a_misspelt_name_not_found_as_typed_never_raises(pool_index):
    """ "\\x08Aa Grizzly Bears" (tests/test_hardening.py found it): the misspelt name's place fell past the last word
    and the refusal raised IndexError instead of asking back."""
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex

    for index in (pool_index, CardIndex(bundled_cards())):
        reply = ask_reply("\x08Aa Grizzly Bears", index=index)
        assert reply.exit_code == 2, reply.summary


@pytest.mark.parametrize(
    ("text", "card"),
    [
        # f7-037 and f6-046, bug reports as typed: a sentence about the card, and a list item's topic before a dash
        ("it is a simple bug. hardened scales does not put an extra counter on jadelight", "hardened scales"),
        ("they didnt worked properly. . temmet, vizier of naktamun; ability wich gives +1/+1", "naktamun;"),
    ],
)
def test_a_lower_case_name_as_the_subject_or_topic_is_the_card(text, card):
    from commands.reader.lower_names import where_a_card_goes

    words = text.split()
    j = words.index(card.split()[-1]) + 1
    i = j - (4 if card == "naktamun;" else 2)
    assert where_a_card_goes(words, i, j)
    words = ["it", "was", "his", "last", "chance", "to", "block"]
    assert not where_a_card_goes(words, 3, 5)
