#! /usr/bin/env python3
"""Measure what lockstep costs at compile time.

Four measurements, each comparing `gcc -O3 -march=native -fopenmp-simd -c'
without and with -fplugin=lockstep.so, the two builds timed interleaved and
summarized by medians (wall-clock and user CPU time of the compiler, cc1
included):

  1. a generated file of 200 `omp simd' loops of realistic kinds
     (straight-line arithmetic, data-dependent if/else nests, switch,
     divergent inner while loops with break, reductions, conditional loads
     and stores, calls to math functions), the same for the same seed;
     also how many of its loops lockstep vectorized (-fopt-info-vec, from a
     separate, untimed compile);
  2. every kernel of bench/, with its flag comments as run.py reads them
     (bench-flags for both builds, bench-lockstep-flags for the lockstep
     build), and lockstep's vectorized loops per kernel;
  3. scaling: single-loop files whose loop body has about B basic blocks,
     B = 100, 300, 1000, 3000, 10000 (chains of data-dependent if/else on
     changing floats, some two-level nests, a divergent inner while loop
     with break per 500 blocks, so that GCC's own vectorizer leaves the loop
     alone), the block count checked in GCC's ch_vect dump; the time
     lockstep adds for each B and how that grows from one B to the next (a
     growth near the growth of B is linear, well above it superlinear); and
     what lockstep's analysis alone adds (-fplugin-arg-lockstep-analyze=
     all), to tell lockstep's own time from GCC's on the vector code;
  4. N loops of the kinds of 1. (N = 10, 30, 100; --fun-sizes for others)
     all in one function, and each in a function of its own: the time
     lockstep adds should grow like N in both.

Prints a plain-text report and exits 0; a compiler crash or time-out is
reported in the tables and, with the command that shows it, at the end.
"""
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.
#
# Usage:
#   bench/compile-time.py --plugin plugin/lockstep.so [--gcc gcc]
#       [--reps N] [--scale-reps N] [--sizes 100,300,...] [--loops N]
#       [--seed S] [--scale-opt -O3] [--timeout SECONDS] [--quick]
#       [--fun-sizes 10,30,...] [--time-report]
#       [--only loops,bench,scaling,functions] [--keep]
#
# --quick: 2 repetitions, 50 loops, sizes up to 1000 (about 1.5 minutes);
# the full run takes 10 to 15 minutes on a loaded 2-CPU machine.
# --time-report adds GCC's -ftime-report of both builds, phase by phase,
# for the loops file and the largest size.
#
# Python 3, standard library only.  Times are taken from the rusage of the
# waited-for children (the driver, cc1 and as), so user time counts the
# compiler's own CPU time whatever else runs on the machine; wall time is
# what a user waits.  On a shared, loaded machine only medians and
# differences well above the spread mean anything.

import argparse
import bisect
import glob
import os
import re
import resource
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from ctgen import gen_loops_file, gen_scaling_file
from kernels import include_flags, kernel_flags, pragma_lines, simd_loops

BASE_FLAGS = ["-O3", "-march=native", "-fopenmp-simd"]
COMPILE_TIMEOUT = 600
SCALE_SIZES = [100, 300, 1000, 3000, 10000]
QUICK_SCALE_SIZES = [100, 300, 1000]
FUN_SIZES = [10, 30, 100]
QUICK_FUN_SIZES = [10, 30]


