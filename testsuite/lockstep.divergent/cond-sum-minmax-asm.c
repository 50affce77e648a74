/* The conditional sums of cond-sum-minmax.c are a maximum and a minimum
   on x86: maxps for x > 0 ? x : -0.0, minpd for y < 0 ? y : -0.0 (with
   AVX, vmaxps and vminpd), not a comparison and a blend.  */
/* { dg-do compile } */

#include "cond-sum-minmax.c"

/* { dg-final { scan-assembler "maxps\[ \t\]" } } */
/* { dg-final { scan-assembler "minpd\[ \t\]" } } */
