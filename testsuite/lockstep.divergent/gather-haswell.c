/* Masked gathers with 32-bit indices where the tuning wants them: 32-bit
   elements take vpgatherdd/vgatherdps, 64-bit ones vgatherdpd, whose
   index vector has twice the lanes the data has.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=haswell -fopt-info-vec" } */

#define DEF(NAME, T)							\
void									\
NAME (int n, int lim, const int *restrict idx, const T *restrict e,	\
      T *restrict r)							\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    {									\
      T v = (T) i;							\
      if (idx[i] < lim)							\
	v += e[idx[i]];							\
      r[i] = v;								\
    }									\
}

DEF (gather_i32, int)
DEF (gather_f32, float)
DEF (gather_f64, double)

/* { dg-final { scan-lockstep-note "gather-haswell.c:22:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "gather-haswell.c:24:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4, 1 branch linearized" } } */
/* { dg-final { scan-assembler "vpgatherdd\[ \\t\]+%ymm" } } */
/* { dg-final { scan-assembler "vgatherdps\[ \\t\]+%ymm" } } */
/* { dg-final { scan-assembler "vgatherdpd\[ \\t\]+%ymm" } } */
