/* Calls made lane by lane run in a loop over the active lanes: once per
   active lane, in lane order, with uniform, strided, varying and pointer
   arguments, with and without a mask, for lanes of 8 to 64 bits.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details -fdump-tree-optimized" } */

#include "check.h"

/* The log of calls: a tag and the iteration, in the order made.  */
static int log_buf[4 * MAX_N + 8], log_len;
static int ref_buf[4 * MAX_N + 8];

static void
record (int tag, int i)
{
  log_buf[log_len++] = tag;
  log_buf[log_len++] = i;
}

NOIPA float
fcall (float x, int i)
{
  record (1, i);
  return x * 0.5f + 1.0f;
}

NOIPA int
mixed (int k, int i, const int *p, long v)
{
  record (2, i);
  return k + 3 * i + *p - (int) v;
}

NOIPA void
every (int i)
{
  record (3, i);
}

NOIPA unsigned char
narrow (unsigned char c, int i)
{
  record (4, i);
  return (unsigned char) (c * 7 + 1);
}

NOIPA double
wide (double d, int i)
{
  record (5, i);
  return d * d - 1.0;
}

/* A varying float argument and result under a divergent branch.  */
#define BODY_FLOAT							\
  do {									\
    float v = xf[i];							\
    if (v > 0.25f)							\
      v = fcall (v, i);							\
    rf[i] = v;								\
  } while (0)

/* A uniform, a strided, a pointer and a long argument.  */
#define BODY_MIXED							\
  do {									\
    int v = xi[i];							\
    if (v & 1)								\
      v = mixed (k, i, &xi[(v >> 3) & 15], (long) v * 3);		\
    ri[i] = v;								\
  } while (0)

/* A call with no result for every lane, and a divergent branch.  */
#define BODY_EVERY							\
  do {									\
    int v = xi[i];							\
    every (i);								\
    if (v % 3 == 0)							\
      v = -v;								\
    ri[i] = v;								\
  } while (0)

/* 8-bit lanes, 16 of them: more lanes than bits in a lane.  */
#define BODY_NARROW							\
  do {									\
    unsigned char c = xc[i];						\
    if (c > 100)							\
      c = narrow (c, i);						\
    rc[i] = c;								\
  } while (0)

/* 64-bit lanes.  */
#define BODY_WIDE							\
  do {									\
    double d = xd[i];							\
    if (d < 0.5)							\
      d = wide (d, i);							\
    rd[i] = d;								\
  } while (0)

#define LOOPS(SUFFIX, PRAGMA, PRAGMA16)						\
NOIPA void								\
loop_float##SUFFIX (int n, const float *restrict xf, float *restrict rf) \
{									\
  PRAGMA								\
  for (int i = 0; i < n; i++)						\
    BODY_FLOAT;								\
}									\
NOIPA void								\
loop_mixed##SUFFIX (int n, int k, const int *restrict xi,		\
		    int *restrict ri)					\
{									\
  PRAGMA								\
  for (int i = 0; i < n; i++)						\
    BODY_MIXED;								\
}									\
NOIPA void								\
loop_every##SUFFIX (int n, const int *restrict xi, int *restrict ri)	\
{									\
  PRAGMA								\
  for (int i = 0; i < n; i++)						\
    BODY_EVERY;								\
}									\
NOIPA void								\
loop_narrow##SUFFIX (int n, const unsigned char *restrict xc,		\
		     unsigned char *restrict rc)			\
{									\
  PRAGMA16								\
  for (int i = 0; i < n; i++)						\
    BODY_NARROW;							\
}									\
NOIPA void								\
loop_wide##SUFFIX (int n, const double *restrict xd, double *restrict rd) \
{									\
  PRAGMA								\
  for (int i = 0; i < n; i++)						\
    BODY_WIDE;								\
}

#define SIMD _Pragma ("omp simd")
#define SIMD16 _Pragma ("omp simd simdlen(16)")
LOOPS (, SIMD, SIMD16)
LOOPS (_ref, , )

/* Run LOOP and LOOP_ref with ARGS from the same state; the calls must be
   the same, in the same order, and the results RES and REF equal over N
   elements.  */
#define RUN(LOOP, N, RES, REF, ...)					\
  do {									\
    log_len = 0;							\
    LOOP##_ref (__VA_ARGS__, REF);					\
    int len_ref = log_len;						\
    memcpy (ref_buf, log_buf, len_ref * sizeof (int));			\
    log_len = 0;							\
    LOOP (__VA_ARGS__, RES);						\
    CHECK (log_len == len_ref, #LOOP " n=%d: %d calls, expected %d",	\
	   N, log_len / 2, len_ref / 2);				\
    for (int k = 0; k < log_len; k++)					\
      CHECK (log_buf[k] == ref_buf[k], #LOOP " n=%d: call %d differs",	\
	     N, k / 2);							\
    CHECK (memcmp (RES, REF, sizeof (RES)) == 0, #LOOP " n=%d", N);	\
  } while (0)

int
main (void)
{
  static float xf[MAX_N], rf[MAX_N], rf_ref[MAX_N];
  static int xi[MAX_N], ri[MAX_N], ri_ref[MAX_N];
  static unsigned char xc[MAX_N], rc[MAX_N], rc_ref[MAX_N];
  static double xd[MAX_N], rd[MAX_N], rd_ref[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  xf[i] = (check_rand () % 1000) / 1000.0f;
	  xi[i] = check_rand () % 2000 - 1000;
	  xc[i] = (unsigned char) check_rand ();
	  xd[i] = (check_rand () % 1000) / 1000.0;
	  rf[i] = rf_ref[i] = -1.0f;
	  ri[i] = ri_ref[i] = -1;
	  rc[i] = rc_ref[i] = 0;
	  rd[i] = rd_ref[i] = -1.0;
	}
      RUN (loop_float, n, rf, rf_ref, n, xf);
      RUN (loop_mixed, n, ri, ri_ref, n, 5, xi);
      memset (ri, 0, sizeof ri);
      memset (ri_ref, 0, sizeof ri_ref);
      RUN (loop_every, n, ri, ri_ref, n, xi);
      RUN (loop_narrow, n, rc, rc_ref, n, xc);
      RUN (loop_wide, n, rd, rd_ref, n, xd);
    }
  return 0;
}

/* Each loop is vectorized, and each call is made by a loop over the
   active lanes, which finds them with ctz.  */
/* { dg-final { scan-lockstep-note "active-lanes.c:141:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16" } } */
/* { dg-final { scan-tree-dump-times ";; widen: call made by a loop over the active lanes: " 5 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; widen: call made by a loop over the active lanes: v_\[0-9\]+ = fcall " 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; widen: call made by a loop over the active lanes: every " 1 "lockstep" } } */
/* { dg-final { scan-tree-dump "__builtin_ctz" "optimized" } } */
