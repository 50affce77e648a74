/* Induction variables: 64-bit and pointer iteration variables, steps known
   only at run time, linear clauses with a variable step, unsigned
   counters counting down.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static long long y[MAX_N], yr[MAX_N];
static int x[MAX_N];

#define LOOP1 for (long long i = 0; i < n; i++) out[i] = x[i] + i * 3;
#define LOOP2 for (int i = 0; i < n; i += s) out[i] = x[i] - i;
#define LOOP3								\
  for (unsigned long i = n; i > 0; i--)					\
    out[i - 1] = x[i - 1] * (long long) i;
#define LOOP4 for (int *p = x; p < x + n; p++) out[p - x] = *p * 2;
#define LOOP5 for (long long i = n - 1; i >= 0; i -= s) out[i] = x[i] ^ i;

#define DEF(NAME, LOOP)							\
NOIPA void								\
NAME (int n, int s, long long *restrict out)				\
{									\
  (void) s;								\
  _Pragma ("omp simd")							\
  LOOP									\
}									\
NOIPA void								\
NAME##_ref (int n, int s, long long *restrict out)			\
{									\
  (void) s;								\
  LOOP									\
}

DEF (llong_iv, LOOP1)
DEF (variable_step, LOOP2)
DEF (unsigned_down, LOOP3)
DEF (pointer_iv, LOOP4)
DEF (llong_down_variable_step, LOOP5)

/* A linear variable whose step is known only at run time, next to a
   reduction.  */
int k;

NOIPA long long
linear_variable (int n, int m)
{
  long long s = 0;
#pragma omp simd linear(k: m + 1) reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      k += m + 1;
      s += x[i] + k;
    }
  return s;
}

NOIPA long long
linear_variable_ref (int n, int m)
{
  long long s = 0;
  for (int i = 0; i < n; i++)
    {
      k += m + 1;
      s += x[i] + k;
    }
  return s;
}

typedef void fn (int, int, long long *restrict);
static fn *const funcs[] = { llong_iv, variable_step, unsigned_down,
			     pointer_iv, llong_down_variable_step };
static fn *const refs[] = { llong_iv_ref, variable_step_ref,
			    unsigned_down_ref, pointer_iv_ref,
			    llong_down_variable_step_ref };
static const int steps[] = { 1, 2, 3, 7, 16 };

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    x[i] = check_rand () % 1000 - 500;
  for (unsigned f = 0; f < sizeof funcs / sizeof funcs[0]; f++)
    for (unsigned st = 0; st < sizeof steps / sizeof steps[0]; st++)
      for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
	{
	  int n = trip_counts[t];
	  for (int i = 0; i < MAX_N; i++)
	    y[i] = yr[i] = -i;
	  funcs[f] (n, steps[st], y);
	  refs[f] (n, steps[st], yr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (y[i] == yr[i], "loop %u step %d n=%d i=%d: %lld, expected "
		   "%lld", f + 1, steps[st], n, i, y[i], yr[i]);
	}
  for (int m = -3; m < 4; m++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t];
	k = 5;
	long long s = linear_variable (n, m);
	int kv = k;
	k = 5;
	long long sr = linear_variable_ref (n, m);
	CHECK (s == sr && kv == k, "linear m=%d n=%d: %lld k=%d, expected "
	       "%lld k=%d", m, n, s, kv, sr, k);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "iv-forms.c:35:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "iv-forms.c:36:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "iv-forms.c:37:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "iv-forms.c:38:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "iv-forms.c:39:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "iv-forms.c:52:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
