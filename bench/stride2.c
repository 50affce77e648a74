/* Benchmark kernel, for calibrating lockstep's cost model: loads and stores
   of constant stride 2, without control flow, over 32K complex floats
   (interleaved real and imaginary parts, 256 KB), repeated.  Two annotated
   loops: the squares of the complex numbers, with a counter j declared
   linear(j:2) and the accesses a[j], a[j + 1], out[j], out[j + 1]; and the
   real parts scaled and added to another array, read as a[2 * i].  GCC and
   Clang vectorize such accesses with loads and shuffles; gathers and
   scatters would be the slow way.  The builds contract the multiply-adds
   differently (FMA), so results are compared within 1e-6.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define N (1 << 15)
#define REPS 12000
#define TOL 1e-6

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;
static volatile float factor = 0.5f;

/* The hot loops: OUT holds the squares of the N complex numbers of A (both
   with real and imaginary parts interleaved); REAL[i] is S times the real
   part of the I-th number of A plus Y[i].  */
__attribute__ ((noinline)) void
stride2 (int n, float s, const float *restrict a, float *restrict out,
	 const float *restrict y, float *restrict real)
{
  int j = 0;
#pragma omp simd linear(j:2)
  for (int i = 0; i < n; i++)
    {
      float re = a[j], im = a[j + 1];
      out[j] = re * re - im * im;
      out[j + 1] = 2.0f * re * im;
      j += 2;
    }
#pragma omp simd
  for (int i = 0; i < n; i++)
    real[i] = s * a[2 * i] + y[i];
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
stride2_ref (int n, float s, const float *restrict a, float *restrict out,
	     const float *restrict y, float *restrict real)
{
  int j = 0;
  for (int i = 0; i < n; i++)
    {
      float re = a[j], im = a[j + 1];
      out[j] = re * re - im * im;
      out[j + 1] = 2.0f * re * im;
      j += 2;
    }
  for (int i = 0; i < n; i++)
    real[i] = s * a[2 * i] + y[i];
}

int
main (void)
{
  int n = size_n;
  float s = factor;
  float *a = bench_alloc (2 * n, sizeof (float));
  float *out = bench_alloc (2 * n, sizeof (float));
  float *out_ref = bench_alloc (2 * n, sizeof (float));
  float *y = bench_alloc (n, sizeof (float));
  float *real = bench_alloc (n, sizeof (float));
  float *real_ref = bench_alloc (n, sizeof (float));
  for (int i = 0; i < 2 * n; i++)
    a[i] = (float) (i % 211) / 211.0f - 0.5f;
  for (int i = 0; i < n; i++)
    y[i] = (float) (i % 89) / 89.0f;

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    stride2 (n, s, a, out, y, real);
  double seconds = bench_now () - t0;

  stride2_ref (n, s, a, out_ref, y, real_ref);
  bench_check_fp ("stride2", out, out_ref, 2 * n, sizeof (float), TOL);
  bench_check_fp ("stride2", real, real_ref, n, sizeof (float), TOL);
  double sum = 0;
  for (int i = 0; i < 2 * n; i++)
    sum += out[i];
  for (int i = 0; i < n; i++)
    sum += real[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
