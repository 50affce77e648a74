/* Values of integer types narrower than their mode: bit-fields stored
   from per-lane values (conversions to a signed 3-bit and an unsigned
   5-bit type, truncated in the vector lanes with sign or zero extension)
   and the 5-bit type GCC makes of a shift count C & 31 at -O3.  The
   values are computed in vectors, the bit-field accesses lane by lane.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

struct packed
{
  int a : 3;
  unsigned b : 5;
  int c : 7;
};

static struct packed s[MAX_N], t[MAX_N];
static int x[MAX_N], y[MAX_N];
static unsigned o[MAX_N], e[MAX_N];

#define BODY(S, O, i)							\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      {									\
	S[i].a = v + 1;							\
	S[i].c = v * 5 - 3;						\
      }									\
    else								\
      S[i].b = v * 3;							\
    O[i] = ((unsigned) S[i].a + S[i].b + S[i].c) << (y[i] & 31);	\
  } while (0)

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (s, o, i);
}

int
main (void)
{
  for (unsigned k = 0; k < N_TRIP_COUNTS; k++)
    {
      int n = trip_counts[k];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  y[i] = check_rand () % 100;
	  s[i].a = t[i].a = i % 4 - 2;
	  s[i].b = t[i].b = i % 32;
	  s[i].c = t[i].c = i % 64 - 32;
	  o[i] = e[i] = i;
	}
      f (n);
      for (int i = 0; i < n; i++)
	BODY (t, e, i);
      for (int i = 0; i < MAX_N; i++)
	{
	  CHECK (o[i] == e[i], "n %d o[%d] %u, expected %u", n, i, o[i],
		 e[i]);
	  CHECK (s[i].a == t[i].a && s[i].b == t[i].b && s[i].c == t[i].c,
		 "n %d s[%d] %d %u %d, expected %d %u %d", n, i, s[i].a,
		 s[i].b, s[i].c, t[i].a, t[i].b, t[i].c);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "narrow-types.c:40:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
