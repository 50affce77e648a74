/* With -fexceptions, a variable with a cleanup around a call that may
   throw: left scalar, with the reason; the cleanup runs once per
   iteration.  */
/* { dg-do run } */
/* { dg-options "-fexceptions -fopt-info-vec-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N], cleanups;

NOIPA int
twice (int v)
{
  return 2 * v;
}

static void
count_cleanup (int *p)
{
  cleanups += *p != 0;
}

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int guard __attribute__ ((cleanup (count_cleanup))) = 1;
      int v = x[i];
      if (v > 0)
	v = twice (v);
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
      cleanups = 0;
      f (n);
      CHECK (cleanups == n, "n=%d cleanups=%d", n, cleanups);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == (i < n ? (x[i] > 0 ? 2 * x[i] : x[i]) : -1),
	       "n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-eh-cleanup.c:(2\[6-9\]|3\[01\]):\[0-9\]+: missed: lockstep: not vectorized: call (to 'twice' )?(that )?may throw an exception" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
