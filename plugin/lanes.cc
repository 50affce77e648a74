/* Lane-by-lane execution: lane values, statements made once per lane under
   the lanes' predicates, any-lane tests and guards.
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

/* What widening cannot express with one vector instruction it makes once
   per lane, in lane order, each copy under its lane's bit of the block's
   mask (a branch per lane); what must not run when no lane is active runs
   behind an any-lane test.  Lane values of uniform and strided scalars are
   computed from lane 0's; those of varying values are extracted from their
   vectors.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* Lane LANE of vector VEC as a scalar, before GSI.  */

tree
widen_extract (widen_ctx *w, tree vec, unsigned lane,
	       gimple_stmt_iterator *gsi)
{
  if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (vec)))
    {
      tree iv = widen_mask_to_int (w, vec, gsi);
      tree bit = widen_extract (w, iv, lane, gsi);
      return widen_emit (gsi, NE_EXPR, boolean_type_node, bit,
			 build_zero_cst (TREE_TYPE (bit)));
    }
  tree elt = TREE_TYPE (TREE_TYPE (vec));
  tree size = TYPE_SIZE (elt);
  return widen_emit (gsi, BIT_FIELD_REF, elt,
		     build3 (BIT_FIELD_REF, elt, vec, size,
			     bitsize_int (tree_to_uhwi (size) * lane)));
}

/* The value of scalar operand OP in lane LANE, before GSI, of OP's own
   type.  */

tree
widen_lane (widen_ctx *w, tree op, unsigned lane, gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (op);
  if (TREE_CODE (op) == SSA_NAME)
    {
      if (tree *v = w->vmap.get (op))
	{
	  tree x = widen_extract (w, *v, lane, gsi);
	  return widen_emit_convert (gsi, type, x);
	}
      if (bitmap_bit_p (w->r->address_only, SSA_NAME_VERSION (op)))
	{
	  /* An address computation without a vector: compute the lane's
	     value from the lane's operands.  */
	  gassign *def = as_a <gassign *> (SSA_NAME_DEF_STMT (op));
	  enum tree_code code = gimple_assign_rhs_code (def);
	  tree a = widen_lane (w, gimple_assign_rhs1 (def), lane, gsi);
	  if (code == SSA_NAME)
	    return a;
	  if (CONVERT_EXPR_CODE_P (code))
	    return widen_emit_convert (gsi, type, a);
	  tree b = widen_lane (w, gimple_assign_rhs2 (def), lane, gsi);
	  return widen_emit (gsi, code, type, a, b);
	}
    }
  vector_shape s = shape_of_operand (w->r, op);
  if (!shape_strided_p (s) || lane == 0)
    return op;
  HOST_WIDE_INT off = s.stride * (HOST_WIDE_INT) lane;
  if (POINTER_TYPE_P (type))
    return widen_gimplify (gsi, fold_build_pointer_plus_hwi (op, off));
  tree ut = unsigned_type_for (type);
  tree sum = fold_build2 (PLUS_EXPR, ut, fold_convert (ut, op),
			  build_int_cst (ut, off));
  return widen_gimplify (gsi, fold_convert (type, sum));
}

/* A copy of expression EXPR (a memory reference or value) with every SSA
   name replaced by its value in lane LANE.  */

tree
widen_lane_instance (widen_ctx *w, tree expr, unsigned lane,
		     gimple_stmt_iterator *gsi)
{
  if (!expr)
    return expr;
  if (TREE_CODE (expr) == SSA_NAME)
    return widen_lane (w, expr, lane, gsi);
  if (CONSTANT_CLASS_P (expr) || DECL_P (expr)
      || TREE_CODE (expr) == FIELD_DECL)
    return expr;
  tree copy = copy_node (expr);
  int n = TREE_OPERAND_LENGTH (expr);
  for (int i = 0; i < n; i++)
    {
      tree op = TREE_OPERAND (expr, i);
      if (!op)
	continue;
      /* Types, field decls and sizes need no rewriting.  */
      if (TYPE_P (op))
	continue;
      TREE_OPERAND (copy, i) = widen_lane_instance (w, op, lane, gsi);
    }
  return copy;
}

/* Block REST was split off FROM: it has FROM's predicate.  */

