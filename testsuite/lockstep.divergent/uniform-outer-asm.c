/* The uniform branch is a scalar jump inside the AVX2 vector loop.  */
/* The branch encloses divergent branches, which are linearized.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fno-unswitch-loops -fopt-info-vec" } */

void
outer (int n, int mode, const int *restrict x, int *restrict r,
       int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = x[i];
      if (mode == 12345)
	{
	  if (v > 10)
	    r[i] = v * 3;
	  else
	    s[i] = v - 7;
	}
      else if (v & 1)
	r[i] = -v;
    }
}

/* { dg-final { scan-lockstep-note "uniform-outer-asm.c:13:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8, 2 branches linearized, 0 divergent loops, 1 uniform branch kept" } } */
/* The compare with 12345 and its jump, followed in the same block by AVX2
   code.  */
/* { dg-final { scan-assembler "\tcmpl\t\\\$12345, %\[a-z0-9\]+\n\tjn?e\t\\.L\[0-9\]+\n(\t\[^\n\]*\n)*?\t\[^\n\]*%ymm" } } */
