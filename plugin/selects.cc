/* Selects the target cannot expand, made bit operations before isel.
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

/* GCC lowers the vector operations a target lacks in veclower, but its
   later passes can still fold new selects: forwprop turns a comparison of
   a select with constant arms, (m ? a : b) < c, into a select of the two
   comparison results, m ? (a < c) : (b < c), of a boolean type.  With a
   mask that is no comparison of its own (a mask lockstep converted from
   another width, or computed by mask logic), the result needs the
   target's vcond_mask pattern for the mode, which SSE2 lacks for 64-bit
   lanes (it needs SSE4.2): GCC's isel then stops with an internal
   compiler error.

   GCC's own vectorizer makes such selects too, in loops lockstep leaves
   to it: GCC 12 alone stops the same way on the loop of
   testsuite/lockstep.fuzz/select-after-lowering.c with 4 iterations at
   -O3 -march=x86-64.

   This pass runs right before isel on the functions lockstep vectorized
   and on those with omp simd loops (whose loops lockstep may have left
   to GCC's vectorizer).  In the functions lockstep vectorized, a select
   of a scalar truth value is first replaced by its arm where a branch on
   the same comparison decides it (fold_branch_select).  Each
   VEC_COND_EXPR that isel could not expand and whose mask is a vector of
   all-ones and zero lanes as wide as the data becomes

     r = VIEW_CONVERT <T> (b' ^ ((a' ^ b') & m'))

   with a', b' and m' the operands reinterpreted as integer vectors: the
   bit operations every target with vector registers has.

   INPUT:
     _110 = VIEW_CONVERT_EXPR<vector(2) <signed-boolean:64>>(_109);
     _117 = VEC_COND_EXPR <_110, { -1, -1 }, { -1, 0 }>;

   OUTPUT:
     _1 = VIEW_CONVERT_EXPR<vector(2) long unsigned int>(_110);
     _2 = _1 & { 0, 18446744073709551615 };
     _3 = _2 ^ { 18446744073709551615, 0 };
     _117 = VIEW_CONVERT_EXPR<vector(2) <signed-boolean:64>>(_3);  */

#include "lockstep-gcc.h"
#include "region.h"

/* Whether GCC's isel can expand the VEC_COND_EXPR STMT: a vcond_mask
   pattern for its modes, or a vcond pattern for the comparison that
   computes its mask, or for the mask compared with zero (isel's own
   choices, gimple-isel.cc).  */

static bool
select_expands_p (gassign *stmt)
{
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  tree mask = gimple_assign_rhs1 (stmt);
  tree masktype = TREE_TYPE (mask);
  if (expand_vec_cond_expr_p (type, masktype, ERROR_MARK))
    return true;
  if (TREE_CODE (mask) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (mask);
      if (is_gimple_assign (def)
	  && TREE_CODE_CLASS (gimple_assign_rhs_code (def)) == tcc_comparison
	  && expand_vec_cond_expr_p (type, TREE_TYPE (gimple_assign_rhs1 (def)),
				     gimple_assign_rhs_code (def)))
	return true;
    }
  return expand_vec_cond_expr_p (type, masktype, LT_EXPR);
}

/* An unsigned integer vector type of the mode of MASKTYPE when the select
   of TYPE by a mask of MASKTYPE can be done with bit operations: the mask
   is a vector register of all-ones and zero lanes as wide as the lanes of
   TYPE.  NULL_TREE otherwise.  */

static tree
select_bits_type (tree type, tree masktype)
{
  machine_mode mode = TYPE_MODE (masktype);
  if (GET_MODE_CLASS (mode) != MODE_VECTOR_INT
      || TYPE_MODE (type) != mode
      || !VECTOR_TYPE_P (type)
      || maybe_ne (TYPE_VECTOR_SUBPARTS (type),
		   TYPE_VECTOR_SUBPARTS (masktype)))
    return NULL_TREE;
  unsigned bits = GET_MODE_UNIT_BITSIZE (mode);
  if (TYPE_PRECISION (TREE_TYPE (masktype)) != bits)
    return NULL_TREE;
  tree it = build_vector_type (build_nonstandard_integer_type (bits, 1),
			       TYPE_VECTOR_SUBPARTS (masktype));
  if (TYPE_MODE (it) != mode)
    return NULL_TREE;
  return it;
}

