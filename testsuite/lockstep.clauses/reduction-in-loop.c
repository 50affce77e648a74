/* Reductions updated inside divergent inner loops; a user-defined
   reduction and an array-section reduction under divergent branches.  */
/* The inner loops run a different number of times per lane; lanes that
   have left keep their partial values.  The updates are unconditional,
   under an ordered comparison, or (in reduction-in-loop-eq.c) under an
   equality test.  The array-section reduction is run scalar by GCC
   (safelen(1)); only its result is checked.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

/* Unconditional update: the total number of inner iterations, and a
   second reduction after the loop.  */
#define BODY1								\
  do {									\
    int v = x[i];							\
    while (v > 1)							\
      {									\
	v = v & 1 ? 3 * v + 1 : v / 2;					\
	s++;								\
      }									\
    if (x[i] & 4)							\
      c += v;								\
  } while (0)

NOIPA int
steps_sum (int n, const int *restrict x, int *cp)
{
  int s = 0, c = 1;
#pragma omp simd reduction(+:s, c)
  for (int i = 0; i < n; i++)
    BODY1;
  *cp = c;
  return s;
}

NOIPA int
steps_sum_ref (int n, const int *restrict x, int *cp)
{
  int s = 0, c = 1;
  for (int i = 0; i < n; i++)
    BODY1;
  *cp = c;
  return s;
}

/* max (reading the reduction variable) and a float sum under ordered
   comparisons in the inner loop.  Float data are integers below 1000
   halved at most 7 times, and sums stay below 2^13, so they are exact.  */
#define BODY2								\
  do {									\
    int v = x[i];							\
    float f = y[i];							\
    while (v > 1)							\
      {									\
	v /= 2;								\
	if (v + i > m)							\
	  m = v + i;							\
	f *= 0.5f;							\
	if (f < 4.0f)							\
	  fs += f;							\
      }									\
  } while (0)

NOIPA float
max_fsum (int n, const int *restrict x, const float *restrict y, int *mp)
{
  int m = -1;
  float fs = 0.25f;
#pragma omp simd reduction(max:m) reduction(+:fs)
  for (int i = 0; i < n; i++)
    BODY2;
  *mp = m;
  return fs;
}

NOIPA float
max_fsum_ref (int n, const int *restrict x, const float *restrict y,
	      int *mp)
{
  int m = -1;
  float fs = 0.25f;
  for (int i = 0; i < n; i++)
    BODY2;
  *mp = m;
  return fs;
}

/* A user-defined reduction on a struct.  */
struct pt
{
  int a, b;
};

#pragma omp declare reduction (ptadd : struct pt :			\
			       omp_out.a += omp_in.a,			\
			       omp_out.b += omp_in.b)			\
  initializer (omp_priv = { 0, 0 })

#define BODY3								\
  do {									\
    if (x[i] > 50)							\
      q.a += x[i];							\
    else if (x[i] & 1)							\
      q.b += i;								\
  } while (0)

NOIPA struct pt
udr (int n, const int *restrict x)
{
  struct pt q = { 1, 2 };
#pragma omp simd reduction(ptadd:q)
  for (int i = 0; i < n; i++)
    BODY3;
  return q;
}

NOIPA struct pt
udr_ref (int n, const int *restrict x)
{
  struct pt q = { 1, 2 };
  for (int i = 0; i < n; i++)
    BODY3;
  return q;
}

/* An array-section reduction: a histogram.  */
#define BODY4								\
  do {									\
    if (x[i] & 1)							\
      h[x[i] & 7] += 2;							\
  } while (0)

NOIPA void
hist (int n, const int *restrict x, int *h)
{
#pragma omp simd reduction(+:h[:8])
  for (int i = 0; i < n; i++)
    BODY4;
}

NOIPA void
hist_ref (int n, const int *restrict x, int *h)
{
  for (int i = 0; i < n; i++)
    BODY4;
}

int
main (void)
{
  static int x[MAX_N];
  static float y[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200;
	  y[i] = (float) (check_rand () % 1000);
	}

      int c, cr;
      int s = steps_sum (n, x, &c);
      int sr = steps_sum_ref (n, x, &cr);
      CHECK (s == sr && c == cr, "steps_sum n=%d: %d %d, expected %d %d", n,
	     s, c, sr, cr);

      int m, mr;
      float f = max_fsum (n, x, y, &m);
      float fr = max_fsum_ref (n, x, y, &mr);
      CHECK (f == fr && m == mr, "max_fsum n=%d: %g %d, expected %g %d", n,
	     f, m, fr, mr);

      struct pt q = udr (n, x);
      struct pt qr = udr_ref (n, x);
      CHECK (q.a == qr.a && q.b == qr.b, "udr n=%d: %d %d, expected %d %d",
	     n, q.a, q.b, qr.a, qr.b);

      int h[8], hr[8];
      for (int k = 0; k < 8; k++)
	h[k] = hr[k] = k;
      hist (n, x, h);
      hist_ref (n, x, hr);
      for (int k = 0; k < 8; k++)
	CHECK (h[k] == hr[k], "hist n=%d: h[%d] = %d, expected %d", n, k,
	       h[k], hr[k]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "reduction-in-loop.c:33:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "reduction-in-loop.c:73:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 5 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "reduction-in-loop.c:115:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
