/* Inner loops with uniform trip counts.  */
/* The column sum, a nest of two inner loops, and an inner loop with a uniform
   branch on its own counter.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define M 37

/* B[i] = sum over j of A[j][i].  */
NOIPA void
colsum (int n, int m, const float *restrict A, float *restrict B)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float a = 0;
      for (int j = 0; j < m; j++)
	a += A[j * n + i];
      B[i] = a;
    }
}

NOIPA void
colsum_ref (int n, int m, const float *restrict A, float *restrict B)
{
  for (int i = 0; i < n; i++)
    {
      float a = 0;
      for (int j = 0; j < m; j++)
	a += A[j * n + i];
      B[i] = a;
    }
}

/* Two nested inner loops, the innermost bound by the middle counter, and
   a uniform branch inside on that counter.  */
#define BODY2								\
  do {									\
    long long acc = x[i];						\
    for (int j = 0; j < m; j++)						\
      for (int k = 0; k <= j; k++)					\
	{								\
	  if (k & 1)							\
	    acc += x[i] * k;						\
	  else								\
	    acc -= (long long) c[k] * j;				\
	}								\
    y[i] = acc;								\
  } while (0)

NOIPA void
nest (int n, int m, const int *restrict x, const int *restrict c,
      long long *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
nest_ref (int n, int m, const int *restrict x, const int *restrict c,
	  long long *restrict y)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static float A[M * MAX_N], B[MAX_N], Br[MAX_N];
  static int x[MAX_N], c[M];
  static long long y[MAX_N], yr[MAX_N];
  for (int i = 0; i < M * MAX_N; i++)
    A[i] = check_rand () % 64;
  for (int i = 0; i < M; i++)
    c[i] = check_rand () % 1000;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int m = 0; m <= M; m += 6)
	{
	  for (int i = 0; i < MAX_N; i++)
	    {
	      B[i] = Br[i] = check_rand ();
	      x[i] = check_rand () - 0x400000;
	      y[i] = yr[i] = check_rand ();
	    }
	  colsum (n, m, A, B);
	  colsum_ref (n, m, A, Br);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (B[i] == Br[i], "colsum n=%d m=%d i=%d %f != %f", n, m, i,
		   B[i], Br[i]);
	  nest (n, m, x, c, y);
	  nest_ref (n, m, x, c, yr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (y[i] == yr[i], "nest n=%d m=%d i=%d", n, m, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "inner-loop.c:19:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized, 0 divergent loops" } } */
/* { dg-final { scan-lockstep-note "inner-loop.c:59:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized, 0 divergent loops" } } */
/* The inner counters are the same in all lanes.  */
/* { dg-final { scan-tree-dump "shape j_\[0-9\]+ = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_\[0-9\]+ = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "divergent branch in bb" "lockstep" } } */
