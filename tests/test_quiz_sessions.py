"""The quiz as a state machine over the store (commands/quiz/_sessions.py) and its scoring (_scoring.py): no
Discord, a clock moved by hand, questions from a deterministic source."""

from __future__ import annotations

import json

import pytest
from quiz_fixtures import Clock, Source

from bot.storage import Storage
from commands.quiz import _scoring as scoring
from commands.quiz._render import question_reply, reveal_reply, summary_reply
from commands.quiz._sessions import Posted, QuizRefused, QuizSessions, Summary, seed_for


@pytest.fixture
async def store(storage_target):
    s = await Storage.open(storage_target)
    yield s
    await s.close()


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def quiz(store, clock):
    return QuizSessions(store, Source(), clock)


# --- scoring ----------------------------------------------------------------------------------------------


def test_right_is_all_or_nothing():
    assert scoring.is_right("B", "B") and scoring.is_right(["c", "a"], {"A", "C"})
    assert not scoring.is_right({"A"}, {"A", "C"}) and not scoring.is_right({"A", "B", "C"}, {"A", "C"})


def test_points_per_mode():
    assert scoring.points("practice", 3, True) == 0
    assert scoring.points("exam", 3, True) == 1 and scoring.points("exam", 3, False) == 0
    assert scoring.points("sprint", 1, False, 0, 30, 9) == 0
    assert scoring.points("sprint", 1, True, elapsed=30, timer=30) == 10  # no bonus at the end of the timer
    assert scoring.points("sprint", 2, True, elapsed=0, timer=30) == 20 + scoring.SPEED_BONUS
    assert scoring.points("sprint", 3, True, elapsed=15, timer=30, streak=2) == 30 + 2 + 2  # round(2.5) == 2
    assert scoring.points("sprint", 3, True, elapsed=0, timer=30, streak=99) == 30 + 5 + scoring.STREAK_BONUS
    with pytest.raises(ValueError):
        scoring.points("blitz", 1, True)


def test_streaks_and_the_exam_mark():
    assert scoring.streak_before([True, False, True, True]) == 2 and scoring.streak_before([]) == 0
    assert scoring.exam_result(7, 10) == scoring.ExamResult(7, 10, 70, True)
    assert not scoring.exam_result(2, 3).passed and not scoring.exam_result(0, 0).passed
    assert scoring.exam_result(2, 3, pass_mark=60).passed


# --- a whole session ---------------------------------------------------------------------------------


async def test_a_sprint_session_from_start_to_summary(quiz, clock, store):
    posted = await quiz.start("c1", "g1", "mod", questions=2, mode="sprint", timer=30)
    assert isinstance(posted, Posted) and posted.number == 1 and posted.deadline == clock.now + 30
    sid = posted.session["id"]
    row = await store.quiz_question(sid, 1)
    assert row["seed"] == seed_for(sid, 1) == posted.question.seed and row["template"] == "shield-bolt"
    assert json.loads(row["question"])["engine_version"] == "test-1" and row["ruleset"] == "mtg"
    with pytest.raises(QuizRefused, match="running in this channel already"):
        await quiz.start("c1", "g1", "mod")
    clock.advance(3)
    ok = await quiz.answer(sid, 1, "alice", "b")
    assert "Your answer B to question 1 is in" in ok.message
    with pytest.raises(QuizRefused, match="answered question 1 already"):
        await quiz.answer(sid, 1, "alice", "A")
    with pytest.raises(QuizRefused, match="pick one letter"):
        await quiz.answer(sid, 1, "bob", "A C")
    with pytest.raises(QuizRefused, match="answer with A, B, C"):
        await quiz.answer(sid, 1, "bob", "E")
    await quiz.answer(sid, 1, "bob", "A")
    await quiz.answer(sid, 1, "carol", "B")
    assert await quiz.due() == []
    clock.advance(30)
    with pytest.raises(QuizRefused, match="time's up"):
        await quiz.answer(sid, 1, "dave", "B")
    assert await quiz.due() == [(sid, 1)]
    reveal = await quiz.reveal(sid, 1, "time")
    assert reveal.option_counts == {"A": 1, "B": 2, "C": 0} and reveal.answered == 3
    assert reveal.right == ["alice", "carol"]
    # 3 s of 30: a speed bonus of 4 of 5
    assert reveal.points["alice"] == 10 + 4 and reveal.points["carol"] == 10 + 4 and reveal.points["bob"] == 0
    assert await quiz.reveal(sid, 1, "skip") is None  # once only, whichever path comes first
    text = reveal_reply(reveal).to_text()
    assert "Answer: B. It dies: 2 damage is lethal" in text and "2 of 3 got it right" in text
    assert "A. The shield prevents only 1 of the 3 damage" in text and "615.7, 704.5g" in text
    second = await quiz.advance(sid)
    assert isinstance(second, Posted) and second.number == 2 and second.question.kind == "multi"
    assert "select all that apply" in question_reply(second).to_text()
    # select-all: toggles, then submit
    assert (await quiz.toggle(sid, 2, "alice", "A")).picks == "A"
    assert (await quiz.toggle(sid, 2, "alice", "C")).picks == "AC"
    assert (await quiz.toggle(sid, 2, "alice", "D")).picks == "ACD"
    assert (await quiz.toggle(sid, 2, "alice", "D")).picks == "AC"
    clock.advance(1)
    assert (await quiz.submit(sid, 2, "alice")).submitted
    with pytest.raises(QuizRefused, match="already"):
        await quiz.toggle(sid, 2, "alice", "B")
    with pytest.raises(QuizRefused, match="pick at least one"):
        await quiz.submit(sid, 2, "bob")
    await quiz.answer(sid, 2, "bob", "A")  # only half of it: wrong
    clock.advance(40)
    reveal = await quiz.reveal(sid, 2, "time")
    assert reveal.option_counts == {"A": 2, "B": 0, "C": 1, "D": 0, "E": 0} and reveal.right == ["alice"]
    assert reveal.points["alice"] == 20 + 5 + 1  # level 2, answered at once, one right before it
    summary = await quiz.advance(sid)
    assert isinstance(summary, Summary) and summary.reason == "done" and summary.asked == 2
    assert [(s.user, s.points) for s in summary.standings] == [("alice", 40), ("carol", 14), ("bob", 0)]
    assert await quiz.current("c1") is None
    assert "1. alice: 40 points (2/2 right)" in summary_reply(summary).to_text()


