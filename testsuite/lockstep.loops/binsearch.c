/* A per-lane binary search: the while loop's trip count and the values
   it leaves with differ per lane.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    int lo = 0, hi = tn, key = keys[i];					\
    while (lo < hi)							\
      {									\
	int mid = (lo + hi) / 2;					\
	if (table[mid] < key)						\
	  lo = mid + 1;							\
	else								\
	  hi = mid;							\
      }									\
    out[i] = lo;							\
  } while (0)

NOIPA void
search (int n, const int *restrict keys, const int *restrict table, int tn,
	int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
search_ref (int n, const int *restrict keys, const int *restrict table,
	    int tn, int *restrict out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int table[4096], keys[MAX_N], out[MAX_N], ref[MAX_N];
  for (int i = 0; i < 4096; i++)
    table[i] = i * 3 + (i % 5);
  for (int i = 0; i < MAX_N; i++)
    keys[i] = check_rand () % 13000 - 100;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int tn = 0; tn <= 4096; tn += 1365)
      {
	int n = trip_counts[t];
	search (n, keys, table, tn, out);
	search_ref (n, keys, table, tn, ref);
	for (int i = 0; i < n; i++)
	  CHECK (out[i] == ref[i], "n=%d tn=%d i=%d: %d != %d", n, tn, i,
		 out[i], ref[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "binsearch.c:28:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop," } } */
/* GCC splits the search loop, whose two arms are latches, into a nest;
   lockstep makes it one loop again.  */
/* { dg-final { scan-tree-dump ";; merging loop \[0-9\]+ into its inner loop \[0-9\]+" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; divergent loop \[0-9\]+ \\(header bb" "lockstep" } } */
