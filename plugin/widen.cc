/* Widening: scalar GIMPLE of a control-uniform region to vector GIMPLE.
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

/* Widening (thesis §3.1, §4: "every P-LLVM instruction is widened into one
   SIMD instruction") is the last, mechanical stage.  When it runs, the
   region has only uniform branches, every block has a predicate, and every
   SSA name a shape:

   - uniform and strided names keep their scalar definitions, which compute
     lane 0's value from lane 0's values of their operands (the shapes
     guarantee the other lanes follow); where a vector is needed they are
     materialized once, after their definition: a broadcast, plus the
     series { 0, s, 2s, ... } for stride s;
   - varying names get a vector definition emitted before the scalar one,
     which is deleted at the end;
   - memory accesses and calls are handed to memory.cc and calls.cc.

   The header PHIs of the vectorized loop carry lane 0's value; their latch
   value becomes the last lane's, so that the next vector iteration starts
   where the scalar loop would.  Values used after the loop are replaced by
   their last lane, extracted on the loop's exit path.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* The vector type of the data of scalar type T in W's region.  Booleans
   get the mask type of the region's natural data width.  */

tree
widen_vectype (widen_ctx *w, tree t)
{
  if (TREE_CODE (t) == BOOLEAN_TYPE)
    return widen_mask_type_for (w, integer_type_node);
  return target_vector_type (t, w->vf);
}

/* The mask type for comparisons of values of scalar type T.  */

tree
widen_mask_type_for (widen_ctx *w, tree t)
{
  tree vt = target_vector_type (TREE_CODE (t) == BOOLEAN_TYPE
				? integer_type_node : t, w->vf);
  return vt ? target_mask_type (vt) : NULL_TREE;
}

/* Whether OP is represented by a vector (its shape is varying).  */

bool
widen_varying_p (widen_ctx *w, tree op)
{
  return TREE_CODE (op) == SSA_NAME && w->vmap.get (op) != NULL;
}

/* Build CODE (OP0, OP1, OP2) of TYPE into a new SSA name, emitted before
   GSI.  */

tree
widen_emit (gimple_stmt_iterator *gsi, enum tree_code code, tree type,
	    tree op0, tree op1, tree op2)
{
  tree lhs = make_ssa_name (type);
  gassign *g;
  if (op2)
    g = gimple_build_assign (lhs, code, op0, op1, op2);
  else if (op1)
    g = gimple_build_assign (lhs, code, op0, op1);
  else
    g = gimple_build_assign (lhs, code, op0);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return lhs;
}

/* Gimplify EXPR into a value before GSI.  */

tree
widen_gimplify (gimple_stmt_iterator *gsi, tree expr)
{
  return force_gimple_operand_gsi (gsi, expr, true, NULL_TREE, true,
				   GSI_SAME_STMT);
}

/* Convert vector or scalar VAL to TYPE before GSI: a no-op or reinterpreting
   conversion when the element sizes agree, .VEC_CONVERT for vectors whose
   elements change size or kind, a plain conversion for scalars.  */

tree
widen_emit_convert (gimple_stmt_iterator *gsi, tree type, tree val)
{
  tree from = TREE_TYPE (val);
  if (types_compatible_p (from, type))
    return val;
  if (!VECTOR_TYPE_P (type))
    return widen_gimplify (gsi, fold_convert (type, val));
  tree fe = TREE_TYPE (from), te = TREE_TYPE (type);
  if (TYPE_SIZE (fe) && TYPE_SIZE (te)
      && tree_int_cst_equal (TYPE_SIZE (fe), TYPE_SIZE (te))
      && INTEGRAL_TYPE_P (fe) == INTEGRAL_TYPE_P (te)
      && TREE_CODE (fe) != BOOLEAN_TYPE && TREE_CODE (te) != BOOLEAN_TYPE)
    /* A reinterpretation: also for integers, since GCC expands no
       conversion of vectors wider than the target's.  */
    return widen_emit (gsi, VIEW_CONVERT_EXPR, type,
		       build1 (VIEW_CONVERT_EXPR, type, val));
  tree lhs = make_ssa_name (type);
  gcall *c = gimple_build_call_internal (IFN_VEC_CONVERT, 1, val);
  gimple_call_set_lhs (c, lhs);
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  return lhs;
}

/* An integer vector type whose mask type is MASKTYPE, for turning masks
   into data and back.  */

static tree
mask_data_type (widen_ctx *w, tree masktype)
{
  static const unsigned bits[] = { 32, 8, 16, 64 };
  unsigned nunits = TYPE_VECTOR_SUBPARTS (masktype).to_constant ();
  for (unsigned b : bits)
    {
      tree it = build_nonstandard_integer_type (b, 0);
      tree vt = build_vector_type (it, nunits);
      if (types_compatible_p (target_mask_type (vt), masktype))
	return vt;
    }
  (void) w;
  return build_vector_type (integer_type_node, nunits);
}

/* Whether a mask of MASKTYPE is, bit for bit, a vector of DT of -1
   (active) and 0 lanes: masks in whole vector registers of 16 bytes or
   more (SSE, AVX, NEON's q registers), not the bitmasks of AVX-512 or SVE.
   Smaller ones keep their selects: the partial vectors of x86 (V2HI, V2QI,
   V2SI in MMX registers with -m32) gave wrong code when reinterpreted
   (fuzzer seed 3022), and so may generic vectors.  */

static bool
mask_is_data_p (tree masktype, tree dt)
{
  machine_mode mode = TYPE_MODE (masktype);
  return (TYPE_PRECISION (TREE_TYPE (masktype))
	  == TYPE_PRECISION (TREE_TYPE (dt)))
	 && VECTOR_MODE_P (mode)
	 && known_ge (GET_MODE_SIZE (mode), 16)
	 && mode == TYPE_MODE (dt)
	 && tree_int_cst_equal (TYPE_SIZE (masktype), TYPE_SIZE (dt));
}

/* MASK as an integer vector of -1 (active) and 0 lanes.  Where the mask
   already has that form, a reinterpretation: a VEC_COND_EXPR would need
   a blend the target may not have (vcond_mask of V2DI needs SSE4.2).  */

tree
widen_mask_to_int (widen_ctx *w, tree mask, gimple_stmt_iterator *gsi)
{
  tree dt = mask_data_type (w, TREE_TYPE (mask));
  if (mask_is_data_p (TREE_TYPE (mask), dt))
    return widen_emit (gsi, VIEW_CONVERT_EXPR, dt,
		       build1 (VIEW_CONVERT_EXPR, dt, mask));
  return widen_emit (gsi, VEC_COND_EXPR, dt, mask, build_all_ones_cst (dt),
		     build_zero_cst (dt));
}

/* MASK converted to mask type MASKTYPE.  */

