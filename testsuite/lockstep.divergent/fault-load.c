/* Conditional loads that fault if a masked-off lane executes them.  */
/* Per-lane pointers into a guard page, an array that ends at a guard page,
   gathers past its end, and a uniform pointer to the guard page.  */
/* { dg-do run } */
/* { dg-options "-fno-split-loops -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"
#include "guard.h"

/* Lanes whose C is zero have a pointer into an inaccessible page.  */
#define BODY1								\
  do {									\
    int v = -1;								\
    if (c[i])								\
      v = *p[i] + 1;							\
    r[i] = v;								\
  } while (0)

NOIPA void
lane_ptr (int n, const int *restrict c, int *const *restrict p,
	  int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
lane_ptr_ref (int n, const int *restrict c, int *const *restrict p,
	      int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

/* E has LIM elements and ends at an inaccessible page: lanes from LIM on
   must not load.  */
#define BODY2								\
  do {									\
    double v = 0;							\
    if (i < lim)							\
      v = e[i] * 2;							\
    r[i] = v;								\
  } while (0)

NOIPA void
tail (int n, int lim, const double *restrict e, double *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
tail_ref (int n, int lim, const double *restrict e, double *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

/* Gather: masked-off lanes have the index of the first element past the
   end of E.  */
#define BODY3								\
  do {									\
    if (idx[i] < lim)							\
      r[i] = e[idx[i]] + (short) i;					\
  } while (0)

NOIPA void
gather (int n, int lim, const int *restrict idx, const short *restrict e,
	short *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY3;
}

NOIPA void
gather_ref (int n, int lim, const int *restrict idx, const short *restrict e,
	    short *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY3;
}

/* A load from a uniform address under a varying condition: when no lane
   takes the branch, Q points to an inaccessible page.  */
#define BODY4								\
  do {									\
    float v = x[i];							\
    if (v > 0.0f)							\
      v += *q;								\
    r[i] = v;								\
  } while (0)

NOIPA void
uniform_ptr (int n, const float *restrict x, const float *q,
	     float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY4;
}

NOIPA void
uniform_ptr_ref (int n, const float *restrict x, const float *q,
		 float *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY4;
}

int
main (void)
{
  void *bad = guard_page ();
  static int c[MAX_N], *p[MAX_N], target[MAX_N], r[MAX_N], rr[MAX_N];
  static int idx[MAX_N];
  static double rd[MAX_N], rdr[MAX_N];
  static short rs[MAX_N], rsr[MAX_N];
  static float x[MAX_N], rf[MAX_N], rfr[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    target[i] = check_rand ();

  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  /* Some vectors with no lane active, some with all.  */
	  c[i] = (i / 16) % 3 == 0 ? 0 : (i / 16) % 3 == 1 ? 1
		 : check_rand () & 1;
	  p[i] = c[i] ? &target[check_rand () % MAX_N]
		 : (int *) bad + check_rand () % 64;
	  r[i] = rr[i] = check_rand ();
	}
      lane_ptr (n, c, p, r);
      lane_ptr_ref (n, c, p, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "lane_ptr n=%d i=%d", n, i);

      for (int lim = 0; lim <= n && lim < 40; lim += (lim < 20 ? 1 : 7))
	{
	  double *e = guard_alloc (lim * sizeof (double));
	  for (int i = 0; i < lim; i++)
	    e[i] = check_rand ();
	  for (int i = 0; i < MAX_N; i++)
	    rd[i] = rdr[i] = check_rand ();
	  tail (n, lim, e, rd);
	  tail_ref (n, lim, e, rdr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (rd[i] == rdr[i], "tail n=%d lim=%d i=%d", n, lim, i);
	}

      int lim = 1 + check_rand () % 100;
      short *es = guard_alloc (lim * sizeof (short));
      for (int i = 0; i < lim; i++)
	es[i] = (short) check_rand ();
      for (int i = 0; i < MAX_N; i++)
	{
	  idx[i] = (check_rand () & 1) ? check_rand () % lim : lim;
	  rs[i] = rsr[i] = (short) check_rand ();
	}
      gather (n, lim, idx, es, rs);
      gather_ref (n, lim, idx, es, rsr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rs[i] == rsr[i], "gather n=%d i=%d", n, i);

      /* No lane positive: Q may not be loaded from.  */
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = -(check_rand () % 100);
	  rf[i] = rfr[i] = check_rand ();
	}
      uniform_ptr (n, x, bad, rf);
      uniform_ptr_ref (n, x, bad, rfr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rf[i] == rfr[i], "uniform_ptr n=%d i=%d", n, i);
      /* Some lanes positive.  */
      static const float one = 1.5f;
      for (int i = 0; i < MAX_N; i++)
	x[i] = check_rand () % 100 - 50;
      uniform_ptr (n, x, &one, rf);
      uniform_ptr_ref (n, x, &one, rfr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rf[i] == rfr[i], "uniform_ptr n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "fault-load.c:25:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-load.c:51:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-load.c:75:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-load.c:102:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* Every access is made as the cost model priced it.  */
/* { dg-final { scan-tree-dump-not ";; widen: (load|store) \[a-z-\]+, priced " "lockstep" } } */
