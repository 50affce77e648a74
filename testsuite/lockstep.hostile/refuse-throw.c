/* With -fexceptions, a call that may throw: left scalar, with the reason
   (an exception in one lane would leave the lanes before it half done);
   declared nothrow, the same call is made per lane.  */
/* { dg-do run } */
/* { dg-options "-fexceptions -fopt-info-vec-all" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

NOIPA int
twice (int v)
{
  return 2 * v;
}

__attribute__ ((nothrow)) NOIPA int
twice_nothrow (int v)
{
  return 2 * v;
}

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = x[i];
      if (v > 0)
	v = twice (v);
      r[i] = v;
    }
}

NOIPA void
g (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = x[i];
      if (v > 0)
	v = twice_nothrow (v);
      r[i] = v;
    }
}

int
main (void)
{
  for (int k = 0; k < 2; k++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  {
	    x[i] = check_rand () % 100 - 50;
	    r[i] = -1;
	  }
	if (k)
	  g (n);
	else
	  f (n);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (r[i] == (i < n ? (x[i] > 0 ? 2 * x[i] : x[i]) : -1),
		 "k=%d n=%d i=%d", k, n, i);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-throw.c:2\[7-9\]:\[0-9\]+: missed: lockstep: not vectorized: call to 'twice' may throw an exception \\(-fexceptions; declare it nothrow\\) at \[^ \]*refuse-throw.c:31:" } } */
/* { dg-final { scan-lockstep-note "refuse-throw.c:4\[0-2\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