tree
widen_convert_mask (widen_ctx *w, tree mask, tree masktype,
		    gimple_stmt_iterator *gsi)
{
  if (types_compatible_p (TREE_TYPE (mask), masktype))
    return mask;
  tree v = widen_mask_to_int (w, mask, gsi);
  tree dt = mask_data_type (w, masktype);
  v = widen_emit_convert (gsi, dt, v);
  /* Lanes of -1 and 0 stay -1 and 0 through the conversion.  */
  if (mask_is_data_p (masktype, dt))
    return widen_emit (gsi, VIEW_CONVERT_EXPR, masktype,
		       build1 (VIEW_CONVERT_EXPR, masktype, v));
  return widen_emit (gsi, NE_EXPR, masktype, v, build_zero_cst (dt));
}

/* The insertion point for values materialized from NAME, a scalar SSA
   name or invariant: right after its definition inside the loop, in the
   vector loop's preheader otherwise.  */

static gimple_stmt_iterator
materialize_point (widen_ctx *w, tree name)
{
  if (name && TREE_CODE (name) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (name))
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      basic_block bb = gimple_bb (def);
      if (bb && region_contains_p (w->r, bb))
	{
	  if (gimple_code (def) == GIMPLE_PHI)
	    return gsi_after_labels (bb);
	  gimple_stmt_iterator gsi = gsi_for_stmt (def);
	  gsi_next (&gsi);
	  return gsi;
	}
    }
  basic_block ph = loop_preheader_edge (w->r->loop)->src;
  return gsi_last_bb (ph);
}

/* Insert SEQ at GSI as materialize_point returned it.  */

static void
insert_materialized (gimple_stmt_iterator *gsi, gimple_seq seq)
{
  if (gsi_end_p (*gsi))
    gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
}

/* The vector of uniform or strided scalar OP, materialized once.  */

static tree
materialize (widen_ctx *w, tree op, tree vectype)
{
  tree key = op;
  if (TREE_CODE (op) == SSA_NAME)
    {
      tree *m = w->materialized.get (op);
      if (m && types_compatible_p (TREE_TYPE (*m), vectype))
	return *m;
    }
  vector_shape s = shape_of_operand (w->r, op);
  tree elt = TREE_TYPE (vectype);
  if (CONSTANT_CLASS_P (op) && shape_uniform_p (s))
    {
      if (TREE_CODE (elt) == BOOLEAN_TYPE || VECTOR_BOOLEAN_TYPE_P (vectype))
	return integer_zerop (op) ? build_zero_cst (vectype)
				  : build_all_ones_cst (vectype);
      return build_vector_from_val (vectype, fold_convert (elt, op));
    }
  if (TREE_CODE (op) == ADDR_EXPR || !is_gimple_reg (op))
    {
      /* An invariant address: compute it in the preheader.  */
      gimple_stmt_iterator gsi = materialize_point (w, NULL_TREE);
      gimple_seq seq = NULL;
      tree v = force_gimple_operand (fold_convert (elt, op), &seq, true,
				     NULL_TREE);
      v = gimple_build_vector_from_val (&seq, vectype, v);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
      return v;
    }

  gimple_seq seq = NULL;
  tree v;
  if (VECTOR_BOOLEAN_TYPE_P (vectype))
    {
      /* A uniform boolean: all lanes equal.  -1 or 0 in every lane, seen
	 as a mask directly where masks are vectors of that size, compared
	 with zero otherwise (AVX-512 k-masks).  */
      tree dt = mask_data_type (w, vectype);
      tree x = gimple_convert (&seq, TREE_TYPE (dt), op);
      x = gimple_build (&seq, NEGATE_EXPR, TREE_TYPE (dt), x);
      tree bv = gimple_build_vector_from_val (&seq, dt, x);
      if (TYPE_MODE (dt) == TYPE_MODE (vectype))
	v = gimple_build (&seq, VIEW_CONVERT_EXPR, vectype, bv);
      else
	v = gimple_build (&seq, NE_EXPR, vectype, bv, build_zero_cst (dt));
    }
  else
    {
      tree x = gimple_convert (&seq, elt, op);
      v = gimple_build_vector_from_val (&seq, vectype, x);
      if (shape_strided_p (s))
	{
	  tree_vector_builder b (vectype, w->vf, 1);
	  for (unsigned k = 0; k < w->vf; k++)
	    b.quick_push (build_int_cst (elt, s.stride * (HOST_WIDE_INT) k));
	  v = gimple_build (&seq, PLUS_EXPR, vectype, v, b.build ());
	}
    }
  gimple_stmt_iterator gsi = materialize_point (w, op);
  basic_block ph = loop_preheader_edge (w->r->loop)->src;
  if (gsi_bb (gsi) == ph)
    {
      /* The preheader has a single successor and no control statement.  */
      gimple_stmt_iterator g = gsi_last_bb (ph);
      if (gsi_end_p (g))
	gsi_insert_seq_after (&g, seq, GSI_NEW_STMT);
      else if (stmt_ends_bb_p (gsi_stmt (g)))
	gsi_insert_seq_before (&g, seq, GSI_SAME_STMT);
      else
	gsi_insert_seq_after (&g, seq, GSI_NEW_STMT);
    }
  else
    insert_materialized (&gsi, seq);
  if (TREE_CODE (key) == SSA_NAME)
    w->materialized.put (key, v);
  return v;
}

/* The vector of scalar OP (uniform, strided, or a scalar standing for a
   varying value that all lanes share), materialized after its
   definition.  */

tree
widen_broadcast (widen_ctx *w, tree op, tree vectype)
{
  return materialize (w, op, vectype);
}

/* The vector value of operand OP of a statement, valid before GSI.  */

tree
widen_operand (widen_ctx *w, tree op, gimple_stmt_iterator *gsi)
{
  if (TREE_CODE (op) == SSA_NAME)
    if (tree *v = w->vmap.get (op))
      return *v;
  tree vt = widen_vectype (w, TREE_TYPE (op));
  gcc_assert (vt);
  (void) gsi;
  return materialize (w, op, vt);
}

/* The vector value of OP as VECTYPE (an integer or float vector of the
   same lane count), converting if needed.  */

tree
widen_operand_as (widen_ctx *w, tree op, tree vectype,
		  gimple_stmt_iterator *gsi)
{
  if (TREE_CODE (op) != SSA_NAME || !w->vmap.get (op))
    {
      tree vt = widen_vectype (w, TREE_TYPE (op));
      if (vt && types_compatible_p (vt, vectype))
	return materialize (w, op, vectype);
    }
  tree v = widen_operand (w, op, gsi);
  if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (v)) && !VECTOR_BOOLEAN_TYPE_P (vectype))
    {
      /* A boolean used as data: 1 for true, 0 for false.  */
      return widen_emit (gsi, VEC_COND_EXPR, vectype, v,
			 build_one_cst (vectype), build_zero_cst (vectype));
    }
  return widen_emit_convert (gsi, vectype, v);
}

/* The vector boolean of MASKTYPE for scalar boolean operand OP.  */

tree
widen_mask_operand (widen_ctx *w, tree op, tree masktype,
		    gimple_stmt_iterator *gsi)
{
  if (TREE_CODE (op) == SSA_NAME)
    if (tree *v = w->vmap.get (op))
      {
	if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (*v)))
	  return widen_convert_mask (w, *v, masktype, gsi);
	/* A non-boolean used as a condition.  */
	return widen_emit (gsi, NE_EXPR, masktype, *v,
			   build_zero_cst (TREE_TYPE (*v)));
      }
  return materialize (w, op, masktype);
}




