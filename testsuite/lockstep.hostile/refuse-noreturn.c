/* A call to abort under a divergent condition tested after a store of the
   iteration that may write what the test loads: left scalar, with the
   reason (the iterations after the one that aborts would have stored, and
   the test cannot be made before the store; rare-exit.c has the loops
   whose tests come first or can be made first, which are vectorized).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

NOIPA void
f (int n, int *p, int *q)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      p[i] = x[i] * 2;
      if (q[i] < 0)
	abort ();
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
	  x[i] = check_rand () % 100;
	  r[i] = -1;
	}
      f (n, r, x);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == (i < n ? 2 * x[i] : -1), "n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-noreturn.c:1\[5-9\]:\[0-9\]+: missed: lockstep: not vectorized: call to a function that does not return \\('abort'\\) in the loop body, tested after a store, call or division of the iteration at \[^ \]*refuse-noreturn.c:19:" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
