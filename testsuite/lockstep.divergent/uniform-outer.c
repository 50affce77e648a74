/* A uniform branch enclosing divergent ones stays a branch.  */
/* Only the divergent branches are linearized.  */
/* { dg-do run } */
/* { dg-options "-fno-unswitch-loops -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    int v = x[i];							\
    if (mode > 0)							\
      {									\
	if (v > 10)							\
	  r[i] = v * mode;						\
	else								\
	  s[i] = v - mode;						\
      }									\
    else								\
      {									\
	if (v & 1)							\
	  r[i] = -v;							\
      }									\
  } while (0)

NOIPA void
outer (int n, int mode, const int *restrict x, int *restrict r,
       int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
outer_ref (int n, int mode, const int *restrict x, int *restrict r,
	   int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int x[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int mode = -1; mode <= 2; mode++)
	{
	  for (int i = 0; i < MAX_N; i++)
	    {
	      x[i] = check_rand () % 40 - 10;
	      r[i] = rr[i] = check_rand ();
	      s[i] = sr[i] = check_rand ();
	    }
	  outer (n, mode, x, r, s);
	  outer_ref (n, mode, x, rr, sr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (r[i] == rr[i] && s[i] == sr[i], "n=%d mode=%d i=%d", n,
		   mode, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "uniform-outer.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized, 0 divergent loops, 1 uniform branch kept" } } */
/* { dg-final { scan-tree-dump-times ";; divergent branch in bb" 2 "lockstep" } } */