/* Rewrite the select STMT at GSI as bit operations on integer vectors of
   type IT.  */

static void
select_as_bits (gimple_stmt_iterator *gsi, gassign *stmt, tree it)
{
  tree lhs = gimple_assign_lhs (stmt);
  location_t loc = gimple_location (stmt);
  gimple_seq seq = NULL;
  tree m = gimple_build (&seq, loc, VIEW_CONVERT_EXPR, it,
			 gimple_assign_rhs1 (stmt));
  tree a = gimple_build (&seq, loc, VIEW_CONVERT_EXPR, it,
			 gimple_assign_rhs2 (stmt));
  tree b = gimple_build (&seq, loc, VIEW_CONVERT_EXPR, it,
			 gimple_assign_rhs3 (stmt));
  tree d = gimple_build (&seq, loc, BIT_XOR_EXPR, it, a, b);
  d = gimple_build (&seq, loc, BIT_AND_EXPR, it, d, m);
  d = gimple_build (&seq, loc, BIT_XOR_EXPR, it, d, b);
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  gassign *r = gimple_build_assign (lhs, VIEW_CONVERT_EXPR,
				    build1 (VIEW_CONVERT_EXPR,
					    TREE_TYPE (lhs), d));
  gimple_set_location (r, loc);
  gsi_replace (gsi, r, true);
}

/* Apply FN to each select of FUN (a VEC_COND_EXPR, or the CODE given),
   with an iterator at it; return how many FN changed.  */

static unsigned
for_each_select (function *fun,
		 bool (*fn) (gimple_stmt_iterator *, gassign *),
		 enum tree_code code = VEC_COND_EXPR)
{
  unsigned n = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *stmt = dyn_cast<gassign *> (gsi_stmt (gsi));
	if (stmt && gimple_assign_rhs_code (stmt) == code
	    && fn (&gsi, stmt))
	  n++;
      }
  return n;
}

/* The comparison NAME, a scalar truth value, stands for: CODE, *OP0 and
   *OP1 of the comparison that defines it, inverted if NAME is its
   negation; NAME != 0 otherwise.  */

static enum tree_code
truth_comparison (tree name, tree *op0, tree *op1)
{
  bool invert = false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (def && (gimple_assign_rhs_code (def) == BIT_NOT_EXPR
	      || gimple_assign_rhs_code (def) == TRUTH_NOT_EXPR)
      && TREE_CODE (TREE_TYPE (name)) == BOOLEAN_TYPE
      && TYPE_PRECISION (TREE_TYPE (name)) == 1
      && TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME)
    {
      invert = true;
      def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (def)));
    }
  if (!def
      || TREE_CODE_CLASS (gimple_assign_rhs_code (def)) != tcc_comparison)
    {
      *op0 = name;
      *op1 = build_zero_cst (TREE_TYPE (name));
      return NE_EXPR;
    }
  *op0 = gimple_assign_rhs1 (def);
  *op1 = gimple_assign_rhs2 (def);
  enum tree_code code = gimple_assign_rhs_code (def);
  if (invert)
    code = invert_tree_comparison (code, HONOR_NANS (*op0));
  return code;
}

/* Whether edge E, out of a branch, decides the comparison CODE of OP0
   and OP1: the branch tests it, or its inverse; its value along E then
   in *VALUE.  */

