/* Benchmark kernel, for calibrating lockstep's cost model: a straight-line
   loop without branches that GCC vectorizes well, over 16K elements of
   three float and two int arrays (all in the L2 cache), repeated: a cubic
   polynomial of x[i], a * x + b * y + c, an int-to-float conversion, and
   integer arithmetic on k[i] with a shift, written to a float and an int
   array.  Whatever lockstep does here beyond GCC's own vector code is
   overhead.  The builds contract the multiply-adds differently (FMA), so
   the float results are compared within 1e-6, the int results exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define N (1 << 14)
#define REPS 30000
#define TOL 1e-6

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;
static volatile float coef_a = 0.75f, coef_b = -1.25f, coef_c = 0.125f;

/* The hot loop.  */
__attribute__ ((noinline)) void
uniformarith (int n, float a, float b, float c, const float *restrict x,
	      const float *restrict y, const int *restrict k,
	      float *restrict out, int *restrict iout)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float xi = x[i];
      float p = ((0.5f * xi - 1.5f) * xi + 2.0f) * xi - 0.25f;
      out[i] = a * p + b * y[i] + c * (float) k[i];
      iout[i] = (k[i] * 5 + 3) ^ (k[i] >> 3);
    }
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
uniformarith_ref (int n, float a, float b, float c, const float *restrict x,
		  const float *restrict y, const int *restrict k,
		  float *restrict out, int *restrict iout)
{
  for (int i = 0; i < n; i++)
    {
      float xi = x[i];
      float p = ((0.5f * xi - 1.5f) * xi + 2.0f) * xi - 0.25f;
      out[i] = a * p + b * y[i] + c * (float) k[i];
      iout[i] = (k[i] * 5 + 3) ^ (k[i] >> 3);
    }
}

int
main (void)
{
  int n = size_n;
  float a = coef_a, b = coef_b, c = coef_c;
  float *x = bench_alloc (n, sizeof (float));
  float *y = bench_alloc (n, sizeof (float));
  int *k = bench_alloc (n, sizeof (int));
  float *out = bench_alloc (n, sizeof (float));
  float *out_ref = bench_alloc (n, sizeof (float));
  int *iout = bench_alloc (n, sizeof (int));
  int *iout_ref = bench_alloc (n, sizeof (int));
  for (int i = 0; i < n; i++)
    {
      x[i] = (float) (i % 1009) / 1009.0f * 4.0f - 2.0f;
      y[i] = (float) (i % 97) / 97.0f;
      k[i] = (i * 7919) % 20011 - 10000;
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    uniformarith (n, a, b, c, x, y, k, out, iout);
  double seconds = bench_now () - t0;

  uniformarith_ref (n, a, b, c, x, y, k, out_ref, iout_ref);
  bench_check_fp ("uniformarith", out, out_ref, n, sizeof (float), TOL);
  int64_t *got = bench_alloc (n, sizeof (int64_t));
  int64_t *want = bench_alloc (n, sizeof (int64_t));
  double sum = 0;
  for (int i = 0; i < n; i++)
    {
      got[i] = iout[i];
      want[i] = iout_ref[i];
      sum += out[i] + iout[i];
    }
  bench_check_int ("uniformarith", got, want, n);
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
