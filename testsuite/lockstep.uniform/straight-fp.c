/* Straight-line bodies over float and double.  */
/* Arithmetic, division, conversions to and from integers, comparisons, fabs.
   */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

/* fabsf for float: no promotion to double.  */
#define ABS(a)								\
  _Generic ((a), float: __builtin_fabsf, default: __builtin_fabs) (a)

#define BODY(T, I)							\
  do {									\
    T a = x[i], b = y[i];						\
    T s = a * k + b;							\
    T d = (a - b) / (b * b + 1);					\
    I t = (I) (a * 4);							\
    T c = (T) ((a < b) + (a == k) - (b >= 0));				\
    r[i] = s - d + (T) t * (T) 0.5 + c + ABS (a) + -b;			\
  } while (0)

#define DEF(T, I, NAME)							\
NOIPA void								\
NAME (int n, T *restrict r, T *restrict x, T *restrict y, T k)		\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    BODY (T, I);							\
}									\
NOIPA void								\
NAME##_ref (int n, T *restrict r, T *restrict x, T *restrict y, T k)	\
{									\
  for (int i = 0; i < n; i++)						\
    BODY (T, I);							\
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
	  x[i] = (T) (check_rand () % 2000 - 1000) / 8;			\
	  y[i] = (T) (check_rand () % 2000 - 1000) / 16;		\
	  r[i] = rr[i] = (T) check_rand ();				\
	}								\
      x[3] = (T) 2.5;	/* a == k for some lane.  */			\
      NAME (n, r, x, y, (T) 2.5);					\
      NAME##_ref (n, rr, x, y, (T) 2.5);				\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (r[i] == rr[i], #NAME " n=%d i=%d %a != %a", n, i,	\
	       (double) r[i], (double) rr[i]);				\
    }									\
}

DEF (float, int, f_float)
DEF (double, long long, f_double)
DEF (float, long long, f_float_ll)
DEF (double, int, f_double_int)

int
main (void)
{
  f_float_test ();
  f_double_test ();
  f_float_ll_test ();
  f_double_int_test ();
  return 0;
}

/* { dg-final { scan-lockstep-note "straight-fp.c:59:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-fp.c:60:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-fp.c:61:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "straight-fp.c:62:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-tree-dump "vector\\(\[48\]\\) float" "lockstep" } } */
/* { dg-final { scan-tree-dump "vector\\(\[24\]\\) double" "lockstep" } } */
