/* Contiguous, reversed, strided and indirect (gather) loads.  */
/* x[i], x[n-1-i], x[2*i], x[3*i+1] and x[idx[i]] over several element types
   and through pointers.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY(T)								\
  do {									\
    T c = x[i];								\
    T r = x[n - 1 - i];							\
    T s2 = x[2 * i];							\
    T s3 = x[3 * i + 1];						\
    T g = x[idx[i]];							\
    y[i] = (T) (c + r * 2 + s2 * 3 + s3 * 5 + g * 7);			\
  } while (0)

/* X has 3 * MAX_N + 1 elements.  */
#define DEF(T, NAME)							\
NOIPA void								\
NAME (int n, const T *restrict x, const int *restrict idx,		\
      T *restrict y)							\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    BODY (T);								\
}									\
NOIPA void								\
NAME##_ref (int n, const T *restrict x, const int *restrict idx,	\
	    T *restrict y)						\
{									\
  for (int i = 0; i < n; i++)						\
    BODY (T);								\
}									\
static void								\
NAME##_test (void)							\
{									\
  static T x[3 * MAX_N + 1], y[MAX_N], yr[MAX_N];			\
  static int idx[MAX_N];						\
  for (int i = 0; i < 3 * MAX_N + 1; i++)				\
    x[i] = (T) (check_rand () % 256);					\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      for (int i = 0; i < MAX_N; i++)					\
	{								\
	  idx[i] = check_rand () % (3 * MAX_N + 1);			\
	  y[i] = yr[i] = (T) check_rand ();				\
	}								\
      NAME (n, x, idx, y);						\
      NAME##_ref (n, x, idx, yr);					\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (y[i] == yr[i], #NAME " n=%d i=%d %f != %f", n, i,	\
	       (double) y[i], (double) yr[i]);				\
    }									\
}

DEF (unsigned char, load_uchar)
DEF (short, load_short)
DEF (int, load_int)
DEF (long long, load_llong)
DEF (float, load_float)
DEF (double, load_double)
DEF (signed char, load_schar)

/* Pointers: gather through an array of pointers.  */
NOIPA void
load_ptr (int n, int *const *restrict p, const int *restrict idx,
	  int *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    y[i] = *p[n - 1 - i] + *p[2 * i] + *p[idx[i]];
}

NOIPA void
load_ptr_ref (int n, int *const *restrict p, const int *restrict idx,
	      int *restrict y)
{
  for (int i = 0; i < n; i++)
    y[i] = *p[n - 1 - i] + *p[2 * i] + *p[idx[i]];
}

int
main (void)
{
  load_uchar_test ();
  load_short_test ();
  load_int_test ();
  load_llong_test ();
  load_float_test ();
  load_double_test ();
  load_schar_test ();

  static int target[2 * MAX_N], *p[2 * MAX_N], idx[MAX_N], y[MAX_N],
    yr[MAX_N];
  for (int i = 0; i < 2 * MAX_N; i++)
    {
      target[i] = check_rand ();
      p[i] = &target[check_rand () % (2 * MAX_N)];
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  idx[i] = check_rand () % (2 * MAX_N);
	  y[i] = yr[i] = check_rand ();
	}
      load_ptr (n, p, idx, y);
      load_ptr_ref (n, p, idx, yr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (y[i] == yr[i], "load_ptr n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "loads.c:59:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loads.c:60:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loads.c:61:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loads.c:62:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loads.c:63:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loads.c:64:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loads.c:65:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loads.c:74:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* Addresses of int elements: contiguous, reversed, every second.  */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(4\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(-4\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(8\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(12\\)" "lockstep" } } */
