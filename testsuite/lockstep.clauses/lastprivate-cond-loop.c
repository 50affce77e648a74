/* lastprivate(conditional:) assigned in a divergent inner loop.  */
/* The original variable gets the value of the last assignment of the
   sequentially last iteration that made one (each lane leaves the inner
   loop after a different number of trips), or keeps its value when no
   iteration assigned it.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

#define BODY								\
  do {									\
    int v = x[i] + 100;							\
    int steps = 0;							\
    while (v > 0)							\
      {									\
	v -= 7 + (v & 3);						\
	steps++;							\
	if (v % 13 == 0 && x[i] > lim)					\
	  t = i * 100 + steps;						\
      }									\
    r[i] = steps;							\
  } while (0)

NOIPA int
lp_cond_loop (int n, int lim, const int *restrict x, int *restrict r)
{
  int t = -3;
#pragma omp simd lastprivate(conditional: t)
  for (int i = 0; i < n; i++)
    BODY;
  return t;
}

NOIPA int
lp_cond_loop_ref (int n, int lim, const int *restrict x, int *restrict r)
{
  int t = -3;
  for (int i = 0; i < n; i++)
    BODY;
  return t;
}

int
main (void)
{
  static int x[MAX_N], r[MAX_N], rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	x[i] = check_rand () % 201 - 100;
      /* No assignment at all, few, many.  */
      static const int lims[] = { 100, 90, -101 };
      for (int l = 0; l < 3; l++)
	{
	  for (int i = 0; i < MAX_N; i++)
	    r[i] = rr[i] = -1;
	  int v = lp_cond_loop (n, lims[l], x, r);
	  int vr = lp_cond_loop_ref (n, lims[l], x, rr);
	  CHECK (v == vr, "n=%d lim=%d: %d != %d", n, lims[l], v, vr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (r[i] == rr[i], "n=%d lim=%d: r[%d] = %d, expected %d", n,
		   lims[l], i, r[i], rr[i]);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "lastprivate-cond-loop.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop," } } */
