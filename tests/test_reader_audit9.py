"""audit9 (issue 16, "none wrong"): the first line that answers the question, choices and hands, generic creatures
said in chat. Each row was answered wrong (exit 0) or refused naming cards no one meant before the fix; the log is
/work/scratch/audit9-log.md. Real phrasings are marked "real" with where they come from.

Oracle texts (../shared/cards/oracle-reference.txt): Giant Growth "Target creature gets +3/+3 until end of turn.";
Mending Hands "Prevent the next 4 damage that would be dealt to any target this turn."; Samite Healer "{T}: Prevent
the next 1 damage that would be dealt to any target this turn."; Shock 2 damage, Lightning Bolt 3 damage to any
target; Serra Angel 4/4 flying, vigilance; Hill Giant 3/3; Grizzly Bears 2/2.
"""

from __future__ import annotations

import pytest
from test_reader_retold import answered, asked_back

from commands.ask import ask_reply


def _outcomes(data: dict) -> list[tuple[tuple[str, ...], dict[str, str], dict[str, int]]]:
    """Each outcome: its choices, each permanent's zone (by name), each player's life."""
    return [
        (
            tuple(o.get("choices") or ()),
            {p["name"]: p["zone"] for p in o["permanents"].values()},
            {n: p["life"] for n, p in o["players"].items()},
        )
        for o in data["outcomes"]
    ]


# --- a card said not to be used is never used ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "zone", "life"),
    [
        # audit9: each was still cast in a second outcome ("it survives if You cast Giant Growth …")
        ("I control Grizzly Bears. opp shocks it. I have Giant Growth in hand but I don't cast it. does it survive?",
         "graveyard", 20),
        ("I control Grizzly Bears. opp shocks it. I have Giant Growth in hand. I decide not to cast it. is it dead?",
         "graveyard", 20),
        ("I control Grizzly Bears. opp shocks it. I have Giant Growth in hand. I don't respond. does it die?",
         "graveyard", 20),
        ("I control Grizzly Bears. opp shocks it. I have Giant Growth in hand, I pass. does it die?", "graveyard", 20),
        ("I'm at 2. opp shocks me. I have Mending Hands in hand, but I don't cast it. am I dead?", None, 0),
        ("I'm at 3. opp bolts me. I have Mending Hands in hand. I have no response. am I dead?", None, 0),
        ("I'm at 3. opp bolts me. I have Mending Hands in hand. I hold it. am I dead?", None, 0),
        ("I control Grizzly Bears and Samite Healer. opp shocks the bear. I could activate Samite Healer but I don't. "
         "does my bear survive?", "graveyard", 20),
        # real (a judges' rules tip: "If you pass priority and your opponent has no response, it's too late …")
        ("I'm at 3. opp bolts me. I have Mending Hands in hand. I pass priority and my opponent has no response. "
         "am I dead?", None, 0),
    ],
)  # fmt: skip
def test_a_card_said_not_to_be_used_is_in_no_outcome(text, zone, life, pool_index):
    data = answered(text, pool_index)
    [(choices, zones, lives)] = _outcomes(data)
    assert choices == () and lives["You"] == life, data["outcomes"]
    assert zone is None or zones["Grizzly Bears"] == zone, zones
    assert any("in any outcome (it was said to be usable)" in n for n in data["interpretation"])


def test_another_card_still_offered_and_it_beside_two_asked_back(pool_index):
    text = "I control Grizzly Bears. opp shocks it. I have Giant Growth and Mending Hands in hand. "
    data = answered(text + "I don't cast Giant Growth. does it survive?", pool_index)
    assert [c for c, *_ in _outcomes(data)] == [
        ("You don't cast Mending Hands",),
        ("You cast Mending Hands targeting Grizzly Bears",),
    ]
    asked_back(text + "I don't cast it. does it survive?", pool_index, "which isn't said (Giant Growth or Mending")


