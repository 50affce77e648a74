"""What bench/run.py and bench/compile-time.py read of the kernels of
bench/: their flags, their omp simd loops, their include directories."""
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.
#
# Python 3, standard library only.

import os
import re
import shlex


def kernel_flags(src, key="bench-flags"):
    """The extra flags of the KEY: comment lines of SRC: bench-flags for
    every build, bench-lockstep-flags for the lockstep build only, after the
    source file."""
    flags = []
    with open(src, encoding="utf-8") as f:
        for line in f:
            m = re.search(r"/\*\s*%s:(.*?)\*/" % re.escape(key), line)
            if m:
                flags += shlex.split(m.group(1))
    return flags


def pragma_lines(src):
    """The line numbers of the omp simd loop pragmas of SRC (declare simd
    aside), ascending."""
    lines = []
    with open(src, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if (re.match(r"\s*#\s*pragma\s+omp\b.*\bsimd\b", line)
                    and not re.search(r"\bdeclare\b", line)):
                lines.append(n)
    return lines


def simd_loops(src):
    """The number of omp simd loop pragmas in SRC (declare simd aside) and
    in the .c files it includes with #include "..." (a kernel may be
    another one with other flags)."""
    n = len(pragma_lines(src))
    with open(src, encoding="utf-8") as f:
        for line in f:
            m = re.match(r'\s*#\s*include\s+"([^"]+\.c)"', line)
            if m:
                inc = os.path.join(os.path.dirname(src), m.group(1))
                if os.path.isfile(inc):
                    n += len(pragma_lines(inc))
    return n


def include_flags(bench_dir):
    """-I for the kernels' directory and for the include directory next to
    it, if there is one."""
    flags = ["-I" + bench_dir]
    inc = os.path.join(os.path.dirname(bench_dir), "include")
    if os.path.isdir(inc):
        flags.append("-I" + inc)
    return flags
