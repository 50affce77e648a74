/* AVX-512: masks are mask registers, with which a masked store costs what
   a plain one does: masked stores get no paths (storepaths.cc).  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=skylake-avx512 -mprefer-vector-width=512 -fopt-info-vec -fdump-tree-lockstep-details" } */

void
f (int n, float *restrict a, const float *restrict b,
   const float *restrict c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (b[i] > 0.0f)
      a[i] = b[i] * c[i];
}

/* { dg-final { scan-lockstep-note "mask-store-paths-avx512.c:12:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16" } } */
/* { dg-final { scan-tree-dump-not ";; plan: \[0-9\]+ masked store" "lockstep" } } */
/* { dg-final { scan-assembler "vmovups\[ \\t\]+%zmm\[0-9\]+, \\(\[^\\n\]*\{%k\[1-7\]\}" } } */
