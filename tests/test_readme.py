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


def test_readme_run_command_points_at_a_real_example():
    run_command = _sh_blocks()[0]
    example = re.search(r"resolve (\S+\.json)", run_command).group(1)
    assert (ROOT / example).is_file()
