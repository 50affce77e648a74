/* Loop forms: counting down, steps of 2 and -3, other starts and IV types.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define LOOP1 for (int i = n - 1; i >= 0; i--) y[i] = x[i] * 2 + i;
#define LOOP2 for (int i = 3; i < n; i += 2) y[i] = x[i] - i;
#define LOOP3 for (unsigned i = 0; i < (unsigned) n; i++) y[i] = x[i] + i;
#define LOOP4 for (long i = 1; i <= n; i++) y[i - 1] = x[i - 1] * 3;
#define LOOP5 for (int i = n; i > 2; i -= 3) y[i - 1] = x[i - 1] ^ i;
#define LOOP6								\
  for (const char *p = (const char *) x; p < (const char *) (x + n);	\
       p += 4)								\
    y[(const int *) p - x] = *(const int *) p + 1;

#define DEF(NAME, LOOP)							\
NOIPA void								\
NAME (int n, const int *restrict x, int *restrict y)			\
{									\
  _Pragma ("omp simd")							\
  LOOP									\
}									\
NOIPA void								\
NAME##_ref (int n, const int *restrict x, int *restrict y)		\
{									\
  LOOP									\
}

DEF (down, LOOP1)
DEF (step2, LOOP2)
DEF (unsigned_iv, LOOP3)
DEF (long_iv, LOOP4)
DEF (down_step3, LOOP5)
DEF (pointer_iv, LOOP6)

typedef void fn (int, const int *restrict, int *restrict);
static fn *const funcs[] = { down, step2, unsigned_iv, long_iv, down_step3,
			     pointer_iv };
static fn *const refs[] = { down_ref, step2_ref, unsigned_iv_ref, long_iv_ref,
			    down_step3_ref, pointer_iv_ref };

int
main (void)
{
  static int x[MAX_N], y[MAX_N], yr[MAX_N];
  for (int k = 0; k < 6; k++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  {
	    x[i] = check_rand ();
	    y[i] = yr[i] = check_rand ();
	  }
	funcs[k] (n, x, y);
	refs[k] (n, x, yr);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (y[i] == yr[i], "loop %d n=%d i=%d", k + 1, n, i);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "loop-forms.c:30:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loop-forms.c:31:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loop-forms.c:32:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loop-forms.c:33:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loop-forms.c:34:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "loop-forms.c:35:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
