/* Scatters with colliding indices and gathers, under AVX-512.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx512f -fopt-info-vec" } */

#include "check.h"

#define BODY								\
  do {									\
    int j = idx[i];							\
    a[j] = b[i] + i;							\
    d[j] = e[idx[MAX_N - 1 - i]] * 0.5 + i;				\
  } while (0)

NOIPA void
scatter (int n, const int *restrict idx, int *restrict a,
	 const int *restrict b, double *restrict d, const double *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
scatter_ref (int n, const int *restrict idx, int *restrict a,
	     const int *restrict b, double *restrict d,
	     const double *restrict e)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int idx[MAX_N], a[MAX_N], ar[MAX_N], b[MAX_N];
  static double d[MAX_N], dr[MAX_N], e[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      int range = (t % 3 == 0) ? 3 : (t % 3 == 1) ? 17 : MAX_N;
      for (int i = 0; i < MAX_N; i++)
	{
	  idx[i] = check_rand () % range;
	  a[i] = ar[i] = check_rand ();
	  b[i] = check_rand ();
	  d[i] = dr[i] = check_rand () % 1000;
	  e[i] = check_rand () % 1000;
	}
      scatter (n, idx, a, b, d, e);
      scatter_ref (n, idx, ar, b, dr, e);
      for (int i = 0; i < MAX_N; i++)
	CHECK (a[i] == ar[i] && d[i] == dr[i], "n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "scatter-avx512.c:20:\[0-9\]+: optimized: loop vectorized by lockstep: VF (8|16)," } } */