void
widen_inherit_predicate (region *r, basic_block from, basic_block rest)
{
  if (!r->block_pred.exists ())
    return;
  if ((unsigned) rest->index >= r->block_pred.length ())
    r->block_pred.safe_grow_cleared (last_basic_block_for_fn (r->fun), true);
  if ((unsigned) from->index < r->block_pred.length ())
    r->block_pred[rest->index] = r->block_pred[from->index];
}

/* Integer vector V with its halves ORed together, and those halves'
   halves, until it fits an integer mode (64 bits), before GSI.  */

tree
widen_or_halves (tree v, gimple_stmt_iterator *gsi)
{
  tree vt = TREE_TYPE (v);
  unsigned HOST_WIDE_INT bits = tree_to_uhwi (TYPE_SIZE (vt));
  while (bits > 64)
    {
      unsigned n = TYPE_VECTOR_SUBPARTS (vt).to_constant ();
      tree ht = build_vector_type (TREE_TYPE (vt), n / 2);
      tree lo = widen_emit (gsi, BIT_FIELD_REF, ht,
			    build3 (BIT_FIELD_REF, ht, v,
				    bitsize_int (bits / 2), bitsize_int (0)));
      tree hi = widen_emit (gsi, BIT_FIELD_REF, ht,
			    build3 (BIT_FIELD_REF, ht, v,
				    bitsize_int (bits / 2),
				    bitsize_int (bits / 2)));
      v = widen_emit (gsi, BIT_IOR_EXPR, ht, lo, hi);
      vt = ht;
      bits /= 2;
    }
  return v;
}

/* Whether any lane of MASK is set, see widen.h.  */

tree
widen_any (widen_ctx *w, tree mask, gimple_stmt_iterator *gsi)
{
  tree mt = TREE_TYPE (mask);
  machine_mode mode = TYPE_MODE (mt);
  /* A mask of one bit per lane (AVX-512 k-registers): its bits.  */
  if (target_bitmask_p (mt))
    {
      tree it = build_nonstandard_integer_type (GET_MODE_BITSIZE (mode).to_constant (), 1);
      tree bits = widen_emit (gsi, VIEW_CONVERT_EXPR, it,
			      build1 (VIEW_CONVERT_EXPR, it, mask));
      unsigned nunits = TYPE_VECTOR_SUBPARTS (mt).to_constant ();
      if (nunits < GET_MODE_BITSIZE (mode).to_constant ())
	bits = widen_emit (gsi, BIT_AND_EXPR, it, bits,
			   build_int_cst (it, (HOST_WIDE_INT_1U << nunits) - 1));
      return widen_emit (gsi, NE_EXPR, boolean_type_node, bits,
			 build_zero_cst (it));
    }
  /* A vector of lanes: OR halves together until the rest fits an integer
     mode, then compare with zero.  */
  tree v = widen_or_halves (widen_mask_to_int (w, mask, gsi), gsi);
  tree it = build_nonstandard_integer_type (tree_to_uhwi (TYPE_SIZE
							   (TREE_TYPE (v))),
					    1);
  tree x = widen_emit (gsi, VIEW_CONVERT_EXPR, it,
		       build1 (VIEW_CONVERT_EXPR, it, v));
  return widen_emit (gsi, NE_EXPR, boolean_type_node, x, build_zero_cst (it));
}

/* The vector a GIMPLE_COND can compare with zero to test whether any lane
   of MASK is set (ptest, vptest, kortest), emitted before GSI, or
   NULL_TREE if the target has no such branch.  Masks in vector registers
   whose own mode has none (V16QI, V8HI) are tested as vectors of 64-bit
   integers of the same size; a mask of twice the register width (an
   interleaved loop, interleave.cc) as the OR of its halves.  */

