/* Widening of operations: comparisons, mask logic, conversions, selects
   and arithmetic.
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

/* Widening of operations: the assignments that are neither memory
   accesses nor calls.  Comparisons give masks as wide as their operands;
   mask logic stays in masks; conversions, selects, shifts and arithmetic
   become the same operations on vectors, with safe values in masked-off
   lanes where an operation could trap or raise; integer types narrower
   than their mode are truncated after each operation; a conditional
   update of a value carried across iterations becomes an update by a
   neutral value in masked-off lanes (widen_masked_update).
   widen_check_stmt tells the analysis beforehand which assignments this
   can do.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

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

bool
widen_division_p (gassign *stmt)
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

/* Whether an update S CODE X of a value S carried across iterations may
   be regrouped as S CODE (MASK ? X : E) or S CODE (MASK ? X : Y): an
   addition, a subtraction or a multiplication; for integers (FP false)
   also bitwise and, or, xor, minimum and maximum.  */

static bool
regroupable_code_p (enum tree_code code, bool fp)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      return true;
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case BIT_AND_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
      return !fp;
    default:
      return false;
    }
}

/* The assignment of R's loop that computes UPD, a value one select of
   W uses, through the copies linearization makes of PHI arguments, each
   with no other use; NULL if there is none or the value has other uses,
   or if it is no integer or floating-point value whose updates may be
   regrouped (not under -frounding-math or -fsignaling-nans).  */

static gassign *
update_def (widen_ctx *w, tree upd)
{
  tree type = TREE_TYPE (upd);
  bool fp = SCALAR_FLOAT_TYPE_P (type);
  if ((!INTEGRAL_TYPE_P (type) && !fp)
      || (fp && (flag_rounding_math || HONOR_SNANS (type)))
      || TREE_CODE (upd) != SSA_NAME)
    return NULL;
  for (int k = 0; k < 8; k++)
    {
      if (!has_single_use (upd))
	return NULL;
      gimple *copy = SSA_NAME_DEF_STMT (upd);
      if (!gimple_assign_ssa_name_copy_p (copy))
	break;
      upd = gimple_assign_rhs1 (copy);
    }
  if (!widen_varying_p (w, upd) || !has_single_use (upd))
    return NULL;
  gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (upd));
  if (!def || !gimple_bb (def) || !region_contains_p (w->r, gimple_bb (def)))
    return NULL;
  return def;
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
   S OP E, which raises no exception.  The minimum and maximum of integers
   have the type's largest and smallest values as E.  */

tree
widen_masked_update (widen_ctx *w, tree mask, tree upd, tree oldv,
		     bool (*is_old) (tree, void *), void *data,
		     bool upd_if_false, tree vt, gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (upd);
  bool fp = SCALAR_FLOAT_TYPE_P (type);
  gassign *def = update_def (w, upd);
  if (!def)
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  if (!regroupable_code_p (code, fp))
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
    case MIN_EXPR:
      e = TYPE_MAX_VALUE (type);
      break;
    case MAX_EXPR:
      e = TYPE_MIN_VALUE (type);
      break;
    default:
      e = build_zero_cst (type);
      break;
    }
  if (!e)
    return NULL_TREE;
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

/* Whether A and B hold one value: they name it (same_name_p), or they
   are loads of one location from one state of memory (the lanes' copy of
   a reduction variable, loaded on each path that updates it).  */

static bool
same_value_p (tree a, tree b)
{
  if (same_name_p (a, b))
    return true;
  if (TREE_CODE (a) != SSA_NAME || TREE_CODE (b) != SSA_NAME)
    return false;
  gassign *la = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a));
  gassign *lb = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (b));
  return (la && lb && gimple_assign_load_p (la) && gimple_assign_load_p (lb)
	  && !gimple_has_volatile_ops (la) && !gimple_has_volatile_ops (lb)
	  && gimple_vuse (la) && gimple_vuse (la) == gimple_vuse (lb)
	  && operand_equal_p (gimple_assign_rhs1 (la),
			      gimple_assign_rhs1 (lb), 0));
}

/* If the update DEF, S CODE X, has an operand S that holds the value of
   OTHER (an operand of another update; same_value_p), the first operand
   of a subtraction: S, with the other operand in *X; else NULL_TREE.  */

