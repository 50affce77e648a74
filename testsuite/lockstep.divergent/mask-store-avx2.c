/* AVX2: conditional contiguous stores and loads become masked ones.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fopt-info-vec -fdump-tree-lockstep-details" } */

void
cond_store (int n, const float *restrict x, float *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (x[i] > 0.0f)
      y[i] = x[i] * 2.0f;
}

void
cond_load (int n, const int *restrict c, const double *restrict x,
	   double *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double v = 1.0;
      if (c[i] != 0)
	v = x[i];
      y[i] = v;
    }
}

/* { dg-final { scan-lockstep-note "mask-store-avx2.c:10:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "mask-store-avx2.c:22:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4, 1 branch linearized" } } */
/* { dg-final { scan-tree-dump "\\.MASK_STORE \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "\\.MASK_LOAD \\(" "lockstep" } } */
/* { dg-final { scan-assembler "vmaskmovps\t%ymm\[0-9\]+, %ymm\[0-9\]+, \\(" } } */
/* { dg-final { scan-assembler "vmaskmovpd\t\\(" } } */
