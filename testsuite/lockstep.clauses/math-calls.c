/* Calls to sinf, expf, logf, sqrtf, pow and exp under divergent branches,
   with the default vector math library.  */
/* Results within 1e-6 (relative, or absolute for results below 1) of the
   scalar loop's.  The arguments
   the branches exclude (negative ones for logf, sqrtf and pow with a
   fractional exponent) must not reach the functions: errno, which they
   would set, stays 0.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include <errno.h>
#include <math.h>
#include "check.h"

#ifndef TOL
#define TOL 1e-6
#endif

/* Relative to the larger result, or absolute below 1 (where the
   subtractions cancel).  */
static int
close_enough (double a, double b)
{
  if (isnan (a) || isnan (b))
    return isnan (a) && isnan (b);
  return fabs (a - b) <= TOL * fmax (fmax (fabs (a), fabs (b)), 1.0);
}

#define BODY_F								\
  do {									\
    float v = x[i];							\
    if (v > 0.5f)							\
      r[i] = logf (v) + sqrtf (v);					\
    else if (v < -1.0f)							\
      {									\
	float e = expf (v);						\
	if (v < -3.0f)							\
	  e *= sinf (v * 0.5f);						\
	r[i] = e;							\
      }									\
    else								\
      r[i] = sinf (v * 3.0f) - v;					\
  } while (0)

NOIPA void
calls_f (int n, const float *restrict x, float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_F;
}

NOIPA void
calls_f_ref (int n, const float *restrict x, float *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY_F;
}

/* pow with a varying base and a varying or uniform exponent, exp, and a
   divergent loop around a call.  */
#define BODY_D								\
  do {									\
    double d = y[i];							\
    if (d > 0.0)							\
      {									\
	s[i] = pow (d, 1.5) + pow (d, y[i + 1]);			\
	while (d > 2.0)							\
	  d = sqrt (d) - 0.5;						\
	s[i] += d;							\
      }									\
    else if (d < -1.0)							\
      s[i] = pow (d, 3.0) * exp (d * 0.25);				\
    else								\
      s[i] = exp (d);							\
  } while (0)

NOIPA void
calls_d (int n, const double *restrict y, double *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_D;
}

NOIPA void
calls_d_ref (int n, const double *restrict y, double *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY_D;
}

int
main (void)
{
  static float x[MAX_N], r[MAX_N], rr[MAX_N];
  static double y[MAX_N + 1], s[MAX_N], sr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = (float) (check_rand () % 20001 - 10000) / 1000.0f;
	  y[i] = (double) (check_rand () % 20001 - 10000) / 1000.0;
	  r[i] = rr[i] = -7.0f;
	  s[i] = sr[i] = -7.0;
	}
      y[MAX_N] = 0.5;

      errno = 0;
      calls_f (n, x, r);
      CHECK (errno == 0, "calls_f n=%d: errno %d", n, errno);
      calls_f_ref (n, x, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (close_enough (r[i], rr[i]), "calls_f n=%d: r[%d] = %.9g, "
	       "expected %.9g (x = %g)", n, i, r[i], rr[i], x[i]);

      errno = 0;
      calls_d (n, y, s);
      CHECK (errno == 0, "calls_d n=%d: errno %d", n, errno);
      calls_d_ref (n, y, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (close_enough (s[i], sr[i]), "calls_d n=%d: s[%d] = %.17g, "
	       "expected %.17g (y = %g)", n, i, s[i], sr[i], y[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "math-calls.c:50:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized" } } */
/* { dg-final { scan-lockstep-note "math-calls.c:83:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 5 branches linearized, 1 divergent loop," } } */
/* Every call is made as the cost model priced it.  */
/* { dg-final { scan-tree-dump "widen: call " "lockstep" } } */
/* { dg-final { scan-tree-dump-not ";; widen: call \[a-z-\]+, priced " "lockstep" } } */
