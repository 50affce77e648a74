/* Two divergent loops whose own exits are uniform (J1 < M, J2 < M) and a
   goto that leaves both from the inner one with the value V2 computed
   there: lanes that take the goto in an early iteration of the outer loop
   must find their V2 after it, although the inner loop is entered again
   for the other lanes (wrong code: fuzzer seed 60885, reduced).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static long long o[MAX_N], e[MAX_N];
static signed char g[MAX_N][4], h[MAX_N][4];

#define BODY(O, P)							\
  do {									\
    long long v2 = 1;							\
    for (int j1 = 0; j1 < m; j1++)					\
      for (int j2 = 0; j2 < m; j2++)					\
	{								\
	  P[i][3] = 5;							\
	  v2 = P[i][j1 & 2];						\
	  if (v2 < 0)							\
	    goto out;							\
	}								\
  out:									\
    O[i] = v2;								\
  } while (0)

NOIPA void
f (int n, int m)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (o, g);
}

NOIPA void
f_ref (int n, int m)
{
  for (int i = 0; i < n; i++)
    BODY (e, h);
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int m = 0; m < 6; m += 2)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  {
	    for (int q = 0; q < 4; q++)
	      g[i][q] = h[i][q] = check_rand () % 11 - 3;
	    o[i] = e[i] = -7 * i;
	  }
	f (n, m);
	f_ref (n, m);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o[i] == e[i], "n %d m %d o[%d] %lld, expected %lld", n, m, i,
		 o[i], e[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "nested-exit-value.c:34:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 2 divergent loops" } } */
