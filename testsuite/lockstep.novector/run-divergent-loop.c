/* A divergent inner loop per lane on generic vectors that GCC splits
   into scalars.  A vector of two 32-bit lanes has an integer mode (DImode)
   there, and the any-lane test took it for an AVX-512 bitmask of one bit
   per lane: only lane 0 was right (2 0 4 0 6 0 8 0 instead of
   2 3 4 5 6 7 8 9).  No floating-point value crosses a call, so that the
   test builds with -mno-sse.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "../lockstep.uniform/check.h"

static float x[MAX_N];
static int k[MAX_N], e[MAX_N];
static int v[MAX_N];

#define BODY_F(i)							\
  do {									\
    float t = x[i];							\
    int c = 0;								\
    while (t > 1.0f)							\
      {									\
	t *= 0.5f;							\
	c++;								\
      }									\
    OUT[i] = c + i;							\
  } while (0)

#define BODY_I(i)							\
  do {									\
    int t = v[i];							\
    int c = 0;								\
    while (t > 1)							\
      {									\
	t >>= 1;							\
	if (t & 4)							\
	  c += 2;							\
	else								\
	  c++;								\
      }									\
    OUT[i] = c * 3 - i;							\
  } while (0)

#define OUT k
NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_F (i);
}

NOIPA void
g (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_I (i);
}
#undef OUT

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      x[i] = (float) (1 << (i % 8)) * 1.5f;
      v[i] = check_rand () % 100000;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	k[i] = e[i] = -1;
      f (n);
#define OUT e
      for (int i = 0; i < n; i++)
	BODY_F (i);
      for (int i = 0; i < MAX_N; i++)
	CHECK (k[i] == e[i], "f n %d k[%d] = %d, expected %d", n, i, k[i],
	       e[i]);
      g (n);
      for (int i = 0; i < n; i++)
	BODY_I (i);
#undef OUT
      for (int i = 0; i < MAX_N; i++)
	CHECK (k[i] == e[i], "g n %d k[%d] = %d, expected %d", n, i, k[i],
	       e[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "run-divergent-loop.c:49:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branches linearized, 1 divergent loop" } } */
/* { dg-final { scan-lockstep-note "run-divergent-loop.c:57:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branches linearized, 1 divergent loop" } } */
