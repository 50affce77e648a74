/* At -O3 GCC unswitches an omp simd loop on a loop-invariant condition
   before lockstep runs; the copies share the loop's omp simd arrays (of a
   reduction and of a private array) and keep its .GOMP_SIMD_* calls, but
   only one keeps the simduid.  Both paths must compute what the scalar
   loop does (seed1294.c is the fuzzer's program that crashed).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static unsigned short us[MAX_N];
static int perm[MAX_N];
static long long o[MAX_N], o2[MAX_N];

#define BODY								\
  do {									\
    unsigned short v0 = us[perm[i]] & (unsigned short) i;		\
    short pa[8];							\
    for (int q = 0; q < 8; q++)						\
      pa[q] = (short) v0 ^ (uf > -1e9f ? (short) uf : -7);		\
    signed char v1 = pa[(v0 >> 3) & 7] / ((v0 & 127) | 1);		\
    if (v0 < 300)							\
      r |= (unsigned long long) v1;					\
    if (m > 0)								\
      out[i + 14] = v0 ^ v1;						\
    else								\
      out[i + 13] = v0 - pa[m & 7];					\
  } while (0)

NOIPA unsigned long long
f (int n, int m, float uf, long long *restrict out)
{
  unsigned long long r = 0x8000000000000000ULL;
#pragma omp simd reduction(|:r) safelen(16)
  for (int i = 0; i < n; i += 2)
    BODY;
  return r;
}

NOIPA unsigned long long
f_ref (int n, int m, float uf, long long *restrict out)
{
  unsigned long long r = 0x8000000000000000ULL;
  for (int i = 0; i < n; i += 2)
    BODY;
  return r;
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      us[i] = check_rand ();
      perm[i] = (i * 37) % MAX_N;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int u = 0; u < 2; u++)
      {
	int n = trip_counts[t] < MAX_N - 16 ? trip_counts[t] : MAX_N - 16;
	float uf = u ? 1.5f : -2e9f;
	for (int i = 0; i < MAX_N; i++)
	  o[i] = o2[i] = i;
	unsigned long long r1 = f (n, 2 * u - 1, uf, o);
	unsigned long long r2 = f_ref (n, 2 * u - 1, uf, o2);
	CHECK (r1 == r2, "n=%d u=%d: %llx, expected %llx", n, u, r1, r2);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o[i] == o2[i], "n=%d u=%d i=%d", n, u, i);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "unswitched-copy.c:(3\[0-9\]|4\[0-9\]):\[0-9\]+: optimized: loop vectorized by lockstep" } } */