tree
widen_any_branch_vector (region *r, tree mask, gimple_stmt_iterator *gsi)
{
  tree mt = TREE_TYPE (mask);
  if (target_cbranch_p (mt))
    return mask;
  machine_mode mode = TYPE_MODE (mt);
  unsigned HOST_WIDE_INT n;
  if (r->interleave && !VECTOR_MODE_P (mode)
      && VECTOR_BOOLEAN_TYPE_P (mt)
      && TYPE_VECTOR_SUBPARTS (mt).is_constant (&n) && n % 2 == 0)
    {
      /* The halves are masks of the register width, as in a loop that is
	 not interleaved (which lets GCC fold the test where the masks
	 are known).  */
      unsigned prec = TYPE_PRECISION (TREE_TYPE (mt));
      tree it = build_nonstandard_integer_type (prec, 0);
      tree ht = truth_type_for (build_vector_type (it, n / 2));
      if (!VECTOR_MODE_P (TYPE_MODE (ht))
	  || TYPE_PRECISION (TREE_TYPE (ht)) != prec)
	return NULL_TREE;
      tree data = mask;
      gimple_seq seq = NULL;
      tree bits = TYPE_SIZE (ht);
      tree lo = gimple_build (&seq, BIT_FIELD_REF, ht, data, bits,
			      bitsize_zero_node);
      tree hi = gimple_build (&seq, BIT_FIELD_REF, ht, data, bits, bits);
      tree both = gimple_build (&seq, BIT_IOR_EXPR, ht, lo, hi);
      gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
      return widen_any_branch_vector (r, both, gsi);
    }
  if (target_bitmask_p (mt) || !VECTOR_MODE_P (mode))
    return NULL_TREE;
  unsigned HOST_WIDE_INT bytes;
  if (!GET_MODE_SIZE (mode).is_constant (&bytes)
      || (bytes != 16 && bytes != 32)
      || !tree_int_cst_equal (TYPE_SIZE_UNIT (mt), size_int (bytes)))
    return NULL_TREE;
  tree dt = build_vector_type (long_long_integer_type_node, bytes / 8);
  if (!VECTOR_MODE_P (TYPE_MODE (dt)) || !target_cbranch_p (dt))
    return NULL_TREE;
  return widen_emit (gsi, VIEW_CONVERT_EXPR, dt,
		     build1 (VIEW_CONVERT_EXPR, dt, mask));
}

/* Make each branch on scalar ANY (ANY != 0, ANY == 0), where ANY is to say
   whether some lane of vector MASK is set, test MASK itself where the
   target can branch on a vector: one vptest or kortest instead of a
   reduction to an integer.  Emits before GSI.  Returns whether ANY still
   has uses other than those branches.  */

bool
widen_branch_on_any (widen_ctx *w, tree any, tree mask,
		     gimple_stmt_iterator *gsi)
{
  imm_use_iterator it;
  gimple *use;
  auto_vec<gcond *, 4> conds;
  bool others = false;
  FOR_EACH_IMM_USE_STMT (use, it, any)
    {
      gcond *c = dyn_cast <gcond *> (use);
      if (c
	  && (gimple_cond_code (c) == NE_EXPR
	      || gimple_cond_code (c) == EQ_EXPR)
	  && gimple_cond_lhs (c) == any
	  && integer_zerop (gimple_cond_rhs (c)))
	conds.safe_push (c);
      else if (!is_gimple_debug (use))
	others = true;
    }
  if (conds.is_empty ())
    return true;
  tree v = widen_any_branch_vector (w->r, mask, gsi);
  if (!v)
    return true;
  for (gcond *c : conds)
    {
      gimple_cond_set_lhs (c, v);
      gimple_cond_set_rhs (c, build_zero_cst (TREE_TYPE (v)));
      update_stmt (c);
    }
  return others;
}

/* Guard STMT by a test that some lane of MASK is active, see widen.h.  */

void
widen_guard_any (widen_ctx *w, gimple *stmt, tree mask)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree any = widen_any (w, mask, &gsi);
  basic_block cur = gsi_bb (gsi);
  edge e = widen_split_before (w, &gsi);
  basic_block mid = e->dest;
  /* MID holds STMT and what follows; split after STMT.  */
  edge e2 = split_block (mid, stmt);
  basic_block rest = e2->dest;
  widen_inherit_predicate (w->r, cur, rest);
  /* CUR: if (any) goto MID; else goto REST.  */
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  edge skip = make_edge (cur, rest, EDGE_FALSE_VALUE);
  e->probability = profile_probability::likely ();
  skip->probability = e->probability.invert ();
  gcond *c = gimple_build_cond (NE_EXPR, any, boolean_false_node, NULL_TREE,
				NULL_TREE);
  gimple_stmt_iterator cg = gsi_last_bb (cur);
  gsi_insert_after (&cg, c, GSI_NEW_STMT);
  tree lhs = gimple_get_lhs (stmt);
  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      tree inner = copy_ssa_name (lhs);
      gimple_set_lhs (stmt, inner);
      gphi *phi = create_phi_node (lhs, rest);
      add_phi_arg (phi, inner, e2, UNKNOWN_LOCATION);
      add_phi_arg (phi, build_zero_cst (TREE_TYPE (lhs)), skip,
		   UNKNOWN_LOCATION);
      update_stmt (stmt);
    }
  if (gimple_vdef (stmt) || gimple_vuse (stmt))
    mark_virtual_operands_for_renaming (cfun);
  free_dominance_info (CDI_DOMINATORS);
}

