/* -fno-unroll-loops keeps lockstep from asking GCC to unroll the vector
   loop: one copy of its body.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fno-unroll-loops -fdump-tree-lockstep" } */

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

/* { dg-final { scan-tree-dump-not ";; unroll: the vector loop is to be unrolled" "lockstep" } } */
/* { dg-final { scan-assembler-times "vblendvps" 1 } } */
