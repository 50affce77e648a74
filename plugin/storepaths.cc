/* Paths around masked stores: whole-vector stores when every lane is
   active, none when no lane is.
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

/* Where masks are vectors of lanes as wide as the data (AVX, AVX2), a
   masked store (.MASK_STORE: vmaskmovps, vpmaskmovd) costs several plain
   stores: about five on processors that microcode it (AMD Zen 1 to 3),
   and as much when no lane is active.  Linearized code stores under a
   mask at every conditional store, also in the chunks where every lane,
   or none, takes the branch: conditions that hold for runs of
   iterations, sorted data, rare cases.  After widening, each group of
   masked stores under one mask in one block of the vector loop becomes

     if (MASK == { -1, ... })
       the stores as whole vectors
     else if (MASK != { 0, ... })     (where empty masks are expensive)
       the masked stores

   GCC's own vectorizer makes the second test (optimize_mask_stores); the
   first lets a chunk whose lanes all store make plain stores.  Each test
   is one vptest and a branch, which predicts well both where lanes agree
   and where they disagree.  The masked stores under one mask are made
   one group by sinking the earlier ones past the statements between
   them that do not touch memory.  Masks of one bit per lane (AVX-512's
   mask registers, SVE's predicates) make masked stores as cheap as plain
   ones and are left alone.

   INPUT:
     _5 = x_3 > { 0.0, ... };
     .MASK_STORE (p_1, 32B, _5, _7);
     _9 = _7 * _8;
     .MASK_STORE (q_2, 32B, _5, _9);

   OUTPUT:
     _5 = x_3 > { 0.0, ... };
     _9 = _7 * _8;
     if (_5 == { -1, ... }) goto <full>; else goto <part>;
   <full>:
     MEM <vector(8) float> [(float *)p_1] = _7;
     MEM <vector(8) float> [(float *)q_2] = _9;
     goto <rest>;
   <part>:
     if (_5 != { 0, ... }) goto <masked>; else goto <rest>;
   <masked>:
     .MASK_STORE (p_1, 32B, _5, _7);
     .MASK_STORE (q_2, 32B, _5, _9);
   <rest>:  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* Whether MASK is a mask of lanes as wide as the data in a vector
   register: the masks whose masked stores get paths.  */

static bool
lane_vector_mask_p (tree mask)
{
  tree mt = TREE_TYPE (mask);
  return (VECTOR_BOOLEAN_TYPE_P (mt)
	  && GET_MODE_CLASS (TYPE_MODE (mt)) == MODE_VECTOR_INT);
}

/* Whether STMT is a masked store whose mask is a vector of lanes.  */

static bool
path_store_p (gimple *stmt)
{
  return (gimple_call_internal_p (stmt, IFN_MASK_STORE)
	  && lane_vector_mask_p (gimple_call_arg (stmt, 2)));
}

/* Whether a masked store may not be moved past STMT: STMT reads or
   writes memory, has side effects, may throw, or may trap other than
   by raising a floating-point flag.  */

static bool
store_barrier_p (gimple *stmt)
{
  if (gimple_vuse (stmt) || gimple_vdef (stmt)
      || gimple_has_side_effects (stmt) || is_ctrl_stmt (stmt)
      || stmt_could_throw_p (cfun, stmt))
    return true;
  tree lhs = gimple_get_lhs (stmt);
  return (gimple_could_trap_p (stmt)
	  && !(lhs && FLOAT_TYPE_P (TREE_TYPE (lhs))));
}

/* The first group of masked stores under one mask in BB, from statement
   START on, into GROUP: a masked store and the masked stores under the
   same mask that follow it with no barrier between them.  */

static void
find_store_group (gimple_stmt_iterator start, vec<gcall *> *group)
{
  for (gimple_stmt_iterator gsi = start; !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      if (path_store_p (stmt)
	  && (group->is_empty ()
	      || operand_equal_p (gimple_call_arg (stmt, 2),
				  gimple_call_arg ((*group)[0], 2), 0)))
	{
	  group->safe_push (as_a <gcall *> (stmt));
	  continue;
	}
      if (!group->is_empty () && store_barrier_p (stmt))
	return;
    }
}

/* Move the stores of GROUP next to its last one, in their order.  */

static void
sink_store_group (vec<gcall *> &group)
{
  gimple_stmt_iterator to = gsi_for_stmt (group.last ());
  for (unsigned i = 0; i + 1 < group.length (); i++)
    {
      gimple_stmt_iterator from = gsi_for_stmt (group[i]);
      gsi_move_before (&from, &to);
    }
}

/* The plain store of the value of masked store S, at the end of BB.  */

