/* Masked scatters with 32-bit indices on AVX-512: one vpscatterdd,
   vscatterdps or vscatterdpd per vector, with the block predicate as the
   mask.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=skylake-avx512 -mprefer-vector-width=512 -fopt-info-vec" } */

#define DEF(NAME, T)							\
void									\
NAME (int n, int lim, const int *restrict idx, T *restrict e,		\
      const T *restrict x)						\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    if (idx[i] < lim)							\
      e[idx[i]] = x[i] * 2;						\
}

DEF (scatter_i32, int)
DEF (scatter_f32, float)
DEF (scatter_f64, double)

/* { dg-final { scan-lockstep-note "scatter-avx512-masked.c:18:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16, 1 branch linearized" } } */
/* { dg-final { scan-assembler "vpscatterdd\[ \\t\]+%zmm\[0-9\]+, \[^\\n\]*\{%k\[1-7\]\}" } } */
/* { dg-final { scan-assembler "vscatterdps\[ \\t\]+%zmm\[0-9\]+, \[^\\n\]*\{%k\[1-7\]\}" } } */
/* { dg-final { scan-assembler "vscatterdpd\[ \\t\]+%zmm\[0-9\]+, \[^\\n\]*\{%k\[1-7\]\}" } } */
