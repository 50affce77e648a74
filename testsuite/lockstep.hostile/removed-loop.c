/* Loops GCC removes before any vectorizer sees them: a body that keeps
   nothing, with a reduction that stays at its start value, and one whose
   only result GCC computes.  What remains is the loop that combines the
   reduction's lanes; lockstep says why it has nothing to vectorize.  A
   loop that never runs, in a function ipa-cp copies for its constant
   argument after the loop is gone: the copy keeps the combining loop but
   not GCC's mark that the function has omp simd loops.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

NOIPA int
empty (int n)
{
  int s = 3;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      if (i & 1)
	{
	}
    }
  return s;
}

NOIPA long
computed (int n)
{
  long p = 1;
#pragma omp simd reduction(*:p)
  for (int i = 0; i < n; i++)
    p *= 1;
  return p;
}

static __attribute__ ((noinline)) int
never (int n, int m)
{
  int s = m;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < 0; i++)
    s += n * i;
  return s;
}

int
main (void)
{
  for (unsigned k = 0; k < N_TRIP_COUNTS; k++)
    {
      int n = trip_counts[k];
      CHECK (empty (n) == 3, "n=%d", n);
      CHECK (computed (n) == 1, "n=%d", n);
      CHECK (never (n, 3) == 3, "n=%d", n);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "removed-loop.c:14:\[0-9\]+: missed: lockstep: not vectorized: GCC removed the loop before vectorization" } } */
/* { dg-final { scan-lockstep-note "removed-loop.c:28:\[0-9\]+: missed: lockstep: not vectorized: GCC removed the loop before vectorization" } } */
/* { dg-final { scan-lockstep-note "removed-loop.c:38:\[0-9\]+: missed: lockstep: not vectorized: GCC removed the loop before vectorization" } } */