static bool
edge_decides_p (edge e, enum tree_code code, tree op0, tree op1,
		bool *value)
{
  gcond *cond = safe_dyn_cast<gcond *> (last_stmt (e->src));
  if (!cond || code == ERROR_MARK
      || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return false;
  bool taken = (e->flags & EDGE_TRUE_VALUE) != 0;
  tree c0 = gimple_cond_lhs (cond), c1 = gimple_cond_rhs (cond);
  enum tree_code ccode = gimple_cond_code (cond);
  if (operand_equal_p (c0, op1, 0) && operand_equal_p (c1, op0, 0))
    {
      std::swap (c0, c1);
      ccode = swap_tree_comparison (ccode);
    }
  if (!operand_equal_p (c0, op0, 0) || !operand_equal_p (c1, op1, 0))
    return false;
  if (ccode == code)
    *value = taken;
  else if (invert_tree_comparison (ccode, HONOR_NANS (c0)) == code)
    *value = !taken;
  else
    return false;
  return true;
}

/* Whether a branch decides, at the end of BB, the comparison CODE of OP0
   and OP1: BB is dominated by a block whose one way in is an edge that
   decides it; its value then in *VALUE.  Dominators must be computed.  */

static bool
decided_in_p (basic_block bb, enum tree_code code, tree op0, tree op1,
	      bool *value)
{
  for (basic_block cur = bb; cur && cur != ENTRY_BLOCK_PTR_FOR_FN (cfun);
       cur = get_immediate_dominator (CDI_DOMINATORS, cur))
    if (single_pred_p (cur) && single_pred (cur) != cur
	&& edge_decides_p (single_pred_edge (cur), code, op0, op1, value))
      return true;
  return false;
}

/* Replace the uses of the select STMT at GSI, c ? a : b of a scalar
   truth value c, by the arm that a branch on the same comparison decides
   where they are; STMT itself by that arm if the branch decides it where
   STMT is.  A uniform branch the vector loop kept tests the condition of
   the masks of its edges, c ? m : 0, and GCC's passes leave them for
   RTL, which folds them only where the comparison is in the same block
   (the Mandelbrot kernel's AVX-512 loop otherwise moved its mask through
   general registers and conditional moves in every iteration).  A
   constant arm replaces uses in PHIs only.  Dominators must be computed.
   Returns whether it changed anything.  */

static bool
fold_branch_select (gimple_stmt_iterator *gsi, gassign *stmt)
{
  tree c = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (c) != SSA_NAME || VECTOR_TYPE_P (TREE_TYPE (c))
      || !INTEGRAL_TYPE_P (TREE_TYPE (c))
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (gimple_assign_lhs (stmt)))
    return false;
  tree op0, op1;
  enum tree_code code = truth_comparison (c, &op0, &op1);
  tree arms[2] = { gimple_assign_rhs3 (stmt), gimple_assign_rhs2 (stmt) };
  bool value;
  if (decided_in_p (gimple_bb (stmt), code, op0, op1, &value))
    {
      if (dump_file)
	{
	  fprintf (dump_file, "selects: decided by a branch: ");
	  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	}
      gimple_assign_set_rhs_from_tree (gsi, arms[value]);
      update_stmt (gsi_stmt (*gsi));
      return true;
    }
  unsigned n = 0;
  imm_use_iterator it;
  gimple *use_stmt;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_STMT (use_stmt, it, gimple_assign_lhs (stmt))
    {
      gphi *phi = dyn_cast<gphi *> (use_stmt);
      bool changed = false;
      FOR_EACH_IMM_USE_ON_STMT (use_p, it)
	{
	  edge e = phi ? gimple_phi_arg_edge (phi,
					       PHI_ARG_INDEX_FROM_USE (use_p))
		       : NULL;
	  if (!(e ? edge_decides_p (e, code, op0, op1, &value)
		    || decided_in_p (e->src, code, op0, op1, &value)
		  : decided_in_p (gimple_bb (use_stmt), code, op0, op1,
				  &value))
	      || (!phi && TREE_CODE (arms[value]) != SSA_NAME))
	    continue;
	  SET_USE (use_p, arms[value]);
	  changed = true;
	  n++;
	}
      if (changed && !phi)
	update_stmt (use_stmt);
    }
  if (n && dump_file)
    {
      fprintf (dump_file, "selects: decided by a branch at %u uses: ", n);
      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
    }
  return n > 0;
}

/* Rewrite the select STMT at GSI as bit operations if isel cannot expand
   it; return whether it did.  */

static bool
lower_select (gimple_stmt_iterator *gsi, gassign *stmt)
{
  if (TREE_CODE (gimple_assign_rhs1 (stmt)) != SSA_NAME
      || select_expands_p (stmt))
    return false;
  tree it = select_bits_type (TREE_TYPE (gimple_assign_lhs (stmt)),
			      TREE_TYPE (gimple_assign_rhs1 (stmt)));
  if (!it)
    return false;
  if (dump_file)
    {
      fprintf (dump_file, "selects: as bit operations: ");
      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
    }
  select_as_bits (gsi, stmt, it);
  return true;
}