# --- the card cast is the one said to be in hand ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "zone", "first"),
    [
        # audit9: the card in hand and the one cast were two: "it dies if You cast Shock targeting Hill Giant" (two
        # Shocks), and an 8/8 that survives Bolt and Shock (two Giant Growths)
        ("I control Grizzly Bears. opp controls Hill Giant. I have Shock in hand. I shock his giant. does it die?",
         {"Hill Giant": "battlefield"}, "Hill Giant survives"),
        ("I control Grizzly Bears. I have Giant Growth in hand. opp bolts it. I cast Giant Growth on it. then opp "
         "shocks it. does it survive?", {"Grizzly Bears": "graveyard"}, "Grizzly Bears dies"),
        ("I control Grizzly Bears. opp attacks with Hill Giant. I have Giant Growth in hand. I block with my bear and "
         "cast Giant Growth on it. does my bear survive?", {"Grizzly Bears": "battlefield", "Hill Giant": "graveyard"},
         "Grizzly Bears survives"),
        # audit9: refused, '"it" could be several cards (It That Betrays, Ith, High Arcanist, …)'
        ("I control Grizzly Bears. opp shocks it. I have Giant Growth in hand and cast it on my bear. does my bear "
         "survive?", {"Grizzly Bears": "battlefield"}, "Grizzly Bears survives"),
        ("I'm at 3. I have Mending Hands in hand. opp bolts me. I cast it on myself. am I dead?", {},
         "You survive at 3 life"),
        # real (a forum question: "Nissa is at 2 life and 8 poison, but has Healing Salve in hand"), told as cast
        ("I'm at 2. I have Healing Salve in hand. opp shocks me. In response I cast Healing Salve on myself to "
         "prevent 3 damage. am I dead?", {}, "You survive at 2 life"),
    ],
)  # fmt: skip
def test_the_card_cast_is_the_one_in_hand(text, zone, first, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [(choices, zones, _)] = _outcomes(reply.data)
    assert choices == () and {n: zones[n] for n in zone} == zone, reply.data["outcomes"]
    assert reply.data["answer"] == first
    assert any("is the one said to be in your hand" in n for n in reply.data["interpretation"])


def test_two_in_hand_one_cast_leaves_one_to_choose(pool_index):
    data = answered(
        "I control Grizzly Bears. I have two Giant Growths in hand. opp bolts it. in response I cast Giant Growth on "
        "it. does it survive?",
        pool_index,
    )
    sizes = [o["permanents"]["grizzly-bears"]["power"] for o in data["outcomes"]]
    assert sizes == [5, 8], data["outcomes"]  # the one cast, then the other one too


# --- a spell a player could cast, in chat words --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "dies_if_cast"),
    [
        # audit9: set aside ("Not part of the situation"), answered "Hill Giant survives" without the spell
        ("I control Grizzly Bears. opp controls Hill Giant. I could shock his giant or not. does it die?", False),
        ("I control Grizzly Bears. opp controls Hill Giant. I could shock his giant. does it die?", False),
        # audit9: refused as "names Lightning Bolt … e.g. Opponent controls Lightning Bolt"
        ("I control Grizzly Bears. opp controls Hill Giant. I could bolt his giant or not. does it die?", True),
        ("I control Grizzly Bears. opp controls Hill Giant. I might bolt his giant. does it die?", True),
    ],
)
def test_a_spell_one_could_cast_is_cast_or_not(text, dies_if_cast, pool_index):
    data = answered(text, pool_index)
    (no, not_cast, _), (yes, cast, _) = _outcomes(data)
    assert not no[0].startswith("You cast") and yes[0].startswith("You cast") and "Hill Giant" in yes[0], yes
    assert not_cast["Hill Giant"] == "battlefield"
    assert cast["Hill Giant"] == ("graveyard" if dies_if_cast else "battlefield")


