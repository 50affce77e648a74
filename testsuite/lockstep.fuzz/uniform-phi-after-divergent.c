/* A uniform PHI in a block that a divergent branch enters over one of its
   edges: T below merges three uniform values, one of them over the edge
   V > T false of the divergent branch.  Linearized, the lanes that took
   the other edge (to JOIN) run through T's block too; a select on the
   varying edge predicate gave them another value of T, made T varying and
   the uniform branch on T > 17 divergent after linearization (internal
   compiler error at -O2; fuzzer seeds 1035, 1119, 1388 and 1420).  T must
   stay uniform, the branch on it a branch.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    int t, v = x[i];							\
    if (u > 0)								\
      {									\
	t = u * 3;							\
	if (v <= t)							\
	  goto join;							\
      }									\
    else if (u < -5)							\
      t = w >> 1;							\
    else								\
      t = w + 3;							\
    if (t > 17)								\
      v = v * 2 + t;							\
    else								\
      v = v - t;							\
  join:									\
    out[i] = v;								\
  } while (0)

NOIPA void
f (int *restrict out, const int *restrict x, int n, int u, int w)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
f_ref (int *restrict out, const int *restrict x, int n, int u, int w)
{
  for (int i = 0; i < n; i++)
    BODY;
}

static int x[MAX_N], o[MAX_N], e[MAX_N];

int
main (void)
{
  static const int us[] = { 7, 2, 0, -3, -9 };
  static const int ws[] = { 40, 10, -8 };
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (unsigned a = 0; a < sizeof us / sizeof us[0]; a++)
      for (unsigned b = 0; b < sizeof ws / sizeof ws[0]; b++)
	{
	  int n = trip_counts[t];
	  for (int i = 0; i < MAX_N; i++)
	    {
	      x[i] = check_rand () % 50 - 10;
	      o[i] = e[i] = -i;
	    }
	  f (o, x, n, us[a], ws[b]);
	  f_ref (e, x, n, us[a], ws[b]);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (o[i] == e[i], "n %d u %d w %d o[%d] %d, expected %d", n,
		   us[a], ws[b], i, o[i], e[i]);
	}
  return 0;
}

/* { dg-final { scan-lockstep-note "uniform-phi-after-divergent.c:40:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
