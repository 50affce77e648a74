/* Inline assembly under a divergent condition: left scalar, with the
   reason.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = x[i];
      if (v > 0)
	__asm__ ("" : "+r" (v));
      r[i] = v + 1;
    }
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 100 - 50;
	  r[i] = -1;
	}
      f (n);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == (i < n ? x[i] + 1 : -1), "n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-asm.c:1\[4-6\]:\[0-9\]+: missed: lockstep: not vectorized: inline assembly in the loop body at \[^ \]*refuse-asm.c:18:" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
