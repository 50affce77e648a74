/* A binary search per lane: GCC made its loop with two latches a nest,
   which lockstep merges back before its analysis, and the cost model then
   refuses the loop.  It must run as GCC made it: lockstep versioned the
   loop before the merge and keeps the copy it did not touch.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details" } */

#include <stdlib.h>

#define N 4099
#define M 1000

static int table[N], keys[M], pos[M];

__attribute__ ((noinline)) static void
search (int n, const int *restrict t, const int *restrict k, int *restrict p,
	int m)
{
#pragma omp simd
  for (int i = 0; i < m; i++)
    {
      int lo = 0, hi = n;
      while (lo < hi)
	{
	  int mid = (lo + hi) >> 1;
	  if (t[mid] < k[i])
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      p[i] = lo;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    table[i] = 3 * i + (i & 1);
  for (int i = 0; i < M; i++)
    keys[i] = (i * 7919) % (3 * N + 5) - 2;
  search (N, table, keys, pos, M);
  for (int i = 0; i < M; i++)
    {
      int lo = 0;
      while (lo < N && table[lo] < keys[i])
	lo++;
      if (pos[i] != lo)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refused-pristine.c:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: not profitable" } } */
/* { dg-final { scan-tree-dump "loop \[0-9\]+ keeps it as GCC made it" "lockstep" } } */
/* { dg-final { scan-tree-dump "merging loop \[0-9\]+ into its inner loop" "lockstep" } } */
