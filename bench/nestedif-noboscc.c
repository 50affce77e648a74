/* Benchmark kernel: nestedif.c with lockstep's all-false skip branches
   turned off (-fplugin-arg-lockstep-boscc=off, lockstep only): its time
   against nestedif's lockstep time is what BOSCC gains on the cascade of
   Fig. 9.4 of the thesis.  GCC and Clang build the same code as for
   nestedif.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off -fno-math-errno */
/* bench-lockstep-flags: -fplugin-arg-lockstep-boscc=off */

#include "nestedif.c"
