"""Text alternatives for figures: what a figure shows, in words, carried wherever it is shown.

A view that draws says what it drew with `describe(ax, text)` (a board as its
position, a tree as its shape and values, a plot as its axes and curves). When a
figure is displayed in Jupyter, `figure_alt` gives its text and the figure's
``image/png`` output carries it as the metadata ``{"alt": text}``: the key
nbconvert's templates read, and the one jupyter/enhancement-proposals#120 proposes
to standardise. The decks (tools/reveal/offline) and the website (docs/conf.py)
write it as the image's ``alt``; JupyterLab 4 does not yet show it
(README, "Accessibility").

A figure's text is, in this order: the text given for the figure
(``describe(fig, text)``), else the texts of its Axes joined, else one made from
its Axes by `describe_plot` (title, axis labels and ranges, each curve's label
and end values). An instructor who draws a figure of their own writes
``describe(fig, "what it shows")`` before ``plt.show()``.
"""

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import LogFormatter, ScalarFormatter

_ATTRIBUTE = "course_alt_text"


def describe(artist, text):
    """Give the Figure or Axes `artist` the text alternative `text` (a str); return `artist`.

    Raises TypeError for anything but a matplotlib Figure or Axes, ValueError for
    an empty text.
    """
    if not isinstance(artist, (Figure, Axes)):
        raise TypeError(f"describe takes a matplotlib Figure or Axes, not {type(artist).__name__}")
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"a text alternative must be a non-empty str, got {text!r}")
    setattr(artist, _ATTRIBUTE, " ".join(text.split()))
    return artist


def alt_of(artist):
    """Return the text given to the Figure or Axes `artist` by `describe`, or None."""
    return getattr(artist, _ATTRIBUTE, None)


def figure_alt(fig):
    """Return the text alternative of the Figure `fig` (see the module docstring)."""
    own = getattr(fig, _ATTRIBUTE, None)
    if own:
        return own
    axes = [ax for ax in fig.axes if ax.get_visible() and (ax.axison or ax.has_data()
                                                           or getattr(ax, _ATTRIBUTE, None))]
    parts = [getattr(ax, _ATTRIBUTE, None) or describe_plot(ax) for ax in axes]
    parts = [part for part in parts if part]
    if not parts:
        return "An empty figure."
    if len(parts) == 1:
        return parts[0]
    return " ".join(f"Panel {i} of {len(parts)}: {part}" for i, part in enumerate(parts, 1))


def describe_plot(ax):
    """Describe a plot from its Axes: title, axis labels and data ranges, each curve's end values."""
    words = []
    title = ax.get_title()
    words.append(f"Plot titled '{title}'." if title else "Plot.")
    lines = [line for line in ax.get_lines() if len(line.get_xdata()) > 1]
    for axis, label in (("x", ax.get_xlabel()), ("y", ax.get_ylabel())):
        low, high = ax.get_xlim() if axis == "x" else ax.get_ylim()
        scale = ax.get_xscale() if axis == "x" else ax.get_yscale()
        name = f"'{_plain(label)}'" if label else "unlabelled"
        words.append(f"{axis} axis {name}, {_num(low)} to {_num(high)}"
                     + (f" ({scale} scale)." if scale != "linear" else "."))
    for line in lines[:8]:
        label = line.get_label()
        if label.startswith("_"):
            label = "a curve"
        xs, ys = line.get_xdata(), line.get_ydata()
        words.append(f"{_plain(label)}: from ({_num(xs[0])}, {_num(ys[0])}) "
                     f"to ({_num(xs[-1])}, {_num(ys[-1])}).")
    if len(lines) > 8:
        words.append(f"And {len(lines) - 8} more curves.")
    for bars in ax.containers[:4]:
        label = bars.get_label()
        words.append(f"Bars{'' if label.startswith('_') else ' ' + _plain(label)}: "
                     + ", ".join(_bar_values(ax, bars)[:20]) + ".")
    if ax.images:
        words.append(f"{len(ax.images)} colour map image(s); cell values written on it: "
                     + ", ".join(t.get_text() for t in ax.texts[:12]) + ".")
    return " ".join(words)


def _bar_values(ax, bars):
    """["<name> <value>"] for each bar: its length (the height of a vertical bar, the width of a
    horizontal one, `barh`) and the tick label at its centre on the other axis, if any."""
    horizontal = getattr(bars, "orientation", "vertical") == "horizontal"
    axis = ax.yaxis if horizontal else ax.xaxis
    locations, formatter = list(axis.get_majorticklocs()), axis.get_major_formatter()
    named = not isinstance(formatter, (ScalarFormatter, LogFormatter))  # labels, not positions
    names = dict(zip(locations, formatter.format_ticks(locations))) if named else {}
    values = []
    for patch in getattr(bars, "patches", []):
        length = patch.get_width() if horizontal else patch.get_height()
        centre = (patch.get_y() + patch.get_height() / 2 if horizontal
                  else patch.get_x() + patch.get_width() / 2)
        thickness = abs(patch.get_height() if horizontal else patch.get_width())
        name = next((_plain(text) for where, text in names.items()
                     if abs(where - centre) <= thickness / 2 and text), "")
        values.append(f"{name} {_num(length)}" if name else _num(length))
    return values


def _plain(label):
    """A label without TeX dollars and braces (``$b^{3d/4}$`` reads ``b^3d/4``)."""
    return str(label).replace("$", "").replace("{", "").replace("}", "").replace("\\", "")


def _num(value):
    value = float(value)
    if value.is_integer():
        return str(int(value))
    return f"{value:.3g}"


def _figure_metadata(fig, include=None, exclude=None):
    """A mime-bundle formatter for Figures: no data, only the alt metadata of the PNG output."""
    return {}, {"image/png": {"alt": figure_alt(fig)}}


def register_with_ipython():
    """Make every matplotlib Figure displayed in this IPython kernel carry its alt text.

    Called when `course_lib.views` is imported; does nothing outside IPython.
    Registers a mime-bundle formatter, which IPython consults before the PNG
    formatter that matplotlib's inline backend installs, so both work together.
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None or not hasattr(shell, "display_formatter"):
        return False
    shell.display_formatter.mimebundle_formatter.for_type(Figure, _figure_metadata)
    return True
