/* Divergent if/else of depth 1.  */
/* Both arms compute, one dividing by a value that is zero in lanes of the
   other; a one-armed conditional store.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      v = v * 3 + y[i];							\
    else								\
      v = y[i] / (v - 1) - i;						\
    r[i] = v;								\
  } while (0)

NOIPA void
ifelse (int n, const int *restrict x, const int *restrict y,
	int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
ifelse_ref (int n, const int *restrict x, const int *restrict y,
	    int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    float v = x[i] * 0.5f;						\
    if (i % 3 != 1)							\
      r[i] = v + y[i];							\
  } while (0)

NOIPA void
onearm (int n, const float *restrict x, const float *restrict y,
	float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
onearm_ref (int n, const float *restrict x, const float *restrict y,
	    float *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static int x[MAX_N], y[MAX_N], r[MAX_N], rr[MAX_N];
  static float xf[MAX_N], yf[MAX_N], rf[MAX_N], rfr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  y[i] = check_rand () % 2000 - 1000;
	  r[i] = rr[i] = check_rand ();
	  xf[i] = check_rand () % 100;
	  yf[i] = check_rand () % 100;
	  rf[i] = rfr[i] = check_rand ();
	}
      ifelse (n, x, y, r);
      ifelse_ref (n, x, y, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "ifelse n=%d i=%d %d != %d", n, i, r[i], rr[i]);
      onearm (n, xf, yf, rf);
      onearm_ref (n, xf, yf, rfr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rf[i] == rfr[i], "onearm n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "if-depth1.c:25:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "if-depth1.c:49:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-tree-dump "divergent branch in bb" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; linearized: shapes:" "lockstep" } } */
