/* A load under a varying predicate, where the target has no masked load
   (SSE2, NEON; chars and shorts on AVX2), is one aligned vector load when
   lane 0's address is aligned to the vector: some lane is active, so the
   vector lies in a page the scalar loop reads.  Where no lane is active it
   must not be read: the data here end at an inaccessible page, and the
   loop goes on past them with every lane's condition false.  */
/* { dg-do run } */

#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#define M 256
#define N (M + 80)

float o[N], ref[N];
short so[N], sref[N];

__attribute__ ((noipa)) void
floats (const float *a, const float *b, int m, int n)
{
#pragma omp simd aligned(a, b : 64)
  for (int i = 0; i < n; i++)
    {
      float x = 1.0f;
      if (i < m && b[i] > 0.0f)
	x = a[i] * 2.0f;
      o[i] = x;
    }
}

__attribute__ ((noipa)) void
shorts (const short *a, const float *b, int m, int n)
{
#pragma omp simd aligned(a, b : 64)
  for (int i = 0; i < n; i++)
    {
      short x = 3;
      if (i < m && b[i] < 0.5f)
	x = a[i] + 1;
      so[i] = x;
    }
}

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  char *map = mmap (0, 2 * page, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    return 0;
  if (mprotect (map + page, page, PROT_NONE) != 0)
    return 0;
  /* Each array ends where the inaccessible page starts.  */
  float *a = (float *) (map + page) - M;
  float *b = (float *) (map + page) - 2 * M;
  for (int i = 0; i < M; i++)
    {
      b[i] = (i * 37 % 11) - 5.0f;
      a[i] = i * 0.5f;
    }
  /* b is read only where i < m; past its end lie a's elements.  */
  for (int m = M - 20; m <= M; m++)
    {
      floats (a, b, m, N);
      for (int i = 0; i < N; i++)
	{
	  float x = 1.0f;
	  if (i < m && b[i] > 0.0f)
	    x = a[i] * 2.0f;
	  if (o[i] != x)
	    abort ();
	}
    }
  /* The shorts overwrite the second half of a.  */
  short *sb = (short *) (map + page) - M;
  for (int i = 0; i < M; i++)
    sb[i] = i * 5;
  for (int m = M - 20; m <= M; m++)
    {
      shorts (sb, b, m, N);
      for (int i = 0; i < N; i++)
	{
	  short x = 3;
	  if (i < m && b[i] < 0.5f)
	    x = sb[i] + 1;
	  if (so[i] != x)
	    abort ();
	}
    }
  return 0;
}
