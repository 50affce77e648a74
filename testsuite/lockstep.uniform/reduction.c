/* reduction(+:s) and reduction(max:m), through GCC's simd arrays.  */
/* Over int, long long, float and double.  Float data are small integers, so
   any order of the additions is exact.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define DEF(T, NAME)							\
NOIPA T									\
NAME##_sum (int n, const T *restrict x)					\
{									\
  T s = 10;								\
  _Pragma ("omp simd reduction(+:s)")					\
  for (int i = 0; i < n; i++)						\
    s += x[i] * 2;							\
  return s;								\
}									\
NOIPA T									\
NAME##_max (int n, const T *restrict x)					\
{									\
  T m = (T) -100;							\
  _Pragma ("omp simd reduction(max:m)")					\
  for (int i = 0; i < n; i++)						\
    m = m > x[i] ? m : x[i];						\
  return m;								\
}									\
NOIPA T									\
NAME##_sum_ref (int n, const T *restrict x)				\
{									\
  T s = 10;								\
  for (int i = 0; i < n; i++)						\
    s += x[i] * 2;							\
  return s;								\
}									\
NOIPA T									\
NAME##_max_ref (int n, const T *restrict x)				\
{									\
  T m = (T) -100;							\
  for (int i = 0; i < n; i++)						\
    m = m > x[i] ? m : x[i];						\
  return m;								\
}									\
static void								\
NAME##_test (void)							\
{									\
  static T x[MAX_N];							\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      for (int i = 0; i < MAX_N; i++)					\
	x[i] = (T) (check_rand () % 101 - 50);				\
      /* The maximum in the last lane of a vector, or at the end.  */	\
      if (n > 7)							\
	x[7] = (T) 120;							\
      if (n > 0 && (t & 1))						\
	x[n - 1] = (T) 125;						\
      T s = NAME##_sum (n, x);						\
      T sr = NAME##_sum_ref (n, x);					\
      CHECK (s == sr, #NAME "_sum n=%d %f != %f", n, (double) s,	\
	     (double) sr);						\
      T m = NAME##_max (n, x);						\
      T mr = NAME##_max_ref (n, x);					\
      CHECK (m == mr, #NAME "_max n=%d %f != %f", n, (double) m,	\
	     (double) mr);						\
    }									\
}

DEF (int, int)
DEF (long long, llong)
DEF (float, float)
DEF (double, double)
DEF (short, short)
DEF (unsigned char, uchar)

int
main (void)
{
  int_test ();
  llong_test ();
  float_test ();
  double_test ();
  short_test ();
  uchar_test ();
  return 0;
}

/* { dg-final { scan-lockstep-note "reduction.c:69:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "reduction.c:70:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "reduction.c:71:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "reduction.c:72:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "reduction.c:73:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "reduction.c:74:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
