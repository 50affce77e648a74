/* Vector accesses of aligned data are aligned: lane 0's index in a loop
   from 0 is a multiple of VF, and the pointers are aligned by an aligned
   clause or the arrays by their declaration, so SSE2 moves them with
   movaps and compares them from memory (an unaligned access would need
   movups and a register).  The loops that must not assume it run in
   lockstep.clauses/aligned.c.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=x86-64 -fopt-info-vec" } */

float ga[1024] __attribute__ ((aligned (32)));
float gb[1024] __attribute__ ((aligned (32)));
float go[1024] __attribute__ ((aligned (32)));

void
clause (int n, float *a, float *b, float *out)
{
#pragma omp simd aligned(a, b, out : 32)
  for (int i = 0; i < n; i++)
    {
      float x = a[i];
      if (x > b[i])
	x = x * 2.0f - b[i];
      else
	x = x + 1.0f;
      out[i] = x;
    }
}

void
arrays (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = ga[i];
      if (x > gb[i])
	x = x * 2.0f - gb[i];
      else
	x = x + 1.0f;
      go[i] = x;
    }
}

/* { dg-final { scan-lockstep-note "aligned-moves.c:20:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "aligned-moves.c:35:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-assembler "movaps\[ \\t\]+\[^,\]*\\(" } } */
/* { dg-final { scan-assembler-not "movups" } } */
