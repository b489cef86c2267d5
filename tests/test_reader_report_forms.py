"""Report forms and chat found by the sixteenth and seventeenth probe sets (issue #16): a report form's "### Card(s)"
heading above its value; "the bot" as the opponent; what a report expects ("The trample damage should hit Sarkhan")
and a role said again ("he's the one being attacked") set aside; facts the board as read has, said by a chat word
("croc has 5 power and my elf only has 1 toughness"), read as restated; a size a creature "stays" after a fight,
checked against the answer."""

from __future__ import annotations

from test_reader_chat_forms import answer, permanent, refusal, zone

from commands.ask import ask_reply


def notes(index, text: str) -> list[str]:
    return ask_reply(text, index=index).data["interpretation"]


def test_a_report_forms_cards_heading_is_what_the_report_is_about(pool_index):
    text = (
        "### Card(s)\n\nPriests of Norn\n\n### Game mode\n\nAI\n\n### Actual behavior\n\nThe AI attacked with Goblin "
        "Roughrider and I blocked with Priests of Norn."
    )
    (o,), _ = answer(pool_index, text)
    rider = permanent(o, "Goblin Roughrider")
    assert rider.counters == {"-1/-1": 1} and (rider.power, rider.toughness) == (2, 1)  # infect (CR 702.90b)
    assert zone(o, "Priests of Norn") == "battlefield"


def test_the_bots_planeswalker_and_what_the_report_expects(pool_index):
    text = (
        "### Card(s)\n\nTajuru Pathwarden, Sarkhan, Fireblood\n\n### Game mode\n\nBot match\n\n### Actual behavior\n\n"
        "I attacked the bot's Sarkhan, Fireblood (3 loyalty) with Tajuru Pathwarden (5/4 trample). The bot blocked "
        "with Norwood Ranger (1/2).\n\n### Expected behavior\n\nThe trample damage should hit Sarkhan, he's the one "
        "being attacked."
    )
    outcomes, _ = answer(pool_index, text)
    # trample assigns lethal (2) to the Ranger and the rest to the planeswalker it attacks (CR 702.19c): never the
    # player; 3 or more to Sarkhan takes all its loyalty
    for o in outcomes:
        assert o.players["Opponent"].life == 20
        assert zone(o, "Norwood Ranger") == "graveyard"
    assert {zone(o, "Sarkhan, Fireblood") for o in outcomes} == {"battlefield", "graveyard"}
    read = notes(pool_index, text)
    assert any("The trample damage should hit Sarkhan" in line for line in read)


def test_a_role_said_again_is_set_aside(pool_index):
    text = (
        "My Iroas's Champion (2/2, double strike) attacked and got blocked by a Tangle Mantis (3/4, trample). Also, "
        "does the Mantis's trample matter at all when it's the one blocking?"
    )
    (o,), _ = answer(pool_index, text)  # 2 + 2 damage over two steps kills the 3/4 (CR 510.4); its 3 kills the 2/2
    assert zone(o, "Tangle Mantis") == "graveyard" and zone(o, "Iroas's Champion") == "graveyard"


def test_facts_the_board_has_said_by_chat_words_are_restated(pool_index):
    text = (
        "opp swung dross crocodile (5/1) at me and i blocked with elvish archers (2/1 first strike). whole table says "
        "both die because croc has 5 power and my elf only has 1 toughness. i thought the croc dies before it gets "
        "to hit anything?? who's right"
    )
    (o,), _ = answer(pool_index, text)  # first strike: the 5/1 dies before it deals damage (CR 510.4)
    assert zone(o, "Dross Crocodile") == "graveyard" and zone(o, "Elvish Archers") == "battlefield"
    assert any('"my elf only has 1 toughness" restates the board' in line for line in notes(pool_index, text))


def test_a_fact_the_board_hasnt_is_still_asked(pool_index):
    said = refusal(
        pool_index,
        "opp swung dross crocodile (5/1) at me and i blocked with elvish archers (2/1 first strike). the table says "
        "both die because my elf only has 2 toughness.",
    )
    assert "my elf only has 2 toughness" in said


def test_a_size_a_creature_stays_after_a_fight_is_checked(pool_index):
    said = refusal(
        pool_index,
        "I attack with a 3/3 creature. Opponent blocks with a 1/1 creature with infect. My creature stays a 3/3.",
    )
    assert "the answer leaves it 2/2" in said  # a -1/-1 counter (CR 702.90b)
    (o,), _ = answer(
        pool_index, "I attack with a 3/3 creature. Opponent blocks with a 1/1 creature with infect. Mine ends up a 2/2."
    )
    assert [(p.power, p.toughness) for p in o.permanents.values() if p.controller == "You"] == [(2, 2)]


