/* Vector factors wider than the target's vectors (simdlen(16) under SSE2
   and AVX2): GCC splits the generic vectors; conversions between element
   types of one size and of different sizes, divisions, conditions.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static unsigned ux[MAX_N];
static int ix[MAX_N];
static short sx[MAX_N];
static double dx[MAX_N];
static float f1[MAX_N], f2[MAX_N];
static long long l1[MAX_N], l2[MAX_N];

#define BODY1 fo[i] = i % 255ULL;
#define BODY2 fo[i] = (float) ux[i] + (float) (unsigned) ix[i];
#define BODY3 lo[i] = (long long) sx[i] * ix[i] + (unsigned char) ux[i];
#define BODY4								\
  do {									\
    int v = ix[i];							\
    if (v > 0)								\
      fo[i] = (float) (dx[i] / v);					\
    else								\
      lo[i] = (long long) ux[i] % 7 - sx[i];				\
  } while (0);

#define DEF(NAME, BODY)							\
NOIPA void								\
NAME (unsigned n, float *restrict fo, long long *restrict lo)		\
{									\
  _Pragma ("omp simd simdlen(16)")					\
  for (unsigned i = 0; i < n; i++)					\
    BODY								\
}									\
NOIPA void								\
NAME##_ref (unsigned n, float *restrict fo, long long *restrict lo)	\
{									\
  for (unsigned i = 0; i < n; i++)					\
    BODY								\
}

DEF (u64_mod_to_float, BODY1)
DEF (unsigned_to_float, BODY2)
DEF (widening, BODY3)
DEF (branchy, BODY4)

typedef void fn (unsigned, float *restrict, long long *restrict);
static fn *const funcs[] = { u64_mod_to_float, unsigned_to_float, widening,
			     branchy };
static fn *const refs[] = { u64_mod_to_float_ref, unsigned_to_float_ref,
			    widening_ref, branchy_ref };

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      ux[i] = check_rand () * 2654435761u;
      ix[i] = check_rand () % 2001 - 1000;
      sx[i] = check_rand () % 60000 - 30000;
      dx[i] = (check_rand () % 100000) * 0.125;
    }
  for (unsigned f = 0; f < 4; f++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	unsigned n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  {
	    f1[i] = f2[i] = -1.0f;
	    l1[i] = l2[i] = -1;
	  }
	funcs[f] (n, f1, l1);
	refs[f] (n, f2, l2);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (f1[i] == f2[i] && l1[i] == l2[i],
		 "loop %u n=%u i=%d: %g %lld, expected %g %lld", f + 1, n, i,
		 f1[i], l1[i], f2[i], l2[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "wide-vf.c:43:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16" } } */
/* { dg-final { scan-lockstep-note "wide-vf.c:44:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16" } } */
/* { dg-final { scan-lockstep-note "wide-vf.c:45:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16" } } */
/* { dg-final { scan-lockstep-note "wide-vf.c:46:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16, 1 branch linearized" } } */
