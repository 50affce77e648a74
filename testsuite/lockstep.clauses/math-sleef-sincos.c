/* sinf and cosf (sin and cos) of one argument, which GCC merges into one
   call of __builtin_cexpif (cexpi), under -fplugin-arg-lockstep-veclib=sleef:
   the merged call becomes SLEEF's vector cos and sin instead of one scalar
   call per lane.  Results within 1e-6 of the scalar loop's, which calls
   glibc's sincosf.  */
/* { dg-do run } */
/* { dg-require-effective-target sleef } */
/* { dg-options "-fno-math-errno -fplugin-arg-lockstep-veclib=sleef -fopt-info-vec -fdump-tree-lockstep-details -lsleef" } */

#include <math.h>
#include "check.h"

static int
close_enough (double a, double b)
{
  return fabs (a - b) <= 1e-6 * fmax (fmax (fabs (a), fabs (b)), 1.0);
}

/* A direction from an angle, only for the lanes whose weight is
   positive; the others keep their output.  */
NOIPA void
directions (float *restrict dx, float *restrict dy, const float *restrict a,
	    const float *restrict w, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (w[i] > 0.0f)
      {
	float t = a[i] * 6.2831853f;
	dx[i] = cosf (t) * w[i];
	dy[i] = sinf (t) * w[i];
      }
}

NOIPA void
directions_ref (float *restrict dx, float *restrict dy,
		const float *restrict a, const float *restrict w, int n)
{
  for (int i = 0; i < n; i++)
    if (w[i] > 0.0f)
      {
	float t = a[i] * 6.2831853f;
	dx[i] = cosf (t) * w[i];
	dy[i] = sinf (t) * w[i];
      }
}

/* The same in double, unconditionally.  */
NOIPA void
rotate (double *restrict r, const double *restrict a, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = cos (a[i]) - 2.0 * sin (a[i]);
}

NOIPA void
rotate_ref (double *restrict r, const double *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    r[i] = cos (a[i]) - 2.0 * sin (a[i]);
}

static float a[MAX_N], w[MAX_N], dx[MAX_N], dy[MAX_N], ex[MAX_N], ey[MAX_N];
static double ad[MAX_N], r[MAX_N], er[MAX_N];

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  a[i] = (check_rand () % 20001 - 10000) / 1000.0f;
	  w[i] = (check_rand () % 3 - 1) * 0.5f;
	  ad[i] = (check_rand () % 20001 - 10000) / 100.0;
	  dx[i] = ex[i] = dy[i] = ey[i] = i;
	  r[i] = er[i] = -i;
	}
      directions (dx, dy, a, w, n);
      directions_ref (ex, ey, a, w, n);
      rotate (r, ad, n);
      rotate_ref (er, ad, n);
      for (int i = 0; i < MAX_N; i++)
	{
	  CHECK (close_enough (dx[i], ex[i]), "n %d dx[%d] %g, expected %g", n,
		 i, dx[i], ex[i]);
	  CHECK (close_enough (dy[i], ey[i]), "n %d dy[%d] %g, expected %g", n,
		 i, dy[i], ey[i]);
	  CHECK (close_enough (r[i], er[i]), "n %d r[%d] %g, expected %g", n,
		 i, r[i], er[i]);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "math-sleef-sincos.c:27:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "math-sleef-sincos.c:54:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-tree-dump "= Sleef_cosf\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= Sleef_sinf\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= Sleef_cosd\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= Sleef_sind\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
