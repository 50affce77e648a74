/* Loops GCC removes before any vectorizer sees them: a body that keeps
   nothing, with a reduction that stays at its start value, and one whose
   only result GCC computes.  What remains is the loop that combines the
   reduction's lanes; lockstep says why it has nothing to vectorize.  A
   loop that never runs, in a function ipa-cp copies for its constant
   argument after the loop is gone: the copy keeps the combining loop but
   not GCC's mark that the function has omp simd loops.  A loop that
   runs once, which GCC makes straight-line code.  A loop whose body is
   empty, of which nothing remains to find after GCC removed it: the note
   comes from the front end's view of the loop.  The notes are at the
   directives.  */
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

NOIPA int
once (int *o, const int *x)
{
  int lp = 0;
#pragma omp simd lastprivate(lp)
  for (int i = 0; i < 1; i++)
    {
      lp = x[i] * 3;
      o[i] = lp + 1;
    }
  return lp;
}

NOIPA void
bare (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
    }
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
      bare (n);
      int o[2] = { 5, 5 }, x[2] = { n, 1 };
      CHECK (once (o, x) == 3 * n && o[0] == 3 * n + 1 && o[1] == 5,
	     "n=%d", n);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "removed-loop.c:21:\[0-9\]+: missed: lockstep: not vectorized: GCC removed the loop before vectorization: its body keeps no result, or one GCC computed" } } */
/* { dg-final { scan-lockstep-note "removed-loop.c:35:\[0-9\]+: missed: lockstep: not vectorized: GCC removed the loop before vectorization: its body keeps no result, or one GCC computed" } } */
/* { dg-final { scan-lockstep-note "removed-loop.c:45:\[0-9\]+: missed: lockstep: not vectorized: GCC removed the loop before vectorization: its body keeps no result, or one GCC computed" } } */
/* { dg-final { scan-lockstep-note "removed-loop.c:55:\[0-9\]+: missed: lockstep: not vectorized: GCC removed the loop before vectorization and kept its body as straight-line code: it runs once" } } */
/* { dg-final { scan-lockstep-note "removed-loop.c:67:\[0-9\]+: missed: lockstep: not vectorized: the loop body is empty: GCC removes the loop" } } */
