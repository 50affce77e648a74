/* Lane-private arrays: declared in the loop body, and privatized by a
   private clause.  */
/* Each is written and read with uniform indices (a loop over all
   elements) and with indices that differ per lane, under divergent
   branches and in divergent inner loops: a per-lane insertion sort of
   eight values, and a per-lane histogram.  Data are small integers, so
   float results are exact.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

/* A float array declared in the body.  */
#define BODY_F								\
  do {									\
    float tmp[16];							\
    for (int k = 0; k < 16; k++)					\
      tmp[k] = a[i] * (float) k;					\
    int j = idx[i] & 15;						\
    if (a[i] > 0.0f)							\
      {									\
	tmp[j] = b[i];							\
	r[i] = tmp[(idx[i] >> 4) & 15] + tmp[3];			\
      }									\
    else								\
      {									\
	for (int k = 0; k < (idx[i] & 7); k++)				\
	  tmp[k * 2] += 1.0f;						\
	if (b[i] < -10.0f)						\
	  tmp[15 - j] = b[i] * 2.0f;					\
	r[i] = tmp[j] - tmp[(idx[i] >> 8) & 15];			\
      }									\
  } while (0)

NOIPA void
body_f (int n, const float *restrict a, const float *restrict b,
	const int *restrict idx, float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_F;
}

NOIPA void
body_f_ref (int n, const float *restrict a, const float *restrict b,
	    const int *restrict idx, float *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY_F;
}

/* The same with the array privatized by a clause.  */
#define BODY_PF								\
  do {									\
    for (int k = 0; k < 16; k++)					\
      tmp[k] = a[i] * (float) k;					\
    int j = idx[i] & 15;						\
    if (a[i] > 0.0f)							\
      {									\
	tmp[j] = b[i];							\
	r[i] = tmp[(idx[i] >> 4) & 15] + tmp[3];			\
      }									\
    else								\
      {									\
	for (int k = 0; k < (idx[i] & 7); k++)				\
	  tmp[k * 2] += 1.0f;						\
	if (b[i] < -10.0f)						\
	  tmp[15 - j] = b[i] * 2.0f;					\
	r[i] = tmp[j] - tmp[(idx[i] >> 8) & 15];			\
      }									\
  } while (0)

NOIPA void
priv_f (int n, const float *restrict a, const float *restrict b,
	const int *restrict idx, float *restrict r)
{
  float tmp[16];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    BODY_PF;
}

NOIPA void
priv_f_ref (int n, const float *restrict a, const float *restrict b,
	    const int *restrict idx, float *restrict r)
{
  float tmp[16];
  for (int i = 0; i < n; i++)
    BODY_PF;
}

/* A per-lane insertion sort of eight values (the data decide how far
   each element moves), under a divergent branch; the median and the
   position of the first element are the results.  */
#define BODY_SORT							\
  do {									\
    int v[8];								\
    for (int k = 0; k < 8; k++)						\
      v[k] = x[i * 8 + k];						\
    if (v[0] > 0)							\
      {									\
	for (int k = 1; k < 8; k++)					\
	  {								\
	    int e = v[k], m = k;					\
	    while (m > 0 && v[m - 1] > e)				\
	      {								\
		v[m] = v[m - 1];					\
		m--;							\
	      }								\
	    v[m] = e;							\
	  }								\
	r[i] = v[3] * 1000 + v[7];					\
      }									\
    else								\
      r[i] = v[x[i * 8 + 1] & 7];					\
  } while (0)

NOIPA void
sort8 (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_SORT;
}

NOIPA void
sort8_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY_SORT;
}

/* A per-lane histogram in a private int array: increments at indices
   that differ per lane, in a divergent inner loop.  */
#define BODY_HIST							\
  do {									\
    for (int k = 0; k < 8; k++)						\
      h[k] = 0;								\
    int v = x[i] & 0xffff;						\
    while (v != 0)							\
      {									\
	h[v & 7]++;							\
	v >>= 3;							\
      }									\
    if (h[0] > h[1])							\
      r[i] = h[2] * 100 + h[x[i] & 7];					\
    else								\
      r[i] = -h[(x[i] >> 3) & 7];					\
  } while (0)

NOIPA void
hist (int n, const int *restrict x, int *restrict r)
{
  int h[8];
#pragma omp simd private(h)
  for (int i = 0; i < n; i++)
    BODY_HIST;
}

NOIPA void
hist_ref (int n, const int *restrict x, int *restrict r)
{
  int h[8];
  for (int i = 0; i < n; i++)
    BODY_HIST;
}

int
main (void)
{
  static float a[MAX_N], b[MAX_N], rf[MAX_N], rfr[MAX_N];
  static int idx[MAX_N], x[8 * MAX_N], r[MAX_N], rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  a[i] = (float) (check_rand () % 41 - 20);
	  b[i] = (float) (check_rand () % 101 - 50);
	  idx[i] = check_rand ();
	}
      for (int i = 0; i < 8 * MAX_N; i++)
	x[i] = check_rand () % 50 - 10;

#define RUNF(F)								\
      do {								\
	for (int i = 0; i < MAX_N; i++)					\
	  rf[i] = rfr[i] = -1000.0f;					\
	F (n, a, b, idx, rf);						\
	F##_ref (n, a, b, idx, rfr);					\
	for (int i = 0; i < MAX_N; i++)					\
	  CHECK (rf[i] == rfr[i], #F " n=%d: r[%d] = %g, expected %g", n, \
		 i, rf[i], rfr[i]);					\
      } while (0)
#define RUNI(F, X)							\
      do {								\
	for (int i = 0; i < MAX_N; i++)					\
	  r[i] = rr[i] = -1000;						\
	F (n, X, r);							\
	F##_ref (n, X, rr);						\
	for (int i = 0; i < MAX_N; i++)					\
	  CHECK (r[i] == rr[i], #F " n=%d: r[%d] = %d, expected %d", n,	\
		 i, r[i], rr[i]);					\
      } while (0)

      RUNF (body_f);
      RUNF (priv_f);
      RUNI (sort8, x);
      RUNI (hist, idx);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "private-array.c:41:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "private-array.c:80:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "private-array.c:123:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "private-array.c:157:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized, 1 divergent loop," } } */
