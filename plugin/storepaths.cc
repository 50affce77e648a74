/* Paths around masked stores: whole-vector stores when every lane is
   active, none when no lane is; pairs of masked stores under
   complementary masks merged.
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
   first lets a chunk whose lanes all store make plain stores, and is made
   only where a masked store costs several plain ones
   (target_masked_store_full_path_p: not on Intel's processors).  Each
   test is one vptest and a branch, which predicts well both where lanes
   agree and where they disagree.  The masked stores under one mask are made
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

/* A new block of R on the way from CUR to REST, after CUR, for a path
   taken with probability PROB.  */

static basic_block
new_path_block (region *r, basic_block cur, basic_block rest,
		profile_probability prob)
{
  basic_block bb = create_empty_bb (cur);
  add_bb_to_loop (bb, cur->loop_father);
  widen_inherit_predicate (r, cur, bb);
  bb->count = cur->count.apply_probability (prob);
  make_single_succ_edge (bb, rest, EDGE_FALLTHRU);
  return bb;
}

/* Give GROUP, masked stores under one mask next to each other in a block
   of R's vector loop, the paths described above.  Returns the block that
   holds what followed the group, or NULL if the target cannot branch on
   the mask or neither path pays.  */

static basic_block
make_store_paths (region *r, vec<gcall *> &group)
{
  gcall *first = group[0];
  tree mask = gimple_call_arg (first, 2);
  bool full_path
    = target_masked_store_full_path_p (TREE_TYPE (gimple_call_arg (first,
								     3)));
  bool skip = targetm.vectorize.empty_mask_is_expensive (IFN_MASK_STORE);
  if (!full_path && !skip)
    return NULL;
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
  basic_block part = skip ? split_edge (e) : masked;
  if (skip)
    {
      widen_inherit_predicate (r, cur, part);
      branch_on_mask (part, v, NE_EXPR, false, true, rest,
		      profile_probability::unlikely ());
    }

  /* FULL: the stores as whole vectors when every lane is active.  */
  if (full_path)
    {
      profile_probability even = profile_probability::even ();
      basic_block full = new_path_block (r, cur, rest, even);
      branch_on_mask (cur, v, EQ_EXPR, true, false, full, even);
      for (gcall *s : group)
	emit_whole_store (s, full);
    }
  if (dump_file)
    fprintf (dump_file, ";; plan: %u masked store%s in bb %d:%s%s%s\n",
	     group.length (), group.length () == 1 ? "" : "s",
	     masked->index,
	     full_path ? (group.length () == 1
			  ? " whole-vector store when every lane is active"
			  : " whole-vector stores when every lane is active")
		       : "",
	     full_path && skip ? "," : "",
	     skip ? " none when none is" : "");
  return rest;
}

/* Complementary pairs.  A masked store under mask M followed by one
   under ~M (the two sides of a linearized branch, each storing to its own
   location: "if (c) b[i] = x; else a[i] = y;") stores every lane once.
   Where masked stores cost more than a store per lane
   (target_masked_store_cycles: AMD's processors), the pair becomes the
   blend of the two values stored lane by lane, each lane at the address
   of its side, picked by a conditional move; with the paths for masks
   whose lanes agree, which store one whole vector.  Where both store to
   one location, the blend is stored as one whole vector, on every
   target; where both store to one location under L & C and L & ~C (a
   branch within an outer branch or a divergent loop), the blend is
   stored under L, a masked store.  The first store moves down to the
   second past the statements between them, which must not touch the
   memory it writes.

   INPUT:
     _3 = ~_2;
     .MASK_STORE (p_1, 32B, _2, _7);
     _8 = .MASK_LOAD (r_5, 32B, _3);
     .MASK_STORE (q_4, 32B, _3, _9);

   OUTPUT:
     _3 = ~_2;
     _8 = .MASK_LOAD (r_5, 32B, _3);
     _10 = VEC_COND_EXPR <_2, _7, _9>;
     if (_2 == { -1, ... }) goto <first>; else goto <test>;
   <first>:
     MEM <vector(8) float> [(float *)p_1] = _7;
     goto <rest>;
   <test>:
     if (_2 == { 0, ... }) goto <second>; else goto <lanes>;
   <second>:
     MEM <vector(8) float> [(float *)q_4] = _9;
     goto <rest>;
   <lanes>:
     _11 = VIEW_CONVERT_EXPR <vector(8) int> (_2);
     _12 = BIT_FIELD_REF <_11, 32, 0>;
     _13 = _12 != 0 ? p_1 : q_4;
     _14 = BIT_FIELD_REF <_10, 32, 0>;
     MEM <float> [(float *)_13] = _14;
     ... lanes 1 to 7, at _13 + 4 * lane
   <rest>:  */

