/* Masked stores under complementary masks (storepaths.cc, store_pairs):
   tuned for a processor that microcodes masked stores, the two sides of a
   branch that each store to their own array store the blend of their
   values lane by lane, each lane at the address of its side, with a
   whole-vector store when the lanes agree; two sides that store to one
   place store the blend as one vector on every target, and under the
   mask of an enclosing branch or divergent loop where the two sides are
   within one (a masked store of the blend).  The conditions
   hold for runs of iterations, for none, for all, and at random, so that
   each path runs, over trip counts that leave a remainder and arrays that
   start at odd offsets.  lockstep.divergent/store-pairs-znver3.c and
   store-pairs-haswell.c scan the plans.  */
/* { dg-do run } */
/* { dg-options "-mtune=znver3 -fopt-info-vec" } */

#include "check.h"

/* Each side stores to its own array; the else side loads between the
   stores.  */
#define SIDES								\
  if (c[i] < 0.0f)							\
    b[i] = a[i] + d[i] * d[i];						\
  else									\
    a[i] = c[i] + d[i] * e[i];

/* Both sides store to A[i], the then side to B[i] as well.  */
#define ONE_PLACE							\
  if (c[i] < 0.0f)							\
    {									\
      a[i] = d[i] * 2.0f;						\
      b[i] = e[i];							\
    }									\
  else									\
    {									\
      float t = c[i] * e[i];						\
      a[i] = t - d[i];							\
    }

/* Doubles: four lanes per vector with AVX2.  */
#define SIDES_DOUBLE							\
  if (c[i] < 0.0f)							\
    w[i] = (double) d[i] * 3.0;						\
  else									\
    x[i] = (double) e[i] - 1.0;

/* Integers, two pairs: P and Q, then Q and P.  */
#define SIDES_INT							\
  if (c[i] < 0.0f)							\
    {									\
      p[i] = (int) d[i];						\
      q[i] = 7;								\
    }									\
  else									\
    {									\
      q[i] = (int) e[i] + 1;						\
      p[i] = -3;							\
    }

/* Both sides of a branch under another branch store to A[i], the inner
   then side to B[i] as well: the pair's masks are complements within the
   outer branch's mask.  */
#define NESTED								\
  if (d[i] > 1.0f)							\
    {									\
      if (c[i] < 0.0f)							\
	{								\
	  a[i] = d[i] * 2.0f;						\
	  b[i] = e[i];							\
	}								\
      else								\
	a[i] = c[i] - e[i];						\
    }

/* The sides of a branch in a loop whose trip count differs per lane
   update A[i], loading it first.  */
#define IN_LOOP								\
  for (int k = (int) d[i]; k > 0; k--)					\
    {									\
      if (c[i] < (float) k)						\
	a[i] = a[i] + e[i];						\
      else								\
	a[i] = a[i] * 0.5f;						\
    }

#define ARGS								\
  int n, float *restrict a, float *restrict b, const float *restrict c, \
  const float *restrict d, const float *restrict e,			\
  double *restrict w, double *restrict x, int *restrict p, int *restrict q

/* NAME, the annotated loop of BODY, and NAME_ref, the same loop not
   annotated.  */
#define KERNELS(NAME, BODY)						\
  NOIPA void								\
  NAME (ARGS)								\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      BODY								\
  }									\
  NOIPA void								\
  NAME##_ref (ARGS)							\
  {									\
    for (int i = 0; i < n; i++)						\
      BODY								\
  }

KERNELS (sides, SIDES)
KERNELS (one_place, ONE_PLACE)
KERNELS (sides_double, SIDES_DOUBLE)
KERNELS (sides_int, SIDES_INT)
KERNELS (nested, NESTED)
KERNELS (in_loop, IN_LOOP)

typedef void (*kernel) (ARGS);

/* Element K of C under data pattern PAT: runs of negative and positive
   values, all positive, all negative, random.  */

static float
pattern (int pat, int k)
{
  int r = check_rand () % 100;
  switch (pat)
    {
    case 0:
      return (k / 37) % 2 ? (float) (r + 1) : (float) -(r + 1);
    case 1:
      return (float) (r + 1);
    case 2:
      return (float) -(r + 1);
    default:
      return (float) (r - 50);
    }
}

#define LEN (MAX_N + 8)

static void
run (kernel f, kernel ref)
{
  static float a[LEN], b[LEN], c[LEN], d[LEN], e[LEN], ar[LEN], br[LEN];
  static double w[LEN], x[LEN], wr[LEN], xr[LEN];
  static int p[LEN], q[LEN], pr[LEN], qr[LEN];
  for (int pat = 0; pat < 4; pat++)
    for (int off = 0; off < 3; off++)
      for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
	{
	  int n = trip_counts[t];
	  for (int k = 0; k < LEN; k++)
	    {
	      a[k] = ar[k] = (float) (check_rand () % 100) - 50.0f;
	      b[k] = br[k] = (float) (check_rand () % 64) / 8.0f;
	      c[k] = pattern (pat, k);
	      d[k] = (float) (check_rand () % 16) / 4.0f;
	      e[k] = (float) (check_rand () % 32) - 16.0f;
	      w[k] = wr[k] = (double) k;
	      x[k] = xr[k] = (double) -k;
	      p[k] = pr[k] = k;
	      q[k] = qr[k] = -k;
	    }
	  f (n, a + off, b + off, c + off, d + off, e + off, w + off,
	     x + off, p + off, q + off);
	  ref (n, ar + off, br + off, c + off, d + off, e + off, wr + off,
	       xr + off, pr + off, qr + off);
	  for (int k = 0; k < LEN; k++)
	    if (a[k] != ar[k] || b[k] != br[k] || w[k] != wr[k]
		|| x[k] != xr[k] || p[k] != pr[k] || q[k] != qr[k])
	      abort ();
	}
}

int
main (void)
{
  run (sides, sides_ref);
  run (one_place, one_place_ref);
  run (sides_double, sides_double_ref);
  run (sides_int, sides_int_ref);
  run (nested, nested_ref);
  run (in_loop, in_loop_ref);
  return 0;
}

/* { dg-final { scan-lockstep-note "store-pairs.c:107:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "store-pairs.c:108:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "store-pairs.c:109:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "store-pairs.c:110:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "store-pairs.c:111:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "store-pairs.c:112:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
