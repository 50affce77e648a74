/* Without vector registers GCC's omp lowering finds no vector factor
   above 1 and runs the omp simd loops that keep a variable in per-lane
   arrays (reductions, lastprivate, private arrays, and arrays declared in
   the body that it indexes by a variable, which GCC's gimplifier
   privatizes as if by a clause) with safelen(1): they
   reach lockstep as plain loops.  lockstep says so at each such loop,
   and only there; the loop that privatizes a register reaches it; and
   so it does for a loop of a static function that GCC inlines into its
   caller, whose own body is gone when the pass runs.  No floating-point
   value crosses a call, so that the test builds with -mno-sse.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-missed" } */

int a[256];
int b[256];

int
sum_positive (int n)
{
  int t = 0;
#pragma omp simd reduction(+:t)
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      t += a[i];
  return t;
}

int
last_value (int n)
{
  int j = -1;
#pragma omp simd lastprivate(j)
  for (int i = 0; i < n; i++)
    j = b[i];
  return j;
}

void
private_array (int n)
{
  int t[4];
#pragma omp simd private(t)
  for (int i = 0; i < n; i++)
    {
      t[i & 3] = b[i] * 2;
      if (t[b[i] & 3] > 3)
	b[i] = t[1];
    }
}

void
private_register (int n)
{
  int t;
#pragma omp simd private(t)
  for (int i = 0; i < n; i++)
    {
      t = b[i] * 2;
      if (t > 3)
	b[i] = t;
    }
}

void
body_array (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int t[4];
      for (int q = 0; q < 4; q++)
	t[q] = b[i] + q;
      b[i] = t[a[i] & 3];
    }
}

static int
inlined_last (int n)
{
  int j = -1;
#pragma omp simd lastprivate(j)
  for (int i = 0; i < n; i++)
    j = a[i] + 1;
  return j;
}

int
caller (int n)
{
  return inlined_last (n) + inlined_last (n / 2);
}

/* { dg-final { scan-lockstep-note "refused-safelen-one.c:21:\[0-9\]+: missed: lockstep: not vectorized: GCC runs the loop with safelen\\(1\\): it privatizes 't' \\(clause reduction\\), and the target has no vector registers for it" } } */
/* { dg-final { scan-lockstep-note "refused-safelen-one.c:32:\[0-9\]+: missed: lockstep: not vectorized: GCC runs the loop with safelen\\(1\\): it privatizes 'j' \\(clause lastprivate\\)" } } */
/* { dg-final { scan-lockstep-note "refused-safelen-one.c:42:\[0-9\]+: missed: lockstep: not vectorized: GCC runs the loop with safelen\\(1\\): it privatizes 't' \\(clause private\\)" } } */
/* { dg-final { scan-lockstep-note "refused-safelen-one.c:58:\[0-9\]+: missed: lockstep: not vectorized: not profitable: the target has no vector registers" } } */
/* { dg-final { scan-lockstep-note-not "refused-safelen-one.c:5\[0-9\]:\[0-9\]+: missed: lockstep: not vectorized: GCC runs" } } */
/* { dg-final { scan-lockstep-note "refused-safelen-one.c:67:\[0-9\]+: missed: lockstep: not vectorized: GCC runs the loop with safelen\\(1\\): it privatizes 't' \\(declared in the loop body, its address taken\\), and the target has no vector registers for it" } } */
/* { dg-final { scan-lockstep-note "refused-safelen-one.c:81:\[0-9\]+: missed: lockstep: not vectorized: GCC runs the loop with safelen\\(1\\): it privatizes 'j' \\(clause lastprivate\\)" } } */
