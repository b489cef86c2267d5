"""An unknown name spanning a line break is quoted on one line (found by tests/test_reader_fuzz.py's hypothesis
search: "no card named "trampler\\nopp"" broke the one-line refusal)."""

from __future__ import annotations

from commands.ask import ask_reply


def test_an_unknown_name_across_lines_is_quoted_on_one_line(pool_index):
    reply = ask_reply("1.\nOpponent controls a 4/4 trampler\nopp has a 4/4 lifelink attacking", index=pool_index)
    assert reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    # ("trampler", a keyword's noun, is no card's name: once quoted as "trampler opp", across the line break)
    assert not reply.summary.startswith("no card named"), reply.summary
