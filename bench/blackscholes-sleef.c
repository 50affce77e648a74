/* Benchmark kernel: blackscholes.c with lockstep's SLEEF vector math
   functions (-fplugin-arg-lockstep-veclib=sleef): lockstep's build calls
   SLEEF's expf and logf for 8 or 16 lanes at once, without -ffast-math;
   GCC and Clang build the same code as for blackscholes.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */
/* bench-lockstep-flags: -fplugin-arg-lockstep-veclib=sleef -lsleef */

#include "blackscholes.c"