/* The cost in cycles of a store of one lane at an address picked by a
   conditional move: the extracts of the mask's lane and the value's, the
   move and the store.  Zen 3 stores 8 lanes so in about 11 cycles; the
   higher count keeps the merge to the processors whose masked stores are
   microcoded, where it pays by far.  */
#define PAIR_LANE_STORE 3.0

/* MASK, with the selects that linearization puts in front of masks for
   predicates that turned out constant (PRED ? { -1, ... } : M, where PRED
   is set to a constant) looked through.  */

static tree
strip_constant_selects (tree mask)
{
  while (TREE_CODE (mask) == SSA_NAME)
    {
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (mask));
      if (!def)
	break;
      if (gimple_assign_rhs_code (def) == SSA_NAME)
	{
	  mask = gimple_assign_rhs1 (def);
	  continue;
	}
      if (gimple_assign_rhs_code (def) != COND_EXPR)
	break;
      tree c = gimple_assign_rhs1 (def);
      if (TREE_CODE (c) == SSA_NAME)
	if (gassign *cd = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (c)))
	  if (gimple_assign_rhs_code (cd) == INTEGER_CST)
	    c = gimple_assign_rhs1 (cd);
      if (TREE_CODE (c) != INTEGER_CST)
	break;
      mask = integer_zerop (c) ? gimple_assign_rhs3 (def)
			       : gimple_assign_rhs2 (def);
    }
  return mask;
}

/* Whether mask B is defined as the complement of mask A.  */

static bool
complement_of_p (tree a, tree b)
{
  a = strip_constant_selects (a);
  b = strip_constant_selects (b);
  gassign *def = (TREE_CODE (b) == SSA_NAME
		  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b)) : NULL);
  if (!def)
    return false;
  if (gimple_assign_rhs_code (def) == BIT_NOT_EXPR)
    return strip_constant_selects (gimple_assign_rhs1 (def)) == a;
  if (gimple_assign_rhs_code (def) != BIT_XOR_EXPR)
    return false;
  tree x = gimple_assign_rhs1 (def), y = gimple_assign_rhs2 (def);
  return ((integer_all_onesp (y) && strip_constant_selects (x) == a)
	  || (integer_all_onesp (x) && strip_constant_selects (y) == a));
}

/* Whether masks A and B are each other's complement.  */

static bool
complementary_p (tree a, tree b)
{
  return complement_of_p (a, b) || complement_of_p (b, a);
}

/* The operands of MASK, looked through constant selects, in *X and *Y if
   it is the AND of two masks.  */

static bool
and_operands (tree mask, tree *x, tree *y)
{
  mask = strip_constant_selects (mask);
  gassign *def = (TREE_CODE (mask) == SSA_NAME
		  ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (mask)) : NULL);
  if (!def || gimple_assign_rhs_code (def) != BIT_AND_EXPR)
    return false;
  *x = strip_constant_selects (gimple_assign_rhs1 (def));
  *y = strip_constant_selects (gimple_assign_rhs2 (def));
  return true;
}

/* If masks A and B are L AND C and L AND D, in either order, where C and
   D are each other's complement (the two sides of a branch taken under
   mask L), L; else NULL_TREE.  */

