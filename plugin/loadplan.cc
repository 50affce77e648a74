/* The plan of the conditional loads that need no mask.
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

/* A load under a varying predicate needs a mask where some lane may be
   inactive: an inactive lane's address may be invalid.  It needs none
   (memory_plan_loads) when every path through an iteration accesses the
   same location, or when it reads a declared array within its bounds;
   such loads then move before the stores of the paths they join
   (memory_hoist_unmasked_loads).  Widening reads the plan through
   R->unmasked_loads (memory_kind).  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* Whether STMT loads or stores REF.  */

static bool
accesses_ref_p (gimple *stmt, tree ref)
{
  gassign *a = dyn_cast <gassign *> (stmt);
  if (!a || !gimple_vuse (a) || gimple_clobber_p (a))
    return false;
  if (gimple_store_p (a) && operand_equal_p (gimple_assign_lhs (a), ref, 0))
    return true;
  return (gimple_assign_load_p (a)
	  && operand_equal_p (gimple_assign_rhs1 (a), ref, 0));
}

/* Whether every path through one iteration of R's loop, from its header
   to its latch, runs a statement that loads or stores REF.  Inner loops
   count as the DAG of their blocks without back edges: a path through one
   of their blocks runs it.  */

static bool
every_path_accesses_p (region *r, tree ref)
{
  auto_sbitmap reach (r->body.length ());
  bitmap_clear (reach);
  for (unsigned i = 0; i < r->body.length (); i++)
    {
      basic_block bb = r->body[i];
      if (i > 0 && !bitmap_bit_p (reach, i))
	continue;
      bool access = false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   !gsi_end_p (gsi) && !access; gsi_next (&gsi))
	access = accesses_ref_p (gsi_stmt (gsi), ref);
      if (access)
	continue;
      if (bb == r->loop->latch)
	return false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  int k = (unsigned) e->dest->index < r->bindex.length ()
		  ? r->bindex[e->dest->index] : -1;
	  if (k > (int) i)
	    bitmap_set_bit (reach, k);
	}
    }
  return true;
}

/* Whether index IDX of an array whose indices run from LOW to HIGH
   stays within them in every iteration of LOOP: a constant, or an
   induction variable of LOOP with constant base and step, whose value in
   the last iteration GCC's bound on the iterations allows is within them
   too.  */

static bool
index_in_bounds_p (class loop *loop, tree idx, tree low, tree high)
{
  if (!low || !high || TREE_CODE (low) != INTEGER_CST
      || TREE_CODE (high) != INTEGER_CST)
    return false;
  widest_int lo = wi::to_widest (low), hi = wi::to_widest (high);
  if (TREE_CODE (idx) == INTEGER_CST)
    return wi::le_p (lo, wi::to_widest (idx), SIGNED)
	   && wi::le_p (wi::to_widest (idx), hi, SIGNED);
  affine_iv iv;
  widest_int nit;
  if (TREE_CODE (idx) != SSA_NAME
      || !simple_iv (loop, loop, idx, &iv, false)
      || TREE_CODE (iv.base) != INTEGER_CST
      || TREE_CODE (iv.step) != INTEGER_CST
      || !max_loop_iterations (loop, &nit))
    return false;
  widest_int first = wi::to_widest (iv.base);
  widest_int last = first + wi::to_widest (iv.step) * nit;
  /* Without wrapping in IDX's type, the values lie between the two.  */
  tree t = TREE_TYPE (idx);
  if (!iv.no_overflow
      && (wi::lt_p (last, wi::to_widest (TYPE_MIN_VALUE (t)), SIGNED)
	  || wi::gt_p (last, wi::to_widest (TYPE_MAX_VALUE (t)), SIGNED)))
    return false;
  return (wi::le_p (lo, first, SIGNED) && wi::le_p (lo, last, SIGNED)
	  && wi::le_p (first, hi, SIGNED) && wi::le_p (last, hi, SIGNED));
}

/* Whether NAME, used in LOOP, has a value in every lane of a vector
   iteration: it is computed, to DEPTH levels of its operands, without a
   PHI of a block of LOOP other than its header.  A PHI of a join has a
   value only in the lanes that reach the join (linearization leaves the
   others undefined), even when each of its arguments is the same
   induction to SCEV.  */

static bool
lanes_defined_p (class loop *loop, tree name, unsigned depth)
{
  if (TREE_CODE (name) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (name))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (name);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (loop, bb))
    return true;
  if (gimple_code (def) == GIMPLE_PHI)
    return bb == loop->header;
  if (!depth || !is_gimple_assign (def))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    if (!lanes_defined_p (loop, gimple_op (def, i), depth - 1))
      return false;
  return true;
}

/* Whether every iteration of R's loop may read REF without trapping
   whatever its predicate: an element of a declared array (of arrays)
   whose indices stay within its bounds in every iteration
   (index_in_bounds_p), as GCC's if-conversion proves (tree-if-conv.cc,
   ref_within_array_bound) and Clang's vectorizer for the same loads.
   Only in a loop with one exit: then the lanes of a vector iteration
   are iterations the loop runs, within GCC's bound on them (which may
   come from accesses that would be undefined beyond it); lanes past a
   break are not.  */

