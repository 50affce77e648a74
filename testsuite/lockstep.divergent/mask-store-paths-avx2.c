/* AVX2 tuned for processors in general, some of which microcode masked
   stores: each group of masked stores under one mask gets a path that
   stores whole vectors when every lane is active and one that skips the
   stores when none is (storepaths.cc); the masked stores stay for the
   chunks whose lanes disagree.  Tuned for Haswell, only the latter:
   lockstep.divergent/mask-store-paths-haswell.c.  In g, a load between the two stores of
   the then path (of c[i], which the second one stores) makes them two
   groups; the else path's two stores, to other arrays, are one.  (Stores
   of the two paths to one place would be one store of their blend:
   lockstep.divergent/store-pairs-haswell.c.)  lockstep.divergent/
   mask-store-paths.c runs such loops.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=haswell -mtune=generic -fopt-info-vec -fdump-tree-lockstep-details" } */

void
f (int n, float *restrict a, const float *restrict b,
   const float *restrict c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (b[i] > 0.0f)
      a[i] = b[i] * c[i];
}

void
g (int n, float *restrict a, const float *restrict b, float *restrict c,
   float *restrict d, float *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (b[i] > 0.0f)
      {
	a[i] = a[i] + b[i];
	c[i] = c[i] * 2.0f - b[i];
      }
    else
      {
	d[i] = b[i];
	e[i] = b[i] - 1.0f;
      }
}

/* { dg-final { scan-lockstep-note "mask-store-paths-avx2.c:21:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-lockstep-note "mask-store-paths-avx2.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-tree-dump-times ";; plan: 1 masked store in bb \[0-9\]+: whole-vector store when every lane is active, none when none is" 3 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: 2 masked stores in bb \[0-9\]+: whole-vector stores when every lane is active, none when none is" 1 "lockstep" } } */
/* The whole-vector and the masked stores, and the tests.  */
/* { dg-final { scan-assembler "vmovups\[ \\t\]+%ymm\[0-9\]+, \\(" } } */
/* { dg-final { scan-assembler "vmaskmovps\[ \\t\]+%ymm\[0-9\]+, %ymm\[0-9\]+, \\(" } } */
/* { dg-final { scan-assembler "vptest\[ \\t\]+%ymm" } } */
