/* setjmp in the loop body: left scalar, with the reason.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include <setjmp.h>
#include "check.h"

static jmp_buf jb;
static int x[MAX_N], r[MAX_N];

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = x[i];
      if (v > 0 && setjmp (jb) == 0)
	v = v * 2;
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
      f (n);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == (i < n ? (x[i] > 0 ? 2 * x[i] : x[i]) : -1),
	       "n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-setjmp.c:1\[67\]:\[0-9\]+: missed: lockstep: not vectorized: call to a function that returns twice \\(setjmp\\) in the loop body at \[^ \]*refuse-setjmp.c:18:" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
