"""audit14 (what the reader sets aside, whole 2018 pool): a clause set aside as chat or as a report that still tells
what happened or what the board is. Each row below was answered (exit 0) with the clause listed as "Not part of the
situation (ignored)", and the answer was wrong for the board it tells; now it is asked back, quoted, with one line.
Chat that carries nothing stays aside, and the answer is the same as without it.

Oracle texts (../shared/cards/oracle-reference.txt): Grizzly Bears 2/2; Hill Giant 3/3; Serra Angel 4/4 flying,
vigilance; Colossal Dreadmaw 6/6 trample; Typhoid Rats 1/1 deathtouch; Jace Beleren loyalty 3; Shock 2 damage to
any target.
"""

from __future__ import annotations

import pytest
from test_reader_retold import answered, asked_back


def _life(data: dict, player: str) -> set[int]:
    return {o["players"][player]["life"] for o in data["outcomes"]}


def _zones(data: dict, name: str) -> set[str]:
    return {p["zone"] for o in data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


# --- a permanent said gone, in chat words (CR 506.4: a creature removed from combat deals no combat damage) ----------


@pytest.mark.parametrize(
    "text",
    [
        # each answered "Opponent loses (0 life, 704.5a)": the giant's 3 and the bear's 2 both counted (right: 2
        # or 3 damage, he survives)
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. my giant is gone. is he dead?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. my giant is no longer there. is he dead?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. he path'd my giant. is he dead?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. my giant gets swords'd. is he dead?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. he handles the giant. is he dead?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. he takes care of the giant. is he dead?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. my giant died before damage. is he dead?",
        "I control Grizzly Bears and Hill Giant. Opp is at 5. I attack with Grizzly Bears and Hill Giant. the bear got "
        "exiled in response. opp doesn't block. is he dead?",
        # answered with the giant blocking, though "it died earlier"
        "I control Grizzly Bears. opp controls Hill Giant. the giant died earlier. I attack with the bear. he blocks "
        "with the giant. what happens?",
        # answered "Opponent casts Shock targeting Grizzly Bears" resolving (right: no legal target, CR 608.2b)
        "I control Grizzly Bears. opp casts Shock targeting it. the bear's already gone. what happens?",
    ],
)  # fmt: skip
def test_a_permanent_said_gone_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "says a permanent left the battlefield")


# --- damage, a size or an attachment said without an amount or a card ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered "Grizzly Bears dies" (an anthem makes it 3/3: Shock's 2 doesn't kill it, CR 704.5g)
        "I control Grizzly Bears. opp shocks it. my bear is under an anthem. does it die?",
        # each answered with the 2/2 bear dying to the giant, the giant unhurt
        "I attack with Grizzly Bears. opp blocks with Hill Giant. the giant is hurt. what happens?",
        "I attack with Grizzly Bears. opp blocks with Hill Giant. the giant is already wounded from earlier. what "
        "happens?",
        "I attack with Grizzly Bears. opp blocks with Hill Giant. the giant is shrunk. what happens?",
        "I attack with Grizzly Bears. opp blocks with Hill Giant. my bear is wearing a sword. what happens?",
        "I attack with Grizzly Bears. opp blocks with Hill Giant. my bear is suited up. what happens?",
        "I attack with Grizzly Bears. opp blocks with Hill Giant. my bear is geared up. what happens?",
        "I attack with Grizzly Bears. opp blocks with Hill Giant. his giant is cursed. what happens?",
        # answered with a 2/2 bear: one of the outcomes "Opponent loses"
        "I attack with Colossal Dreadmaw. opp blocks with Grizzly Bears. the bear is beefed up. he's at 4. is he dead?",
    ],
)  # fmt: skip
def test_a_state_without_an_amount_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "without saying how much")


