/* A loop whose body GCC emptied (the branch does nothing, the reductions
   add nothing) has no statement with a location: its report names the
   line of its directive, in its own function, not the start of the
   function it was inlined into (fuzzer seed 500001).  */
/* { dg-do run } */
/* { dg-options "-O1 -fopt-info-vec -fplugin-arg-lockstep-vf=4" } */

#include "check.h"

long long gq;

static unsigned long long
empty_body (void)
{
  unsigned short r0 = 0x8000u;
  unsigned short r1 = 7;
#pragma omp simd reduction(+:r0) reduction(max:r1)
  for (int i = 0; i < 16; i++)
    {
      if (gq == 0x123456789LL)
	{
	}
    }
  return r0 * 31ULL + r1;
}

NOIPA unsigned long long
caller (void)
{
  return empty_body ();
}

int
main (void)
{
  unsigned long long v = caller ();
  CHECK (v == 0x8000u * 31ULL + 7, "%llu", v);
  return 0;
}

/* { dg-final { scan-lockstep-note "report-empty-loop.c:17:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
