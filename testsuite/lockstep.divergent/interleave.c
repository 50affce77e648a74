/* Loops with a divergent inner loop run at twice the target's vector
   factor, as two chains of registers (interleave.cc): escape-time loops
   over floats and doubles, Collatz counts over 32- and 64-bit integers,
   one with a branch in the inner loop and a reduction after it.  Each
   gives exactly the scalar loop's results, at every trip count.  A loop
   that makes a call keeps one chain.  */
/* { dg-do run } */
/* { dg-options "-ffp-contract=off -fopt-info-vec-all -fdump-tree-lockstep" } */

#include "check.h"

/* The body of the escape loops over T, for element I.  */
#define ESCAPE_BODY(T)							\
  do {									\
    T zr = 0, zi = 0, cr = c[i], ci = c[i] * (T) 0.5;			\
    int j;								\
    for (j = 0; j < 64; j++)						\
      {									\
	if (zr * zr + zi * zi > (T) 4)					\
	  break;							\
	T t = zr * zr - zi * zi + cr;					\
	zi = (T) 2 * zr * zi + ci;					\
	zr = t;								\
      }									\
    k[i] = j;								\
    z[i] = zr;								\
  } while (0)

#define ESCAPE(T, NAME)							\
  NOIPA void								\
  NAME (int n, const T *restrict c, int *restrict k, T *restrict z)	\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      ESCAPE_BODY (T);							\
  }									\
  NOIPA void								\
  NAME##_ref (int n, const T *restrict c, int *restrict k,		\
	      T *restrict z)						\
  {									\
    for (int i = 0; i < n; i++)						\
      ESCAPE_BODY (T);							\
  }

ESCAPE (float, escape_f)
ESCAPE (double, escape_d)

/* The body of the Collatz counts over T, for element I.  */
#define COLLATZ_BODY(T)							\
  do {									\
    T x = start + i;							\
    int s = 0;								\
    while (x > 1)							\
      {									\
	x = (x & 1) ? 3 * x + 1 : x / 2;				\
	s++;								\
      }									\
    steps[i] = s;							\
  } while (0)

#define COLLATZ(T, NAME)						\
  NOIPA void								\
  NAME (int n, T start, int *restrict steps)				\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      COLLATZ_BODY (T);							\
  }									\
  NOIPA void								\
  NAME##_ref (int n, T start, int *restrict steps)			\
  {									\
    for (int i = 0; i < n; i++)						\
      COLLATZ_BODY (T);							\
  }

COLLATZ (unsigned, collatz_32)
COLLATZ (unsigned long long, collatz_64)

/* A branch in the inner loop and a sum of the counts.  */
#define DIGITS(x, total)						\
  do {									\
    int v = (x), d = 0;							\
    while (v != 0)							\
      {									\
	if (v % 10 == 7)						\
	  d += 3;							\
	else								\
	  d++;								\
	v /= 10;							\
      }									\
    total += d;								\
  } while (0)

NOIPA int
digits (int n, const int *restrict a)
{
  int total = 0;
#pragma omp simd reduction(+:total)
  for (int i = 0; i < n; i++)
    DIGITS (a[i], total);
  return total;
}

NOIPA int
digits_ref (int n, const int *restrict a)
{
  int total = 0;
  for (int i = 0; i < n; i++)
    DIGITS (a[i], total);
  return total;
}

/* A call in the inner loop: one chain.  */
NOIPA int
step (int x)
{
  return (x & 1) ? 3 * x + 1 : x / 2;
}

NOIPA void
with_call (int n, int *restrict steps)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int x = i + 1, s = 0;
      while (x > 1)
	{
	  x = step (x);
	  s++;
	}
      steps[i] = s;
    }
}

int
main (void)
{
  static float cf[MAX_N], zf[MAX_N], zf_r[MAX_N];
  static double cd[MAX_N], zd[MAX_N], zd_r[MAX_N];
  static int k[MAX_N], k_r[MAX_N], a[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  cf[i] = (float) (check_rand () % 4000 - 3000) / 1500.0f;
	  cd[i] = (double) (check_rand () % 4000 - 3000) / 1500.0;
	  a[i] = check_rand () % 1000000 - 500000;
	}
      escape_f (n, cf, k, zf);
      escape_f_ref (n, cf, k_r, zf_r);
      for (int i = 0; i < n; i++)
	CHECK (k[i] == k_r[i] && zf[i] == zf_r[i],
	       "escape_f n=%d [%d]: %d %g, expected %d %g", n, i, k[i],
	       zf[i], k_r[i], zf_r[i]);
      escape_d (n, cd, k, zd);
      escape_d_ref (n, cd, k_r, zd_r);
      for (int i = 0; i < n; i++)
	CHECK (k[i] == k_r[i] && zd[i] == zd_r[i],
	       "escape_d n=%d [%d]: %d %g, expected %d %g", n, i, k[i],
	       zd[i], k_r[i], zd_r[i]);
      collatz_32 (n, 27 + t, k);
      collatz_32_ref (n, 27 + t, k_r);
      for (int i = 0; i < n; i++)
	CHECK (k[i] == k_r[i], "collatz_32 n=%d [%d]: %d, expected %d", n,
	       i, k[i], k_r[i]);
      collatz_64 (n, 1000000007ull * t, k);
      collatz_64_ref (n, 1000000007ull * t, k_r);
      for (int i = 0; i < n; i++)
	CHECK (k[i] == k_r[i], "collatz_64 n=%d [%d]: %d, expected %d", n,
	       i, k[i], k_r[i]);
      int d = digits (n, a), d_r = digits_ref (n, a);
      CHECK (d == d_r, "digits n=%d: %d, expected %d", n, d, d_r);
      with_call (n, k);
      collatz_32_ref (n, 1, k_r);
      for (int i = 0; i < n; i++)
	CHECK (k[i] == k_r[i], "with_call n=%d [%d]: %d, expected %d", n, i,
	       k[i], k_r[i]);
    }
  return 0;
}

/* Five loops run as two chains; not the one with the call.  With SVE,
   whose masks are predicates that do not split into halves as wide as
   the lanes, none does (GCC's lowering made the selects on the wide
   masks lane by lane).  */
/* { dg-final { scan-tree-dump-times ";; interleave: two chains of \[0-9\]+ lanes" 5 "lockstep" { target { ! lockstep_sve } } } } */
/* { dg-final { scan-tree-dump-times ";; interleave: \[0-9\]+ statements on two halves" 5 "lockstep" { target { ! lockstep_sve } } } } */
/* { dg-final { scan-lockstep-note "note: lockstep: two chains of \[0-9\]+ lanes each \\(VF \[0-9\]+\\)" { target { ! lockstep_sve } } } } */
/* { dg-final { scan-tree-dump-not ";; interleave: two chains" "lockstep" { target lockstep_sve } } } */
