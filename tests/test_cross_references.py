"""Every cross-reference in the lectures points where it says (issue 26).

A "notebook NN", "lecture NN" or "section N" in the markdown of notebooks 01-13 (their
jupytext .py files, which are what the lead merges) or in README.md must

- name a notebook that exists, and a section that exists: "section N" alone is a section of
  the notebook it is written in, "notebook NN's section N" one of notebook NN (sections are
  the "## N. Title" headings);
- hold what the sentence says it holds: when the sentence names a topic of `TOPICS` (chance
  nodes, MCTS, a transposition table...), one of the notebooks or sections it references
  must name that topic in a heading (its title or a section's heading, "##" or "###"),
  unless the sentence's own notebook does (then the topic is its own: "here MCTS plays
  against notebook 09's alpha-beta");
- for "from notebook NN on" with a topic of `FIRST_USE`: no earlier notebook uses the topic;
- for "Next: ..." and "the next lecture": reference the notebook that follows.

Citations of books ("Russell & Norvig 2020, section 5.3.1") have decimal section numbers and
are not references; `EXTERNAL` lists the few other numbers that belong to other courses.
"""

import re
from collections import namedtuple
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py"))

# (what a sentence says it refers to, a pattern a heading of the referenced part must match)
TOPICS = [
    (r"\bchance nodes?\b|\bexpectiminimax\b", r"[Cc]hance"),
    (r"\bMCTS\b|\bMonte Carlo\b|\bbudget\b|\bUCB1?\b|\bUCT\b", r"Monte Carlo|MCTS|UCB1"),
    (r"\bnegamax is taught\b", r"[Nn]egamax"),
    (r"\btransposition tables?\b|\bbound (?:flag|type)\b", r"[Tt]ransposition"),
    (r"\btournament\b", r"[Tt]ournament"),
    (r"\bperfect solver\b", r"Solving Connect Four"),
    (r"\bmirror key\b", r"[Ss]ymmetry"),
]
# topics whose first notebook "from notebook NN on" names: no earlier notebook may use them
FIRST_USE = [r"\bsymmetr\w*"]
# numbers that are not this course's: another course's lecture numbers
EXTERNAL = [r"CSI 4106, lecture \d+"]

NUMBER_LIST = r"((?:\s*(?:,|and|or|to|-|–)\s*\d+(?![\d]|\.\d))*)"
POSSESSIVE = re.compile(r"\bnotebook\s+(\d{2})(?:'s|,)\s+section\s+(\d+)(?!\d|\.\d)", re.I)
SECTION_OF = re.compile(r"\bsection\s+(\d+)\s+of\s+notebook\s+(\d{2})(?!\d)", re.I)
# a list of numbers only after the plural: "section 2, 20 minutes" is section 2
NOTEBOOK_REF = re.compile(r"\b(?:notebook|lecture)(?:s\s+(\d{2})(?![\d]|\.\d)" + NUMBER_LIST
                          + r"|\s+(\d{2})(?![\d]|\.\d))", re.I)
SECTION_REF = re.compile(r"\bsection(?:s\s+(\d+)(?![\d]|\.\d)" + NUMBER_LIST
                         + r"|\s+(\d+)(?![\d]|\.\d))", re.I)
FROM_ON = re.compile(r"\bfrom notebook\s+(\d{2})\s+on\b", re.I)

Lecture = namedtuple("Lecture", ["number", "title", "sections", "headings", "markdown"])
Reference = namedtuple("Reference", ["notebook", "section", "text"])


def read_lecture(path):
    """Return the `Lecture` of a notebook's .py: its title, "## N." sections and headings."""
    cells = [cell.source for cell in jupytext.read(path).cells if cell.cell_type == "markdown"]
    sections, headings, current = {}, {None: []}, None
    title = ""
    for line in "\n".join(cells).splitlines():
        match = re.match(r"(#{1,3}) (.*)", line)
        if not match:
            continue
        level, text = len(match[1]), match[2]
        if level == 1:
            title = text
        numbered = re.match(r"(\d+)\. ", text) if level == 2 else None
        if level == 2:
            current = int(numbered[1]) if numbered else None
            if numbered:
                sections[current] = text
        headings.setdefault(current, []).append(text)
    return Lecture(int(path.name[:2]), title, sections, headings, cells)


