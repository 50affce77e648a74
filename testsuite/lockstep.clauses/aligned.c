/* The aligned clause and aligned arrays: lane 0's index in a loop from 0
   is a multiple of VF, so the vector accesses of an aligned pointer or
   array are aligned (movaps rather than movups: see aligned-moves.c in
   lockstep.divergent).  Loops that start elsewhere, or from a run-time
   start, must not assume it: with arrays aligned for 64 bytes, an
   aligned vector access there would fault.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

#define N 1000
static float a[N + 64] __attribute__ ((aligned (64)));
static float b[N + 64] __attribute__ ((aligned (64)));
static float o[N + 64] __attribute__ ((aligned (64)));
static float x[N + 64] __attribute__ ((aligned (64)));

#define BODY(out, i)							\
  do {									\
    float v = a[i];							\
    if (v > b[i])							\
      v = v * 2.0f - b[i];						\
    else								\
      v = v + 1.0f;							\
    out[i] = v;								\
  } while (0)

/* The clause: the pointers are aligned for 64 bytes.  */
NOIPA void
clause (int n, float *pa, float *pb, float *po)
{
#pragma omp simd aligned(pa, pb, po : 64)
  for (int i = 0; i < n; i++)
    {
      float v = pa[i];
      if (v > pb[i])
	v = v * 2.0f - pb[i];
      else
	v = v + 1.0f;
      po[i] = v;
    }
}

/* Aligned arrays from 0, from 1 and from a run-time start.  */
NOIPA void
from0 (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (o, i);
}

NOIPA void
from1 (int n)
{
#pragma omp simd
  for (int i = 1; i < n; i++)
    BODY (o, i);
}

NOIPA void
fromk (int k, int n)
{
#pragma omp simd
  for (int i = k; i < n; i++)
    BODY (o, i);
}

/* A pointer that is aligned plus one element.  */
NOIPA void
shifted (int n, float *pa)
{
  float *p = __builtin_assume_aligned (pa, 64, 4);
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float v = p[i];
      if (v > b[i])
	v = v * 2.0f - b[i];
      else
	v = v + 1.0f;
      o[i] = v;
    }
}

static void
expect (int lo, int n, const char *what)
{
  for (int i = 0; i < N + 64; i++)
    x[i] = 7.0f;
  for (int i = lo; i < n; i++)
    BODY (x, i);
  for (int i = 0; i < N + 64; i++)
    CHECK (o[i] == x[i], "%s n %d o[%d] = %g, expected %g", what, n, i,
	   o[i], x[i]);
}

int
main (void)
{
  for (int i = 0; i < N + 64; i++)
    {
      a[i] = check_rand () % 100 - 50;
      b[i] = check_rand () % 100 - 50;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      if (n > N)
	continue;
      for (int i = 0; i < N + 64; i++)
	o[i] = 7.0f;
      clause (n, a, b, o);
      expect (0, n, "clause");
      for (int i = 0; i < N + 64; i++)
	o[i] = 7.0f;
      from0 (n);
      expect (0, n, "from0");
      for (int i = 0; i < N + 64; i++)
	o[i] = 7.0f;
      from1 (n);
      expect (1, n, "from1");
      for (int k = 0; k < 4; k++)
	{
	  for (int i = 0; i < N + 64; i++)
	    o[i] = 7.0f;
	  fromk (k, n);
	  expect (k, n, "fromk");
	}
      /* a[i + 1] through a pointer the compiler knows is a + 1.  */
      for (int i = 0; i < N + 64; i++)
	o[i] = x[i] = 7.0f;
      shifted (n, a + 1);
      for (int i = 0; i < n; i++)
	{
	  float v = a[i + 1];
	  if (v > b[i])
	    v = v * 2.0f - b[i];
	  else
	    v = v + 1.0f;
	  x[i] = v;
	}
      for (int i = 0; i < N + 64; i++)
	CHECK (o[i] == x[i], "shifted n %d o[%d] = %g, expected %g", n, i,
	       o[i], x[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "aligned.c:35:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "aligned.c:50:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "aligned.c:58:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "aligned.c:66:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "aligned.c:77:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