static bool
ref_in_declared_bounds_p (region *r, tree ref)
{
  if (TREE_CODE (ref) != ARRAY_REF
      || get_loop_exit_edges (r->loop).length () != 1)
    return false;
  for (; TREE_CODE (ref) == ARRAY_REF; ref = TREE_OPERAND (ref, 0))
    {
      tree atype = TREE_TYPE (TREE_OPERAND (ref, 0));
      if (TREE_CODE (atype) != ARRAY_TYPE || !TYPE_DOMAIN (atype)
	  || !lanes_defined_p (r->loop, TREE_OPERAND (ref, 1), 8)
	  || !index_in_bounds_p (r->loop, TREE_OPERAND (ref, 1),
				 array_ref_low_bound (ref),
				 TYPE_MAX_VALUE (TYPE_DOMAIN (atype))))
	return false;
    }
  return VAR_P (ref) && !DECL_HARD_REGISTER (ref)
	 && COMPLETE_TYPE_P (TREE_TYPE (ref));
}

/* The plan of R's loads, made on the loop as it is before any transform:
   a load under a varying predicate needs no mask (no lane can trap, and
   the target needs no masked load) when every path through an iteration
   accesses the same location -- then every lane of a vector iteration,
   each a real iteration, accesses its own location -- or when it reads a
   declared array within its bounds (ref_in_declared_bounds_p).  Only
   loads of the loop's own blocks: in an inner loop that the divergent
   loop transform runs on for lanes that are done, a lane's later address
   may be invalid.  Records them in R->unmasked_loads.  */

void
memory_plan_loads (region *r)
{
  unsigned budget = 64;
  for (basic_block bb : r->body)
    {
      if (bb->loop_father != r->loop
	  || !bitmap_bit_p (r->varying_pred_blocks, bb->index))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	  if (!a || !gimple_assign_load_p (a) || gimple_store_p (a)
	      || gimple_has_volatile_ops (a) || budget == 0)
	    continue;
	  budget--;
	  tree ref = gimple_assign_rhs1 (a);
	  const char *why = NULL;
	  if (every_path_accesses_p (r, ref))
	    why = "every path accesses the location";
	  else if (ref_in_declared_bounds_p (r, ref))
	    why = "an element of a declared array within its bounds";
	  if (why)
	    {
	      r->unmasked_loads->add (a);
	      if (dump_file && (dump_flags & TDF_DETAILS))
		{
		  fprintf (dump_file, ";; plan: load without a mask, %s: ",
			   why);
		  print_gimple_stmt (dump_file, a, 0, TDF_SLIM);
		}
	    }
	}
    }
}

/* Whether the definition of SSA name or invariant OP dominates the end
   of block BB.  */

static bool
available_at_end_p (tree op, basic_block bb)
{
  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op))
    return true;
  basic_block d = gimple_bb (SSA_NAME_DEF_STMT (op));
  return !d || dominated_by_p (CDI_DOMINATORS, bb, d);
}

/* Whether R's body stores REF in a block other than BB.  */

static bool
stored_elsewhere_p (region *r, tree ref, basic_block bb)
{
  for (basic_block b : r->body)
    if (b != bb)
      for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_store_p (gsi_stmt (gsi))
	    && accesses_ref_p (gsi_stmt (gsi), ref))
	  return true;
  return false;
}

/* The block before whose branch load A of R, planned without a mask, may
   run instead of its own: the farthest dominator reached through blocks
   that end with a divergent branch, at whose end A's operands are
   available and no store can have intervened (A's virtual operand is
   defined there or above).  A's own block if none.  */

static basic_block
unmasked_load_home (region *r, gassign *a)
{
  basic_block home = gimple_bb (a);
  for (;;)
    {
      basic_block d = get_immediate_dominator (CDI_DOMINATORS, home);
      if (!d || !region_contains_p (r, d) || d->loop_father != r->loop
	  || !divergent_branch_p (r, d))
	return home;
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, a, it, SSA_OP_USE)
	if (!available_at_end_p (op, d))
	  return home;
      if (!available_at_end_p (gimple_vuse (a), d))
	return home;
      home = d;
    }
}

/* Before linearization: move each load of R planned without a mask
   (memory_plan_loads) that cannot throw and whose location another block
   stores to the end of the block whose divergent branch leads to it
   (unmasked_load_home), so that it is read before the stores of the
   sibling paths that linearization may place before it.  The lanes that
   read it are not those the sibling paths store (their predicates are
   disjoint), and a load right after a masked store to the same address
   waits until the store completes.  */

void
memory_hoist_unmasked_loads (region *r)
{
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  for (basic_block bb : r->body)
    {
      if (bb->loop_father != r->loop)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	{
	  gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	  gsi_next (&gsi);
	  if (!a || !r->unmasked_loads->contains (a)
	      || stmt_could_throw_p (cfun, a)
	      || !stored_elsewhere_p (r, gimple_assign_rhs1 (a), bb))
	    continue;
	  basic_block home = unmasked_load_home (r, a);
	  if (home == bb)
	    continue;
	  gimple_stmt_iterator from = gsi_for_stmt (a);
	  gimple_stmt_iterator to = gsi_last_bb (home);
	  gsi_move_before (&from, &to);
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, ";; plan: load moved from bb %d to bb %d, "
		       "before the stores of the paths it joins: ", bb->index,
		       home->index);
	      print_gimple_stmt (dump_file, a, 0, TDF_SLIM);
	    }
	}
    }
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
}
