/* Math calls that set errno, under a mask.  */
/* GCC guards the library call of sqrt with a varying test.  */
/* { dg-do run } */
/* { dg-options "-fmath-errno -fopt-info-vec -fdump-tree-lockstep-details" } */

#include <errno.h>
#include <math.h>
#include "check.h"

NOIPA void
roots (int n, const double *restrict x, double *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = sqrt (x[i]);
}

NOIPA void
roots_ref (int n, const double *restrict x, double *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = sqrt (x[i]);
}

/* A conditional call on top.  */
NOIPA void
cond_roots (int n, const float *restrict x, float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (x[i] != 0.0f)
      r[i] = sqrtf (x[i]) + 1.0f;
}

NOIPA void
cond_roots_ref (int n, const float *restrict x, float *restrict r)
{
  for (int i = 0; i < n; i++)
    if (x[i] != 0.0f)
      r[i] = sqrtf (x[i]) + 1.0f;
}

/* Compare bit patterns: NaNs included.  */
static int
same_d (double a, double b)
{
  return memcmp (&a, &b, sizeof a) == 0 || (isnan (a) && isnan (b));
}

int
main (void)
{
  static double x[MAX_N], r[MAX_N], rr[MAX_N];
  static float xf[MAX_N], rf[MAX_N], rfr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int neg = 0; neg < 2; neg++)
	{
	  for (int i = 0; i < MAX_N; i++)
	    {
	      x[i] = check_rand () % 1000 - (neg ? 100 : 0);
	      r[i] = rr[i] = check_rand ();
	      xf[i] = check_rand () % 1000 - (neg ? 100 : 0);
	      if (check_rand () % 4 == 0)
		xf[i] = 0.0f;
	      rf[i] = rfr[i] = check_rand ();
	    }
	  errno = 0;
	  roots (n, x, r);
	  int e = errno;
	  errno = 0;
	  roots_ref (n, x, rr);
	  CHECK (e == errno, "roots n=%d neg=%d errno %d != %d", n, neg, e,
		 errno);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (same_d (r[i], rr[i]), "roots n=%d i=%d", n, i);

	  errno = 0;
	  cond_roots (n, xf, rf);
	  e = errno;
	  errno = 0;
	  cond_roots_ref (n, xf, rfr);
	  CHECK (e == errno, "cond_roots n=%d neg=%d errno %d != %d", n, neg,
		 e, errno);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (same_d (rf[i], rfr[i]), "cond_roots n=%d i=%d", n, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "math-errno.c:15:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "math-errno.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
