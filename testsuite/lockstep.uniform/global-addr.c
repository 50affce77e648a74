/* Addresses of global objects as operands of varying operations.  */
/* Pointer differences and comparisons against a global array.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

int pool[MAX_N];

NOIPA void
diff_global (int n, int **restrict p, long *restrict d)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    d[i] = (p[i] - pool) * 2 + (p[i] == pool) - (p[i] > &pool[MAX_N / 2]);
}

NOIPA void
diff_global_ref (int n, int **restrict p, long *restrict d)
{
  for (int i = 0; i < n; i++)
    d[i] = (p[i] - pool) * 2 + (p[i] == pool) - (p[i] > &pool[MAX_N / 2]);
}

int
main (void)
{
  static int *p[MAX_N];
  static long d[MAX_N], dr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  p[i] = &pool[check_rand () % MAX_N];
	  d[i] = dr[i] = check_rand ();
	}
      p[2] = pool;
      diff_global (n, p, d);
      diff_global_ref (n, p, dr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (d[i] == dr[i], "n=%d i=%d %ld != %ld", n, i, d[i], dr[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "global-addr.c:15:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
