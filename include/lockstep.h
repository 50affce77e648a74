/* lockstep.h: horizontal operations across the lanes of omp simd loops.
   Copyright (C) 2026 The lockstep authors.

This file is part of lockstep.

lockstep is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free
Software Foundation; either version 3, or (at your option) any later
version.

lockstep is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or
FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
for more details.

You should have received a copy of the GNU General Public License
along with lockstep; see the file COPYING.  If not see
<http://www.gnu.org/licenses/>.  */

/* In an omp simd loop that lockstep vectorizes, the iterations that run
   together form the lanes of a vector; these functions look across the
   lanes that are active where they are called (SPMD-style programming, as
   in ISPC):

     lockstep_any (x)       whether X is nonzero in some active lane
     lockstep_all (x)       whether X is nonzero in every active lane
     lockstep_ballot (x)    bit K set iff X is nonzero in active lane K
     lockstep_popcount (x)  in how many active lanes X is nonzero
     lockstep_lane ()       this lane's number, 0 .. lockstep_num_lanes () - 1
     lockstep_num_lanes ()  the number of lanes

   The results of all but lockstep_lane are the same in every lane.
   Everywhere else -- without the plugin, outside omp simd loops, in the
   iterations lockstep runs scalar (a loop's last ones, or a loop it did not
   vectorize) -- each iteration is alone: one lane, number 0.  Code written
   with these functions must be correct for any number of lanes.

   The definitions below give that scalar meaning; they are weak so that
   every file can include this header, and never inlined, so that the
   plugin sees the calls.  */

#ifndef LOCKSTEP_H
#define LOCKSTEP_H 1

#ifdef __cplusplus
extern "C" {
#endif

#define LOCKSTEP_API_ __attribute__ ((__weak__, __noinline__, __unused__))

LOCKSTEP_API_ int
lockstep_any (int x)
{
  return x != 0;
}

LOCKSTEP_API_ int
lockstep_all (int x)
{
  return x != 0;
}

LOCKSTEP_API_ unsigned long long
lockstep_ballot (int x)
{
  return x != 0;
}

LOCKSTEP_API_ int
lockstep_popcount (int x)
{
  return x != 0;
}

LOCKSTEP_API_ int
lockstep_lane (void)
{
  return 0;
}

LOCKSTEP_API_ int
lockstep_num_lanes (void)
{
  return 1;
}

#undef LOCKSTEP_API_

#ifdef __cplusplus
}
#endif

#endif /* LOCKSTEP_H */