/* The uniform integer vector constant C if T is X + C, or that sum done
   in another vector type of the same mode between VIEW_CONVERT_EXPRs
   (VIEW_CONVERT (VIEW_CONVERT (X) + C)); NULL_TREE otherwise.  */

static tree
step_of (tree t, tree x)
{
  if (TREE_CODE (t) != SSA_NAME)
    return NULL_TREE;
  gassign *d = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  if (d && gimple_assign_rhs_code (d) == VIEW_CONVERT_EXPR)
    {
      tree in = TREE_OPERAND (gimple_assign_rhs1 (d), 0);
      d = (TREE_CODE (in) == SSA_NAME
	   ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (in)) : NULL);
    }
  if (!d || gimple_assign_rhs_code (d) != PLUS_EXPR)
    return NULL_TREE;
  tree a = gimple_assign_rhs1 (d), c = gimple_assign_rhs2 (d);
  if (a != x && TREE_CODE (a) == SSA_NAME)
    {
      gassign *ad = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (a));
      if (ad && gimple_assign_rhs_code (ad) == VIEW_CONVERT_EXPR)
	a = TREE_OPERAND (gimple_assign_rhs1 (ad), 0);
    }
  /* The sum must step X's own lanes.  */
  if (a != x || TREE_CODE (c) != VECTOR_CST || !uniform_integer_cst_p (c)
      || maybe_ne (TYPE_VECTOR_SUBPARTS (TREE_TYPE (c)),
		   TYPE_VECTOR_SUBPARTS (TREE_TYPE (x)))
      || (TYPE_PRECISION (TREE_TYPE (TREE_TYPE (c)))
	  != TYPE_PRECISION (TREE_TYPE (TREE_TYPE (x)))))
    return NULL_TREE;
  return c;
}

/* Whether mask M can be computed on its own, not only as the condition of
   a select: a comparison the target compares into a mask (a comparison
   that only selects use, GCC's isel expands with the select).  */

static bool
mask_computable_p (tree m)
{
  gassign *d = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (m));
  if (!d || TREE_CODE_CLASS (gimple_assign_rhs_code (d)) != tcc_comparison)
    return true;
  return expand_vec_cmp_expr_p (TREE_TYPE (gimple_assign_rhs1 (d)),
				TREE_TYPE (m), gimple_assign_rhs_code (d));
}

/* Rewrite the select STMT, M ? X + C : X, where X is a vector of integers
   and M a vector of all-ones and zero lanes as wide as X's (the
   conditional step of a counter: divloop.cc's counters, "if (c) k++"),
   as X - M where C is one, else X + (M & C): one or two instructions
   instead of the sum and a blend (three with AVX2, four with SSE2, which
   has no blend).  The arithmetic is done in the unsigned type.  Returns
   whether it did.  */

static bool
match_masked_step (gimple_stmt_iterator *gsi, gassign *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree m = gimple_assign_rhs1 (stmt), x = gimple_assign_rhs3 (stmt);
  if (TREE_CODE (m) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (TREE_TYPE (lhs))))
    return false;
  tree c = step_of (gimple_assign_rhs2 (stmt), x);
  tree it = c ? select_bits_type (TREE_TYPE (lhs), TREE_TYPE (m)) : NULL;
  if (!it || !mask_computable_p (m))
    return false;
  if (dump_file)
    {
      fprintf (dump_file, "selects: masked step: ");
      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
    }
  location_t loc = gimple_location (stmt);
  gimple_seq seq = NULL;
  tree mm = gimple_build (&seq, loc, VIEW_CONVERT_EXPR, it, m);
  tree xu = gimple_build (&seq, loc, VIEW_CONVERT_EXPR, it, x);
  tree sum;
  if (integer_onep (uniform_integer_cst_p (c)))
    sum = gimple_build (&seq, loc, MINUS_EXPR, it, xu, mm);
  else
    {
      tree cu = gimple_build (&seq, loc, VIEW_CONVERT_EXPR, it, c);
      tree a = gimple_build (&seq, loc, BIT_AND_EXPR, it, mm, cu);
      sum = gimple_build (&seq, loc, PLUS_EXPR, it, xu, a);
    }
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  gassign *r = gimple_build_assign (lhs, VIEW_CONVERT_EXPR,
				    build1 (VIEW_CONVERT_EXPR,
					    TREE_TYPE (lhs), sum));
  gimple_set_location (r, loc);
  gsi_replace (gsi, r, true);
  return true;
}

