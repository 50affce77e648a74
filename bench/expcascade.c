/* Benchmark kernel, for calibrating lockstep's cost model: an if/else-if
   cascade on a varying float with calls to the scalar expf and logf on
   three of its four paths, over 64K elements in [-4, 4), repeated.  The
   paths change from element to element, so every vector takes all of
   them.  Default flags (no -ffast-math): no compiler here has a vector
   expf or logf, GCC and Clang leave the loop scalar and lockstep calls the
   functions lane by lane under each path's mask.  The builds contract
   multiplications and additions differently (FMA), so results are compared
   within 1e-5.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define N (1 << 16)
#define REPS 200
#define TOL 1e-5

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;

#define INLINE static inline __attribute__ ((always_inline))

/* The cascade at X.  */
INLINE float
cascade (float x)
{
  float y;
  if (x < -2.0f)
    y = 3.0f * expf (x) + 1.0f;
  else if (x < 0.0f)
    y = x * logf (1.0f - x);
  else if (x < 2.0f)
    y = x + expf (-x * x);
  else
    y = logf (x) - expf (-x);
  return y;
}

/* The hot loop: OUT[i] is the cascade at IN[i].  */
__attribute__ ((noinline)) void
expcascade (int n, const float *restrict in, float *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    out[i] = cascade (in[i]);
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
expcascade_ref (int n, const float *restrict in, float *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = cascade (in[i]);
}

int
main (void)
{
  int n = size_n;
  float *in = bench_alloc (n, sizeof (float));
  float *out = bench_alloc (n, sizeof (float));
  float *out_ref = bench_alloc (n, sizeof (float));
  unsigned int seed = 2024;
  for (int i = 0; i < n; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      in[i] = -4.0f + 8.0f * ((float) (seed >> 8) * 0x1p-24f);
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    expcascade (n, in, out);
  double seconds = bench_now () - t0;

  expcascade_ref (n, in, out_ref);
  bench_check_fp ("expcascade", out, out_ref, n, sizeof (float), TOL);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += out[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
