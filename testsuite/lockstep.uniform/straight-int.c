/* Straight-line bodies over every integer type, signed and unsigned.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

/* The same body for the vector loop and its scalar reference: arithmetic,
   bitwise operations, shifts by a uniform and by a varying amount, min/max,
   comparisons and negation, all in the element type.  */
#define BODY(T)								\
  do {									\
    T a = x[i], b = y[i];						\
    T s = (T) (a + b * k);						\
    T d = (T) ((a - b) ^ (a & k) ^ (b | 3));				\
    T m = a < b ? a : b;						\
    T M = a > b ? a : b;						\
    T sh = (T) ((T) (a << 2) >> 1);					\
    T vs = (T) (b >> (a & 3));						\
    T c = (T) ((a == b) + (a < k) - (b >= k));				\
    r[i] = (T) (s + d + m * 3 + M + sh + vs + c + (T) ~a + (T) -b);	\
  } while (0)

#define DEF(T, NAME)							\
NOIPA void								\
NAME (int n, T *restrict r, T *restrict x, T *restrict y, T k)		\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    BODY (T);								\
}									\
NOIPA void								\
NAME##_ref (int n, T *restrict r, T *restrict x, T *restrict y, T k)	\
{									\
  for (int i = 0; i < n; i++)						\
    BODY (T);								\
}									\
static void								\
NAME##_test (void)							\
{									\
  static T x[MAX_N], y[MAX_N], r[MAX_N], rr[MAX_N];			\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      for (int i = 0; i < MAX_N; i++)					\
	{								\
	  x[i] = (T) (check_rand () % 1000 - 500);			\
	  y[i] = (T) (check_rand () % 1000 - 500);			\
	  r[i] = rr[i] = (T) check_rand ();				\
	}								\
      NAME (n, r, x, y, (T) 7);						\
      NAME##_ref (n, rr, x, y, (T) 7);					\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (r[i] == rr[i], #NAME " n=%d i=%d %lld != %lld", n, i,	\
	       (long long) r[i], (long long) rr[i]);			\
    }									\
}

DEF (signed char, f_schar)
DEF (unsigned char, f_uchar)
DEF (short, f_short)
DEF (unsigned short, f_ushort)
DEF (int, f_int)
DEF (unsigned int, f_uint)
DEF (long long, f_llong)
DEF (unsigned long long, f_ullong)

int
main (void)
{
  f_schar_test ();
  f_uchar_test ();
  f_short_test ();
  f_ushort_test ();
  f_int_test ();
  f_uint_test ();
  f_llong_test ();
  f_ullong_test ();
  return 0;
}

/* { dg-final { scan-lockstep-note "straight-int.c:58:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-int.c:59:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-int.c:60:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-int.c:61:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-int.c:62:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-int.c:63:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-int.c:64:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-int.c:65:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
