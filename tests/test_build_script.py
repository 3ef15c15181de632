"""A fresh machine: `python3 build.py test` gets Chromium itself when it may, else says the one command."""
import importlib.util
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("build_script", ROOT / "build.py")
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)
from buildtools import dev_env, stdlib_slim, vendor_runtime  # noqa: E402


def test_without_root_it_prints_the_one_install_command(monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(dev_env, "find_chromium", lambda: None)
    monkeypatch.setattr(dev_env.os, "geteuid", lambda: 1000, raising=False)
    monkeypatch.setattr(dev_env.subprocess, "run", lambda *a, **k: calls.append(a))
    assert dev_env.ensure_chromium() is None
    assert calls == []
    assert "apt-get update && apt-get install -y chromium" in capsys.readouterr().err


def test_as_root_with_apt_get_it_installs_chromium(monkeypatch):
    found = iter([None, "/usr/bin/chromium"])
    calls = []
    monkeypatch.setattr(dev_env, "find_chromium", lambda: next(found))
    monkeypatch.setattr(dev_env.os, "geteuid", lambda: 0, raising=False)
    monkeypatch.setattr(dev_env.shutil, "which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(dev_env.subprocess, "run",
                        lambda cmd, **k: calls.append(cmd) or subprocess.CompletedProcess(cmd, 0))
    assert dev_env.ensure_chromium() == "/usr/bin/chromium"
    assert calls == [["sh", "-c", "apt-get update && apt-get install -y chromium"]]


def test_ruff_is_configured_and_the_code_is_clean():
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    assert "ruff" in text and "line-length = 120" in text
    assert build.lint(sys.executable) == 0       # the ruff of the environment running the tests


def test_mypy_is_configured_and_the_engine_type_checks():
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    assert "[tool.mypy]" in text and 'python_version = "3.11"' in text and "check_untyped_defs = true" in text
    assert build.typecheck(sys.executable) == 0      # the mypy of the environment running the tests


def test_the_engine_says_it_is_typed_in_the_zip_and_the_package(tmp_path, monkeypatch):
    """PEP 561: a type checker reads the engine's annotations only where py.typed ships beside them."""
    from buildtools import engine_zip
    monkeypatch.setattr(engine_zip, "board_geometry", lambda: "{}")     # (the page's part, not asked here)
    monkeypatch.setattr(engine_zip, "catalogues", lambda: "{}")
    engine_zip.write_zip(tmp_path)
    with zipfile.ZipFile(tmp_path / engine_zip.ZIP_NAME) as archive:
        assert "powergrid/py.typed" in archive.namelist()
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]["package-data"]
    assert "py.typed" in package_data["powergrid"]


@pytest.mark.parametrize("tools", [("pytest", "ruff"), ("pytest", "ruff", "mypy")])
def test_a_venv_without_a_dev_tool_is_installed_again(tmp_path, monkeypatch, tools):
    scripts = tmp_path / ".venv" / "bin"
    scripts.mkdir(parents=True)
    for name in ("python",) + tools:
        (scripts / name).write_text("")
    monkeypatch.setattr(dev_env, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(dev_env, "venv_python", lambda: scripts / "python")
    (tmp_path / ".venv" / ".build-stamp").write_text(dev_env._venv_stamp())
    calls = []
    monkeypatch.setattr(dev_env, "run", lambda cmd, **k: calls.append(cmd))
    dev_env.ensure_venv()
    installs = [c for c in calls if "pip" in c and "install" in c]
    assert bool(installs) == ("mypy" not in tools)


def test_the_standard_library_keeps_whole_packages_and_exact_modules():
    names = ["json/", "json/__init__.py", "json/decoder.py", "jsonx.py", "re/__init__.py", "reprlib.py",
             "os.py", "site-packages/", "site-packages/README.txt", "tomllib/mypy.ini"]
    assert stdlib_slim.entries(names, ["json", "re", "os", "site-packages"]) == [
        "json/", "json/__init__.py", "json/decoder.py", "re/__init__.py", "os.py",
        "site-packages/", "site-packages/README.txt"]
    assert [stdlib_slim.module_name(n) for n in ("json/__init__.py", "json/decoder.py", "os.py")] == [
        "json", "json.decoder", "os"]


def test_a_keep_list_of_another_pyodide_is_refused_with_the_command(monkeypatch, tmp_path):
    keep = tmp_path / "stdlib_keep.json"
    keep.write_text('{"pyodide": "0.1.0", "modules": ["json"], "startup": []}', "utf-8")
    monkeypatch.setattr(stdlib_slim, "KEEP_FILE", keep)
    monkeypatch.setattr(stdlib_slim, "ROOT", tmp_path)
    with pytest.raises(SystemExit, match=r"Pyodide 0\.1\.0.*python3 buildtools/stdlib_keep\.py"):
        stdlib_slim.keep_list(vendor_runtime.PYODIDE_SRC)


class _Half:
    """A stand-in for one pytest run: its exit code, and what it printed."""
    def __init__(self, code: int):
        self.returncode = code

    def wait(self) -> int:
        return self.returncode


@pytest.mark.parametrize("codes, verdict", [
    ((0, 0), 0),        # both halves passed
    ((1, 0), 1),        # a failure in tests/ fails the run, though the browser half passed
    ((0, 1), 1),        # and the other way round
    ((5, 0), 0),        # a -k selection that leaves tests/ empty is no failure
    ((5, 5), 5),        # nothing collected at all is one
])
def test_the_whole_suite_runs_as_two_halves_and_fails_if_either_fails(monkeypatch, codes, verdict):
    """`python3 build.py test` runs tests/ beside e2e/ (two pytest processes) and its verdict is
    the worse of the two: a failing half is never hidden by the other's pass."""
    engine_code, browser_code = codes
    runs = []

    def popen(cmd, **kwargs):
        runs.append(cmd[3:])
        return _Half(engine_code)

    def run(cmd, **kwargs):
        runs.append(cmd[3:])
        return _Half(browser_code)

    monkeypatch.setattr(build.subprocess, "Popen", popen)
    monkeypatch.setattr(build.subprocess, "run", run)
    assert build._both_halves(Path(sys.executable), ["-q"], {}) == verdict
    engine_targets, browser_targets = build.halves()
    assert runs == [[*engine_targets, "-q"], [*browser_targets, "-q"]]


def test_the_two_halves_run_every_test_file_once():
    """Every file of tests/ and e2e/ is in exactly one half: the browser files moved beside the
    engine's tests are left out of the browser half."""
    engine_targets, browser_targets = build.halves()
    moved = [t for t in engine_targets if t.startswith("e2e/")]
    assert moved and all((ROOT / t).is_file() for t in moved)
    assert engine_targets[0] == "tests" and browser_targets[0] == "e2e"
    assert sorted(t.removeprefix("--ignore=") for t in browser_targets[1:]) == sorted(moved)
