/* A small innermost vector loop without calls is unrolled twice by GCC's
   RTL unroller (two copies of the vector body, and one for the odd
   iteration); one with a call or an inner loop is not.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fdump-tree-lockstep" } */

extern float g (float);

void
small (int n, const float *restrict a, const float *restrict b,
       float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = a[i], y = b[i], v;
      if (x > y)
	v = x * 0.5f - y;
      else
	v = y * 0.25f + x;
      r[i] = v;
    }
}

void
with_call (int n, const float *restrict a, float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = a[i];
      if (x > 0.5f)
	x = g (x);
      r[i] = x;
    }
}

void
with_inner_loop (int n, const int *restrict a, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int x = a[i], k = 0;
      while (x > 1)
	{
	  x >>= 1;
	  k++;
	}
      r[i] = k;
    }
}

/* { dg-final { scan-tree-dump-times ";; unroll: the vector loop is to be unrolled twice" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; unroll: the loop body has \[0-9\]+ statements" 1 "lockstep" } } */
/* { dg-final { scan-assembler-times "vblendvps" 4 } } */
