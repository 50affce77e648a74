/* Calls with side effects under divergent conditions, in order.  */
/* Calls are made for the active lanes only, each call site's in the scalar
   loop's order.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

/* The log of calls: which function, with which arguments.  */
static int log_buf[4 * MAX_N + 8], log_len;

NOIPA int
rec (int tag, int i)
{
  log_buf[log_len++] = tag;
  log_buf[log_len++] = i;
  return i * 3 + tag;
}

NOIPA void
rec_void (int i)
{
  log_buf[log_len++] = 99;
  log_buf[log_len++] = i;
}

/* One call site under a condition, its result used.  */
#define BODY1								\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      v = rec (1, i);							\
    r[i] = v;								\
  } while (0)

NOIPA void
one_site (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
one_site_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

/* Call sites in both arms and after the join.  The iterations of one
   vector run concurrently, so only the order of each site's calls and the
   order of each iteration's calls are those of the scalar loop.  */
#define BODY2								\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      v = rec (1, i);							\
    else								\
      {									\
	v = rec (2, i) - 1;						\
	if (v & 1)							\
	  rec_void (i);							\
      }									\
    r[i] = v;								\
    if (x[i] % 3 == 0)							\
      rec (3, i);							\
  } while (0)

NOIPA void
two_arms (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
two_arms_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

static int ref_buf[4 * MAX_N + 8];

/* The same calls in the same order.  */
static void
compare_logs (const char *what, int n, int len, int len_ref)
{
  CHECK (len == len_ref, "%s n=%d: %d calls, expected %d", what, n, len / 2,
	 len_ref / 2);
  for (int k = 0; k < len; k += 2)
    CHECK (log_buf[k] == ref_buf[k] && log_buf[k + 1] == ref_buf[k + 1],
	   "%s n=%d: call %d is (%d, %d), expected (%d, %d)", what, n, k / 2,
	   log_buf[k], log_buf[k + 1], ref_buf[k], ref_buf[k + 1]);
}

/* The calls of BUF with tag WANT_TAG and argument WANT_I (-1: any), as
   (tag, i) pairs, in order.  */
static int
select_calls (const int *buf, int len, int want_tag, int want_i, int *out)
{
  int m = 0;
  for (int k = 0; k < len; k += 2)
    if ((want_tag < 0 || buf[k] == want_tag)
	&& (want_i < 0 || buf[k + 1] == want_i))
      {
	out[m++] = buf[k];
	out[m++] = buf[k + 1];
      }
  return m;
}

/* The same calls; each call site's calls, and each iteration's calls, in
   the same order.  */
static void
compare_logs_by_site (const char *what, int n, int len, int len_ref)
{
  static int a[4 * MAX_N + 8], b[4 * MAX_N + 8];
  static const int tags[] = { 1, 2, 3, 99 };
  CHECK (len == len_ref, "%s n=%d: %d calls, expected %d", what, n, len / 2,
	 len_ref / 2);
  for (int t = 0; t < 4; t++)
    {
      int la = select_calls (log_buf, len, tags[t], -1, a);
      int lb = select_calls (ref_buf, len_ref, tags[t], -1, b);
      CHECK (la == lb && memcmp (a, b, la * sizeof (int)) == 0,
	     "%s n=%d: the calls of site %d differ", what, n, tags[t]);
    }
  for (int i = 0; i < n; i++)
    {
      int la = select_calls (log_buf, len, -1, i, a);
      int lb = select_calls (ref_buf, len_ref, -1, i, b);
      CHECK (la == lb && memcmp (a, b, la * sizeof (int)) == 0,
	     "%s n=%d: the calls of iteration %d differ", what, n, i);
    }
}

int
main (void)
{
  static int x[MAX_N], r[MAX_N], rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  r[i] = rr[i] = check_rand ();
	}

      log_len = 0;
      one_site_ref (n, x, rr);
      int len_ref = log_len;
      memcpy (ref_buf, log_buf, sizeof ref_buf);
      log_len = 0;
      one_site (n, x, r);
      compare_logs ("one_site", n, log_len, len_ref);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "one_site n=%d i=%d", n, i);

      log_len = 0;
      two_arms_ref (n, x, rr);
      len_ref = log_len;
      memcpy (ref_buf, log_buf, sizeof ref_buf);
      log_len = 0;
      two_arms (n, x, r);
      compare_logs_by_site ("two_arms", n, log_len, len_ref);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "two_arms n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "calls-order.c:41:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "calls-order.c:75:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
