/* Benchmark kernel, for calibrating lockstep's cost model: a masked store
   and a masked load of the same elements under complementary masks,

     if (c[i] < 0) b[i] = a[i] + d[i] * d[i]; else a[i] = c[i] + d[i] * e[i];

   over 16K floats (arrays of 64 KB), repeated.  The sign of c[i] is
   pseudo-random, so both paths occur in every vector and are
   unpredictable for the scalar code: each run takes C from the next of 16
   windows of a 1 MB array, so that the branch predictor cannot learn the
   outcomes (the same 16K outcomes over and over, it did: the scalar loop
   then ran at 1 ns per element instead of 5).  Vectorized with both paths under
   masks, one path loads a[i] and the other stores it: the order in which
   the vector code puts them decides whether a load waits on a masked store
   to the same address.  The builds contract the multiply-adds differently
   (FMA), so results are compared within 1e-6.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define N (1 << 14)
#define REPS 4000
#define WINDOWS 16
#define TOL 1e-6

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;

/* The hot loop.  */
__attribute__ ((noinline)) void
storeload (int n, float *restrict a, float *restrict b,
	   const float *restrict c, const float *restrict d,
	   const float *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (c[i] < 0)
	b[i] = a[i] + d[i] * d[i];
      else
	a[i] = c[i] + d[i] * e[i];
    }
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
storeload_ref (int n, float *restrict a, float *restrict b,
	       const float *restrict c, const float *restrict d,
	       const float *restrict e)
{
  for (int i = 0; i < n; i++)
    {
      if (c[i] < 0)
	b[i] = a[i] + d[i] * d[i];
      else
	a[i] = c[i] + d[i] * e[i];
    }
}

int
main (void)
{
  int n = size_n;
  float *a = bench_alloc (n, sizeof (float));
  float *b = bench_alloc (n, sizeof (float));
  float *c = bench_alloc ((size_t) n * WINDOWS, sizeof (float));
  float *d = bench_alloc (n, sizeof (float));
  float *e = bench_alloc (n, sizeof (float));
  float *a_ref = bench_alloc (n, sizeof (float));
  float *b_ref = bench_alloc (n, sizeof (float));
  unsigned int seed = 4711;
  for (size_t i = 0; i < (size_t) n * WINDOWS; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      c[i] = (float) (seed >> 8) * 0x1p-23f - 1.0f;
    }
  for (int i = 0; i < n; i++)
    {
      a[i] = a_ref[i] = (float) (i % 101) * 0.01f;
      b[i] = b_ref[i] = -(float) (i % 37) * 0.03f;
      d[i] = (float) (i % 13) * 0.125f - 0.75f;
      e[i] = (float) (i % 7) * 0.5f;
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    storeload (n, a, b, c + (size_t) (r % WINDOWS) * n, d, e);
  double seconds = bench_now () - t0;

  for (int r = 0; r < REPS; r++)
    storeload_ref (n, a_ref, b_ref, c + (size_t) (r % WINDOWS) * n, d, e);
  bench_check_fp ("storeload", a, a_ref, n, sizeof (float), TOL);
  bench_check_fp ("storeload", b, b_ref, n, sizeof (float), TOL);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i] + b[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
