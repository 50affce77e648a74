/* With SSE2, conversions between float and short in a vectorized loop are
   vector conversions through int (cvtdq2ps, cvttps2dq and packs or
   unpacks), not one scalar conversion per lane: GCC's vector lowering has
   no direct way between vectors of float and of short.  The run test is
   narrow-float-convert.c.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=x86-64 -mno-avx" } */

#define N 1024
short s[N], so[N];
float f[N], fo[N];

void
kernel (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = f[i];
      if (x > 0.5f)
	x = x * s[i];
      fo[i] = x;
      so[i] = (short) (x * 3.0f);
    }
}

/* { dg-final { scan-assembler "cvtdq2ps" } } */
/* { dg-final { scan-assembler "cvttps2dq" } } */
