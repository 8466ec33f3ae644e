"""Driving a step-through player (`course_lib.widgets.TracePlayer` or a subclass) in the page.

`PlayerStepper` moves the notebook's one player with its buttons, a drag of the
slider and keys on the slider. After each move it asks the kernel which step
the player holds and waits until the DOM shows it: the sentence beside the
buttons is the stepper's `explanation` for that step, line by line (white space
within a line collapsed, as the browser lays it out; for the MCTS player the
first line beside the buttons, the UCB1 table under the drawing), the buttons
have not moved nor changed size, the slider's readout is the step, and
the picture in the <img> (fetched from its blob URL and hashed) is a fresh
kernel drawing of that step: a new picture for each step, the same one each
time the step comes back. `assert_layout` checks what the lecture needs: the
sentence on the buttons' row, above the drawing, and a slider at least as wide
as the drawing. `step_through_whole_player` runs a notebook and makes the moves every player
test makes. Screenshots go to build/browser/<prefix>_NN_<action>.png.
"""

import base64
import re

from conftest import OUT, ROOT
from notebook_page import ask_kernel, assert_no_cell_failed, run_all_cells, wait_for

# SHA-256 (hex) of the picture an <img> shows, and the picture itself (base64), read from its src.
IMAGE_DIGEST = """async img => {
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return [[...digest].map(b => b.toString(16).padStart(2, '0')).join(''), btoa(binary)];
}"""

# The notebook's one trace player, as JSON; with fresh=True also the SHA-256 of a new drawing of
# its step (to check the widget's picture is that step's). The widget sets its sentence last,
# so a sentence naming the step means the picture is already there.
SNAPSHOT_CODE = """
def _browser_test_trace_player(fresh=False):
    import hashlib, json
    import course_lib
    from course_lib.widgets import TracePlayer
    players = [value for value in Out.values() if isinstance(value, TracePlayer)]
    assert len(players) == 1, f"expected one trace player in Out, found {len(players)}"
    player = players[0]
    stepper = player.stepper
    return json.dumps({
        "course_lib": course_lib.__file__, "step": stepper.step, "last": stepper.last, "explanation": stepper.explanation,
        "slider": player.slider.value, "sentence_html": player.explanation.value,
        "sha256": hashlib.sha256(player.drawing.value).hexdigest(),
        "fresh_sha256": hashlib.sha256(stepper.png(player.figsize)).hexdigest() if fresh else None})
"""


def lines_of(text):
    """The non-empty lines of `text`, each with its runs of white space (no-break spaces too) as one space.

    The browser wraps long lines and collapses spaces; a line break the widget
    writes (<br>) stays one, so a table keeps its rows.
    """
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


class PlayerStepper:
    """Moves the notebook's player in the page and checks it against the kernel after each move."""

    def __init__(self, page, widget, prefix):
        self.page, self.widget, self.prefix = page, widget, prefix
        self.sentence = widget.locator(".course-trace-sentence")
        self.slider = widget.locator(".course-trace-slider")
        self.image = widget.locator("img.course-trace-drawing")
        self.details = widget.locator(".course-trace-details")  # MCTS: the UCB1 table
        self.buttons = self.button_boxes()
        self.drawings = {}  # step -> SHA-256 of its picture
        self.last_png = ""
        self.actions = 0

    def press(self, button, name, step):
        self.widget.locator("button", has_text=button).click()
        return self.check(name, lambda s: s["step"] == step)

    def drag_slider(self, fraction, name):
        """Drag the slider's handle to `fraction` of its track, as a person does with the mouse."""
        before = self.snapshot()["step"]
        track = self.slider.locator(".noUi-target").bounding_box()
        handle = self.slider.locator(".noUi-handle").bounding_box()
        y = handle["y"] + handle["height"] / 2
        self.page.mouse.move(handle["x"] + handle["width"] / 2, y)
        self.page.mouse.down()
        self.page.mouse.move(track["x"] + fraction * track["width"], y, steps=10)
        self.page.mouse.up()
        return self.check(name, lambda s: s["step"] != before)

    def slider_key(self, key, name, step):
        self.slider.locator(".noUi-handle").press(key)
        return self.check(name, lambda s: s["step"] == step)

    def snapshot(self, fresh=False):
        return ask_kernel(self.page, SNAPSHOT_CODE, f"_browser_test_trace_player({fresh})")

    def button_boxes(self):
        """Where the buttons are in the widget (x, y, width, height; the page may scroll)."""
        origin = self.widget.bounding_box()
        boxes = [self.widget.locator("button", has_text=name).bounding_box()
                 for name in ("Previous", "Next")]
        return [(round(box["x"] - origin["x"]), round(box["y"] - origin["y"]),
                 round(box["width"]), round(box["height"])) for box in boxes]

    def dom(self):
        digest, png = self.image.evaluate(IMAGE_DIGEST)
        self.last_png = png
        details = self.details.inner_text() if self.details.count() else ""
        return {"sentence": lines_of(self.sentence.inner_text()), "details": lines_of(details),
                "readout": self.slider.locator(".widget-readout").inner_text().strip(),
                "sha256": digest}

    def check(self, name, kernel_done):
        """Wait for the kernel to reach the step, then for the DOM to show that step."""
        wait_for(self.snapshot, lambda s: kernel_done(s) and s["slider"] == s["step"]
                 and f"<b>step {s['step']} of" in s["sentence_html"], timeout=30,
                 message=f"{name}: the kernel did not move: ")
        snapshot = self.snapshot(fresh=True)
        step = snapshot["step"]
        assert snapshot["sha256"] == snapshot["fresh_sha256"], f"{name}: not the picture of step {step}"
        lines = lines_of(f"step {step} of {snapshot['last']}: {snapshot['explanation']}")
        if self.details.count():  # the first line beside the buttons, the rest under the drawing
            sentence, details = lines[:1], lines[1:]
        else:
            sentence, details = lines, []
        assert snapshot["sha256"] not in {sha for seen, sha in self.drawings.items() if seen != step}
        assert snapshot["sha256"] == self.drawings.get(step, snapshot["sha256"])
        expected = {"sentence": sentence, "details": details, "readout": str(step),
                    "sha256": snapshot["sha256"]}
        try:
            wait_for(self.dom, lambda shown: shown == expected, timeout=15,
                     message=f"{name}: the page does not show step {step}: ")
        except AssertionError:
            (OUT / f"{self.prefix}_failure_{name}_shown.png").write_bytes(base64.b64decode(self.last_png))
            raise
        assert self.button_boxes() == self.buttons, f"{name}: the buttons moved"
        if details:
            assert_below(self.image, self.details)  # the table under the drawing
        self.drawings[step] = snapshot["sha256"]
        self.actions += 1
        self.widget.screenshot(path=str(OUT / f"{self.prefix}_{self.actions:02d}_{name}.png"))
        return snapshot


