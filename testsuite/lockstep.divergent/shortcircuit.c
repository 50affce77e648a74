/* Short-circuit && and || conditions.  */
/* The second operand must not run for lanes the first decides.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"
#include "guard.h"

/* && guards a division by zero and a null dereference.  */
#define BODY1								\
  do {									\
    if (d[i] != 0 && x[i] / d[i] > 2)					\
      r[i] = x[i] % d[i];						\
    if (p[i] && *p[i] > 10 && (x[i] & 1))				\
      s[i] = *p[i] - x[i];						\
  } while (0)

NOIPA void
and_guard (int n, const int *restrict x, const int *restrict d,
	   int *const *restrict p, int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
and_guard_ref (int n, const int *restrict x, const int *restrict d,
	       int *const *restrict p, int *restrict r, int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

/* || guards the same, the other way round.  */
#define BODY2								\
  do {									\
    int v;								\
    if (d[i] == 0 || x[i] / d[i] < -1)					\
      v = 1;								\
    else								\
      v = x[i] / d[i];							\
    if (!p[i] || *p[i] < 0 || x[i] > 50)				\
      v += 100;								\
    r[i] = v;								\
  } while (0)

NOIPA void
or_guard (int n, const int *restrict x, const int *restrict d,
	  int *const *restrict p, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
or_guard_ref (int n, const int *restrict x, const int *restrict d,
	      int *const *restrict p, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

/* && guards an index: e has LIM elements and ends at an inaccessible
   page.  */
#define BODY3								\
  do {									\
    if (i < lim && e[i] > 0.0f)						\
      r[i] = (int) e[i];						\
    else if (i >= lim || e[i] < -5.0f)					\
      r[i] = -1;							\
  } while (0)

NOIPA void
bounded (int n, int lim, const float *restrict e, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY3;
}

NOIPA void
bounded_ref (int n, int lim, const float *restrict e, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY3;
}

int
main (void)
{
  static int x[MAX_N], d[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N];
  static int *p[MAX_N], target[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    target[i] = check_rand () % 40 - 10;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  d[i] = check_rand () % 7 - 3;
	  p[i] = (check_rand () & 3) ? &target[check_rand () % MAX_N] : NULL;
	  r[i] = rr[i] = check_rand ();
	  s[i] = sr[i] = check_rand ();
	}
      and_guard (n, x, d, p, r, s);
      and_guard_ref (n, x, d, p, rr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i], "and_guard n=%d i=%d", n, i);
      or_guard (n, x, d, p, r);
      or_guard_ref (n, x, d, p, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "or_guard n=%d i=%d", n, i);
    }

  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int lim = 0; lim <= n && lim < 40; lim += (lim < 20 ? 1 : 7))
	{
	  float *e = guard_alloc (lim * sizeof (float));
	  for (int i = 0; i < lim; i++)
	    e[i] = check_rand () % 20 - 10;
	  for (int i = 0; i < MAX_N; i++)
	    r[i] = rr[i] = check_rand ();
	  bounded (n, lim, e, r);
	  bounded_ref (n, lim, e, rr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (r[i] == rr[i], "bounded n=%d lim=%d i=%d", n, lim, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "shortcircuit.c:24:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 5 branches linearized" } } */
/* { dg-final { scan-lockstep-note "shortcircuit.c:54:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 5 branches linearized" } } */
/* { dg-final { scan-lockstep-note "shortcircuit.c:80:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[23\] branches linearized" } } */
