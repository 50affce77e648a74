#! /usr/bin/env python3
# The driver of lockstep's benchmarks (make bench): builds each kernel of
# bench/ with plain GCC, with Clang and with GCC plus lockstep, for each
# instruction set asked for (-march=native, haswell for AVX2, x86-64 for
# SSE2 by default), checks that the programs agree, times them interleaved
# and prints the medians and ratios per instruction set; with --outdir it
# also writes the tables to a file and, if gnuplot is there, a bar chart of
# the ratios.  Python 3, standard library only.
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.
#
# A kernel is a C file in the bench directory.  It prints "time SECONDS" (its
# hot loop, timed with clock_gettime), "checksum VALUE" and, for a
# floating-point result, "tolerance REL"; it checks itself against a scalar
# reference and exits with failure on a mismatch.  A comment line
# "/* bench-flags: FLAGS */" gives extra flags for all three compilers,
# "/* bench-lockstep-flags: FLAGS */" extra flags for the lockstep build only
# (after the source file, so that they may name libraries: -lsleef).  The
# kernels are compiled with -I for their own directory and for the include
# directory next to it (lockstep.h).
#
# An instruction set is an -march value; the base flags of all builds take
# it in place of -march=native.  One the processor cannot run (its GCC
# macros, such as __AVX2__, name a feature neither /proc/cpuinfo lists nor
# the processor's CPUID reports) is skipped with a note.

import argparse
import concurrent.futures
import datetime
import math
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from kernels import include_flags, kernel_flags, simd_loops

DEFAULT_ISAS = ["native", "haswell", "x86-64"]
DEFAULT_REPS = 5
# A speedup below this is reported as a loss (above it, noise on these
# machines).
SLOWER = 0.95
RUN_TIMEOUT = 120
COMPILE_TIMEOUT = 300

# GCC's predefined macros for the x86 features a build may use, and the
# flag of each in /proc/cpuinfo.
FEATURE_FLAGS = {
    "__SSE2__": "sse2", "__SSE3__": "pni", "__SSSE3__": "ssse3",
    "__SSE4_1__": "sse4_1", "__SSE4_2__": "sse4_2", "__POPCNT__": "popcnt",
    "__AVX__": "avx", "__AVX2__": "avx2", "__FMA__": "fma",
    "__F16C__": "f16c", "__BMI__": "bmi1", "__BMI2__": "bmi2",
    "__LZCNT__": "abm", "__MOVBE__": "movbe", "__AVX512F__": "avx512f",
    "__AVX512CD__": "avx512cd", "__AVX512DQ__": "avx512dq",
    "__AVX512BW__": "avx512bw", "__AVX512VL__": "avx512vl",
}

# The widest vector extension of a build, named by its macro, widest first.
VECTOR_EXTENSIONS = [("__AVX512F__", "AVX-512"), ("__AVX2__", "AVX2"),
                     ("__AVX__", "AVX"), ("__SSE4_2__", "SSE4.2"),
                     ("__SSE2__", "SSE2")]


def base_flags(isa):
    """The flags of every build for the instruction set ISA."""
    return ["-O3", "-march=" + isa, "-fopenmp-simd"]


def parse_args():
    p = argparse.ArgumentParser(
        description="Time the kernels of bench/ built with plain GCC, "
        "Clang and GCC with lockstep.")
    p.add_argument("--gcc", default="gcc",
                   help="the GCC lockstep is built for (default: gcc)")
    p.add_argument("--clang", default="",
                   help="Clang; empty: no Clang column")
    p.add_argument("--plugin", required=True, help="lockstep.so")
    p.add_argument("--reps", type=int,
                   default=int(os.environ.get("BENCH_REPS") or DEFAULT_REPS),
                   help="timed runs of each program (default: %d, or "
                   "$BENCH_REPS)" % DEFAULT_REPS)
    p.add_argument("--isa", action="append", default=[],
                   help="the instruction sets, -march values, separated by "
                   "commas or spaces or given by several --isa (default: "
                   "%s on x86, native elsewhere; empty: the default)"
                   % ",".join(DEFAULT_ISAS))
    p.add_argument("--dir", default=os.path.dirname(os.path.abspath(__file__)),
                   help="the directory of the kernels (default: this "
                   "script's)")
    p.add_argument("--keep", action="store_true",
                   help="keep the build directory and say where it is")
    p.add_argument("--outdir", default=None,
                   help="write the table to OUTDIR/bench-results.txt and a "
                   "chart of the ratios to OUTDIR/bench-ratios.png and .svg "
                   "(with gnuplot); default: the doc directory next to "
                   "--dir; empty: write nothing")
    p.add_argument("kernels", nargs="*",
                   help="kernel names (default: every .c file of --dir)")
    args = p.parse_args()
    if args.reps < 1:
        p.error("--reps must be at least 1")
    isas = []
    for arg in args.isa:
        for isa in arg.replace(",", " ").split():
            if isa.startswith("-march="):
                isa = isa[len("-march="):]
            if isa not in isas:
                isas.append(isa)
    args.isa = isas
    if args.outdir is None:
        args.outdir = os.path.join(
            os.path.dirname(os.path.abspath(args.dir)), "doc")
    return args