def parse_args():
    p = argparse.ArgumentParser(
        description="Measure the compile time lockstep adds: a generated "
        "file of 200 omp simd loops, the bench/ kernels, and a scaling test "
        "in the number of basic blocks of a loop body.")
    p.add_argument("--gcc", default="gcc",
                   help="the GCC lockstep is built for (default: gcc)")
    p.add_argument("--plugin", required=True, help="lockstep.so")
    p.add_argument("--reps", type=int, default=5,
                   help="timed compiles of each file and build (default: 5;"
                   " 2 with --quick)")
    p.add_argument("--scale-reps", type=int, default=3,
                   help="timed compiles per size in the scaling test "
                   "(default: 3; 1 with --quick)")
    p.add_argument("--seed", type=int, default=1,
                   help="seed of the generated files (default: 1)")
    p.add_argument("--loops", type=int, default=200,
                   help="loops of the generated file (default: 200)")
    p.add_argument("--sizes", default="",
                   help="comma-separated basic-block counts of the scaling "
                   "test (default: %s; %s with --quick)"
                   % (",".join(map(str, SCALE_SIZES)),
                      ",".join(map(str, QUICK_SCALE_SIZES))))
    p.add_argument("--fun-sizes", default="",
                   help="comma-separated loop counts of the one-function "
                   "test (default: %s; %s with --quick)"
                   % (",".join(map(str, FUN_SIZES)),
                      ",".join(map(str, QUICK_FUN_SIZES))))
    p.add_argument("--scale-opt", default="-O3",
                   help="optimization level of the scaling test "
                   "(default: -O3)")
    p.add_argument("--timeout", type=int, default=COMPILE_TIMEOUT,
                   help="seconds a compile may take before it is killed "
                   "and reported (default: %d)" % COMPILE_TIMEOUT)
    p.add_argument("--bench-dir",
                   default=os.path.dirname(os.path.abspath(__file__)),
                   help="the directory of the kernels (default: this "
                   "script's)")
    p.add_argument("--only", default="loops,bench,scaling,functions",
                   help="comma-separated parts to run: loops, bench, "
                   "scaling, functions (default: all)")
    p.add_argument("--quick", action="store_true",
                   help="a short run: 2 repetitions, 50 loops, sizes up to "
                   "1000")
    p.add_argument("--time-report", action="store_true",
                   help="for the loops file and the largest scaling size, "
                   "compare GCC's -ftime-report of both builds and show the "
                   "phases that grow most")
    p.add_argument("--keep", action="store_true",
                   help="keep the work directory and say where it is")
    args = p.parse_args()
    if args.quick:
        if "--reps" not in sys.argv:
            args.reps = 2
        if "--scale-reps" not in sys.argv:
            args.scale_reps = 1
        if "--loops" not in sys.argv:
            args.loops = 50
    if args.sizes:
        args.sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    else:
        args.sizes = QUICK_SCALE_SIZES if args.quick else SCALE_SIZES
    if args.fun_sizes:
        args.fun_sizes = [int(s) for s in args.fun_sizes.split(",")
                          if s.strip()]
    else:
        args.fun_sizes = QUICK_FUN_SIZES if args.quick else FUN_SIZES
    args.only = set(s.strip() for s in args.only.split(",") if s.strip())
    bad = args.only - {"loops", "bench", "scaling", "functions"}
    if bad:
        p.error("--only: unknown part %s" % ", ".join(sorted(bad)))
    if args.reps < 1 or args.scale_reps < 1:
        p.error("--reps and --scale-reps must be at least 1")
    return args


# ---------------------------------------------------------------------------
# Running the compiler.

class Run:
    """One compile: its status ("ok", "error", "ICE", "timeout"), wall and
    user and system seconds, and stderr."""

    def __init__(self, status, wall, user, sys_, err):
        self.status, self.wall, self.user, self.sys, self.err = \
            status, wall, user, sys_, err


