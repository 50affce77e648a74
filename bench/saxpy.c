/* Benchmark kernel: saxpy, y = a * x + y, over 8M floats (64 MB, more than
   the caches hold), repeated: a memory-bound loop without control flow.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define N (1 << 23)
#define REPS 40
#define TOL 1e-5

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;
static volatile float factor = 0.75f;

/* The hot loop.  */
__attribute__ ((noinline)) void
saxpy (int n, float a, const float *restrict x, float *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
saxpy_ref (int n, float a, const float *restrict x, float *restrict y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
main (void)
{
  int n = size_n;
  float a = factor;
  float *x = bench_alloc (n, sizeof (float));
  float *y = bench_alloc (n, sizeof (float));
  float *y_ref = bench_alloc (n, sizeof (float));
  for (int i = 0; i < n; i++)
    {
      x[i] = (float) (i % 1009) / 1009.0f - 0.5f;
      y[i] = y_ref[i] = (float) (i % 97) / 97.0f;
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    saxpy (n, a, x, y);
  double seconds = bench_now () - t0;

  for (int r = 0; r < REPS; r++)
    saxpy_ref (n, a, x, y_ref);
  bench_check_fp ("saxpy", y, y_ref, n, sizeof (float), TOL);

  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += y[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
