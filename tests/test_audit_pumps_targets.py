"""Audit of the pumps, regeneration, destroy and anthem lines (h-audB): wrong rulings found by asking real
situations, each asserted here on the real outcome with the rules it rests on."""

from __future__ import annotations

import pool_cards as pool
import pytest

NAMES = ("Gideon Jura", "Doom Blade", "Terminate", "Grizzly Bears")


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


# --- a target is chosen on the board as it is then (CR 601.2c): a planeswalker that became a creature ----------


@pytest.mark.parametrize("spell", ["Doom Blade", "Terminate"])
def test_a_creature_spell_may_target_gideon_once_his_0_has_resolved(index, spell):
    """Gideon Jura's 0 resolved first ('Then'): he is a 6/6 creature (CR 613.1d), so 'destroy target creature'
    may target him (601.2c) and destroys him (701.7a); his prevention shield doesn't stop a destroy."""
    o = pool.only(
        index,
        f"I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0. Then opponent casts {spell} "
        "targeting Gideon Jura.",
    )
    assert o.permanents["gideon-jura"].zone == "graveyard"
    assert any("701.7a" in s.rules and "destroyed" in s.text for s in o.log)


def test_a_creature_spell_cast_before_gideons_0_resolves_cant_target_him(index):
    """Doom Blade cast first, Gideon's 0 activated in response: as Doom Blade is cast Gideon isn't a creature."""
    pool.refused(
        index,
        "I control Gideon Jura with 6 loyalty. Opponent casts Doom Blade targeting Gideon Jura. "
        "In response, I activate Gideon Jura's 0.",
        "needs a creature",
    )


def test_without_his_0_gideon_is_no_creature_to_target(index):
    pool.refused(
        index,
        "I control Gideon Jura with 6 loyalty. Opponent casts Doom Blade targeting Gideon Jura.",
        "needs a creature",
    )