@pytest.mark.parametrize(
    "text",
    [
        "I control Grizzly Bears. opp shocks it. I could Giant Growth it or not. does it survive?",
        "I control Grizzly Bears. opp shocks it. I could respond with Giant Growth or let it resolve. does it survive?",
    ],
)
def test_a_pump_one_could_cast_saves_it_in_one_outcome(text, pool_index):
    data = answered(text, pool_index)
    assert [z["Grizzly Bears"] for _, z, _ in _outcomes(data)] == ["graveyard", "battlefield"]
    assert data["answer"] == (
        "Grizzly Bears dies if You don't cast Giant Growth; it survives if You cast Giant Growth targeting "
        "Grizzly Bears"
    )


def test_could_bolt_him_is_a_choice_could_have_bolted_him_is_not(pool_index):
    could = answered("opp is at 3. I could bolt him. does he die?", pool_index)
    assert [o["players"]["Opponent"]["life"] for o in could["outcomes"]] == [3, 0]
    data = answered("I control Grizzly Bears. opp shocks it. I could have bolted him. does it survive?", pool_index)
    assert len(data["outcomes"]) == 1 and data["outcomes"][0]["players"]["Opponent"]["life"] == 20


# --- "does the Shock kill me?" when more than the Shock deals the damage -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # audit9: answered "You lose" / "Hill Giant dies" though the Shock alone leaves me at 3 / the giant alive
        "I'm at 5. opp shocks me then bolts me. does the shock kill me?",
        "I control Hill Giant. opp shocks it then bolts it. does the shock kill it?",
        # real (a forum question: "Can a Tarfire kill a Tarmogoyf …"), told of a second spell
        "I control Hill Giant. opp shocks it. then he bolts it. can the shock kill my Hill Giant?",
    ],
)
def test_a_kill_question_about_one_of_two_sources_gets_no_first_line(text, pool_index):
    data = answered(text, pool_index)
    assert data["answer"] is None and len(data["outcomes"]) == 1


def test_a_kill_question_about_the_only_source_is_answered(pool_index):
    assert answered("I'm at 5. opp shocks me then bolts me. does the bolt kill me?", pool_index)["answer"] is None
    assert answered("I'm at 2. opp shocks me. does the shock kill me?", pool_index)["answer"] == (
        "You lose (0 life, 704.5a)"
    )


# --- generic creatures and players said in chat ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "blocker"),
    [
        # audit9: refused as 'no card named "flier" (did you mean Fireslinger or Flickerwisp?)'
        ("I control Serra Angel. opp attacks with a 3/3. I block with my flier. does my flier die?", "Serra Angel"),
        ("I control a 2/2 flier. opp attacks with a 3/3. I block with my flier.", "2/2 creature"),
    ],
)
def test_my_flier_is_the_one_creature_with_flying(text, blocker, pool_index):
    data = answered(text, pool_index)
    [(_, zones, _)] = _outcomes(data)
    assert any(f'"my flier" is read as {blocker}, the only one with flying.' == n for n in data["interpretation"])
    assert zones[blocker] == ("battlefield" if blocker == "Serra Angel" else "graveyard")


def test_a_keyword_noun_with_none_or_two_is_asked_back(pool_index):
    asked_back("opp attacks with a 3/3. I block with my flier.", pool_index, "You control no creatures with flying")
    asked_back(
        "I control Serra Angel and a 2/2 flier. opp attacks with a 3/3. I block with my flier.",
        pool_index,
        "You control 2 creatures with flying",
    )


def test_the_trampler(pool_index):
    # real (a forum question: "I attacked with a 2/1 with trample, and he blocked with a 1/1 … because the trampler
    # died"), told with a Shock at the trampler
    data = answered(
        "I attacked with a 2/1 with trample, and he blocked with a 1/1. He shocks the trampler.", pool_index
    )
    assert any('"the trampler" is read as 2/1 creature' in n for n in data["interpretation"])
    assert {o["permanents"]["2-1-creature"]["zone"] for o in data["outcomes"]} == {"graveyard"}


