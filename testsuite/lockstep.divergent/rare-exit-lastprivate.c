/* Loops with a call that does not return and a lastprivate variable
   whose value after the loop GCC takes from the last lane
   (.GOMP_SIMD_LAST_LANE) and under "if (i == n)", n the iteration
   variable's value after the loop (fuzzer seed 870004).  Widening gave
   the uses after the loop the last lane only of values defined in the
   blocks the analysis saw: a value defined after a call made lane by lane
   (the per-lane loop splits its block) kept lane 0's, so the variable kept
   its value from before the loop when the vector loop ran every
   iteration.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-all" } */

#include "check.h"

short guard[MAX_N];
static float o_simd[MAX_N], o_ref[MAX_N];
static int perm[MAX_N];

#define BODY(O)								\
  if (guard[i] >= 100)							\
    abort ();								\
  lp = __builtin_popcount ((unsigned) u);				\
  signed char pa[8];							\
  for (int q = 0; q < 8; q++)						\
    pa[q] = 3;								\
  long long v1 = (long long) pa[((unsigned) O[perm[i]] << (lp & 31)) & 7]; \
  O[perm[i]] = (float) (v1 + lp + i);

NOIPA long long
f_simd (int n, float u)
{
  long long lp = 0;
#pragma omp simd lastprivate(lp)
  for (long long i = 0; i < n; i++)
    {
      BODY (o_simd)
    }
  return n > 0 ? lp : 0;
}

NOIPA long long
f_ref (int n, float u)
{
  long long lp = 0;
  for (long long i = 0; i < n; i++)
    {
      BODY (o_ref)
    }
  return n > 0 ? lp : 0;
}

/* The iteration variable's value after the loop is defined after the
   call of SET, made lane by lane.  */

static float o2[MAX_N];

__attribute__ ((noinline)) static void
set (float *p, float v)
{
  *p = v;
}

NOIPA long long
g_simd (int n)
{
  long long lp = -1;
#pragma omp simd lastprivate(lp)
  for (int i = 0; i < n; i++)
    {
      if (guard[i] >= 100)
	abort ();
      lp = i;
      set (&o2[i], 1.0f);
    }
  return lp;
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      perm[i] = (i * 7) % MAX_N;
      guard[i] = (short) (i % 50);
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	o_simd[i] = o_ref[i] = (float) (i % 13);
      long long a = f_simd (n, 7.0f), b = f_ref (n, 7.0f);
      CHECK (a == b, "n=%d lp=%lld, want %lld", n, a, b);
      for (int i = 0; i < MAX_N; i++)
	CHECK (o_simd[i] == o_ref[i], "n=%d i=%d", n, i);
      /* With no iteration, the value is unspecified.  */
      long long c = g_simd (n);
      CHECK (n == 0 || c == n - 1, "n=%d g: lp=%lld", n, c);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "rare-exit-lastprivate.c:3\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, .*, a vector of iterations in which a lane would call 'abort' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit-lastprivate.c:7\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, .*, a vector of iterations in which a lane would call 'abort' runs in the scalar loop" } } */
