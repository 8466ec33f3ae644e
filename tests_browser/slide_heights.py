"""Measuring slides as a projector shows them: every slide of a deck, its height in the 1280x720 frame.

A slide fits when its content, laid out at the deck's width (1280 px), is at most
720 px tall: `scrollHeight` of the slide's element, which counts what a scrolling
box hides and is not changed by the scale reveal.js applies to fit the window.
`TallSlide` is one offender; `report` writes the list a notebook's author reads
(deck, slide, height, first line) to build/browser/tall_slides.txt.
"""

from dataclasses import dataclass
from pathlib import Path

SLIDE_WIDTH, SLIDE_HEIGHT = 1280, 720


@dataclass(frozen=True)
class TallSlide:
    deck: str  # the deck's (or notebook's) file name
    slide: str  # where it is: reveal.js's "#/h/v" for static decks, the slide's number live
    height: int  # px, at 1280 px wide
    first_line: str  # the slide's first line of text, to find it in the notebook

    def __str__(self):
        return f"{self.deck}\t{self.slide}\t{self.height} px\t{self.first_line}"


def first_line(text):
    """The first non-empty line of `text`, at most 100 characters."""
    return next((line.strip() for line in text.splitlines() if line.strip()), "")[:100]


def report(offenders, path, measured):
    """Write `offenders` (TallSlide) to `path`, one a line, under a header saying what was measured."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [f"# slides taller than {SLIDE_HEIGHT} px at {SLIDE_WIDTH} px wide: {len(offenders)} "
             f"of {measured} measured", "# deck\tslide\theight\tfirst line"]
    path.write_text("\n".join(lines + [str(slide) for slide in offenders]) + "\n", encoding="utf-8")


def assert_all_fit(offenders, measured, path):
    """Fail with every offender listed (not only the first) when a slide is taller than the frame."""
    report(offenders, path, measured)
    listed = "\n".join(str(slide) for slide in offenders)
    assert not offenders, (f"{len(offenders)} of {measured} slides are taller than {SLIDE_HEIGHT} px "
                           f"(list in {path}):\n{listed}")
