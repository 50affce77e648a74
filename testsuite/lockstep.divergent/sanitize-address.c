/* AddressSanitizer's checks in vectorized loops (calls.cc,
   calls_sanitizer_check_p): each active lane checks its own access, in
   the order of the lanes, before the vector access; lanes that are not
   active check nothing.  The arrays are allocated with exactly the
   elements the loops may access, so that the lanes past the conditions,
   whose addresses lie past the arrays, would be reported if they were
   checked; the program counts the reports (halt_on_error=0) and wants
   none.  Then one active lane reads one element past an array, in the
   vector loop: exactly one report, of a read of 4 bytes.  */
/* { dg-do run { target lockstep_asan } } */
/* { dg-options "-fsanitize=address -fsanitize-recover=address -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

/* The lanes up to M (and past it, for a single element) access A, B and
   IDX; the loops run N > M iterations.  */

/* A conditional load and store.  */
NOIPA void
cond (int n, int m, float *restrict a, const float *restrict b)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (i < m && b[i] > 0.0f)
      a[i] = b[i] * 2.0f;
}

/* A gather through an index.  */
NOIPA void
gather (int n, int m, float *restrict a, const float *restrict b,
	const int *restrict idx)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (i < m)
      a[i] = b[idx[i]] + 1.0f;
}

/* A divergent inner loop: lane I reads B[0..IDX[I]).  */
NOIPA void
inner (int n, int m, float *restrict a, const float *restrict b,
       const int *restrict idx)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (i < m)
      {
	float s = 0.0f;
	for (int j = 0; j < idx[i]; j++)
	  s += b[j];
	a[i] = s;
      }
}

/* The reports AddressSanitizer made.  */
static int reports;

static void
count_report (const char *text)
{
  (void) text;
  reports++;
}

void __asan_set_error_report_callback (void (*) (const char *));

/* Go on after a report.  */
const char *
__asan_default_options (void)
{
  return "halt_on_error=0:detect_leaks=0";
}

#define M 37

int
main (void)
{
  __asan_set_error_report_callback (count_report);
  float *a = malloc (M * sizeof (float));
  float *ar = malloc (M * sizeof (float));
  float *b = malloc (M * sizeof (float));
  int *idx = malloc (M * sizeof (int));
  if (!a || !ar || !b || !idx)
    abort ();
  for (int n = M; n <= 80; n += 43)
    {
      for (int k = 0; k < M; k++)
	{
	  a[k] = ar[k] = (float) k;
	  b[k] = (float) (check_rand () % 9) - 4.0f;
	  idx[k] = check_rand () % M;
	}
      cond (n, M, a, b);
      for (int i = 0; i < M; i++)
	if (b[i] > 0.0f)
	  ar[i] = b[i] * 2.0f;
      for (int i = 0; i < M; i++)
	if (a[i] != ar[i])
	  abort ();
      gather (n, M, a, b, idx);
      for (int i = 0; i < M; i++)
	if (a[i] != b[idx[i]] + 1.0f)
	  abort ();
      inner (n, M, a, b, idx);
      for (int i = 0; i < M; i++)
	{
	  float s = 0.0f;
	  for (int j = 0; j < idx[i]; j++)
	    s += b[j];
	  if (a[i] != s)
	    abort ();
	}
    }
  if (reports != 0)
    abort ();

  /* Lane M reads B[M], past the array, in the vector loop of 64
     iterations: one report.  */
  for (int k = 0; k < M; k++)
    b[k] = -1.0f;
  cond (64, M + 1, a, b);
  if (reports != 1)
    abort ();
  free (a);
  free (ar);
  free (b);
  free (idx);
  return 0;
}

/* { dg-final { scan-lockstep-note "sanitize-address.c:24:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "sanitize-address.c:3\[56\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "sanitize-address.c:(46|49):\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; widen: call check: .ASAN_CHECK \\(" "lockstep" } } */
/* { dg-output "READ of size 4" } */
