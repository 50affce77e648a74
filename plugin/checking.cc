/* The report of a failed check of GCC's GIMPLE accessors.
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

/* lockstep-gcc.h builds the plugin with GCC's GIMPLE checking: each
   accessor of a kind of statement (gimple_call_lhs, gimple_cond_code...)
   checks the statement's kind, as in a GCC configured with
   --enable-checking=gimple.  A compiler built without it (a release build,
   as distributions ship) has no function to report a failed check: this
   is lockstep's, an internal compiler error that names the accessor and
   the kinds expected and found.  */

#include "lockstep-gcc.h"

/* Report that statement GS, of another kind than CODE (and SUBCODE), was
   given to an accessor of FUNCTION at FILE:LINE.  */

void
gimple_check_failed (const gimple *gs, const char *file, int line,
		     const char *function, enum gimple_code code,
		     enum tree_code subcode)
{
  internal_error ("gimple check: expected %s(%s), have %s(%s) in %s, "
		  "at %s:%d", gimple_code_name[code],
		  get_tree_code_name (subcode),
		  gimple_code_name[gimple_code (gs)],
		  gs->subcode > 0
		  ? get_tree_code_name ((enum tree_code) gs->subcode) : "",
		  function, trim_filename (file), line);
}
