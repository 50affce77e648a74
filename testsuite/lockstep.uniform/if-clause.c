/* The if (simd:) clause: the vector loop runs only when its condition
   holds; otherwise the scalar loop runs every iteration (not only the
   fewer than VF a remainder has).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static int x[MAX_N], r[MAX_N], rr[MAX_N];

#define BODY1 out[i] = 5 + i;
#define BODY2								\
  do {									\
    int v = x[i];							\
    if (v & 1)								\
      v = v * 3 + 1;							\
    else								\
      v /= 2;								\
    out[i] = v;								\
  } while (0);

#define DEF(NAME, BODY)							\
NOIPA void								\
NAME (int n, int m, int *restrict out)					\
{									\
  _Pragma ("omp simd if (simd: m)")					\
  for (int i = 0; i < n; i++)						\
    BODY								\
}									\
NOIPA void								\
NAME##_ref (int n, int m, int *restrict out)				\
{									\
  (void) m;								\
  for (int i = 0; i < n; i++)						\
    BODY								\
}

DEF (store_only, BODY1)
DEF (branchy, BODY2)

typedef void fn (int, int, int *restrict);
static fn *const funcs[] = { store_only, branchy };
static fn *const refs[] = { store_only_ref, branchy_ref };

int
main (void)
{
  for (unsigned f = 0; f < 2; f++)
    for (int m = 0; m < 2; m++)
      for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
	{
	  int n = trip_counts[t];
	  for (int i = 0; i < MAX_N; i++)
	    {
	      x[i] = check_rand () % 1000;
	      r[i] = rr[i] = -1;
	    }
	  funcs[f] (n, m, r);
	  refs[f] (n, m, rr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (r[i] == rr[i], "loop %u m=%d n=%d i=%d: %d, expected %d",
		   f + 1, m, n, i, r[i], rr[i]);
	}
  return 0;
}

/* { dg-final { scan-lockstep-note "if-clause.c:38:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "if-clause.c:39:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