async def test_exam_and_practice_scores(quiz, clock):
    posted = await quiz.start("c2", "g1", "mod", questions=2, mode="exam")
    sid = posted.session["id"]
    await quiz.answer(sid, 1, "alice", "B")
    await quiz.answer(sid, 1, "bob", "B")
    clock.advance(31)
    await quiz.reveal(sid, 1, "time")
    await quiz.advance(sid)
    await quiz.answer(sid, 2, "alice", "A C")
    await quiz.answer(sid, 2, "bob", "A C E")
    clock.advance(31)
    await quiz.reveal(sid, 2, "time")
    summary = await quiz.advance(sid)
    text = summary_reply(summary).to_text()
    assert "alice: 2/2 (100 %) — pass" in text and "bob: 1/2 (50 %) — not yet" in text
    posted = await quiz.start("c3", "g1", "mod", questions=1)
    assert posted.session["mode"] == "practice"
    await quiz.answer(posted.session["id"], 1, "alice", "B")
    reveal, summary = await quiz.stop("c3")
    assert reveal.reason == "stopped" and reveal.points == {"alice": 0} and summary.reason == "stopped"
    assert "alice: 1/1 right" in summary_reply(summary).to_text()


async def test_start_checks_its_options(quiz, store):
    for kwargs, message in [
        ({"questions": 21}, "1 to 20 questions"),
        ({"timer": 5}, "10 to 120 seconds"),
        ({"mode": "blitz"}, "unknown mode"),
        ({"level": 4}, "level is 1, 2 or 3"),
        ({"ruleset": "chess"}, "unknown ruleset chess"),
    ]:
        with pytest.raises(QuizRefused, match=message):
            await quiz.start("c1", None, "mod", **kwargs)
    failing = QuizSessions(store, Source(fail=True), quiz.clock)
    with pytest.raises(QuizRefused, match="no question template fits"):
        await failing.start("c1", None, "mod", topic="counters")
    assert await quiz.current("c1") is None  # the failed start left no session open
    posted = await quiz.start("c1", None, "mod", topic="Prevention", level=3, ruleset="mtg-2008")
    assert quiz.source.calls[0][:3] == ("prevention", 3, "mtg-2008")
    assert posted.session["total"] == 5 and posted.session["timer"] == 30


async def test_skip_votes_need_a_majority_of_players_or_three(quiz, clock):
    sid = (await quiz.start("c1", "g1", "mod", questions=3)).session["id"]
    votes, needed, _ = await quiz.skip("c1", "zed")  # nobody answered yet: one vote is a majority
    assert (votes, needed) == (1, 1)
    await quiz.reveal(sid, 1, "skip")
    await quiz.advance(sid)
    for user in ("u1", "u2", "u3", "u4", "u5", "u6"):
        await quiz.answer(sid, 2, user, "A C")
    assert (await quiz.skip("c1", "u1"))[:2] == (1, 3)  # 6 players: majority 4, capped at 3
    assert (await quiz.skip("c1", "u1"))[:2] == (1, 3)  # a second vote by the same user doesn't count
    assert (await quiz.skip("c1", "u2"))[:2] == (2, 3)
    await quiz.set_settings("channel:c1", skip_votes=2)
    sid2 = None
    await quiz.stop("c1")
    sid2 = (await quiz.start("c1", "g1", "mod")).session["id"]
    assert sid2 != sid and (await quiz.store.quiz_session(sid2))["skip_votes"] == 2


