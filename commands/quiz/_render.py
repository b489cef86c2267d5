"""The quiz as text: one Reply per thing shown (a question, its reveal, the summary, the leaderboard …), written
once for the console (Reply.to_text) and Discord (bot/cogs/quiz/_embeds.py turns these into embeds).

`name(user_id)` says how a player is shown: a mention in Discord (it never pings: allowed_mentions is none),
the id in the console.
"""

from __future__ import annotations

from collections.abc import Callable

from commands.reply import Reply, Section
from commands.safe_text import neutral

from . import _scoring as scoring
from ._question import Question
from ._sessions import PERIODS, Posted, QuizSettings, Reveal, Standing, Summary, TopicStats

Name = Callable[[str], str]
REPORTS_SHOWN = 5
REASONS = {"time": "Time's up", "skip": "Skipped by vote", "early": "Everyone answered", "stopped": "Quiz stopped"}


def _plain(user: str) -> str:
    return user


def heading(posted: Posted) -> str:
    q = posted.question
    return f"Question {posted.number}/{posted.total} · {q.topic} · level {q.level} · {posted.session['mode']}"


def prompt_line(question: Question) -> str:
    return question.prompt + (" (select all that apply)" if question.kind == "multi" else "")


def option_lines(question: Question) -> list[str]:
    return [f"{o.letter}. {o.text}" for o in question.options]


def question_reply(posted: Posted) -> Reply:
    q = posted.question
    sections = []
    if q.cards:
        sections.append(Section("Cards", [", ".join(q.cards)]))
    sections.append(Section(prompt_line(q), option_lines(q)))
    how = "type the letters, e.g. A C" if q.kind == "multi" else "type the letter"
    sections.append(Section("Answer", [f"{how} · {posted.session['timer']} s · ruleset {q.ruleset}"]))
    return Reply(heading(posted), q.situation, sections)


def reveal_sections(reveal: Reveal, name: Name = _plain) -> list[Section]:
    q = reveal.question
    counts = [
        f"{o.letter}. {'✓' if o.correct else '✗'} {reveal.option_counts.get(o.letter, 0)} picked" for o in q.options
    ]
    sections = [Section("Answers", counts)]
    why = [f"{o.letter}. {o.why}" for o in q.options if not o.correct and o.why]
    if why:
        sections.append(Section("Why the others are wrong", why))
    right_why = [f"{o.letter}. {o.why}" for o in q.options if o.correct and o.why]
    if right_why:
        sections.append(Section("Why", right_why))
    if q.rules:
        sections.append(Section("Rules", [", ".join(q.rules)]))
    if reveal.session["mode"] != "practice" and reveal.right:
        scored = [f"{name(u)} +{reveal.points.get(u, 0)}" for u in reveal.right]
        sections.append(Section("Right", [" · ".join(scored)]))
    return sections


def reveal_summary(reveal: Reveal) -> str:
    q = reveal.question
    right = sorted(q.correct_letters())
    answer = " · ".join(f"{o.letter}. {o.text}" for o in q.options if o.correct)
    got = len(reveal.right)
    reason = REASONS.get(reveal.reason, "Closed")
    label = "Answer" if len(right) == 1 else "Answers"
    return f"{reason}. {label}: {answer}\n{got} of {reveal.answered} got it right."


def reveal_reply(reveal: Reveal, name: Name = _plain) -> Reply:
    title = f"Question {reveal.number}/{reveal.session['total']} — the answer"
    return Reply(title, reveal_summary(reveal), reveal_sections(reveal, name))


def explanation_reply(question: Question) -> Reply:
    steps = [f"{i}. {step}" for i, step in enumerate(question.explanation, 1)] or ["(no steps recorded)"]
    sections = [Section("How the engine resolves it", steps)]
    if question.rules:
        sections.append(Section("Rules", [", ".join(question.rules)]))
    sections.append(Section("Question", [f"{question.id} · engine {question.engine_version}"]))
    return Reply("Explanation", question.situation, sections)


