"""JupyterLab and Chromium for the browser tests: started here, stopped here, nothing left behind.

`jupyter_lab(root_dir, work_dir)` starts the JupyterLab of this virtualenv on a
free loopback port with a random token and its own settings, workspaces and
config folders (so neither a person's settings nor an old workspace changes
what the test sees), with the application exposed as ``window.jupyterapp``
(as JupyterLab's own Galata tests do) so a test can ask the notebook's kernel
what the widgets' models hold. `chromium()` starts headless Chromium through Playwright:
the system one (``CHROMIUM`` environment variable, else ``chromium`` on PATH)
or, if there is none, Playwright's own download (``playwright install
chromium``). When no browser starts, the test fails, it is never skipped.
"""

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

# Flags known to work on this project's machines (headless, as root, no network but loopback).
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]

LAB_SETTINGS = {
    # every cell in the DOM (the default lazily attaches cells outside the viewport)
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}


# The defaults `make lab` installs (tools/lab/overrides.json: deck mode shows the prompts, whose
# overlay would otherwise cover the left of every output and take a click on column 0 of a board;
# deck mode's font sizes and whole outputs; no news pop-up and no update check, so no request leaves
# the machine and no toast covers the deck's arrows).
PROJECT_OVERRIDES = Path(__file__).resolve().parent.parent / "tools" / "lab" / "overrides.json"


def lab_settings():
    """LAB_SETTINGS merged with the project's overrides (a plugin in both gets both's keys),
    as {settings file name: values}."""
    settings = {name: dict(values) for name, values in LAB_SETTINGS.items()}
    for plugin, values in json.loads(PROJECT_OVERRIDES.read_text()).items():
        settings.setdefault(f"{plugin.replace(':', '/')}.jupyterlab-settings", {}).update(values)
    return settings


class Lab:
    """A running JupyterLab: `url` (no trailing slash), `token`, `log` (path of its output)."""

    def __init__(self, url, token, log):
        self.url, self.token, self.log = url, token, log

    def page_url(self, path):
        return f"{self.url}/{path}?token={self.token}"

    def log_tail(self, lines=40):
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])


def free_port():
    """Return a TCP port free on 127.0.0.1 right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def jupyter_lab(root_dir, work_dir, start_timeout=120):
    """Run JupyterLab on `root_dir` (loopback, free port, random token); yield a `Lab`."""
    work_dir = Path(work_dir)
    settings = work_dir / "settings"
    for name, values in lab_settings().items():
        (settings / name).parent.mkdir(parents=True, exist_ok=True)
        (settings / name).write_text(json.dumps(values))
    env = dict(os.environ)
    env.pop("MPLBACKEND", None)  # the kernel draws inline, as for a person
    env.update(JUPYTERLAB_SETTINGS_DIR=str(settings),
               JUPYTERLAB_WORKSPACES_DIR=str(work_dir / "workspaces"),
               JUPYTER_CONFIG_DIR=str(work_dir / "config"),
               JUPYTER_RUNTIME_DIR=str(work_dir / "runtime"),
               IPYTHONDIR=str(work_dir / "ipython"))
    port, token = free_port(), secrets.token_hex(16)
    log = work_dir / "jupyterlab.log"
    command = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
               f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
               f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root_dir}",
               "--LabApp.extension_manager=readonly",  # no extension listing from PyPI
               "--LabApp.expose_app_in_browser=True"]  # window.jupyterapp: the test asks the kernel
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # CI runs as root
        command.append("--allow-root")
    with open(log, "wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, env=env, start_new_session=True)
    lab = Lab(f"http://127.0.0.1:{port}", token, log)
    try:
        _wait_until_up(lab, process, start_timeout)
        yield lab
    finally:
        _stop(lab, process)


def _request(lab, path, method="GET"):
    request = urllib.request.Request(f"{lab.url}/{path}", method=method,
                                     headers={"Authorization": f"token {lab.token}"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.status


def shut_down_kernels(lab):
    """End every notebook session of the server (and its kernel), e.g. between two tests."""
    request = urllib.request.Request(f"{lab.url}/api/sessions",
                                     headers={"Authorization": f"token {lab.token}"})
    with urllib.request.urlopen(request, timeout=5) as response:
        sessions = json.load(response)
    for session in sessions:
        _request(lab, f"api/sessions/{session['id']}", method="DELETE")


def _wait_until_up(lab, process, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"JupyterLab exited with code {process.returncode}:\n{lab.log_tail()}",
                        pytrace=False)
        try:
            if _request(lab, "api/status") == 200:
                return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.5)
    pytest.fail(f"JupyterLab did not answer within {timeout} s:\n{lab.log_tail()}", pytrace=False)


def _stop(lab, process):
    """Ask the server to shut down (it stops its kernels), then make sure its process group is gone."""
    with contextlib.suppress(Exception):
        _request(lab, "api/shutdown", method="POST")
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        pass
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=10)


def chromium_executable():
    """The system Chromium to use (``CHROMIUM``, else ``chromium`` on PATH), or None for Playwright's own."""
    return os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


@contextlib.contextmanager
def chromium():
    """Yield a headless Playwright `Browser`; fail the test (never skip) if none starts."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as error:
        pytest.fail(f"Playwright is not installed ({error}): run `make test-browser`, which installs "
                    "the `browser` extra (pip install -e '.[browser]')", pytrace=False)
    executable = chromium_executable()
    with sync_playwright() as playwright:
        try:
            browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS,
                                                 headless=True, timeout=60_000)
        except Exception as error:  # any launch failure is a test failure with a remedy
            pytest.fail(
                f"Chromium could not start ({executable or 'Playwright download'}): {error}\n"
                "Install a browser: `apt-get install -y chromium` (Debian/Ubuntu), or "
                "`.venv/bin/python -m playwright install chromium` where the network allows; "
                "or point the CHROMIUM environment variable at a Chromium binary.", pytrace=False)
        try:
            yield browser
        finally:
            browser.close()