static tree
update_operands (gassign *def, tree other, tree *x)
{
  tree o1 = gimple_assign_rhs1 (def), o2 = gimple_assign_rhs2 (def);
  if (same_value_p (o1, other))
    {
      *x = o2;
      return o1;
    }
  if (gimple_assign_rhs_code (def) != MINUS_EXPR && same_value_p (o2, other))
    {
      *x = o1;
      return o2;
    }
  return NULL_TREE;
}

/* If varying UPD_T and UPD_F, with no use but the select being widened,
   are S OP1 X and S OP2 Y of one value S, with OP1 and OP2 additions or
   subtractions, or both one other operation that regroups (a
   multiplication; for integers also bitwise and, or, xor, minimum,
   maximum): the vector S OP1 (MASK ? X : Y'), with Y' = Y where the
   operations are the same and -Y where they differ, of vector type VT,
   emitted before GSI; else NULL_TREE.

   As widen_masked_update does for one update, this keeps the select off
   the chain of a value carried across iterations (if (a[i] > 0)
   s += a[i]; else s -= b[i]): each iteration waits for one operation
   instead of two and a blend.  In floating point S - Y is S + -Y
   exactly; integers whose operations differ are added in their unsigned
   type, where -Y cannot overflow.  */

static tree
widen_select_updates (widen_ctx *w, tree mask, tree upd_t, tree upd_f,
		      tree vt, gimple_stmt_iterator *gsi)
{
  gassign *dt = update_def (w, upd_t), *df = update_def (w, upd_f);
  tree type = TREE_TYPE (upd_t);
  if (!dt || !df || dt == df
      || (INTEGRAL_TYPE_P (type) && !type_has_mode_precision_p (type)))
    return NULL_TREE;
  enum tree_code ct = gimple_assign_rhs_code (dt);
  enum tree_code cf = gimple_assign_rhs_code (df);
  bool fp = SCALAR_FLOAT_TYPE_P (type);
  bool additive = ((ct == PLUS_EXPR || ct == MINUS_EXPR)
		   && (cf == PLUS_EXPR || cf == MINUS_EXPR));
  if (!additive && (ct != cf || !regroupable_code_p (ct, fp)))
    return NULL_TREE;
  if (!types_compatible_p (TREE_TYPE (gimple_assign_rhs1 (dt)), type)
      || !types_compatible_p (TREE_TYPE (gimple_assign_rhs2 (dt)), type)
      || !types_compatible_p (TREE_TYPE (gimple_assign_rhs1 (df)), type)
      || !types_compatible_p (TREE_TYPE (gimple_assign_rhs2 (df)), type))
    return NULL_TREE;
  /* S: an operand of both, the first of a subtraction.  */
  tree t1 = gimple_assign_rhs1 (dt), t2 = gimple_assign_rhs2 (dt);
  tree s = NULL_TREE, x = NULL_TREE, y = NULL_TREE;
  if (update_operands (df, t1, &y))
    s = t1, x = t2;
  else if (ct != MINUS_EXPR && update_operands (df, t2, &y))
    s = t2, x = t1;
  if (!s)
    return NULL_TREE;
  bool negate = ct != cf;
  /* -ftrapv: the subtraction must trap on overflow as it would have.  */
  if (negate && !fp && TYPE_OVERFLOW_TRAPS (type))
    return NULL_TREE;
  tree ut = negate && !fp ? unsigned_type_for (vt) : vt;
  if (!ut)
    return NULL_TREE;
  tree sv = widen_emit_convert (gsi, ut, widen_operand_as (w, s, vt, gsi));
  tree xv = widen_emit_convert (gsi, ut, widen_operand_as (w, x, vt, gsi));
  tree yv = widen_emit_convert (gsi, ut, widen_operand_as (w, y, vt, gsi));
  if (negate)
    yv = widen_emit (gsi, NEGATE_EXPR, ut, yv);
  tree t = widen_emit (gsi, VEC_COND_EXPR, ut, mask, xv, yv);
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, ";; widen: select of two updates of one value: "
	     "S %s (M ? X : %sY)\n", op_symbol_code (ct), negate ? "-" : "");
  return widen_emit_convert (gsi, vt, widen_emit (gsi, ct, ut, sv, t));
}

