/* Benchmark kernel: aobench.c with lockstep's SLEEF vector math functions
   (-fplugin-arg-lockstep-veclib=sleef): lockstep's build calls SLEEF's
   sinf and cosf for 8 or 16 lanes at once (1 ULP), without -ffast-math;
   GCC and Clang build the same code as for aobench.  The images then
   differ in the last bits: the checksums are compared within 1e-4.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off -fno-math-errno */
/* bench-lockstep-flags: -fplugin-arg-lockstep-veclib=sleef -lsleef */

#define AOBENCH_TOLERANCE 1e-4
#include "aobench.c"
