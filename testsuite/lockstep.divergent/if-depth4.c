/* Divergent if/else of depth 4.  */
/* A nested tree over four conditions with stores in the leaves, and an else-if
   chain of four.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    long long a = x[i], v = 0;						\
    if (a & 1)								\
      {									\
	if (a & 2)							\
	  {								\
	    if (a & 4)							\
	      {								\
		if (a & 8)						\
		  v = a * 3;						\
		else							\
		  s[i] = a;						\
	      }								\
	    else							\
	      v = a - 7;						\
	  }								\
	else								\
	  {								\
	    if (a & 16)							\
	      v = a << 3;						\
	    else if (a & 32)						\
	      {								\
		if (a & 64)						\
		  t[i] = a;						\
		else							\
		  v = -a;						\
	      }								\
	  }								\
      }									\
    else if (a > 500)							\
      v = a / 5;							\
    else								\
      v = i;								\
    r[i] = v;								\
  } while (0)

NOIPA void
tree4 (int n, const long long *restrict x, long long *restrict r,
       long long *restrict s, long long *restrict t)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
tree4_ref (int n, const long long *restrict x, long long *restrict r,
	   long long *restrict s, long long *restrict t)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    short a = x[i];							\
    if (a < -60)							\
      r[i] = (short) (a * 2);						\
    else if (a < -20)							\
      s[i] = (short) (a + 3);						\
    else if (a < 20)							\
      r[i] = (short) (s[i] - a);					\
    else if (a < 60)							\
      s[i] = (short) (r[i] ^ a);					\
    else								\
      r[i] = s[i] = a;							\
  } while (0)

NOIPA void
chain4 (int n, const short *restrict x, short *restrict r,
	short *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
chain4_ref (int n, const short *restrict x, short *restrict r,
	    short *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static long long x[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N],
    u[MAX_N], ur[MAX_N];
  static short xs[MAX_N], rs[MAX_N], rsr[MAX_N], ss[MAX_N], ssr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 1000;
	  r[i] = rr[i] = check_rand ();
	  s[i] = sr[i] = check_rand ();
	  u[i] = ur[i] = check_rand ();
	  xs[i] = (short) (check_rand () % 200 - 100);
	  rs[i] = rsr[i] = (short) check_rand ();
	  ss[i] = ssr[i] = (short) check_rand ();
	}
      tree4 (n, x, r, s, u);
      tree4_ref (n, x, rr, sr, ur);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i] && u[i] == ur[i],
	       "tree4 n=%d i=%d", n, i);
      chain4 (n, xs, rs, ss);
      chain4_ref (n, xs, rsr, ssr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rs[i] == rsr[i] && ss[i] == ssr[i], "chain4 n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "if-depth4.c:52:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 8 branches linearized" } } */
/* { dg-final { scan-lockstep-note "if-depth4.c:84:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized" } } */