async def test_everyone_in_and_the_started_by_player(quiz):
    sid = (await quiz.start("c1", "g1", "mod", questions=2)).session["id"]
    assert not (await quiz.answer(sid, 1, "alice", "B")).everyone_in  # the moderator who started hasn't
    assert (await quiz.answer(sid, 1, "mod", "B")).everyone_in


async def test_leaderboards_by_channel_server_and_period_and_their_reset(store, clock):
    quiz = QuizSessions(store, Source(kinds="s"), clock)

    async def play(channel, answers):
        sid = (await quiz.start(channel, "g1", "mod", questions=1, mode="sprint")).session["id"]
        for user, letters in answers:
            await quiz.answer(sid, 1, user, letters)
        clock.advance(31)
        await quiz.reveal(sid, 1, "time")
        await quiz.advance(sid)

    await play("c1", [("alice", "B"), ("bob", "A")])
    clock.advance(10 * 86400)
    await play("c2", [("bob", "B")])
    board = await quiz.leaderboard("c1", "g1", "channel")
    assert [(s.user, s.points) for s in board] == [("alice", 15), ("bob", 0)]
    board = await quiz.leaderboard("c1", "g1", "server")
    assert [(s.user, s.points, s.answered) for s in board] == [("alice", 15, 1), ("bob", 15, 2)]
    week = await quiz.leaderboard("c1", "g1", "server", "week")
    assert [s.user for s in week] == ["bob"]
    await quiz.reset_leaderboard("c1", "g1", "channel", "mod")
    assert await quiz.leaderboard("c1", "g1", "channel") == []
    assert len(await quiz.leaderboard("c2", "g1", "server")) == 2  # a channel reset leaves the server's
    await quiz.reset_leaderboard("c2", "g1", "server", "mod")
    assert await quiz.leaderboard("c2", "g1", "server") == [] and await quiz.leaderboard("c2", "g1") == []
    with pytest.raises(QuizRefused, match="period"):
        await quiz.leaderboard("c1", "g1", period="year")


async def test_me_review_and_reports(quiz, clock, store):
    sid = (await quiz.start("c1", "g1", "mod", questions=2)).session["id"]
    await quiz.answer(sid, 1, "alice", "A")
    clock.advance(31)
    await quiz.reveal(sid, 1, "time")
    await quiz.advance(sid)
    await quiz.answer(sid, 2, "alice", "AC")
    clock.advance(31)
    await quiz.reveal(sid, 2, "time")
    await quiz.advance(sid)
    stats = {s.topic: (s.right, s.answered, s.percent) for s in await quiz.me("alice", "c1", "g1")}
    assert stats == {"prevention": (0, 1, 0), "combat": (1, 1, 100)}
    [(question, letters)] = await quiz.review("alice", "c1", "g1")
    assert question.template == "shield-bolt" and letters == "A"
    assert await quiz.review("bob", "c1", "g1") == []
    report = await quiz.report("c1", "alice", 2, "Option E reads oddly")
    [stored] = await store.quiz_reports(guild="g1")
    assert stored["id"] == report and stored["number"] == 2 and "fog-lifelink" in stored["question"]
    with pytest.raises(QuizRefused, match="no question 7"):
        await quiz.report("c1", "alice", 7, "")
    with pytest.raises(QuizRefused, match="no quiz has been played"):
        await quiz.report("c9", "alice", 1, "")


async def test_settings_channel_over_server_and_topics(quiz):
    await quiz.set_settings("guild:g1", timer=60, count=3, topics="prevention, combat", role_id=77)
    await quiz.set_settings("channel:c1", timer=20)
    settings = await quiz.settings("c1", "g1")
    assert (settings.timer, settings.count, settings.topics, settings.role_id) == (
        20,
        3,
        ["prevention", "combat"],
        "77",
    )
    with pytest.raises(QuizRefused, match="topics are prevention, combat"):
        await quiz.start("c1", "g1", "mod", topic="counters")
    with pytest.raises(QuizRefused, match="10 to 120"):
        await quiz.set_settings("channel:c1", timer=500)
    posted = await quiz.start("c1", "g1", "mod")
    assert posted.session["timer"] == 20 and posted.session["total"] == 3
    assert quiz.source.calls[0][0] in ("prevention", "combat")  # a topic of the channel's, by the seed


