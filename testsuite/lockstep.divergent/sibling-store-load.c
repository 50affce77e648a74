/* Two paths of a divergent branch, each loading the element the other
   stores.  Linearized, one path runs after the other, and its load would
   follow the other's masked store to the same address and wait for it
   (on AVX2 the store cannot forward to the load).  The loads, which need
   no mask since every path accesses their element, are moved before the
   branch: the lanes that use a load's value are not those the other path
   stores.  A load that follows a store of its own path stays where it
   is.  The values are exact in float, whether or not a multiply-add is
   contracted.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define SWAP								\
  if (b[i] < 0.0f)							\
    c[i] = a[i] + d[i] * d[i];						\
  else									\
    a[i] = c[i] + d[i] * e[i];

#define NESTED								\
  if (b[i] < 0.0f)							\
    {									\
      if (d[i] > 0.5f)							\
	c[i] = a[i] * 2.0f;						\
      else								\
	c[i] = e[i];							\
    }									\
  else									\
    a[i] = c[i] - 1.0f;

/* The else path loads c[i] after a store of its own.  */
#define KEPT								\
  if (b[i] < 0.0f)							\
    c[i] = a[i] + 1.0f;							\
  else									\
    {									\
      a[i] = e[i];							\
      c[i] = a[i] * d[i] + c[i];					\
    }

/* NAME, the annotated loop of BODY, and NAME_ref, the same loop not
   annotated.  */
#define KERNELS(NAME, BODY)						\
  NOIPA void								\
  NAME (int n, float *restrict a, const float *restrict b,		\
	float *restrict c, const float *restrict d,			\
	const float *restrict e)					\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      BODY								\
  }									\
  NOIPA void								\
  NAME##_ref (int n, float *restrict a, const float *restrict b,	\
	      float *restrict c, const float *restrict d,		\
	      const float *restrict e)					\
  {									\
    for (int i = 0; i < n; i++)						\
      BODY								\
  }

KERNELS (swap, SWAP)
KERNELS (nested, NESTED)
KERNELS (kept, KEPT)

typedef void (*kernel) (int, float *restrict, const float *restrict,
			float *restrict, const float *restrict,
			const float *restrict);

static void
run (kernel f, kernel ref)
{
  static float a[MAX_N + 1], b[MAX_N], c[MAX_N], d[MAX_N], e[MAX_N];
  static float ar[MAX_N + 1], cr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int k = 0; k < MAX_N; k++)
	{
	  a[k] = ar[k] = (float) (check_rand () % 100) - 50.0f;
	  b[k] = (float) (check_rand () % 100) - 50.0f;
	  c[k] = cr[k] = (float) (check_rand () % 100) - 50.0f;
	  d[k] = (float) (check_rand () % 8) / 8.0f;
	  e[k] = (float) (check_rand () % 100);
	}
      a[MAX_N] = ar[MAX_N] = 7.0f;
      f (n, a, b, c, d, e);
      ref (n, ar, b, cr, d, e);
      for (int k = 0; k < MAX_N; k++)
	if (a[k] != ar[k] || c[k] != cr[k])
	  abort ();
    }
}

int
main (void)
{
  run (swap, swap_ref);
  run (nested, nested_ref);
  run (kept, kept_ref);
  return 0;
}

/* { dg-final { scan-lockstep-note "sibling-store-load.c:63:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "sibling-store-load.c:64:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "sibling-store-load.c:65:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* swap: a[i] and c[i]; nested: a[i], two levels up; kept: a[i], not
   c[i].  */
/* { dg-final { scan-tree-dump-times ";; plan: load moved from bb \[0-9\]+ to bb \[0-9\]+, before the stores of the paths it joins: " 4 "lockstep" } } */
