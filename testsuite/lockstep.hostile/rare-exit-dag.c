/* The test of a call that does not return comes after a store, and what
   it tests is a chain of 48 values each used twice: rare.cc checks that
   it can compute that value first, at the top of the iteration, once per
   value (it took time exponential in the chain's length), and the loop
   is vectorized.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec" } */

#include <stdlib.h>

float a[1000], b[1000];

#define STEP t = t * t + t;
#define STEP8 STEP STEP STEP STEP STEP STEP STEP STEP

void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      b[i] = a[i];
      float t = a[i];
      STEP8 STEP8 STEP8 STEP8 STEP8 STEP8
      if (t < -1.0f)
	abort ();
    }
}

/* { dg-final { scan-lockstep-note "rare-exit-dag.c:2\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'abort' runs in the scalar loop" } } */
