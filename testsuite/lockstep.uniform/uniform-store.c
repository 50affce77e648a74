/* Varying values stored to a uniform address: the last iteration wins.  */
/* The pointers may alias, so GCC keeps the stores in the loop; with restrict
   pointers store motion turns them into a live-out value instead.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

double last_d;

#define BODY1								\
  do {									\
    *out = x[i] * 2 + i;						\
    y[i] = x[i] - 1;							\
  } while (0)

NOIPA void
to_pointer (int n, const int *x, int *out, int *y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
to_pointer_ref (int n, const int *x, int *out, int *y)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
to_pointer_restrict (int n, const int *restrict x, int *restrict out,
		     int *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    last_d = x[i] * 0.5;						\
    cell[3] = (short) (x[i] + i);					\
    z[i] = x[i] + 1;							\
    w[i] = (short) i;							\
  } while (0)

NOIPA void
to_global (int n, const double *x, short *cell, double *z, short *w)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
to_global_ref (int n, const double *x, short *cell, double *z, short *w)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static int x[MAX_N], y[MAX_N], yr[MAX_N];
  static double xd[MAX_N], z[MAX_N], zr[MAX_N];
  static short w[MAX_N], wr[MAX_N];
  short cell[8], cellr[8];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand ();
	  y[i] = yr[i] = check_rand ();
	  xd[i] = check_rand () % 10000;
	  z[i] = zr[i] = check_rand ();
	  w[i] = wr[i] = (short) check_rand ();
	}
      int out = -7, outr = -7;
      to_pointer (n, x, &out, y);
      to_pointer_ref (n, x, &outr, yr);
      CHECK (out == outr, "to_pointer n=%d %d != %d", n, out, outr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (y[i] == yr[i], "to_pointer n=%d i=%d", n, i);
      out = -7;
      to_pointer_restrict (n, x, &out, y);
      CHECK (out == outr, "to_pointer_restrict n=%d %d != %d", n, out, outr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (y[i] == yr[i], "to_pointer_restrict n=%d i=%d", n, i);

      for (int i = 0; i < 8; i++)
	cell[i] = cellr[i] = (short) (100 + i);
      last_d = -1;
      to_global (n, xd, cell, z, w);
      double d = last_d;
      last_d = -1;
      to_global_ref (n, xd, cellr, zr, wr);
      CHECK (d == last_d, "to_global n=%d %f != %f", n, d, last_d);
      for (int i = 0; i < 8; i++)
	CHECK (cell[i] == cellr[i], "to_global n=%d cell[%d]", n, i);
      for (int i = 0; i < MAX_N; i++)
	CHECK (z[i] == zr[i] && w[i] == wr[i], "to_global n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "uniform-store.c:22:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "uniform-store.c:38:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "uniform-store.c:54:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
