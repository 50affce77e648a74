/* A location loaded on one path and stored on the other:
     if (c[i] < 0) b[i] = a[i] + d[i] * d[i]; else a[i] = c[i] + ...;
   The linearized code loads a[i] before it stores it (a masked load
   after a masked store to the same address waits for the store on AVX2),
   and, since every path accesses a[i], every lane's a[i] is valid: the
   load needs no mask.  e[i], loaded on one path only, keeps its mask; in
   g the other path stores to another array, so x[i] keeps its mask too,
   and lanes that do not load it run past the end of its page.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"
#include "guard.h"

NOIPA void
f (int n, float *restrict a, float *restrict b, const float *restrict c,
   const float *restrict d, const float *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (c[i] < 0)
	b[i] = a[i] + d[i] * d[i];
      else
	a[i] = c[i] + d[i] * e[i];
    }
}

NOIPA void
g (int n, const int *restrict c, const int *restrict x, int *restrict y,
   int *restrict z)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (c[i])
	z[i] = x[i] * 3;
      else
	y[i] = i;
    }
}

static float a[MAX_N], b[MAX_N], c[MAX_N], d[MAX_N], e[MAX_N];
static float ea[MAX_N], eb[MAX_N];
static int ci[MAX_N], y[MAX_N], z[MAX_N], ey[MAX_N], ez[MAX_N];

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  a[i] = ea[i] = i % 7;
	  b[i] = eb[i] = -1;
	  c[i] = (float) (check_rand () % 100 - 50);
	  d[i] = (i % 5) * 0.25f;
	  e[i] = 0.5f;
	}
      f (n, a, b, c, d, e);
      for (int i = 0; i < n; i++)
	{
	  if (c[i] < 0)
	    eb[i] = ea[i] + d[i] * d[i];
	  else
	    ea[i] = c[i] + d[i] * e[i];
	}
      for (int i = 0; i < MAX_N; i++)
	CHECK (a[i] == ea[i] && b[i] == eb[i], "f n %d i %d", n, i);
    }

  /* X ends at an inaccessible page after its first AVAIL elements; only
     lanes below that have C set.  */
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      int avail = n < 100 ? n / 2 : 50;
      int *xs = guard_alloc (avail * sizeof (int));
      for (int i = 0; i < avail; i++)
	xs[i] = i * 11;
      for (int i = 0; i < MAX_N; i++)
	{
	  ci[i] = i < avail && (i % 3 != 0);
	  y[i] = ey[i] = z[i] = ez[i] = -5;
	}
      g (n, ci, xs, y, z);
      for (int i = 0; i < n; i++)
	{
	  if (ci[i])
	    ez[i] = xs[i] * 3;
	  else
	    ey[i] = i;
	}
      for (int i = 0; i < MAX_N; i++)
	CHECK (y[i] == ey[i] && z[i] == ez[i], "g n %d i %d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "store-load-paths.c:22:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "store-load-paths.c:36:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-tree-dump ";; order: bb \[0-9\]+ before bb \[0-9\]+, whose stores it loads" "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: load without a mask, every path accesses the location: _\[0-9\]+ = \\*_\[0-9\]+;" 1 "lockstep" } } */
