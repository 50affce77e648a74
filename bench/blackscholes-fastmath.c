/* Benchmark kernel: blackscholes.c with -ffast-math for all three
   compilers.  glibc's <math.h> then declares vector variants of expf and
   logf (libmvec) for GCC, so plain GCC vectorizes the loop too (it
   if-converts the one branch) and lockstep calls libmvec; Clang-16 knows
   libmvec only with -fveclib=libmvec, which it does not get here.  Ten
   times the repetitions of blackscholes, as the vector code is that much
   faster.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffast-math */

#define REPS 400
#include "blackscholes.c"