# --- one more spell or blocker, unnamed; loyalty and life changed in slang; damage divided in words ----------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # answered "Hill Giant survives" (a second Shock: 4 damage, CR 704.5g)
        ("I control Hill Giant. opp shocks it. and another one. does it die?", "one more spell or creature"),
        ("I control Hill Giant. opp shocks it. he follows up with another. does it die?", "one more spell or creature"),
        # answered with one blocker: one outcome "Opponent loses"
        ("I attack with Colossal Dreadmaw. opp blocks with Grizzly Bears. he's at 4. and his other bear too. is he "
         "dead?", "one more spell or creature"),
        # answered "Opponent loses" at 5 (he gained life first)
        ("I attack with Grizzly Bears and Hill Giant. opp is at 5. he lifegains. is he dead?", "without saying how"),
        # answered with Jace Beleren at 3 loyalty, dying to 3 damage (+2 first: it survives at 2, CR 704.5i)
        ("Opp controls Jace Beleren. I attack Jace with Hill Giant. he ticked it up. what happens?",
         "without saying how"),
        # answered with six outcomes, "you survive at 5 life in outcome 1" (told: 1 to the rats, 5 to me, CR 702.19b)
        ("I control Typhoid Rats. opp attacks with Colossal Dreadmaw. I block with the rats. he tramples over. I'm at "
         "5. am I dead?", "divides its damage"),
        ("I control Typhoid Rats. opp attacks with Colossal Dreadmaw. I block with the rats. I'm at 5. he assigns "
         "lethal to the rats and the rest to me. am I dead?", "divides its damage"),
        # answered "Grizzly Bears dies": the pump inside "in order to …" set aside
        ("I control Grizzly Bears. opp shocks it. in order to save it I pump it. does it survive?",
         "inside its purpose"),
    ],
)  # fmt: skip
def test_an_unnamed_action_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


# --- board facts said as what seems so, was seen or is believed (commentary._BOARD_FACT) --------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered "Opponent survives at 17 life" (at 4, Hill Giant's 3 leaves him at 1 — but the 4 was dropped)
        "opp seems to be at 4. I attack with Hill Giant, no blocks. is he dead?",
        # answered with a tapped Serra Angel blocking (CR 509.1a: only untapped creatures block)
        "Opp controls Serra Angel. it looks tapped. I attack with Grizzly Bears. he blocks with the angel. what "
        "happens?",
        "Opp controls Serra Angel. it seems to be tapped. I attack with Grizzly Bears. how much damage?",
        # answered "Hill Giant survives" (2 damage from the bear's combat stays marked, CR 514.2: Shock kills it)
        "I control Hill Giant. it survived combat with his bear. opp shocks it. does it die?",
        "I control Hill Giant. it was dealt damage earlier this turn. opp shocks it. does it die?",
        "I control Hill Giant. opp shocks it. it took damage earlier. does it die?",
        # answered unblocked
        "Opp controls Serra Angel and Grizzly Bears. I attack with Hill Giant. I think he blocked with the angel. "
        "what happens?",
    ],
)  # fmt: skip
def test_a_board_fact_said_as_seen_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "says what the board may be")


# --- what still reads, and chat that stays aside --------------------------------------------------------------------


def test_the_division_said_by_amounts_is_answered(pool_index):
    data = answered(
        "I control Typhoid Rats. opp attacks with Colossal Dreadmaw. I block with the rats. I'm at 5. Colossal "
        "Dreadmaw assigns 1 to Typhoid Rats and 5 to me. am I dead?",
        pool_index,
    )
    assert _life(data, "You") == {0}


@pytest.mark.parametrize(
    ("text", "aside"),
    [
        ("I control Grizzly Bears. opp shocks it. lol rip. does it die?", "lol rip"),
        ("I control Grizzly Bears. opp shocks it. feels bad man. does it die?", "feels bad man"),
        ("I control Grizzly Bears. opp casts Shock targeting it. it's a foil. does it die?", "it's a foil"),
        ("I control Grizzly Bears. opp casts Shock targeting it. sorry for the noob question. does it die?",
         "sorry for the noob question"),
        ("I control Grizzly Bears. opp casts Shock targeting it. he was pretty smug about it. does it die?",
         "he was pretty smug about it"),
        ("hi all, first time posting. I control Grizzly Bears. opp shocks it. does it die? thanks in advance!",
         "thanks in advance"),
    ],
)  # fmt: skip
def test_chat_that_carries_nothing_stays_aside(text, aside, pool_index):
    data = answered(text, pool_index)
    assert _zones(data, "Grizzly Bears") == {"graveyard"}
    listed = [n.replace('"; "', " ") for n in data["interpretation"]]  # "rip"; "lol": both listed, in order
    assert any(n.startswith("Not part of the situation") and aside in n for n in listed)


def test_a_report_of_what_came_of_it_stays_aside(pool_index):
    """ "my bear died" after the block that kills it: what came of the situation, no board fact."""
    data = answered(
        "I attack with Grizzly Bears. opp blocks with Hill Giant. my bear died. what happens to the giant?", pool_index
    )
    assert _zones(data, "Hill Giant") == {"battlefield"} and _zones(data, "Grizzly Bears") == {"graveyard"}
    assert any('"my bear died"' in n for n in data["interpretation"])