def parse_output(text):
    """The time, checksum and tolerance (None: exact) printed by a kernel."""
    seconds = checksum = tol = None
    for line in text.splitlines():
        words = line.split()
        if len(words) >= 2:
            if words[0] == "time":
                seconds = float(words[1])
            elif words[0] == "checksum":
                checksum = words[1]
            elif words[0] == "tolerance":
                tol = float(words[1])
    return seconds, checksum, tol


def agree(a, b, tol):
    """Whether checksums A and B agree: exactly, or within the relative
    tolerance TOL (relative to the larger of |A|, |B| and 1, as the kernels'
    bench_close)."""
    if tol is None:
        return a == b
    try:
        x, y = float(a), float(b)
    except ValueError:
        return a == b
    return abs(x - y) <= tol * max(abs(x), abs(y), 1.0)


class Variant:
    """One compiler and its flags, built for each instruction set."""

    def __init__(self, name, cc, flags, lockstep=False, profile=False):
        self.name = name
        self.cc = cc
        self.flags = flags
        self.lockstep = lockstep
        # The lockstep build with the run-time profile: timed like the
        # others, for the profile's overhead, and read for the utilization.
        self.profile = profile





def cpu_flags():
    """The feature flags of the processor in /proc/cpuinfo, as a set, or
    None where it lists none (not x86, or no /proc)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return None


# The names GCC's __builtin_cpu_supports gives the cpuinfo flags that it
# knows by another.
CPU_SUPPORTS_NAMES = {"pni": "sse3", "sse4_1": "sse4.1", "sse4_2": "sse4.2",
                      "bmi1": "bmi", "abm": "lzcnt"}


def cpuid_flags(cc, wanted):
    """Those of the cpuinfo flags WANTED that the processor reports by
    CPUID, as GCC's __builtin_cpu_supports reads it: a virtual machine's
    kernel may leave out of /proc/cpuinfo a feature the processor has
    (LZCNT, listed as abm).  A flag whose probe cannot be built (a name
    GCC does not know) or run is left out."""
    found = set()
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "probe.c")
        exe = os.path.join(d, "probe")
        for flag in sorted(wanted):
            with open(src, "w", encoding="utf-8") as f:
                f.write("int main (void) { __builtin_cpu_init (); "
                        "return !__builtin_cpu_supports (\"%s\"); }\n"
                        % CPU_SUPPORTS_NAMES.get(flag, flag))
            try:
                r = subprocess.run(cc + [src, "-o", exe],
                                   stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL,
                                   timeout=COMPILE_TIMEOUT)
                if (r.returncode == 0
                        and subprocess.run([exe], timeout=RUN_TIMEOUT)
                        .returncode == 0):
                    found.add(flag)
            except (subprocess.TimeoutExpired, OSError):
                pass
    return found


def isa_macros(cc, isa):
    """The names of the macros that compiler CC predefines for -march=ISA,
    or None, with GCC's complaint, if it does not take that -march."""
    cmd = cc + ["-march=" + isa, "-dM", "-E", "-x", "c", os.devnull]
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=COMPILE_TIMEOUT)
    except (subprocess.TimeoutExpired, OSError) as e:
        return None, str(e)
    if r.returncode != 0:
        lines = r.stderr.strip().splitlines()
        return None, [next((line for line in lines if "error" in line),
                           lines[0] if lines else "failed")]
    names = set()
    for line in r.stdout.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] == "#define":
            names.add(words[1])
    return names, ""


