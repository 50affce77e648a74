/* Conditional stores that fault if a masked-off lane executes them.  */
/* An array that ends at a guard page, and per-lane pointers into a guard page.
   */
/* { dg-do run } */
/* { dg-options "-fno-split-loops -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"
#include "guard.h"

/* E has LIM elements and ends at an inaccessible page.  */
#define BODY1								\
  do {									\
    if (i < lim)							\
      e[i] = x[i] + 1;							\
  } while (0)

NOIPA void
tail (int n, int lim, const float *restrict x, float *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
tail_ref (int n, int lim, const float *restrict x, float *restrict e)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

/* Lanes whose C is zero have a pointer into an inaccessible page.  */
#define BODY2								\
  do {									\
    if (c[i] > 0)							\
      *p[i] = c[i] + i;							\
  } while (0)

NOIPA void
lane_ptr (int n, const long long *restrict c, long long *const *restrict p)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
lane_ptr_ref (int n, const long long *restrict c,
	      long long *const *restrict p)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  void *bad = guard_page ();
  static float x[MAX_N];
  static long long c[MAX_N], *p[MAX_N], target[MAX_N], targetr[MAX_N];
  static int perm[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int lim = 0; lim <= n && lim < 40; lim += (lim < 20 ? 1 : 7))
	{
	  float *e = guard_alloc (lim * sizeof (float));
	  float er[40];
	  for (int i = 0; i < lim; i++)
	    e[i] = er[i] = check_rand ();
	  for (int i = 0; i < MAX_N; i++)
	    x[i] = check_rand () % 1000;
	  tail (n, lim, x, e);
	  tail_ref (n, lim, x, er);
	  for (int i = 0; i < lim; i++)
	    CHECK (e[i] == er[i], "tail n=%d lim=%d i=%d", n, lim, i);
	}

      for (int i = 0; i < MAX_N; i++)
	perm[i] = i;
      for (int i = MAX_N - 1; i > 0; i--)
	{
	  int j = check_rand () % (i + 1);
	  int tmp = perm[i];
	  perm[i] = perm[j];
	  perm[j] = tmp;
	}
      for (int i = 0; i < MAX_N; i++)
	{
	  c[i] = (i / 16) % 3 == 0 ? 0 : (i / 16) % 3 == 1 ? 1 + i
		 : (check_rand () & 1) * (check_rand () + 1);
	  target[i] = targetr[i] = check_rand ();
	}
      for (int i = 0; i < MAX_N; i++)
	p[i] = c[i] > 0 ? &target[perm[i]]
	       : (long long *) bad + check_rand () % 64;
      lane_ptr (n, c, p);
      for (int i = 0; i < MAX_N; i++)
	if (c[i] > 0)
	  p[i] = &targetr[perm[i]];
      lane_ptr_ref (n, c, p);
      for (int i = 0; i < MAX_N; i++)
	CHECK (target[i] == targetr[i], "lane_ptr n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "fault-store.c:22:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-store.c:44:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
