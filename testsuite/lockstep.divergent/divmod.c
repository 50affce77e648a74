/* Integer division and modulo guarded by divisor tests.  */
/* Masked-off lanes with a zero divisor, or MIN / -1, must not trap.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include <limits.h>
#include "check.h"

#define DEF(T, MIN, NAME)						\
NOIPA void								\
NAME (int n, const T *restrict a, const T *restrict d, T *restrict q,	\
      T *restrict m)							\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    if (d[i] != 0 && !(d[i] == (T) -1 && a[i] == MIN))			\
      {									\
	q[i] = a[i] / d[i];						\
	m[i] = a[i] % d[i];						\
      }									\
}									\
NOIPA void								\
NAME##_ref (int n, const T *restrict a, const T *restrict d,		\
	    T *restrict q, T *restrict m)				\
{									\
  for (int i = 0; i < n; i++)						\
    if (d[i] != 0 && !(d[i] == (T) -1 && a[i] == MIN))			\
      {									\
	q[i] = a[i] / d[i];						\
	m[i] = a[i] % d[i];						\
      }									\
}									\
static void								\
NAME##_test (void)							\
{									\
  static T a[MAX_N], d[MAX_N], q[MAX_N], qr[MAX_N], m[MAX_N], mr[MAX_N]; \
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      for (int i = 0; i < MAX_N; i++)					\
	{								\
	  int k = check_rand () % 8;					\
	  a[i] = k == 0 ? MIN : (T) check_rand ();			\
	  d[i] = k < 3 ? (T) -1 : k < 6 ? 0 : (T) (check_rand () % 50 + 1); \
	  q[i] = qr[i] = (T) check_rand ();				\
	  m[i] = mr[i] = (T) check_rand ();				\
	}								\
      NAME (n, a, d, q, m);						\
      NAME##_ref (n, a, d, qr, mr);					\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (q[i] == qr[i] && m[i] == mr[i], #NAME " n=%d i=%d", n, i); \
    }									\
}

DEF (signed char, SCHAR_MIN, div_schar)
DEF (short, SHRT_MIN, div_short)
DEF (int, INT_MIN, div_int)
DEF (unsigned int, 0u, div_uint)
DEF (long long, LLONG_MIN, div_llong)
DEF (unsigned long long, 0ull, div_ullong)

/* Division in one arm, a different one in the other; the divisor of the
   untaken arm is zero.  */
#define BODY								\
  do {									\
    int v;								\
    if (x[i] > 0)							\
      v = 1000 / x[i];							\
    else								\
      v = 1000 % (x[i] - 1) + y[i] / (x[i] + 100);			\
    r[i] = v;								\
  } while (0)

NOIPA void
arms (int n, const int *restrict x, const int *restrict y, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
arms_ref (int n, const int *restrict x, const int *restrict y,
	  int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  div_schar_test ();
  div_short_test ();
  div_int_test ();
  div_uint_test ();
  div_llong_test ();
  div_ullong_test ();

  static int x[MAX_N], y[MAX_N], r[MAX_N], rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  /* 0 is a zero divisor for the first arm, 1 for the second.  */
	  int k = check_rand () % 4;
	  x[i] = k == 0 ? 1 : k == 1 ? 0 : k == 2 ? -(check_rand () % 100)
		 : check_rand () % 1000 + 1;
	  y[i] = check_rand ();
	  r[i] = rr[i] = check_rand ();
	}
      arms (n, x, y, r);
      arms_ref (n, x, y, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "arms n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "divmod.c:55:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "divmod.c:56:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "divmod.c:57:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "divmod.c:58:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "divmod.c:59:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "divmod.c:60:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "divmod.c:79:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
