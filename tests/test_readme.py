"""The README's commands are the ones CI and users run."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _sh_blocks() -> list[str]:
    return re.findall(r"```sh\n(.*?)\n```", (ROOT / "README.md").read_text(), flags=re.S)


def test_ci_runs_exactly_the_readme_test_command():
    test_command = _sh_blocks()[1].strip()
    ci_lines = [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if line and not line.startswith("#")]
    assert ci_lines[-1] == test_command
    assert "pytest" in test_command and "pip install" in test_command


def test_readme_run_command_runs_the_bot():
    run_command = _sh_blocks()[0].strip()
    assert run_command.endswith(".venv/bin/rulekeeper bot") and "pip install" in run_command


def test_every_ask_example_in_the_readme_answers():
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex
    from commands.ask import ask_reply

    index = CardIndex(bundled_cards())
    found = 0
    for block in _sh_blocks():
        for m in re.finditer(r'rulekeeper ask "([^"]+)"(?: --ruleset (\S+))?', block):
            reply = ask_reply(m.group(1), ruleset=m.group(2) or "mtg", index=index)
            assert not reply.error, (m.group(1), reply.summary)
            found += 1
    assert found >= 4


def test_dockerfile_runs_the_bot_as_a_non_root_user_with_state_on_a_volume():
    text = (ROOT / "Dockerfile").read_text()
    assert text.startswith("#") and "FROM python:3.11-slim" in text
    assert "USER rulekeeper" in text and 'VOLUME ["/data"]' in text
    assert "DATABASE_PATH=/data/" in text and 'CMD ["bot"]' in text
    # an init as PID 1 forwards docker stop's SIGTERM (the bot then closes within 5 s) and reaps processes
    assert "install -y --no-install-recommends tini" in text and "STOPSIGNAL SIGTERM" in text
    assert 'ENTRYPOINT ["/usr/bin/tini", "--", "rulekeeper"]' in text
    assert "DISCORD_TOKEN=" not in text
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".env", ".git", ".venv", "*.sqlite3*"} <= set(ignored)
