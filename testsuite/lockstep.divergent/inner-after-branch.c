/* Inner loops with uniform trip counts before and after divergent branches.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      s[i] = v;								\
    for (int j = 0; j < m; j++)						\
      v += j * y[i];							\
    r[i] = v;								\
  } while (0)

NOIPA void
branch_then_loop (int n, int m, const int *restrict x, const int *restrict y,
		  int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
branch_then_loop_ref (int n, int m, const int *restrict x,
		      const int *restrict y, int *restrict r, int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    int v = x[i];							\
    for (int j = 0; j < m; j++)						\
      v ^= y[i] << j;							\
    if (v & 4)								\
      s[i] = v;								\
    else								\
      v = -v;								\
    for (int j = 0; j < 3; j++)						\
      v += m * j;							\
    r[i] = v;								\
  } while (0)

NOIPA void
loop_branch_loop (int n, int m, const int *restrict x, const int *restrict y,
		  int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
loop_branch_loop_ref (int n, int m, const int *restrict x,
		      const int *restrict y, int *restrict r, int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static int x[MAX_N], y[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int m = 0; m < 6; m += 2)
	{
	  for (int i = 0; i < MAX_N; i++)
	    {
	      x[i] = check_rand () % 200 - 100;
	      y[i] = check_rand () % 200 - 100;
	      r[i] = rr[i] = check_rand ();
	      s[i] = sr[i] = check_rand ();
	    }
	  branch_then_loop (n, m, x, y, r, s);
	  branch_then_loop_ref (n, m, x, y, rr, sr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (r[i] == rr[i] && s[i] == sr[i],
		   "branch_then_loop n=%d m=%d i=%d", n, m, i);
	  loop_branch_loop (n, m, x, y, r, s);
	  loop_branch_loop_ref (n, m, x, y, rr, sr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (r[i] == rr[i] && s[i] == sr[i],
		   "loop_branch_loop n=%d m=%d i=%d", n, m, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "inner-after-branch.c:23:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops" } } */
/* { dg-final { scan-lockstep-note "inner-after-branch.c:54:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops" } } */
