/* Conditional stores to one array and to several arrays.  */
/* One array for every element type; several arrays with contiguous, strided
   and scattered addresses.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define DEF(T, NAME)							\
NOIPA void								\
NAME (int n, const T *restrict x, T *restrict a, T k)			\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    if (x[i] > k)							\
      a[i] = (T) (x[i] - k);						\
}									\
NOIPA void								\
NAME##_ref (int n, const T *restrict x, T *restrict a, T k)		\
{									\
  for (int i = 0; i < n; i++)						\
    if (x[i] > k)							\
      a[i] = (T) (x[i] - k);						\
}									\
static void								\
NAME##_test (void)							\
{									\
  static T x[MAX_N], a[MAX_N], ar[MAX_N];				\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      for (int i = 0; i < MAX_N; i++)					\
	{								\
	  x[i] = (T) (check_rand () % 100);				\
	  a[i] = ar[i] = (T) check_rand ();				\
	}								\
      NAME (n, x, a, (T) 50);						\
      NAME##_ref (n, x, ar, (T) 50);					\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (a[i] == ar[i], #NAME " n=%d i=%d", n, i);		\
    }									\
}

DEF (signed char, one_schar)
DEF (unsigned short, one_ushort)
DEF (int, one_int)
DEF (long long, one_llong)
DEF (float, one_float)
DEF (double, one_double)

#define BODY								\
  do {									\
    int v = x[i];							\
    if (v & 1)								\
      {									\
	a[i] = v;							\
	b[2 * i] = (short) (v * 3);					\
      }									\
    else								\
      {									\
	c[i] = v * 0.5;							\
	d[idx[i]] = v + i;						\
      }									\
    if (v > 60)								\
      b[2 * i + 1] = (short) -v;					\
  } while (0)

NOIPA void
several (int n, const int *restrict x, const int *restrict idx,
	 int *restrict a, short *restrict b, double *restrict c,
	 int *restrict d)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
several_ref (int n, const int *restrict x, const int *restrict idx,
	     int *restrict a, short *restrict b, double *restrict c,
	     int *restrict d)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  one_schar_test ();
  one_ushort_test ();
  one_int_test ();
  one_llong_test ();
  one_float_test ();
  one_double_test ();

  static int x[MAX_N], idx[MAX_N], a[MAX_N], ar[MAX_N], d[MAX_N], dr[MAX_N];
  static short b[2 * MAX_N], br[2 * MAX_N];
  static double c[MAX_N], cr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      int range = (t & 1) ? 4 : MAX_N;
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 100;
	  idx[i] = check_rand () % range;
	  a[i] = ar[i] = check_rand ();
	  c[i] = cr[i] = check_rand ();
	  d[i] = dr[i] = check_rand ();
	}
      for (int i = 0; i < 2 * MAX_N; i++)
	b[i] = br[i] = (short) check_rand ();
      several (n, x, idx, a, b, c, d);
      several_ref (n, x, idx, ar, br, cr, dr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (a[i] == ar[i] && c[i] == cr[i] && d[i] == dr[i],
	       "several n=%d i=%d", n, i);
      for (int i = 0; i < 2 * MAX_N; i++)
	CHECK (b[i] == br[i], "several n=%d b[%d]", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "cond-store.c:44:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "cond-store.c:45:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "cond-store.c:46:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "cond-store.c:47:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "cond-store.c:48:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "cond-store.c:49:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "cond-store.c:75:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
