/* The functions lockstep vectorized, and the GCC passes they skip.
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


/* GCC 12's aarch64 pass early_remat (early-remat.cc), which recomputes
   values of SVE modes instead of keeping them live across calls, takes
   two instructions whose RTL is the same for the same value even when a
   register they read was set in between: a broadcast of the header's
   index before an inner loop and a broadcast of the inner loop's counter
   inside it, after out-of-SSA gave the index and the counter one register
   and PRE gave the two broadcasts one result.  It then recomputes the
   index's lane vector after the inner loop from the counter's last value
   (wrong code: fuzzer seed 870103, a loop with a lane-private array
   filled by an inner loop and a call, at -msve-vector-bits=256 and 512).
   The pass makes the same mistake on plain GCC vector code of that shape
   (testsuite/lockstep.aarch64/early-remat.c has one); lockstep's
   vectorized loops have it often, so the pass does not run on functions
   lockstep vectorized.  It only saves the spills of SVE registers around
   calls.  */

#include "lockstep-gcc.h"
#include "region.h"

/* The functions lockstep vectorized a loop of, by DECL_UID.  */
static hash_set<int_hash<unsigned, 0, UINT_MAX> > *vectorized_functions;

/* Record that lockstep changed function FUN.  */

void
note_function_vectorized (function *fun)
{
  if (!vectorized_functions)
    vectorized_functions = new hash_set<int_hash<unsigned, 0, UINT_MAX> >;
  vectorized_functions->add (DECL_UID (fun->decl));
}

/* Whether lockstep vectorized a loop of FUN.  */

bool
function_vectorized_p (function *fun)
{
  return (vectorized_functions
	  && vectorized_functions->contains (DECL_UID (fun->decl)));
}

/* The PLUGIN_OVERRIDE_GATE callback: GCC_DATA points to whether the
   current pass is to run on the current function; clear it for the
   passes that functions lockstep vectorized skip (early_remat, see
   above).  The pass then opens no dump for the function.  USER_DATA is
   unused.  */

void
override_gate (void *gcc_data, void *)
{
  bool *run = (bool *) gcc_data;
  if (*run && current_pass && current_pass->name && cfun
      && strcmp (current_pass->name, "early_remat") == 0
      && function_vectorized_p (cfun))
    *run = false;
}