def assert_below(upper, lower):
    """The element `upper` ends above where `lower` (both Playwright locators) starts."""
    top, bottom = upper.bounding_box(), lower.bounding_box()
    assert top["y"] + top["height"] <= bottom["y"], (top, bottom)


def assert_layout(widget):
    """The sentence sits on the buttons' row above the drawing; the slider spans the drawing."""
    next_button = widget.locator("button", has_text="Next").bounding_box()
    sentence = widget.locator(".course-trace-sentence").bounding_box()
    slider = widget.locator(".course-trace-slider").bounding_box()
    image = widget.locator("img.course-trace-drawing").bounding_box()
    middle = next_button["y"] + next_button["height"] / 2
    assert sentence["y"] <= middle <= sentence["y"] + sentence["height"], (sentence, next_button)
    assert sentence["x"] > next_button["x"] + next_button["width"]  # beside the buttons, to their right
    assert_below(widget.locator(".course-trace-sentence"), widget.locator("img.course-trace-drawing"))
    assert slider["width"] >= image["width"], (slider, image)
    assert re.fullmatch(r"\d+", widget.locator(".widget-readout").inner_text().strip())


def step_through_whole_player(page, lab, notebook_path, prefix):
    """Run the notebook; on its one player: Next, Next, Previous, slider drag, End, Previous.

    Every move is checked (`PlayerStepper.check`), the layout at the start;
    returns the `PlayerStepper` (its `drawings`: step -> SHA-256 of the picture).
    """
    run_all_cells(page, lab, notebook_path)
    assert_no_cell_failed(page)
    widget = page.locator(".course-trace-player")
    assert widget.count() == 1
    widget.scroll_into_view_if_needed(timeout=60_000)
    stepper = PlayerStepper(page, widget, prefix)

    start = stepper.check("start", lambda s: s["step"] == 0)
    assert start["course_lib"].startswith(str(ROOT / "course_lib")), start["course_lib"]
    last = start["last"]
    assert last > 10
    assert_layout(widget)
    stepper.press("Next", "next", 1)
    stepper.press("Next", "next_again", 2)
    stepper.press("Previous", "previous", 1)
    dragged = stepper.drag_slider(0.5, "slider_drag")
    assert 3 <= dragged["step"] <= last - 3, dragged  # half way along, roughly
    stepper.slider_key("End", "slider_end", last)
    assert widget.locator("button", has_text="Next").is_disabled()
    stepper.press("Previous", "previous_from_the_end", last - 1)
    assert len(set(stepper.drawings.values())) == len(stepper.drawings)  # one picture per step
    print(f"{stepper.actions} moves checked, steps seen {sorted(stepper.drawings)}; "
          f"screenshots in {OUT}")
    return stepper


def step_through_every_step(page, widget, record):
    """From step 0 (the slider's Home key) to the last with Next, `record(step)` at every step.

    Each press waits until the sentence says the next step ("step k of n", written
    last, after the drawing) and the slider's readout shows it; `record` measures
    the slide then (`presenting.present`). Returns the number of steps recorded.
    """
    sentence = widget.locator(".course-trace-sentence")
    readout = widget.locator(".widget-readout")
    shows = lambda step: lambda texts: texts[0].startswith(f"step {step} of ") and texts[1] == str(step)
    shown = lambda: (" ".join(sentence.inner_text().split()), readout.inner_text().strip())
    widget.locator(".course-trace-slider .noUi-handle").press("Home")
    last = int(re.match(r"step 0 of (\d+)", wait_for(shown, shows(0))[0]).group(1))
    for step in range(last + 1):
        if step:
            widget.locator("button", has_text="Next").click()
            wait_for(shown, shows(step))
        page.wait_for_function("img => img.complete", arg=widget.locator("img").element_handle())
        record(f"step {step}")
    return last + 1