/* Widen the comparison STMT: a mask as wide as its operands, or 0/1 data
   where the result is not boolean.  */

static tree
widen_comparison (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  tree rhs2 = gimple_assign_rhs2 (stmt);
  tree mt = widen_mask_type_for (w, TREE_TYPE (rhs1));
  tree vt = widen_vectype (w, TREE_TYPE (rhs1));
  tree a, b;
  if (TREE_CODE (TREE_TYPE (rhs1)) == BOOLEAN_TYPE)
    {
      /* Comparisons of booleans: compare them as 0/-1 integers.  */
      tree it = widen_mask_data_type (w, mt);
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
  tree v = widen_emit (gsi, code, mt, a, b);
  if (TREE_CODE (type) != BOOLEAN_TYPE)
    {
      tree dvt = widen_vectype (w, type);
      v = widen_emit (gsi, VEC_COND_EXPR, dvt, v, build_one_cst (dvt),
		      build_zero_cst (dvt));
    }
  return v;
}

/* Widen STMT, a boolean result computed from integer data (a conversion,
   or arithmetic on booleans): a mask, of MT for conversions of masks.  */

static tree
widen_bool_from_data (widen_ctx *w, gassign *stmt, tree mt,
		      gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  tree rhs2 = gimple_assign_rhs2 (stmt);
  if (CONVERT_EXPR_CODE_P (code))
    {
      /* Integer to boolean: a conversion, which keeps the low
	 TYPE_PRECISION bits -- for C's _Bool the lowest bit: GCC folds
	 (x ? a : b) & 1 into x ? (_Bool) a : (_Bool) b.  Nonzero is true
	 only for values already 0 or 1.  */
      tree x = widen_operand (w, rhs1, gsi);
      if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (x)))
	return widen_convert_mask (w, x, mt, gsi);
      tree ot = TREE_TYPE (x);
      tree et = TREE_TYPE (ot);
      unsigned prec = TYPE_PRECISION (type);
      if (TREE_CODE (TREE_TYPE (rhs1)) != BOOLEAN_TYPE
	  && INTEGRAL_TYPE_P (et)
	  && prec < TYPE_PRECISION (et))
	{
	  wide_int low = wi::mask (prec, false, TYPE_PRECISION (et));
	  x = widen_emit (gsi, BIT_AND_EXPR, ot, x,
			  build_vector_from_val (ot, wide_int_to_tree (et, low)));
	}
      return widen_emit (gsi, NE_EXPR, target_mask_type (ot), x,
			 build_zero_cst (ot));
    }
  /* Arithmetic on booleans (rare): on 0/1 integers, of which the result
     keeps the low TYPE_PRECISION bits (1 + 1 is 0 in a 1-bit _Bool).  */
  tree it = widen_vectype (w, unsigned_char_type_node);
  tree a = widen_operand_as (w, rhs1, it, gsi);
  tree b = rhs2 ? widen_operand_as (w, rhs2, it, gsi) : NULL_TREE;
  tree x = widen_emit (gsi, code, it, a, b);
  if (TYPE_PRECISION (type) < TYPE_PRECISION (unsigned_char_type_node))
    x = widen_emit (gsi, BIT_AND_EXPR, it, x,
		    build_vector_from_val
		      (it, build_int_cst (unsigned_char_type_node,
					  (1 << TYPE_PRECISION (type)) - 1)));
  return widen_emit (gsi, NE_EXPR, target_mask_type (it), x,
		     build_zero_cst (it));
}

/* Widen STMT, an operation with a boolean result that is not a
   comparison: mask logic, in the mask type of its first varying mask
   operand.  */