/* Split the block of GSI before GSI; the edge, returned, goes to the
   second half, which has the block's predicate.  */

edge
widen_split_before (widen_ctx *w, gimple_stmt_iterator *gsi)
{
  basic_block cur = gsi_bb (*gsi);
  gimple_stmt_iterator prev = *gsi;
  gsi_prev (&prev);
  edge e = gsi_end_p (prev) ? split_block_after_labels (cur)
			     : split_block (cur, gsi_stmt (prev));
  widen_inherit_predicate (w->r, cur, e->dest);
  return e;
}

/* Split the block of GSI before GSI and branch on BIT, a lane's bit of a
   mask: a new block, returned, runs when BIT is set; the code after GSI
   continues in the other half of the split either way.  *SKIP is the
   edge that skips the new block, *RAN the one from it.  */

static basic_block
branch_on_lane_bit (widen_ctx *w, gimple_stmt_iterator *gsi, tree bit,
		    edge *skip, edge *ran)
{
  basic_block cur = gsi_bb (*gsi);
  edge e = widen_split_before (w, gsi);
  basic_block rest = e->dest;
  basic_block then_bb = create_empty_bb (cur);
  add_bb_to_loop (then_bb, cur->loop_father);
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  edge te = make_edge (cur, then_bb, EDGE_TRUE_VALUE);
  *ran = make_single_succ_edge (then_bb, rest, EDGE_FALLTHRU);
  te->probability = profile_probability::likely ();
  e->probability = te->probability.invert ();
  then_bb->count = cur->count.apply_probability (te->probability);
  gcond *c = gimple_build_cond (NE_EXPR, bit, build_zero_cst (TREE_TYPE (bit)),
				NULL_TREE, NULL_TREE);
  gimple_stmt_iterator cg = gsi_last_bb (cur);
  gsi_insert_after (&cg, c, GSI_NEW_STMT);
  *skip = e;
  return then_bb;
}

/* Lane-by-lane execution under MASK, see widen.h.  */

tree
widen_per_lane (widen_ctx *w, gimple *stmt, tree mask, lane_fn emit_lane,
		void *data, tree result_vectype, gimple_stmt_iterator *gsi,
		vec<tree> *lane_results)
{
  auto_vec<tree> vals;
  w->n_scalarized++;
  if (!mask)
    {
      for (unsigned k = 0; k < w->vf; k++)
	vals.safe_push (emit_lane (w, stmt, k, gsi, data));
    }
  else
    {
      tree mint = widen_mask_to_int (w, mask, gsi);
      for (unsigned k = 0; k < w->vf; k++)
	{
	  tree bit = widen_extract (w, mint, k, gsi);
	  edge e, fe;
	  basic_block then_bb = branch_on_lane_bit (w, gsi, bit, &e, &fe);
	  basic_block rest = e->dest;
	  gimple_stmt_iterator tg = gsi_start_bb (then_bb);
	  tree v = emit_lane (w, stmt, k, &tg, data);
	  if (v)
	    {
	      gphi *phi = create_phi_node (make_ssa_name (TREE_TYPE (v)), rest);
	      add_phi_arg (phi, v, fe, UNKNOWN_LOCATION);
	      add_phi_arg (phi, build_zero_cst (TREE_TYPE (v)), e,
			   UNKNOWN_LOCATION);
	      v = gimple_phi_result (phi);
	    }
	  vals.safe_push (v);
	  /* Continue before the statement being widened, now in REST.  */
	  *gsi = gsi_for_stmt (stmt);
	}
      free_dominance_info (CDI_DOMINATORS);
    }
  if (lane_results)
    for (tree v : vals)
      lane_results->safe_push (v);
  if (!result_vectype)
    return NULL_TREE;
  vec<constructor_elt, va_gc> *elts = NULL;
  tree elt = TREE_TYPE (result_vectype);
  for (tree v : vals)
    CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE,
			    widen_emit_convert (gsi, elt, v));
  return widen_emit (gsi, CONSTRUCTOR, result_vectype,
		     build_constructor (result_vectype, elts));
}

/* Whether STMT is a call to internal function FN.  */

