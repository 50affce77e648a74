/* saxpy: contiguous loads and stores, a uniform scalar.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

NOIPA void
saxpy (int n, float a, float *restrict x, float *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

NOIPA void
saxpy_ref (int n, float a, float *restrict x, float *restrict y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
main (void)
{
  static float x[MAX_N], y[MAX_N], yr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 100 - 50;
	  y[i] = yr[i] = check_rand () % 100;
	}
      saxpy (n, 1.5f, x, y);
      saxpy_ref (n, 1.5f, x, yr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (y[i] == yr[i], "n=%d i=%d %f != %f", n, i, y[i], yr[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "saxpy.c:12:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[48\]" } } */
/* { dg-final { scan-tree-dump "shape i_\[0-9\]+ = strided\\(1\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(4\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump "MEM <vector\\(\[48\]\\) float>" "lockstep" } } */
