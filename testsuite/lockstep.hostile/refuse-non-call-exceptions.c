/* With -fnon-call-exceptions, loads may throw: left scalar, with the
   reason (-fexceptions and the optimized notes: see the end).  */
/* { dg-do run } */
/* { dg-options "-fnon-call-exceptions -fexceptions -fopt-info-vec-optimized-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

NOIPA void
f (int n, const int *p)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = x[i];
      if (v > 0)
	v = p[i] * 2;
      r[i] = v;
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
      f (n, x);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == (i < n ? (x[i] > 0 ? 2 * x[i] : x[i]) : -1),
	       "n=%d i=%d", n, i);
    }
  return 0;
}

/* GCC 12 turns -fexceptions on with -fnon-call-exceptions; GCC 11 does
   not, and in C without -fexceptions no statement throws (lockstep
   vectorizes the loop, rightly), so the test asks for -fexceptions too.
   The optimized notes are asked for so that scan-lockstep-note-not would
   see the loop vectorized.  */
/* { dg-final { scan-lockstep-note "refuse-non-call-exceptions.c:1\[4-6\]:\[0-9\]+: missed: lockstep: not vectorized: statement that may throw an exception \\(-fnon-call-exceptions\\) in the loop body" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
