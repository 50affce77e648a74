/* 32-bit x86: lanes wider than a register.  64-bit integers are pairs of
   registers there (SSE2 has no 64-bit multiply or compare), doubles live
   on the x87 stack without SSE, and pointers are 32 bits wide.  A per-lane
   loop over 64-bit values, a divergent branch on doubles, and a lane's
   index stored as a 64-bit value, each compared with the scalar loop.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-lockstep-cost=unlimited" } */

#include "../lockstep.uniform/check.h"

/* Steps of the 3x+1 sequence from each 64-bit start value.  */
#define COLLATZ(OUT, i)							\
  do {									\
    long long x = s[i];							\
    int c = 0;								\
    while (x > 1)							\
      {									\
	if (x & 1)							\
	  x = 3 * x + 1;						\
	else								\
	  x >>= 1;							\
	c++;								\
      }									\
    OUT[i] = c;								\
  } while (0)

/* A branch on doubles, both sides 64-bit stores.  */
#define SCALE(OUT, i)							\
  do {									\
    if (d[i] > 0.25)							\
      OUT[i] = d[i] * 3.0 - 1.0;					\
    else								\
      OUT[i] = -d[i] / 2.0;						\
  } while (0)

/* The index where the running 64-bit value overflows 32 bits.  */
#define INDEX(OUT, i)							\
  do {									\
    long long v = (long long) s[i] << (i & 31);				\
    OUT[i] = v > 0xffffffffLL ? (long long) i : -1LL;			\
  } while (0)

static long long s[MAX_N];
static double d[MAX_N];

#define DEFINE(NAME, T, BODY)						\
  NOIPA void								\
  NAME (int n, T *restrict o)						\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      BODY (o, i);							\
  }									\
  NOIPA void								\
  NAME##_ref (int n, T *restrict o)					\
  {									\
    for (int i = 0; i < n; i++)						\
      BODY (o, i);							\
  }

DEFINE (collatz, int, COLLATZ)
DEFINE (scale, double, SCALE)
DEFINE (index64, long long, INDEX)

int
main (void)
{
  static int c[MAX_N], cr[MAX_N];
  static double x[MAX_N], xr[MAX_N];
  static long long y[MAX_N], yr[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    {
      s[i] = 1 + (long long) check_rand () * (i % 5 == 0 ? 70001 : 1);
      d[i] = (check_rand () % 1000) / 1000.0;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      memset (c, 0x5a, sizeof c);
      memcpy (cr, c, sizeof c);
      collatz (n, c);
      collatz_ref (n, cr);
      CHECK (memcmp (c, cr, sizeof c) == 0, "collatz n=%d", n);
      memset (x, 0x5a, sizeof x);
      memcpy (xr, x, sizeof x);
      scale (n, x);
      scale_ref (n, xr);
      CHECK (memcmp (x, xr, sizeof x) == 0, "scale n=%d", n);
      memset (y, 0x5a, sizeof y);
      memcpy (yr, y, sizeof y);
      index64 (n, y);
      index64_ref (n, yr);
      CHECK (memcmp (y, yr, sizeof y) == 0, "index64 n=%d", n);
    }
  return 0;
}

/* Each loop is vectorized (the option sets force a vector factor), but
   for the doubles on the x87, where C's excess precision makes them long
   doubles, which no vector holds.  */
/* { dg-final { scan-lockstep-note "wide-lanes.c:61:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
/* { dg-final { scan-lockstep-note "wide-lanes.c:62:\[0-9\]+: (optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized|missed: lockstep: not vectorized: values of type 'long double' cannot be vectorized)" } } */
/* { dg-final { scan-lockstep-note "wide-lanes.c:63:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
