/* Reductions updated under an equality test inside a divergent inner
   loop.  */
/* The same as reduction-in-loop.c's loops, but the update in the inner
   loop is under v == K: a sum, a product of signs and a max.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

#define BODY								\
  do {									\
    int v = x[i];							\
    while (v > 1)							\
      {									\
	v = v & 1 ? 3 * v + 1 : v / 2;					\
	if (v == 5)							\
	  {								\
	    s++;							\
	    p *= -1;							\
	    m = m > i ? m : i;						\
	  }								\
      }									\
  } while (0)

NOIPA int
eq_in_loop (int n, const int *restrict x, int *pp, int *mp)
{
  int s = 0, p = 1, m = -1;
#pragma omp simd reduction(+:s) reduction(*:p) reduction(max:m)
  for (int i = 0; i < n; i++)
    BODY;
  *pp = p;
  *mp = m;
  return s;
}

NOIPA int
eq_in_loop_ref (int n, const int *restrict x, int *pp, int *mp)
{
  int s = 0, p = 1, m = -1;
  for (int i = 0; i < n; i++)
    BODY;
  *pp = p;
  *mp = m;
  return s;
}

int
main (void)
{
  static int x[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	x[i] = check_rand () % 200;
      int p, m, pr, mr;
      int s = eq_in_loop (n, x, &p, &m);
      int sr = eq_in_loop_ref (n, x, &pr, &mr);
      CHECK (s == sr && p == pr && m == mr,
	     "n=%d: %d %d %d, expected %d %d %d", n, s, p, m, sr, pr, mr);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "reduction-in-loop-eq.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop," } } */
