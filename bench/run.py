#! /usr/bin/env python3
# The driver of lockstep's benchmarks (make bench): builds each kernel of
# bench/ with plain GCC, with Clang and with GCC plus lockstep, checks that
# the three programs agree, times them interleaved and prints the medians
# and ratios; with --outdir it also writes the table to a file and, if
# gnuplot is there, a bar chart of the ratios.  Python 3, standard library
# only.
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

import argparse
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

BASE_FLAGS = ["-O3", "-march=native", "-fopenmp-simd"]
RUN_TIMEOUT = 120
COMPILE_TIMEOUT = 300


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
                   default=int(os.environ.get("BENCH_REPS") or 7),
                   help="timed runs of each program (default: 7, or "
                   "$BENCH_REPS)")
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
    if args.outdir is None:
        args.outdir = os.path.join(
            os.path.dirname(os.path.abspath(args.dir)), "doc")
    return args


def kernel_flags(src, key="bench-flags"):
    """The extra flags of the KEY: comment lines of SRC."""
    flags = []
    with open(src, encoding="utf-8") as f:
        for line in f:
            m = re.search(r"/\*\s*%s:(.*?)\*/" % re.escape(key), line)
            if m:
                flags += shlex.split(m.group(1))
    return flags


def simd_loops(src):
    """The number of omp simd loop pragmas in SRC (declare simd aside)."""
    n = 0
    with open(src, encoding="utf-8") as f:
        for line in f:
            if (re.match(r"\s*#\s*pragma\s+omp\b.*\bsimd\b", line)
                    and not re.search(r"\bdeclare\b", line)):
                n += 1
    return n


def parse_output(text):
    """The time, checksum and tolerance (None: exact) printed by a kernel."""
    time = checksum = tol = None
    for line in text.splitlines():
        words = line.split()
        if len(words) >= 2:
            if words[0] == "time":
                time = float(words[1])
            elif words[0] == "checksum":
                checksum = words[1]
            elif words[0] == "tolerance":
                tol = float(words[1])
    return time, checksum, tol


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
    """One way of building the kernels."""

    def __init__(self, name, cc, flags, lockstep=False):
        self.name = name
        self.cc = cc
        self.flags = flags
        self.lockstep = lockstep


def include_flags(bench_dir):
    """-I for the kernels' directory and for the include directory next to
    it, if there is one."""
    flags = ["-I" + bench_dir]
    inc = os.path.join(os.path.dirname(bench_dir), "include")
    if os.path.isdir(inc):
        flags.append("-I" + inc)
    return flags