/* The vector mask of block BB for MASKTYPE, or NULL_TREE if every lane is
   active in BB.  */

tree
widen_block_mask (widen_ctx *w, basic_block bb, tree masktype,
		  gimple_stmt_iterator *gsi)
{
  region *r = w->r;
  if (!r->block_pred.exists () || (unsigned) bb->index >= r->block_pred.length ())
    return NULL_TREE;
  tree p = r->block_pred[bb->index];
  if (!p || integer_onep (p))
    return NULL_TREE;
  if (!widen_varying_p (w, p))
    return NULL_TREE;
  return widen_mask_operand (w, p, masktype, gsi);
}

void
widen_set_vector (widen_ctx *w, tree name, tree vec)
{
  w->vmap.put (name, vec);
}

/* Queue scalar statement STMT for deletion.  */

void
widen_kill (widen_ctx *w, gimple *stmt)
{
  w->dead.safe_push (stmt);
}



/* Whether STMT runs in a block with a varying predicate.  */

bool
widen_predicated_p (widen_ctx *w, gimple *stmt)
{
  region *r = w->r;
  basic_block bb = gimple_bb (stmt);
  if (!r->block_pred.exists () || (unsigned) bb->index >= r->block_pred.length ())
    return false;
  tree p = r->block_pred[bb->index];
  return p && !integer_onep (p) && widen_varying_p (w, p);
}

/* The mask of STMT's block for MASKTYPE, or NULL_TREE if all lanes run
   it.  */

tree
widen_stmt_mask (widen_ctx *w, gimple *stmt, tree masktype,
		 gimple_stmt_iterator *gsi)
{
  return widen_block_mask (w, gimple_bb (stmt), masktype, gsi);
}



/* Whether CODE, applied lane-wise to vectors of the operands' types, is
   an operation widening supports directly.  */

static bool
supported_code_p (enum tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case NEGATE_EXPR:
    case ABS_EXPR: case ABSU_EXPR: case MIN_EXPR: case MAX_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    case BIT_NOT_EXPR: case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR:
    case EXACT_DIV_EXPR: case RDIV_EXPR: case LSHIFT_EXPR: case RSHIFT_EXPR:
    case LROTATE_EXPR: case RROTATE_EXPR: case MULT_HIGHPART_EXPR:
    case POINTER_PLUS_EXPR: case POINTER_DIFF_EXPR:
    case SSA_NAME: case PAREN_EXPR: case COND_EXPR:
    case NOP_EXPR: case CONVERT_EXPR: case FLOAT_EXPR: case FIX_TRUNC_EXPR:
    case VIEW_CONVERT_EXPR:
    case INTEGER_CST: case REAL_CST: case ADDR_EXPR:
      return true;
    default:
      return TREE_CODE_CLASS (code) == tcc_comparison;
    }
}

/* Whether integer division or modulo STMT may trap for a masked-off
   lane or a uniform divisor computed where no lane is active.  */

static bool
division_p (gassign *stmt)
{
  switch (gimple_assign_rhs_code (stmt))
    {
    case TRUNC_DIV_EXPR: case TRUNC_MOD_EXPR: case EXACT_DIV_EXPR:
    case CEIL_DIV_EXPR: case FLOOR_DIV_EXPR: case ROUND_DIV_EXPR:
    case CEIL_MOD_EXPR: case FLOOR_MOD_EXPR: case ROUND_MOD_EXPR:
      return INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt)));
    default:
      return false;
    }
}

/* Whether NAME, a complex value, is one widening can represent as two
   vectors: a call result whose uses all take its real or imaginary
   part.  */

bool
widen_complex_value_p (region *r, tree name)
{
  tree type = TREE_TYPE (name);
  if (TREE_CODE (type) != COMPLEX_TYPE
      || !target_vector_type (TREE_TYPE (type), r->vf))
    return false;
  if (!is_gimple_call (SSA_NAME_DEF_STMT (name)))
    return false;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    {
      if (is_gimple_debug (use))
	continue;
      if (!is_gimple_assign (use)
	  || (gimple_assign_rhs_code (use) != REALPART_EXPR
	      && gimple_assign_rhs_code (use) != IMAGPART_EXPR))
	return false;
    }
  return true;
}

/* Whether widening can handle STMT of R, which executes under a varying
   predicate if PREDICATED.  Records the reason if not.  Called before any
   transformation, so that a loop either is vectorized completely or not
   touched.  */

bool
widen_check_stmt (region *r, gimple *stmt, bool predicated)
{
  location_t loc = gimple_location (stmt);
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP)
    return true;
  if (gimple_code (stmt) == GIMPLE_COND || gimple_code (stmt) == GIMPLE_SWITCH)
    return true;
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    {
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res) || !shape_varying_p (region_shape (r, res)))
	return true;
      if (TREE_CODE (TREE_TYPE (res)) != BOOLEAN_TYPE
	  && !target_vector_type (TREE_TYPE (res), r->vf))
	return region_fail (r, loc, "values of type '%s' cannot be vectorized",
			    tree_str (TREE_TYPE (res)));
      return true;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    return calls_check_stmt (r, call, predicated);
  gassign *a = dyn_cast <gassign *> (stmt);
  if (!a)
    return region_fail (r, loc, "unsupported statement in the loop body");
  if (gimple_clobber_p (stmt))
    return true;
  if (gimple_vuse (stmt))
    return memory_check_stmt (r, stmt, predicated);
  tree lhs = gimple_assign_lhs (a);
  if (TREE_CODE (lhs) != SSA_NAME)
    return region_fail (r, loc, "unsupported assignment in the loop body");
  vector_shape s = region_shape (r, lhs);
  if (!shape_varying_p (s))
    return true;
  enum tree_code code = gimple_assign_rhs_code (a);
  if ((code == REALPART_EXPR || code == IMAGPART_EXPR)
      && TREE_CODE (TREE_OPERAND (gimple_assign_rhs1 (a), 0)) == SSA_NAME
      && widen_complex_value_p (r, TREE_OPERAND (gimple_assign_rhs1 (a), 0)))
    return true;
  if (!supported_code_p (code))
    return region_fail (r, loc, "operation '%s' cannot be vectorized",
			get_tree_code_name (code));
  tree types[4] = { TREE_TYPE (lhs), NULL_TREE, NULL_TREE, NULL_TREE };
  for (unsigned i = 1; i < gimple_num_ops (a) && i < 4; i++)
    types[i] = TREE_TYPE (gimple_op (a, i));
  for (tree t : types)
    if (t && TREE_CODE (t) != BOOLEAN_TYPE && !target_vector_type (t, r->vf))
      return region_fail (r, loc, "values of type '%s' cannot be vectorized",
			  tree_str (t));
  /* Integer types narrower than their mode (GCC turns x & 31 into a
     conversion to a 5-bit type) are computed in lanes of their mode, and
     every result truncated to their precision (canonicalize_narrow).  */
  return true;
}

