/* Reductions in small vector loops, which are unrolled: each keeps two
   accumulators that the iterations alternate between, combined after the
   loop.  Integer results, minima and maxima are exactly those of the
   scalar loop; the floating-point sums add small integers, exact in any
   order.  Every trip count, so the vector loop runs an even and an odd
   number of times, and not at all.  */
/* { dg-do run } */
/* { dg-options "-fdump-tree-lockstep" } */

#include "check.h"

#define LOOPS(X)							\
  X (int, isum, int s = 7, reduction(+:s),				\
     if (x[i] > 0) s += x[i])						\
  X (unsigned, uprod, unsigned s = 3, reduction(*:s),			\
     if (x[i] & 1) s *= (unsigned) x[i])				\
  X (float, fsum, float s = 0.5f, reduction(+:s),			\
     if (f[i] > 10.0f) s += f[i])					\
  X (double, dsum, double s = 0, reduction(+:s),			\
     if (x[i] < 20) s += (double) x[i] * 3)				\
  X (float, fmaxi, float s = -1000.0f, reduction(max:s),		\
     if (f[i] < 80.0f) s = s > f[i] ? s : f[i])			\
  X (int, imini, int s = 1000, reduction(min:s),			\
     if (x[i] != 5) s = s < x[i] ? s : x[i])				\
  X (unsigned, uxor, unsigned s = 0x55, reduction(^:s),		\
     if (x[i] > -30) s ^= (unsigned) x[i] * 2654435761u)		\
  X (unsigned, uand, unsigned s = ~0u, reduction(&:s),			\
     if (x[i] > 90) s &= (unsigned) x[i] | 0xf0f0u)			\
  X (unsigned, uior, unsigned s = 0, reduction(|:s),			\
     if (x[i] < -95) s |= 1u << (unsigned) (-x[i] - 70))		\
  X (int, isub, int s = 100, reduction(-:s),				\
     if (x[i] < 0) s -= x[i])						\
  X (unsigned char, csum, unsigned char s = 1, reduction(+:s),		\
     if (c[i] > 100) s += c[i])

#define DEFINE(T, NAME, INIT, CLAUSE, BODY)				\
  NOIPA T								\
  NAME (int n, const int *restrict x, const float *restrict f,		\
	const unsigned char *restrict c)				\
  {									\
    INIT;								\
    _Pragma (STR (omp simd CLAUSE))					\
    for (int i = 0; i < n; i++)						\
      BODY;								\
    return s;								\
  }									\
  NOIPA T								\
  NAME##_ref (int n, const int *restrict x, const float *restrict f,	\
	      const unsigned char *restrict c)				\
  {									\
    INIT;								\
    for (int i = 0; i < n; i++)						\
      BODY;								\
    return s;								\
  }
#define STR(X) #X

LOOPS (DEFINE)

/* Two reductions in one loop: a sum and a count.  */
NOIPA int
sum_count (int n, const float *restrict f, int *count)
{
  float s = 0.0f;
  int k = 0;
#pragma omp simd reduction(+:s, k)
  for (int i = 0; i < n; i++)
    if (f[i] < 0.0f)
      {
	s += f[i];
	k++;
      }
  *count = k;
  return (int) s;
}

NOIPA int
sum_count_ref (int n, const float *restrict f, int *count)
{
  float s = 0.0f;
  int k = 0;
  for (int i = 0; i < n; i++)
    if (f[i] < 0.0f)
      {
	s += f[i];
	k++;
      }
  *count = k;
  return (int) s;
}

/* The partial sum read in the loop (each lane's own, an unspecified value
   OpenMP allows): one accumulator, which the reads see.  */
NOIPA int
partial_read (int n, const int *restrict x, int *restrict y)
{
  int s = 0;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      if (x[i] > 0)
	s += x[i];
      y[i] = s;
    }
  return s;
}

NOIPA int
partial_read_ref (int n, const int *restrict x)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (x[i] > 0)
      s += x[i];
  return s;
}

int
main (void)
{
  static int x[MAX_N];
  static float f[MAX_N];
  static unsigned char c[MAX_N];
  for (int round = 0; round < 2; round++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  {
	    x[i] = check_rand () % 200 - 100;
	    f[i] = (float) (check_rand () % 200 - 100);
	    c[i] = (unsigned char) check_rand ();
	  }
#define RUN(T, NAME, INIT, CLAUSE, BODY)				\
	{								\
	  T v = NAME (n, x, f, c), r = NAME##_ref (n, x, f, c);		\
	  CHECK (v == r, #NAME " n=%d: %g, expected %g", n, (double) v,	\
		 (double) r);						\
	}
	LOOPS (RUN)
	int k, kr;
	int s = sum_count (n, f, &k), sr = sum_count_ref (n, f, &kr);
	CHECK (s == sr && k == kr, "sum_count n=%d: %d %d, expected %d %d",
	       n, s, k, sr, kr);
	static int y[MAX_N];
	s = partial_read (n, x, y);
	sr = partial_read_ref (n, x);
	CHECK (s == sr, "partial_read n=%d: %d, expected %d", n, s, sr);
      }
  return 0;
}

/* Each of the 11 loops keeps two accumulators, sum_count two pairs, but
   fmaxi (its maximum is a select, not MAX_EXPR, while NaNs count) and
   partial_read.  */
/* { dg-final { scan-tree-dump-times ";; two accumulators for" 12 "lockstep" } } */
