/* Loads under a divergent branch from declared arrays whose indices stay
   within the arrays' bounds in every iteration need no mask: no lane can
   trap (SSE2 has no masked load; AVX2's costs more).  Not when an index
   may leave the bounds (b[i + 1] in the last iteration), nor in a loop
   with another exit (a call that does not return), whose lanes past it
   are iterations the loop does not run (the bound GCC infers from c[i]
   would not hold for them).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include <stdlib.h>
#include "check.h"

#define LEN 1000
float a[LEN], b[LEN], c[LEN], o[LEN], o_ref[LEN];
float m2[8][LEN];

/* Constant trip count: a[i] and m2[3][i] within bounds; b[i + 1] not
   (c[LEN - 1] > 0: the last iteration does not read it).  */
#define BODY1								\
  do {									\
    float v = c[i];							\
    if (v > 0.0f)							\
      o[i] = a[i] * v + m2[3][i];					\
    else								\
      o[i] = b[i + 1] - v;						\
  } while (0)

NOIPA void
fixed (void)
{
#pragma omp simd
  for (int i = 0; i < LEN; i++)
    BODY1;
}

NOIPA void
fixed_ref (void)
{
  float *restrict out = o_ref;
  for (int i = 0; i < LEN; i++)
    {
      float v = c[i];
      if (v > 0.0f)
	out[i] = a[i] * v + m2[3][i];
      else
	out[i] = b[i + 1] - v;
    }
}

/* A trip count N known only at run time: GCC bounds the iterations by
   c's length (c[i] is read in every iteration), so a[i] is within a's.  */
NOIPA void
bounded (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (c[i] < 0.0f)
      o[i] = a[i] + 1.0f;
}

/* A call that does not return: a[i] keeps its mask.  */
NOIPA void
with_exit (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (c[i] > 5.0f)
	abort ();
      if (c[i] < 0.0f)
	o[i] = a[i] * 2.0f;
    }
}

int
main (void)
{
  for (int i = 0; i < LEN; i++)
    {
      a[i] = check_rand () % 100;
      b[i] = check_rand () % 100;
      c[i] = (check_rand () % 200 - 100) / 100.0f;
      for (int k = 0; k < 8; k++)
	m2[k][i] = check_rand () % 10;
      o[i] = o_ref[i] = -1;
    }
  c[LEN - 1] = 0.5f;
  fixed ();
  fixed_ref ();
  for (int i = 0; i < LEN; i++)
    CHECK (o[i] == o_ref[i], "fixed: o[%d] = %f, expected %f", i, o[i],
	   o_ref[i]);
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      if (n > LEN)
	continue;
      for (int i = 0; i < LEN; i++)
	o[i] = -1;
      bounded (n);
      for (int i = 0; i < LEN; i++)
	CHECK (o[i] == (i < n && c[i] < 0.0f ? a[i] + 1.0f : -1),
	       "bounded n=%d: o[%d] = %f", n, i, o[i]);
    }
  for (int i = 0; i < LEN; i++)
    o[i] = -1;
  with_exit (LEN);
  for (int i = 0; i < LEN; i++)
    CHECK (o[i] == (c[i] < 0.0f ? a[i] * 2.0f : -1), "with_exit: o[%d]", i);
  return 0;
}

/* { dg-final { scan-lockstep-note "declared-array-loads.c:34:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "declared-array-loads.c:58:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "declared-array-loads.c:69:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: load without a mask, an element of a declared array within its bounds: _\[0-9\]+ = a\\\[i_\[0-9\]+\\\];" 2 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: load without a mask, an element of a declared array within its bounds: _\[0-9\]+ = m2\\\[3\\\]\\\[i_\[0-9\]+\\\];" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-not ";; plan: load without a mask, \[^\n\]*= b\\\[" "lockstep" } } */