static tree
relative_complements (tree a, tree b)
{
  tree a1, a2, b1, b2;
  if (!and_operands (a, &a1, &a2) || !and_operands (b, &b1, &b2))
    return NULL_TREE;
  tree as[2] = { a1, a2 }, bs[2] = { b1, b2 };
  for (unsigned i = 0; i < 2; i++)
    for (unsigned j = 0; j < 2; j++)
      if (as[i] == bs[j] && complementary_p (as[1 - i], bs[1 - j]))
	return as[i];
  return NULL_TREE;
}

/* The memory the vector of masked store or load STMT covers, in *REF.  */

static void
masked_access_ref (gcall *stmt, ao_ref *ref)
{
  tree vt = (gimple_call_internal_p (stmt, IFN_MASK_STORE)
	     ? TREE_TYPE (gimple_call_arg (stmt, 3))
	     : TREE_TYPE (gimple_call_lhs (stmt)));
  ao_ref_init_from_ptr_and_size (ref, gimple_call_arg (stmt, 0),
				 TYPE_SIZE_UNIT (vt));
}

/* Whether masked store S may move past STMT: STMT does not touch the
   memory S writes, and has no other effect a store may not pass.  */

static bool
store_may_pass_p (gcall *s, gimple *stmt)
{
  if (!gimple_vuse (stmt))
    return !store_barrier_p (stmt);
  ao_ref sref;
  masked_access_ref (s, &sref);
  if (gcall *c = dyn_cast <gcall *> (stmt))
    {
      if (!gimple_call_internal_p (c, IFN_MASK_LOAD)
	  && !gimple_call_internal_p (c, IFN_MASK_STORE))
	return false;
      ao_ref other;
      masked_access_ref (c, &other);
      return !refs_may_alias_p_1 (&sref, &other, false);
    }
  if (!is_gimple_assign (stmt) || stmt_could_throw_p (cfun, stmt)
      || gimple_has_volatile_ops (stmt))
    return false;
  if (gimple_vdef (stmt))
    {
      ao_ref other;
      ao_ref_init (&other, gimple_assign_lhs (stmt));
      if (refs_may_alias_p_1 (&sref, &other, false))
	return false;
    }
  return !ref_maybe_used_by_stmt_p (stmt, &sref, false);
}

/* The masked store that makes a pair with masked store S1, or NULL: a
   store after S1, in its block or the chain of blocks that follow it one
   after the other, under the complement of its mask (or, to the address
   of S1, under the complement of its mask within a mask L: see
   relative_complements), with a value of the same type, before any
   statement S1 may not move past; one to the address of S1 if there is
   one, else the first.  */

static gcall *
find_pair (gcall *s1)
{
  tree mask = gimple_call_arg (s1, 2);
  tree vt = TREE_TYPE (gimple_call_arg (s1, 3));
  gcall *found = NULL;
  gimple_stmt_iterator gsi = gsi_for_stmt (s1);
  for (gsi_next (&gsi); ; gsi_next (&gsi))
    {
      /* Linearized code runs on into the next block.  */
      while (gsi_end_p (gsi))
	{
	  basic_block bb = gsi_bb (gsi);
	  if (!single_succ_p (bb))
	    return found;
	  basic_block next = single_succ (bb);
	  if (!single_pred_p (next)
	      || next->loop_father != bb->loop_father
	      || next == bb->loop_father->header)
	    return found;
	  gsi = gsi_start_bb (next);
	}
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      if (gimple_call_internal_p (stmt, IFN_MASK_STORE)
	  && types_compatible_p (vt, TREE_TYPE (gimple_call_arg (stmt, 3))))
	{
	  gcall *s2 = as_a <gcall *> (stmt);
	  tree m2 = gimple_call_arg (s2, 2);
	  bool same = operand_equal_p (gimple_call_arg (s1, 0),
				       gimple_call_arg (s2, 0), 0);
	  if (same
	      && (complementary_p (mask, m2)
		  || relative_complements (mask, m2)))
	    return s2;
	  if (!found && complementary_p (mask, m2))
	    found = s2;
	}
      if (!store_may_pass_p (s1, stmt))
	break;
    }
  return found;
}

