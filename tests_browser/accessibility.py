"""axe-core in Chromium: the WCAG 2.0/2.1 A and AA rules run on a page, violations counted and judged.

axe-core is the npm package pinned in tools/reveal/package.json (installed by
`make slides` into build/npm/). `axe_violations(page, context)` injects it into
the page (shadowing RequireJS's `define`, which the decks load, so axe becomes
the global `axe`) and returns ``[(rule, impact, nodes)]``. `Ledger` collects
every violation found as a row of build/browser/accessibility.csv (page or
slide, rule, impact, count) and says which are not known.

`KNOWN` lists the violations that are not of this project's making, each with its
upstream cause: a rule found where its pattern matches is reported in the CSV
but does not fail the test. Everything else fails it. Goal: none of our own.
"""

import csv
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AXE = ROOT / "build" / "npm" / "node_modules" / "axe-core" / "axe.min.js"
CSV = ROOT / "build" / "browser" / "accessibility.csv"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

# (where: a regex on "site:...", "deck:...", "lab:...", rule id) -> the upstream cause
KNOWN = {
    (r"^lab:", "image-alt"):
        "JupyterLab 4 renders image outputs without the `alt` of their metadata "
        "(rendermime renderImage; jupyter/enhancement-proposals#120 proposes the `alt` key)",
    (r"^lab:", "color-contrast"):
        "JupyterLab's light theme: dimmed prompts, code and UI greys under 4.5:1 "
        "(jupyterlab/jupyterlab#8832, #16888); the decks and the site override them",
    (r"^lab:", "aria-allowed-attr"):
        "JupyterLab's toolbar buttons (jp-button) carry aria-pressed, not allowed for their role "
        "(jupyterlab/jupyterlab#16891)",
    (r"^lab:", "aria-required-children"):
        "JupyterLab's windowed notebook: the viewport's role does not allow its cells as children "
        "(jupyterlab/jupyterlab#14765, notebook ARIA)",
    (r"^lab:", "aria-input-field-name"):
        "CodeMirror's cell editor (role textbox) has no accessible name in JupyterLab "
        "(jupyterlab/jupyterlab#16890)",
}

RUN_AXE = """async ([source, selector, tags]) => {
    if (!window.axe) {
        window.axe = new Function('define', 'module', 'exports', source + '; return axe;')();
    }
    const context = selector ? document.querySelector(selector) : document;
    const result = await window.axe.run(context, {runOnly: {type: 'tag', values: tags},
                                                  resultTypes: ['violations']});
    return result.violations.map(v => [v.id, v.impact, v.nodes.map(n => n.target.join(' ')),
                                       v.nodes.map(n => n.failureSummary).slice(0, 2)]);
}"""


def axe_violations(page, selector=None):
    """Run axe-core's WCAG 2.0/2.1 A and AA rules on the page (or the element `selector`).

    Returns ``[(rule, impact, targets, summaries)]``, one per rule violated.
    """
    assert AXE.exists(), f"{AXE} is missing: `make slides` installs tools/reveal/package.json"
    return page.evaluate(RUN_AXE, [AXE.read_text(encoding="utf-8"), selector, TAGS])


def known_cause(where, rule):
    """The upstream cause of a known violation, or None when it is ours."""
    for (pattern, known_rule), cause in KNOWN.items():
        if known_rule == rule and re.search(pattern, where):
            return cause
    return None


class Ledger:
    """Every violation found, by place; written to build/browser/accessibility.csv."""

    def __init__(self):
        self.rows = []  # (where, rule, impact, count, upstream cause or "")
        self.details = []

    def add(self, where, violations):
        for rule, impact, targets, summaries in violations:
            cause = known_cause(where, rule) or ""
            self.rows.append((where, rule, impact, len(targets), cause))
            if not cause:
                self.details.append(f"{where}: {rule} ({impact}) on {targets[:3]}: {summaries[:1]}")

    def ours(self, prefix):
        """The violations of our own making found in places starting with `prefix`."""
        return [d for d in self.details if d.startswith(prefix)]

    def write(self):
        CSV.parent.mkdir(parents=True, exist_ok=True)
        with CSV.open("w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out)
            writer.writerow(["page or slide", "rule", "impact", "count", "upstream cause"])
            writer.writerows(sorted(self.rows))
