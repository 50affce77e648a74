/* sqrt with errno (-fmath-errno): GCC calls the library only for
   negative operands, through an internal function elsewhere; with a
   vector factor wider than the target's vectors both are made lane by
   lane (the lanes' internal calls became calls of another internal
   function: internal compiler error in later passes).  Also a declare
   simd clone wider than the target's vectors.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include <errno.h>
#include <math.h>
#include "check.h"

static double in[MAX_N], o1[MAX_N], o2[MAX_N];

NOIPA void
f (int n)
{
#pragma omp simd simdlen(16)
  for (int i = 0; i < n; i++)
    o1[i] = sqrt (in[i]);
}

#pragma omp declare simd simdlen(8) notinbranch
NOIPA double
g (double x)
{
  return __builtin_sqrt (x);
}

NOIPA void
h (int n)
{
#pragma omp simd simdlen(8)
  for (int i = 0; i < n; i++)
    o1[i] = g (in[i]) + 1.0;
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    in[i] = (check_rand () % 3 == 0 ? -1.0 : 1.0) * (check_rand () % 1000);
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int k = 0; k < 2; k++)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  o1[i] = o2[i] = -2.0;
	errno = 0;
	if (k)
	  h (n);
	else
	  f (n);
	int e = errno;
	int expect_edom = 0;
	for (int i = 0; i < n; i++)
	  {
	    o2[i] = sqrt (in[i]) + (k ? 1.0 : 0.0);
	    expect_edom |= in[i] < 0;
	  }
	for (int i = 0; i < MAX_N; i++)
	  CHECK ((isnan (o1[i]) && isnan (o2[i])) || o1[i] == o2[i],
		 "k=%d n=%d i=%d: %g, expected %g", k, n, i, o1[i], o2[i]);
	CHECK (k || e == (expect_edom ? EDOM : 0), "k=%d n=%d errno %d", k, n,
	       e);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "sqrt-errno-wide.c:21:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16" } } */
