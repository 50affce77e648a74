/* The loop's induction variable used as data (a conditional last index, an
   index stored under a condition): steps of 1, 2 and -1, int and long long
   variables, and lanes narrower than the variable (a char store of an int
   index), which wrap as the truncation does.  */
/* { dg-do run } */

#include "check.h"

NOIPA int
last_negative (int n, const float *restrict a)
{
  int j = -1;
#pragma omp simd lastprivate(conditional: j)
  for (int i = 0; i < n; i++)
    if (a[i] < 0.0f)
      j = i;
  return j;
}

NOIPA int
last_negative_ref (int n, const float *restrict a)
{
  int j = -1;
  for (int i = 0; i < n; i++)
    if (a[i] < 0.0f)
      j = i;
  return j;
}

#define BODIES(X)							\
  X (int_index, int, for (int i = 0; i < n; i++),			\
     if (a[i] > 0.5f) o[i] = i; else o[i] = 2 * i)			\
  X (long_index, long long, for (long long i = 0; i < n; i++),			\
     if (a[i] < 0.5f) o[i] = i + 1000000000000L; else o[i] = i)	\
  X (step2, int, for (int i = 0; i < 2 * n; i += 2),			\
     if (a[i / 2] != 0.0f) o[i / 2] = i; else o[i / 2] = 7)		\
  X (down, int, for (int i = n - 1; i >= 0; i--),			\
     if (a[i] > -0.5f) o[i] = i; else o[i] = 3 - i)			\
  X (char_index, unsigned char, for (int i = 200; i < n + 200; i++),	\
     if (a[i - 200] > 0.0f) o[i - 200] = (unsigned char) i;		\
     else o[i - 200] = 1)

#define DEFINE(NAME, T, FOR, BODY)					\
  NOIPA void								\
  NAME (int n, const float *restrict a, T *restrict o)			\
  {									\
    _Pragma ("omp simd")						\
    FOR									\
      BODY;								\
  }									\
  NOIPA void								\
  NAME##_ref (int n, const float *restrict a, T *restrict o)		\
  {									\
    FOR									\
      BODY;								\
  }

BODIES (DEFINE)

int
main (void)
{
  static float a[MAX_N];
  static long long o[MAX_N + 1], r[MAX_N + 1];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	a[i] = (float) (check_rand () % 5 - 2) / 2.0f;
      int j = last_negative (n, a), jr = last_negative_ref (n, a);
      CHECK (j == jr, "last_negative n=%d: %d, expected %d", n, j, jr);
#define RUN(NAME, T, FOR, BODY)						\
      memset (o, 0x5a, sizeof o);					\
      memset (r, 0x5a, sizeof r);					\
      NAME (n, a, (T *) o);						\
      NAME##_ref (n, a, (T *) r);					\
      CHECK (memcmp (o, r, sizeof o) == 0, #NAME " n=%d differs", n);
      BODIES (RUN)
    }
  return 0;
}