@pytest.mark.parametrize(
    ("text", "life"),
    [
        # audit9: refused as '"pro red" is ambiguous: did you mean Rune of Protection: Red or Circle of …?'
        ("opp has pro red. I attack with Hill Giant. opp is at 3. does he lose?", 3),
        ("opp has pro-green. I attack with Grizzly Bears. opp is at 2. does he lose?", 2),
    ],
)
def test_pro_a_colour_is_protection(text, life, pool_index):
    data = answered(text, pool_index)
    assert data["outcomes"][0]["players"]["Opponent"]["life"] == life and data["answer"].startswith("Opponent survives")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # audit9: set aside ("Not part of the situation"), answered as if it couldn't happen ("Hill Giant dies")
        ("opp controls Hill Giant. I bolt his giant. he could have a trick. does it die?", "without its card"),
        ("opp controls Hill Giant. I bolt it. he could pump it. does it die?", "without its card"),
        # audit9: answered "Grizzly Bears survives", the block floated in the message dropped
        ("I control Grizzly Bears. I could block with it. opp attacks with Hill Giant. does my bear die?",
         "whether it happens isn't said"),
        ("I control Grizzly Bears. opp attacks with Hill Giant. I might chump with my bear. am I dead?",
         "whether it happens isn't said"),
    ],
)  # fmt: skip
def test_a_possibility_without_its_card_or_a_floated_block_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


def test_a_supposition_not_to_respond_is_said_and_a_real_can_attack_is_read_as_stated(pool_index):
    data = answered(
        "I control Grizzly Bears. opp shocks it. I have Giant Growth in hand. if I don't respond, does it die?",
        pool_index,
    )
    assert data["answer"] == "Grizzly Bears dies" and len(data["outcomes"]) == 1
    assert 'Told as a supposition ("if …"), answered as if it happens: "I don\'t respond"' in data["interpretation"]
    # real (the corpus: "I can attack with a 3/3 and the opponent can block with a 1/1 …"): still read as stated
    data = answered("I can attack with a 3/3 and Opponent can block with a 1/1. does the 1/1 die?", pool_index)
    assert data["answer"] == "1/1 creature dies"


@pytest.mark.parametrize(
    ("text", "said", "now", "zone"),
    [
        # audit9: read as a 2/2 before its counter (a 3/3 that survives the Shock), the reading not saying so
        ("my 2/2 has a +1/+1 counter. opp shocks it. does it die?", "2/2", "3/3", "battlefield"),
        ("I control a 4/4 (it has a +1/+1 counter). opp bolts it. does it die?", "4/4", "5/5", "battlefield"),
        # real (the corpus: "a 4/1 creature with trample and undying. It has a +1/+1 counter", a Strangleroot Geist)
        ("It's my turn. I control a 4/1 creature with trample and undying. It has a +1/+1 counter. Opponent shocks "
         "it.", "4/1", "5/2", "graveyard"),
    ],
)  # fmt: skip
def test_a_size_said_beside_counters_is_said_to_be_before_them(text, said, now, zone, pool_index):
    data = answered(text, pool_index)
    [(_, zones, _)] = _outcomes(data)
    assert list(zones.values()) == [zone]
    note = f"{said} creature: {said} is read as its size before its counters ({now} with them, CR 122.1a)."
    assert note in data["interpretation"], data["interpretation"]


