/* sin and cos of one argument, which GCC combines into one cexpi call.  */
/* The call has a complex result when the loop is vectorized.  */
/* { dg-do run } */
/* { dg-options "-fno-math-errno -fopt-info-vec" } */

#include <math.h>
#include "check.h"

NOIPA void
rot (int n, const float *restrict a, float *restrict x, float *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float s = sinf (a[i]), c = cosf (a[i]);
      float u = x[i], v = y[i];
      x[i] = c * u - s * v;
      y[i] = s * u + c * v;
    }
}

NOIPA void
rot_ref (int n, const float *restrict a, float *restrict x,
	 float *restrict y)
{
  for (int i = 0; i < n; i++)
    {
      float s = sinf (a[i]), c = cosf (a[i]);
      float u = x[i], v = y[i];
      x[i] = c * u - s * v;
      y[i] = s * u + c * v;
    }
}

NOIPA void
sincos_d (int n, const double *restrict a, double *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = sin (a[i]) * 2.0 - cos (a[i]);
}

NOIPA void
sincos_d_ref (int n, const double *restrict a, double *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = sin (a[i]) * 2.0 - cos (a[i]);
}

static int
close_p (double a, double b, double eps)
{
  return fabs (a - b) <= eps * (1.0 + fabs (b));
}

int
main (void)
{
  static float a[MAX_N], x[MAX_N], y[MAX_N], xr[MAX_N], yr[MAX_N];
  static double ad[MAX_N], r[MAX_N], rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  a[i] = (float) (check_rand () % 4000) / 512;
	  x[i] = xr[i] = check_rand () % 100;
	  y[i] = yr[i] = check_rand () % 100;
	  ad[i] = (double) (check_rand () % 4000) / 512;
	  r[i] = rr[i] = check_rand ();
	}
      rot (n, a, x, y);
      rot_ref (n, a, xr, yr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (i < n
	       ? close_p (x[i], xr[i], 1e-5) && close_p (y[i], yr[i], 1e-5)
	       : x[i] == xr[i] && y[i] == yr[i], "rot n=%d i=%d", n, i);
      sincos_d (n, ad, r);
      sincos_d_ref (n, ad, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (i < n ? close_p (r[i], rr[i], 1e-13) : r[i] == rr[i],
	       "sincos_d n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "math-sincos.c:15:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "math-sincos.c:40:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
