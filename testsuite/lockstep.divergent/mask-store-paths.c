/* Masked stores with a whole-vector path and a path that stores nothing
   (AVX2, storepaths.cc): each group of masked stores under one mask stores
   whole vectors where every lane of the chunk is active and skips the
   stores where none is.  The conditions here hold for runs of iterations,
   for none, for all, and at random, so that each path runs, over trip
   counts that leave a remainder and arrays that start at odd offsets.
   Stores under the complementary mask, stores a load separates, stores of
   narrow types (which AVX2 cannot mask) and stores in a divergent inner
   loop must all give the scalar loop's results.  Tuned for processors in
   general: tuned for Intel's, whose masked stores cost about what a plain
   store does, the stores get no whole-vector path.  */
/* { dg-do run } */
/* { dg-options "-mtune=generic -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

/* One store under a mask.  */
#define ONE								\
  if (b[i] > 0.0f)							\
    a[i] = b[i] * c[i];

/* Two stores under one mask, with arithmetic between them; two under its
   complement.  */
#define TWO								\
  if (b[i] > 0.0f)							\
    {									\
      a[i] = a[i] + b[i];						\
      c[i] = c[i] * 2.0f - b[i];					\
    }									\
  else									\
    {									\
      c[i] = b[i];							\
      a[i] = a[i] - 1.0f;						\
    }

/* A load separates the stores.  */
#define SPLIT								\
  if (b[i] > 0.0f)							\
    {									\
      a[i] = b[i];							\
      c[i] = (float) s[i] + 1.0f;					\
    }

/* Stores of chars and doubles under one condition.  */
#define MIXED								\
  if (b[i] > 0.0f)							\
    {									\
      s[i] = (signed char) (b[i] * 0.5f);				\
      w[i] = (double) b[i] * c[i];					\
      a[i] = c[i];							\
    }

/* A store in a divergent inner loop, under the loop's mask.  */
#define INNER								\
  {									\
    int k = (int) b[i] & 7;						\
    if (k < 0)								\
      k = 0;								\
    for (int j = 0; j < k; j++)						\
      a[i] = a[i] * 0.5f + c[i];					\
  }

/* NAME, the annotated loop of BODY, and NAME_ref, the same loop not
   annotated.  */
#define KERNELS(NAME, BODY)						\
  NOIPA void								\
  NAME (int n, float *restrict a, const float *restrict b,		\
	float *restrict c, signed char *restrict s,			\
	double *restrict w)						\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      BODY								\
  }									\
  NOIPA void								\
  NAME##_ref (int n, float *restrict a, const float *restrict b,	\
	      float *restrict c, signed char *restrict s,		\
	      double *restrict w)					\
  {									\
    for (int i = 0; i < n; i++)						\
      BODY								\
  }

KERNELS (one, ONE)
KERNELS (two, TWO)
KERNELS (split, SPLIT)
KERNELS (mixed, MIXED)
KERNELS (inner, INNER)

typedef void (*kernel) (int, float *restrict, const float *restrict,
			float *restrict, signed char *restrict,
			double *restrict);

/* Element K of B under data pattern P: runs of positive and negative
   values, all positive, all negative, random.  */

static float
pattern (int p, int k)
{
  int r = check_rand () % 100;
  switch (p)
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

static void
run (kernel f, kernel ref)
{
  static float a[MAX_N + 8], b[MAX_N + 8], c[MAX_N + 8];
  static float ar[MAX_N + 8], cr[MAX_N + 8];
  static signed char s[MAX_N + 8], sr[MAX_N + 8];
  static double w[MAX_N + 8], wr[MAX_N + 8];
  for (int p = 0; p < 4; p++)
    for (int off = 0; off < 3; off++)
      for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
	{
	  int n = trip_counts[t];
	  for (int k = 0; k < MAX_N + 8; k++)
	    {
	      a[k] = ar[k] = (float) (check_rand () % 100) - 50.0f;
	      b[k] = pattern (p, k);
	      c[k] = cr[k] = (float) (check_rand () % 16) / 4.0f;
	      s[k] = sr[k] = (signed char) k;
	      w[k] = wr[k] = (double) k;
	    }
	  f (n, a + off, b + off, c + off, s + off, w + off);
	  ref (n, ar + off, b + off, cr + off, sr + off, wr + off);
	  for (int k = 0; k < MAX_N + 8; k++)
	    if (a[k] != ar[k] || c[k] != cr[k] || s[k] != sr[k]
		|| w[k] != wr[k])
	      abort ();
	}
}

int
main (void)
{
  run (one, one_ref);
  run (two, two_ref);
  run (split, split_ref);
  run (mixed, mixed_ref);
  run (inner, inner_ref);
  return 0;
}

/* { dg-final { scan-lockstep-note "mask-store-paths.c:84:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "mask-store-paths.c:85:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "mask-store-paths.c:86:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "mask-store-paths.c:87:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "mask-store-paths.c:88:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
