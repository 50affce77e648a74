/* lockstep.h's functions and lockstep's intrinsics in a loop body.
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

/* The functions of lockstep.h (__lockstep_any, __lockstep_active and
   the horizontal operations) as calls in a loop body, and lockstep's
   intrinsics, which stand for them between the transformations and
   widening.  */

#include "lockstep-gcc.h"
#include "region.h"

/* Lockstep's intrinsics, used inside the region between the
   transformations that create them and widening, which replaces them:
     bool __lockstep_any (bool)   whether the argument is true in any lane
				  (a uniform value);
     bool __lockstep_active (void)  the predicate of the block it is in,
				  replaced by predicate.cc.
   The declarations are made per region; statements refer to them.  */

static tree
intrinsic_decl (region *r, const char *name, bool takes_bool)
{
  tree *slot = takes_bool ? &r->any_decl : &r->active_decl;
  if (*slot)
    return *slot;
  tree type = takes_bool
	      ? build_function_type_list (boolean_type_node, boolean_type_node,
					  NULL_TREE)
	      : build_function_type_list (boolean_type_node, NULL_TREE);
  tree decl = build_fn_decl (name, type);
  TREE_READONLY (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("leaf"), NULL_TREE,
				      NULL_TREE);
  *slot = decl;
  return decl;
}

tree
region_any_decl (region *r)
{
  return intrinsic_decl (r, "__lockstep_any", true);
}

tree
region_active_decl (region *r)
{
  return intrinsic_decl (r, "__lockstep_active", false);
}

/* Which function of lockstep.h STMT calls, or LOCKSTEP_API_NONE.  */

enum lockstep_api
region_api_call (gimple *stmt)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return LOCKSTEP_API_NONE;
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !DECL_NAME (fndecl) || !TREE_PUBLIC (fndecl))
    return LOCKSTEP_API_NONE;
  static const struct { const char *name; unsigned nargs;
			enum lockstep_api api; } apis[] = {
    { "lockstep_any", 1, LOCKSTEP_API_ANY },
    { "lockstep_all", 1, LOCKSTEP_API_ALL },
    { "lockstep_ballot", 1, LOCKSTEP_API_BALLOT },
    { "lockstep_popcount", 1, LOCKSTEP_API_POPCOUNT },
    { "lockstep_lane", 0, LOCKSTEP_API_LANE },
    { "lockstep_num_lanes", 0, LOCKSTEP_API_NUM_LANES }
  };
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  for (auto &a : apis)
    if (!strcmp (name, a.name) && gimple_call_num_args (call) == a.nargs
	&& (!a.nargs
	    || INTEGRAL_TYPE_P (TREE_TYPE (gimple_call_arg (call, 0)))))
      return a.api;
  return LOCKSTEP_API_NONE;
}

/* Whether STMT calls intrinsic DECL of R.  */

bool
region_intrinsic_call_p (region *r, gimple *stmt, tree decl)
{
  return decl && is_gimple_call (stmt) && gimple_call_fndecl (stmt) == decl;
}

/* Replace the call to __lockstep_active at GSI by PRED, the predicate of
   its block, or where PRED is NULL_TREE (true) remove it and fold its uses
   (an any-lane test of the active lanes' condition becomes one of the
   condition); GSI then points to the next statement.  */

void
region_replace_active (gimple_stmt_iterator *gsi, tree pred)
{
  tree lhs = gimple_call_lhs (gsi_stmt (*gsi));
  if (pred)
    {
      gsi_replace (gsi, gimple_build_assign (lhs, pred), false);
      gsi_next (gsi);
      return;
    }
  replace_uses_by (lhs, boolean_true_node);
  gsi_remove (gsi, true);
  release_ssa_name (lhs);
}

/* Replace the calls to __lockstep_active in R's body, which has no
   linearized branches (predicate.cc does it where there are), by true:
   every lane of a vector iteration runs every block.  */

void
region_resolve_active (region *r)
{
  if (!r->active_decl)
    return;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      if (region_intrinsic_call_p (r, gsi_stmt (gsi), r->active_decl))
	{
	  gcc_assert (!bitmap_bit_p (r->varying_pred_blocks, bb->index));
	  region_replace_active (&gsi, NULL_TREE);
	}
      else
	gsi_next (&gsi);
}
