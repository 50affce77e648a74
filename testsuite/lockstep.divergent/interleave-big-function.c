/* GCC's jump threading may copy larger blocks in a function with
   interleaved loops (raise_thread_duplication), but only in a small one:
   in a function of many such loops the threader's time grew with the
   limit times the function's branches.  ONE has one escape-time loop,
   MANY has 32: about 930 blocks with GCC 12 and 770 with GCC 11 (16
   made 470 and fewer than 400).  */
/* { dg-do compile } */
/* { dg-options "-fdump-tree-lockstep" } */

#define ESCAPE(K)							\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    {									\
      float zr = 0, zi = 0, cr = c[i] + K, ci = c[i] * 0.5f;		\
      int j;								\
      for (j = 0; j < 64; j++)						\
	{								\
	  if (zr * zr + zi * zi > 4.0f)					\
	    break;							\
	  float t = zr * zr - zi * zi + cr;				\
	  zi = 2.0f * zr * zi + ci;					\
	  zr = t;							\
	}								\
      k[K * n + i] = j;							\
    }

void
one (int n, const float *restrict c, int *restrict k)
{
  ESCAPE (0)
}

void
many (int n, const float *restrict c, int *restrict k)
{
  ESCAPE (0) ESCAPE (1) ESCAPE (2) ESCAPE (3)
  ESCAPE (4) ESCAPE (5) ESCAPE (6) ESCAPE (7)
  ESCAPE (8) ESCAPE (9) ESCAPE (10) ESCAPE (11)
  ESCAPE (12) ESCAPE (13) ESCAPE (14) ESCAPE (15)
  ESCAPE (16) ESCAPE (17) ESCAPE (18) ESCAPE (19)
  ESCAPE (20) ESCAPE (21) ESCAPE (22) ESCAPE (23)
  ESCAPE (24) ESCAPE (25) ESCAPE (26) ESCAPE (27)
  ESCAPE (28) ESCAPE (29) ESCAPE (30) ESCAPE (31)
}

/* { dg-final { scan-tree-dump-times ";; interleave: two chains of \[0-9\]+ lanes" 33 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; interleaved loops: jump threading copies up to 60 statements in this function" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; interleaved loops: jump threading limits kept, the function has \[0-9\]+ blocks" 1 "lockstep" } } */
