/* Mixed element sizes in one loop.  */
/* char, short, int, long long, float and double loads, conversions between
   them in both directions, stores of every size.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

struct arrays
{
  signed char c[MAX_N];
  unsigned char uc[MAX_N];
  short s[MAX_N];
  int in[MAX_N];
  long long ll[MAX_N];
  float f[MAX_N];
  double d[MAX_N];
  /* Results.  */
  signed char rc[MAX_N];
  unsigned short rus[MAX_N];
  int ri[MAX_N];
  long long rll[MAX_N];
  float rf[MAX_N];
  double rd[MAX_N];
};

#define BODY								\
  do {									\
    int ci = x->c[i] * x->s[i] + x->uc[i];				\
    long long w = (long long) x->in[i] * x->ll[i] + i;			\
    double dd = x->d[i] * x->f[i] + x->c[i];				\
    float ff = (float) x->ll[i] + x->f[i] * x->uc[i];			\
    x->rc[i] = (signed char) (ci + w);					\
    x->rus[i] = (unsigned short) (x->s[i] * 3 - x->uc[i]);		\
    x->ri[i] = (int) dd + ci;						\
    x->rll[i] = w + (long long) ff;					\
    x->rf[i] = ff + (float) dd;						\
    x->rd[i] = dd * x->in[i] + (double) ci;				\
  } while (0)

NOIPA void
mixed (int n, struct arrays *restrict x)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
mixed_ref (int n, struct arrays *restrict x)
{
  for (int i = 0; i < n; i++)
    BODY;
}

/* A char loop counter against int data and a double accumulator per
   element: the widest and the narrowest type meet in one statement.  */
NOIPA void
narrow_wide (int n, unsigned char *restrict c, double *restrict d,
	     short *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      d[i] = d[i] * 0.5 + c[i];
      c[i] = (unsigned char) (c[i] + s[i]);
      s[i] = (short) (s[i] - (short) d[i]);
    }
}

NOIPA void
narrow_wide_ref (int n, unsigned char *restrict c, double *restrict d,
		 short *restrict s)
{
  for (int i = 0; i < n; i++)
    {
      d[i] = d[i] * 0.5 + c[i];
      c[i] = (unsigned char) (c[i] + s[i]);
      s[i] = (short) (s[i] - (short) d[i]);
    }
}

static struct arrays a, ar;

int
main (void)
{
  static unsigned char c[MAX_N], cr[MAX_N];
  static double d[MAX_N], dr[MAX_N];
  static short s[MAX_N], sr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  a.c[i] = (signed char) check_rand ();
	  a.uc[i] = (unsigned char) check_rand ();
	  a.s[i] = (short) check_rand ();
	  a.in[i] = check_rand () - 0x400000;
	  a.ll[i] = (long long) check_rand () * 1000;
	  a.f[i] = (float) (check_rand () % 1000) / 4;
	  a.d[i] = (double) (check_rand () % 100000) / 32;
	  a.rc[i] = (signed char) check_rand ();
	  a.rus[i] = (unsigned short) check_rand ();
	  a.ri[i] = check_rand ();
	  a.rll[i] = check_rand ();
	  a.rf[i] = check_rand ();
	  a.rd[i] = check_rand ();
	  c[i] = cr[i] = (unsigned char) check_rand ();
	  d[i] = dr[i] = check_rand () % 1000;
	  s[i] = sr[i] = (short) check_rand ();
	}
      ar = a;
      mixed (n, &a);
      mixed_ref (n, &ar);
      CHECK (memcmp (&a, &ar, sizeof a) == 0, "mixed n=%d", n);
      narrow_wide (n, c, d, s);
      narrow_wide_ref (n, cr, dr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (c[i] == cr[i] && d[i] == dr[i] && s[i] == sr[i],
	       "narrow_wide n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "mixed-sizes.c:46:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "mixed-sizes.c:65:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-tree-dump "vector\\(\[24\]\\) double" "lockstep" } } */
/* { dg-final { scan-tree-dump "vector\\(\[24\]\\) unsigned char" "lockstep" } } */
