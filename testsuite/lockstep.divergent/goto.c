/* goto webs in the loop body.  */
/* Several labels, forward gotos, shared targets, continue, and a jump into the
   other arm of an if.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    int v = x[i];							\
    if (v == 7)								\
      continue;								\
    if (v < 0)								\
      goto neg;								\
    if (v > 50)								\
      goto big;								\
    v = v * 2;								\
    goto out;								\
  big:									\
    v = v - 50;								\
    if (v & 1)								\
      goto neg;								\
    if (v & 2)								\
      goto out2;							\
    v = v * 3;								\
    goto out;								\
  neg:									\
    s[i] = v;								\
    if (v < -50)							\
      goto out2;							\
    v = -v;								\
  out:									\
    r[i] = v;								\
  out2:									\
    u[i] = v + 1;							\
  } while (0)

NOIPA void
web (int n, const int *restrict x, int *restrict r, int *restrict s,
     int *restrict u)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
web_ref (int n, const int *restrict x, int *restrict r, int *restrict s,
	 int *restrict u)
{
  for (int i = 0; i < n; i++)
    BODY;
}

/* A goto into the middle of the other arm of an if: unstructured, but
   without cycles.  */
#define BODY2								\
  do {									\
    int a = x[i], v;							\
    if (a > 0)								\
      {									\
	v = a * 5;							\
      mid:								\
	v += 3;								\
	w[i] = v;							\
      }									\
    else								\
      {									\
	v = -a;								\
	if (v > 30)							\
	  goto mid;							\
	v -= 2;								\
      }									\
    r[i] = v;								\
  } while (0)

NOIPA void
into_arm (int n, const int *restrict x, int *restrict r, int *restrict w)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
into_arm_ref (int n, const int *restrict x, int *restrict r,
	      int *restrict w)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static int x[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N], sr[MAX_N], u[MAX_N],
    ur[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = (check_rand () & 15) ? check_rand () % 200 - 100 : 7;
	  r[i] = rr[i] = check_rand ();
	  s[i] = sr[i] = check_rand ();
	  u[i] = ur[i] = check_rand ();
	}
      web (n, x, r, s, u);
      web_ref (n, x, rr, sr, ur);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i] && u[i] == ur[i],
	       "web n=%d i=%d x=%d", n, i, x[i]);
      into_arm (n, x, r, s);
      into_arm_ref (n, x, rr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i], "into_arm n=%d i=%d x=%d", n, i,
	       x[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "goto.c:45:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 6 branches linearized" } } */
/* { dg-final { scan-lockstep-note "goto.c:83:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-tree-dump "join blocks: bb" "lockstep" } } */
