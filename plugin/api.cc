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

/* Append to SEQ the statements that compute whether some active lane
   takes edge E out of the block ending in COND: __lockstep_any
   (__lockstep_active () & cond(E)), the calls at COND's location.  Return
   that uniform boolean.  */

tree
region_build_any_takes (region *r, gcond *cond, edge e, gimple_seq *seq)
{
  tree cv = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt (seq, gimple_build_assign (cv, gimple_cond_code (cond),
						 gimple_cond_lhs (cond),
						 gimple_cond_rhs (cond)));
  if (e->flags & EDGE_FALSE_VALUE)
    {
      tree n = make_ssa_name (boolean_type_node);
      gimple_seq_add_stmt (seq, gimple_build_assign (n, BIT_NOT_EXPR, cv));
      cv = n;
    }
  tree act = make_ssa_name (boolean_type_node);
  gcall *ac = gimple_build_call (region_active_decl (r), 0);
  gimple_call_set_lhs (ac, act);
  gimple_set_location (ac, gimple_location (cond));
  gimple_seq_add_stmt (seq, ac);
  tree both = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt (seq, gimple_build_assign (both, BIT_AND_EXPR, act, cv));
  tree any = make_ssa_name (boolean_type_node);
  gcall *an = gimple_build_call (region_any_decl (r), 1, both);
  gimple_call_set_lhs (an, any);
  gimple_set_location (an, gimple_location (cond));
  gimple_seq_add_stmt (seq, an);
  return any;
}

/* Replace the calls to __lockstep_active in R's body by the predicates of
   their blocks (predicate.cc), or where the body has none (nothing is
   linearized: every lane of a vector iteration runs every block) or a
   block's is true, remove them and fold their uses (an any-lane test of
   the active lanes' condition becomes one of the condition).  */

void
region_resolve_active (region *r)
{
  if (!r->active_decl)
    return;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!region_intrinsic_call_p (r, stmt, r->active_decl))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	tree pred = NULL_TREE;
	if ((unsigned) bb->index < r->block_pred.length ())
	  pred = r->block_pred[bb->index];
	else
	  gcc_assert (!bitmap_bit_p (r->varying_pred_blocks, bb->index));
	tree lhs = gimple_call_lhs (stmt);
	if (pred)
	  {
	    gsi_replace (&gsi, gimple_build_assign (lhs, pred), false);
	    gsi_next (&gsi);
	    continue;
	  }
	replace_uses_by (lhs, boolean_true_node);
	gsi_remove (&gsi, true);
	release_ssa_name (lhs);
      }
}