def compile_kernel(variant, src, extra, include, out, late=()):
    """Build SRC with VARIANT into OUT, with LATE after the source.  Returns
    (ok, command, stderr)."""
    cmd = (variant.cc + BASE_FLAGS + variant.flags + extra
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


def lockstep_missed(variant, src, extra, include, build, late=()):
    """Why lockstep left loops of SRC alone: its -fopt-info-vec-missed
    lines."""
    late = [f for f in late if not f.startswith("-l")]
    cmd = (variant.cc + BASE_FLAGS + variant.flags + extra
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


def run_program(exe):
    """Run EXE.  Returns (ok, time, checksum, tolerance, message)."""
    try:
        r = subprocess.run([exe], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True,
                           timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, None, None, None, "timed out after %d s" % RUN_TIMEOUT
    time, checksum, tol = parse_output(r.stdout)
    if r.returncode != 0:
        why = ("killed by signal %d" % -r.returncode if r.returncode < 0
               else "exit status %d" % r.returncode)
        return False, None, None, None, "%s: %s" % (why, r.stderr.strip())
    if time is None or checksum is None:
        return False, None, None, None, "no time or checksum line"
    return True, time, checksum, tol, ""


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


def format_table(rows, have_clang):
    """The lines of the table of ROWS, with a last line of the geometric
    means of the ratios."""
    head = ["kernel", "gcc (s)", "clang (s)", "lockstep (s)", "gcc/ls",
            "clang/ls", "lockstep vectorized"]
    if not have_clang:
        del head[5]
        del head[2]
    table = [head]
    for r in rows:
        cells = [r["kernel"], fmt_time(r.get("gcc")), fmt_time(r.get("clang")),
                 fmt_time(r.get("lockstep")),
                 fmt_ratio(r.get("gcc"), r.get("lockstep")),
                 fmt_ratio(r.get("clang"), r.get("lockstep")),
                 r["vectorized"]]
        if not have_clang:
            del cells[5]
            del cells[2]
        table.append(cells)
    gm_gcc = geomean(ratio(r.get("gcc"), r.get("lockstep")) for r in rows)
    gm_clang = geomean(ratio(r.get("clang"), r.get("lockstep")) for r in rows)
    timed = sum(1 for r in rows if ratio(r.get("gcc"), r.get("lockstep")))
    gm = ["geomean", "", "", "",
          "%.2f" % gm_gcc if gm_gcc is not None else "-",
          "%.2f" % gm_clang if gm_clang is not None else "-",
          "(of %d kernel%s)" % (timed, "" if timed == 1 else "s")]
    if not have_clang:
        del gm[5]
        del gm[2]
    table.append(gm)
    widths = [max(len(row[i]) for row in table) for i in range(len(head))]
    lines = []
    for k, row in enumerate(table):
        if k == 0 or k == len(table) - 1:
            rule = "  ".join("-" * w for w in widths)
            if k > 0:
                lines.append(rule)
        # Names and the last column to the left, numbers to the right.
        out = [row[0].ljust(widths[0])]
        out += [c.rjust(w) for c, w in zip(row[1:-1], widths[1:-1])]
        out.append(row[-1])
        lines.append("  ".join(out).rstrip())
        if k == 0:
            lines.append(rule)
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


def write_chart(outdir, rows, have_clang, title):
    """Draw the ratios of ROWS and their geometric means as bars with
    gnuplot into OUTDIR/bench-ratios.png and .svg.  Returns the names of the
    files written; without gnuplot, says so in one line and returns []."""
    gnuplot = shutil.which("gnuplot")
    if not gnuplot:
        print("gnuplot not found: no chart of the ratios")
        return []
    cols = [("gcc", "gcc / lockstep")]
    if have_clang:
        cols.append(("clang", "clang / lockstep"))
    data = []
    for r in rows:
        vals = [ratio(r.get(c), r.get("lockstep")) for c, _ in cols]
        if any(v is not None for v in vals):
            data.append((r["kernel"], vals))
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
        return run_gnuplot(gnuplot, outdir, dat, len(data), cols, title)


def run_gnuplot(gnuplot, outdir, dat, clusters, cols, title):
    """Plot the ratios of the data file DAT (CLUSTERS lines of a name and a
    ratio for each of COLS) into OUTDIR/bench-ratios.png and .svg."""

    def quote(text):
        return "'" + text.replace("'", "''") + "'"

    n = len(cols)
    width = max(640, 40 * clusters * n + 200)
    plots = []
    for k, (_, label) in enumerate(cols):
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
set ylabel 'median time / lockstep median time (above 1: lockstep faster)'
set yrange [0:*]
set grid ytics
set xtics rotate by -40 scale 0 nomirror
set key top left
set arrow 1 from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 1
plot %s
""" % (quote(title), ", ".join(plots))
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
    have_clang = any(v.name == "clang" for v in variants)

    if args.kernels:
        names = [os.path.basename(k)[:-2] if k.endswith(".c") else k
                 for k in args.kernels]
    else:
        names = sorted(f[:-2] for f in os.listdir(bench_dir)
                       if f.endswith(".c"))
    if not names:
        sys.exit("run.py: no kernels in %s" % bench_dir)

    info = []
    for v in variants:
        info.append("%-9s %s" % (v.name + ":",
                                 " ".join(v.cc + BASE_FLAGS + v.flags)))
    if not have_clang:
        info.append("note: no Clang given (configure found none): "
                    "the Clang columns are left out")
    info.append("%d interleaved runs of each program; times are medians of "
                "the kernels' own timings, ratio > 1: lockstep faster"
                % args.reps)
    load_before = load_average()
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
            if not os.path.exists(src):
                failures.append("%s: no such kernel %s" % (name, src))
                rows.append({"kernel": name, "vectorized": "MISSING"})
                continue
            extra = kernel_flags(src)
            late = kernel_flags(src, "bench-lockstep-flags")
            row = {"kernel": name, "vectorized": "?"}
            rows.append(row)
            shown = " ".join(extra)
            if late:
                shown += "%slockstep only: %s" % ("; " if extra else "",
                                                  " ".join(late))
            print("== %s%s" % (name, " (" + shown + ")" if shown else ""))

            # Build.
            exes = {}
            for v in variants:
                exe = os.path.join(build, "%s-%s" % (name, v.name))
                ok, cmd, err = compile_kernel(v, src, extra, bench_dir, exe,
                                              late if v.lockstep else ())
                if v.lockstep:
                    report = lockstep_report(err, src)
                    for line in report:
                        print("   " + line)
                    row["vectorized"] = vectorized_summary(report,
                                                           simd_loops(src))
                    if ok and not row["vectorized"].startswith("yes"):
                        for line in lockstep_missed(v, src, extra, bench_dir,
                                                    build, late):
                            print("   " + line)
                        if not report:
                            print("   (lockstep vectorized nothing)")
                if not ok:
                    what = ("ICE" if "internal compiler error" in err
                            else "compile error")
                    print("   %s: %s with %s:" % (what.upper(), name, v.name))
                    print("   $ " + " ".join(shlex.quote(c) for c in cmd))
                    for line in err.strip().splitlines()[-15:]:
                        print("   | " + line)
                    failures.append("%s: %s (%s)" % (name, what, v.name))
                    if v.lockstep:
                        row["vectorized"] = what
                    continue
                exes[v.name] = exe
            if len(exes) < len(variants):
                print()
                continue

            # Run, interleaved: every variant once per round.
            times = {v.name: [] for v in variants}
            sums = {}
            tol = None
            bad = False
            for rep in range(args.reps):
                for v in variants:
                    ok, t, checksum, ktol, msg = run_program(exes[v.name])
                    if not ok:
                        print("   FAIL: %s built with %s: %s"
                              % (name, v.name, msg))
                        failures.append("%s: %s run failed" % (name, v.name))
                        bad = True
                        break
                    if ktol is not None:
                        tol = ktol if tol is None else max(tol, ktol)
                    times[v.name].append(t)
                    sums.setdefault(v.name, checksum)
                    if checksum != sums[v.name]:
                        print("   FAIL: %s built with %s printed checksum %s,"
                              " then %s" % (name, v.name, sums[v.name],
                                            checksum))
                        failures.append("%s: %s not deterministic"
                                        % (name, v.name))
                        bad = True
                        break
                if bad:
                    break
            if not bad:
                ref = sums["gcc"]
                for v in variants:
                    if not agree(sums[v.name], ref, tol):
                        print("   FAIL: checksum %s with %s, %s with gcc "
                              "(tolerance %s)" % (sums[v.name], v.name, ref,
                                                  tol if tol is not None
                                                  else "exact"))
                        failures.append("%s: %s checksum differs from gcc's"
                                        % (name, v.name))
                        bad = True
            if bad:
                row["vectorized"] += ", FAILED"
                print()
                continue
            print("   checksums agree: %s" % ", ".join(
                "%s %s" % (v.name, sums[v.name]) for v in variants))
            for v in variants:
                row[v.name] = statistics.median(times[v.name])
            print()
    finally:
        if args.keep:
            print("build directory kept: %s" % build)
        else:
            shutil.rmtree(build, ignore_errors=True)

    table = format_table(rows, have_clang)
    for line in table:
        print(line)
    load_after = load_average()
    print()
    print("load average at the end: %s" % load_after)
    if args.outdir:
        when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
        info = (["lockstep benchmarks, %s, %s" % (when, machine())] + info
                + ["load average (1, 5, 15 min) at the start: %s, at the "
                   "end: %s" % (load_before, load_after)])
        written = []
        path = write_results(args.outdir, info, table, failures)
        if path:
            written.append(path)
        written += write_chart(
            args.outdir, rows, have_clang,
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
