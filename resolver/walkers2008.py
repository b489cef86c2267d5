"""Rules of the 2008 game that today's rules don't have, stopped where they could apply (resolver/mtg2008.py
names them): the planeswalker uniqueness rule, and noncombat damage to a player redirected to a planeswalker
they control by the source's controller. Under a rule system without them these do nothing."""

from __future__ import annotations

from .context import Run
from .effects import Piece


def refuse_walker_uniqueness(run: Run) -> None:
    """Two planeswalkers on the battlefield that share a planeswalker type (2008's uniqueness rule)."""
    seen: set[str] = set()
    for obj in run.state.objects.values():
        if obj.on_battlefield and obj.is_planeswalker:
            if seen & obj.subtypes:
                run.ruleset.refuse_if_undecided("pw_uniqueness")
            seen |= obj.subtypes


def refuse_walker_redirect(run: Run, piece: Piece) -> None:
    """Noncombat damage an opponent's source would deal to a player who controls a planeswalker (2008: its
    controller may have it dealt to that planeswalker instead)."""
    st = run.state
    if piece.combat or piece.recipient not in st.players or piece.source not in st.objects:
        return
    if st.objects[piece.source].controller == piece.recipient:
        return
    if any(o.on_battlefield and o.is_planeswalker and o.controller == piece.recipient for o in st.objects.values()):
        run.ruleset.refuse_if_undecided("pw_redirect")
