/* UndefinedBehaviorSanitizer's checks of signed arithmetic in vectorized
   loops (calls.cc, widen_overflow_check): the operations are made on
   vectors, and only the active lanes that may have overflowed make the
   check itself, which reports.  The program counts the reports through
   its own handlers: none where the lanes that would overflow are not
   active, exactly one per operation that overflows in an active lane.  */
/* { dg-do run { target lockstep_ubsan_handlers } } */
/* { dg-options "-fsanitize=signed-integer-overflow -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details" } */

#include <limits.h>
#include "check.h"

#define N 100

static int reports;

void __ubsan_handle_add_overflow (void *, void *, void *);
void __ubsan_handle_sub_overflow (void *, void *, void *);
void __ubsan_handle_mul_overflow (void *, void *, void *);

void
__ubsan_handle_add_overflow (void *data, void *a, void *b)
{
  (void) data, (void) a, (void) b;
  reports++;
}

void
__ubsan_handle_sub_overflow (void *data, void *a, void *b)
{
  (void) data, (void) a, (void) b;
  reports++;
}

void
__ubsan_handle_mul_overflow (void *data, void *a, void *b)
{
  (void) data, (void) a, (void) b;
  reports++;
}

/* Sums, differences and products of the lanes whose X is below a
   limit.  */
#define BODY								\
  for (int i = 0; i < n; i++)						\
    if (x[i] < lim)							\
      {									\
	s[i] = x[i] + y[i];						\
	d[i] = x[i] - y[i];						\
	p[i] = x[i] * y[i];						\
      }									\
    else								\
      s[i] = d[i] = p[i] = 0;

NOIPA void
arith (int n, int lim, const int *restrict x, const int *restrict y,
       int *restrict s, int *restrict d, int *restrict p)
{
#pragma omp simd
  BODY
}

NOIPA void
arith_ref (int n, int lim, const int *restrict x, const int *restrict y,
	   int *restrict s, int *restrict d, int *restrict p)
{
  BODY
}

int
main (void)
{
  static int x[N], y[N], s[N], d[N], p[N], sr[N], dr[N], pr[N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t] < N ? trip_counts[t] : N;
      for (int i = 0; i < N; i++)
	{
	  /* Lanes past the limit would overflow all three.  */
	  int big = check_rand () % 4 == 0;
	  x[i] = big ? INT_MAX - i : (int) (check_rand () % 60000) - 30000;
	  y[i] = big ? INT_MIN + i : (int) (check_rand () % 60000) - 30000;
	}
      arith (n, 1 << 20, x, y, s, d, p);
      arith_ref (n, 1 << 20, x, y, sr, dr, pr);
      for (int i = 0; i < n; i++)
	if (s[i] != sr[i] || d[i] != dr[i] || p[i] != pr[i])
	  abort ();
    }
  if (reports != 0)
    abort ();
  /* One active lane whose sum and product overflow: two reports, by the
     vector loop (8 iterations).  */
  for (int i = 0; i < 8; i++)
    x[i] = y[i] = i;
  x[5] = INT_MAX - 1;
  y[5] = 2;
  arith (8, INT_MAX, x, y, s, d, p);
  if (reports != 2 || s[4] != 8 || d[6] != 0 || p[7] != 49)
    abort ();
  return 0;
}

/* { dg-final { scan-lockstep-note "sanitize-overflow.c:6\[01\]:\[0-9\]+: optimized: loop vectorized by lockstep" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-tree-dump ";; widen: call check: _\[0-9\]+ = .UBSAN_CHECK_ADD \\(" "lockstep" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-tree-dump ";; widen: call check: _\[0-9\]+ = .UBSAN_CHECK_SUB \\(" "lockstep" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-tree-dump ";; widen: call check: _\[0-9\]+ = .UBSAN_CHECK_MUL \\(" "lockstep" { target { ! lockstep_gcc11 } } } } */
/* GCC 11 checks the loop counter's increment for overflow too
   (UBSAN_CHECK_ADD), which lockstep does not take for an induction
   variable: the loops stay scalar.  */
/* { dg-final { scan-lockstep-note "sanitize-overflow.c:6\[01\]:\[0-9\]+: missed: lockstep: not vectorized: loop-carried value 'i_\[0-9\]+' is not an induction variable \\(a reduction without a reduction clause\\?\\)" { target lockstep_gcc11 } } } */
