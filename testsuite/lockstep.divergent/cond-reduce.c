/* Reductions and uniform-address stores under divergent conditions.  */
/* Only active lanes contribute; the last active iteration's store wins.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    if (x[i] > 0)							\
      {									\
	s += x[i];							\
	*last = i;							\
      }									\
    else if (x[i] < -90)						\
      m = m > -x[i] ? m : -x[i];					\
  } while (0)

NOIPA int
cond_sum (int n, const int *restrict x, int *last, int *mp)
{
  int s = 0, m = 0;
#pragma omp simd reduction(+:s) reduction(max:m)
  for (int i = 0; i < n; i++)
    BODY1;
  *mp = m;
  return s;
}

NOIPA int
cond_sum_ref (int n, const int *restrict x, int *last, int *mp)
{
  int s = 0, m = 0;
  for (int i = 0; i < n; i++)
    BODY1;
  *mp = m;
  return s;
}

/* Float sum of small integers: exact in any order.  */
#define BODY2								\
  do {									\
    float v = x[i];							\
    if (v > 10.0f)							\
      s += v;								\
    else if (v < -10.0f)						\
      s -= v * 2.0f;							\
  } while (0)

NOIPA float
cond_fsum (int n, const float *restrict x)
{
  float s = 0.0f;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    BODY2;
  return s;
}

NOIPA float
cond_fsum_ref (int n, const float *restrict x)
{
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    BODY2;
  return s;
}

int
main (void)
{
  static int x[MAX_N];
  static float xf[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  xf[i] = check_rand () % 200 - 100;
	}
      int last = -5, lastr = -5, m, mr;
      int s = cond_sum (n, x, &last, &m);
      int sr = cond_sum_ref (n, x, &lastr, &mr);
      CHECK (s == sr && m == mr && last == lastr,
	     "cond_sum n=%d: %d %d %d, expected %d %d %d", n, s, m, last, sr,
	     mr, lastr);
      float f = cond_fsum (n, xf);
      float fr = cond_fsum_ref (n, xf);
      CHECK (f == fr, "cond_fsum n=%d: %f != %f", n, f, fr);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "cond-reduce.c:25:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "cond-reduce.c:56:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
