/* parallel for simd under -fopenmp: firstprivate, lastprivate,
   lastprivate(conditional:) and reduction on the combined construct, with
   divergent bodies.  */
/* Each thread runs the simd loop over its share of the iterations (so
   every trip count also makes loops of other lengths, and of none);
   firstprivate variables are only read in the loop.  */
/* { dg-do run } */
/* { dg-options "-fopenmp -fopt-info-vec" } */

#include "check.h"

#define BODY1								\
  do {									\
    if (x[i] > a)							\
      {									\
	t = x[i] - a;							\
	s += t;								\
      }									\
    else								\
      t = a * 2 + x[i];							\
    r[i] = t;								\
  } while (0)

NOIPA int
pfs (int n, int a, const int *restrict x, int *restrict r, int *sp)
{
  int t = 1, s = 5;
#pragma omp parallel for simd num_threads(3) firstprivate(a) lastprivate(t) \
		     reduction(+:s)
  for (int i = 0; i < n; i++)
    BODY1;
  *sp = s;
  return t;
}

NOIPA int
pfs_ref (int n, int a, const int *restrict x, int *restrict r, int *sp)
{
  int t = 1, s = 5;
  for (int i = 0; i < n; i++)
    BODY1;
  *sp = s;
  return t;
}

/* lastprivate(conditional:) and max under a divergent branch, with a
   divergent inner loop.  */
#define BODY2								\
  do {									\
    int v = x[i] + 100;							\
    int k = 0;								\
    while (v > 3)							\
      {									\
	v = v / 2 + (v & 1);						\
	k++;								\
      }									\
    if (k > lim)							\
      {									\
	c = i * 10 + k;							\
	m = m > x[i] ? m : x[i];					\
      }									\
    r[i] = k;								\
  } while (0)

NOIPA int
pfs_cond (int n, int lim, const int *restrict x, int *restrict r, int *mp)
{
  int c = -1, m = -1000;
#pragma omp parallel for simd num_threads(3) firstprivate(lim) \
		     lastprivate(conditional: c) reduction(max:m)
  for (int i = 0; i < n; i++)
    BODY2;
  *mp = m;
  return c;
}

NOIPA int
pfs_cond_ref (int n, int lim, const int *restrict x, int *restrict r,
	      int *mp)
{
  int c = -1, m = -1000;
  for (int i = 0; i < n; i++)
    BODY2;
  *mp = m;
  return c;
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

      for (int i = 0; i < MAX_N; i++)
	r[i] = rr[i] = -1;
      int s, sr;
      int v = pfs (n, 12, x, r, &s);
      int vr = pfs_ref (n, 12, x, rr, &sr);
      /* Without iterations the lastprivate value is unspecified.  */
      CHECK ((n == 0 || v == vr) && s == sr,
	     "pfs n=%d: %d %d, expected %d %d", n, v, s, vr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "pfs n=%d: r[%d] = %d, expected %d", n, i, r[i],
	       rr[i]);

      for (int lim = 5; lim < 8; lim++)
	{
	  for (int i = 0; i < MAX_N; i++)
	    r[i] = rr[i] = -1;
	  int m, mr;
	  v = pfs_cond (n, lim, x, r, &m);
	  vr = pfs_cond_ref (n, lim, x, rr, &mr);
	  CHECK (v == vr && m == mr, "pfs_cond n=%d lim=%d: %d %d, expected "
		 "%d %d", n, lim, v, m, vr, mr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (r[i] == rr[i], "pfs_cond n=%d lim=%d: r[%d] = %d, "
		   "expected %d", n, lim, i, r[i], rr[i]);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "parallel-for-simd.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "parallel-for-simd.c:72:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized, 1 divergent loop," } } */
