"""Counterspells (cardindex/templates/counterspells.py; resolver/play.py _counter): "Counter target spell." and
"… unless its controller pays {N}." A countered spell is put into its owner's graveyard and doesn't resolve (CR
701.5a); one that can't be countered isn't (101.2); paying or not is its controller's choice, each an outcome. The
target must be a spell still on the stack (cast before it, waiting: CR 115.1, 405.5). Before, each refused.

Oracle text (the 2018 pool): Counterspell "Counter target spell."; Mana Leak "Counter target spell unless its
controller pays {3}."; Negate "Counter target noncreature spell."; Combust "This spell can't be countered. / Combust
deals 5 damage to target white or blue creature. The damage can't be prevented."
"""

from __future__ import annotations

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut

BOLT = "I control Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears. In response, I cast"


def _outcomes(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    return [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]], reply.to_text()


def _zone(o, name):
    (p,) = [p for p in o.permanents.values() if p.name == name]
    return p.zone


def test_a_countered_spell_doesnt_resolve(pool_index):
    for card in ("Counterspell", "Negate"):
        (o,), text = _outcomes(pool_index, f"{BOLT} {card} targeting Lightning Bolt.")
        assert _zone(o, "Grizzly Bears") == "battlefield"
        assert "Lightning Bolt was countered: it doesn't resolve [701.5a]" in text


def test_unless_its_controller_pays_is_their_choice(pool_index):
    outcomes, text = _outcomes(pool_index, f"{BOLT} Mana Leak targeting Lightning Bolt.")
    assert sorted(_zone(o, "Grizzly Bears") for o in outcomes) == ["battlefield", "graveyard"]
    assert "Opponent pays {3}" in text


def test_a_spell_that_cant_be_countered_resolves(pool_index):
    (o,), text = _outcomes(
        pool_index,
        "Opponent controls Serra Angel. I cast Combust targeting Serra Angel. In response, opponent casts "
        "Counterspell targeting Combust.",
    )
    assert _zone(o, "Serra Angel") == "graveyard" and "Combust can't be countered [101.2]" in text


def test_a_spell_already_resolved_is_no_target(pool_index):
    reply = ask_reply(
        "Opponent casts Lightning Bolt targeting me. Lightning Bolt resolves. Then I cast Counterspell targeting "
        "Lightning Bolt.",
        index=pool_index,
    )
    assert reply.error and reply.exit_code == 2 and "already resolved" in reply.summary