static tree
widen_mask_logic (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  tree rhs2 = gimple_assign_rhs2 (stmt);
  tree rhs3 = gimple_assign_rhs3 (stmt);
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
      return widen_mask_operand (w, rhs1, mt, gsi);
    case BIT_NOT_EXPR:
      return widen_emit (gsi, BIT_NOT_EXPR, mt,
			 widen_mask_operand (w, rhs1, mt, gsi));
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
      if (widen_varying_p (w, rhs1) != widen_varying_p (w, rhs2))
	{
	  /* A mask and a uniform condition U (an exit test of a loop that
	     all lanes run, a uniform branch around divergent code):
	     U ? M : 0 or U ? -1 : M, a scalar select, instead of
	     broadcasting U and combining the vectors.  */
	  tree u = widen_varying_p (w, rhs1) ? rhs2 : rhs1;
	  tree m = widen_mask_operand (w, u == rhs1 ? rhs2 : rhs1, mt, gsi);
	  if (code == BIT_AND_EXPR)
	    return widen_emit (gsi, COND_EXPR, mt, u, m, build_zero_cst (mt));
	  return widen_emit (gsi, COND_EXPR, mt, u, build_all_ones_cst (mt),
			     m);
	}
      /* Fall through.  */
    case BIT_XOR_EXPR:
      return widen_emit (gsi, code, mt, widen_mask_operand (w, rhs1, mt, gsi),
			 widen_mask_operand (w, rhs2, mt, gsi));
    case COND_EXPR:
      {
	/* A select of masks is mask logic: (c & a) | (~c & b); blends of
	   mask registers (AVX-512 k-masks) do not exist.  */
	tree c = widen_mask_operand (w, rhs1, mt, gsi);
	tree a = widen_mask_operand (w, rhs2, mt, gsi);
	tree b = widen_mask_operand (w, rhs3, mt, gsi);
	tree ca = widen_emit (gsi, BIT_AND_EXPR, mt, c, a);
	tree nc = widen_emit (gsi, BIT_NOT_EXPR, mt, c);
	tree ncb = widen_emit (gsi, BIT_AND_EXPR, mt, nc, b);
	return widen_emit (gsi, BIT_IOR_EXPR, mt, ca, ncb);
      }
    default:
      return widen_bool_from_data (w, stmt, mt, gsi);
    }
}

/* Widen the conversion or copy STMT to vectors of VT.  */

static tree
widen_conversion (widen_ctx *w, gassign *stmt, tree vt,
		  gimple_stmt_iterator *gsi)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  tree op = code == VIEW_CONVERT_EXPR ? TREE_OPERAND (rhs1, 0) : rhs1;
  tree x = widen_operand (w, op, gsi);
  if (VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (x)))
    return widen_emit (gsi, VEC_COND_EXPR, vt, x, build_one_cst (vt),
		       build_zero_cst (vt));
  if (code == VIEW_CONVERT_EXPR && !types_compatible_p (TREE_TYPE (x), vt))
    return widen_emit (gsi, VIEW_CONVERT_EXPR, vt,
		       build1 (VIEW_CONVERT_EXPR, vt, x));
  if (code == FIX_TRUNC_EXPR && strict_fp_p (w, stmt, TREE_TYPE (op)))
    x = safe_operand (w, x, integer_one_node, gsi);
  /* Between floating point and integers narrower than int, through int:
     GCC's vector lowering converts those lane by lane (SSE2 and AVX2 have
     no instruction for them), a conversion to or from int of the same
     width is one instruction, and the extension or truncation a few.  The
     values are the same: every value of the narrow type is an int, and a
     value that does not fit the narrow type has no defined result.  */
  tree xe = TREE_TYPE (TREE_TYPE (x)), ve = TREE_TYPE (vt);
  tree narrow = (code == FLOAT_EXPR ? xe
		 : code == FIX_TRUNC_EXPR ? ve : NULL_TREE);
  if (narrow && INTEGRAL_TYPE_P (narrow)
      && TYPE_PRECISION (narrow) < TYPE_PRECISION (integer_type_node))
    {
      tree it = build_vector_type (integer_type_node, w->vf);
      if (VECTOR_MODE_P (TYPE_MODE (it)))
	{
	  x = widen_emit_convert (gsi, it, x);
	  return widen_emit_convert (gsi, vt, x);
	}
    }
  return widen_emit_convert (gsi, vt, x);
}

/* Widen the select STMT to vectors of VT: a scalar select under a uniform
   condition, a conditional update (widen_masked_update), two updates of
   one value (widen_select_updates) or a blend.  */

