/* Widening's builder layer: vector types, emitted statements, operands
   and masks.
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

/* The builder layer of widening: vector types of scalar types, emitting
   statements, operands as vectors (varying names from the widened
   definitions, uniform and strided ones materialized once as broadcasts
   and series), masks as data and conversions between mask widths, and the
   masks of blocks.  The statement kinds above it (operations.cc,
   memory.cc, calls.cc, lanes.cc) emit their code through it; widen.cc
   drives them.  */

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
  /* GCC 11's vector lowering reads the mask of a VEC_COND_EXPR with the
     lane width of its values (wrong code for an 8-bit mask selecting
     32-bit values): give it a mask as wide as the values.  GCC 12 needs
     that too where the values' mask is an SVE predicate: its folders
     merge nested selects into one conditional operation (.COND_ADD)
     whose mask is the AND of both masks, which must then both be
     predicates (fuzzer seed 946039: the AND of a mask of Advanced SIMD's
     V4HI and an SVE predicate did not expand).  */
  if (code == VEC_COND_EXPR && TREE_CODE (op0) == SSA_NAME
      && VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (op0)) && VECTOR_TYPE_P (type))
    {
      tree mt = target_mask_type (type);
      bool convert;
#if GCCPLUGIN_VERSION_MAJOR < 12
      convert = (TYPE_PRECISION (TREE_TYPE (TREE_TYPE (op0)))
		 != TYPE_PRECISION (TREE_TYPE (mt)));
#else
      convert = (GET_MODE_CLASS (TYPE_MODE (mt)) == MODE_VECTOR_BOOL
		 && TYPE_MODE (TREE_TYPE (op0)) != TYPE_MODE (mt));
#endif
      /* The conversion emits selects itself: never of a mask to be
	 converted again, but make sure.  */
      static bool converting;
      if (convert && !converting
	  && !types_compatible_p (TREE_TYPE (op0), mt))
	{
	  converting = true;
	  op0 = widen_convert_mask (NULL, op0, mt, gsi);
	  converting = false;
	}
    }
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

tree
widen_mask_data_type (widen_ctx *w, tree masktype)
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
  tree dt = widen_mask_data_type (w, TREE_TYPE (mask));
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
  tree dt = widen_mask_data_type (w, masktype);
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

/* VECTYPE, or its unsigned type where its integer elements' overflow is
   undefined: the type lane arithmetic that may wrap is done in.  */

tree
widen_wrapping_type (tree vectype)
{
  tree elt = TREE_TYPE (vectype);
  if (INTEGRAL_TYPE_P (elt) && TYPE_OVERFLOW_UNDEFINED (elt))
    return unsigned_type_for (vectype);
  return vectype;
}

/* The vector INIT + { 0, STEP, 2 * STEP, ... } of VECTYPE's VF lanes, with
   INIT and STEP scalars of its element type, built into SEQ.  Where the
   lanes may WRAP, integer lanes of a type whose overflow is undefined are
   computed in the unsigned type: a truncated strided value such as
   (signed char) i wraps from one lane to the next, and GCC folds lane
   comparisons of a signed vector addition as if it could not (vector
   lowering splits the addition into lane additions, then folds X + 1 <= Y
   into X < Y).  */

tree
widen_build_series (gimple_seq *seq, tree vectype, tree init, tree step,
		    unsigned vf, bool wrap)
{
  tree ct = wrap ? widen_wrapping_type (vectype) : vectype;
  tree celt = TREE_TYPE (ct);
  tree vinit = gimple_build_vector_from_val (seq, ct,
					     gimple_convert (seq, celt, init));
  bool cstep = TREE_CODE (step) == INTEGER_CST;
  tree_vector_builder b (ct, vf, 1);
  for (unsigned k = 0; k < vf; k++)
    b.quick_push (cstep ? fold_build2 (MULT_EXPR, celt, build_int_cst (celt, k),
				       fold_convert (celt, step))
		  : build_int_cst (celt, k));
  tree lanes = b.build ();
  if (!cstep)
    lanes = gimple_build (seq, MULT_EXPR, ct,
			  gimple_build_vector_from_val
			    (seq, ct, gimple_convert (seq, celt, step)),
			  lanes);
  tree v = gimple_build (seq, PLUS_EXPR, ct, vinit, lanes);
  if (ct != vectype)
    v = gimple_build (seq, VIEW_CONVERT_EXPR, vectype, v);
  return v;
}

/* Whether OP is an undefined value or a copy of one.  */

static bool
undefined_copy_p (tree op)
{
  while (TREE_CODE (op) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (op))
    {
      gassign *a = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
      if (!a || gimple_assign_rhs_code (a) != SSA_NAME)
	return false;
      op = gimple_assign_rhs1 (a);
    }
  return region_undefined_value_p (op);
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
  /* An undefined value is an undefined vector, not a broadcast that GCC
     would keep in a register.  Not a mask: a select of an undefined mask
     may read it twice (linearize.cc).  */
  if (undefined_copy_p (op) && !VECTOR_BOOLEAN_TYPE_P (vectype))
    return region_undefined_value (vectype);
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
      tree dt = widen_mask_data_type (w, vectype);
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
      if (shape_strided_p (s))
	v = widen_build_series (&seq, vectype, x,
				build_int_cst (elt, s.stride), w->vf,
				!s.nowrap);
      else
	v = gimple_build_vector_from_val (&seq, vectype, x);
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

/* The number of lanes of vector type T.  */

unsigned
widen_lanes (tree t)
{
  return TYPE_VECTOR_SUBPARTS (t).to_constant ();
}

/* Piece PIECE, of NUNITS lanes, of vector V, as TYPE, before GSI.  */

tree
widen_vector_piece (tree v, unsigned piece, tree type,
		    gimple_stmt_iterator *gsi)
{
  tree vt = TREE_TYPE (v);
  unsigned nunits = widen_lanes (type);
  tree elt = TREE_TYPE (vt);
  tree pt = build_vector_type (elt, nunits);
  tree p = v;
  if (nunits != widen_lanes (vt))
    {
      unsigned HOST_WIDE_INT bits = tree_to_uhwi (TYPE_SIZE (elt)) * nunits;
      p = widen_emit (gsi, BIT_FIELD_REF, pt,
		      build3 (BIT_FIELD_REF, pt, v, bitsize_int (bits),
			      bitsize_int (bits * piece)));
    }
  if (!types_compatible_p (TREE_TYPE (p), type))
    p = widen_emit (gsi, VIEW_CONVERT_EXPR, type,
		    build1 (VIEW_CONVERT_EXPR, type, p));
  return p;
}
