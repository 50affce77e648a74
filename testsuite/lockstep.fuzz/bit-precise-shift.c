/* At -O3 GCC turns the shift count C & 31 into a conversion to a 5-bit
   unsigned type; lockstep widened it as an 8-bit value without truncating
   it to 5 bits, and vector shifts by 32 or more gave 0 (wrong code:
   fuzzer seed 70370).  Values of integer types narrower than their mode
   are truncated to their precision after every operation now.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static unsigned o[MAX_N], e[MAX_N];
static int a[MAX_N], g[MAX_N];
static double d[MAX_N];

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : -7;
}

#define BODY(O)								\
  for (int j = 0; j < m; j++)						\
    O[i] = (unsigned) a[(i + j) % MAX_N] << (f2i (d[g[i]]) & 31)

NOIPA void
f (int n, int m)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (o);
}

NOIPA void
f_ref (int n, int m)
{
  for (int i = 0; i < n; i++)
    BODY (e);
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = i * 12345 + 7;
      d[i] = (i % 7) * 13.7 - 20 + (i % 11 == 0 ? 2e9 : 0);
      g[i] = (i * 5) % MAX_N;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int m = 0; m < 4; m += 3)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  o[i] = e[i] = i;
	f (n, m);
	f_ref (n, m);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o[i] == e[i], "n %d m %d o[%d] %u, expected %u", n, m, i,
		 o[i], e[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "bit-precise-shift.c:30:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
