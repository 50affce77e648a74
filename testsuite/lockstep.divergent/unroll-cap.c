/* lockstep asks GCC to unroll at most 16 vector loops of one function:
   GCC's RTL unroller's time grows with the number of loops it unrolls
   times the size of the function.  Of the 20 small loops here, the first
   16 are unrolled; in another function, the count starts again.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fdump-tree-lockstep-details" } */

#define LOOP(K)								\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    {									\
      float x = a[i] * (K + 1.0f);					\
      if (x > b[i])							\
	x = x * 0.5f + c[i];						\
      d[K][i] = x;							\
    }

float a[1024], b[1024], c[1024], d[20][1024];

void
many (int n)
{
  LOOP (0) LOOP (1) LOOP (2) LOOP (3) LOOP (4)
  LOOP (5) LOOP (6) LOOP (7) LOOP (8) LOOP (9)
  LOOP (10) LOOP (11) LOOP (12) LOOP (13) LOOP (14)
  LOOP (15) LOOP (16) LOOP (17) LOOP (18) LOOP (19)
}

void
another (int n)
{
  LOOP (0)
}

/* { dg-final { scan-tree-dump-times ";; unroll: the vector loop is to be unrolled twice" 17 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; unroll: not, 16 loops of this function are to be unrolled already" 4 "lockstep" } } */
