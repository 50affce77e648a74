/* A goto out of a divergent for loop inside a divergent while (1) loop:
   the exit leaves both loops at once, so the block that dispatches the
   lanes to it belongs to neither (internal compiler error in
   get_loop_body).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static int g[MAX_N], o1[MAX_N], o2[MAX_N];

#define BODY								\
  do {									\
    int c = 0;								\
    while (1)								\
      {									\
	for (int j = 0; j < (t & 7); j++)				\
	  {								\
	    c++;							\
	    if ((short) g[i] > j * 3 || c > 40)				\
	      goto done;						\
	  }								\
	c += 2;								\
      }									\
  done:									\
    out[i] = c;								\
  } while (0)

NOIPA void
f (int n, int t, int *restrict out)
{
#pragma omp simd
  for (int i = n - 1; i >= 0; i--)
    BODY;
}

NOIPA void
f_ref (int n, int t, int *restrict out)
{
  for (int i = n - 1; i >= 0; i--)
    BODY;
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    g[i] = check_rand () % 30 - 5;
  for (unsigned k = 0; k < N_TRIP_COUNTS; k++)
    for (int t = 1; t < 9; t += 3)
      {
	int n = trip_counts[k];
	for (int i = 0; i < MAX_N; i++)
	  o1[i] = o2[i] = -1;
	f (n, t, o1);
	f_ref (n, t, o2);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o1[i] == o2[i], "n=%d t=%d i=%d: %d, expected %d", n, t, i,
		 o1[i], o2[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "goto-out-of-nest.c:3\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 2 divergent loops" } } */