/* OP, a vector operand of a statement under mask MASK (of OP's mask
   type), with SAFE in the masked-off lanes.  */

static tree
safe_operand (widen_ctx *w, tree op, tree safe, gimple_stmt_iterator *gsi)
{
  tree vt = TREE_TYPE (op);
  tree mt = target_mask_type (vt);
  tree mask = widen_block_mask (w, gsi_bb (*gsi), mt, gsi);
  if (!mask)
    return op;
  return widen_emit (gsi, VEC_COND_EXPR, vt, mask, op,
		     build_vector_from_val (vt, fold_convert (TREE_TYPE (vt),
							      safe)));
}

/* Whether the floating-point operands of STMT, under a varying predicate,
   must be made safe for the masked-off lanes (option strict-fp).  */

static bool
strict_fp_p (widen_ctx *w, gimple *stmt, tree type)
{
  return lockstep_opts.strict_fp && FLOAT_TYPE_P (type)
	 && widen_predicated_p (w, stmt);
}

/* Lane LANE of the address STMT computes.  */

static tree
address_lane (widen_ctx *w, gimple *stmt, unsigned lane,
	      gimple_stmt_iterator *gsi, void *)
{
  tree rhs = gimple_assign_rhs1 (stmt);
  tree inst = widen_lane_instance (w, unshare_expr (TREE_OPERAND (rhs, 0)),
				   lane, gsi);
  return widen_gimplify (gsi, build_fold_addr_expr_with_type
				(inst, TREE_TYPE (rhs)));
}

/* V, a vector of values of integer TYPE computed in the wider lanes of
   TYPE's mode, in the form every vector of TYPE has: the low
   TYPE_PRECISION bits, sign- or zero-extended to the lane as TYPE is
   signed or not.  GCC makes such types of masks (x & 31 becomes a
   conversion to a 5-bit type); a conversion to them or arithmetic in them
   keeps only the low bits.  Other types: V itself.  */

static tree
canonicalize_narrow (tree v, tree type, gimple_stmt_iterator *gsi)
{
  if (!INTEGRAL_TYPE_P (type) || TREE_CODE (type) == BOOLEAN_TYPE
      || type_has_mode_precision_p (type))
    return v;
  tree vt = TREE_TYPE (v);
  tree et = TREE_TYPE (vt);
  unsigned bits = TYPE_PRECISION (et);
  unsigned prec = TYPE_PRECISION (type);
  if (prec >= bits)
    return v;
  if (TYPE_UNSIGNED (type))
    {
      wide_int low = wi::mask (prec, false, bits);
      return widen_emit (gsi, BIT_AND_EXPR, vt, v,
			 build_vector_from_val (vt, wide_int_to_tree (et, low)));
    }
  /* Shift the sign bit to the top in unsigned lanes (no overflow), back
     with an arithmetic shift in signed ones.  */
  tree ut = build_vector_type (unsigned_type_for (et),
			       TYPE_VECTOR_SUBPARTS (vt));
  tree st = build_vector_type (signed_type_for (et),
			       TYPE_VECTOR_SUBPARTS (vt));
  tree count = build_int_cst (unsigned_type_node, bits - prec);
  tree u = widen_emit (gsi, VIEW_CONVERT_EXPR, ut,
		       build1 (VIEW_CONVERT_EXPR, ut, v));
  u = widen_emit (gsi, LSHIFT_EXPR, ut, u, count);
  tree x = widen_emit (gsi, VIEW_CONVERT_EXPR, st,
		       build1 (VIEW_CONVERT_EXPR, st, u));
  x = widen_emit (gsi, RSHIFT_EXPR, st, x, count);
  return widen_emit (gsi, VIEW_CONVERT_EXPR, vt,
		     build1 (VIEW_CONVERT_EXPR, vt, x));
}

/* NAME, or the name it copies (linearization's PHI temporaries).  */

static tree
strip_copies (tree name)
{
  for (int k = 0; k < 8 && TREE_CODE (name) == SSA_NAME; k++)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (!gimple_assign_ssa_name_copy_p (def))
	break;
      name = gimple_assign_rhs1 (def);
    }
  return name;
}

/* If varying UPD, with no use but the one being widened, is S OP X, where
   S is the operand for which IS_OLD (S, DATA) holds and whose vector value
   is OLDV, and OP has an identity E: the vector OLDV OP (MASK ? X : E), of
   vector type VT, emitted before GSI, else NULL_TREE.  With UPD_IF_FALSE,
   UPD is the value of the lanes MASK leaves out: OLDV OP (MASK ? E : X).

   This is how a conditional update of a value carried across iterations
   (if (a[i] > 0) s += a[i], a select of S OP X and S) keeps the select off
   the chain of S: each iteration waits for one operation instead of an
   operation and a blend.  For floating point, E is -0.0 for an addition
   (S + -0.0 is S, signed zeros included), +0.0 for a subtraction and 1.0
   for a multiplication, exact in the default rounding mode: not done
   under -frounding-math or -fsignaling-nans.  Masked-off lanes compute
   S OP E, which raises no exception.  */

tree
widen_masked_update (widen_ctx *w, tree mask, tree upd, tree oldv,
		     bool (*is_old) (tree, void *), void *data,
		     bool upd_if_false, tree vt, gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (upd);
  bool fp = SCALAR_FLOAT_TYPE_P (type);
  if ((!INTEGRAL_TYPE_P (type) && !fp)
      || (fp && (flag_rounding_math || HONOR_SNANS (type)))
      || TREE_CODE (upd) != SSA_NAME)
    return NULL_TREE;
  /* Through the copies linearization makes of PHI arguments, each with
     no other use.  */
  for (int k = 0; k < 8; k++)
    {
      if (!has_single_use (upd))
	return NULL_TREE;
      gimple *copy = SSA_NAME_DEF_STMT (upd);
      if (!gimple_assign_ssa_name_copy_p (copy))
	break;
      upd = gimple_assign_rhs1 (copy);
    }
  if (!widen_varying_p (w, upd) || !has_single_use (upd))
    return NULL_TREE;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (upd));
  if (!def || !gimple_bb (def) || !region_contains_p (w->r, gimple_bb (def)))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR
      && (fp || (code != BIT_IOR_EXPR && code != BIT_XOR_EXPR
		 && code != BIT_AND_EXPR)))
    return NULL_TREE;
  tree o1 = gimple_assign_rhs1 (def), o2 = gimple_assign_rhs2 (def);
  if (!types_compatible_p (TREE_TYPE (o1), type)
      || !types_compatible_p (TREE_TYPE (o2), type))
    return NULL_TREE;
  tree x;
  if (is_old (o1, data))
    x = o2;
  else if (code != MINUS_EXPR && is_old (o2, data))
    x = o1;
  else
    return NULL_TREE;
  tree e;
  switch (code)
    {
    case PLUS_EXPR:
      e = fp && HONOR_SIGNED_ZEROS (type)
	  ? build_real (type, real_value_negate (&dconst0))
	  : build_zero_cst (type);
      break;
    case MULT_EXPR:
      e = build_one_cst (type);
      break;
    case BIT_AND_EXPR:
      e = build_all_ones_cst (type);
      break;
    default:
      e = build_zero_cst (type);
      break;
    }
  tree xv = widen_operand_as (w, x, vt, gsi);
  tree ev = build_vector_from_val (vt, e);
  tree t = upd_if_false ? widen_emit (gsi, VEC_COND_EXPR, vt, mask, ev, xv)
			: widen_emit (gsi, VEC_COND_EXPR, vt, mask, xv, ev);
  return widen_emit (gsi, code, vt, oldv, t);
}

