/* The vector width with -fplugin-arg-lockstep-width=auto (the default) on
   a target whose widest vectors (512-bit, AVX-512) are wider than its
   preferred ones (256-bit under GCC's tuning): the widest for a loop with
   much arithmetic per memory access and for one with an inner loop, the
   preferred ones for a loop that streams through memory.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=skylake-avx512 -fopt-info-vec" } */

#include "check.h"

static float x[MAX_N], y[MAX_N], o[MAX_N], e[MAX_N];
static int it[MAX_N], ie[MAX_N];

/* A polynomial with a branch: 12 operations per 2 accesses.  */
#define BODY_POLY							\
  do {									\
    float v = x[i];							\
    float p = ((((v * 0.5f + 1.25f) * v - 2.0f) * v + 0.75f) * v	\
	       - 3.0f) * v + 1.0f;					\
    if (p > 2.0f)							\
      p = p * 0.25f + v;						\
    out[i] = p;								\
  } while (0)

/* a * x + y: 2 operations per 3 accesses.  */
#define BODY_STREAM out[i] = a * x[i] + y[i]

/* An inner loop with a uniform trip count.  */
#define BODY_INNER							\
  do {									\
    int c = 0;								\
    float v = x[i];							\
    for (int k = 0; k < m; k++)						\
      if (v * k > 3.0f)							\
	c++;								\
    out[i] = c;								\
  } while (0)

#define DEF(NAME, TYPE, BODY, ...)					\
NOIPA void								\
NAME (TYPE *restrict out, int n, __VA_ARGS__)				\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    BODY;								\
}									\
NOIPA void								\
NAME##_ref (TYPE *restrict out, int n, __VA_ARGS__)			\
{									\
  for (int i = 0; i < n; i++)						\
    BODY;								\
}

DEF (poly, float, BODY_POLY, int unused)
DEF (stream, float, BODY_STREAM, float a)
DEF (inner, int, BODY_INNER, int m)

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = (check_rand () % 2001 - 1000) / 400.0f;
	  y[i] = (check_rand () % 2001 - 1000) / 100.0f;
	}
#define RUN(NAME, ARR, EXP, ARG)					\
      for (int i = 0; i < MAX_N; i++)					\
	ARR[i] = EXP[i] = -i;						\
      NAME (ARR, n, ARG);						\
      NAME##_ref (EXP, n, ARG);						\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (ARR[i] == EXP[i], #NAME " n %d [%d] %g, expected %g", n, i,	\
	       (double) ARR[i], (double) EXP[i]);
      RUN (poly, o, e, 0)
      RUN (stream, o, e, 1.5f)
      RUN (inner, it, ie, 7)
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "width-auto.c:54:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16," } } */
/* { dg-final { scan-lockstep-note "width-auto.c:55:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8," } } */
/* { dg-final { scan-lockstep-note "width-auto.c:56:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16," } } */
