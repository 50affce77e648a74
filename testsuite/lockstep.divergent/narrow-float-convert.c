/* Conversions between floating point and integers narrower than int go
   through int (operations.cc, widen_conversion): short, unsigned short,
   signed and unsigned char to float and double and back, under a
   divergent branch.  The code the conversions get with SSE2 is checked
   in narrow-float-convert-sse2.c.  */
/* { dg-do run } */

#include <stdlib.h>

#define N 1024
short s[N], so[N];
unsigned short us[N], uso[N];
signed char c[N], co[N];
unsigned char uc[N], uco[N];
float f[N], fo[N];
double d[N], dout[N];

#define BODY								\
  do {									\
    float x = f[i];							\
    double y = d[i];							\
    if (x > 0.5f)							\
      {									\
	x = x + s[i] + us[i];						\
	y = y + c[i] * 0.5 + uc[i];					\
      }									\
    else								\
      x = x - c[i];							\
    fo[i] = x;								\
    dout[i] = y;							\
    so[i] = (short) (f[i] * 300.0f);					\
    uso[i] = (unsigned short) (f[i] * 600.0f + 300.0f);		\
    co[i] = (signed char) (y * 0.25);					\
    uco[i] = (unsigned char) (f[i] * 100.0f + 60.0f);			\
  } while (0)

__attribute__ ((noipa)) void
kernel (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      s[i] = (short) (i * 64 - 32768);
      us[i] = (unsigned short) (i * 64 + 63);
      c[i] = (signed char) (i - 128);
      uc[i] = (unsigned char) (255 - i);
      f[i] = (i * 37 % 201) / 100.0f - 0.5f;
      d[i] = (i % 17) * 1.25 - 3.0;
    }
  for (int n = N - 3; n <= N; n++)
    {
      kernel (n);
      for (int i = 0; i < n; i++)
	{
	  short so1 = so[i];
	  unsigned short uso1 = uso[i];
	  signed char co1 = co[i];
	  unsigned char uco1 = uco[i];
	  float fo1 = fo[i];
	  double dout1 = dout[i];
	  BODY;
	  if (fo1 != fo[i] || dout1 != dout[i] || so1 != so[i]
	      || uso1 != uso[i] || co1 != co[i] || uco1 != uco[i])
	    abort ();
	}
    }
  return 0;
}