/* IS_OLD for a select: OP is the select's other arm, DATA, or a name
   both copy.  */

static bool
same_name_p (tree op, void *data)
{
  return op == (tree) data || strip_copies (op) == strip_copies ((tree) data);
}

/* Widen the non-memory assignment STMT with a varying result.  */

static void
widen_assign (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  tree rhs2 = gimple_assign_rhs2 (stmt);
  tree rhs3 = gimple_assign_rhs3 (stmt);
  tree v;

  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      tree mt = widen_mask_type_for (w, TREE_TYPE (rhs1));
      tree vt = widen_vectype (w, TREE_TYPE (rhs1));
      tree a, b;
      if (TREE_CODE (TREE_TYPE (rhs1)) == BOOLEAN_TYPE)
	{
	  /* Comparisons of booleans: compare them as 0/-1 integers.  */
	  tree it = mask_data_type (w, mt);
	  a = widen_mask_to_int (w, widen_mask_operand (w, rhs1, mt, gsi), gsi);
	  b = widen_mask_to_int (w, widen_mask_operand (w, rhs2, mt, gsi), gsi);
	  a = widen_emit_convert (gsi, it, a);
	  b = widen_emit_convert (gsi, it, b);
	  /* -1 is true: reverse the order for signed comparisons.  */
	  std::swap (a, b);
	}
      else
	{
	  a = widen_operand_as (w, rhs1, vt, gsi);
	  b = widen_operand_as (w, rhs2, vt, gsi);
	  if (strict_fp_p (w, stmt, TREE_TYPE (rhs1)))
	    {
	      a = safe_operand (w, a, integer_one_node, gsi);
	      b = safe_operand (w, b, integer_one_node, gsi);
	    }
	}
      v = widen_emit (gsi, code, mt, a, b);
      if (TREE_CODE (type) != BOOLEAN_TYPE)
	{
	  tree dvt = widen_vectype (w, type);
	  v = widen_emit (gsi, VEC_COND_EXPR, dvt, v, build_one_cst (dvt),
			  build_zero_cst (dvt));
	}
      widen_set_vector (w, lhs, v);
      return;
    }

  if (TREE_CODE (type) == BOOLEAN_TYPE)
    {
      /* Boolean logic on masks.  */
      tree mt = NULL_TREE;
      tree ops[2] = { rhs1, rhs2 };
      for (tree op : ops)
	if (op && widen_varying_p (w, op))
	  {
	    tree ov = *w->vmap.get (op);
	    if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (ov)))
	      {
		mt = TREE_TYPE (ov);
		break;
	      }
	  }
      if (!mt)
	mt = widen_vectype (w, type);
      switch (code)
	{
	case SSA_NAME:
	case PAREN_EXPR:
	  v = widen_mask_operand (w, rhs1, mt, gsi);
	  break;
	case BIT_NOT_EXPR:
	  v = widen_emit (gsi, BIT_NOT_EXPR, mt,
			  widen_mask_operand (w, rhs1, mt, gsi));
	  break;
	case BIT_AND_EXPR:
	case BIT_IOR_EXPR:
	  if (widen_varying_p (w, rhs1) != widen_varying_p (w, rhs2))
	    {
	      /* A mask and a uniform condition U (an exit test of a loop
		 that all lanes run, a uniform branch around divergent
		 code): U ? M : 0 or U ? -1 : M, a scalar select, instead
		 of broadcasting U and combining the vectors.  */
	      tree u = widen_varying_p (w, rhs1) ? rhs2 : rhs1;
	      tree m = widen_mask_operand (w, u == rhs1 ? rhs2 : rhs1, mt,
					   gsi);
	      if (code == BIT_AND_EXPR)
		v = widen_emit (gsi, COND_EXPR, mt, u, m,
				build_zero_cst (mt));
	      else
		v = widen_emit (gsi, COND_EXPR, mt, u,
				build_all_ones_cst (mt), m);
	      break;
	    }
	  /* Fall through.  */
	case BIT_XOR_EXPR:
	  v = widen_emit (gsi, code, mt, widen_mask_operand (w, rhs1, mt, gsi),
			  widen_mask_operand (w, rhs2, mt, gsi));
	  break;
	case COND_EXPR:
	  {
	    /* A select of masks is mask logic: (c & a) | (~c & b); blends
	       of mask registers (AVX-512 k-masks) do not exist.  */
	    tree c = widen_mask_operand (w, rhs1, mt, gsi);
	    tree a = widen_mask_operand (w, rhs2, mt, gsi);
	    tree b = widen_mask_operand (w, rhs3, mt, gsi);
	    tree ca = widen_emit (gsi, BIT_AND_EXPR, mt, c, a);
	    tree nc = widen_emit (gsi, BIT_NOT_EXPR, mt, c);
	    tree ncb = widen_emit (gsi, BIT_AND_EXPR, mt, nc, b);
	    v = widen_emit (gsi, BIT_IOR_EXPR, mt, ca, ncb);
	    break;
	  }
	CASE_CONVERT:
	  {
	    /* Integer to boolean: a conversion, which keeps the low
	       TYPE_PRECISION bits -- for C's _Bool the lowest bit: GCC
	       folds (x ? a : b) & 1 into x ? (_Bool) a : (_Bool) b.
	       Nonzero is true only for values already 0 or 1.  */
	    tree x = widen_operand (w, rhs1, gsi);
	    if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (x)))
	      v = widen_convert_mask (w, x, mt, gsi);
	    else
	      {
		tree ot = TREE_TYPE (x);
		tree et = TREE_TYPE (ot);
		unsigned prec = TYPE_PRECISION (type);
		if (TREE_CODE (TREE_TYPE (rhs1)) != BOOLEAN_TYPE
		    && INTEGRAL_TYPE_P (et)
		    && prec < TYPE_PRECISION (et))
		  {
		    wide_int low = wi::mask (prec, false,
					     TYPE_PRECISION (et));
		    x = widen_emit (gsi, BIT_AND_EXPR, ot, x,
				    build_vector_from_val
				      (ot, wide_int_to_tree (et, low)));
		  }
		mt = target_mask_type (ot);
		v = widen_emit (gsi, NE_EXPR, mt, x, build_zero_cst (ot));
	      }
	    break;
	  }
	default:
	  {
	    /* Arithmetic on booleans (rare): on 0/1 integers, of which
	       the result keeps the low TYPE_PRECISION bits (1 + 1 is 0
	       in a 1-bit _Bool).  */
	    tree it = widen_vectype (w, unsigned_char_type_node);
	    tree a = widen_operand_as (w, rhs1, it, gsi);
	    tree b = rhs2 ? widen_operand_as (w, rhs2, it, gsi) : NULL_TREE;
	    tree x = widen_emit (gsi, code, it, a, b);
	    if (TYPE_PRECISION (type) < TYPE_PRECISION (unsigned_char_type_node))
	      x = widen_emit (gsi, BIT_AND_EXPR, it, x,
			      build_vector_from_val
				(it, build_int_cst (unsigned_char_type_node,
						    (1 << TYPE_PRECISION (type))
						    - 1)));
	    mt = target_mask_type (it);
	    v = widen_emit (gsi, NE_EXPR, mt, x, build_zero_cst (it));
	    break;
	  }
	}
      widen_set_vector (w, lhs, v);
      return;
    }

  if ((code == REALPART_EXPR || code == IMAGPART_EXPR)
      && TREE_CODE (TREE_OPERAND (rhs1, 0)) == SSA_NAME)
    {
      /* A part of a varying complex value: one of its two vectors.  */
      tree c = TREE_OPERAND (rhs1, 0);
      tree *part = code == REALPART_EXPR ? w->vmap.get (c) : w->vimag.get (c);
      gcc_assert (part);
      widen_set_vector (w, lhs, *part);
      return;
    }

  tree vt = widen_vectype (w, type);
  if (code == ADDR_EXPR)
    {
      /* The address of a reference through varying names: lane by
	 lane.  */
      v = widen_per_lane (w, stmt, NULL_TREE, address_lane, NULL, vt, gsi);
      widen_set_vector (w, lhs, v);
      return;
    }
  switch (code)
    {
    case SSA_NAME:
    case PAREN_EXPR:
    case VIEW_CONVERT_EXPR:
    CASE_CONVERT:
    case FLOAT_EXPR:
    case FIX_TRUNC_EXPR:
      {
	tree op = code == VIEW_CONVERT_EXPR ? TREE_OPERAND (rhs1, 0) : rhs1;
	tree x = widen_operand (w, op, gsi);
	if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (x)))
	  v = widen_emit (gsi, VEC_COND_EXPR, vt, x,
			  TYPE_UNSIGNED (TREE_TYPE (vt))
			  || TYPE_PRECISION (TREE_TYPE (op)) == 1
			  ? build_one_cst (vt) : build_one_cst (vt),
			  build_zero_cst (vt));
	else if (code == VIEW_CONVERT_EXPR
		 && !types_compatible_p (TREE_TYPE (x), vt))
	  v = widen_emit (gsi, VIEW_CONVERT_EXPR, vt,
			  build1 (VIEW_CONVERT_EXPR, vt, x));
	else
	  {
	    if (code == FIX_TRUNC_EXPR
		&& strict_fp_p (w, stmt, TREE_TYPE (op)))
	      x = safe_operand (w, x, integer_one_node, gsi);
	    v = widen_emit_convert (gsi, vt, x);
	  }
	break;
      }

    case POINTER_PLUS_EXPR:
      v = widen_emit (gsi, PLUS_EXPR, vt, widen_operand_as (w, rhs1, vt, gsi),
		      widen_operand_as (w, rhs2, vt, gsi));
      break;

    case POINTER_DIFF_EXPR:
      {
	tree pt = widen_vectype (w, TREE_TYPE (rhs1));
	tree d = widen_emit (gsi, MINUS_EXPR, pt,
			     widen_operand_as (w, rhs1, pt, gsi),
			     widen_operand_as (w, rhs2, pt, gsi));
	v = widen_emit_convert (gsi, vt, d);
	break;
      }

    case COND_EXPR:
      {
	if (!widen_varying_p (w, rhs1))
	  {
	    v = widen_emit (gsi, COND_EXPR, vt, rhs1,
			    widen_operand_as (w, rhs2, vt, gsi),
			    widen_operand_as (w, rhs3, vt, gsi));
	    break;
	  }
	tree m = widen_mask_operand (w, rhs1, target_mask_type (vt), gsi);
	tree a = widen_operand_as (w, rhs2, vt, gsi);
	tree b = widen_operand_as (w, rhs3, vt, gsi);
	/* M ? S OP X : S, or M ? S : S OP X.  */
	v = widen_masked_update (w, m, rhs2, b, same_name_p, rhs3, false, vt,
				 gsi);
	if (!v)
	  v = widen_masked_update (w, m, rhs3, a, same_name_p, rhs2, true, vt,
				   gsi);
	if (!v)
	  v = widen_emit (gsi, VEC_COND_EXPR, vt, m, a, b);
	break;
      }

    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case LROTATE_EXPR:
    case RROTATE_EXPR:
      {
	tree a = widen_operand_as (w, rhs1, vt, gsi);
	tree b;
	if (widen_varying_p (w, rhs2)
	    || shape_strided_p (shape_of_operand (w->r, rhs2)))
	  b = widen_operand_as (w, rhs2, vt, gsi);
	else
	  b = rhs2;
	v = widen_emit (gsi, code, vt, a, b);
	break;
      }

    default:
      {
	tree a = widen_operand_as (w, rhs1, vt, gsi);
	tree b = NULL_TREE, c = NULL_TREE;
	if (rhs2)
	  {
	    tree t2 = code == ABSU_EXPR ? TREE_TYPE (rhs1) : type;
	    b = widen_operand_as (w, rhs2, widen_vectype (w, t2), gsi);
	  }
	if (rhs3)
	  c = widen_operand_as (w, rhs3, vt, gsi);
	if (code == ABSU_EXPR)
	  a = widen_operand (w, rhs1, gsi);
	if (division_p (stmt) && b && widen_predicated_p (w, stmt))
	  /* Masked-off lanes divide by 1.  */
	  b = safe_operand (w, b, integer_one_node, gsi);
	if (strict_fp_p (w, stmt, type))
	  {
	    a = safe_operand (w, a, integer_one_node, gsi);
	    if (b)
	      b = safe_operand (w, b, integer_one_node, gsi);
	    if (c)
	      c = safe_operand (w, c, integer_one_node, gsi);
	  }
	v = widen_emit (gsi, code, vt, a, b, c);
	break;
      }
    }
  v = canonicalize_narrow (v, type, gsi);
  widen_set_vector (w, lhs, v);
}