LECTURES = {lecture.number: lecture for lecture in map(read_lecture, NOTEBOOKS)}


def sentences(text):
    """Split markdown into sentences (paragraphs joined; headings, bullets and table rows apart)."""
    for paragraph in re.split(r"\n\s*\n|\n(?=#|\s*[-*] |\s*\d+\. |\|)", text):
        flat = " ".join(line.strip("# ") for line in paragraph.splitlines())
        yield from re.split(r"(?<=[.!?])\s+(?=[A-Z`*(\"])", flat)


def numbers(first, rest):
    """The numbers of "1", "1-5", "09 and 10", "1, 2 and 3" (a range gives every number in it)."""
    found = [int(first)]
    for separator, number in re.findall(r"\s*(,|and|or|to|-|–)\s*(\d+)", rest):
        if separator in "-–to":
            found.extend(range(found[-1] + 1, int(number) + 1))
        else:
            found.append(int(number))
    return found


def references(sentence, here):
    """Return the `Reference`s of a sentence written in notebook `here` (None: README)."""
    for pattern in EXTERNAL:
        sentence = re.sub(pattern, "", sentence)
    found = []
    for match in POSSESSIVE.finditer(sentence):
        found.append(Reference(int(match[1]), int(match[2]), match[0]))
    for match in SECTION_OF.finditer(sentence):
        found.append(Reference(int(match[2]), int(match[1]), match[0]))
    rest = SECTION_OF.sub("", POSSESSIVE.sub("", sentence))
    for match in NOTEBOOK_REF.finditer(rest):
        found += [Reference(n, None, match[0]) for n in numbers(match[1] or match[3], match[2] or "")]
    for match in SECTION_REF.finditer(rest):
        found += [Reference(here, n, match[0]) for n in numbers(match[1] or match[3], match[2] or "")]
    return found


def documents():
    """Yield (where, notebook number or None, sentence) for every sentence of the lectures and README."""
    for number, lecture in LECTURES.items():
        for cell in lecture.markdown:
            for sentence in sentences(cell):
                yield f"notebook {number:02d}", number, sentence
    for sentence in sentences((ROOT / "README.md").read_text()):
        yield "README.md", None, sentence


ALL_REFERENCES = [(where, here, sentence, references(sentence, here))
                  for where, here, sentence in documents()]
ALL_REFERENCES = [entry for entry in ALL_REFERENCES if entry[3]]


def target_headings(reference):
    """The headings a reference points at: a notebook's title and every heading, or one section's."""
    lecture = LECTURES[reference.notebook]
    if reference.section is None:
        return [lecture.title] + [text for texts in lecture.headings.values() for text in texts]
    return lecture.headings.get(reference.section, [])


def quoted(where, sentence):
    return f"{where}: {sentence[:160]!r}"


def test_the_lectures_are_found_and_cross_reference_each_other():
    assert sorted(LECTURES) == list(range(1, 14))
    assert len(ALL_REFERENCES) > 60  # the parser finds the references (about 90 sentences)


def test_every_reference_names_an_existing_notebook_and_section():
    wrong = []
    for where, _here, sentence, refs in ALL_REFERENCES:
        for ref in refs:
            if ref.notebook is None:
                wrong.append(f"{quoted(where, sentence)}: '{ref.text}' names a section of README, "
                             "which has no numbered sections")
            elif ref.notebook not in LECTURES:
                wrong.append(f"{quoted(where, sentence)}: there is no notebook {ref.notebook:02d}")
            elif ref.section is not None and ref.section not in LECTURES[ref.notebook].sections:
                wrong.append(f"{quoted(where, sentence)}: notebook {ref.notebook:02d} has no section "
                             f"{ref.section} (its sections: {sorted(LECTURES[ref.notebook].sections)})")
    assert not wrong, "\n".join(wrong)


def clauses(sentence):
    """The clauses of a sentence: a topic and a reference in different clauses are unrelated
    ("the general solvers (random, minimax, MCTS) speak ..., notebook 12 adds chance nodes")."""
    return [part for part in re.split(r";|,(?!\s*section)|\band\b|\bwhile\b", sentence) if part.strip()]


