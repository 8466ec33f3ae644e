"""What a live slide shows a hall: measured in deck mode at 1280x720, and what is wrong with it.

`measure(page, number, step)` reads the slide deck mode shows now (`ON_SCREEN`)
into a `Slide`; `Slide.problems()` names what a person at the back of a lecture
hall would miss: a slide taller than the 720 px window, a box that hides part of
its content (a scroll box, down or across), text smaller than 18 px (MathJax's
sub- and superscripts: 14 px), an error output (a traceback, a widget that cannot
be displayed), a page that scrolls sideways, a slide that starts far down the
window. `step` says which widget step was measured ("" for the slide as it opens).
"""

from dataclasses import dataclass

from slide_heights import SLIDE_HEIGHT, first_line

MIN_TEXT_PX = 18  # body text, code, outputs, widget labels: a character spans ~15 arcmin at 6 heights
MIN_MATH_SCRIPT_PX = 14  # MathJax's sub- and superscripts (scaled by MathJax itself)
MAX_TOP_PX = 48  # a slide starts at the top of the window, not centred 200-330 px down

# What deck mode shows now, as a person in the hall sees it: the cells on screen (indices in the
# notebook); the slide's height (top of its first cell to bottom of its last); every box that hides
# part of its content (more than 2 px it would have to scroll, down or across); the smallest font of
# any text a person can see (text nodes; MathJax's glyphs separately, as it draws them with CSS);
# the error outputs on it (a traceback, stderr naming an error, a widget that cannot be displayed);
# whether the page itself scrolls sideways; and where the slide starts (px from the window's top).
ON_SCREEN = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    const cells = [...panel.node.querySelectorAll('.jp-Notebook .jp-Cell')];
    const shown = cells.filter(c => c.classList.contains('jp-deck-mod-onscreen'));
    if (!shown.length) return {cells: [], height: 0, text: '', hidden: [], smallest: null,
                                mathSmallest: null, errors: [], sideways: 0, top: 0};
    const rects = shown.map(c => c.getBoundingClientRect());
    const seen = e => e.checkVisibility({opacityProperty: true, visibilityProperty: true})
        && e.getClientRects().length > 0;
    const name = e => e.tagName.toLowerCase() + [...e.classList].slice(0, 2).map(c => '.' + c).join('');
    const clips = v => ['auto', 'scroll', 'hidden', 'clip'].includes(v);
    const elements = shown.flatMap(c => [c, ...c.querySelectorAll('*')]).filter(seen);
    // clipped on purpose by MathJax: its assistive MathML (read by screen readers, not seen) and the
    // repeated pieces of stretched symbols (an underbrace's extenders)
    const hidden = elements.filter(e => !e.closest('mjx-assistive-mml, mjx-stretchy-h, mjx-stretchy-v, mjx-ext')).flatMap(e => {
        const style = getComputedStyle(e);
        const down = clips(style.overflowY) ? e.scrollHeight - e.clientHeight : 0;
        const across = clips(style.overflowX) ? e.scrollWidth - e.clientWidth : 0;
        return down > 2 || across > 2 ? [{box: name(e), down: down, across: across,
                                          text: e.innerText.trim().slice(0, 60)}] : [];
    });
    let smallest = null;
    for (const cell of shown) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!node.textContent.trim() || !parent || parent.closest('mjx-container, .MathJax')
                || !seen(parent)) continue;
            const size = parseFloat(getComputedStyle(parent).fontSize);
            if (!smallest || size < smallest.size)
                smallest = {size: size, where: name(parent), text: node.textContent.trim().slice(0, 40)};
        }
    }
    const glyphs = elements.filter(e => e.tagName.toLowerCase() === 'mjx-c');
    const mathSmallest = glyphs.length ? Math.min(...glyphs.map(e => parseFloat(getComputedStyle(e).fontSize))) : null;
    const stderr = elements.filter(e => e.matches(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'))
        .map(e => e.innerText).filter(t => /Traceback|^\\w+Error\\b/m.test(t));
    const deadWidgets = elements.filter(e => e.matches('.jp-OutputArea-output'))
        .map(e => e.innerText).filter(t => /Error displaying widget|model not found/.test(t));
    const errors = [...new Set([...stderr, ...deadWidgets])].map(t => t.slice(0, 200));
    const source = shown[0].querySelector('.jp-RenderedMarkdown')
        || shown[0].querySelector('.jp-InputArea-editor');
    // a sideways scroll bar on the page or the panel; the notebook's column must not cut cells either
    const scrollable = [document.scrollingElement, panel.node]
        .filter(e => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX));
    const frames = [...scrollable, ...panel.node.querySelectorAll('.jp-Notebook, .jp-WindowedPanel-outer')];
    return {cells: shown.map(c => cells.indexOf(c)),
            height: Math.round(Math.max(...rects.map(r => r.bottom)) - Math.min(...rects.map(r => r.top))),
            text: (source || shown[0]).innerText.slice(0, 400),
            hidden: hidden, smallest: smallest, mathSmallest: mathSmallest, errors: errors,
            sideways: Math.max(0, ...frames.map(e => e.scrollWidth - e.clientWidth)),
            top: Math.round(Math.min(...rects.map(r => r.top)))};
}"""


@dataclass(frozen=True)
class Slide:
    number: int  # 1, 2, ... in the order presented
    cells: tuple  # indices of the notebook's cells on it
    height: int  # px at the window's width
    first_line: str
    step: str = ""  # the widget step measured ("" for the slide as it opens)
    hidden: tuple = ()  # boxes hiding content: "box: N px down, M px across (text)"
    smallest: float = 0.0  # px, the smallest text on it (0: no text)
    smallest_text: str = ""
    math_smallest: float = 0.0  # px, MathJax's smallest glyph (0: no math)
    errors: tuple = ()
    sideways: int = 0  # px the page or the notebook panel scrolls sideways
    top: int = 0  # px from the window's top to the slide's first cell

    @property
    def where(self):
        return f"slide {self.number} (cell {self.cells[0] if self.cells else '-'})" + (
            f" at {self.step}" if self.step else "")

    def problems(self):
        """What is wrong with this slide for a hall, as sentences (empty when nothing is)."""
        found = []
        if self.height > SLIDE_HEIGHT:
            found.append(f"{self.height} px tall")
        found += [f"hides content in {box}" for box in self.hidden]
        if self.smallest and self.smallest < MIN_TEXT_PX:
            found.append(f"text at {self.smallest:g} px ({self.smallest_text})")
        if self.math_smallest and self.math_smallest < MIN_MATH_SCRIPT_PX:
            found.append(f"MathJax at {self.math_smallest:g} px")
        found += [f"error output: {error}" for error in self.errors]
        if self.sideways:
            found.append(f"scrolls {self.sideways} px sideways")
        if self.top > MAX_TOP_PX:
            found.append(f"starts {self.top} px down")
        return found


def measure(page, number, step=""):
    """The slide deck mode shows now in `page`, measured (`number`: its place in the deck)."""
    state = page.evaluate(ON_SCREEN)
    smallest = state["smallest"] or {}
    hidden = tuple(f"{box['box']}: {box['down']} px down, {box['across']} px across ({box['text']!r})"
                   for box in state["hidden"])
    return Slide(number, tuple(state["cells"]), state["height"], first_line(state["text"]), step,
                 hidden, smallest.get("size", 0.0), smallest.get("text", ""),
                 state["mathSmallest"] or 0.0, tuple(state["errors"]), state["sideways"], state["top"])
