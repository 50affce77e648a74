/* With AVX-512, a call made lane by lane takes its active lanes from the
   bits of the mask register (kmov), and finds each with tzcnt.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx512f -mavx512vl -mavx512bw -mavx512dq -mbmi -fopt-info-vec -fdump-tree-lockstep-details" } */

extern float g (float);

void
f (int n, const float *restrict x, float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      if (v > 0.5f)
	v = g (v);
      r[i] = v;
    }
}

/* { dg-final { scan-lockstep-note "active-lanes-avx512.c:14:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16" } } */
/* { dg-final { scan-tree-dump-times ";; widen: call made by a loop over the active lanes: " 1 "lockstep" } } */
/* { dg-final { scan-assembler "kmovw\[ \t\]+%k\[0-7\], %e" } } */
/* { dg-final { scan-assembler "tzcnt" } } */
/* { dg-final { scan-assembler-times "call\[ \t\]+g" 2 } } */
