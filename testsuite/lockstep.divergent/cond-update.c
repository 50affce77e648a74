/* Conditional updates of values carried across iterations become
   S OP (M ? X : E): a float sum whose masked-off lanes add -0.0, so that
   a value that is -0.0 stays -0.0; a product, an integer sum, a
   difference and an xor under divergent conditions, in inner loops and as
   reductions.  Results must equal the scalar loop's, bit for bit.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep" } */

#include "check.h"
#include <math.h>

/* The bodies, shared by the vectorized loops and the scalar checks.  */
#define NEG_ZERO(acc, i)						\
  do {									\
    acc = -0.0f;							\
    for (int j = 0; j < 16; j++)					\
      if ((i + j) % 3 == 0 && j < k[i])					\
	acc += w[j];							\
  } while (0)

#define UPDATES(p, b, s, i)						\
  do {									\
    p = 1.0;								\
    b = 0x5a5a5a5au;							\
    s = 1000;								\
    for (int j = 0; j < (a[i] & 7); j++)				\
      {									\
	if (d[i] + j > 1.5)						\
	  p *= d[i] + j;						\
	if ((a[i] + j) & 1)						\
	  b ^= (unsigned) (a[i] * 2654435761u) >> j;			\
	if (a[i] > j * 3)						\
	  s -= a[i] - j;						\
      }									\
  } while (0)

/* Per lane, a sum that starts at -0.0 and adds W[J], -0.0 for most J,
   where (I + J) % 3 == 0: it must stay -0.0 where every term added is
   -0.0, which it would not if the masked-off lanes added +0.0.  */
NOIPA void
neg_zero_sum (int n, const int *restrict k, const float *restrict w,
	      float *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float acc;
      NEG_ZERO (acc, i);
      out[i] = acc;
    }
}

NOIPA void
updates (int n, const int *restrict a, const double *restrict d,
	 double *restrict prod, unsigned *restrict bits, int *restrict diff)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double p;
      unsigned b;
      int s;
      UPDATES (p, b, s, i);
      prod[i] = p;
      bits[i] = b;
      diff[i] = s;
    }
}

NOIPA float
cond_sum (int n, const float *restrict x)
{
  float s = 0.0f;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    if (x[i] > 0.5f)
      s += x[i];
  return s;
}

NOIPA long long
cond_isum (int n, const int *restrict a)
{
  long long s = 0;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    if (a[i] & 2)
      s += a[i];
  return s;
}

int
main (void)
{
  static float x[MAX_N], out[MAX_N], w[16];
  static int a[MAX_N], k[MAX_N], diff[MAX_N];
  static double d[MAX_N], prod[MAX_N];
  static unsigned bits[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    {
      x[i] = (float) ((i * 37) % 11) - 5.0f + 0.25f * (i % 3);
      k[i] = (i * 7) % 16;
      a[i] = (i * 2654435761u) >> 20;
      d[i] = ((i * 13) % 9) * 0.375;
    }
  for (int j = 0; j < 16; j++)
    w[j] = j == 11 ? 2.5f : -0.0f;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      neg_zero_sum (n, k, w, out);
      updates (n, a, d, prod, bits, diff);
      for (int i = 0; i < n; i++)
	{
	  float acc;
	  NEG_ZERO (acc, i);
	  CHECK (memcmp (&acc, &out[i], sizeof acc) == 0,
		 "n %d lane %d: %g, expected %g", n, i, out[i], acc);
	  double p;
	  unsigned b;
	  int s;
	  UPDATES (p, b, s, i);
	  CHECK (p == prod[i] && b == bits[i] && s == diff[i],
		 "n %d lane %d", n, i);
	}
      float fs = 0.0f;
      long long is = 0;
      for (int i = 0; i < n; i++)
	{
	  if (x[i] > 0.5f)
	    fs += x[i];
	  if (a[i] & 2)
	    is += a[i];
	}
      /* Quarter-integers: every partial sum is exact.  */
      CHECK (cond_sum (n, x) == fs, "n %d: sum", n);
      CHECK (cond_isum (n, a) == is, "n %d: integer sum", n);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "cond-update.c:48:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "cond-update.c:63:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "cond-update.c:76:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "cond-update.c:87:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump "= VEC_COND_EXPR <\[^\\n\]*-0\\.0, -0\\.0" "lockstep" } } */