/* Whether the pair of masked stores S1 and S2 is better merged: into one
   whole-vector store where they store to one address and the target
   blends under their mask, into stores per lane where those cost less
   than the two masked stores.  */

static bool
pair_pays_p (gcall *s1, gcall *s2)
{
  tree mask = gimple_call_arg (s1, 2);
  tree vt = TREE_TYPE (gimple_call_arg (s1, 3));
  if (!target_vcond_mask_p (vt, TREE_TYPE (mask)))
    return false;
  if (operand_equal_p (gimple_call_arg (s1, 0), gimple_call_arg (s2, 0), 0))
    return true;
  unsigned HOST_WIDE_INT n;
  if (!lane_vector_mask_p (mask)
      || !TYPE_VECTOR_SUBPARTS (vt).is_constant (&n)
      || !tree_int_cst_equal (TYPE_SIZE (TREE_TYPE (mask)), TYPE_SIZE (vt)))
    return false;
  return 2 * target_masked_store_cycles (vt) > n * PAIR_LANE_STORE + 1;
}

/* Remove store STMT.  */

static void
remove_store (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  unlink_stmt_vdef (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
}

/* At the end of BB, the stores of the lanes of V, each at the address of
   its lane of P (where its lane of MASK is set) or of Q, accessed with
   alignment ALIGN (in bits) and alias pointer type ALIAS.  */

static void
emit_lane_stores (basic_block bb, tree mask, tree p, tree q, tree v,
		  unsigned align, tree alias, location_t loc)
{
  tree vt = TREE_TYPE (v);
  tree et = TREE_TYPE (vt);
  unsigned n = TYPE_VECTOR_SUBPARTS (vt).to_constant ();
  unsigned mbits = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (mask))) / n;
  unsigned ebits = tree_to_uhwi (TYPE_SIZE (et));
  tree mit = build_vector_type (build_nonstandard_integer_type (mbits, 0), n);
  tree at = align < TYPE_ALIGN (et) ? build_aligned_type (et, align) : et;
  gimple_seq seq = NULL;
  tree mi = gimple_build (&seq, VIEW_CONVERT_EXPR, mit, mask);
  for (unsigned k = 0; k < n; k++)
    {
      tree bit = gimple_build (&seq, BIT_FIELD_REF, TREE_TYPE (mit), mi,
			       bitsize_int (mbits), bitsize_int (k * mbits));
      tree on = gimple_build (&seq, NE_EXPR, boolean_type_node, bit,
			      build_zero_cst (TREE_TYPE (bit)));
      tree base = gimple_build (&seq, COND_EXPR, TREE_TYPE (p), on, p, q);
      tree x = gimple_build (&seq, BIT_FIELD_REF, et, v, bitsize_int (ebits),
			     bitsize_int (k * ebits));
      tree mem = build2 (MEM_REF, at, base,
			 build_int_cst (alias, k * (ebits / BITS_PER_UNIT)));
      gassign *g = gimple_build_assign (mem, x);
      widen_set_vops (g, true);
      gimple_seq_add_stmt (&seq, g);
    }
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
}

/* Replace the pair of masked stores S1 and S2 of R (find_pair) by the
   blend of their values, stored as described above.  Returns the new
   block that holds what followed S2, or NULL if the block of S2 still
   does.  */

