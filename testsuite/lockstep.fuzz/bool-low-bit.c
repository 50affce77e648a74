/* A conversion to _Bool in GIMPLE keeps the lowest bit: GCC folds
   (U ? A : B) & 1 into U ? (_Bool) A : (_Bool) B.  Widened as "nonzero is
   true", the test below took every even nonzero V2 for odd (fuzzer seed
   61561).  Run inside a uniform loop, under a uniform condition that
   chooses a uniform or a varying operand.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static signed char c[MAX_N];
static signed char limit;
static unsigned o[MAX_N], e[MAX_N];

#define BODY								\
  do {									\
    unsigned v0 = i;							\
    signed char v2 = c[i];						\
    long long v3 = mu;							\
    for (int k = 0; k < 17; k++)					\
      {									\
	v3 >>= 1;							\
	if ((unsigned long long) ((signed char) m <= limit		\
				  ? (unsigned long long) v3		\
				  : (unsigned long long) v2) & 1ULL)	\
	  ;								\
	else								\
	  v0 += 1;							\
      }									\
    out[i] = v0 ^ v3;							\
  } while (0)

NOIPA void
f (unsigned *out, int n, int m, unsigned mu)
{
#pragma omp simd
  for (int i = n - 1; i >= 0; i--)
    BODY;
}

NOIPA void
f_ref (unsigned *out, int n, int m, unsigned mu)
{
  for (int i = n - 1; i >= 0; i--)
    BODY;
}

/* Booleans added and multiplied: 1 + 1 is 0 in a 1-bit _Bool.  */
NOIPA void
g (_Bool *out, const _Bool *a, const _Bool *b, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    out[i] = (_Bool) (a[i] + b[i]) ^ (a[i] & (b[i] | a[i]));
}

NOIPA void
g_ref (_Bool *out, const _Bool *a, const _Bool *b, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (_Bool) (a[i] + b[i]) ^ (a[i] & (b[i] | a[i]));
}

static _Bool ba[MAX_N], bb[MAX_N], bo[MAX_N], be[MAX_N];

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      c[i] = (signed char) (i * 37 + 5);
      ba[i] = check_rand () & 1;
      bb[i] = check_rand () & 1;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int l = -100; l <= 100; l += 200)
      {
	int n = trip_counts[t];
	limit = l;
	for (int i = 0; i < MAX_N; i++)
	  o[i] = e[i] = 7 * i;
	f (o, n, 7, 7u);
	f_ref (e, n, 7, 7u);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o[i] == e[i], "limit %d n %d o[%d] %u, expected %u", l, n, i,
		 o[i], e[i]);
	for (int i = 0; i < MAX_N; i++)
	  bo[i] = be[i] = i & 1;
	g (bo, ba, bb, n);
	g_ref (be, ba, bb, n);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (bo[i] == be[i], "n %d bo[%d] %d, expected %d", n, i, bo[i],
		 be[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "bool-low-bit.c:38:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