async def test_a_session_continues_after_a_restart(storage_target, clock):
    path = storage_target
    store = await Storage.open(path)
    quiz = QuizSessions(store, Source(), clock)
    sid = (await quiz.start("c1", "g1", "mod", questions=2, mode="sprint")).session["id"]
    await quiz.set_message(sid, 1, 555)
    await quiz.answer(sid, 1, "alice", "B")
    await store.close()
    clock.advance(100)  # the bot was down past the deadline
    store = await Storage.open(path)
    quiz = QuizSessions(store, Source(), clock)
    assert await quiz.due() == [(sid, 1)]
    reveal = await quiz.reveal(sid, 1, "time")
    assert reveal.right == ["alice"] and reveal.message_id == "555"
    nxt = await quiz.advance(sid)
    assert nxt.number == 2 and nxt.question.seed == seed_for(sid, 2)
    assert await store.schema_version() == 3
    await store.close()


async def test_a_version_1_database_is_migrated_and_its_scores_kept(tmp_path):
    import sqlite3

    from bot.storage import MIGRATIONS

    path = tmp_path / "v1.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(MIGRATIONS[0])
    db.execute("INSERT INTO channels (channel_id, updated_at) VALUES ('c1', 'then')")
    db.execute("INSERT INTO quiz_scores (channel_id, user_id, points) VALUES ('c1', 'u1', 7)")
    db.execute("PRAGMA user_version=1")
    db.commit()
    db.close()
    store = await Storage.open(path)
    assert await store.schema_version() == len(MIGRATIONS) == 3
    assert await store.add_points("c1", "u1", 3) == 10  # version 1's scores keep working
    assert await store._rows("SELECT * FROM quiz_sessions_v1") == []
    quiz = QuizSessions(store, Source(), Clock())
    assert (await quiz.start("c1", None, "mod")).number == 1
    await store.close()


async def test_a_question_that_cannot_be_made_ends_the_quiz_with_the_scores(store, clock):
    source = Source()
    quiz = QuizSessions(store, source, clock)
    sid = (await quiz.start("c1", None, "mod", questions=3)).session["id"]
    await quiz.answer(sid, 1, "alice", "B")
    await quiz.reveal(sid, 1, "time")
    source.fail = True
    summary = await quiz.advance(sid)
    assert summary.reason == "error" and "ended early: no question template fits" in summary.note
    assert [s.user for s in summary.standings] == ["alice"] and await quiz.current("c1") is None


async def test_the_generator_feeds_a_session(store, clock):
    from commands.quiz._sessions import generate

    quiz = QuizSessions(store, generate, clock)
    posted = await quiz.start("c1", None, "mod", topic="prevention", questions=2, mode="sprint")
    question = posted.question
    assert question.seed == (await store.quiz_question(posted.session["id"], 1))["seed"]
    assert question.topic == "prevention" and question.correct_letters()
    right = "".join(sorted(question.correct_letters()))
    await quiz.answer(posted.session["id"], 1, "alice", right)
    reveal = await quiz.reveal(posted.session["id"], 1, "time")
    assert reveal.right == ["alice"]
    assert "Why the others are wrong" in reveal_reply(reveal).to_text()
    assert isinstance(await quiz.advance(posted.session["id"]), Posted)


async def test_a_quiz_the_database_left_without_its_first_question_does_not_block_the_channel(
    quiz, store, clock, monkeypatch
):
    """The database went away after the session row was written and before its first question (bench/load.py
    --pg-restarts): closing it failed too. The channel's next /quiz start says a quiz is running for a minute,
    then closes the half-started one and starts."""
    from bot.storage import StorageUnavailable

    async def down(*_args: object, **_kw: object) -> None:
        raise StorageUnavailable("ConnectionRefusedError")

    with monkeypatch.context() as m:
        m.setattr(store, "quiz_add_question", down)
        m.setattr(store, "quiz_close", down)
        with pytest.raises(StorageUnavailable):
            await quiz.start("c9", "g1", "mod")
    half = await store.quiz_open_session("c9")
    assert half is not None and await store.quiz_question(half["id"], 1) is None
    with pytest.raises(QuizRefused, match="a quiz is running"):
        await quiz.start("c9", "g1", "mod")  # it may still be posting its question
    clock.advance(61)
    posted = await quiz.start("c9", "g1", "mod")
    assert posted.session["id"] != half["id"] and posted.number == 1
    assert (await store.quiz_session(half["id"]))["closed_at"] is not None
