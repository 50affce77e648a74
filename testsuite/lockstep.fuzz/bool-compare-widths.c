/* Comparisons of comparison results of different widths (a double
   compare against a float compare) under a linearized &&: at VF 2 with
   SSE2, converting the 32-bit mask to a 64-bit one needed a V2DI compare
   and blend that SSE2 lacks (an internal compiler error in
   gimple-isel).  Masks already in vector registers are reinterpreted
   now.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static float a[MAX_N], b[MAX_N], e4[MAX_N];
static double d[MAX_N];
static long long q[MAX_N];
static short s[MAX_N];
static int o[MAX_N], x[MAX_N];

#define BODY1(out, i)							\
  do {									\
    if (b[i] > 0 && (d[i] != 0) >= (a[i] != 0))				\
      out[i] = 0;							\
  } while (0)

#define BODY2(out, i)							\
  do {									\
    int t = 0;								\
    if (q[i] > (long long) b[i] && (d[i] < 0) != (e4[i] > 0))		\
      t = 1;								\
    else if ((q[i] == 3) == (s[i] > 2))					\
      t = 2;								\
    if ((t > 1) >= (d[i] != 0))						\
      out[i] = t;							\
  } while (0)

NOIPA void
f1 (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1 (o, i);
}

NOIPA void
f2 (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2 (o, i);
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = check_rand () % 3;
      b[i] = check_rand () % 5 - 2;
      e4[i] = check_rand () % 7 - 3;
      d[i] = check_rand () % 4 - 1;
      q[i] = check_rand () % 6 - 1;
      s[i] = check_rand () % 5;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	o[i] = x[i] = 7;
      f1 (n);
      for (int i = 0; i < n; i++)
	BODY1 (x, i);
      for (int i = 0; i < MAX_N; i++)
	CHECK (o[i] == x[i], "f1 n %d o[%d] = %d, expected %d", n, i, o[i],
	       x[i]);
      f2 (n);
      for (int i = 0; i < n; i++)
	BODY2 (x, i);
      for (int i = 0; i < MAX_N; i++)
	CHECK (o[i] == x[i], "f2 n %d o[%d] = %d, expected %d", n, i, o[i],
	       x[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "bool-compare-widths.c:40:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "bool-compare-widths.c:48:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized" } } */
