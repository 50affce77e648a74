/* Benchmark kernel: points of the plane stored as interleaved x, y pairs
   (an array of structures), each brought into the unit disc by halving
   both coordinates as often as it takes -- a divergent inner loop whose
   trip count differs from point to point -- then mapped by a branch on
   its octant to a pair stored interleaved as well.  The loads and stores
   have a constant stride of 2 elements: vector loads and stores with
   permutations, or gathers and scatters, or one access per lane.  GCC
   and Clang leave the loop scalar (its inner loop).
   -ffp-contract=off: the builds compute the same values, compared
   exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#include "bench.h"

#define N (1 << 16)
#define REPS 300

/* Read at run time, so that no compiler specializes on it.  */
static volatile int size_n = N;

/* The body of both loops: point I of P to pair I of Q.  */
#define BODY								\
  do									\
    {									\
      float x = p[2 * i], y = p[2 * i + 1], u, v;			\
      int k = 0;							\
      while (x * x + y * y > 1.0f)					\
	{								\
	  x *= 0.5f;							\
	  y *= 0.5f;							\
	  k++;								\
	}								\
      if (x > y)							\
	{								\
	  u = x - y;							\
	  v = (float) k + x * y;					\
	}								\
      else								\
	{								\
	  u = y * 0.5f + x;						\
	  v = x * x - (float) k;					\
	}								\
      q[2 * i] = u;							\
      q[2 * i + 1] = v;							\
    }									\
  while (0)

/* The hot loop.  */
__attribute__ ((noinline)) void
points (int n, const float *restrict p, float *restrict q)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
points_ref (int n, const float *restrict p, float *restrict q)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  int n = size_n;
  float *p = bench_alloc (2 * n, sizeof (float));
  float *q = bench_alloc (2 * n, sizeof (float));
  float *q_ref = bench_alloc (2 * n, sizeof (float));
  /* Pseudo-random points in [-16, 16) x [-16, 16) (a 32-bit LCG): 0 to
     5 halvings.  */
  unsigned int seed = 2026;
  for (int i = 0; i < 2 * n; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      p[i] = (float) (seed >> 8) * 0x1p-19f - 16.0f;
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    points (n, p, q);
  double seconds = bench_now () - t0;

  points_ref (n, p, q_ref);
  bench_check_fp ("points", q, q_ref, 2 * n, sizeof (float), 0);
  double sum = 0;
  for (int i = 0; i < 2 * n; i++)
    sum += q[i];
  bench_report_fp (seconds, sum, 1e-12);
  return 0;
}
