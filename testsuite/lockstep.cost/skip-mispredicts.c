/* A cascade of divergent branches with large arms over doubles, on
   pseudo-random data: with SSE2 (2 lanes) most all-false skips are taken
   about as often as not, so their jumps mispredict as the scalar loop's
   branches do.  The model counts the skips' tests and mispredictions, and
   the loop stays scalar (vectorized, it ran 2.5 times slower than the
   scalar loop).  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -msse2 -mno-sse3 -fno-math-errno -ffp-contract=off -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details" } */

#include <math.h>
#include <stdlib.h>

#define N 4000

static double x[N], s[N];

/* The contribution of element J to SUM.  */
#define BODY								\
  do									\
    {									\
      double d = x[j], sj = s[j];					\
      if (d > 9.0)							\
	continue;							\
      if (d > 6.0 - sj)							\
	{								\
	  double u = 1.0 / (d - sj + 8.0);				\
	  sum -= 0.125 * d * (1.0 + 2.0 * d * u + 0.5 * (d * d - 4.0 * sj) \
			      + 4.0 * log (u + 1.0));			\
	}								\
      else if (d > 4.0 * sj)						\
	{								\
	  double t = sj * sj / (d * d + 1.0);				\
	  sum -= sj * t * (0.3 + t * (0.4 + t * (0.43			\
					     + t * (0.44 + t * 0.45))));	\
	}								\
      else if (d > ri + sj)						\
	sum -= 0.5 * (sj / (d * d - sj * sj + 9.0)			\
		      + 0.5 * d * log ((d + sj + 1.0) / (d + 2.0)));	\
      else								\
	{								\
	  double th = 0.5 * ri * d * (d * d + ri * ri - sj * sj);	\
	  double u = 1.0 / (d + sj + 1.0);				\
	  sum -= 0.25 * (ri * (2.0 - th) - u + d * log (ri * u + 1.0));	\
	}								\
    }									\
  while (0)

__attribute__ ((noinline)) static double
cascade (int n, double ri)
{
  double sum = 0.0;
#pragma omp simd reduction(+:sum)
  for (int j = 0; j < n; j++)
    {
      BODY;
    }
  return sum;
}

__attribute__ ((noinline)) static double
cascade_ref (int n, double ri)
{
  double sum = 0.0;
  for (int j = 0; j < n; j++)
    {
      BODY;
    }
  return sum;
}

int
main (void)
{
  unsigned seed = 1;
  for (int j = 0; j < N; j++)
    {
      seed = seed * 1103515245u + 12345u;
      x[j] = (seed >> 16) % 1200 / 100.0;
      seed = seed * 1103515245u + 12345u;
      s[j] = (seed >> 16) % 300 / 100.0;
    }
  double v = cascade (N, 1.5), r = cascade_ref (N, 1.5);
  if (fabs (v - r) > 1e-9 * fabs (r) + 1e-9)
    abort ();
  return 0;
}

/* { dg-final { scan-tree-dump ";; cost: all-false skip of bb \[0-9\]+ -> bb \[0-9\]+: runs \[0-9.\]+, taken 0\\.\[3-7\]" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; cost:   tests and mispredicted jumps of all-false skips +\[0-9.\]+" "lockstep" } } */
/* { dg-final { scan-lockstep-note "skip-mispredicts.c:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: not profitable" } } */
