"""A legend called by the name before its comma that several legends share ("Emrakul": the Aeons Torn, the Promised
End) is the one whose text the message quotes (commands/reader/unmodelled.py, _told_apart); quoted by none, it stays
unread. Real text as typed."""

from __future__ import annotations

from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.unmodelled import unmodelled_lines

QUESTIONS = {e["id"]: e["question"] for e in entries()}


def test_a_shared_short_name_told_apart_by_the_text_quoted(pool_index):
    """jb-065 (WagicProject/wagic #597): "… doesn't kill Emrakul … since it has protection from colored spells":
    the Aeons Torn's keyword (the Promised End has protection from instants); its annihilator is what isn't
    modelled."""
    assert [n for n, _ in unmodelled_lines(QUESTIONS["jb-065"], pool_index, "mtg")] == ["Emrakul, the Aeons Torn"]
    reply = ask_reply(QUESTIONS["jb-065"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Emrakul, the Aeons Torn: "annihilator 6"')


def test_a_shared_short_name_quoting_nothing_stays_unread(pool_index):
    """magefree/mage #4389: "When Emrakul attacks, his trigger is put on the stack but nothing happens and the
    opponent isn't asked to sacrifice any permanents." quotes neither Emrakul's text: no card is guessed."""
    text = (
        "When Emrakul attacks, his trigger is put on the stack but nothing happens and the opponent isn't asked to "
        "sacrifice any permanents."
    )
    assert unmodelled_lines(text, pool_index, "mtg") == []
