/* Benchmark kernel: binary search, the lookup kernel of XSBench in small:
   each lane searches its own key in a sorted table of 1M ints (4 MB, more
   than the L2 cache holds) for the first element not below it.  The loop
   over the keys is annotated; each lane runs the search loop, whose trip
   count is data-dependent, with gathers from the table.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define TABLE (1 << 20)
#define KEYS (1 << 20)
#define REPS 1

/* Read at run time, so that no compiler specializes on the sizes.  */
static volatile int size_table = TABLE, size_keys = KEYS;

/* The hot loop: OUT[i] is the index of the first of the N elements of the
   sorted TABLE that is not below KEY[i] (N if there is none).  */
__attribute__ ((noinline)) void
binsearch (int n, const int *restrict table, int nkeys,
	   const int *restrict key, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < nkeys; i++)
    {
      int lo = 0, hi = n;
      while (lo < hi)
	{
	  int mid = (lo + hi) / 2;
	  if (table[mid] < key[i])
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      out[i] = lo;
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
binsearch_ref (int n, const int *restrict table, int nkeys,
	       const int *restrict key, int *restrict out)
{
  for (int i = 0; i < nkeys; i++)
    {
      int lo = 0, hi = n;
      while (lo < hi)
	{
	  int mid = (lo + hi) / 2;
	  if (table[mid] < key[i])
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      out[i] = lo;
    }
}

int
main (void)
{
  int n = size_table, nkeys = size_keys;
  int *table = bench_alloc (n, sizeof (int));
  int *key = bench_alloc (nkeys, sizeof (int));
  int *out = bench_alloc (nkeys, sizeof (int));
  int *out_ref = bench_alloc (nkeys, sizeof (int));

  /* A sorted table with gaps and runs of equal elements, and keys from
     below its first element to above its last, in a pseudo-random order
     (a 32-bit LCG).  */
  unsigned int seed = 12345;
  int v = 0;
  for (int j = 0; j < n; j++)
    {
      seed = seed * 1664525u + 1013904223u;
      v += (seed >> 24) % 4;
      table[j] = v;
    }
  for (int i = 0; i < nkeys; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      key[i] = (int) ((seed >> 8) % (unsigned int) (v + 20)) - 10;
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    binsearch (n, table, nkeys, key, out);
  double seconds = bench_now () - t0;

  binsearch_ref (n, table, nkeys, key, out_ref);
  int64_t *got = bench_alloc (nkeys, sizeof (int64_t));
  int64_t *want = bench_alloc (nkeys, sizeof (int64_t));
  int64_t sum = 0;
  for (int i = 0; i < nkeys; i++)
    {
      got[i] = out[i];
      want[i] = out_ref[i];
      sum += out[i];
    }
  bench_check_int ("binsearch", got, want, nkeys);
  bench_report_int (seconds, sum);
  return 0;
}
