/* Benchmark kernel: Collatz step counts on 64-bit integers: how many steps
   x -> x / 2 (x even), x -> 3x + 1 (x odd) take each of 512K consecutive
   starting values above 10^9 to 1.  The loop over the starting values is
   annotated; each lane runs its own sequence, whose length is
   data-dependent (from 48 to 803 steps here, 207 on average).
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define START 1000000001ULL
#define COUNT (1 << 19)
#define REPS 1

/* Read at run time, so that no compiler specializes on them.  */
static volatile unsigned long long first_value = START;
static volatile int size_n = COUNT;

/* The hot loop: STEPS[i] is the number of Collatz steps from START + I
   (at least 1) to 1.  */
__attribute__ ((noinline)) void
collatz (unsigned long long start, int n, int *restrict steps)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned long long x = start + i;
      int s = 0;
      while (x != 1)
	{
	  x = (x & 1) ? 3 * x + 1 : x / 2;
	  s++;
	}
      steps[i] = s;
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
collatz_ref (unsigned long long start, int n, int *restrict steps)
{
  for (int i = 0; i < n; i++)
    {
      unsigned long long x = start + i;
      int s = 0;
      while (x != 1)
	{
	  x = (x & 1) ? 3 * x + 1 : x / 2;
	  s++;
	}
      steps[i] = s;
    }
}

int
main (void)
{
  unsigned long long start = first_value;
  int n = size_n;
  int *steps = bench_alloc (n, sizeof (int));
  int *steps_ref = bench_alloc (n, sizeof (int));

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    collatz (start, n, steps);
  double seconds = bench_now () - t0;

  collatz_ref (start, n, steps_ref);
  int64_t *got = bench_alloc (n, sizeof (int64_t));
  int64_t *want = bench_alloc (n, sizeof (int64_t));
  int64_t sum = 0;
  for (int i = 0; i < n; i++)
    {
      got[i] = steps[i];
      want[i] = steps_ref[i];
      sum += steps[i];
    }
  bench_check_int ("collatz", got, want, n);
  bench_report_int (seconds, sum);
  return 0;
}
