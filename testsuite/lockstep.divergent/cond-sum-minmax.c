/* Conditional sums whose select adds the element or the sum's neutral
   -0.0, x > 0 ? x : -0.0 and x < 0 ? x : -0.0: the selects pass makes
   the comparison compare with the same -0.0 as the select's arm, which
   x86 expands as one maxps or minpd (IEEE: a NaN or a zero element
   gives the second operand, -0.0).  Elements include NaN and zeros of
   both signs; the sums are of small integers, exact in any order.
   cond-sum-minmax-asm.c checks the instructions.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep" } */

#include <math.h>
#include "check.h"

#define BODY_POS  do { if (x[i] > 0.0f) s += x[i]; } while (0)
#define BODY_NEG  do { if (y[i] < 0.0) t += y[i]; } while (0)

NOIPA float
pos_sum (int n, const float *restrict x)
{
  float s = 0.0f;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    BODY_POS;
  return s;
}

NOIPA float
pos_sum_ref (int n, const float *restrict x)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    BODY_POS;
  return s;
}

NOIPA double
neg_sum (int n, const double *restrict y)
{
  double t = 0.0;
#pragma omp simd reduction(+:t)
  for (int i = 0; i < n; i++)
    BODY_NEG;
  return t;
}

NOIPA double
neg_sum_ref (int n, const double *restrict y)
{
  double t = 0.0;
  for (int i = 0; i < n; i++)
    BODY_NEG;
  return t;
}

/* A small integer, a zero of either sign or a NaN.  */
static double
element (void)
{
  int r = check_rand () % 10;
  if (r == 0)
    return -0.0;
  if (r == 1)
    return 0.0;
  if (r == 2)
    return __builtin_nan ("");
  return check_rand () % 200 - 100;
}

int
main (void)
{
  static float x[MAX_N];
  static double y[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = element ();
	  y[i] = element ();
	}
      float s = pos_sum (n, x), sr = pos_sum_ref (n, x);
      CHECK (s == sr && signbit (s) == signbit (sr),
	     "pos_sum n=%d: %g != %g", n, s, sr);
      double d = neg_sum (n, y), dr = neg_sum_ref (n, y);
      CHECK (d == dr && signbit (d) == signbit (dr),
	     "neg_sum n=%d: %g != %g", n, d, dr);
      /* No element added: the sums stay +0.0.  */
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = i % 3 ? -0.0f : __builtin_nanf ("");
	  y[i] = i % 3 ? 0.0 : __builtin_nan ("");
	}
      s = pos_sum (n, x);
      d = neg_sum (n, y);
      CHECK (s == 0.0f && !signbit (s), "pos_sum n=%d: %g", n, s);
      CHECK (d == 0.0 && !signbit (d), "neg_sum n=%d: %g", n, d);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "cond-sum-minmax.c:23:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "cond-sum-minmax.c:42:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump-times "selects: comparison with the arm's zero" 2 "selects-lockstep" } } */
