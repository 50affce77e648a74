/* Collatz step counts on 64-bit integers: a divergent while loop with a
   divergent branch inside.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    unsigned long long x = start + i;					\
    int steps = 0;							\
    while (x != 1)							\
      {									\
	x = (x & 1) ? 3 * x + 1 : x / 2;				\
	steps++;							\
      }									\
    out[i] = steps;							\
  } while (0)

NOIPA void
collatz (int n, unsigned long long start, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
collatz_ref (int n, unsigned long long start, int *restrict out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int out[MAX_N], ref[MAX_N];
  static const unsigned long long starts[] = { 1, 27, 77031, 1ull << 40 };
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (unsigned s = 0; s < 4; s++)
      {
	int n = trip_counts[t];
	collatz (n, starts[s], out);
	collatz_ref (n, starts[s], ref);
	for (int i = 0; i < n; i++)
	  CHECK (out[i] == ref[i], "n=%d start=%llu i=%d: %d != %d", n,
		 starts[s], i, out[i], ref[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "collatz.c:25:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
/* { dg-final { scan-tree-dump ";; divergent loop \[0-9\]+ \\(header bb" "lockstep" } } */
