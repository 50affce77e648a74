/* The scalar remainder of a vector loop whose body has branches stays a
   loop (stripmine.cc): GCC's complete unrolling, which its bound of
   VF - 1 iterations would allow at -O3, is told that the loop is not to
   be unrolled.  Run tests with remainders: every run test over
   check.h's trip counts.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopt-info-vec -fdump-tree-cunroll-details" } */

void
sides (int n, float *restrict a, const float *restrict b,
       const float *restrict c, int *restrict k)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = c[i] + 1.0f;
      if (x > 3.0f)
	a[i] = x * b[i];
      else
	a[i] = x - b[i];
      k[i] = (int) x + 3;
    }
}

/* { dg-final { scan-lockstep-note "remainder-rolled.c:16:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-tree-dump "Not unrolling loop \[0-9\]+: user didn't want it unrolled completely" "cunroll" } } */
/* { dg-final { scan-tree-dump-not "iterations completely unrolled" "cunroll" } } */
