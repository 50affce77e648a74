/* Bit counts made lane by lane on generic vectors held in an integer
   register (two 32-bit lanes in DImode).  GCC 12's basic-block vectorizer
   made the two lanes' __builtin_ctz calls one vector .CTZ, expanded as a
   64-bit bsf: every lane but the lowest read 0 (fuzzer seed 91002,
   -mno-sse -mno-mmx vf=4).  lockstep turns that vectorizer off for such
   functions (-ftree-slp-vectorize: GCC 11 runs it only at -O3).  */
/* { dg-do run } */
/* { dg-options "-ftree-slp-vectorize -fopt-info-vec -fdump-tree-lockstep-details" } */

#include <stdlib.h>

#define N 67

static unsigned in[N], tz[N], lz[N];

__attribute__ ((noinline)) static void
counts (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      tz[i] = __builtin_ctz (in[i] | 0x10000u);
      lz[i] = __builtin_clz (in[i] | 1u);
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    in[i] = (unsigned) i * 0x9e3779b9u >> (i % 29);
  counts ();
  for (int i = 0; i < N; i++)
    {
      volatile unsigned x = in[i];
      unsigned t = 0, l = 0, y = x | 0x10000u, z = x | 1u;
      while (!(y & 1u))
	y >>= 1, t++;
      while (!(z & 0x80000000u))
	z <<= 1, l++;
      if (tz[i] != t || lz[i] != l)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "run-bit-count-lanes.c:22:\[0-9\]+: optimized: loop vectorized by lockstep: VF 2" } } */
/* { dg-final { scan-tree-dump "vectors in integer registers: basic-block vectorization off for this function" "lockstep" { target { ! ia32 } } } } */