static bool
internal_call_p (gimple *stmt, internal_fn fn)
{
  return is_gimple_call (stmt) && gimple_call_internal_p (stmt)
	 && gimple_call_internal_fn (stmt) == fn;
}

/* Check the ordered simd regions of R: each .GOMP_SIMD_ORDERED_START is
   followed in its block by its .GOMP_SIMD_ORDERED_END, with only
   assignments and calls between them.  */

bool
check_ordered_regions (region *r)
{
  unsigned n_regions = 0;
  bool divergent = false;
  location_t first_loc = UNKNOWN_LOCATION;
  for (basic_block bb : r->body)
    {
      bool inside = false;
      location_t loc = UNKNOWN_LOCATION;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (internal_call_p (stmt, IFN_GOMP_SIMD_ORDERED_START))
	    {
	      inside = true;
	      loc = gimple_location (stmt);
	      if (!n_regions++)
		first_loc = loc;
	      divergent |= bitmap_bit_p (r->varying_pred_blocks, bb->index);
	      continue;
	    }
	  if (internal_call_p (stmt, IFN_GOMP_SIMD_ORDERED_END))
	    {
	      if (!inside)
		return region_fail (r, gimple_location (stmt),
				    "ordered simd block spans several basic "
				    "blocks");
	      inside = false;
	      continue;
	    }
	  if (inside && !is_gimple_assign (stmt) && !is_gimple_call (stmt)
	      && !is_gimple_debug (stmt))
	    return region_fail (r, gimple_location (stmt),
				"control flow in an ordered simd block");
	}
      if (inside)
	return region_fail (r, loc, "ordered simd block spans several basic "
			    "blocks");
    }
  /* Each iteration runs at most one ordered region (OpenMP); with several
     under divergent control flow, the lanes of one vector iteration run
     different regions, which lane-by-lane execution at each region's
     place would not keep in iteration order.  */
  if (n_regions > 1 && divergent)
    return region_fail (r, first_loc, "several ordered simd blocks under "
			"divergent control flow");
  return true;
}

/* The statements of an ordered region and what the lane copies need.  */

struct ordered_region
{
  auto_vec<gimple *> stmts;
  /* Per lane: region defs -> the lane's copies.  */
  hash_map<tree, tree> lane_val;
};

/* What lane_subst_r needs.  */

struct lane_subst
{
  widen_ctx *w;
  ordered_region *o;
  unsigned lane;
  gimple_stmt_iterator *gsi;
};

/* walk_tree callback: replace an SSA name by its value in the lane.  */

