/* UndefinedBehaviorSanitizer's checks in vectorized loops (calls.cc,
   calls_sanitizer_check_p): each active lane checks its own pointer, in
   the order of the lanes; lanes that are not active check nothing.  With
   -fsanitize-undefined-trap-on-error a failed check traps, so the program
   runs to its end only if no check of a lane that is not active (whose
   pointer is null, or whose index is past the array) is made.  The
   results are compared with the scalar loops'.  */
/* { dg-do run } */
/* { dg-options "-fsanitize=undefined -fsanitize-undefined-trap-on-error -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details" } */

#include "check.h"

#define N 100

/* Loads through pointers that are null where the condition is false
   (UBSAN_NULL).  */
NOIPA void
deref (int n, float *restrict out, float *const *restrict p)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (p[i])
      out[i] = *p[i] * 2.0f;
    else
      out[i] = -1.0f;
}

NOIPA void
deref_ref (int n, float *restrict out, float *const *restrict p)
{
  for (int i = 0; i < n; i++)
    if (p[i])
      out[i] = *p[i] * 2.0f;
    else
      out[i] = -1.0f;
}

/* An index into a declared array that is in bounds where the condition
   holds (UBSAN_BOUNDS).  */
float table[16];

NOIPA void
lookup (int n, float *restrict out, const int *restrict k)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (k[i] < 16)
      out[i] = table[k[i]];
}

NOIPA void
lookup_ref (int n, float *restrict out, const int *restrict k)
{
  for (int i = 0; i < n; i++)
    if (k[i] < 16)
      out[i] = table[k[i]];
}

int
main (void)
{
  static float x[N], out[N], out_ref[N];
  static float *p[N];
  static int k[N];
  for (int i = 0; i < 16; i++)
    table[i] = (float) (i * 3);
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t] < N ? trip_counts[t] : N;
      for (int i = 0; i < N; i++)
	{
	  x[i] = (float) (check_rand () % 50);
	  p[i] = check_rand () % 3 ? &x[i] : 0;
	  k[i] = check_rand () % 40;
	  out[i] = out_ref[i] = 0.5f;
	}
      deref (n, out, p);
      deref_ref (n, out_ref, p);
      lookup (n, out, k);
      lookup_ref (n, out_ref, k);
      for (int i = 0; i < N; i++)
	if (out[i] != out_ref[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "sanitize-undefined.c:2\[12\]:\[0-9\]+: optimized: loop vectorized by lockstep" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "sanitize-undefined.c:4\[67\]:\[0-9\]+: optimized: loop vectorized by lockstep" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-tree-dump ";; widen: call check: .UBSAN_NULL \\(" "lockstep" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-tree-dump ";; widen: call check: .UBSAN_BOUNDS \\(" "lockstep" { target { ! lockstep_gcc11 } } } } */
/* GCC 11 checks the loop counter's increment for overflow too
   (UBSAN_CHECK_ADD), which lockstep does not take for an induction
   variable: the loops stay scalar.  */
/* { dg-final { scan-lockstep-note "sanitize-undefined.c:2\[12\]:\[0-9\]+: missed: lockstep: not vectorized: loop-carried value 'i_\[0-9\]+' is not an induction variable \\(a reduction without a reduction clause\\?\\)" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "sanitize-undefined.c:4\[67\]:\[0-9\]+: missed: lockstep: not vectorized: loop-carried value 'i_\[0-9\]+' is not an induction variable \\(a reduction without a reduction clause\\?\\)" { target lockstep_gcc11 } } } */
