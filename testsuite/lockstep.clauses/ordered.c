/* ordered simd regions inside divergent bodies run in iteration order.  */
/* Each iteration enters at most one ordered region (one of two in the
   arms of a divergent branch, or none); the regions append to a shared log
   and the log must equal the scalar loop's exactly.  One region holds a
   loop of per-lane trip count and a branch, one carries a running sum in
   memory from iteration to iteration (a prefix sum of the active
   iterations), and one follows a divergent inner loop.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

#include "check.h"

static int log_buf[8 * MAX_N + 8], log_len;
static int ref_buf[8 * MAX_N + 8];

/* Two ordered regions in the two arms of a divergent branch.  */
#define BODY1								\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      {									\
	v = v * 3 + 1;							\
	_Pragma ("omp ordered simd")					\
	{								\
	  log_buf[log_len++] = i;					\
	  log_buf[log_len++] = v;					\
	}								\
      }									\
    else if (v < -50)							\
      {									\
	_Pragma ("omp ordered simd")					\
	log_buf[log_len++] = -i - 1;					\
	v = -v;								\
      }									\
    r[i] = v;								\
  } while (0)

NOIPA void
two_regions (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
two_regions_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

/* An ordered region holding a loop whose trip count differs per lane, and
   a branch, under a divergent branch.  */
#define BODY4								\
  do {									\
    int v = x[i];							\
    if (v > -40)							\
      {									\
	v = v * 3 + 1;							\
	_Pragma ("omp ordered simd")					\
	{								\
	  log_buf[log_len++] = i;					\
	  for (int k = 0; k < (v & 3); k++)				\
	    log_buf[log_len++] = v + k;					\
	  if (v & 8)							\
	    log_buf[log_len++] = -v;					\
	}								\
      }									\
    r[i] = v;								\
  } while (0)

NOIPA void
loop_in_region (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY4;
}

NOIPA void
loop_in_region_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY4;
}

/* A running sum in memory carried through the ordered region: r[i] is
   the sum of the selected x[j] for j <= i.  */
static int acc;

#define BODY2								\
  do {									\
    int v = x[i] * 2;							\
    if (v & 4)								\
      {									\
	_Pragma ("omp ordered simd")					\
	{								\
	  acc += v;							\
	  r[i] = acc;							\
	  log_buf[log_len++] = acc;					\
	}								\
      }									\
    else								\
      r[i] = -v;							\
  } while (0)

NOIPA void
prefix (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
prefix_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

/* The ordered region after a divergent inner loop, under a condition on
   the loop's result.  */
#define BODY3								\
  do {									\
    int v = x[i] + 100;							\
    int k = 0;								\
    while (v > 9)							\
      {									\
	v = v / 3 + (v & 1);						\
	k++;								\
      }									\
    if (k != 3)								\
      {									\
	_Pragma ("omp ordered simd")					\
	{								\
	  log_buf[log_len++] = i;					\
	  log_buf[log_len++] = k * 100 + v;				\
	}								\
      }									\
    r[i] = k;								\
  } while (0)

NOIPA void
after_loop (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY3;
}

NOIPA void
after_loop_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY3;
}

static void
compare (const char *what, int n, int len, int len_ref, const int *r,
	 const int *rr)
{
  CHECK (len == len_ref, "%s n=%d: log of %d entries, expected %d", what, n,
	 len, len_ref);
  for (int k = 0; k < len; k++)
    CHECK (log_buf[k] == ref_buf[k], "%s n=%d: log[%d] = %d, expected %d",
	   what, n, k, log_buf[k], ref_buf[k]);
  for (int i = 0; i < MAX_N; i++)
    CHECK (r[i] == rr[i], "%s n=%d: r[%d] = %d, expected %d", what, n, i,
	   r[i], rr[i]);
}

int
main (void)
{
  static int x[MAX_N], r[MAX_N], rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	x[i] = check_rand () % 201 - 100;

#define RUN(F, ...)							\
      do {								\
	for (int i = 0; i < MAX_N; i++)					\
	  r[i] = rr[i] = -12345;					\
	memset (log_buf, 0, sizeof log_buf);				\
	log_len = 0;							\
	int acc0 = acc;							\
	F##_ref (n, x, rr);						\
	int len_ref = log_len, acc_ref = acc;				\
	acc = acc0;							\
	memcpy (ref_buf, log_buf, sizeof ref_buf);			\
	memset (log_buf, 0, sizeof log_buf);				\
	log_len = 0;							\
	F (n, x, r);							\
	CHECK (acc == acc_ref, #F " n=%d: acc = %d, expected %d", n, acc, \
	       acc_ref);						\
	compare (#F, n, log_len, len_ref, r, rr);			\
      } while (0)

      RUN (two_regions);
      RUN (loop_in_region);
      RUN (after_loop);
      acc = 5;
      RUN (prefix);
    }
  return 0;
}

/* Lanes of one vector may run different ones of several ordered blocks:
   left scalar.  Control flow in an ordered block: left scalar.  */
/* { dg-final { scan-lockstep-note "ordered.c:43:\[0-9\]+: missed: lockstep: not vectorized: several ordered simd blocks under divergent control flow" } } */
/* { dg-final { scan-lockstep-note "ordered.c:78:\[0-9\]+: missed: lockstep: not vectorized: control flow in an ordered simd block" } } */
/* { dg-final { scan-lockstep-note "ordered.c:113:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "ordered.c:150:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized, 1 divergent loop," } } */
