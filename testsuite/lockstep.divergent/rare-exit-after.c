/* A call that does not return right after the loop (exit at the end of a
   function, as at the end of main) is not an exit of the loop to such a
   call: the loop's own exit leads to it, and the loop is vectorized as
   any other.  The handler run at exit checks what it stored.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-all" } */

#include "check.h"

#define N 999
static float x[N], y[N];

__attribute__ ((noreturn, noinline)) void
finish (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    y[i] = x[i] > 0.0f ? x[i] * 2.0f : 1.0f;
  exit (0);
}

static void
check_at_exit (void)
{
  for (int i = 0; i < N; i++)
    if (y[i] != (x[i] > 0.0f ? x[i] * 2.0f : 1.0f))
      _Exit (1);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    x[i] = (float) (check_rand () % 100 - 50);
  atexit (check_at_exit);
  finish (N);
}

/* { dg-final { scan-lockstep-note "rare-exit-after.c:18:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note-not "lane would call" } } */
