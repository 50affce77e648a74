/* sqrtf and sqrt under -fmath-errno (GCC's default): the target's vector
   square root for all lanes, and the library call, which sets errno, only
   for active lanes whose argument is negative.  A negative argument in a
   lane the branch masks off must leave errno alone.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-note" } */

#include <errno.h>
#include <math.h>
#include "check.h"

static float a[MAX_N], o[MAX_N], e[MAX_N];
static double d[MAX_N], od[MAX_N], ed[MAX_N];

#define BODY_F(O, i)							\
  do {									\
    float x = a[i];							\
    if (x > -0.5f)							\
      x = sqrtf (x) * 2.0f;						\
    else								\
      x = 1.0f;								\
    O[i] = x;								\
  } while (0)

#define BODY_D(O, i)							\
  do {									\
    double x = d[i];							\
    O[i] = x > 0.0 ? sqrt (x) + 1.0 : -x;				\
  } while (0)

NOIPA void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_F (o, i);
}

NOIPA void
g (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_D (od, i);
}

static int
same (float x, float y)
{
  return x == y || (isnan (x) && isnan (y));
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int neg = 0; neg < 2; neg++)
      {
	int n = trip_counts[t];
	/* With NEG, some lanes take the square root of a negative number
	   (-0.25); without, negative numbers are only in masked-off
	   lanes (-1).  */
	for (int i = 0; i < MAX_N; i++)
	  {
	    int r = check_rand () % 8;
	    a[i] = r == 0 ? (neg ? -0.25f : -1.0f) : r * 0.5f;
	    d[i] = r == 1 ? -2.0 : r * 0.25;
	  }
	errno = 0;
	f (n);
	int got = errno;
	errno = 0;
	for (int i = 0; i < n; i++)
	  BODY_F (e, i);
	int want = errno;
	CHECK (got == want, "f n %d neg %d errno %d, expected %d", n, neg,
	       got, want);
	for (int i = 0; i < n; i++)
	  CHECK (same (o[i], e[i]), "f n %d o[%d]", n, i);
	errno = 0;
	g (n);
	CHECK (errno == 0, "g n %d errno %d", n, errno);
	for (int i = 0; i < n; i++)
	  BODY_D (ed, i);
	for (int i = 0; i < n; i++)
	  CHECK (od[i] == ed[i], "g n %d od[%d]", n, i);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "sqrt-errno.c:36:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "sqrt-errno.c:36:\[0-9\]+: note: lockstep: call to 'sqrtf' as the target's vector square root; lanes with a negative argument also call it, for errno" } } */
/* { dg-final { scan-lockstep-note "sqrt-errno.c:44:\[0-9\]+: note: lockstep: call to 'sqrt' as the target's vector square root" } } */
