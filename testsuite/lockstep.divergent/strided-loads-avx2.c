/* With AVX2, loads of stride 2 and 3 made for every lane are vector loads
   and permutations, not gathers: those of a group share their loads; a
   group of stores of stride 3 is three vector stores.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fopt-info-vec-optimized-note" } */

void
f (int n, const float *restrict xy, const float *restrict t,
   float *restrict out, float *restrict rgb)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = xy[2 * i], y = xy[2 * i + 1], z = t[3 * i];
      float r = x * y;
      if (x > y)
	r = r + z;
      out[i] = r;
      rgb[3 * i] = r;
      rgb[3 * i + 1] = x;
      rgb[3 * i + 2] = z;
    }
}

/* { dg-final { scan-lockstep-note "strided-loads-avx2.c:14:\[0-9\]+: note: lockstep: load of '\[^'\]*' as vector loads and permutations: its address differs per lane by a stride of 2 elements, in a group of loads that covers every element" } } */
/* { dg-final { scan-lockstep-note "strided-loads-avx2.c:14:\[0-9\]+: note: lockstep: load of '\[^'\]*' as vector loads and permutations: its address differs per lane by a stride of 3 elements$" } } */
/* { dg-final { scan-lockstep-note "strided-loads-avx2.c:21:\[0-9\]+: note: lockstep: stores of stride 3 interleaved into 3 vector stores" } } */
/* { dg-final { scan-assembler-not "vgather" } } */
/* { dg-final { scan-assembler "vpermd|vpermps|vshufps|vpermilps" } } */
