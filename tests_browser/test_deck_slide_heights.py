"""Every slide of every static deck (build/slides, `make slides`) fits the 1280x720 frame, measured in Chromium.

Each deck is opened from file:// in a 1280x720 window; reveal.js is moved to each
of its slides in turn (transitions off), and the slide's content height is read
once its images have loaded: the slide element's `scrollHeight` plus whatever an
inner scrolling box hides (a person would have to scroll it). Every slide taller
than 720 px is reported (deck, "#/h/v", height, first line) in
build/browser/tall_slides.txt and in the failure message, all of them at once.
The first offender of each deck is photographed: build/browser/tall_<deck>.png.
The smallest text of each slide as shown (CSS px times reveal's scale) is read too: none
under 18 px, as presented live (list in build/browser/small_text_slides.txt).
"""

from conftest import OUT, ROOT
from live_slide import MIN_TEXT_PX
from slide_heights import SLIDE_HEIGHT, SLIDE_WIDTH, TallSlide, assert_all_fit, first_line

SLIDES = ROOT / "build" / "slides"

# Every leaf slide of the deck: reveal.js shows it, then its height is read (CSS px at the deck's
# 1280 px width: reveal's scale transform does not change scrollHeight).
MEASURE_DECK = """async () => {
    const Reveal = Object.entries(require.s.contexts._.defined)  // loaded by RequireJS, not global
        .find(([name]) => name.endsWith('dist/reveal.js'))[1];
    Reveal.configure({transition: 'none', backgroundTransition: 'none'});
    const frames = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    const hidden = slide => [...slide.querySelectorAll('*')]
        .filter(e => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowY))
        .reduce((sum, e) => sum + Math.max(0, e.scrollHeight - e.clientHeight), 0);
    const firstText = slide => {  // the source of the slide's first cell, not its "In [3]:" prompt
        const cell = slide.querySelector('.jp-Cell');
        const source = cell && cell.querySelector('.jp-InputArea-editor, .jp-RenderedMarkdown');
        return (source || slide).innerText.slice(0, 400);
    };
    // the smallest font of any text a person sees on the slide, in CSS px before reveal's scale
    // (MathJax's glyphs, whose scripts may be smaller, are left out here)
    const smallestText = slide => {
        let smallest = Infinity;
        const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!node.textContent.trim() || parent.closest('[class*="MathJax"], [class*="mjx"], [class*="MJX"]')
                || !parent.checkVisibility({opacityProperty: true, visibilityProperty: true})
                || !parent.getClientRects().length) continue;
            smallest = Math.min(smallest, parseFloat(getComputedStyle(parent).fontSize));
        }
        return smallest === Infinity ? 0 : smallest;
    };
    const slides = [];
    for (const slide of Reveal.getSlides()) {
        const at = Reveal.getIndices(slide);
        Reveal.slide(at.h, at.v);
        await frames();
        await Promise.all([...slide.querySelectorAll('img')].filter(i => !i.complete)
            .map(i => new Promise(done => { i.onload = i.onerror = done; })));
        await frames();
        slides.push({where: `#/${at.h}` + (at.v ? `/${at.v}` : ''),
                     height: Math.round(slide.scrollHeight + hidden(slide)),
                     text: firstText(slide), smallest: smallestText(slide) * Reveal.getScale()});
    }
    return slides;
}"""


def test_every_static_slide_fits_1280x720(browser):
    decks = sorted(SLIDES.glob("[0-9][0-9]_*.slides.html"))
    assert decks, f"no decks in {SLIDES}: run `make slides` first"
    context = browser.new_context(viewport={"width": SLIDE_WIDTH, "height": SLIDE_HEIGHT}, offline=True)
    offenders, small, measured = [], [], 0
    try:
        page = context.new_page()
        for deck in decks:
            page.goto(deck.as_uri())
            page.wait_for_function("document.querySelector('.reveal.ready') !== null", timeout=30_000)
            slides = page.evaluate(MEASURE_DECK)
            assert len(slides) > 3, f"{deck.name}: only {len(slides)} slides"
            measured += len(slides)
            tall = [TallSlide(deck.name.removesuffix(".slides.html"), slide["where"], slide["height"],
                              first_line(slide["text"])) for slide in slides if slide["height"] > SLIDE_HEIGHT]
            small += [f"{deck.name} {slide['where']}: text at {slide['smallest']:.1f} px "
                      f"({first_line(slide['text'])})" for slide in slides if 0 < slide["smallest"] < MIN_TEXT_PX]
            if tall:
                page.goto(f"{deck.as_uri()}{tall[0].slide}")
                page.wait_for_timeout(500)
                page.screenshot(path=str(OUT / f"tall_{tall[0].deck}.png"))
            offenders += tall
    finally:
        context.close()
    print(f"{measured} slides measured in {len(decks)} decks, {len(offenders)} too tall, {len(small)} "
          f"with text under {MIN_TEXT_PX} px")
    (OUT / "small_text_slides.txt").write_text("\n".join(small) + "\n", encoding="utf-8")
    try:
        assert_all_fit(offenders, measured, OUT / "tall_slides.txt")
    finally:
        assert not small, f"{len(small)} of {measured} slides have text under {MIN_TEXT_PX} px:\n" + "\n".join(small)