static basic_block
merge_store_pair (region *r, gcall *s1, gcall *s2)
{
  tree mask = gimple_call_arg (s1, 2);
  tree p = gimple_call_arg (s1, 0), q = gimple_call_arg (s2, 0);
  tree v1 = gimple_call_arg (s1, 3), v2 = gimple_call_arg (s2, 3);
  tree c1 = gimple_call_arg (s1, 1), c2 = gimple_call_arg (s2, 1);
  unsigned align = MIN (tree_to_uhwi (c1), tree_to_uhwi (c2));
  tree alias = (TREE_TYPE (c1) == TREE_TYPE (c2) ? TREE_TYPE (c1)
		: ptr_type_node);
  location_t loc = gimple_location (s2);
  gimple_stmt_iterator gsi = gsi_for_stmt (s2);
  tree v = widen_emit (&gsi, VEC_COND_EXPR, TREE_TYPE (v1), mask, v1, v2);
  basic_block cur = gimple_bb (s2);
  if (operand_equal_p (p, q, 0))
    {
      /* One store of the blend: a masked one under the mask both sides
	 are within (find_pair pairs such masks only at one address), else
	 a whole-vector one.  */
      tree within = (complementary_p (mask, gimple_call_arg (s2, 2))
		     ? NULL_TREE
		     : relative_complements (mask, gimple_call_arg (s2, 2)));
      if (within)
	{
	  gimple_call_set_arg (s2, 1, build_int_cst (alias, align));
	  gimple_call_set_arg (s2, 2, within);
	  gimple_call_set_arg (s2, 3, v);
	  update_stmt (s2);
	}
      else
	{
	  tree mem = widen_vector_mem_ref (TREE_TYPE (v), p, align, alias);
	  gassign *g = gimple_build_assign (mem, v);
	  gimple_set_location (g, loc);
	  widen_set_vops (g, true);
	  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
	  remove_store (s2);
	}
      remove_store (s1);
      if (dump_file)
	fprintf (dump_file, ";; plan: masked stores in bb %d under "
		 "complementary masks%s to one address: one %s store of "
		 "their blend\n", cur->index, within ? " within a mask" : "",
		 within ? "masked" : "whole-vector");
      return NULL;
    }

  tree any = widen_any_branch_vector (r, mask, &gsi);
  gimple_stmt_iterator prev = gsi_for_stmt (s2);
  gsi_prev (&prev);
  edge e = split_block (cur, gsi_stmt (prev));
  basic_block lanes = e->dest;
  basic_block rest = split_block (lanes, s2)->dest;
  widen_inherit_predicate (r, cur, lanes);
  widen_inherit_predicate (r, cur, rest);
  if (any)
    {
      /* The paths for masks whose lanes agree.  */
      basic_block test = split_edge (e);
      widen_inherit_predicate (r, cur, test);
      profile_probability even = profile_probability::even ();
      basic_block second = new_path_block (r, cur, rest, even);
      emit_whole_store (s2, second);
      branch_on_mask (test, any, EQ_EXPR, false, false, second, even);
      basic_block first = new_path_block (r, cur, rest, even);
      emit_whole_store (s1, first);
      branch_on_mask (cur, any, EQ_EXPR, true, false, first, even);
    }
  emit_lane_stores (lanes, mask, p, q, v, align, alias, loc);
  remove_store (s1);
  remove_store (s2);
  if (dump_file)
    fprintf (dump_file, ";; plan: masked stores in bb %d under "
	     "complementary masks: one store per lane at the address of its "
	     "side%s\n", lanes->index,
	     any ? ", whole-vector stores when the lanes agree" : "");
  return rest;
}

/* Merge the pairs of masked stores of R's vector loop under
   complementary masks where that pays (above).  Returns how many pairs
   were merged.  */

unsigned
store_pairs (region *r)
{
  auto_vec<basic_block> work;
  region_loop_rpo (r->loop, &work);
  unsigned n = 0;
  for (unsigned i = 0; i < work.length (); i++)
    {
      basic_block bb = work[i];
      gimple_stmt_iterator gsi = gsi_start_bb (bb);
      while (!gsi_end_p (gsi))
	{
	  gcall *s1 = dyn_cast <gcall *> (gsi_stmt (gsi));
	  gcall *s2 = NULL;
	  if (s1 && gimple_call_internal_p (s1, IFN_MASK_STORE))
	    s2 = find_pair (s1);
	  if (s2 && pair_pays_p (s1, s2))
	    {
	      /* The stores before S1 may pair with the ones after it.  */
	      if (basic_block rest = merge_store_pair (r, s1, s2))
		work.safe_push (rest);
	      gsi = gsi_start_bb (bb);
	      n++;
	    }
	  else
	    gsi_next (&gsi);
	}
    }
  if (n)
    {
      mark_virtual_operands_for_renaming (cfun);
      free_dominance_info (CDI_DOMINATORS);
    }
  return n;
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
