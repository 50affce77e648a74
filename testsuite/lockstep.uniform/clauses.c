/* The private, lastprivate and linear clauses.  */
/* A private temporary, the value of the sequentially last iteration copied
   out, and a linear variable stepping by 2 used as an index and copied out.
   */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

NOIPA void
priv (int n, const float *restrict x, float *restrict y)
{
  float t;
#pragma omp simd private(t)
  for (int i = 0; i < n; i++)
    {
      t = x[i] * 2.0f;
      y[i] = t * t + 1.0f;
    }
}

NOIPA void
priv_ref (int n, const float *restrict x, float *restrict y)
{
  float t;
  for (int i = 0; i < n; i++)
    {
      t = x[i] * 2.0f;
      y[i] = t * t + 1.0f;
    }
}

NOIPA int
lastpriv (int n, const int *restrict x, int *restrict y)
{
  int t = -1;
#pragma omp simd lastprivate(t)
  for (int i = 0; i < n; i++)
    {
      t = x[i] + i;
      y[i] = t >> 1;
    }
  return t;
}

NOIPA int
lastpriv_ref (int n, const int *restrict x, int *restrict y)
{
  int t = -1;
  for (int i = 0; i < n; i++)
    {
      t = x[i] + i;
      y[i] = t >> 1;
    }
  return t;
}

NOIPA int
lin (int n, const double *restrict x, double *restrict y)
{
  int j = 3;
#pragma omp simd linear(j:2)
  for (int i = 0; i < n; i++)
    {
      y[i] = x[j] + j;
      j += 2;
    }
  return j;
}

NOIPA int
lin_ref (int n, const double *restrict x, double *restrict y)
{
  int j = 3;
  for (int i = 0; i < n; i++)
    {
      y[i] = x[j] + j;
      j += 2;
    }
  return j;
}

int
main (void)
{
  static float xf[MAX_N], yf[MAX_N], yfr[MAX_N];
  static int xi[MAX_N], yi[MAX_N], yir[MAX_N];
  static double xd[2 * MAX_N + 4], yd[MAX_N], ydr[MAX_N];
  for (int i = 0; i < 2 * MAX_N + 4; i++)
    xd[i] = check_rand () % 1000;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  xf[i] = check_rand () % 100;
	  yf[i] = yfr[i] = check_rand ();
	  xi[i] = check_rand ();
	  yi[i] = yir[i] = check_rand ();
	  yd[i] = ydr[i] = check_rand ();
	}
      priv (n, xf, yf);
      priv_ref (n, xf, yfr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (yf[i] == yfr[i], "priv n=%d i=%d", n, i);

      int l = lastpriv (n, xi, yi);
      int lr = lastpriv_ref (n, xi, yir);
      /* With no iteration the copy-out value is unspecified.  */
      if (n > 0)
	CHECK (l == lr, "lastpriv n=%d %d != %d", n, l, lr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (yi[i] == yir[i], "lastpriv n=%d i=%d", n, i);

      int j = lin (n, xd, yd);
      int jr = lin_ref (n, xd, ydr);
      if (n > 0)
	CHECK (j == jr, "lin n=%d %d != %d", n, j, jr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (yd[i] == ydr[i], "lin n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "clauses.c:17:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "clauses.c:40:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "clauses.c:65:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* The linear variable steps by 2 per lane.  */
/* { dg-final { scan-tree-dump "shape j_\[0-9\]+ = strided\\(2\\)" "lockstep" } } */