# --- round 2: the same, said otherwise ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # each answered "Opponent loses (0 life, 704.5a)" (the giant gone: 2 damage, he survives at 3)
        ("I attack with Grizzly Bears and Hill Giant. opp is at 5. giant's dead. is he dead?", "left the battlefield"),
        ("I attack with Grizzly Bears and Hill Giant. opp is at 5. RIP giant. is he dead?", "left the battlefield"),
        ("I attack with Grizzly Bears and Hill Giant. opp is at 5. he snipes the giant. is he dead?",
         "left the battlefield"),
        ("I attack with Grizzly Bears and Hill Giant. opp is at 5. he blows up the giant. is he dead?",
         "left the battlefield"),
        # answered "Hill Giant survives"
        ("I control Hill Giant. opp shocks it. he has a second one. does it die?", "one more spell or creature"),
        ("I control Hill Giant. opp shocks it. it's got a sword on it. does it die?", "without saying how much"),
        ("I control Hill Giant. opp shocks it. it traded blows with his bear earlier. does it die?",
         "says what the board may be"),
        ("I control Hill Giant. opp shocks it. it was in combat with his bear this turn. does it die?",
         "says what the board may be"),
    ],
)  # fmt: skip
def test_round_two_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


@pytest.mark.parametrize(
    "aside",
    [
        # "dead" or "gone" said of what is no permanent of the situation, or "it's dead" after the Shock that kills
        # it: chat or a report, set aside (the answer is the same)
        "my deck is dead",
        "the meta is dead",
        "the chat is dead tonight",
        "my hope is gone",
        "my brain is dead",
        "rip lol",
        "bear's dead",
        "rip bear",
        "it's dead lol",
        "he has the sword deck",
        "one more question",
        "another question",
    ],
)
def test_chat_with_dead_or_gone_stays_aside(aside, pool_index):
    data = answered(f"I control Grizzly Bears. opp shocks it. {aside}. does it die?", pool_index)
    assert _zones(data, "Grizzly Bears") == {"graveyard"}
    listed = [n.replace('"; "', " ") for n in data["interpretation"]]  # "rip"; "lol": both listed, in order
    assert any(n.startswith("Not part of the situation") and aside in n for n in listed)


def test_a_player_said_dead_stays_aside(pool_index):
    data = answered("Opp is at 2. I shock him. he's so dead. is he dead?", pool_index)
    assert _life(data, "Opponent") == {0}


# --- round 3: sizes in other words, anthems, an ability used in chat words ------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # each answered with Serra Angel 4/4 killing Giant Spider 2/4 and surviving
        ("I attack with Serra Angel. opp blocks with Giant Spider. the spider's been shrunk. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. the spider grew. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. the spider doubled in size. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. the spider is immune. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. my angel shrank. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. my angel got weaker. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. my angel is nerfed. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. my angel is on steroids. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. the spider has an anthem. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. he's running an anthem. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. his spiders are lorded. what happens?",
         "without saying how much"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. he overran. what happens?", "a card as a verb"),
        ("I attack with Serra Angel. opp blocks with Giant Spider. he anthem'd. what happens?", "a card as a verb"),
        # answered "Opponent survives at 3 life": Shivan Dragon as a 5/5 (firebreathing once: 6 damage, at 2)
        ("I attack with Shivan Dragon. opp is at 8. no blocks. I firebreathe once. is he dead?",
         "uses an ability"),
        ("I attack with Shivan Dragon. opp is at 8. no blocks. I dump all my mana into it. is he dead?",
         "uses an ability"),
    ],
)  # fmt: skip
def test_round_three_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


def test_the_activation_said_as_a_sentence_is_answered(pool_index):
    data = answered(
        "I attack with Shivan Dragon. opp is at 8. no blocks. I activate Shivan Dragon. is he dead?", pool_index
    )
    assert _life(data, "Opponent") == {2}


