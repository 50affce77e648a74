/* The safelen, simdlen, aligned and collapse clauses; declare simd calls.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

/* A dependence of distance 4: a vector factor above 4 would be wrong.  */
NOIPA void
dist4 (int n, int *a)
{
#pragma omp simd safelen(4)
  for (int i = 0; i < n; i++)
    a[i + 4] = a[i] * 2 + 1;
}

NOIPA void
dist4_ref (int n, int *a)
{
  for (int i = 0; i < n; i++)
    a[i + 4] = a[i] * 2 + 1;
}

NOIPA void
len2 (int n, const double *restrict x, double *restrict y)
{
#pragma omp simd simdlen(2) aligned(x, y : 16)
  for (int i = 0; i < n; i++)
    y[i] = x[i] * x[i] - 1.0;
}

NOIPA void
len2_ref (int n, const double *restrict x, double *restrict y)
{
  for (int i = 0; i < n; i++)
    y[i] = x[i] * x[i] - 1.0;
}

NOIPA void
collapsed (int n, int m, const float *restrict a, float *restrict b)
{
#pragma omp simd collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i * m + j] = a[j * n + i] + j;
}

NOIPA void
collapsed_ref (int n, int m, const float *restrict a, float *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i * m + j] = a[j * n + i] + j;
}

#pragma omp declare simd notinbranch
NOIPA int
poly (int x)
{
  return x * x + 3 * x + 1;
}

#pragma omp declare simd uniform(k)
int
scale (int x, int k)
{
  return x * k;
}

NOIPA void
clones (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = poly (x[i]) + scale (x[i], 5);
}

NOIPA void
clones_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = poly (x[i]) + scale (x[i], 5);
}

int
main (void)
{
  static int a[MAX_N + 4], ar[MAX_N + 4], x[MAX_N], r[MAX_N], rr[MAX_N];
  static double xd[MAX_N] __attribute__ ((aligned (16)));
  static double yd[MAX_N] __attribute__ ((aligned (16)));
  static double ydr[MAX_N];
  static float fa[8 * MAX_N], fb[8 * MAX_N], fbr[8 * MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N + 4; i++)
	a[i] = ar[i] = check_rand () % 100;
      dist4 (n, a);
      dist4_ref (n, ar);
      for (int i = 0; i < MAX_N + 4; i++)
	CHECK (a[i] == ar[i], "dist4 n=%d i=%d", n, i);

      for (int i = 0; i < MAX_N; i++)
	{
	  xd[i] = check_rand () % 1000;
	  yd[i] = ydr[i] = check_rand ();
	}
      len2 (n, xd, yd);
      len2_ref (n, xd, ydr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (yd[i] == ydr[i], "len2 n=%d i=%d", n, i);

      for (int m = 1; m <= 8; m += 3)
	{
	  for (int i = 0; i < 8 * MAX_N; i++)
	    {
	      fa[i] = check_rand () % 100;
	      fb[i] = fbr[i] = check_rand ();
	    }
	  collapsed (n, m, fa, fb);
	  collapsed_ref (n, m, fa, fbr);
	  for (int i = 0; i < 8 * MAX_N; i++)
	    CHECK (fb[i] == fbr[i], "collapsed n=%d m=%d i=%d", n, m, i);
	}

      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 1000 - 500;
	  r[i] = rr[i] = check_rand ();
	}
      clones (n, x, r);
      clones_ref (n, x, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "clones n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "safelen-simdlen.c:13:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[24\]," } } */
/* { dg-final { scan-lockstep-note "safelen-simdlen.c:28:\[0-9\]+: optimized: loop vectorized by lockstep: VF 2," } } */
/* { dg-final { scan-lockstep-note "safelen-simdlen.c:44:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "safelen-simdlen.c:74:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