def test_brackets_restating_colour_a_flier_and_protection(pool_index):
    text = (
        "Lifelink into a pro-black blocker?\n\nCasual vampire deck here. I swung with Sadistic Skymarcher (2/2 flying, "
        "lifelink) and my buddy blocked with Nightwind Glider (2/1 flier, protection from black). Who's right about "
        "the life?"
    )
    (o,), _ = answer(pool_index, text)  # protection prevents the damage; lifelink gains only for damage dealt
    assert o.players["You"].life == 20 and o.players["Opponent"].life == 20
    assert zone(o, "Sadistic Skymarcher") == "graveyard" and zone(o, "Nightwind Glider") == "battlefield"
    outcomes, _ = answer(
        pool_index,
        "I attacked with Siege Wurm (5/5 trample, green) and my opponent blocked with Zombie Outlander (2/2, "
        "protection from green). None of the Wurm's damage can hurt the Outlander anyway, so can I just assign all 5 "
        "to the player?",
    )
    # lethal for trample ignores protection (CR 702.19c): 2 or more on the Outlander, all of it prevented
    assert sorted(o.players["Opponent"].life for o in outcomes) == [17, 18, 19, 20]
    assert all(zone(o, "Zombie Outlander") == "battlefield" for o in outcomes)


def test_which_is_a_size_a_division_meant_and_a_guess(pool_index):
    text = (
        "Q: I attacked with Brambleweft Behemoth (6/6 trample) and my opponent blocked with his Feral Abomination, "
        "which is a 5/5 with deathtouch. I wanted to put 5 damage on the Abomination and trample 1 over, but he told "
        "me that deathtouch on a blocker turns off trample and all 6 has to go into his creature. Who's right? And "
        "I'm guessing my Behemoth is dead either way?\n\n-Priya, Leicester"
    )
    outcomes, _ = answer(pool_index, text)
    assert sorted(o.players["Opponent"].life for o in outcomes) == [19, 20]  # 5 is lethal for the 5/5 (702.19c)
    assert all(zone(o, "Brambleweft Behemoth") == zone(o, "Feral Abomination") == "graveyard" for o in outcomes)
    said = refusal(pool_index, "I attack with Grizzly Bears. Opponent blocks with his Hill Giant, which is a 4/4.")
    assert "Hill Giant is 3/3 as I read it" in said


def test_the_last_word_of_a_card_said_in_full_before_a_card_of_that_name(pool_index):
    text = (
        "Q: My opponent attacked with a Shatterskull Giant and I blocked with my Tel-Jilad Exile. Before damage I paid "
        "{1}{G} to regenerate the Exile. What really happens to both creatures?"
    )
    (o,), _ = answer(pool_index, text)  # "the Exile": Tel-Jilad Exile, not the instant Exile
    assert zone(o, "Tel-Jilad Exile") == "battlefield" and zone(o, "Shatterskull Giant") == "battlefield"
    exile = permanent(o, "Tel-Jilad Exile")
    assert exile.damage == 0  # regenerated: its damage removed (CR 701.15a)


def test_an_attacker_let_through_and_a_player_upset(pool_index):
    text = (
        "Q: My opponent attacked me with Rhox Brute and Panther Warriors. I blocked the Warriors with my Nessian "
        "Courser, let the Brute through, and then cast Terrifying Presence targeting my own Courser. My opponent got "
        "upset and said the card is meant to target one of HIS creatures. Was that legal?"
    )
    (o,), _ = answer(pool_index, text)  # all combat damage but the Courser's is prevented
    assert o.players["You"].life == 20
    assert zone(o, "Panther Warriors") == "graveyard" and zone(o, "Nessian Courser") == "battlefield"
    text = "I attack with Grizzly Bears. Opponent blocks with Hill Giant. My bear got shocked."
    (o,), _ = answer(pool_index, text)  # an event, never a mood set aside
    assert zone(o, "Grizzly Bears") == "graveyard"
    assert any("casts Shock targeting Grizzly Bears" in line for line in notes(pool_index, text))


def test_a_size_after_a_lower_case_name_and_a_claim_about_what_came_of_it(pool_index):
    text = (
        "opp swings with scourge servant (3/3 infect) and i block with my silverback ape 5/5. he says my ape is a 2/2 "
        "for good now?? i thought its just 3 damage that goes away at end of turn. also his servant dies right"
    )
    (o,), _ = answer(pool_index, text)
    ape = permanent(o, "Silverback Ape")
    assert ape.counters == {"-1/-1": 3} and (ape.power, ape.toughness) == (2, 2)  # infect (CR 702.90b): for good
    assert zone(o, "Scourge Servant") == "graveyard"
    assert any('"5/5"' in line or "(5/5)" in line for line in notes(pool_index, text))
    said = refusal(pool_index, "opp attacks with his Hill Giant 4/4 and i block with my grizzly bears.")
    assert "Hill Giant is 3/3 as I read it" in said


def test_the_app_and_build_said_before_the_story(pool_index):
    (o,), _ = answer(
        pool_index,
        "Magarena 1.9x. I attacked with Razor Swine and the AI blocked with Russet Wolves. Which one should die?",
    )  # first strike and infect: two -1/-1 counters before the Wolves strike back (CR 510.4, 702.90b)
    wolves = permanent(o, "Russet Wolves")
    assert wolves.counters == {"-1/-1": 2} and zone(o, "Razor Swine") == "graveyard"


