/* A jump into the middle of an inner loop makes the body irreducible:
   left scalar, with the reason.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

#define BODY								\
  do {									\
    int k = x[i];							\
    if (k > 5)								\
      goto inside;							\
    while (k < 10)							\
      {									\
	k += 2;								\
      inside:								\
	k += 1;								\
      }									\
    out[i] = k;								\
  } while (0)

NOIPA void
f (int n, int *out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
f_ref (int n, int *out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 30 - 10;
	  r[i] = rr[i] = -1;
	}
      f (n, r);
      f_ref (n, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-irreducible.c:2\[89\]:\[0-9\]+: missed: lockstep: not vectorized: irreducible control flow in the loop body" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
