/* Tuned for Haswell, whose masked stores cost about as much as a plain
   store, the stores of the two sides of a branch to their own arrays stay
   masked stores (storepaths.cc, store_pairs: the stores per lane would
   cost more), with their paths that skip them where no lane is active
   (no whole-vector path: lockstep.divergent/mask-store-paths-haswell.c);
   stores of both sides to one
   place become one whole-vector store of the blend on every target, or
   one masked store of the blend where both are within an outer branch.
   lockstep.divergent/store-pairs-znver3.c is the other tuning of the
   kernels of store-pairs.h.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=haswell -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "store-pairs.h"

void
one_place (int n, float *restrict a, float *restrict b,
	   const float *restrict c, const float *restrict d,
	   const float *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (c[i] < 0.0f)
      {
	a[i] = d[i] * 2.0f;
	b[i] = e[i];
      }
    else
      a[i] = c[i] * e[i] - d[i];
}

/* The sides of the inner branch store to A[i] under complementary masks
   within the outer branch's mask.  */
void
nested (int n, float *restrict a, float *restrict b, const float *restrict c,
	const float *restrict d, const float *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (d[i] > 1.0f)
      {
	if (c[i] < 0.0f)
	  {
	    a[i] = d[i] * 2.0f;
	    b[i] = e[i];
	  }
	else
	  a[i] = c[i] - e[i];
      }
}

/* { dg-final { scan-lockstep-note "store-pairs.h:12:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-lockstep-note "store-pairs.h:24:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4" } } */
/* { dg-final { scan-lockstep-note "store-pairs-haswell.c:23:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-tree-dump-not "one store per lane" "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: masked stores in bb \[0-9\]+ under complementary masks to one address: one whole-vector store of their blend" 1 "lockstep" } } */
/* { dg-final { scan-lockstep-note "store-pairs-haswell.c:40:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-tree-dump-times ";; plan: masked stores in bb \[0-9\]+ under complementary masks within a mask to one address: one masked store of their blend" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: 1 masked store in bb \[0-9\]+: none when none is" 7 "lockstep" } } */
/* { dg-final { scan-assembler "vmaskmovps\[ \\t\]+%ymm\[0-9\]+, %ymm\[0-9\]+, \[0-9\]*\\(" } } */
/* { dg-final { scan-assembler "vmaskmovpd\[ \\t\]+%ymm\[0-9\]+, %ymm\[0-9\]+, \[0-9\]*\\(" } } */
/* { dg-final { scan-assembler-not "cmovne" } } */
