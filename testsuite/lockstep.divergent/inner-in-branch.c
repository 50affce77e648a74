/* Inner loops with uniform trip counts inside divergent branches.  */
/* They run under the branch's mask.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    float a = x[i];							\
    if (a > 0.0f)							\
      {									\
	for (int j = 0; j < m; j++)					\
	  a += A[j * n + i];						\
      }									\
    else								\
      {									\
	for (int j = 0; j < 3; j++)					\
	  if (A[j * n + i] > 30.0f)					\
	    C[j * n + i] = a;						\
      }									\
    B[i] = a;								\
  } while (0)

NOIPA void
masked_inner (int n, int m, const float *restrict x, const float *A,
	      float *restrict B, float *C)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
masked_inner_ref (int n, int m, const float *restrict x, const float *A,
		  float *restrict B, float *C)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static float x[MAX_N], A[8 * MAX_N], B[MAX_N], Br[MAX_N], C[3 * MAX_N],
    Cr[3 * MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int m = 0; m <= 8; m += 3)
	{
	  for (int i = 0; i < MAX_N; i++)
	    {
	      x[i] = check_rand () % 100 - 50;
	      B[i] = Br[i] = check_rand ();
	    }
	  for (int i = 0; i < 8 * MAX_N; i++)
	    A[i] = check_rand () % 64;
	  for (int i = 0; i < 3 * MAX_N; i++)
	    C[i] = Cr[i] = check_rand ();
	  masked_inner (n, m, x, A, B, C);
	  masked_inner_ref (n, m, x, A, Br, Cr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (B[i] == Br[i], "n=%d m=%d B[%d] %f != %f", n, m, i, B[i],
		   Br[i]);
	  for (int i = 0; i < 3 * MAX_N; i++)
	    CHECK (C[i] == Cr[i], "n=%d m=%d C[%d]", n, m, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "inner-in-branch.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[24\] branches linearized" } } */
/* { dg-final { scan-tree-dump "shape j_\[0-9\]+ = uniform" "lockstep" } } */
