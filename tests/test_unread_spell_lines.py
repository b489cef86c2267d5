"""A spell line the compiler can't read refuses by name (exit 3), never a guessed target count or X; and an
imported card isn't hidden by a bundled card of another game with its name (Magic's Fireball, Grand Archive's)."""

from __future__ import annotations

from cardindex.models import Card, Face
from cardindex.store import CardStore
from commands.ask import ask_reply
from commands.cardsource import load_index


def test_an_imported_card_named_like_a_bundled_card_of_another_game_is_kept(tmp_path, pool_index):
    """Magic's Fireball was dropped by the importer's "bundled first" rule because Grand Archive's bundled
    Fireball has its name ("no card named Fireball (did you mean Recall?)")."""
    fireball = Card(name="Fireball", faces=[Face(name="Fireball", type_line="Sorcery")])
    store = CardStore(tmp_path)
    store.save("mtg", [fireball])
    index = load_index(store)
    assert index.get("Fireball", "mtg") is not None and index.get("Fireball", "grand-archive") is not None
    assert pool_index.get("Fireball", "mtg").faces[0].type_line == "Sorcery"


def test_an_unread_damage_line_is_named_not_a_target_count(pool_index):
    """A damage line that isn't read beside a "Draw a card." that is: the reader said "Electrolyze needs 0 targets,
    got 1" (exit 2). Electrolyze's divided damage is read now (and Cunning Strike's two targets); Needle Drop's
    "that was dealt damage this turn" isn't."""
    reply = ask_reply("I control Grizzly Bears. Opponent casts Needle Drop targeting Grizzly Bears.", index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Needle Drop: "Needle Drop deals 1 damage to any target')


def test_an_unread_x_line_is_named_not_said_to_have_no_x(pool_index):
    """An X in a line the compiler doesn't read: it said 'Fireball has no X: leave out "with X = 3"'. Fireball is
    read now; Burn from Within's "deals X damage to any target. If a creature is dealt damage this way, …" isn't."""
    reply = ask_reply(
        "I control Grizzly Bears. Opponent casts Burn from Within with X=3 targeting Grizzly Bears.", index=pool_index
    )
    assert reply.exit_code == 3 and reply.summary.startswith('Burn from Within: "Burn from Within deals X damage')


def test_she_survives_is_a_question_not_a_cast_of_survive(pool_index):
    """ "she survives?" was read as Opponent casting Survive (Struggle // Survive), refused naming Struggle."""
    text = "I attack her with Hill Giant. she blocks with Grizzly Bears. she survives?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [o] = reply.data["outcomes"]
    assert o["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    assert o["permanents"]["hill-giant"]["damage"] == 2
    assert not any("Struggle" in line for line in reply.sections[0].lines)