/* Whether T is a vector constant whose lanes are all one floating-point
   zero.  */

static bool
uniform_real_zero_p (tree t)
{
  if (TREE_CODE (t) != VECTOR_CST)
    return false;
  tree e = uniform_vector_p (t);
  return e && TREE_CODE (e) == REAL_CST && real_zerop (e);
}

/* If the select STMT is m ? X : Z or m ? Z : X with m = X CMP ZC or
   ZC CMP X, Z and ZC zeros (a conditional sum's m ? x : -0.0 with
   m = x > 0.0), make the comparison and the select read one name set
   to Z: comparisons do not tell the zeros apart, and a select of the
   compared values, in the same registers, is what the target's minimum
   and maximum patterns match (x86's vcond expands x > z ? x : z as
   maxps, instead of a comparison and a blend, or and/andnot/or with
   SSE2; a constant would be loaded into a register for each operand).
   Returns whether it did.  */

static bool
match_zero_sign (gimple_stmt_iterator *, gassign *stmt)
{
  tree m = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (m) != SSA_NAME)
    return false;
  gassign *cmp = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (m));
  if (!cmp
      || TREE_CODE_CLASS (gimple_assign_rhs_code (cmp)) != tcc_comparison
      || !FLOAT_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (cmp))))
    return false;
  tree a = gimple_assign_rhs2 (stmt), b = gimple_assign_rhs3 (stmt);
  tree z = uniform_real_zero_p (a) ? a : b;
  tree x = z == a ? b : a;
  if (!uniform_real_zero_p (z))
    return false;
  for (unsigned i = 1; i <= 2; i++)
    {
      tree zc = gimple_op (cmp, i);
      tree other = gimple_op (cmp, 3 - i);
      if (uniform_real_zero_p (zc)
	  && operand_equal_p (other, x, 0)
	  && types_compatible_p (TREE_TYPE (zc), TREE_TYPE (z)))
	{
	  tree name = make_ssa_name (TREE_TYPE (z));
	  gimple_stmt_iterator gsi = gsi_for_stmt (cmp);
	  gsi_insert_before (&gsi, gimple_build_assign (name, z),
			     GSI_SAME_STMT);
	  gimple_set_op (cmp, i, name);
	  update_stmt (cmp);
	  gimple_set_op (stmt, z == a ? 2 : 3, name);
	  update_stmt (stmt);
	  if (dump_file)
	    {
	      fprintf (dump_file, "selects: comparison with the arm's "
		       "zero: ");
	      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	    }
	  return true;
	}
    }
  return false;
}

static const pass_data pass_data_lockstep_selects =
{
  GIMPLE_PASS,			/* type */
  "selects-lockstep",		/* name */
  OPTGROUP_VEC,			/* optinfo_flags */
  TV_NONE,			/* tv_id */
  (PROP_cfg | PROP_ssa),	/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

namespace {

class pass_lockstep_selects : public gimple_opt_pass
{
public:
  pass_lockstep_selects (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_lockstep_selects, ctxt)
  {}

  bool gate (function *fun) final override
  {
    return function_vectorized_p (fun)
	   || (!lockstep_opts.disable && optimize > 0
	       && fun->has_force_vectorize_loops);
  }

  unsigned int execute (function *fun) final override
  {
    if (function_vectorized_p (fun))
      {
	simplify_disjoint_masks (fun);
	bool doms = dom_info_available_p (fun, CDI_DOMINATORS);
	calculate_dominance_info (CDI_DOMINATORS);
	for_each_select (fun, fold_branch_select, COND_EXPR);
	if (!doms)
	  free_dominance_info (fun, CDI_DOMINATORS);
	for_each_select (fun, match_zero_sign);
	for_each_select (fun, match_masked_step);
      }
    for_each_select (fun, lower_select);
    return 0;
  }
};

} // anon namespace

gimple_opt_pass *
make_pass_lockstep_selects (gcc::context *ctxt)
{
  return new pass_lockstep_selects (ctxt);
}
