"""A fresh machine: `python3 build.py test` gets Chromium itself when it may, else says the one command."""
import importlib.util
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("build_script", ROOT / "build.py")
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)


def test_without_root_it_prints_the_one_install_command(monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(build, "find_chromium", lambda: None)
    monkeypatch.setattr(build.os, "geteuid", lambda: 1000, raising=False)
    monkeypatch.setattr(build.subprocess, "run", lambda *a, **k: calls.append(a))
    assert build.ensure_chromium() is None
    assert calls == []
    assert "apt-get update && apt-get install -y chromium" in capsys.readouterr().err


def test_as_root_with_apt_get_it_installs_chromium(monkeypatch):
    found = iter([None, "/usr/bin/chromium"])
    calls = []
    monkeypatch.setattr(build, "find_chromium", lambda: next(found))
    monkeypatch.setattr(build.os, "geteuid", lambda: 0, raising=False)
    monkeypatch.setattr(build.shutil, "which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(build.subprocess, "run",
                        lambda cmd, **k: calls.append(cmd) or subprocess.CompletedProcess(cmd, 0))
    assert build.ensure_chromium() == "/usr/bin/chromium"
    assert calls == [["sh", "-c", "apt-get update && apt-get install -y chromium"]]


def test_ruff_is_configured_and_the_code_is_clean():
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    assert "ruff" in text and "line-length = 120" in text
    assert build.lint() == 0
