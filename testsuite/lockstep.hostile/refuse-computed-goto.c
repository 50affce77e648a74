/* A computed goto through a table of labels: left scalar, with the
   reason.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

NOIPA void
f (int n)
{
  static void *const tab[] = { &&l0, &&l1, &&l2 };
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = x[i];
      goto *tab[v % 3];
    l0:
      v += 10;
      goto done;
    l1:
      v *= 3;
      goto done;
    l2:
      v = -v;
    done:
      r[i] = v;
    }
}

static int
ref (int v)
{
  switch (v % 3)
    {
    case 0: return v + 10;
    case 1: return v * 3;
    default: return -v;
    }
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 1000;
	  r[i] = -1;
	}
      f (n);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == (i < n ? ref (x[i]) : -1), "n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-computed-goto.c:1\[5-8\]:\[0-9\]+: missed: lockstep: not vectorized: computed goto in the loop body" } } */
/* { dg-final { scan-lockstep-note-not "vectorized by lockstep" } } */
