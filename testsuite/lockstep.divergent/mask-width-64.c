/* The masks of a divergent loop over 64-bit values are 64 bits wide: the
   loop's mask PHI takes the width of the comparisons that update it, so
   no mask is narrowed to int lanes and widened back for each blend (a
   shuffle chain on AVX2); the loop's any-lane test is one vptest.  One
   chain (interleave=off): interleave.c tests two.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=haswell -fplugin-arg-lockstep-interleave=off -fopt-info-vec -fdump-tree-lockstep" } */

void
steps64 (unsigned long long start, int n, long long *restrict steps)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned long long x = start + i;
      long long s = 0;
      while (x != 1)
	{
	  x = (x & 1) ? 3 * x + 1 : x / 2;
	  s++;
	}
      steps[i] = s;
    }
}

/* { dg-final { scan-lockstep-note "mask-width-64.c:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4, \[0-9\]+ branches linearized, 1 divergent loop" } } */
/* { dg-final { scan-tree-dump-not "VEC_CONVERT" "lockstep" } } */
/* { dg-final { scan-tree-dump "if \\(_\[0-9\]+ != \\{ 0, 0, 0, 0 \\}\\)" "lockstep" } } */
/* { dg-final { scan-assembler "vptest\[ \\t\]+%ymm" } } */
/* { dg-final { scan-assembler-not "vpmovsxdq|vpunpcklqdq|vperm2i128" } } */