def check_isas(cc, isas, flags):
    """The instruction sets of ISAS that the processor with the cpuinfo
    FLAGS (None: unknown) can run, each as (isa, description), and the
    notes on those skipped.  The description names the widest vector
    extension, as GCC's macros for -march=ISA say."""
    usable = []
    notes = []
    for isa in isas:
        macros, err = isa_macros(cc, isa)
        if macros is None:
            notes.append("-march=%s skipped: %s does not take it (%s)"
                         % (isa, " ".join(cc), " ".join(err)))
            continue
        if flags is not None and isa != "native":
            missing = sorted(flag for macro, flag in FEATURE_FLAGS.items()
                             if macro in macros and flag not in flags)
            missing = sorted(set(missing) - cpuid_flags(cc, missing))
            if missing:
                notes.append("-march=%s skipped: this processor lacks %s"
                             % (isa, " ".join(missing)))
                continue
        desc = next((name for macro, name in VECTOR_EXTENSIONS
                     if macro in macros), "")
        usable.append((isa, desc))
    return usable, notes


def compile_kernel(variant, isa, src, extra, include, out, late=()):
    """Build SRC with VARIANT for ISA into OUT, with LATE after the source.
    Returns (ok, command, stderr)."""
    cmd = (variant.cc + base_flags(isa) + variant.flags + extra
           + include_flags(include) + [src, "-o", out] + list(late)
           + ["-lm"])
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=COMPILE_TIMEOUT)
        return r.returncode == 0, cmd, r.stderr
    except subprocess.TimeoutExpired:
        return False, cmd, "compiler timed out after %d s" % COMPILE_TIMEOUT
    except OSError as e:
        return False, cmd, str(e)


def lockstep_report(stderr, src):
    """The lockstep lines of -fopt-info output, once per location, with the
    directory of SRC taken off."""
    seen = []
    prefix = os.path.dirname(src) + os.sep
    for line in stderr.splitlines():
        if "lockstep" in line:
            if line.startswith(prefix):
                line = line[len(prefix):]
            if line not in seen:
                seen.append(line)
    return seen


def lockstep_missed(variant, isa, src, extra, include, build, late=()):
    """Why lockstep left loops of SRC alone for ISA: its
    -fopt-info-vec-missed lines."""
    late = [f for f in late if not f.startswith("-l")]
    cmd = (variant.cc + base_flags(isa) + variant.flags + extra
           + ["-fopt-info-vec-missed"] + include_flags(include)
           + ["-c", src, "-o", os.path.join(build, "missed.o")] + late)
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=COMPILE_TIMEOUT)
    except (subprocess.TimeoutExpired, OSError):
        return []
    return [line for line in lockstep_report(r.stderr, src)
            if "missed" in line]


def vectorized_summary(report, loops):
    """What the lockstep column says: yes (VF n), no, or k/n loops."""
    locs = set()
    vfs = set()
    for line in report:
        if "vectorized by lockstep" in line:
            locs.add(line.split(": ")[0])
            m = re.search(r"\bVF (\d+)", line)
            if m:
                vfs.add(m.group(1))
    vf = " (VF %s)" % "/".join(sorted(vfs, key=int)) if vfs else ""
    if not locs:
        return "no"
    if loops and len(locs) < loops:
        return "%d/%d loops%s" % (len(locs), loops, vf)
    return "yes" + vf


def main_loop_utilization(stderr):
    """The lane utilization (a string such as "78.5%") of the loop with the
    most vector iterations in the profile report STDERR, or None."""
    best = None
    for m in re.finditer(r"lockstep profile: .*: loop in .*, VF \d+: "
                         r"(\d+) vector iterations, .*lane utilization "
                         r"([0-9.]+%)", stderr):
        if best is None or int(m.group(1)) > best[0]:
            best = (int(m.group(1)), m.group(2))
    return best[1] if best else None


