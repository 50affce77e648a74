/* Which masked loads become one aligned vector load on a target without
   masked loads (SSE2), and the remark for those that stay lane by lane for
   want of alignment, naming what would give it.  The run test is
   whole-vector-load.c.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=x86-64 -mno-avx -fopt-info-vec-note" } */

float ga[1024], gb[1024], go[1024];

/* The load of B[i] is under a mask.  */
#define BODY(A, B, OUT)							\
  do {									\
    float x = (A)[i];							\
    if (x > 0.0f)							\
      x = x * (B)[i];							\
    (OUT)[i] = x;							\
  } while (0)

/* GB is a declared array of 16-byte alignment; the accesses through A and
   OUT bound nothing, so GB[i] may lie beyond its bounds (see DECLARED).  */
void
arrays (int n, float *a, float *out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (a, gb, out);
}

void
clause (int n, float *a, float *b, float *out)
{
#pragma omp simd aligned(a, b, out : 16)
  for (int i = 0; i < n; i++)
    BODY (a, b, out);
}

void
no_clause (int n, float *a, float *b, float *out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (a, b, out);
}

void
any_start (int s, int n)
{
#pragma omp simd
  for (int i = s; i < n; i++)
    BODY (ga, gb, go);
}

/* GA[i], read in every iteration, bounds the iterations: GB[i] is within
   GB's bounds and needs no mask, nor a remark.  */
void
declared (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (ga, gb, go);
}

/* { dg-final { scan-lockstep-note "whole-vector-load-remarks.c:26:\[0-9\]+: note: lockstep: load of 'gb\\\[i_\[0-9\]+\\\]' under a mask as one aligned vector load where some lane is active: lane 0's address is a multiple of 16 bytes" } } */
/* { dg-final { scan-lockstep-note "whole-vector-load-remarks.c:34:\[0-9\]+: note: lockstep: load of '\[^'\]*' under a mask as one aligned vector load" } } */
/* { dg-final { scan-lockstep-note "whole-vector-load-remarks.c:42:\[0-9\]+: note: lockstep: load of '\[^'\]*' made lane by lane: the target has no masked load, and lane 0's address is not known to be a multiple of the vector's 16 bytes \\(an 'aligned' clause for its array or pointer, with a loop start at a multiple of 4 iterations, would make it one vector load\\)" } } */
/* { dg-final { scan-lockstep-note "whole-vector-load-remarks.c:50:\[0-9\]+: note: lockstep: load of 'gb\\\[i_\[0-9\]+\\\]' made lane by lane: the target has no masked load, and lane 0's address is not known" } } */
/* { dg-final { scan-lockstep-note-not "whole-vector-load-remarks.c:60:\[0-9\]+: note: lockstep: load of 'gb" } } */