def run_compiler(cmd, timeout):
    """Run CMD (a compile) with TIMEOUT seconds; kill its whole process
    group when the time is up.  The CPU times are those of the children
    waited for meanwhile, cc1 included (the driver waits for it)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    try:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, universal_newlines=True,
                             start_new_session=True)
    except OSError as e:
        return Run("error", 0.0, 0.0, 0.0, str(e))
    try:
        _, err = p.communicate(timeout=timeout)
        status = "ok" if p.returncode == 0 else "error"
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        _, err = p.communicate()
        status = "timeout"
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if status == "error" and ("internal compiler error" in err
                              or "Segmentation fault" in err
                              or "Killed signal" in err):
        status = "ICE"
    return Run(status, wall, after.ru_utime - before.ru_utime,
               after.ru_stime - before.ru_stime, err)


def quote(cmd):
    return " ".join(shlex.quote(c) for c in cmd)


class Build:
    """A way of compiling: a name and the flags after the base flags."""

    def __init__(self, name, flags):
        self.name, self.flags = name, flags


def compile_cmd(gcc, base, build, extra, src, obj, late=()):
    """The command compiling SRC to OBJ with BUILD; LATE after the
    source (as bench/run.py puts a kernel's lockstep-only flags)."""
    return (gcc + base + build.flags + extra + ["-c", src, "-o", obj]
            + list(late))


def time_builds(gcc, base, builds, extra, src, work, reps, timeout,
                problems, label, late=None):
    """Compile SRC REPS times with each of BUILDS, interleaved (the order
    of the builds alternates from one round to the next, so none always
    runs first); LATE maps a build's name to flags after the source.
    Returns {name: [Run]}.  A failed compile is recorded in PROBLEMS and
    stops that build's runs."""
    late = late or {}
    runs = {b.name: [] for b in builds}
    dead = set()
    for rep in range(reps):
        order = builds if rep % 2 == 0 else list(reversed(builds))
        for b in order:
            if b.name in dead:
                continue
            obj = os.path.join(work, "out-%s.o" % b.name)
            cmd = compile_cmd(gcc, base, b, extra, src, obj,
                              late.get(b.name, ()))
            r = run_compiler(cmd, timeout)
            if r.status != "ok":
                dead.add(b.name)
                problems.append((label, b.name, r, cmd))
                continue
            runs[b.name].append(r)
    return runs


def median(runs, what):
    vals = [getattr(r, what) for r in runs]
    return statistics.median(vals) if vals else None


def spread(runs, what):
    """The range of the runs' times, as a percentage of their median."""
    vals = [getattr(r, what) for r in runs]
    if len(vals) < 2:
        return None
    m = statistics.median(vals)
    return 100.0 * (max(vals) - min(vals)) / m if m else None





def count_lockstep(gcc, base, plugin_build, extra, src, work, timeout,
                   late=()):
    """How many omp simd loops lockstep vectorized and how many it reported
    missed, from one untimed compile of SRC with -fopt-info-vec-all.  A
    report is put down to the last pragma at or above its line in the file
    it names (SRC or a file SRC includes), so a loop GCC duplicated (and
    lockstep vectorized twice) counts once.  Returns (vectorized, missed,
    Run, command)."""
    obj = os.path.join(work, "info.o")
    cmd = compile_cmd(gcc, base, plugin_build, extra + ["-fopt-info-vec-all"],
                      src, obj, late)
    r = run_compiler(cmd, timeout)
    pragmas = {}
    vec = set()
    missed = set()
    for line in r.err.splitlines():
        m = re.match(r"(.*?):(\d+):\d+: ", line)
        if not m:
            continue
        path = m.group(1)
        if not os.path.isabs(path):
            path = os.path.join(os.path.dirname(src), path)
        if path not in pragmas:
            pragmas[path] = (pragma_lines(path) if os.path.isfile(path)
                             else [])
        k = bisect.bisect_right(pragmas[path], int(m.group(2))) - 1
        loop = (path, pragmas[path][k] if k >= 0 else 0)
        if "vectorized by lockstep" in line:
            vec.add(loop)
        elif "lockstep: not vectorized" in line:
            missed.add(loop)
    return len(vec), len(missed - vec), r, cmd


def count_blocks(gcc, base, src, work, timeout):
    """The basic blocks of function big() of SRC just before lockstep runs
    (lockstep is inserted before ifcvt, right after ch_vect), from the
    -fdump-tree-ch_vect dump of a plain compile.  Returns (blocks, None) or
    (None, why)."""
    d = tempfile.mkdtemp(prefix="dump.", dir=work)
    cmd = gcc + base + ["-fdump-tree-ch_vect", "-dumpdir", d + "/", "-c",
                        src, "-o", os.path.join(d, "x.o")]
    r = run_compiler(cmd, timeout)
    if r.status != "ok":
        return None, "dump compile: %s" % r.status
    dumps = glob.glob(os.path.join(d, "*.ch_vect"))
    if not dumps:
        return None, "no ch_vect dump"
    with open(dumps[0], encoding="utf-8", errors="replace") as f:
        text = f.read()
    shutil.rmtree(d, ignore_errors=True)
    return len(set(re.findall(r"<bb (\d+)>", text))), None


# ---------------------------------------------------------------------------
# Reporting.

def fmt(t, digits=3):
    return ("%." + str(digits) + "f") % t if t is not None else "-"


def pct(a, b):
    return "%+.1f%%" % (100.0 * (b - a) / a) if a and b is not None else "-"


def table(rows, left=1):
    """Print ROWS (the first is the header) in columns; the first LEFT
    columns left-aligned, the others right-aligned."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for k, row in enumerate(rows):
        cells = [c.ljust(w) if i < left else c.rjust(w)
                 for i, (c, w) in enumerate(zip(row, widths))]
        print("  " + "  ".join(cells).rstrip())
        if k == 0:
            print("  " + "  ".join("-" * w for w in widths))


def loadavg():
    try:
        with open("/proc/loadavg") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "?"


def time_report_phases(err):
    """{phase: user seconds} from the -ftime-report output ERR (on a
    loaded machine the usr column means more than the wall one)."""
    phases = {}
    for line in err.splitlines():
        m = re.match(r"\s*([^:]+?)\s*:\s*(\d+\.\d+)", line)
        if m:
            phases[m.group(1)] = float(m.group(2))
    return phases


# ---------------------------------------------------------------------------
# The three parts.

def part_loops(args, gcc, builds, work, problems):
    print("== 1. A generated file of %d omp simd loops" % args.loops)
    text, kinds, nfun = gen_loops_file(args.seed, args.loops)
    src = os.path.join(work, "loops%d-seed%d.c" % (args.loops, args.seed))
    with open(src, "w", encoding="utf-8") as f:
        f.write(text)
    print("   %s: %d functions, %d lines; loops by kind: %s"
          % (os.path.basename(src), nfun, text.count("\n"),
             ", ".join("%s %d" % kv for kv in kinds.items())))
    nvec, nmissed, r, cmd = count_lockstep(gcc, BASE_FLAGS, builds[1], [], src,
                                           work, args.timeout)
    if r.status != "ok":
        problems.append(("%d loops (opt-info)" % args.loops, "lockstep", r,
                         cmd))
        print("   lockstep build: %s" % r.status)
    else:
        print("   lockstep vectorized %d of %d loops (%d reported missed)"
              % (nvec, args.loops, nmissed))
    runs = time_builds(gcc, BASE_FLAGS, builds, [], src, work, args.reps,
                       args.timeout, problems, "%d loops" % args.loops)
    rows = [["build", "wall (s)", "user (s)", "sys (s)", "wall spread",
             "runs"]]
    for b in builds:
        rr = runs[b.name]
        sp = spread(rr, "wall")
        rows.append([b.name, fmt(median(rr, "wall")), fmt(median(rr, "user")),
                     fmt(median(rr, "sys")),
                     "%.0f%%" % sp if sp is not None else "-",
                     str(len(rr))])
    table(rows)
    p, l = runs[builds[0].name], runs[builds[1].name]
    print("   overhead of lockstep: wall %s, user %s (medians of %d runs)"
          % (pct(median(p, "wall"), median(l, "wall")),
             pct(median(p, "user"), median(l, "user")), args.reps))
    if args.time_report:
        show_time_report(gcc, BASE_FLAGS, builds, src, work, args.timeout,
                         "%d loops" % args.loops)
    print()
    return {"vectorized": nvec, "runs": runs}


def part_functions(args, gcc, builds, work, problems):
    """The loops file's kinds of loops, N of them all in one function and
    each in a function of its own, for each N of --fun-sizes: what lockstep
    adds should grow like N in both."""
    print("== 4. N omp simd loops in one function and in N functions "
          "(%s -c)" % " ".join(BASE_FLAGS))
    rows = [["N", "one: plain", "lockstep", "ls/plain", "added x",
             "N fns: plain", "lockstep", "ls/plain", "added x", "N x"]]
    prev = None
    for n in args.fun_sizes:
        added = {}
        cells = [str(n)]
        for where, per in (("one", n), ("sep", 1)):
            text, _, _ = gen_loops_file(args.seed, n, per_function=per)
            src = os.path.join(work, "fun-%s-%d.c" % (where, n))
            with open(src, "w", encoding="utf-8") as f:
                f.write(text)
            runs = time_builds(gcc, BASE_FLAGS, builds, [], src, work,
                               args.scale_reps, args.timeout, problems,
                               "%d loops, %s" % (n, where))
            pu = median(runs[builds[0].name], "user")
            lu = median(runs[builds[1].name], "user")
            added[where] = lu - pu if None not in (pu, lu) else None
            grow = "-"
            if prev and added[where] is not None and prev[where]:
                grow = "%.2f" % (added[where] / prev[where])
            cells += [fmt(pu), fmt(lu),
                      "%.2f" % (lu / pu) if pu and lu is not None else "-",
                      grow]
        cells.append("%.2f" % (n / prev["n"]) if prev else "-")
        rows.append(cells)
        added["n"] = n
        prev = added
    table(rows)
    print("   user seconds, medians of %d interleaved runs; added x: the time "
          "lockstep adds over that at the previous N, to compare with N x "
          "(equal: linear)" % args.scale_reps)
    print()


def part_bench(args, gcc, builds, work, problems):
    print("== 2. The bench/ kernels (-c, with their bench-flags; the "
          "lockstep build also with their bench-lockstep-flags)")
    bench_dir = os.path.abspath(args.bench_dir)
    names = sorted(f for f in os.listdir(bench_dir) if f.endswith(".c"))
    rows = [["kernel", "flags", "plain wall", "ls wall", "wall +",
             "plain user", "ls user", "user +", "vectorized"]]
    tot = {"plain": [0.0, 0.0], "lockstep": [0.0, 0.0]}
    for name in names:
        src = os.path.join(bench_dir, name)
        flags = kernel_flags(src)
        extra = flags + include_flags(bench_dir)
        # Libraries (-lsleef) are for the link, which -c leaves out.
        late = [f for f in kernel_flags(src, "bench-lockstep-flags")
                if not f.startswith("-l")]
        nvec, _, r, cmd = count_lockstep(gcc, BASE_FLAGS, builds[1], extra,
                                         src, work, args.timeout, late)
        if r.status != "ok":
            problems.append((name + " (opt-info)", "lockstep", r, cmd))
        runs = time_builds(gcc, BASE_FLAGS, builds, extra, src, work,
                           args.reps, args.timeout, problems, name,
                           {"lockstep": late})
        p, l = runs["plain"], runs["lockstep"]
        pw, lw = median(p, "wall"), median(l, "wall")
        pu, lu = median(p, "user"), median(l, "user")
        if None not in (pw, lw, pu, lu):
            tot["plain"][0] += pw
            tot["plain"][1] += pu
            tot["lockstep"][0] += lw
            tot["lockstep"][1] += lu
        shown = " ".join(flags + (["(ls: %s)" % " ".join(late)] if late
                                  else [])) or "-"
        rows.append([name[:-2], shown, fmt(pw), fmt(lw), pct(pw, lw),
                     fmt(pu), fmt(lu), pct(pu, lu),
                     "%d/%d" % (nvec, simd_loops(src))
                     if r.status == "ok" else r.status])
    rows.append(["total", "", fmt(tot["plain"][0]), fmt(tot["lockstep"][0]),
                 pct(tot["plain"][0], tot["lockstep"][0]),
                 fmt(tot["plain"][1]), fmt(tot["lockstep"][1]),
                 pct(tot["plain"][1], tot["lockstep"][1]), ""])
    table(rows, left=2)
    print("   seconds, medians of %d interleaved runs each; ls = with "
          "lockstep; total: of the kernels both builds compiled; "
          "vectorized: loops lockstep vectorized / omp simd loops"
          % args.reps)
    print()


def part_scaling(args, gcc, builds, work, problems):
    base = [args.scale_opt, "-march=native", "-fopenmp-simd"]
    print("== 3. Scaling in the basic blocks of one loop body (%s -c)"
          % " ".join(base))
    # A third build: lockstep's analysis alone (-fplugin-arg-lockstep-
    # analyze=all analyzes every outermost loop, divergence analysis
    # included, and changes nothing), so what lockstep's own analysis
    # costs shows apart from what GCC spends on the vector code.
    analysis = Build("analysis", builds[1].flags
                     + ["-fplugin-arg-lockstep-analyze=all"])
    rows = [["B", "blocks", "plain", "lockstep", "added", "ms/block",
             "added x", "B x", "analysis +", "plain wall", "ls wall",
             "vectorized"]]
    prev = None
    results = []
    for blocks in args.sizes:
        src = os.path.join(work, "scale-%d.c" % blocks)
        with open(src, "w", encoding="utf-8") as f:
            f.write(gen_scaling_file(blocks, args.seed))
        nbb, why = count_blocks(gcc, base, src, work, args.timeout)
        nvec, nmissed, r, cmd = count_lockstep(gcc, base, builds[1], [], src,
                                               work, args.timeout)
        if r.status != "ok":
            problems.append(("scaling B=%d (opt-info)" % blocks, "lockstep",
                             r, cmd))
            vec = r.status
        else:
            m = re.search(r"vectorized by lockstep: (VF \d+), (\d+) branch",
                          r.err)
            vec = ("yes, %s, %s branches linearized" % m.groups() if m
                   else "yes" if nvec else "missed" if nmissed else "no")
        nproblems = len(problems)
        runs = time_builds(gcc, base, builds + [analysis], [], src, work,
                           args.scale_reps, args.timeout, problems,
                           "scaling B=%d" % blocks)
        p, l, a = runs["plain"], runs["lockstep"], runs["analysis"]
        pu, lu, au = (median(p, "user"), median(l, "user"),
                      median(a, "user"))
        pw, lw = median(p, "wall"), median(l, "wall")
        added = lu - pu if pu is not None and lu is not None else None
        ratio = bratio = "-"
        if prev is not None:
            bratio = "%.2f" % (blocks / prev[0])
            if added is not None and prev[1] is not None and prev[1] > 0.01:
                ratio = "%.2f" % (added / prev[1])
        rows.append([str(blocks), str(nbb) if nbb else why, fmt(pu), fmt(lu),
                     fmt(added), fmt(1000.0 * added / blocks, 2)
                     if added is not None else "-", ratio, bratio,
                     fmt(au - pu) if au is not None and pu is not None
                     else "-", fmt(pw), fmt(lw), vec])
        results.append((blocks, src, added))
        prev = (blocks, added)
        # A blow-up at this size makes the larger ones pointless.
        if any(x.status == "timeout" for _, _, x, _ in problems[nproblems:]):
            print("   (stopping: a compile timed out at B=%d)" % blocks)
            break
    table(rows)
    print("   user seconds, medians of %d interleaved runs; added = lockstep"
          " - plain; added x: added time over that of the previous size, to"
          " compare with B x (equal: linear); analysis +: lockstep's "
          "analysis alone (analyze=all) - plain" % args.scale_reps)
    print("   blocks: basic blocks of the function just before lockstep "
          "(ch_vect dump of a plain build)")
    if args.time_report and results:
        blocks, src, _ = results[-1]
        show_time_report(gcc, base, builds, src, work, args.timeout,
                         "B=%d" % blocks)
    print()


def show_time_report(gcc, base, builds, src, work, timeout, what):
    """Compare the -ftime-report phases of both builds of SRC."""
    ph = {}
    for b in builds:
        cmd = compile_cmd(gcc, base, b, ["-ftime-report"], src,
                          os.path.join(work, "tr.o"))
        r = run_compiler(cmd, timeout)
        ph[b.name] = time_report_phases(r.err)
    diffs = []
    skip = ("TOTAL", "phase opt and generate",
            "callgraph functions expansion")
    for name in set(ph["plain"]) | set(ph["lockstep"]):
        if name in skip:
            continue
        a = ph["plain"].get(name, 0.0)
        c = ph["lockstep"].get(name, 0.0)
        diffs.append((c - a, name, a, c))
    diffs.sort(reverse=True)
    print("   -ftime-report, %s: the phases the lockstep build spends most "
          "more user time in (one run each; lockstep's pass has no timevar "
          "of its own: its time shows in 'rest of compilation')" % what)
    rows = [["phase", "plain (s)", "lockstep (s)", "added (s)"]]
    for d, name, a, c in diffs[:8]:
        rows.append([name, fmt(a, 2), fmt(c, 2), fmt(d, 2)])
    rows.append(["TOTAL", fmt(ph["plain"].get("TOTAL"), 2),
                 fmt(ph["lockstep"].get("TOTAL"), 2),
                 fmt(ph["lockstep"].get("TOTAL", 0.0)
                     - ph["plain"].get("TOTAL", 0.0), 2)])
    table(rows)











def main():
    args = parse_args()
    gcc = shlex.split(args.gcc)
    plugin = os.path.abspath(args.plugin)
    if not os.path.exists(plugin):
        print("compile-time.py: no plugin %s" % plugin)
        return 0
    builds = [Build("plain", []), Build("lockstep", ["-fplugin=" + plugin])]
    ver = subprocess.run(gcc + ["--version"], stdout=subprocess.PIPE,
                         universal_newlines=True).stdout.splitlines()
    print("compile-time.py: what lockstep adds to compile time")
    print("   compiler: %s" % (ver[0] if ver else "?"))
    print("   plugin:   %s" % plugin)
    print("   flags:    %s -c [-fplugin=...]" % " ".join(BASE_FLAGS))
    print("   %d CPUs, load average at start %s; reps %d, scaling reps %d, "
          "seed %d, timeout %d s"
          % (os.cpu_count() or 0, loadavg(), args.reps, args.scale_reps,
             args.seed, args.timeout))
    print()
    work = tempfile.mkdtemp(prefix="lockstep-ct.")
    problems = []
    t0 = time.monotonic()
    try:
        if "loops" in args.only:
            part_loops(args, gcc, builds, work, problems)
        if "bench" in args.only:
            part_bench(args, gcc, builds, work, problems)
        if "scaling" in args.only:
            part_scaling(args, gcc, builds, work, problems)
        if "functions" in args.only:
            part_functions(args, gcc, builds, work, problems)
        if problems:
            print("== PROBLEMS (compiles that failed, crashed or timed out)")
            for label, bname, r, cmd in problems:
                print("   %s, %s build: %s after %.1f s" % (label, bname,
                                                           r.status, r.wall))
                print("   $ " + quote(cmd))
                for line in r.err.strip().splitlines()[-8:]:
                    print("   | " + line)
            if not args.keep:
                print("   (rerun with --keep to keep the sources)")
            print()
    finally:
        if args.keep:
            print("work directory kept: %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)
    print("load average at end %s; %.0f s in all"
          % (loadavg(), time.monotonic() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
