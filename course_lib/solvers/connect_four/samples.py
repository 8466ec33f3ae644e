"""A sample of Pons' test positions shipped with the library: 20 from each of three sets.

Notebook 10 runs the rungs of Pons' ladder live on these positions (the library
and the notebooks do not read the repository's ``tests/data``, and Pons' full
sets stay there, as test data). Each entry is ``(line, moves, score)``: the line
of the set it was copied from, the move string (columns counted from 1, X
first, on the 7x6 board) and the exact score for the side to move.

The sample is systematic, chosen without looking at the positions: every 50th
line of the file, lines 1, 51, 101, ..., 951. Costs per position are
heavy-tailed (a few positions of a set explore far more than the rest), so a
sample's mean number of positions explored is not the set's mean; the means over
all 1,000 positions are measured by ``benchmarks/bench_connect4.py``.

Source: P. Pons, "Solving Connect 4: how to build a perfect AI", part 2 "Test
protocol", blog.gamesolver.org; files ``data/Test_L3_R1``, ``Test_L2_R1`` and
``Test_L1_R1`` of the repository gamesolver/gamesolver.github.io, unchanged lines.
"""

from .ladder import PONS_TEST_SETS

SAMPLE_LINES = tuple(range(1, 1001, 50))
"""The lines of each set in the sample: 1, 51, ..., 951."""

PONS_SAMPLES = {
    "L3_R1": (  # End-Easy: over 28 moves played, under 14 left with perfect play
        (1, "2252576253462244111563365343671351441", -1),
        (51, "33345517452154243637525163177771661442", 0),
        (101, "37342133236232526427711116166777", -4),
        (151, "32543544447733417277713515216156321522666", 0),
        (201, "7654776675256624444643117711331235", 1),
        (251, "23225744227127613717766633114613", -4),
        (301, "717363143443212232161127257737", 2),
        (351, "145141222513336124744231265636", 1),
        (401, "3361746361174316152431577737444", 0),
        (451, "7112617117731566576545246332537644", -1),
        (501, "74664616452547232271726175675453511341323", 0),
        (551, "5551612722117445255461776647242766", -3),
        (601, "743274346515421633351177641473615725", -1),
        (651, "34371421232441511266632441335662675775775", 0),
        (701, "6267266244264377226115755171531", -1),
        (751, "12616137344222445373123726113", 5),
        (801, "11366434124121427464222563373136677", -2),
        (851, "2513362332432664134172742516474171", 0),
        (901, "14512475713727644417517661365", 6),
        (951, "2663413153462235511717616263752277", -3),
    ),
    "L2_R1": (  # Middle-Easy: 15 to 28 moves played, under 14 left
        (1, "5554224333234511764415115", 4),
        (51, "3464123621337153667644637227", 2),
        (101, "6673377312746732", -10),
        (151, "7236227623622346474116546144", 0),
        (201, "1727575555222572716342", 9),
        (251, "527546732264211663334217", 7),
        (301, "22631275776731721667", -8),
        (351, "2576672462527627721117", -5),
        (401, "341756577731526635547163374", -6),
        (451, "64261777527517311", 10),
        (501, "7113237433521353552456541116", -6),
        (551, "313273421166737347312517621", 2),
        (601, "664111771115734446237", 6),
        (651, "71522676773355714465725241", -6),
        (701, "73456313216733265273265117", 2),
        (751, "3411132257227546266556166", 4),
        (801, "2556433363141147", 8),
        (851, "77337222616335726616215", 9),
        (901, "6541561473766743715117", 9),
        (951, "67135116372752747326647342", -2),
    ),
    "L1_R1": (  # Begin-Easy: at most 14 moves played, under 14 left
        (1, "32164625", 11),
        (51, "661613472611", -11),
        (101, "256613535637", 9),
        (151, "521244", 17),
        (201, "1155422444", 15),
        (251, "72412417462734", 10),
        (301, "613542762746", 14),
        (351, "5356646317", 13),
        (401, "57637214131741", 10),
        (451, "51524543", 15),
        (501, "44753722416", 15),
        (551, "655631444152", 12),
        (601, "364766114", -12),
        (651, "2733", 18),
        (701, "27674224", 16),
        (751, "131525653457", 14),
        (801, "653333756317", 11),
        (851, "3727", 18),
        (901, "53114372422", -13),
        (951, "6123473741", 10),
    ),
}
"""Test set (``"L3_R1"``, ``"L2_R1"``, ``"L1_R1"``) -> ``((line, moves, score), ...)``."""


def pons_sample(test_set):
    """Return the sample of `test_set` as ``[(moves, score), ...]``, the input of `run_test_set`.

    Raises KeyError naming the sets sampled when `test_set` is not one of them.
    """
    if test_set not in PONS_SAMPLES:
        known = ", ".join(f"{name} ({PONS_TEST_SETS[name]})" for name in PONS_SAMPLES)
        raise KeyError(f"no sample of {test_set!r}: the sampled sets are {known}")
    return [(moves, score) for _, moves, score in PONS_SAMPLES[test_set]]
