/* Divergent branches on floating-point comparisons with NaN operands.  */
/* A negated comparison is not the opposite comparison.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include <math.h>
#include "check.h"

#define BODY								\
  do {									\
    float a = x[i];							\
    int v;								\
    if (a > 0.0f)							\
      v = 1;								\
    else if (!(a <= 0.0f))						\
      v = 2;								\
    else								\
      v = 3;								\
    if (a != a)								\
      s[i] = v * 10;							\
    if (!(a >= y[i]))							\
      r[i] = v + 5;							\
    else								\
      r[i] = v - 5;							\
  } while (0)

NOIPA void
nan_cmp (int n, const float *restrict x, const float *restrict y,
	 int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
nan_cmp_ref (int n, const float *restrict x, const float *restrict y,
	     int *restrict r, int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static float x[MAX_N], y[MAX_N];
  static int r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  int k = check_rand () % 4;
	  x[i] = k == 0 ? NAN : k == 1 ? -1.0f : k == 2 ? 0.0f : 2.0f;
	  y[i] = (check_rand () & 1) ? NAN : 0.5f;
	  r[i] = rr[i] = check_rand ();
	  s[i] = sr[i] = check_rand ();
	}
      nan_cmp (n, x, y, r, s);
      nan_cmp_ref (n, x, y, rr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i], "n=%d i=%d x=%f y=%f", n, i,
	       x[i], y[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "fp-nan.c:33:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized" } } */