static void
emit_whole_store (gcall *s, basic_block bb)
{
  tree addr = gimple_call_arg (s, 0);
  tree cookie = gimple_call_arg (s, 1);
  tree val = gimple_call_arg (s, 3);
  tree ref = widen_vector_mem_ref (TREE_TYPE (val), addr,
				   tree_to_uhwi (cookie), TREE_TYPE (cookie));
  gassign *g = gimple_build_assign (ref, val);
  gimple_set_location (g, gimple_location (s));
  widen_set_vops (g, true);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_after (&gsi, g, GSI_NEW_STMT);
}

/* End block BB with the branch "if (V CODE C)", C all lanes set or none
   (ALL_ONES): the edge to the block it falls to becomes its true or false
   edge (FALLTHRU_TRUE), and an edge of the other value goes to OTHER with
   probability PROB.  */

static void
branch_on_mask (basic_block bb, tree v, enum tree_code code, bool all_ones,
		bool fallthru_true, basic_block other, profile_probability prob)
{
  tree c = all_ones ? build_minus_one_cst (TREE_TYPE (v))
		    : build_zero_cst (TREE_TYPE (v));
  if (all_ones && VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (v)))
    c = constant_boolean_node (true, TREE_TYPE (v));
  gcond *cond = gimple_build_cond (code, v, c, NULL_TREE, NULL_TREE);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_after (&gsi, cond, GSI_NEW_STMT);
  edge fall = single_succ_edge (bb);
  fall->flags &= ~EDGE_FALLTHRU;
  fall->flags |= fallthru_true ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE;
  edge e = make_edge (bb, other,
		      fallthru_true ? EDGE_FALSE_VALUE : EDGE_TRUE_VALUE);
  e->probability = prob;
  fall->probability = prob.invert ();
}

/* Give GROUP, masked stores under one mask next to each other in a block
   of R's vector loop, the paths described above.  Returns the block that
   holds what followed the group, or NULL if the target cannot branch on
   the mask.  */

static basic_block
make_store_paths (region *r, vec<gcall *> &group)
{
  gcall *first = group[0];
  tree mask = gimple_call_arg (first, 2);
  gimple_stmt_iterator gsi = gsi_for_stmt (first);
  tree v = widen_any_branch_vector (r, mask, &gsi);
  if (!v)
    return NULL;
  basic_block cur = gimple_bb (first);
  gsi = gsi_for_stmt (first);
  gsi_prev (&gsi);
  edge e = gsi_end_p (gsi) ? split_block_after_labels (cur)
			   : split_block (cur, gsi_stmt (gsi));
  basic_block masked = e->dest;
  edge e2 = split_block (masked, group.last ());
  basic_block rest = e2->dest;
  widen_inherit_predicate (r, cur, masked);
  widen_inherit_predicate (r, cur, rest);

  /* PART: skip the masked stores when no lane is active.  */
  bool skip = targetm.vectorize.empty_mask_is_expensive (IFN_MASK_STORE);
  basic_block part = skip ? split_edge (e) : masked;
  if (skip)
    {
      widen_inherit_predicate (r, cur, part);
      branch_on_mask (part, v, NE_EXPR, false, true, rest,
		      profile_probability::unlikely ());
    }

  /* FULL: the stores as whole vectors when every lane is active.  */
  basic_block full = create_empty_bb (cur);
  add_bb_to_loop (full, cur->loop_father);
  widen_inherit_predicate (r, cur, full);
  branch_on_mask (cur, v, EQ_EXPR, true, false, full,
		  profile_probability::even ());
  full->count = cur->count.apply_probability (profile_probability::even ());
  make_single_succ_edge (full, rest, EDGE_FALLTHRU);
  for (gcall *s : group)
    emit_whole_store (s, full);
  if (dump_file)
    fprintf (dump_file, ";; plan: %u masked store%s in bb %d: whole-vector "
	     "store%s when every lane is active%s\n", group.length (),
	     group.length () == 1 ? "" : "s", masked->index,
	     group.length () == 1 ? "" : "s",
	     skip ? ", none when none is" : "");
  return rest;
}

/* Give the masked stores of R's vector loop whose masks are vectors of
   lanes the paths described above.  Returns how many groups got them.  */

unsigned
store_paths (region *r)
{
  auto_vec<basic_block> body;
  region_loop_rpo (r->loop, &body);
  unsigned n = 0;
  for (basic_block bb : body)
    {
      gimple_stmt_iterator start = gsi_start_bb (bb);
      while (!gsi_end_p (start))
	{
	  auto_vec<gcall *, 4> group;
	  find_store_group (start, &group);
	  if (group.is_empty ())
	    break;
	  sink_store_group (group);
	  basic_block rest = make_store_paths (r, group);
	  if (rest)
	    {
	      n++;
	      start = gsi_start_bb (rest);
	    }
	  else
	    {
	      start = gsi_for_stmt (group.last ());
	      gsi_next (&start);
	    }
	}
    }
  if (n)
    {
      mark_virtual_operands_for_renaming (cfun);
      free_dominance_info (CDI_DOMINATORS);
    }
  return n;
}