def test_the_bolt_chosen_as_the_source_is_the_spell_on_the_stack(pool_index):
    """ "pick the bolt as the source" with Precision Bolt on the stack: that spell, never the card "bolt" is a
    nickname of (Lightning Bolt, in no story here: the shield would wait for it and the player would die)."""
    text = (
        "im at 3 and opp casts precision bolt at my face. i respond w reflect damage and pick the bolt as the source. "
        "he says reflect damage only works on creatures?? do i live and does he take the 3"
    )
    (o,), _ = answer(pool_index, text)  # Reflect Damage: dealt to the source's controller instead (CR 615 family)
    assert o.players["You"].life == 3 and not o.players["You"].lost
    assert o.players["Opponent"].life == 17
    assert not any("Lightning Bolt" in line for line in notes(pool_index, text))


def test_life_when_an_attack_came_no_blocker_and_the_source_chosen(pool_index):
    text = (
        "Q: I was at 5 life when my opponent attacked me with Barbtooth Wurm and I had nothing to block with. I cast "
        "Healing Grace on myself and chose the Wurm as the source. Was I really dead?\n\n-Wiktor, Poznan"
    )
    (o,), _ = answer(pool_index, text)  # 3 of the 6 prevented, 3 life gained: 5 - 3 + 3
    assert o.players["You"].life == 5 and not o.players["You"].lost


def test_just_the_giant_and_the_source_chosen_after_targets(pool_index):
    text = (
        "Q: My opponent had Bonebreaker Giant and Borderland Minotaur out. He attacked with just the Giant and I "
        "blocked with my Forest Bear. Then I cast Kor Dirge targeting my Bear and his Minotaur, and chose the Giant "
        "as the source. What actually happens?"
    )
    (o,), _ = answer(pool_index, text)  # the Giant's 4 to the Bear is dealt to the Minotaur instead
    assert zone(o, "Borderland Minotaur") == "graveyard" and zone(o, "Forest Bear") == "battlefield"


def test_a_letters_asker_loyalty_said_after_and_a_bracket_with_an_article(pool_index):
    text = (
        "Marek asks: I attacked my friend's Saheeli Rai, who had 3 loyalty, with my Shriek Raptor (a 2/3 flier with "
        "infect). He didn't block. What should have happened?"
    )
    (o,), _ = answer(pool_index, text)  # infect damage to a planeswalker removes loyalty (CR 120.3c)
    saheeli = permanent(o, "Saheeli Rai")
    assert saheeli.loyalty == 1 and o.players["Opponent"].poison == 0


def test_what_a_player_announced_and_answered_is_set_aside(pool_index):
    text = (
        "I attacked with Ramirez DePietro (4/3, first strike) and my opponent blocked with Wasteland Viper (1/2, "
        "deathtouch), announcing that 'deathtouch kills anything, your pirate is dead'. He answered that the Viper "
        "was still in combat when the damage steps started, so its deathtouch should count anyway."
    )
    (o,), _ = answer(pool_index, text)  # first strike: the Viper dies before it deals damage (CR 510.4)
    assert zone(o, "Wasteland Viper") == "graveyard" and zone(o, "Ramirez DePietro") == "battlefield"


def test_a_build_line_and_a_card_said_plain_after_its_name(pool_index):
    text = (
        "### Card(s)\n\nStone Golem\n\n### Build/version\n\nv0.8x\n\n### Actual behavior\n\nThe AI attacked with Stone "
        "Golem, a plain 4/4 artifact creature, and I blocked with Hill Giant."
    )
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Hill Giant") == "graveyard" and zone(o, "Stone Golem") == "battlefield"
    (o,), _ = answer(pool_index, "Opponent controls a 1/1 creature, a 2/2 creature and an 8/8 creature.")
    assert sorted(p.power for p in o.permanents.values()) == [1, 2, 8]  # a list, not a size said after a name


def test_a_regeneration_shield_paid_for_and_what_the_asker_read_or_cant_follow(pool_index):
    text = (
        "Q: My Phyrexian Monitor (2/2, '{B}: Regenerate Phyrexian Monitor') blocked my opponent's Smoldering Butcher "
        "(4/2, wither). I paid {B} for a regeneration shield before damage. Opponent said regeneration 'doesn't work "
        "on counters' and put my Monitor in the graveyard along with his Butcher. I don't understand how a creature "
        "with a regeneration shield can still die."
    )
    (o,), _ = answer(pool_index, text)  # wither: four -1/-1 counters, toughness -2 (704.5f): no destruction to replace
    assert zone(o, "Phyrexian Monitor") == "graveyard" and zone(o, "Smoldering Butcher") == "graveyard"
    text = (
        "My opponent attacked with Tidehollow Strix (2/1 flying, deathtouch). I blocked with Screeching Harpy (2/2 "
        "flying, '{1}{B}: Regenerate Screeching Harpy'). I activated the regeneration ability once in the declare "
        "blockers step. I have seen people say regeneration beats deathtouch, but never with a rule number."
    )
    (o,), _ = answer(pool_index, text)  # deathtouch destroys (704.5h); the shield replaces it (701.15a)
    assert zone(o, "Screeching Harpy") == "battlefield" and zone(o, "Tidehollow Strix") == "graveyard"
