"""/quiz in the console: the same session typed in a terminal (letters answer), the same reveal text as Discord."""

from __future__ import annotations

import io

import pytest
from quiz_fixtures import Clock, Source

from bot.console import ConsoleQuiz, console_loop, dispatch
from bot.storage import Storage
from commands.channel import Handlers


@pytest.fixture
async def store(tmp_path):
    s = await Storage.open(tmp_path / "console.sqlite3")
    yield s
    await s.close()


async def test_a_quiz_played_by_typing_letters(store):
    clock = Clock()
    quiz = ConsoleQuiz(store, Source(), clock)
    handlers = Handlers(store)
    lines = "\n".join(
        [
            "/quiz start questions:3 mode:sprint timer:20",
            "E",  # not an option of question 1
            "B",
            "A C",
            "/quiz leaderboard",
            "/quiz me",
            "/quiz review",
            "/quiz report 2 the wording of E",
            "/quiz stop",
            "/quit",
        ]
    )
    out = io.StringIO()
    await console_loop(handlers, io.StringIO(lines + "\n"), out, quiz)
    text = out.getvalue()
    assert "Quiz started\n3 question(s), sprint mode, 20 s each, ruleset mtg" in text
    assert "Question 1/3 · prevention · level 1 · sprint" in text and "B. It dies: 2 damage is lethal" in text
    assert "type the letter · 20 s" in text
    assert "error: answer with A, B, C" in text
    assert "Your answer B to question 1 is in" in text
    assert "Everyone answered. Answer: B. It dies: 2 damage is lethal\n1 of 1 got it right." in text
    assert "A. ✗ 0 picked" in text and "B. ✓ 1 picked" in text
    assert "A. The shield prevents only 1 of the 3 damage, not all of it (615.7)." in text
    assert "Which of these are true afterwards? (select all that apply)" in text
    assert "type the letters, e.g. A C" in text
    assert "Answers: A. You are at 20 life · C. Opponent is at 20 life" in text
    assert "1. console: 41 points · 2/2 right" in text  # 10+5, then 20+5 and a streak of 1
    assert "combat: 1/1 right (100 %)" in text and "Nothing to review" in text
    assert "question 2 is reported" in text
    assert "Quiz stopped" in text and "Question 3/3" in text
    [report] = await store.quiz_reports("console")
    assert report["text"] == "the wording of E"


async def test_late_answers_errors_and_settings(store):
    clock = Clock()
    quiz = ConsoleQuiz(store, Source(kinds="s"), clock)
    handlers = Handlers(store)
    reply = await dispatch(handlers, "B", quiz)
    assert reply.error and "no quiz is running" in reply.summary
    reply = await dispatch(handlers, "/quiz start questions:30", quiz)
    assert reply.error and "1 to 20 questions" in reply.summary
    reply = await dispatch(handlers, "/quiz settings timer:15 questions:2 topics:prevention", quiz)
    assert "timer: 15 s" in reply.to_text() and "topics: prevention" in reply.to_text()
    await dispatch(handlers, "/quiz start", quiz)
    clock.advance(16)
    reply = await dispatch(handlers, "B", quiz)
    assert "Too late: time's up for question 1." in reply.to_text() and "0 of 0 got it right" in reply.to_text()
    assert "Question 2/2" in reply.to_text()
    reply = await dispatch(handlers, "/quiz skip", quiz)
    assert "Skipped by vote" in reply.to_text() and "Quiz over" in reply.to_text()
    reply = await dispatch(handlers, "/quiz settings reset:channel", quiz)
    assert reply.summary == "Saved."
    reply = await dispatch(handlers, "/quiz bogus", quiz)
    assert reply.error and "use /quiz start" in reply.summary


async def test_the_console_and_discord_show_the_same_reveal(store):
    from commands.quiz._render import reveal_reply
    from commands.quiz._sessions import QuizSessions

    clock = Clock()
    quiz = ConsoleQuiz(store, Source(), clock)
    handlers = Handlers(store)
    await dispatch(handlers, "/quiz start questions:1", quiz)
    text = (await dispatch(handlers, "B", quiz)).to_text()
    sessions = QuizSessions(store, Source(), clock)
    [session] = await store._rows("SELECT id FROM quiz_sessions")
    again = reveal_reply(await sessions.revealed(session["id"], 1, "early")).to_text()
    assert again in text