static tree
lane_subst_r (tree *tp, int *walk_subtrees, void *data)
{
  lane_subst *ls = (lane_subst *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (tree *v = ls->o->lane_val.get (*tp))
	*tp = *v;
      else
	*tp = widen_lane (ls->w, *tp, ls->lane, ls->gsi);
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp) || DECL_P (*tp) || CONSTANT_CLASS_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Emit the region's statements for lane LANE before GSI: copies whose
   operands are the lane's values.  Records each def's copy in the
   region's map (one lane at a time).  */

static tree
ordered_lane (widen_ctx *w, gimple *, unsigned lane, gimple_stmt_iterator *gsi,
	      void *data)
{
  ordered_region *o = (ordered_region *) data;
  o->lane_val.empty ();
  for (gimple *s : o->stmts)
    {
      gimple *copy = gimple_copy (s);
      /* Replace the names the statement uses, inside memory references
	 too: defs of the region by this lane's copies, others by their
	 lane values.  */
      lane_subst ls = { w, o, lane, gsi };
      tree lhs = gimple_get_lhs (s);
      for (unsigned i = 0; i < gimple_num_ops (copy); i++)
	{
	  tree *op = gimple_op_ptr (copy, i);
	  if (!*op || (lhs && *op == lhs && i == 0 && is_gimple_assign (copy))
	      || (is_gimple_call (copy) && *op == gimple_call_lhs (copy)
		  && TREE_CODE (*op) == SSA_NAME))
	    continue;
	  walk_tree (op, lane_subst_r, &ls, NULL);
	}
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	{
	  tree nl = make_ssa_name (TREE_TYPE (lhs));
	  gimple_set_lhs (copy, nl);
	  o->lane_val.put (lhs, nl);
	}
      if (gimple_vuse (s))
	gimple_set_vuse (copy, gimple_vop (cfun));
      if (gimple_vdef (s))
	gimple_set_vdef (copy, gimple_vop (cfun));
      gsi_insert_before (gsi, copy, GSI_SAME_STMT);
    }
  return NULL_TREE;
}

/* Lane 0's value of D, a uniform or strided value an ordered region
   defines, from the lanes that ran the region: LANE_VALS[K] is lane K's
   value if RAN[K] is nonzero (lane K ran the region), zero otherwise.
   Lane 0 need not have run it (it left the iteration earlier): lane K's
   value less K strides, for the first lane K that ran it.  Inserted before
   GSI.  */

static tree
lane0_from_active_lane (widen_ctx *w, tree d, vec<tree> &lane_vals,
			vec<tree> &ran, gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (d);
  vector_shape s = region_shape (w->r, d);
  HOST_WIDE_INT stride = shape_uniform_p (s) ? 0 : s.stride;
  tree result = NULL_TREE;
  for (int k = (int) lane_vals.length () - 1; k >= 0; k--)
    {
      tree v = lane_vals[k];
      if (stride && k)
	{
	  HOST_WIDE_INT off = -stride * k;
	  if (POINTER_TYPE_P (type))
	    v = widen_emit (gsi, POINTER_PLUS_EXPR, type, v, size_int (off));
	  else
	    {
	      tree ut = unsigned_type_for (type);
	      tree u = widen_emit_convert (gsi, ut, v);
	      u = widen_emit (gsi, PLUS_EXPR, ut, u, build_int_cst (ut, off));
	      v = widen_emit_convert (gsi, type, u);
	    }
	}
      if (!result)
	result = v;
      else
	{
	  tree c = widen_emit (gsi, NE_EXPR, boolean_type_node, ran[k],
			       build_zero_cst (TREE_TYPE (ran[k])));
	  result = widen_emit (gsi, COND_EXPR, type, c, v, result);
	}
    }
  return result;
}

/* Run the ordered region O, starting at START, for lane K of VF only if
   LMASK (the block's mask restricted to lane K) has it active: a branch
   around the lane's copy, emitted at AT.  Pushes each output's value for
   the lane on LANE_VALS (zero when the lane did not run); returns the
   lane's bit of the mask, as an integer.  */

static tree
ordered_lane_if_active (widen_ctx *w, gimple *start, unsigned k, tree lmask,
			gimple_stmt_iterator *at, ordered_region *o,
			vec<tree> *outs, vec<vec<tree> > *lane_vals)
{
  tree mint = widen_mask_to_int (w, lmask, at);
  tree bit = widen_extract (w, mint, k, at);
  edge e, fe;
  basic_block then_bb = branch_on_lane_bit (w, at, bit, &e, &fe);
  basic_block rest = e->dest;
  gimple_stmt_iterator tg = gsi_start_bb (then_bb);
  ordered_lane (w, start, k, &tg, o);
  for (unsigned i = 0; i < outs->length (); i++)
    {
      tree out = (*outs)[i];
      gphi *phi = create_phi_node (make_ssa_name (TREE_TYPE (out)), rest);
      add_phi_arg (phi, *o->lane_val.get (out), fe, UNKNOWN_LOCATION);
      add_phi_arg (phi, build_zero_cst (TREE_TYPE (out)), e,
		   UNKNOWN_LOCATION);
      (*lane_vals)[i].safe_push (gimple_phi_result (phi));
    }
  return bit;
}

/* Define the ordered region's outputs OUTS from their lanes' values
   LANE_VALS, at AT: a vector of them for a varying output, lane 0's value
   (from the first lane that ran, per RAN, when the region is masked) for
   the others.  */

static void
ordered_region_outputs (widen_ctx *w, vec<tree> *outs,
			vec<vec<tree> > *lane_vals, vec<tree> *ran,
			gimple_stmt_iterator *at)
{
  for (unsigned i = 0; i < outs->length (); i++)
    {
      tree d = (*outs)[i];
      if (w->r->shapes.length () > SSA_NAME_VERSION (d)
	  && shape_varying_p (region_shape (w->r, d)))
	{
	  tree vt = widen_vectype (w, TREE_TYPE (d));
	  vec<constructor_elt, va_gc> *elts = NULL;
	  for (tree v : (*lane_vals)[i])
	    CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE,
				    widen_emit_convert (at, TREE_TYPE (vt), v));
	  widen_set_vector (w, d, widen_emit (at, CONSTRUCTOR, vt,
					      build_constructor (vt, elts)));
	}
      else
	{
	  /* Uniform or strided: lane 0's value is the scalar.  */
	  gimple *def = SSA_NAME_DEF_STMT (d);
	  tree fresh = copy_ssa_name (d);
	  gimple_set_lhs (def, fresh);
	  tree scalar = (*lane_vals)[i][0];
	  if (!ran->is_empty ())
	    scalar = lane0_from_active_lane (w, d, (*lane_vals)[i], *ran, at);
	  gsi_insert_before (at, gimple_build_assign (d, scalar),
			     GSI_SAME_STMT);
	}
    }
}

