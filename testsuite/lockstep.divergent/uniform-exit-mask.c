/* An escape-time loop (divergent: its trip count differs per lane) with a
   uniform exit, k < maxit, which the vector loop keeps as a branch.  The
   masks of the lanes leaving and continuing through that exit are
   selects on the same comparison, maxit > k ? m : 0; where they are
   under the branch (GCC sinks them there) the branch decides them, and
   the pass before isel replaces each by its arm (otherwise the mask went
   through general registers and conditional moves in every iteration on
   AVX-512).  The results are those of the scalar loop.  */
/* { dg-do run } */
/* { dg-options "-ffp-contract=off -fdump-tree-lockstep" } */

#include "check.h"

#define BODY								\
  do {									\
    float c = x0 + i * dx, z = 0.0f;					\
    int k;								\
    for (k = 0; k < maxit; k++)						\
      {									\
	if (z * z > 4.0f)						\
	  break;							\
	z = z * z + c;							\
      }									\
    out[i] = k;								\
  } while (0)

NOIPA void
escape (int n, float x0, float dx, int maxit, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
escape_ref (int n, float x0, float dx, int maxit, int *restrict out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int a[MAX_N], b[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int maxit = 0; maxit < 40; maxit += 7)
      {
	int n = trip_counts[t];
	escape (n, -2.5f, 3.0f / 97, maxit, a);
	escape_ref (n, -2.5f, 3.0f / 97, maxit, b);
	for (int i = 0; i < n; i++)
	  CHECK (a[i] == b[i], "n=%d maxit=%d i=%d: %d != %d", n, maxit, i,
		 a[i], b[i]);
      }
  return 0;
}

/* Where GCC sank the select under the branch, the select itself; its uses
   otherwise (GCC 11, and SVE).  */
/* { dg-final { scan-tree-dump "selects: decided by a branch" "selects-lockstep" } } */
