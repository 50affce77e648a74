/* The Collatz loop on 64-bit integers with SSE2, which has no comparison
   of 64-bit lanes: GCC would compare them lane by lane, and the vector
   loop would lose.  With AVX2 the comparisons are instructions.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -msse2 -mno-sse4 -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details" } */

#include <stdlib.h>

#define N 301

static int steps[N];

__attribute__ ((noinline)) static void
collatz (unsigned long long start)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      unsigned long long x = start + i;
      int s = 0;
      while (x != 1)
	{
	  x = (x & 1) ? 3 * x + 1 : x / 2;
	  s++;
	}
      steps[i] = s;
    }
}

int
main (void)
{
  collatz (1);
  for (int i = 0; i < N; i++)
    {
      volatile unsigned long long x = 1 + i;
      unsigned long long y = x;
      int s = 0;
      while (y != 1)
	{
	  y = (y & 1) ? 3 * y + 1 : y / 2;
	  s++;
	}
      if (steps[i] != s)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "sse2-wide-compare.c:19:\[0-9\]+: missed: lockstep: not vectorized: not profitable: .*the largest cost: operations and accesses made lane by lane" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-tree-dump ";; cost: scalar \[0-9.\]+ vector \[0-9.\]+ \\(operations and accesses made lane by lane\\): if \\(" "lockstep" { target { ! lockstep_gcc11 } } } } */
/* GCC 11's jump threading (dom) takes the exit test off the path where X
   starts at 1 (the first iteration, which cannot be the last): lockstep
   refuses the loop before its cost model.  */
/* { dg-final { scan-lockstep-note "sse2-wide-compare.c:19:\[0-9\]+: missed: lockstep: not vectorized: the loop exit is not taken at the end of every iteration" { target lockstep_gcc11 } } } */
/* { dg-final { scan-tree-dump-not ";; cost: " "lockstep" { target lockstep_gcc11 } } } */