def run_program(exe):
    """Run EXE.  Returns (ok, time, checksum, tolerance, message), where
    the message is the program's standard error when it succeeds."""
    try:
        r = subprocess.run([exe], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True,
                           timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, None, None, None, "timed out after %d s" % RUN_TIMEOUT
    except OSError as e:
        return False, None, None, None, str(e)
    seconds, checksum, tol = parse_output(r.stdout)
    if r.returncode != 0:
        why = ("killed by signal %d" % -r.returncode if r.returncode < 0
               else "exit status %d" % r.returncode)
        return False, None, None, None, "%s: %s" % (why, r.stderr.strip())
    if seconds is None or checksum is None:
        return False, None, None, None, "no time or checksum line"
    return True, seconds, checksum, tol, r.stderr


def fmt_time(t):
    return "%.4f" % t if t is not None else "-"


def ratio(a, b):
    """A / B, or None if either is missing."""
    return a / b if a is not None and b else None


def fmt_ratio(a, b):
    r = ratio(a, b)
    return "%.2f" % r if r is not None else "-"


def geomean(values):
    """The geometric mean of the VALUES that are not None, or None."""
    values = [v for v in values if v is not None and v > 0]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def best_peer(cell):
    """The better (smaller) of the GCC and Clang medians of CELL, or None
    if it has neither."""
    times = [cell.get(c) for c in ("gcc", "clang")
             if cell.get(c) is not None]
    return min(times) if times else None


def lay_out(table, left):
    """The lines of TABLE (a header row, body rows and a last row of
    geometric means), the columns of the set LEFT aligned to the left, the
    others to the right, with rules under the header and over the last
    row."""
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    rule = "  ".join("-" * w for w in widths)
    lines = []
    for k, row in enumerate(table):
        if k == len(table) - 1 and k > 0:
            lines.append(rule)
        lines.append("  ".join(c.ljust(w) if i in left else c.rjust(w)
                               for i, (c, w) in enumerate(zip(row, widths)))
                     .rstrip())
        if k == 0:
            lines.append(rule)
    return lines


def format_isa_table(rows, isa, have_clang):
    """The lines of the table of ROWS for the instruction set ISA: per
    kernel the medians, lockstep's speedups over GCC, over Clang and over
    the better of the two, and what lockstep vectorized; a last line of the
    geometric means of the speedups."""
    head = ["kernel", "gcc (s)", "clang (s)", "lockstep (s)", "gcc/ls",
            "clang/ls", "best/ls", "util", "prof/ls", "lockstep vectorized"]
    drop = [5, 2] if not have_clang else []
    table = [head]
    speedups = {"gcc": [], "clang": [], "best": []}
    for r in rows:
        cell = r["isa"].get(isa, {})
        ls = cell.get("lockstep")
        best = best_peer(cell)
        speedups["gcc"].append(ratio(cell.get("gcc"), ls))
        speedups["clang"].append(ratio(cell.get("clang"), ls))
        speedups["best"].append(ratio(best, ls))
        table.append([r["kernel"], fmt_time(cell.get("gcc")),
                      fmt_time(cell.get("clang")), fmt_time(ls),
                      fmt_ratio(cell.get("gcc"), ls),
                      fmt_ratio(cell.get("clang"), ls),
                      fmt_ratio(best, ls), cell.get("util", "-"),
                      fmt_ratio(cell.get("profile"), ls),
                      cell.get("vectorized", "-")])
    timed = sum(1 for v in speedups["best"] if v is not None)
    means = {k: geomean(v) for k, v in speedups.items()}
    table.append(["geomean", "", "", ""]
                 + ["%.2f" % means[k] if means[k] is not None else "-"
                    for k in ("gcc", "clang", "best")]
                 + ["", ""]
                 + ["(of %d kernel%s)" % (timed, "" if timed == 1 else "s")])
    for row in table:
        for i in drop:
            del row[i]
    return lay_out(table, {0, len(table[0]) - 1})


def format_summary(rows, isas):
    """The lines of the table of lockstep's speedups over the better of GCC
    and Clang, a column per instruction set of ISAS, with their geometric
    means."""
    table = [["kernel"] + [isa for isa, _ in isas]]
    columns = [[] for _ in isas]
    for r in rows:
        line = [r["kernel"]]
        for k, (isa, _) in enumerate(isas):
            cell = r["isa"].get(isa, {})
            v = ratio(best_peer(cell), cell.get("lockstep"))
            columns[k].append(v)
            line.append("%.2f" % v if v is not None else "-")
        table.append(line)
    means = [geomean(c) for c in columns]
    table.append(["geomean"] + ["%.2f" % m if m is not None else "-"
                                for m in means])
    return lay_out(table, {0})


def format_tables(rows, isas, have_clang):
    """The lines of the tables of ROWS: one per instruction set of ISAS
    (pairs of the -march value and its widest vector extension), then, for
    more than one, the summary of the speedups over the better peer and the
    kernels where lockstep is slower than it."""
    lines = []
    for isa, desc in isas:
        lines.append("-march=%s%s" % (isa, " (%s)" % desc if desc else ""))
        lines += format_isa_table(rows, isa, have_clang)
        lines.append("")
    if len(isas) > 1:
        lines.append("lockstep's speedup over the better of %s, per "
                     "instruction set:" % ("GCC and Clang" if have_clang
                                           else "GCC (no Clang)"))
        lines += format_summary(rows, isas)
        lines.append("")
    slower = []
    for isa, _ in isas:
        names = []
        for r in rows:
            cell = r["isa"].get(isa, {})
            v = ratio(best_peer(cell), cell.get("lockstep"))
            if v is not None and v < SLOWER:
                names.append("%s %.2f" % (r["kernel"], v))
        if names:
            slower.append("  -march=%s: %s" % (isa, ", ".join(names)))
    if slower:
        lines.append("lockstep slower than the better peer (best/ls below "
                     "%.2f):" % SLOWER)
        lines += slower
    else:
        lines.append("lockstep nowhere slower than the better peer "
                     "(best/ls below %.2f)" % SLOWER)
    return lines


def load_average():
    """The load averages over 1, 5 and 15 minutes, as text."""
    try:
        return "%.2f %.2f %.2f" % os.getloadavg()
    except OSError:
        return "unknown"


def machine():
    """The processor model and the number of processors, as text."""
    model = None
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = " ".join(line.split(":", 1)[1].split())
                    break
    except OSError:
        pass
    return "%s, %s processors" % (model or "unknown processor",
                                  os.cpu_count() or "?")


def write_results(outdir, info, table, failures):
    """Write INFO, the lines TABLE and FAILURES to OUTDIR/bench-results.txt.
    Returns the file's name, or None after saying why not."""
    path = os.path.join(outdir, "bench-results.txt")
    try:
        os.makedirs(outdir, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            for line in info + [""] + table:
                f.write(line + "\n")
            if failures:
                f.write("\nFAILED:\n")
                for line in failures:
                    f.write("  " + line + "\n")
    except OSError as e:
        print("run.py: cannot write %s: %s" % (path, e))
        return None
    return path


def write_chart(outdir, rows, isas, have_clang, title):
    """Draw lockstep's speedups of ROWS and their geometric means as bars
    with gnuplot into OUTDIR/bench-ratios.png and .svg: for one instruction
    set those over GCC and over Clang, for several one bar per instruction
    set of ISAS of the speedup over the better of the two.  Returns the
    names of the files written; without gnuplot, says so in one line and
    returns []."""
    gnuplot = shutil.which("gnuplot")
    if not gnuplot:
        print("gnuplot not found: no chart of the ratios")
        return []
    if len(isas) == 1:
        isa = isas[0][0]
        cols = [(lambda cell: ratio(cell.get("gcc"), cell.get("lockstep")),
                 "gcc / lockstep")]
        if have_clang:
            cols.append((lambda cell: ratio(cell.get("clang"),
                                            cell.get("lockstep")),
                         "clang / lockstep"))
        values = [[f(r["isa"].get(isa, {})) for f, _ in cols] for r in rows]
        ylabel = "median time / lockstep median time"
    else:
        cols = [(None, "-march=%s%s" % (isa, " (%s)" % desc if desc else ""))
                for isa, desc in isas]
        values = [[ratio(best_peer(r["isa"].get(isa, {})),
                         r["isa"].get(isa, {}).get("lockstep"))
                   for isa, _ in isas] for r in rows]
        ylabel = ("better of gcc, clang / lockstep" if have_clang
                  else "gcc / lockstep")
    ylabel += " (above 1: lockstep faster)"
    data = [(r["kernel"], vals) for r, vals in zip(rows, values)
            if any(v is not None for v in vals)]
    if not data:
        print("no timed kernels: no chart of the ratios")
        return []
    data.append(("geomean", [geomean(v[k] for _, v in data)
                             for k in range(len(cols))]))
    with tempfile.TemporaryDirectory(prefix="lockstep-chart.") as tmp:
        dat = os.path.join(tmp, "ratios.dat")
        with open(dat, "w", encoding="utf-8") as f:
            for name, vals in data:
                f.write("%s %s\n" % (name, " ".join(
                    repr(v) if v is not None else "?" for v in vals)))
        return run_gnuplot(gnuplot, outdir, dat, len(data),
                           [label for _, label in cols], title, ylabel)


def run_gnuplot(gnuplot, outdir, dat, clusters, labels, title, ylabel):
    """Plot the ratios of the data file DAT (CLUSTERS lines of a name and a
    ratio for each of the bars LABELS) into OUTDIR/bench-ratios.png and
    .svg, the y axis labelled YLABEL."""

    def quote(text):
        return "'" + text.replace("'", "''") + "'"

    n = len(labels)
    width = max(640, 32 * clusters * n + 200)
    plots = []
    for k, label in enumerate(labels):
        using = "%d%s" % (k + 2, ":xtic(1)" if k == 0 else "")
        plots.append("%s using %s title %s" % (quote(dat) if k == 0 else "''",
                                               using, quote(label)))
    # Value labels over the bars: bar K of a cluster of N (gap 1) is
    # centred at its index + (K - (N - 1) / 2) / (N + 1).
    for k in range(n):
        plots.append("'' using ($0 + %g):($%d):(sprintf('%%.2f', $%d)) "
                     "with labels offset 0,0.6 font ',7' notitle"
                     % ((k - (n - 1) / 2.0) / (n + 1), k + 2, k + 2))
    common = """set termoption noenhanced
set title %s
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 1
set datafile missing '?'
set ylabel %s
set yrange [0:*]
set grid ytics
set xtics rotate by -40 scale 0 nomirror
set key top left
set arrow 1 from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 1
plot %s
""" % (quote(title), quote(ylabel), ", ".join(plots))
    written = []
    for ext, term in (("png", "pngcairo size %d,480 font 'sans,9'" % width),
                      ("svg", "svg size %d,480 dynamic font 'sans,9'"
                       % width)):
        out = os.path.join(outdir, "bench-ratios." + ext)
        script = "set terminal %s\nset output %s\n%s" % (term, quote(out),
                                                          common)
        try:
            os.makedirs(outdir, exist_ok=True)
            r = subprocess.run([gnuplot], input=script,
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE,
                               universal_newlines=True, timeout=60)
        except (subprocess.TimeoutExpired, OSError) as e:
            print("gnuplot failed: %s" % e)
            continue
        if r.returncode != 0 or not os.path.exists(out):
            print("gnuplot failed on %s: %s" % (out, r.stderr.strip()))
            continue
        written.append(out)
    return written


def build_kernel(name, src, isas, variants, bench_dir, build, row,
                 failures):
    """Build kernel NAME (the file SRC) with each of VARIANTS for each
    instruction set of ISAS, two compilers at a time, print lockstep's
    reports and set ROW's cells.  Returns {(isa, variant name): program}
    of the instruction sets for which every build succeeded."""
    extra = kernel_flags(src)
    late = kernel_flags(src, "bench-lockstep-flags")
    jobs = [(isa, v) for isa in isas for v in variants]

    def build_one(job):
        isa, v = job
        exe = os.path.join(build, "%s-%s-%s" % (name, isa, v.name))
        return (exe,) + compile_kernel(v, isa, src, extra, bench_dir, exe,
                                       late if v.lockstep or v.profile
                                       else ())

    with concurrent.futures.ThreadPoolExecutor(
            max_workers=min(2, os.cpu_count() or 1)) as pool:
        results = list(pool.map(build_one, jobs))

    exes = {}
    for (isa, v), (exe, ok, cmd, err) in zip(jobs, results):
        cell = row["isa"].setdefault(isa, {"vectorized": "?"})
        tag = "[%s] " % isa if len(isas) > 1 else ""
        if v.lockstep:
            report = lockstep_report(err, src)
            for line in report:
                print("   " + tag + line)
            cell["vectorized"] = vectorized_summary(report, simd_loops(src))
            if ok and not cell["vectorized"].startswith("yes"):
                for line in lockstep_missed(v, isa, src, extra, bench_dir,
                                            build, late):
                    print("   " + tag + line)
                if not report:
                    print("   %s(lockstep vectorized nothing)" % tag)
        if not ok:
            what = ("ICE" if "internal compiler error" in err
                    else "compile error")
            print("   %s%s: %s with %s:" % (tag, what.upper(), name, v.name))
            print("   $ " + " ".join(shlex.quote(c) for c in cmd))
            for line in err.strip().splitlines()[-15:]:
                print("   | " + line)
            failures.append("%s: %s (%s, -march=%s)" % (name, what, v.name,
                                                        isa))
            if v.lockstep:
                cell["vectorized"] = what
            continue
        exes[(isa, v.name)] = exe
    return {key: exe for key, exe in exes.items()
            if all((key[0], v.name) in exes for v in variants)}


def time_kernel(name, isas, variants, exes, reps, row, failures):
    """Run the programs EXES of kernel NAME REPS times, interleaved: per
    round every variant for every instruction set of ISAS that built.
    Check their checksums against GCC's for the same instruction set and
    set ROW's medians (or mark the instruction set FAILED)."""
    live = [isa for isa in isas if (isa, "gcc") in exes]
    times = {(isa, v.name): [] for isa in live for v in variants}
    sums = {}
    tols = {}
    bad = set()
    for rep in range(reps):
        for isa in live:
            if isa in bad:
                continue
            for v in variants:
                key = (isa, v.name)
                ok, t, checksum, ktol, msg = run_program(exes[key])
                if not ok:
                    print("   FAIL: %s built with %s for -march=%s: %s"
                          % (name, v.name, isa, msg))
                    failures.append("%s: %s run failed (-march=%s)"
                                    % (name, v.name, isa))
                    bad.add(isa)
                    break
                if v.profile and rep == 0:
                    util = main_loop_utilization(msg)
                    if util:
                        row["isa"][isa]["util"] = util
                if ktol is not None:
                    tols[isa] = max(ktol, tols.get(isa, ktol))
                times[key].append(t)
                sums.setdefault(key, checksum)
                if checksum != sums[key]:
                    print("   FAIL: %s built with %s for -march=%s printed "
                          "checksum %s, then %s" % (name, v.name, isa,
                                                    sums[key], checksum))
                    failures.append("%s: %s not deterministic (-march=%s)"
                                    % (name, v.name, isa))
                    bad.add(isa)
                    break
    for isa in live:
        if isa not in bad:
            ref = sums[(isa, "gcc")]
            tol = tols.get(isa)
            for v in variants:
                if not agree(sums[(isa, v.name)], ref, tol):
                    print("   FAIL: -march=%s: checksum %s with %s, %s with "
                          "gcc (tolerance %s)"
                          % (isa, sums[(isa, v.name)], v.name, ref,
                             tol if tol is not None else "exact"))
                    failures.append("%s: %s checksum differs from gcc's "
                                    "(-march=%s)" % (name, v.name, isa))
                    bad.add(isa)
        cell = row["isa"][isa]
        if isa in bad:
            cell["vectorized"] += ", FAILED"
            continue
        print("   %schecksums agree: %s"
              % ("[%s] " % isa if len(isas) > 1 else "",
                 ", ".join("%s %s" % (v.name, sums[(isa, v.name)])
                           for v in variants)))
        for v in variants:
            cell[v.name] = statistics.median(times[(isa, v.name)])


def main():
    args = parse_args()
    bench_dir = os.path.abspath(args.dir)
    plugin = os.path.abspath(args.plugin)
    if not os.path.exists(plugin):
        sys.exit("run.py: no plugin %s (run make first)" % plugin)

    variants = [Variant("gcc", shlex.split(args.gcc), [])]
    if args.clang.strip():
        variants.append(Variant("clang", shlex.split(args.clang), []))
    variants.append(Variant("lockstep", shlex.split(args.gcc),
                            ["-fplugin=" + plugin, "-fopt-info-vec"],
                            lockstep=True))
    variants.append(Variant("profile", shlex.split(args.gcc),
                            ["-fplugin=" + plugin,
                             "-fplugin-arg-lockstep-profile"], profile=True))
    have_clang = any(v.name == "clang" for v in variants)

    if args.kernels:
        names = [os.path.basename(k)[:-2] if k.endswith(".c") else k
                 for k in args.kernels]
    else:
        names = sorted(f[:-2] for f in os.listdir(bench_dir)
                       if f.endswith(".c"))
    if not names:
        sys.exit("run.py: no kernels in %s" % bench_dir)

    flags = cpu_flags()
    asked = args.isa or (DEFAULT_ISAS if flags is not None else ["native"])
    isa_descs, notes = check_isas(shlex.split(args.gcc), asked, flags)
    if not isa_descs:
        sys.exit("run.py: no instruction set to run:\n  " + "\n  ".join(notes))
    isas = [isa for isa, _ in isa_descs]

    info = []
    for v in variants:
        info.append("%-9s %s" % (v.name + ":", " ".join(
            v.cc + base_flags("ISA") + v.flags)))
    info.append("ISA:      %s" % ", ".join(
        "%s%s" % (isa, " (%s)" % desc if desc else "")
        for isa, desc in isa_descs))
    info += notes
    if not have_clang:
        info.append("note: no Clang given (configure found none): "
                    "the Clang columns are left out")
    info.append("%d interleaved runs of each program; times are medians of "
                "the kernels' own timings, ratio > 1: lockstep faster; "
                "best: the better of gcc and clang" % args.reps
                if have_clang else
                "%d interleaved runs of each program; times are medians of "
                "the kernels' own timings, ratio > 1: lockstep faster; "
                "best: gcc" % args.reps)
    info.append("util: the lane utilization of the kernel's busiest vector "
                "loop, from lockstep's run-time profile; prof/ls: the time "
                "with the profile over the time without")
    # The profile's report goes to the programs' standard error.
    os.environ.pop("LOCKSTEP_PROFILE", None)
    load_before = load_average()
    start = time.monotonic()
    for line in info:
        print(line)
    print("load average at the start: %s" % load_before)
    print()

    build = tempfile.mkdtemp(prefix="lockstep-bench.")
    rows = []
    failures = []
    try:
        for name in names:
            src = os.path.join(bench_dir, name + ".c")
            row = {"kernel": name, "isa": {}}
            rows.append(row)
            if not os.path.exists(src):
                failures.append("%s: no such kernel %s" % (name, src))
                for isa in isas:
                    row["isa"][isa] = {"vectorized": "MISSING"}
                continue
            extra = kernel_flags(src)
            late = kernel_flags(src, "bench-lockstep-flags")
            shown = " ".join(extra)
            if late:
                shown += "%slockstep only: %s" % ("; " if extra else "",
                                                  " ".join(late))
            print("== %s%s" % (name, " (" + shown + ")" if shown else ""))
            exes = build_kernel(name, src, isas, variants, bench_dir, build,
                                row, failures)
            time_kernel(name, isas, variants, exes, args.reps, row, failures)
            print()
    finally:
        if args.keep:
            print("build directory kept: %s" % build)
        else:
            shutil.rmtree(build, ignore_errors=True)

    table = format_tables(rows, isa_descs, have_clang)
    for line in table:
        print(line)
    load_after = load_average()
    elapsed = time.monotonic() - start
    print()
    print("load average at the end: %s" % load_after)
    print("%d kernel%s, %d instruction set%s: %.0f s"
          % (len(names), "" if len(names) == 1 else "s", len(isas),
             "" if len(isas) == 1 else "s", elapsed))
    if args.outdir:
        when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
        info = (["lockstep benchmarks, %s, %s" % (when, machine())] + info
                + ["load average (1, 5, 15 min) at the start: %s, at the "
                   "end: %s; %.0f s in all" % (load_before, load_after,
                                                elapsed)])
        written = []
        path = write_results(args.outdir, info, table, failures)
        if path:
            written.append(path)
        written += write_chart(
            args.outdir, rows, isa_descs, have_clang,
            "lockstep: speedup over plain compilers (medians of %d runs, "
            "%s; load %s)" % (args.reps, when, load_after.split()[0]))
        if written:
            print("written: %s" % ", ".join(written))
    if failures:
        print()
        print("FAILED:")
        for f in failures:
            print("  " + f)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
