/**
 * Deck mode (jupyterlab-slideshow) for a lecture hall: Space goes to the next fragment, subslide
 * or slide, Shift-Space to the one before, always, in one line through the lecture (as reveal.js's
 * linear navigation); nothing traps the presenter after a reopen.
 *
 * jupyterlab-slideshow 0.3.4 steps the active cell through every cell of a slide on Space
 * (deathbeds/jupyterlab-deck issues 43 and 49), its on-screen right and left arrows skip
 * subslides, and after JupyterLab reopens in deck mode no element has the focus, so no key
 * works until a click (and right after the deck button is clicked, Space presses it
 * again). This extension:
 *
 * - binds Space (and PageDown, which a presenter's clicker sends) to `course-deck:next`,
 *   Shift-Space (PageUp) to `course-deck:previous`, in deck mode, whatever in the notebook has
 *   the focus but a text field. They make the first cell of the next
 *   (previous) *stop* the active cell: a cell whose `slideshow.slide_type` is "slide", "subslide"
 *   or "fragment" (the notebook's first cell is one too). The deck shows a stop and everything
 *   the slide holds up to it, as it does when it gets there itself;
 * - sends the four on-screen arrows to the same commands (right and down: next);
 * - gives the active notebook the focus whenever deck mode starts (or is restored with the page)
 *   and the focus is not in it: nowhere after a reopen, or on the deck button just clicked; and
 *   when a key comes with nothing focused (a reopened page drops the focus once it has restored),
 *   Space, Shift-Space, PageDown, PageUp and Escape still act on the deck.
 *
 * Escape, the arrow keys (which a focused slider or play board needs) and the deck's commands
 * themselves are unchanged.
 */
import { INotebookTracker } from '@jupyterlab/notebook';

const STOPS = new Set(['slide', 'subslide', 'fragment']);
const PRESENTING = "body[data-jp-deck-mode='presenting']";
// Space, and PageDown/PageUp as a presenter's clicker sends them. The arrow keys stay the deck's
// (and a focused widget's: a slider, a play board).
const KEYS = {
  next: ['Space', 'PageDown'],
  previous: ['Shift Space', 'PageUp']
};
const UNFOCUSED_KEYS = {
  ' ': event => (event.shiftKey ? 'previous' : 'next'),
  PageDown: () => 'next',
  PageUp: () => 'previous'
};
// More specific than the deck's own Space binding, so this one wins; `:not(:read-write)`
// leaves Space to text fields (an ipywidgets Text box, a cell editor).
const SELECTOR = `${PRESENTING} .jp-Deck .jp-Notebook.jp-mod-commandMode :focus:not(:read-write)`;

const ARROWS = ['forward', 'back', 'up', 'down']
  .map(direction => `.jp-Deck-Remote .jp-deck-mod-direction-${direction}`).join(', ');

function isPresenting() {
  return document.body.dataset.jpDeckMode === 'presenting';
}

/** The indices of the cells where the deck stops: slides, subslides, fragments. */
function stopsOf(notebook) {
  const stops = [];
  notebook.widgets.forEach((cell, index) => {
    const slideshow = cell.model.getMetadata('slideshow') || {};
    if (index === 0 || STOPS.has(slideshow.slide_type)) {
      stops.push(index);
    }
  });
  return stops;
}

/** The index of the cell to make active: the next stop after the one shown, or the one before. */
function target(notebook, direction) {
  const stops = stopsOf(notebook);
  const active = notebook.activeCellIndex;
  const shown = stops.filter(index => index <= active).pop() ?? 0;
  if (direction === 'next') {
    return stops.find(index => index > active) ?? null;
  }
  return stops.filter(index => index < shown).pop() ?? null;
}

/** Give the keys to the notebook if the focus is elsewhere (nowhere after a reopen; the deck
 * button just clicked, where Space would stop the deck). */
function focusNotebook(tracker) {
  const panel = tracker.currentWidget;
  if (panel && !panel.content.node.contains(document.activeElement)) {
    panel.content.activate();
  }
}

const plugin = {
  id: 'course-deck-keys:plugin',
  description: 'Space and Shift-Space go one fragment, subslide or slide at a time in deck mode.',
  autoStart: true,
  requires: [INotebookTracker],
  activate: (app, tracker) => {
    const go = direction => {
      const panel = tracker.currentWidget;
      if (!panel || !isPresenting()) {
        return;
      }
      const index = target(panel.content, direction);
      if (index !== null) {
        panel.content.activeCellIndex = index;
        panel.content.activate();
      }
    };
    for (const [direction, keys] of Object.entries(KEYS)) {
      const command = `course-deck:${direction}`;
      app.commands.addCommand(command, {
        label: direction === 'next' ? 'Next fragment, subslide or slide' : 'Previous fragment, subslide or slide',
        execute: () => go(direction)
      });
      for (const key of keys) {
        app.commands.addKeyBinding({ command, keys: [key], selector: SELECTOR });
      }
    }
    // The on-screen arrows: to the same stops, before the deck's handler runs.
    document.addEventListener('click', event => {
      const arrow = event.target instanceof Element && event.target.closest(ARROWS);
      if (arrow && isPresenting()) {
        event.stopPropagation();
        event.preventDefault();
        const forwards = ['forward', 'down'].some(d => arrow.classList.contains(`jp-deck-mod-direction-${d}`));
        go(forwards ? 'next' : 'previous');
      }
    }, true);
    // Nothing focused in deck mode (a reopened tab loses the focus to the page once it has
    // restored): Space, Shift-Space and Escape still go to the deck, and the focus to the notebook.
    document.addEventListener('keydown', event => {
      const unfocused = !document.activeElement || document.activeElement === document.body;
      if (!unfocused || !isPresenting() || event.altKey || event.ctrlKey || event.metaKey ||
          !(event.key in UNFOCUSED_KEYS || event.key === 'Escape')) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      focusNotebook(tracker);
      if (event.key === 'Escape') {
        void app.commands.execute('deck:stop');
      } else {
        go(UNFOCUSED_KEYS[event.key](event));
      }
    }, true);
    // Deck mode started (or restored with the page): the keys go to the notebook.
    new MutationObserver(() => {
      if (isPresenting()) {
        setTimeout(() => focusNotebook(tracker), 0);
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['data-jp-deck-mode'] });
    app.restored.then(() => {
      if (isPresenting()) {
        focusNotebook(tracker);
      }
    });
  }
};

export default plugin;
