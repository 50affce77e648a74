/* Scalar expf and logf on three paths of a cascade: the vector loop calls
   them once per active lane, as many calls as the scalar loop makes, and
   gains only what the scalar loop's branches cost, less the loops over the
   active lanes: an estimated speedup of about 1.0, too small to be sure
   of (measured: 0.85 with AVX2, this input's branches being predictable).
   The cost model keeps the loop scalar and says why.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details" } */

#include <math.h>
#include <stdlib.h>

#define N 1003

static float in[N], out[N];

__attribute__ ((noinline)) static void
cascade (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      float x = in[i], y;
      if (x < -1.0f)
	y = expf (x);
      else if (x < 1.0f)
	y = logf (x + 2.0f);
      else
	y = expf (-x) + logf (x);
      out[i] = y;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (float) ((i * 37) % 101) / 12.5f - 4.0f;
  cascade ();
  for (int i = 0; i < N; i++)
    {
      volatile float x = in[i];
      float y = x < -1.0f ? expf (x) : x < 1.0f ? logf (x + 2.0f)
		: expf (-x) + logf (x);
      if (out[i] != y)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "calls-cascade.c:23:\[0-9\]+: missed: lockstep: not vectorized: not profitable: a vector iteration of 8 lanes costs about \[0-9\]+ cycles, 8 scalar iterations \[0-9\]+; the largest cost: calls made lane by lane \\(\[0-9\]+\\); the estimated gain is too small to be sure of$" } } */
/* { dg-final { scan-lockstep-note-not "calls-cascade.c:23:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; cost: scalar 20.0 vector 16.0 \\+ 26.0 per active lane \\(calls made lane by lane\\): " 4 "lockstep" } } */
/* { dg-final { scan-tree-dump ";; cost: VF 8: vector iteration \[0-9.\]+, 8 scalar iterations \[0-9.\]+, estimated speedup (0\\.\[0-9\]+|1\\.0\[0-9\])\n" "lockstep" } } */