/* Create the vector PHI for varying PHI, without arguments yet.  */

static void
widen_phi_create (widen_ctx *w, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  tree vt;
  if (TREE_CODE (TREE_TYPE (res)) == BOOLEAN_TYPE)
    {
      tree *t = w->phi_masks.get (res);
      vt = t ? *t : widen_mask_type_for (w, integer_type_node);
    }
  else
    vt = widen_vectype (w, TREE_TYPE (res));
  gphi *vphi = create_phi_node (make_ssa_name (vt), gimple_bb (phi));
  widen_set_vector (w, res, gimple_phi_result (vphi));
}

/* Insertion point at the end of block BB, before its control statement.  */

static gimple_stmt_iterator
end_of_block (basic_block bb)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
    return gsi;
  /* gsi_insert_before at the end iterator appends.  */
  return widen_gsi_end (bb);
}

/* Value ARG flowing into a vector PHI over edge E, as a vector of VT.  */

static tree
phi_arg_vector (widen_ctx *w, tree arg, edge e, tree vt)
{
  gimple_stmt_iterator gsi = end_of_block (e->src);
  if (VECTOR_BOOLEAN_TYPE_P (vt))
    return widen_mask_operand (w, arg, vt, &gsi);
  return widen_operand_as (w, arg, vt, &gsi);
}

