/* A loop of a constant trip count in a function GCC inlines: GCC rewrites
   its exit test and header without a location, and the loop has no
   simduid (no clause privatizes anything).  The report names a line of
   the loop's body, not the line of the function it was inlined into
   (fuzzer seed 860015).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include <math.h>
#include "check.h"

float o[64], in_f[128];
double ud;

static void
inner (void)
{
#pragma omp simd safelen(24)
  for (int i = 0; i < 5; i++)
    {
      int kc = 0;
      for (int k = 0; k < 4; k++)
	while (kc < 4)
	  {
	    kc++;
	    if (ud > 0.5)
	      o[i] = floorf (in_f[108] + i);
	  }
    }
}

NOIPA void
outer (void)
{
  for (int c = 0; c < 4; c++)
    {
      in_f[108] = c * 1.5f;
      inner ();
    }
}

int
main (void)
{
  for (int t = 0; t < 2; t++)
    {
      ud = t;
      for (int i = 0; i < 64; i++)
	o[i] = -1.0f;
      outer ();
      for (int i = 0; i < 64; i++)
	CHECK (o[i] == (t && i < 5 ? floorf (4.5f + i) : -1.0f),
	       "ud %g o[%d] = %g", ud, i, o[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "inlined-loop-location.c:2\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note-not "inlined-loop-location.c:3\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