/* Widen the ordered simd region that starts at START: its statements run
   lane by lane in lane order (each lane's whole region before the next
   lane's), under the lanes' predicates.  Values the region defines and
   code after it uses become vectors of the lanes' values (varying ones) or
   lane 0's value (uniform and strided ones).  Returns the statements
   handled, to be skipped.  */

void
widen_ordered_region (widen_ctx *w, gimple *start, vec<gimple *> *handled)
{
  ordered_region o;
  gimple_stmt_iterator gsi = gsi_for_stmt (start);
  handled->safe_push (start);
  gimple *end = NULL;
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    {
      gimple *s = gsi_stmt (gsi);
      handled->safe_push (s);
      if (internal_call_p (s, IFN_GOMP_SIMD_ORDERED_END))
	{
	  end = s;
	  break;
	}
      if (!is_gimple_debug (s))
	o.stmts.safe_push (s);
    }
  gcc_assert (end);

  /* Defs used after the region, and their lanes' values.  */
  auto_vec<tree> outs;
  for (gimple *s : o.stmts)
    {
      tree lhs = gimple_get_lhs (s);
      if (!lhs || TREE_CODE (lhs) != SSA_NAME)
	continue;
      imm_use_iterator it;
      gimple *use;
      bool outside = false;
      FOR_EACH_IMM_USE_STMT (use, it, lhs)
	if (!is_gimple_debug (use) && !o.stmts.contains (use))
	  outside = true;
      if (outside)
	outs.safe_push (lhs);
    }

  gimple_stmt_iterator at = gsi_for_stmt (end);
  tree mt = widen_mask_type_for (w, integer_type_node);
  tree mask = widen_block_mask (w, gimple_bb (start), mt, &at);
  /* Run the lanes, collecting each output's lane values.  */
  auto_vec<vec<tree> > lane_vals;
  lane_vals.safe_grow_cleared (outs.length (), true);
  /* Per lane, whether it ran the region (with a mask).  */
  auto_vec<tree> ran;
  for (unsigned k = 0; k < w->vf; k++)
    {
      /* One lane at a time, so that each lane's copy is complete before
	 the next lane's starts.  */
      tree lmask = NULL_TREE;
      if (mask)
	{
	  /* Only lane K of the mask.  The elements have the mask's element
	     type (a signed boolean is -1 when true): GCC folds pieces of
	     the constant (BIT_FIELD_REFs of vectors split into words,
	     where there are no vector registers) by encoding each element
	     in its own type's size, so _Bool elements there would put
	     lane K's bit at byte K.  */
	  tree et = TREE_TYPE (TREE_TYPE (mask));
	  tree_vector_builder b (TREE_TYPE (mask), w->vf, 1);
	  for (unsigned j = 0; j < w->vf; j++)
	    b.quick_push (j == k ? build_all_ones_cst (et)
			  : build_zero_cst (et));
	  tree onehot = b.build ();
	  lmask = widen_emit (&at, BIT_AND_EXPR, TREE_TYPE (mask), mask,
			      onehot);
	}
      if (lmask)
	{
	  ran.safe_push (ordered_lane_if_active (w, start, k, lmask, &at, &o,
						 &outs, &lane_vals));
	  at = gsi_for_stmt (end);
	  free_dominance_info (CDI_DOMINATORS);
	}
      else
	{
	  ordered_lane (w, start, k, &at, &o);
	  for (unsigned i = 0; i < outs.length (); i++)
	    lane_vals[i].safe_push (*o.lane_val.get (outs[i]));
	}
    }
  w->n_scalarized++;

  ordered_region_outputs (w, &outs, &lane_vals, &ran, &at);
  for (vec<tree> &v : lane_vals)
    v.release ();

  /* The scalar region goes away.  */
  for (gimple *s : *handled)
    widen_kill (w, s);
}
