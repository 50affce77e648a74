/* Uniform branches nested inside divergent ones stay branches.  */
/* { dg-do run } */
/* { dg-options "-fno-unswitch-loops -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      {									\
	if (mode > 0)							\
	  r[i] = v * mode;						\
	else								\
	  s[i] = v + mode;						\
	v = -v;								\
      }									\
    else if (mode == 2)							\
      {									\
	if (v & 1)							\
	  s[i] = v;							\
      }									\
    t[i] = v;								\
  } while (0)

NOIPA void
inner (int n, int mode, const int *restrict x, int *restrict r,
       int *restrict s, int *restrict t)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
inner_ref (int n, int mode, const int *restrict x, int *restrict r,
	   int *restrict s, int *restrict t)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int x[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N], t[MAX_N],
    tr[MAX_N];
  for (unsigned k = 0; k < N_TRIP_COUNTS; k++)
    for (int mode = 0; mode < 3; mode++)
      {
	int n = trip_counts[k];
	for (int i = 0; i < MAX_N; i++)
	  {
	    x[i] = check_rand () % 100 - 50;
	    r[i] = rr[i] = check_rand ();
	    s[i] = sr[i] = check_rand ();
	    t[i] = tr[i] = check_rand ();
	  }
	inner (n, mode, x, r, s, t);
	inner_ref (n, mode, x, rr, sr, tr);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (r[i] == rr[i] && s[i] == sr[i] && t[i] == tr[i],
		 "n=%d mode=%d i=%d", n, mode, i);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "uniform-inner.c:32:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized, 0 divergent loops, 2 uniform branches kept" } } */
