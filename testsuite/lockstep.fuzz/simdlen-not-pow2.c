/* simdlen is a preference: a value that is not a power of two gives the
   largest power of two not above it (an internal compiler error before:
   vectors of 5 lanes have no mode), and one above the largest vector
   factor gives that.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static float a[MAX_N], o[MAX_N], e[MAX_N];

#define BODY(i) (a[i] > 0.5f ? a[i] * 2.0f : -a[i])

#define LOOP(NAME, LEN)							\
  NOIPA void								\
  NAME (int n)								\
  {									\
    _Pragma (LEN)							\
    for (int i = 0; i < n; i++)						\
      o[i] = BODY (i);							\
  }

LOOP (f3, "omp simd simdlen(3)")
LOOP (f5, "omp simd simdlen(5)")
LOOP (f6, "omp simd simdlen(6)")
LOOP (f12, "omp simd simdlen(12) safelen(13)")
LOOP (f13, "omp simd simdlen(13)")
LOOP (f24, "omp simd simdlen(24)")
LOOP (f100, "omp simd simdlen(100)")
LOOP (fs6, "omp simd safelen(6)")

typedef void (*fn) (int);
static const fn fns[] = { f3, f5, f6, f12, f13, f24, f100, fs6 };

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    a[i] = (check_rand () % 1000) / 1000.0f;
  for (unsigned k = 0; k < sizeof fns / sizeof fns[0]; k++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  o[i] = e[i] = i;
	fns[k] (n);
	for (int i = 0; i < n; i++)
	  e[i] = BODY (i);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o[i] == e[i], "loop %u n %d o[%d]", k, n, i);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:23:\[0-9\]+: optimized: loop vectorized by lockstep: VF 2," } } */
/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:24:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4," } } */
/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:25:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4," } } */
/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:26:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8," } } */
/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:27:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8," } } */
/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:28:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16," } } */
/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:29:\[0-9\]+: optimized: loop vectorized by lockstep: VF 64," } } */
/* { dg-final { scan-lockstep-note "simdlen-not-pow2.c:30:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4," } } */