/* Fill in the arguments of the vector PHI of varying PHI.  */

static void
widen_phi_fill (widen_ctx *w, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  tree vres = *w->vmap.get (res);
  gphi *vphi = as_a <gphi *> (SSA_NAME_DEF_STMT (vres));
  tree vt = TREE_TYPE (vres);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      tree arg = gimple_phi_arg_def (phi, i);
      tree varg;
      if (TREE_CODE (arg) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (arg)
	  && !widen_varying_p (w, arg)
	  && (!SSA_NAME_VAR (arg)
	      || TREE_CODE (SSA_NAME_VAR (arg)) != PARM_DECL))
	varg = build_zero_cst (vt);
      else
	varg = phi_arg_vector (w, arg, e, vt);
      add_phi_arg (vphi, varg, e, gimple_phi_arg_location (phi, i));
    }
  widen_kill (w, phi);
}

/* The header PHIs of the vectorized loop: the latch value of a scalar
   (uniform or strided) IV becomes its last lane's; a varying IV becomes a
   vector IV.  */

static void
widen_header_phis (widen_ctx *w)
{
  class loop *loop = w->r->loop;
  edge latch = loop_latch_edge (loop);
  edge pre = loop_preheader_edge (loop);
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      /* The vector PHIs of varying IVs are completed below.  */
      if (virtual_operand_p (res) || VECTOR_TYPE_P (TREE_TYPE (res)))
	continue;
      const loop_iv *iv = region_iv (w->r, phi);
      tree next = PHI_ARG_DEF_FROM_EDGE (phi, latch);
      tree type = TREE_TYPE (res);
      gimple_stmt_iterator g = end_of_block (latch->src);
      if (!iv)
	{
	  /* Not an IV: a tracker of a divergent loop that into-SSA carries
	     around the loop although every use is after its
	     initialization; its first value is undefined (or the value of
	     an earlier run of the loop, when a loop around it carries it
	     too).  */
	  tree init = PHI_ARG_DEF_FROM_EDGE (phi, pre);
	  gcc_assert ((TREE_CODE (init) == SSA_NAME
		       && SSA_NAME_IS_DEFAULT_DEF (init))
		      || (SSA_NAME_VAR (res)
			  && w->r->trackers->contains (SSA_NAME_VAR (res))));
	  if (!widen_varying_p (w, res))
	    continue;
	  tree vres = *w->vmap.get (res);
	  gphi *vphi = as_a <gphi *> (SSA_NAME_DEF_STMT (vres));
	  tree vt = TREE_TYPE (vres);
	  add_phi_arg (vphi, build_zero_cst (vt), pre, UNKNOWN_LOCATION);
	  add_phi_arg (vphi, widen_operand_as (w, next, vt, &g), latch,
		       UNKNOWN_LOCATION);
	  widen_kill (w, phi);
	  continue;
	}
      if (!widen_varying_p (w, res))
	{
	  if (integer_zerop (iv->step))
	    continue;
	  /* Lane 0 of the next vector iteration: res + VF * step, in the
	     IV's own type: the scalar loop reaches that value too, so the
	     addition does not overflow, and scalar evolution sees a simple
	     induction variable.  */
	  tree n;
	  if (POINTER_TYPE_P (type))
	    n = fold_build_pointer_plus
		  (res, fold_build2 (MULT_EXPR, sizetype,
				     fold_convert (sizetype, unshare_expr (iv->step)),
				     size_int (w->vf)));
	  else
	    n = fold_build2 (PLUS_EXPR, type, res,
			     fold_build2 (MULT_EXPR, type,
					  fold_convert (type, unshare_expr (iv->step)),
					  build_int_cst (type, w->vf)));
	  n = widen_gimplify (&g, n);
	  SET_PHI_ARG_DEF (phi, latch->dest_idx, n);
	  continue;
	}
      /* A vector IV with a loop-invariant step: lanes start at
	 init + k * step and advance by VF * step.  */
      tree vres = *w->vmap.get (res);
      gphi *vphi = as_a <gphi *> (SSA_NAME_DEF_STMT (vres));
      tree vt = TREE_TYPE (vres);
      tree elt = TREE_TYPE (vt);
      tree init = PHI_ARG_DEF_FROM_EDGE (phi, pre);
      gimple_seq seq = NULL;
      gimple_seq sseq = NULL;
      tree st = force_gimple_operand (unshare_expr (iv->step), &sseq, true,
				      NULL_TREE);
      gimple_seq_add_seq (&seq, sseq);
      st = gimple_convert (&seq, elt, st);
      tree ini = gimple_convert (&seq, elt, init);
      tree vinit = gimple_build_vector_from_val (&seq, vt, ini);
      tree vst = gimple_build_vector_from_val (&seq, vt, st);
      tree_vector_builder b (vt, w->vf, 1);
      for (unsigned k = 0; k < w->vf; k++)
	b.quick_push (build_int_cst (elt, k));
      tree lanes = gimple_build (&seq, MULT_EXPR, vt, vst, b.build ());
      vinit = gimple_build (&seq, PLUS_EXPR, vt, vinit, lanes);
      tree vstep = gimple_build (&seq, MULT_EXPR, vt, vst,
				 build_vector_from_val
				   (vt, build_int_cst (elt, w->vf - 1)));
      gsi_insert_seq_on_edge_immediate (pre, seq);
      add_phi_arg (vphi, vinit, pre, UNKNOWN_LOCATION);
      tree vnext = widen_operand_as (w, next, vt, &g);
      vnext = widen_emit (&g, PLUS_EXPR, vt, vnext, vstep);
      add_phi_arg (vphi, vnext, latch, UNKNOWN_LOCATION);
      widen_kill (w, phi);
    }
}

/* Replace uses of values of the loop after it (in W->exit_bb and the
   blocks it leads to) by their last lane.  */

