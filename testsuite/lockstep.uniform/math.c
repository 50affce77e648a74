/* Calls to math builtins in float and double.  */
/* Those with a vector form (sqrt, fabs, floor, ceil, trunc, fmin, fmax,
   copysign) and transcendental ones (sin, cos, exp, log, pow).
   -fno-math-errno keeps the calls free of errno branches; sin and cos of
   one argument are in math-sincos.c.  */
/* { dg-do run } */
/* { dg-options "-fno-math-errno -fopt-info-vec -fdump-tree-lockstep-details" } */

#include <math.h>
#include "check.h"

NOIPA void
exact_f (int n, const float *restrict x, const float *restrict y,
	 float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = sqrtf (x[i]) + fabsf (y[i]) + floorf (y[i]) * ceilf (x[i])
	   - truncf (y[i]) + fminf (x[i], y[i]) * fmaxf (x[i], y[i])
	   + copysignf (x[i], y[i]);
}

NOIPA void
exact_f_ref (int n, const float *restrict x, const float *restrict y,
	     float *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = sqrtf (x[i]) + fabsf (y[i]) + floorf (y[i]) * ceilf (x[i])
	   - truncf (y[i]) + fminf (x[i], y[i]) * fmaxf (x[i], y[i])
	   + copysignf (x[i], y[i]);
}

NOIPA void
exact_d (int n, const double *restrict x, const double *restrict y,
	 double *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = sqrt (x[i]) + fabs (y[i]) + floor (y[i]) * ceil (x[i])
	   - trunc (y[i]) + fmin (x[i], y[i]) * fmax (x[i], y[i])
	   + copysign (x[i], y[i]);
}

NOIPA void
exact_d_ref (int n, const double *restrict x, const double *restrict y,
	     double *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = sqrt (x[i]) + fabs (y[i]) + floor (y[i]) * ceil (x[i])
	   - trunc (y[i]) + fmin (x[i], y[i]) * fmax (x[i], y[i])
	   + copysign (x[i], y[i]);
}

NOIPA void
transc_f (int n, const float *restrict x, float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = sinf (x[i]) + cosf (x[i] * 0.5f) * expf (x[i] * 0.125f)
	   + logf (x[i] + 1.0f) + powf (x[i], 0.75f);
}

NOIPA void
transc_f_ref (int n, const float *restrict x, float *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = sinf (x[i]) + cosf (x[i] * 0.5f) * expf (x[i] * 0.125f)
	   + logf (x[i] + 1.0f) + powf (x[i], 0.75f);
}

NOIPA void
transc_d (int n, const double *restrict x, double *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = sin (x[i]) + cos (x[i] * 0.5) * exp (x[i] * 0.125)
	   + log (x[i] + 1.0) + pow (x[i], 0.75);
}

NOIPA void
transc_d_ref (int n, const double *restrict x, double *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = sin (x[i]) + cos (x[i] * 0.5) * exp (x[i] * 0.125)
	   + log (x[i] + 1.0) + pow (x[i], 0.75);
}

/* Vector math libraries may differ from the scalar functions by a few
   ulps.  */
static int
close_p (double a, double b, double eps)
{
  return fabs (a - b) <= eps * (1.0 + fabs (b));
}

int
main (void)
{
  static float xf[MAX_N], yf[MAX_N], rf[MAX_N], rfr[MAX_N];
  static double xd[MAX_N], yd[MAX_N], rd[MAX_N], rdr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  xf[i] = (float) (check_rand () % 4000) / 64;
	  yf[i] = (float) (check_rand () % 4000 - 2000) / 64;
	  xd[i] = (double) (check_rand () % 4000) / 64;
	  yd[i] = (double) (check_rand () % 4000 - 2000) / 64;
	  rf[i] = rfr[i] = check_rand ();
	  rd[i] = rdr[i] = check_rand ();
	}
      exact_f (n, xf, yf, rf);
      exact_f_ref (n, xf, yf, rfr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rf[i] == rfr[i], "exact_f n=%d i=%d %a != %a", n, i, rf[i],
	       rfr[i]);
      exact_d (n, xd, yd, rd);
      exact_d_ref (n, xd, yd, rdr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rd[i] == rdr[i], "exact_d n=%d i=%d %a != %a", n, i, rd[i],
	       rdr[i]);
      transc_f (n, xf, rf);
      transc_f_ref (n, xf, rfr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (i < n ? close_p (rf[i], rfr[i], 1e-5) : rf[i] == rfr[i],
	       "transc_f n=%d i=%d %a != %a", n, i, rf[i], rfr[i]);
      transc_d (n, xd, rd);
      transc_d_ref (n, xd, rdr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (i < n ? close_p (rd[i], rdr[i], 1e-13) : rd[i] == rdr[i],
	       "transc_d n=%d i=%d %a != %a", n, i, rd[i], rdr[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "math.c:18:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "math.c:39:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "math.c:59:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "math.c:76:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* sqrt has a vector form on every x86-64 target.  */
/* { dg-final { scan-tree-dump "\\.SQRT \\(_\[0-9\]+\\)" "lockstep" } } */