# --- round 4: removal in the first person, life changed in words ----------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "fragment"),
    [
        # each answered "You survive at 2 life" (Hill Giant's 3 from 5), the clause set aside
        ("I handle it", "left the battlefield"),
        ("I get rid of it", "left the battlefield"),
        ("I snipe it", "left the battlefield"),
        ("I pop it", "left the battlefield"),
        ("I neutralize it", "left the battlefield"),
        ("I frog it", "left the battlefield"),
        ("he gears up", "without saying how much"),
        ("I went up a bit from my lifelinker", "without saying how"),
        ("I'm actually higher than that", "without saying how"),
        ("wait I'm lower", "without saying how"),
        ("I cracked my fetch before", "without saying how"),
    ],
)
def test_round_four_is_asked_back(clause, fragment, pool_index):
    asked_back(f"I'm at 5. opp attacks with Hill Giant. I don't block. {clause}. am I dead?", pool_index, fragment)


# --- round 5: beliefs and reports of events, combats told in part, effects of unnamed cards -------------------------


@pytest.mark.parametrize(
    ("clause", "fragment"),
    [
        # each answered "Opponent loses (0 life, 704.5a)": both attackers' 5 damage, the clause set aside
        ("I think the giant is gone", "left the battlefield"),
        ("I believe he killed my giant", "what may have happened"),
        ("he says he gained 3", "what may have happened"),
        ("I think he had a fog", "what may have happened"),
        ("I think he fogged", "what may have happened"),
        ("my friend says he blocked the giant", "what may have happened"),
        ("I'm pretty sure the bear was summoning sick", "what may have happened"),
        ("I guess he chumped the giant", "what may have happened"),
        ("he said he blocks with his bear", "what may have happened"),
        ("only the bear gets through", "part of a combat"),
        ("he stops the giant", "part of a combat"),
        ("he walls the giant", "part of a combat"),
        ("the giant runs into a wall", "part of a combat"),
        ("actually the giant stays home", "part of a combat"),
        ("I keep the giant back", "part of a combat"),
        ("the bear is pacified", "by what card"),
        ("the bear is arrested", "by what card"),
        ("the bear is frozen", "by what card"),
        ("the giant lost all its power", "by what card"),
    ],
)
def test_round_five_is_asked_back(clause, fragment, pool_index):
    summary = asked_back(
        f"I attack with Grizzly Bears and Hill Giant. opp is at 5. {clause}. is he dead?", pool_index, fragment
    )
    assert "I am pretty sure" in summary or "Opponent says" in summary or f'"{clause}"' in summary


@pytest.mark.parametrize(
    "text",
    [
        # opinions of what comes of it, and reports consistent with it: set aside, answered
        "I control Grizzly Bears. opp shocks it. I think it's dead. right?",
        "I control Grizzly Bears. opp shocks it. I say it dies. am I right?",
        "I attack with Grizzly Bears. he blocks with Hill Giant. my friend says the bear dies. is he right?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. he said no blocks. is he dead?",
        "I attack with Grizzly Bears and Hill Giant. opp is at 5. he conceded. is he dead?",
    ],
)
def test_opinions_of_the_outcome_stay_aside(text, pool_index):
    data = answered(text, pool_index)
    assert any(n.startswith("Not part of the situation") for n in data["interpretation"])


# --- round 6: a permanent said nearly dead ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with Jace Beleren at 3 loyalty surviving the bear's 2 (CR 306.8: "almost dead" is less loyalty)
        "Opp controls Jace Beleren. I attack Jace with Grizzly Bears. jace is almost dead. what happens?",
        "I attack with Grizzly Bears. opp blocks with Hill Giant. the giant is on its last legs. what happens?",
    ],
)
def test_nearly_dead_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "without saying how much")


def test_a_player_nearly_dead_stays_aside(pool_index):
    data = answered("I'm at 2. opp shocks me. I'm almost dead lol. am I dead?", pool_index)
    assert _life(data, "You") == {0}


# --- round 7: a thing's "life", damage in other words ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered "It survives at 1 life": a player named It (Hill Giant with 1 toughness left dies to Shock)
        "I control Hill Giant. opp shocks it. it has 1 hp left. does it die?",
        "I control Hill Giant. opp shocks it. it has 1 health left. does it die?",
        "I control Hill Giant. opp shocks it. it has 2 life. does it die?",
    ],
)
def test_a_things_life_is_no_player(text, pool_index):
    summary = asked_back(text, pool_index, "can't read")
    assert "It survives" not in summary


@pytest.mark.parametrize("state", ["it's already bleeding", "it's hurting", "it's battered"])
def test_damage_in_other_words_is_asked_back(state, pool_index):
    # each answered "Hill Giant survives" (2 damage from Shock on a 3/3), the damage said set aside
    asked_back(f"I control Hill Giant. opp shocks it. {state}. does it die?", pool_index, "without saying how much")