static void
widen_live_outs (widen_ctx *w)
{
  region *r = w->r;
  auto_vec<tree> names;
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  names.safe_push (gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    names.safe_push (lhs);
	}
    }
  for (tree name : names)
    {
      vector_shape s = region_shape (r, name);
      if (shape_uniform_p (s) && !widen_varying_p (w, name))
	continue;
      imm_use_iterator it;
      gimple *use;
      use_operand_p up;
      tree last = NULL_TREE;
      FOR_EACH_IMM_USE_STMT (use, it, name)
	{
	  if (is_gimple_debug (use))
	    continue;
	  basic_block ub = gimple_bb (use);
	  if (gphi *p = dyn_cast <gphi *> (use))
	    {
	      FOR_EACH_IMM_USE_ON_STMT (up, it)
		{
		  edge e = gimple_phi_arg_edge (p, PHI_ARG_INDEX_FROM_USE (up));
		  if (region_contains_p (r, e->src))
		    continue;
		  if (!last)
		    {
		      gimple_stmt_iterator g = end_of_block (w->exit_bb);
		      last = widen_lane (w, name, w->vf - 1, &g);
		    }
		  SET_USE (up, last);
		}
	      continue;
	    }
	  if (region_contains_p (r, ub))
	    continue;
	  if (!last)
	    {
	      gimple_stmt_iterator g = end_of_block (w->exit_bb);
	      last = widen_lane (w, name, w->vf - 1, &g);
	    }
	  FOR_EACH_IMM_USE_ON_STMT (up, it)
	    SET_USE (up, last);
	  update_stmt (use);
	}
    }
}

/* Whether scalar (uniform) statement STMT must not run when no lane is
   active: it may trap, or has side effects.  */

static bool
needs_any_guard_p (gimple *stmt)
{
  if (gimple_vdef (stmt))
    return true;
  if (is_gimple_call (stmt))
    return !gimple_call_internal_p (stmt) || gimple_vuse (stmt);
  if (gimple_vuse (stmt))
    return true;
  return gimple_could_trap_p (stmt);
}

/* A uniform division in a block with a varying predicate: when no lane
   is active, the divisor may be zero.  Divide by 1 then.  */

static void
guard_uniform_division (widen_ctx *w, gassign *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree mt = widen_mask_type_for (w, integer_type_node);
  tree mask = widen_block_mask (w, gimple_bb (stmt), mt, &gsi);
  if (!mask)
    return;
  tree any = widen_any (w, mask, &gsi);
  tree d = gimple_assign_rhs2 (stmt);
  tree safe = widen_emit (&gsi, COND_EXPR, TREE_TYPE (d), any, d,
			  build_one_cst (TREE_TYPE (d)));
  gimple_assign_set_rhs2 (stmt, safe);
  update_stmt (stmt);
}

/* Widen statement STMT according to its shape.  */

static void
widen_stmt (widen_ctx *w, gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      widen_call (w, call, &gsi);
      return;
    }
  gassign *a = dyn_cast <gassign *> (stmt);
  if (!a || gimple_clobber_p (stmt))
    return;
  if (gimple_store_p (stmt))
    {
      widen_store (w, a, &gsi);
      return;
    }
  if (gimple_assign_load_p (stmt))
    {
      widen_load (w, a, &gsi);
      return;
    }
  tree lhs = gimple_assign_lhs (a);
  if (TREE_CODE (lhs) != SSA_NAME)
    return;
  if (bitmap_bit_p (w->r->address_only, SSA_NAME_VERSION (lhs)))
    {
      /* Computed per lane where an access needs it.  */
      widen_kill (w, stmt);
      return;
    }
  if (!shape_varying_p (region_shape (w->r, lhs)))
    {
      if (widen_predicated_p (w, stmt) && division_p (a)
	  && TREE_CODE (gimple_assign_rhs2 (a)) != INTEGER_CST)
	guard_uniform_division (w, a);
      return;
    }
  widen_assign (w, a, &gsi);
  widen_kill (w, stmt);
}

/* Guard STMT, a scalar statement kept for all lanes, by a test that some
   lane of its block is active, if it needs one (see needs_any_guard_p).
   Returns whether it did.  */

bool
widen_guard_if_needed (widen_ctx *w, gimple *stmt)
{
  if (!widen_predicated_p (w, stmt) || !needs_any_guard_p (stmt))
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree mt = widen_mask_type_for (w, integer_type_node);
  tree mask = widen_block_mask (w, gimple_bb (stmt), mt, &gsi);
  if (!mask)
    return false;
  widen_guard_any (w, stmt, mask);
  return true;
}

/* Widen region R, whose control flow is uniform, into vector code.
   EXIT_BB is the block on the vector loop's exit path where values used
   after the loop are extracted.  */

bool
widen_region (region *r)
{
  widen_ctx w;
  w.r = r;
  w.vf = r->vf;
  w.exit_bb = single_exit (r->loop)->dest;
  w.n_scalarized = 0;
  w.n_clone_calls = 0;

  /* Debug statements that refer to varying values lose their value.  */
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_debug_bind_p (stmt) || !gimple_debug_bind_has_value_p (stmt))
	  continue;
	ssa_op_iter it;
	tree use;
	FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
	  if (!shape_uniform_p (region_shape (r, use))
	      && region_contains_p (r, gimple_bb (SSA_NAME_DEF_STMT (use))))
	    {
	      gimple_debug_bind_reset_value (stmt);
	      update_stmt (stmt);
	      break;
	    }
      }

  /* Vector PHIs first, so that uses in loops find them; masks as wide as
     the comparisons that compute them.  */
  widen_choose_mask_widths (&w);
  auto_vec<gphi *> vphis;
  for (basic_block bb : r->body)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gphi *phi = gsi.phi ();
	tree res = gimple_phi_result (phi);
	if (virtual_operand_p (res) || !shape_varying_p (region_shape (r, res)))
	  continue;
	widen_phi_create (&w, phi);
	if (bb != r->loop->header)
	  vphis.safe_push (phi);
      }

  /* Then the statements, in block index order.  Collect them first: lane
     by lane code splits blocks.  */
  auto_vec<gimple *> stmts;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (!is_gimple_debug (gsi_stmt (gsi)))
	stmts.safe_push (gsi_stmt (gsi));
  hash_set<gimple *> skip;
  for (gimple *stmt : stmts)
    {
      if (skip.contains (stmt))
	continue;
      if (is_gimple_call (stmt) && gimple_call_internal_p (stmt)
	  && gimple_call_internal_fn (stmt) == IFN_GOMP_SIMD_ORDERED_START)
	{
	  auto_vec<gimple *> handled;
	  widen_ordered_region (&w, stmt, &handled);
	  for (gimple *h : handled)
	    skip.add (h);
	  continue;
	}
      widen_stmt (&w, stmt);
    }

  for (gphi *phi : vphis)
    widen_phi_fill (&w, phi);
  widen_header_phis (&w);
  widen_live_outs (&w);

  /* Delete the scalar statements of varying values, users first.  */
  for (int i = w.dead.length () - 1; i >= 0; i--)
    {
      gimple *stmt = w.dead[i];
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	{
	  gphi_iterator gsi = gsi_for_phi (phi);
	  remove_phi_node (&gsi, true);
	  continue;
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      if (gimple_vdef (stmt))
	unlink_stmt_vdef (stmt);
      gsi_remove (&gsi, true);
      release_defs (stmt);
    }
  /* New memory statements carry the bare virtual operand.  */
  mark_virtual_operands_for_renaming (cfun);
  return true;
}
