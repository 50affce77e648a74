/* A volatile load under a divergent condition: left scalar, with the
   reason; the number of volatile accesses is the scalar loop's.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

static volatile int vx[MAX_N];
static int c[MAX_N], r[MAX_N];

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = c[i];
      if (v & 1)
	v += vx[i];
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
	  vx[i] = i;
	  c[i] = check_rand () % 100;
	  r[i] = -1;
	}
      f (n);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == (i < n ? c[i] + (c[i] & 1 ? i : 0) : -1), "n=%d i=%d",
	       n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-volatile.c:1\[5-7\]:\[0-9\]+: missed: lockstep: not vectorized: volatile memory access in the loop body at \[^ \]*refuse-volatile.c:19:" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