@pytest.mark.parametrize(
    ("text", "zones"),
    [
        # audit9: refused ("can't read 'I am holding Giant Growth'", "no card named 'Giant Growth from my hand'")
        ("I control Grizzly Bears. opp shocks it. I'm holding Giant Growth. does it survive?",
         ["graveyard", "battlefield"]),
        ("opp controls Hill Giant. I bolt his giant. he's holding Giant Growth. does it die?",
         ["graveyard", "battlefield"]),
        ("I control Grizzly Bears. opp shocks it. I cast Giant Growth from my hand on my bear. does it survive?",
         ["battlefield"]),
    ],
)  # fmt: skip
def test_holding_a_card_is_having_it_in_hand_and_from_my_hand_is_a_cast(text, zones, pool_index):
    data = answered(text, pool_index)
    name = "Hill Giant" if "Hill Giant" in text else "Grizzly Bears"
    assert [z[name] for _, z, _ in _outcomes(data)] == zones


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # audit9: "mine"/"his" read as the player: "Opponent survives at 20 life" though his giant dies
        ("I control Grizzly Bears. opp controls Hill Giant. I bolt his giant. does his survive?", "Hill Giant dies"),
        ("I control Grizzly Bears. opp controls Hill Giant. I shock his giant and he shocks my bear. does mine die?",
         "Grizzly Bears dies"),
        # real-derived (a judges' Rules Day: "What if I attack you with the same 4/4 … and you block with a 4/4 …"),
        # told of sizes alone; it was refused as "4/4 creature can't attack its own controller's side"
        ("I attack with a 4/4 and he blocks with a 4/4. does his die?", "4/4 creature [4-4-creature-2] dies"),
    ],
)  # fmt: skip
def test_mine_and_his_said_alone_are_a_permanent_of_that_player(text, first, pool_index):
    assert answered(text, pool_index)["answer"] == first


def test_mine_beside_two_of_mine_gets_no_first_line(pool_index):
    text = "I control Grizzly Bears and Samite Healer. opp controls Hill Giant. I bolt his giant. does mine survive?"
    assert answered(text, pool_index)["answer"] is None
    assert answered(text.replace("mine survive", "his survive"), pool_index)["answer"] == "Hill Giant dies"


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # audit9: "dies if You don't cast Giant Growth (#2)", though the first Giant Growth alone saves it: that line
        # ends in the same game as casting only the second, so its choices were hidden behind the other's
        ("I control Grizzly Bears. I have two Giant Growths in hand. opp bolts it. does it survive?",
         "Grizzly Bears dies if You don't cast Giant Growth and You don't cast Giant Growth (#2); it survives if You "
         "cast Giant Growth targeting Grizzly Bears (#2)"),
        # audit9: "it survives if You cast Giant Growth targeting Grizzly Bears", though a Bolt after it kills the 5/5
        ("I control Grizzly Bears. opp shocks it. I have Giant Growth in hand. opp has Lightning Bolt in hand. does my "
         "bear survive?",
         "Grizzly Bears dies if You don't cast Giant Growth; it survives if You cast Giant Growth targeting Grizzly "
         "Bears and Opponent doesn't cast Lightning Bolt or You cast Giant Growth targeting Grizzly Bears and "
         "Opponent casts Lightning Bolt targeting You or You cast Giant Growth targeting Grizzly Bears and Opponent "
         "casts Lightning Bolt targeting Opponent"),
    ],
)  # fmt: skip
def test_a_condition_is_never_one_a_hidden_line_of_another_outcome_has(text, first, pool_index):
    assert answered(text, pool_index)["answer"] == first


@pytest.mark.parametrize(
    "text",
    [
        # audit9: "you lose … if Opponent casts Lightning Bolt targeting You", the Mending Hands said first never able
        # to answer the Bolt (cards offered with nothing on the stack are put in the order told)
        "I'm at 3. I have Mending Hands in hand. opp has Lightning Bolt in hand. does he kill me?",
        "I'm at 3. opp has Lightning Bolt in hand. I have Mending Hands in hand. am I dead?",
        # real-derived (a forum question: "Nissa is at 2 life and 8 poison, but has Healing Salve in hand. Can
        # Nissa survive?"), told with the other player's card in hand too
        "I'm at 2. I have Healing Salve in hand. opp has Shock in hand. am I dead?",
    ],
)
def test_both_players_cards_in_hand_with_nothing_cast_are_asked_back(text, pool_index):
    asked_back(text, pool_index, "which one answers the other isn't said")
