/* Gathers and scatters whose masked-off lanes point into an inaccessible
   page: only active lanes may touch memory.  Elements of 32 and 64 bits
   with 32-bit indices, the forms the targets' gather instructions take.  */
/* { dg-do run } */
/* { dg-options "-fno-split-loops -fopt-info-vec" } */

#include "check.h"
#include "../lockstep.divergent/guard.h"

#define DEF(NAME, T)							\
NOIPA void								\
NAME##_gather (int n, int lim, const int *restrict idx,			\
	       const T *restrict e, T *restrict r)			\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    {									\
      T v = (T) i;							\
      if (idx[i] < lim)							\
	v += e[idx[i]];							\
      r[i] = v;								\
    }									\
}									\
NOIPA void								\
NAME##_scatter (int n, int lim, const int *restrict idx,		\
		T *restrict e, const T *restrict x)			\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    if (idx[i] < lim)							\
      e[idx[i]] = x[i] * 2;						\
}

DEF (i32, int)
DEF (f32, float)
DEF (f64, double)

static int idx[MAX_N];

/* Indices: a permutation of 0 .. LIM-1 for active lanes (no two lanes
   store to one element), LIM or more, in the guard page, for inactive
   ones.  */
static void
make_indices (int lim)
{
  int next = 0;
  for (int i = 0; i < MAX_N; i++)
    idx[i] = ((check_rand () & 3) && next < lim) ? (next++ * 7) % lim
						 : lim + check_rand () % 64;
}

#define TEST(NAME, T)							\
  do {									\
    T *e = guard_alloc (lim * sizeof (T));				\
    static T r[MAX_N], x[MAX_N];					\
    for (int i = 0; i < lim; i++)					\
      e[i] = (T) (i * 3 + 1);						\
    for (int i = 0; i < MAX_N; i++)					\
      x[i] = (T) (i + 5);						\
    NAME##_gather (n, lim, idx, e, r);					\
    for (int i = 0; i < n; i++)						\
      CHECK (r[i] == (T) i + (idx[i] < lim ? e[idx[i]] : 0),		\
	     #NAME " gather n=%d i=%d", n, i);				\
    NAME##_scatter (n, lim, idx, e, x);					\
    for (int i = 0; i < n; i++)						\
      if (idx[i] < lim)							\
	CHECK (e[idx[i]] == x[i] * 2, #NAME " scatter n=%d i=%d", n, i);	\
  } while (0)

int
main (void)
{
  const int lim = 256;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      make_indices (lim);
      TEST (i32, int);
      TEST (f32, float);
      TEST (f64, double);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "fault-gather.c:34:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-gather.c:35:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-gather.c:36:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
