/* Benchmark kernel, for calibrating lockstep's cost model: two nested
   divergent loops in the annotated loop, over 64K elements, repeated.  Each
   lane runs an outer loop of 0 to 15 iterations (its own count, from the
   data) and, in each of them, an inner loop of 0 to 15 iterations (a count
   read from the data at the lane's index plus the outer counter): a chain
   of multiply-adds on an unsigned integer.  The counts are pseudo-random,
   so the lanes of a vector run for very different times: the vector code
   runs every loop as long as its longest lane, the scalar code pays for
   mispredicted loop exits.  Integer results, compared exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define N (1 << 16)
#define REPS 40
/* The counts are 0 to MAXCOUNT - 1.  */
#define MAXCOUNT 16

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;

#define INLINE static inline __attribute__ ((always_inline))

/* The hash of lane I: SEED[I] mixed OUTER[I] times, the J-th time INNER[I
   + J] times.  */
INLINE unsigned int
nest (int i, const unsigned int *restrict seed,
      const int *restrict outer, const int *restrict inner)
{
  unsigned int h = seed[i];
  for (int j = 0; j < outer[i]; j++)
    {
      int m = inner[i + j];
      for (int k = 0; k < m; k++)
	h = h * 2654435761u + (unsigned int) (j * MAXCOUNT + k);
    }
  return h;
}

/* The hot loop: OUT[i] is the hash of lane I.  INNER has N + MAXCOUNT
   elements.  */
__attribute__ ((noinline)) void
nestedloops (int n, const unsigned int *restrict seed,
	     const int *restrict outer, const int *restrict inner,
	     unsigned int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    out[i] = nest (i, seed, outer, inner);
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
nestedloops_ref (int n, const unsigned int *restrict seed,
		 const int *restrict outer, const int *restrict inner,
		 unsigned int *restrict out)
{
  for (int i = 0; i < n; i++)
    out[i] = nest (i, seed, outer, inner);
}

int
main (void)
{
  int n = size_n;
  unsigned int *seed = bench_alloc (n, sizeof (unsigned int));
  int *outer = bench_alloc (n, sizeof (int));
  int *inner = bench_alloc (n + MAXCOUNT, sizeof (int));
  unsigned int *out = bench_alloc (n, sizeof (unsigned int));
  unsigned int *out_ref = bench_alloc (n, sizeof (unsigned int));
  unsigned int s = 77;
  for (int i = 0; i < n + MAXCOUNT; i++)
    {
      s = s * 1664525u + 1013904223u;
      inner[i] = (s >> 16) % MAXCOUNT;
      if (i < n)
	{
	  seed[i] = s ^ 0x9e3779b9u;
	  s = s * 1664525u + 1013904223u;
	  outer[i] = (s >> 16) % MAXCOUNT;
	}
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    nestedloops (n, seed, outer, inner, out);
  double seconds = bench_now () - t0;

  nestedloops_ref (n, seed, outer, inner, out_ref);
  int64_t *got = bench_alloc (n, sizeof (int64_t));
  int64_t *want = bench_alloc (n, sizeof (int64_t));
  int64_t sum = 0;
  for (int i = 0; i < n; i++)
    {
      got[i] = out[i];
      want[i] = out_ref[i];
      sum += out[i];
    }
  bench_check_int ("nestedloops", got, want, n);
  bench_report_int (seconds, sum);
  return 0;
}
