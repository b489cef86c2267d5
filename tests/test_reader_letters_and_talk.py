"""A letter's and a chat post's furniture (commands/reader/normalise.py SIGNED, _QA_LEAD, _Q_TOPIC; commentary.py;
frames.py frame_life; clauses.py an opinion's sentence): "Q: …" as Cranial Insertion prints a reader's question,
"Thanks,\\nPete from Ohio", "-- Sarah, Melbourne", "J.R.", "Lifelink + Fog question.", "menace q - …", "Newer
player here, we're playing a … cube", "Story time from game night", "he's on some R/G aggro pile and I'm on Bant",
"I figured …, so the Giant is dead …" (the fifth probe's posts, written from real columns and threads)."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, refusal, zone

from commands.ask import ask_reply
from commands.reader.normalise import SIGNED, normalise

SITUATION = "I attack with Grizzly Bears and my buddy blocks with Hill Giant. Does my bear die?"


@pytest.mark.parametrize(
    "signed",
    ["\n\nThanks,\nPete from Ohio", "\n\n-- Sarah, Melbourne", "\n\nJ.R.", "\n\n- Tomasz, Kraków", "\n\nCheers,\nMo"],
)
def test_a_letters_sign_off_is_no_card(pool_index, signed):
    assert SIGNED.search(f"{SITUATION}{signed}")
    (o,), first = answer(pool_index, f"Dear CI,\n{SITUATION}{signed}")
    assert zone(o, "Grizzly Bears") == "graveyard" and first == "Grizzly Bears dies"


def test_a_columns_q_lead_is_dropped():
    assert normalise("Q: My opponent cast Pyroclasm.").endswith("cast Pyroclasm.")
    assert not normalise("Q: My opponent cast Pyroclasm.").startswith("Q")
    assert normalise("Opponent casts Fog. Q: why?") == "Opponent casts Fog. Q: why?"  # only at a line's start


@pytest.mark.parametrize(
    "lead",
    [
        "Trample + deathtouch question.",
        "menace q - anyway.",
        "Newer player here, we're playing a Scars of Mirrodin cube.",
        "Story time from game night.",
        "Kitchen-table game with my brother, he's on some R/G aggro pile and I'm on Bant.",
    ],
)
def test_talk_around_the_situation_is_set_aside(pool_index, lead):
    (o,), first = answer(pool_index, f"{lead} {SITUATION}")
    assert zone(o, "Grizzly Bears") == "graveyard" and first == "Grizzly Bears dies"
    reading = ask_reply(f"{lead} {SITUATION}", index=pool_index).data["interpretation"]
    assert any(line.startswith("Not part of the situation (ignored):") for line in reading)


def test_on_with_a_number_is_still_a_life_total(pool_index):
    (o,), _ = answer(pool_index, "I'm on 2. Opponent casts Shock targeting me.")
    assert o.players["You"].life == 0 and o.players["You"].lost
    assert "say the life total as a number" in refusal(
        pool_index, "Opponent is on negative life. I attack with Hill Giant."
    )


def test_what_follows_an_opinion_in_its_sentence_is_the_opinions(pool_index):
    text = (
        "I attacked with my Hill Giant and my buddy blocked with Grizzly Bears. I figured the Giant deals 3 first, so "
        "the Bears are dead and never get to hit back. Who keeps their creature?"
    )
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "graveyard" and zone(o, "Hill Giant") == "battlefield"
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert any("so the Bears are dead and never get to hit back" in line for line in reading if "ignored" in line)
    # a play told after an opinion is still read: "I think he's wrong, I attack with …"
    (o,), _ = answer(pool_index, "I think he's wrong, I attack with Hill Giant and he blocks with Grizzly Bears.")
    assert zone(o, "Grizzly Bears") == "graveyard"


def test_a_reports_template_fields_are_no_cards(pool_index):
    text = f"{SITUATION}\n\nPlatform: PC, Direct Challenge\n- OS: Windows 10\nGame mode: AI"
    assert normalise(text) == normalise(SITUATION)
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "graveyard"


def test_attacking_as_a_storys_participle():
    assert normalise("attacking their ajani goldmane with vizkopa vampire, they dont block").startswith(
        "I attack their ajani goldmane with vizkopa vampire"
    )
    # a noun phrase stays: "Attacking creature with trample …" (a dev set's question)
    assert normalise("Attacking creature with trample and deathtouch is forced to …").startswith("Attacking creature")


def test_what_the_table_did_is_set_aside(pool_index):
    text = (
        "I attacked with Bishop's Soldier, they didn't block, then they cast Fog. My friend still gave me 2 life "
        "because lifelink. That felt wrong so we rewound it. Did we do it right?"
    )
    (o,), _ = answer(pool_index, text)
    assert o.players["You"].life == 20 and o.players["Opponent"].life == 20  # Fog: no damage, no lifelink gain
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    ignored = next(line for line in reading if line.startswith("Not part of the situation"))
    assert '"Opponent still gave me 2 life"' in ignored and '"we rewound it"' in ignored


def test_a_question_word_isnt_a_cards_first_word(pool_index):
    text = "Opponent controls Solemnity. I attacked with Glistener Elf, unblocked. Shouldn't Solemnity stop it?"
    assert refusal(pool_index, text, 3).startswith("Solemnity:")  # its line, not 'no card named "Shouldn't …"'


def test_an_aura_put_on_with_the_i_left_off(pool_index):
    assert normalise("Put Lure on my Typhoid Rats and attacked.").startswith("I Put Lure on my Typhoid Rats")
    assert refusal(pool_index, "Put Lure on my Typhoid Rats and attacked.", 3).startswith("Lure:")


def test_a_capitalised_name_the_index_lacks_after_a_play_verb(pool_index):
    # the sixth probe's post: "I evoked Fury" was set aside as chat, and the answer was a board where nothing happens
    text = "Q: I evoked Fury while my opponent controlled a Serra Angel. Can I put 3 damage on the Angel?"
    assert refusal(pool_index, text).startswith('no card named "Fury" in the cards I know')
    (o,), _ = answer(pool_index, "I control Hill Giant. I blame Wizards. Opponent casts Shock targeting it.")
    assert zone(o, "Hill Giant") == "battlefield"  # "blame": chat, its capitalised object no card


def test_w_for_with_and_a_lower_case_name_out(pool_index):
    assert normalise("youthful knight w jitte attacks") == "youthful knight with jitte attacks"
    assert normalise("I pay W to regenerate it") == "I pay W to regenerate it"  # a mana symbol stays
    said = refusal(pool_index, "Opponent has vein ripper out. I cast Lightning Bolt targeting it.")
    assert said.startswith('no card named "vein ripper"')  # a card's place: "has … out" (Vein Ripper is of 2021)
