/* An inner loop with two different breaks whose effect after the loop
   differs, and a uniform exit (the trip count limit).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    int k, v = a[i], r = 0;						\
    for (k = 0; k < lim; k++)						\
      {									\
	v = v * 3 + 1;							\
	if (v % 7 == 0)							\
	  {								\
	    r = 1000 + k;						\
	    break;							\
	  }								\
	if (v % 11 == 0)						\
	  {								\
	    r = 2000 - v % 13;						\
	    break;							\
	  }								\
	v = v % 1000;							\
      }									\
    out[i] = r + k;							\
  } while (0)

NOIPA void
two (int n, int lim, const int *restrict a, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
two_ref (int n, int lim, const int *restrict a, int *restrict out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int a[MAX_N], out[MAX_N], ref[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    a[i] = check_rand () % 997;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int lim = 0; lim < 30; lim += 7)
      {
	int n = trip_counts[t];
	two (n, lim, a, out);
	two_ref (n, lim, a, ref);
	for (int i = 0; i < n; i++)
	  CHECK (out[i] == ref[i], "n=%d lim=%d i=%d: %d != %d", n, lim, i,
		 out[i], ref[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "two-breaks.c:34:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
/* { dg-final { scan-tree-dump "shape k_\[0-9\]+ = uniform" "lockstep" } } */
