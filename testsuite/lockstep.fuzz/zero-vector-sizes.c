/* Where no lane of a conditional load of contiguous elements is active,
   SSE2 code reads a constant zero vector instead (memory.cc,
   any_lane_address).  The zero of the loop with 2 lanes (8 bytes) and
   the zero of the loop with 4 lanes (16 bytes) were one constant in GCC's
   pool, which takes VECTOR_CSTs with the same encoding for the same
   constant whatever their lengths: the 16-byte load read the 8-byte
   constant, aligned to 8 only, and faulted where it was not aligned to 16
   (fuzzer seed 945002).  Each vector's zero has its own size now.  */
/* { dg-do run } */
/* { dg-options "-fchecking -fplugin-arg-lockstep-cost=unlimited -fopt-info-vec -w -save-temps" } */

#include "check.h"

#define N 256

int a[N] __attribute__ ((aligned (16)));
int c[N], out2[N], out4[N];

NOIPA void
two (int n, const int *p)
{
#pragma omp simd simdlen(2) aligned(p : 16)
  for (int i = 0; i < n; i++)
    {
      int x = 0;
      if (c[i] > 0)
	x = p[i];
      out2[i] = x * 3;
    }
}

NOIPA void
four (int n, const int *p)
{
#pragma omp simd simdlen(4) aligned(p : 16)
  for (int i = 0; i < n; i++)
    {
      int x = 1;
      if (c[i] > 0)
	x = p[i];
      out4[i] = x * 5;
    }
}

int
main (void)
{
  /* Runs of 8 elements whose lanes all skip the load.  */
  for (int i = 0; i < N; i++)
    {
      a[i] = check_rand () & 0xffff;
      c[i] = (i / 8) % 2 ? check_rand () % 7 - 3 : -1;
    }
  for (int n = 0; n <= N; n += 17)
    {
      two (n, a);
      four (n, a);
      for (int i = 0; i < n; i++)
	{
	  CHECK (out2[i] == (c[i] > 0 ? a[i] : 0) * 3, "two: n %d, %d", n, i);
	  CHECK (out4[i] == (c[i] > 0 ? a[i] : 1) * 5, "four: n %d, %d", n, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "zero-vector-sizes.c:26:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "zero-vector-sizes.c:39:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* Without AVX, the loads read a zero of 8 bytes and one of 16.  */
/* { dg-final { scan-assembler "\\.zero\[ \\t\]+16" { target lockstep_x86_sse } } } */
/* { dg-final { scan-assembler "\\.zero\[ \\t\]+8" { target lockstep_x86_sse } } } */
