/* A forced vector factor wider than the target's vectors: GCC's vector
   lowering splits the generic vectors, and their comparisons and selects
   lane by lane.  Loops whose code that multiplies stay scalar, with a
   reason (a build of a fuzzer program with vf=16 under AVX2 took 13 times
   as long as without lockstep); the results are the scalar loop's.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed -fplugin-arg-lockstep-vf=64" } */

#include "check.h"

static int a[MAX_N], b[MAX_N], c[MAX_N], o[MAX_N], e[MAX_N];

#define BODY(O, i)							\
  do {									\
    int x = a[i], y = b[i], z = 0;					\
    if (x > y && c[i] != 3)						\
      z = x - y;							\
    else if (x == y || c[i] > 5)					\
      z = (x < c[i]) + 2 * (y > c[i]);					\
    else								\
      z = x * y > 100 ? -1 : 1;						\
    O[i] = z + (x != 0) - (y >= 7);					\
  } while (0)

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (o, i);
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = check_rand () % 20;
      b[i] = check_rand () % 20;
      c[i] = check_rand () % 10;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	o[i] = e[i] = -7;
      f (n);
      for (int i = 0; i < n; i++)
	BODY (e, i);
      for (int i = 0; i < MAX_N; i++)
	CHECK (o[i] == e[i], "n %d o[%d] = %d, expected %d", n, i, o[i],
	       e[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "split-vectors.c:30:\[0-9\]+: missed: lockstep: not vectorized: not profitable: vectors of 64 lanes, wider than the target's, would be split into" } } */