def topic_mismatches(sentence, here, refs):
    """Yield a message per `TOPICS` topic a clause names that none of the clause's references holds."""
    own = [] if here is None else target_headings(Reference(here, None, ""))
    for clause in clauses(sentence):
        clause_refs = [ref for ref in references(clause, here) if ref.notebook in LECTURES]
        if not clause_refs:
            continue
        headings = own + [text for ref in clause_refs for text in target_headings(ref)]
        for topic, heading in TOPICS:
            named = re.search(topic, clause)
            if named and not any(re.search(heading, text) for text in headings):
                targets = ", ".join(f"notebook {ref.notebook:02d}"
                                    + (f" section {ref.section}" if ref.section else "") for ref in clause_refs)
                yield f"names {named[0]!r} but {targets} has no heading matching {heading!r}"


def test_a_reference_points_at_the_topic_its_sentence_names():
    wrong = [f"{quoted(where, sentence)}: {message}"
             for where, here, sentence, refs in ALL_REFERENCES
             for message in topic_mismatches(sentence, here, refs)]
    assert not wrong, "\n".join(wrong)


def test_from_notebook_nn_on_names_the_first_notebook_that_uses_the_topic():
    wrong = []
    for where, here, sentence, _refs in ALL_REFERENCES:
        for match in FROM_ON.finditer(sentence):
            first = int(match[1])
            for topic in FIRST_USE:
                if not re.search(topic, sentence):
                    continue
                earlier = [number for number, lecture in LECTURES.items()
                           if number < first and number != here
                           and any(re.search(topic, cell, re.I) for cell in lecture.markdown)]
                if earlier:
                    wrong.append(f"{quoted(where, sentence)}: {re.search(topic, sentence)[0]!r} are "
                                 f"already used in notebook(s) {', '.join(f'{n:02d}' for n in earlier)}")
    assert not wrong, "\n".join(wrong)


def test_next_names_the_following_notebook():
    wrong = []
    for where, here, sentence, refs in ALL_REFERENCES:
        if here is None or not re.match(r"Next:|.*\bthe next lecture\b", sentence):
            continue
        if here + 1 not in [ref.notebook for ref in refs if ref.section is None]:
            wrong.append(f"{quoted(where, sentence)}: the next lecture is notebook {here + 1:02d}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("sentence, here, expected", [
    ("On Connect Four (notebook 10) the budget decides.", 13, [(10, None)]),
    ("the same for depth-limited search (notebook 09's section 4 did).", 10, [(9, 4)]),
    ("sections 1-3, about 60", 12, [(12, 1), (12, 2), (12, 3)]),
    ("(section 1, about 45; section 2, 20; the exercise, 10)", 10, [(10, 1), (10, 2)]),
    ("run notebooks 09 and 11 in JupyterLab", None, [(9, None), (11, None)]),
    ("Russell & Norvig (2020, section 5.5) define", 12, []),
    ("M. Turcotte, CSI 4106, lecture 22, 2025", 11, []),
    ("the transposition table of section 3.", 8, [(8, 3)]),
    ("On Connect Four (notebook 11, section 6) the budget shows.", 13, [(11, 6)]),
])
def test_references_are_parsed_as_a_reader_reads_them(sentence, here, expected):
    assert [(ref.notebook, ref.section) for ref in references(sentence, here)] == expected


def test_the_checks_catch_the_references_issue_26_found_wrong():
    """The four wrong references of issue 26, as written before the fix, fail a check each."""
    mcts = ("On Connect Four (notebook 10) the budget decides.", 13)
    chance = ("optional hooks used from notebook 08 on (board symmetries, winning moves, chance "
              "nodes for notebook 11)", 1)
    own_section = ("more often the best (section 4 did the same for depth-limited search).", 10)
    for sentence, here in (mcts, chance):
        assert list(topic_mismatches(sentence, here, references(sentence, here)))
    assert 4 not in LECTURES[10].sections and references(*own_section) == [(10, 4, "section 4")]
    assert any(re.search(FIRST_USE[0], cell, re.I) for cell in LECTURES[2].markdown)
