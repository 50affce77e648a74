/* A conditional update of a 64-bit reduction by a comparison of 16-bit
   values, under a condition on 32-bit values, with SVE vectors of 256 bits
   and four lanes: the comparison's mask is Advanced SIMD's (V4HI) and that
   of the 64-bit lanes an SVE predicate.  GCC's folders merged the two
   selects into one .COND_ADD under the AND of both masks, which did not
   expand (an internal compiler error in convert_move; fuzzer seed 946039).
   A select of SVE values now takes a predicate as its mask.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=armv8.2-a+sve -msve-vector-bits=256 -fplugin-arg-lockstep-cost=unlimited -fopt-info-vec" } */

#include <stdlib.h>

#define N 32

unsigned in[3 * N];
int o[N];
unsigned short w[N];

__attribute__ ((noipa)) long long
count (void)
{
  long long r = 3;
#pragma omp simd reduction(+:r) simdlen(4)
  for (int i = 0; i < N; i++)
    {
      unsigned char v = o[i];
      r += 0;
      o[i] = 0;
      if (in[3 * i + 2] + in[3 * i] + in[3 * i + 1] == 0)
	r += v != w[i];
    }
  return r;
}

int
main (void)
{
  long long want = 3;
  for (int i = 0; i < N; i++)
    {
      o[i] = i * 7 % 5;
      w[i] = i % 3;
      for (int k = 0; k < 3; k++)
	in[3 * i + k] = i % 4 == 1 ? 0 : i + k;
      if (i % 4 == 1)
	want += (unsigned char) o[i] != w[i];
    }
  long long got = count ();
  if (got != want)
    abort ();
  for (int i = 0; i < N; i++)
    if (o[i] != 0)
      abort ();
  return 0;
}

/* { dg-final { scan-lockstep-note "sve-mask-and.c:26:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4" } } */
