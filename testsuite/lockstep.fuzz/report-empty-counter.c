/* A loop whose body is empty, down from N - 1 to 0, inlined into a loop
   of its caller: at -O1 neither the update of its counter nor its exit
   test keeps a location, it has no simduid left and no statement of its
   own, so its report named the line of the caller's function.  It names
   the statement before the loop that has a location now, the
   initialization of its counter (fuzzer seed 945009).  */
/* { dg-do run } */
/* { dg-options "-O1 -fopt-info-vec -fplugin-arg-lockstep-vf=4" } */

#include "check.h"

int o[4];

static unsigned long long
empty_counter (int n)
{
#pragma omp simd
  for (int i = n - 1; i >= 0; i--)
    {
    L:;
    }
  return 7;
}

NOIPA void
caller (void)
{
  for (int c = 0; c < 4; c++)
    o[c] = empty_counter (c * 10);
}

int
main (void)
{
  caller ();
  for (int c = 0; c < 4; c++)
    CHECK (o[c] == 7, "o[%d] = %d", c, o[c]);
  return 0;
}

/* { dg-final { scan-lockstep-note "report-empty-counter.c:18:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note-not "report-empty-counter.c:26:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