def summary_reply(summary: Summary, name: Name = _plain) -> Reply:
    s = summary.session
    mode = s["mode"]
    if not summary.standings:
        lines = ["Nobody answered."]
    elif mode == "exam":
        lines = []
        for st in summary.standings:
            r = summary.exam(st)
            lines.append(f"{name(st.user)}: {r.right}/{r.asked} ({r.percent} %) — {'pass' if r.passed else 'not yet'}")
    elif mode == "sprint":
        lines = [
            f"{i}. {name(st.user)}: {st.points} points ({st.right}/{st.answered} right)"
            for i, st in enumerate(summary.standings, 1)
        ]
    else:
        lines = [f"{name(st.user)}: {st.right}/{st.answered} right" for st in summary.standings]
    text = f"{summary.asked} question(s) asked, {mode} mode."
    if mode == "exam":
        text += f" Pass mark {scoring.PASS_MARK} %."
    if summary.note:
        text += " " + summary.note
    ended = {"stopped": "Quiz stopped", "error": "Quiz ended"}.get(summary.reason, "Quiz over")
    return Reply(ended, text, [Section("Scores", lines)])


def started_reply(posted: Posted) -> Reply:
    s = posted.session
    what = f"{s['total']} question(s), {s['mode']} mode, {s['timer']} s each, ruleset {s['ruleset']}"
    if s["topic"]:
        what += f", topic {s['topic']}"
    if s["level"]:
        what += f", level {s['level']}"
    return Reply("Quiz started", what + ". Anyone may answer, once per question.")


def leaderboard_reply(standings: list[Standing], where: str, period: str, name: Name = _plain) -> Reply:
    when = {"all": "all time", "week": "the last 7 days", "month": "the last 30 days"}[
        period if period in PERIODS else "all"
    ]
    lines = [
        f"{i}. {name(s.user)}: {s.points} points · {s.right}/{s.answered} right" for i, s in enumerate(standings, 1)
    ]
    return Reply(
        f"Quiz leaderboard — {where}, {when}",
        "" if lines else "No answers yet.",
        [Section("Players", lines)] if lines else [],
    )


def me_reply(stats: list[TopicStats]) -> Reply:
    if not stats:
        return Reply("Your quiz results", "You haven't answered a quiz question here yet.")
    lines = [f"{s.topic}: {s.right}/{s.answered} right ({s.percent} %)" for s in stats]
    answered, right = sum(s.answered for s in stats), sum(s.right for s in stats)
    return Reply("Your quiz results", f"{right}/{answered} right overall.", [Section("By topic", lines)])


def review_reply(misses: list[tuple[Question, str]]) -> Reply:
    if not misses:
        return Reply("Your misses", "Nothing to review: no wrong answers yet.")
    sections = []
    for q, letters in misses:
        right = ", ".join(sorted(q.correct_letters()))
        lines = [q.situation, prompt_line(q), f"You picked {', '.join(letters)}; the answer is {right}."]
        lines += [f"{o.letter}. {o.why}" for o in q.options if o.letter in letters and not o.correct and o.why]
        if q.rules:
            lines.append("Rules: " + ", ".join(q.rules))
        sections.append(Section(f"{q.topic} · level {q.level}", lines))
    return Reply("Your misses", f"The last {len(misses)} question(s) you got wrong.", sections)


def settings_reply(
    settings: QuizSettings, role: str | None = None, reports: list[dict] | None = None, name: Name = _plain
) -> Reply:
    lines = [
        f"timer: {settings.timer} s",
        f"questions: {settings.count}",
        f"reveal: {settings.reveal}",
        f"skip votes: {settings.skip_votes}",
        f"topics: {', '.join(settings.topics) if settings.topics else 'all'}",
        f"quizmaster role: {role or 'none'}",
    ]
    sections = [Section("Settings", lines)]
    if reports:  # for moderators: the latest reports on questions
        shown = []
        for r in reports[:REPORTS_SHOWN]:
            question = Question.model_validate_json(r["question"])
            where = f"{question.id} (quiz {r['session_id']}, question {r['number']})"
            shown.append(f"{where} by {name(r['user_id'])}: {neutral(r['text'])}")
        sections.append(Section(f"Reports ({len(reports)})", shown))
    return Reply("Quiz settings", "", sections)
