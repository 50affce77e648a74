/* switch on a varying value: with and without default, fall-through.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    int v = x[i];							\
    switch (v & 7)							\
      {									\
      case 0:								\
	r[i] = v * 5;							\
	break;								\
      case 1:								\
      case 4:								\
	s[i] = v - 1;							\
	break;								\
      case 3:								\
	r[i] = y[i] / (v - 4);						\
	s[i] = 9;							\
	break;								\
      default:								\
	r[i] = -v;							\
	break;								\
      }									\
  } while (0)

NOIPA void
with_default (int n, const int *restrict x, const int *restrict y,
	      int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
with_default_ref (int n, const int *restrict x, const int *restrict y,
		  int *restrict r, int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    int v = x[i];							\
    switch (v)								\
      {									\
      case 10:								\
	r[i] = 1;							\
	break;								\
      case 20:								\
	s[i] = v + i;							\
	break;								\
      case 30:								\
      case 31:								\
	r[i] = v * 2;							\
	s[i] = v * 3;							\
	break;								\
      case 77:								\
	r[i] = s[i] + 1;						\
	break;								\
      }									\
  } while (0)

NOIPA void
no_default (int n, const int *restrict x, int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
no_default_ref (int n, const int *restrict x, int *restrict r,
		int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

/* Cases that fall through into the next: each lane accumulates the
   contributions of its case and all below it.  */
#define BODY3								\
  do {									\
    unsigned v = x[i], acc = 0;						\
    switch (v % 5)							\
      {									\
      case 4:								\
	acc += v * 7;							\
	s[i] = acc;							\
	/* Fall through.  */						\
      case 3:								\
	acc ^= 0x55;							\
	/* Fall through.  */						\
      case 2:								\
	acc += 3;							\
	break;								\
      case 1:								\
	acc = v;							\
	/* Fall through.  */						\
      default:								\
	acc <<= 1;							\
	r[i] = acc;							\
      }									\
    r[i] += acc;							\
  } while (0)

NOIPA void
fallthrough (int n, const unsigned *restrict x, unsigned *restrict r,
	     unsigned *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY3;
}

NOIPA void
fallthrough_ref (int n, const unsigned *restrict x, unsigned *restrict r,
		 unsigned *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY3;
}

int
main (void)
{
  static int x[MAX_N], y[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N];
  static unsigned xu[MAX_N], ru[MAX_N], rur[MAX_N], su[MAX_N], sur[MAX_N];
  static const int vals[] = { 10, 20, 30, 31, 77, 11, 0, -5 };
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  y[i] = check_rand () % 2000 - 1000;
	  r[i] = rr[i] = check_rand ();
	  s[i] = sr[i] = check_rand ();
	}
      with_default (n, x, y, r, s);
      with_default_ref (n, x, y, rr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i], "with_default n=%d i=%d", n,
	       i);

      for (int i = 0; i < MAX_N; i++)
	x[i] = vals[check_rand () % 8];
      no_default (n, x, r, s);
      no_default_ref (n, x, rr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i], "no_default n=%d i=%d", n, i);

      for (int i = 0; i < MAX_N; i++)
	{
	  xu[i] = check_rand ();
	  ru[i] = rur[i] = check_rand ();
	  su[i] = sur[i] = check_rand ();
	}
      fallthrough (n, xu, ru, su);
      fallthrough_ref (n, xu, rur, sur);
      for (int i = 0; i < MAX_N; i++)
	CHECK (ru[i] == rur[i] && su[i] == sur[i], "fallthrough n=%d i=%d", n,
	       i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "switch-varying.c:35:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "switch-varying.c:73:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "switch-varying.c:117:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
