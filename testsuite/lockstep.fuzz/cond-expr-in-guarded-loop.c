/* A uniform inner loop in one case of a switch on a varying value, which
   falls through to an empty case; the loop computes a minimum as a
   conditional expression whose comparison GCC embeds in the COND_EXPR
   (the widened code used the comparison's released operands: internal
   compiler error).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static signed char a[MAX_N + 16];
static float b[MAX_N + 16];
static int c[MAX_N + 16];

#define BODY								\
  do {									\
    double v0 = -1e6;							\
    unsigned char v1 = (long long) uf | 1;				\
    switch ((a[i] % -7) & 7)						\
      {									\
      case 3:								\
	{								\
	  int st = 0;							\
	  while (v1 > 0 && st < 8)					\
	    {								\
	      v0 = c[i] < b[i + 15] ? c[i] : b[i + 15];			\
	      v1 = v1 / 3;						\
	    }								\
	}								\
      case 7:;								\
      }									\
    o[i] = (long long) v0;						\
  } while (0)

NOIPA void
f (int n, float uf, unsigned *restrict o)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
f_ref (int n, float uf, unsigned *restrict o)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static unsigned o1[MAX_N], o2[MAX_N];
  for (int i = 0; i < MAX_N + 16; i++)
    {
      a[i] = check_rand () % 256 - 128;
      b[i] = check_rand () % 1000 - 500;
      c[i] = check_rand () % 1000 - 500;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int u = 0; u < 3; u++)
      {
	int n = trip_counts[t];
	float uf = u * 40.5f;
	for (int i = 0; i < MAX_N; i++)
	  o1[i] = o2[i] = 7;
	f (n, uf, o1);
	f_ref (n, uf, o2);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o1[i] == o2[i], "n=%d uf=%g i=%d: %u, expected %u", n, uf, i,
		 o1[i], o2[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "cond-expr-in-guarded-loop.c:4\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
