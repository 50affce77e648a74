/* A value carried across iterations that both sides of a divergent branch
   update, S OP1 X on one side and S OP2 Y on the other, becomes
   S OP1 (M ? X : Y), with Y negated where one side adds and the other
   subtracts: float and integer reductions (the lanes' copies loaded on
   each side), a product, a difference, an xor and a minimum carried
   through inner loops, and an integer subtraction of INT_MIN, whose
   negation overflows unless it is done in the unsigned type.  Results
   must equal the scalar loop's, bit for bit.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"
#include <limits.h>

/* The bodies, shared by the vectorized loops and the scalar checks.  */
#define UPDATES(p, f, b, m, s, i)					\
  do {									\
    p = 1.0;								\
    f = 100.0f;								\
    b = 0x5a5a5a5au;							\
    m = INT_MAX;							\
    s = -5000;								\
    for (int j = 0; j < (a[i] & 7); j++)				\
      {									\
	if (d[i] + j > 1.5)						\
	  p *= d[i] + j;						\
	else								\
	  p *= 0.5;							\
	if ((a[i] + j) & 2)						\
	  f -= x[i];							\
	else								\
	  f -= 0.25f * j;						\
	if ((a[i] + j) & 1)						\
	  b ^= (unsigned) (a[i] * 2654435761u) >> j;			\
	else								\
	  b ^= (unsigned) j << 9;					\
	int u = a[i] - 3 * j, v = j * 7 - a[i];				\
	if (a[i] & (1 << j))						\
	  m = m < u ? m : u;						\
	else								\
	  m = m < v ? m : v;						\
	if ((a[i] + j) % 3 == 0)					\
	  s += (a[i] & 255) - j;					\
	else								\
	  s -= j == 0 ? INT_MIN : j;					\
      }									\
  } while (0)

NOIPA void
updates (int n, const int *restrict a, const double *restrict d,
	 const float *restrict x, double *restrict prod,
	 float *restrict diff, unsigned *restrict bits, int *restrict low,
	 int *restrict sum)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      double p;
      float f;
      unsigned b;
      int m, s;
      UPDATES (p, f, b, m, s, i);
      prod[i] = p;
      diff[i] = f;
      bits[i] = b;
      low[i] = m;
      sum[i] = s;
    }
}

NOIPA float
cond_sum (int n, const float *restrict x, const float *restrict y)
{
  float s = 0.0f;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    if (x[i] > 0.5f)
      s += x[i];
    else
      s -= y[i];
  return s;
}

NOIPA int
cond_isum (int n, const int *restrict a, const int *restrict c)
{
  int s = 0;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    if (a[i] & 2)
      s -= a[i];
    else
      s += c[i];
  return s;
}

int
main (void)
{
  static float x[MAX_N], y[MAX_N], diff[MAX_N];
  static int a[MAX_N], c[MAX_N], low[MAX_N], sum[MAX_N];
  static double d[MAX_N], prod[MAX_N];
  static unsigned bits[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    {
      x[i] = (float) ((i * 37) % 11) - 5.0f + 0.25f * (i % 3);
      y[i] = 0.75f * ((i * 5) % 7) - 2.0f;
      a[i] = (i * 2654435761u) >> 20;
      c[i] = (i * 7) % 23 - 11;
      d[i] = ((i * 13) % 9) * 0.375;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      updates (n, a, d, x, prod, diff, bits, low, sum);
      for (int i = 0; i < n; i++)
	{
	  double p;
	  float f;
	  unsigned b;
	  int m, s;
	  UPDATES (p, f, b, m, s, i);
	  CHECK (p == prod[i] && f == diff[i] && b == bits[i]
		 && m == low[i] && s == sum[i], "n %d lane %d", n, i);
	}
      float fs = 0.0f;
      int is = 0;
      for (int i = 0; i < n; i++)
	{
	  if (x[i] > 0.5f)
	    fs += x[i];
	  else
	    fs -= y[i];
	  if (a[i] & 2)
	    is -= a[i];
	  else
	    is += c[i];
	}
      /* Quarter-integers: every partial sum is exact.  */
      CHECK (cond_sum (n, x, y) == fs, "n %d: sum", n);
      CHECK (cond_isum (n, a, c) == is, "n %d: integer sum", n);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "cond-update-pair.c:62:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "cond-update-pair.c:77:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "cond-update-pair.c:90:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* Both reductions, the difference (through the integer sum's negated
   INT_MIN), the product, the float difference, the xor and the minimum.  */
/* { dg-final { scan-tree-dump-times ";; widen: select of two updates of one value: S \\+ \\(M \\? X : -Y\\)" 2 "lockstep" } } */
/* { dg-final { scan-tree-dump ";; widen: select of two updates of one value: S - \\(M \\? X : -Y\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; widen: select of two updates of one value: S \\* \\(M \\? X : Y\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; widen: select of two updates of one value: S - \\(M \\? X : Y\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; widen: select of two updates of one value: S \\^ \\(M \\? X : Y\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; widen: select of two updates of one value: S min \\(M \\? X : Y\\)" "lockstep" } } */
/* Unrolled, the float reduction's update alternates between two
   accumulators (accumulate.cc), its load being on one side of the branch
   and the update at the join.  */
/* { dg-final { scan-tree-dump ";; two accumulators for MEM <vector\\(8\\) float>" "lockstep" { target lockstep_x86_avx2 } } } */
