/* Divergent if/else of depth 2.  */
/* A nested if inside both arms, and an else-if chain.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    int a = x[i], b = y[i], v;						\
    if (a > 0)								\
      {									\
	if (b > 0)							\
	  v = a * b;							\
	else								\
	  v = a - b * 2;						\
      }									\
    else								\
      {									\
	if (b & 1)							\
	  s[i] = b;							\
	v = -a + i;							\
      }									\
    r[i] = v;								\
  } while (0)

NOIPA void
nested (int n, const int *restrict x, const int *restrict y,
	int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
nested_ref (int n, const int *restrict x, const int *restrict y,
	    int *restrict r, int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    double a = x[i];							\
    if (a < -50)							\
      r[i] = a * 2;							\
    else if (a < 0)							\
      r[i] = a / 3;							\
    else								\
      s[i] = a + 1;							\
  } while (0)

NOIPA void
chain (int n, const double *restrict x, double *restrict r,
       double *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
chain_ref (int n, const double *restrict x, double *restrict r,
	   double *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static int x[MAX_N], y[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N];
  static double xd[MAX_N], rd[MAX_N], rdr[MAX_N], sd[MAX_N], sdr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  y[i] = check_rand () % 200 - 100;
	  r[i] = rr[i] = check_rand ();
	  s[i] = sr[i] = check_rand ();
	  xd[i] = check_rand () % 200 - 100;
	  rd[i] = rdr[i] = check_rand ();
	  sd[i] = sdr[i] = check_rand ();
	}
      nested (n, x, y, r, s);
      nested_ref (n, x, y, rr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i], "nested n=%d i=%d", n, i);
      chain (n, xd, rd, sd);
      chain_ref (n, xd, rdr, sdr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rd[i] == rdr[i] && sd[i] == sdr[i], "chain n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "if-depth2.c:33:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "if-depth2.c:61:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