static tree
widen_select (widen_ctx *w, gassign *stmt, tree vt, gimple_stmt_iterator *gsi)
{
  tree rhs1 = gimple_assign_rhs1 (stmt);
  tree rhs2 = gimple_assign_rhs2 (stmt);
  tree rhs3 = gimple_assign_rhs3 (stmt);
  if (!widen_varying_p (w, rhs1))
    return widen_emit (gsi, COND_EXPR, vt, rhs1,
		       widen_operand_as (w, rhs2, vt, gsi),
		       widen_operand_as (w, rhs3, vt, gsi));
  tree m = widen_mask_operand (w, rhs1, target_mask_type (vt), gsi);
  tree a = widen_operand_as (w, rhs2, vt, gsi);
  tree b = widen_operand_as (w, rhs3, vt, gsi);
  /* M ? S OP X : S, or M ? S : S OP X.  */
  tree v = widen_masked_update (w, m, rhs2, b, same_name_p, rhs3, false, vt,
				gsi);
  if (!v)
    v = widen_masked_update (w, m, rhs3, a, same_name_p, rhs2, true, vt, gsi);
  if (!v)
    v = widen_select_updates (w, m, rhs2, rhs3, vt, gsi);
  if (!v)
    v = widen_emit (gsi, VEC_COND_EXPR, vt, m, a, b);
  return v;
}

/* Widen the arithmetic STMT to vectors of VT: a shift by a uniform
   amount keeps its scalar amount; masked-off lanes divide by 1 and, with
   option strict-fp, compute on 1.  */

static tree
widen_arithmetic (widen_ctx *w, gassign *stmt, tree vt,
		  gimple_stmt_iterator *gsi)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  tree rhs2 = gimple_assign_rhs2 (stmt);
  tree rhs3 = gimple_assign_rhs3 (stmt);
  if (code == LSHIFT_EXPR || code == RSHIFT_EXPR || code == LROTATE_EXPR
      || code == RROTATE_EXPR)
    {
      tree a = widen_operand_as (w, rhs1, vt, gsi);
      tree b;
      if (widen_varying_p (w, rhs2)
	  || shape_strided_p (shape_of_operand (w->r, rhs2)))
	b = widen_operand_as (w, rhs2, vt, gsi);
      else
	b = rhs2;
      return widen_emit (gsi, code, vt, a, b);
    }
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
  if (widen_division_p (stmt) && b && widen_predicated_p (w, stmt))
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
  return widen_emit (gsi, code, vt, a, b, c);
}

/* Widen the non-memory assignment STMT with a varying result, emitting
   before GSI.  */

void
widen_assign (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      widen_set_vector (w, lhs, widen_comparison (w, stmt, gsi));
      return;
    }
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    {
      widen_set_vector (w, lhs, widen_mask_logic (w, stmt, gsi));
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
  tree v;
  switch (code)
    {
    case ADDR_EXPR:
      /* The address of a reference through varying names: lane by
	 lane.  */
      widen_set_vector (w, lhs, widen_per_lane (w, stmt, NULL_TREE,
						address_lane, NULL, vt, gsi));
      return;
    case SSA_NAME:
    case PAREN_EXPR:
    case VIEW_CONVERT_EXPR:
    CASE_CONVERT:
    case FLOAT_EXPR:
    case FIX_TRUNC_EXPR:
      v = widen_conversion (w, stmt, vt, gsi);
      break;
    case POINTER_PLUS_EXPR:
      v = widen_emit (gsi, PLUS_EXPR, vt, widen_operand_as (w, rhs1, vt, gsi),
		      widen_operand_as (w, gimple_assign_rhs2 (stmt), vt,
					gsi));
      break;
    case POINTER_DIFF_EXPR:
      {
	tree pt = widen_vectype (w, TREE_TYPE (rhs1));
	tree d = widen_emit (gsi, MINUS_EXPR, pt,
			     widen_operand_as (w, rhs1, pt, gsi),
			     widen_operand_as (w, gimple_assign_rhs2 (stmt),
					       pt, gsi));
	v = widen_emit_convert (gsi, vt, d);
	break;
      }
    case COND_EXPR:
      v = widen_select (w, stmt, vt, gsi);
      break;
    default:
      v = widen_arithmetic (w, stmt, vt, gsi);
      break;
    }
  v = canonicalize_narrow (v, type, gsi);
  widen_set_vector (w, lhs, v);
}
