/* Interleaving: a vector loop of twice the register width, as two
   independent chains of registers.
   Copyright (C) 2026 The lockstep authors.

This file is part of lockstep.

lockstep is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free
Software Foundation; either version 3, or (at your option) any later
version.

lockstep is distributed in the hope that it will be useful, but WITHOUT
ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or
FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
for more details.

You should have received a copy of the GNU General Public License
along with lockstep; see the file COPYING.  If not see
<http://www.gnu.org/licenses/>.  */

/* A divergent inner loop whose iterations are one chain of dependent
   operations (Mandelbrot's z = z^2 + c) waits for that chain's latency:
   with one vector per value the processor's other units idle.  Two
   vectors per value, two independent chains, keep them busy; the lanes
   of both run the inner loop together, until the slowest of all is done.

   interleave_p chooses it for a loop with a divergent inner loop (with
   width=auto and no vf= or simdlen): the loop is vectorized at twice the
   factor of the target's registers, which makes vectors GCC has no mode
   for; split_wide_vectors then rewrites each statement of the vector
   loop on such a vector as two statements on its halves, which have
   modes.  GCC's vector lowering would split the arithmetic the same way,
   but comparisons and selects lane by lane.

   The rewriting keeps every wide value defined, as the concatenation of
   its halves, so that a statement it does not know (or a use after the
   loop) still reads it; GCC's lowering handles those, lane by lane if
   need be, and removes the concatenations nobody reads.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* The type of each half of wide vector type T, or NULL_TREE if T is no
   vector without a mode whose halves have one.  Masks keep the width of
   their lanes.  */

static tree
half_type (tree t)
{
  unsigned HOST_WIDE_INT n;
  if (!VECTOR_TYPE_P (t) || !TYPE_VECTOR_SUBPARTS (t).is_constant (&n)
      || n < 2 || n % 2 || VECTOR_MODE_P (TYPE_MODE (t)))
    return NULL_TREE;
  tree elt = TREE_TYPE (t);
  tree h;
  if (VECTOR_BOOLEAN_TYPE_P (t))
    {
      unsigned prec = TYPE_PRECISION (elt);
      tree it = build_nonstandard_integer_type (prec, 0);
      tree iv = build_vector_type (it, n / 2);
      if (!VECTOR_MODE_P (TYPE_MODE (iv)))
	return NULL_TREE;
      h = truth_type_for (iv);
      if (TYPE_PRECISION (TREE_TYPE (h)) != prec
	  || TYPE_MODE (h) != TYPE_MODE (iv))
	return NULL_TREE;
    }
  else
    h = build_vector_type (elt, n / 2);
  if (!VECTOR_MODE_P (TYPE_MODE (h)))
    return NULL_TREE;
  return h;
}

/* State of the rewriting of one loop.  */

struct split_ctx
{
  /* The halves of wide SSA names.  */
  hash_map<tree, tree> lo, hi;
  /* The wide PHIs replaced, with their halves' PHIs.  */
  auto_vec<gphi *> phis, lo_phis, hi_phis;
  unsigned n_split;
};

/* The half of vector constant V of half type H that starts at element
   FIRST.  */

static tree
const_half (tree v, tree h, unsigned first)
{
  unsigned HOST_WIDE_INT n = TYPE_VECTOR_SUBPARTS (h).to_constant ();
  tree_vector_builder b (h, n, 1);
  for (unsigned k = 0; k < n; k++)
    b.quick_push (fold_convert (TREE_TYPE (h),
				vector_cst_elt (v, first + k)));
  return b.build ();
}

/* Set *LO and *HI to the halves of wide value OP: from the map, split
   constants, or BIT_FIELD_REFs of OP inserted after its definition.  */

static void
halves_of (split_ctx *c, tree op, tree *lo, tree *hi)
{
  tree h = half_type (TREE_TYPE (op));
  gcc_assert (h);
  unsigned HOST_WIDE_INT n = TYPE_VECTOR_SUBPARTS (h).to_constant ();
  if (TREE_CODE (op) == VECTOR_CST)
    {
      *lo = const_half (op, h, 0);
      *hi = const_half (op, h, n);
      return;
    }
  if (tree *l = c->lo.get (op))
    {
      *lo = *l;
      *hi = *c->hi.get (op);
      return;
    }
  gcc_assert (TREE_CODE (op) == SSA_NAME);
  if (region_undefined_value_p (op)
      && !VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (op)))
    {
      /* Undefined halves: GCC inserts no copy for them.  Not of a mask
	 (see materialize in builder.cc).  */
      *lo = *hi = region_undefined_value (h);
      c->lo.put (op, *lo);
      c->hi.put (op, *hi);
      return;
    }
  tree bits = TYPE_SIZE (h);
  gimple_seq seq = NULL;
  gimple *def = SSA_NAME_DEF_STMT (op);
  tree val = NULL_TREE;
  if (is_gimple_assign (def)
      && gimple_assign_rhs_code (def) == CONSTRUCTOR)
    val = uniform_vector_p (gimple_assign_rhs1 (def));
  if (val)
    {
      /* A broadcast: one half serves for both.  */
      *lo = *hi = gimple_build_vector_from_val (&seq, h, val);
    }
  else
    {
      *lo = gimple_build (&seq, BIT_FIELD_REF, h, op, bits,
			  bitsize_zero_node);
      *hi = gimple_build (&seq, BIT_FIELD_REF, h, op, bits, bits);
    }
  if (SSA_NAME_IS_DEFAULT_DEF (op))
    {
      gimple_stmt_iterator gsi
	= gsi_after_labels (single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun)));
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else if (gimple_code (def) == GIMPLE_PHI)
    {
      gimple_stmt_iterator gsi = gsi_after_labels (gimple_bb (def));
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  else
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (def);
      gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
    }
  c->lo.put (op, *lo);
  c->hi.put (op, *hi);
}

/* Replace the definition STMT of wide LHS by LHS = {LO, HI}, keeping LHS
   for the statements that still read it; record the halves.  */

static void
set_halves (split_ctx *c, gimple *stmt, tree lhs, tree lo, tree hi)
{
  c->lo.put (lhs, lo);
  c->hi.put (lhs, hi);
  vec<constructor_elt, va_gc> *elts = NULL;
  CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, lo);
  CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, hi);
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gassign *cat = gimple_build_assign (lhs, build_constructor (TREE_TYPE (lhs),
							       elts));
  gsi_insert_before (&gsi, cat, GSI_SAME_STMT);
  gsi_remove (&gsi, true);
  c->n_split++;
}

/* The halves of the memory reference REF of wide type WT into *LO and
   *HI: MEM_REFs of half type at REF's address and half the size after.
   False if REF is not a plain MEM_REF.  */

static bool
split_ref (tree ref, tree h, tree *lo, tree *hi)
{
  if (TREE_CODE (ref) != MEM_REF)
    return false;
  unsigned align = TYPE_ALIGN (TREE_TYPE (ref));
  unsigned hbits = tree_to_uhwi (TYPE_SIZE (h));
  unsigned lo_align = MIN (align, TYPE_ALIGN (h));
  unsigned hi_align = MIN (lo_align, hbits & -hbits);
  tree base = TREE_OPERAND (ref, 0), off = TREE_OPERAND (ref, 1);
  tree hoff = int_const_binop (PLUS_EXPR, off,
			       build_int_cst (TREE_TYPE (off), hbits / 8));
  *lo = build2 (MEM_REF, build_aligned_type (h, lo_align), unshare_expr (base),
		off);
  *hi = build2 (MEM_REF, build_aligned_type (h, hi_align), unshare_expr (base),
		hoff);
  return true;
}

/* Rewrite the load A, whose lhs LHS is wide with halves of type H, as two
   loads; false (nothing changed) if its reference cannot be split.  */

static bool
split_load (split_ctx *c, gassign *a, tree lhs, tree h)
{
  tree rlo, rhi;
  if (gimple_has_volatile_ops (a)
      || !split_ref (gimple_assign_rhs1 (a), h, &rlo, &rhi))
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (a);
  tree lo = make_ssa_name (h);
  tree hi = make_ssa_name (h);
  gassign *g1 = gimple_build_assign (lo, rlo);
  gassign *g2 = gimple_build_assign (hi, rhi);
  gimple_set_vuse (g1, gimple_vuse (a));
  gimple_set_vuse (g2, gimple_vuse (a));
  gsi_insert_before (&gsi, g1, GSI_SAME_STMT);
  gsi_insert_before (&gsi, g2, GSI_SAME_STMT);
  set_halves (c, a, lhs, lo, hi);
  return true;
}

/* Whether operand OP of a statement whose lhs is LHS has halves of its
   own: a wide vector of as many lanes as LHS.  */

static bool
splittable_operand_p (tree op, tree lhs)
{
  return (half_type (TREE_TYPE (op))
	  && known_eq (TYPE_VECTOR_SUBPARTS (TREE_TYPE (op)),
		       TYPE_VECTOR_SUBPARTS (TREE_TYPE (lhs))));
}

/* The halves *LO and *HI, of type H, of the ternary assignment A (a
   select) whose lhs is LHS, made in SEQ; false if A is of another kind.  */

static bool
split_ternary (split_ctx *c, gassign *a, tree lhs, tree h, gimple_seq *seq,
	       tree *lo, tree *hi)
{
  enum tree_code code = gimple_assign_rhs_code (a);
  tree rhs1 = gimple_assign_rhs1 (a);
  tree l1, h1, l2, h2, l3, h3;
  if (code != VEC_COND_EXPR && code != COND_EXPR)
    return false;
  if (code == COND_EXPR && VECTOR_TYPE_P (TREE_TYPE (rhs1)))
    return false;
  if (!half_type (TREE_TYPE (gimple_assign_rhs2 (a)))
      || !half_type (TREE_TYPE (gimple_assign_rhs3 (a))))
    return false;
  if (code == VEC_COND_EXPR)
    {
      if (!splittable_operand_p (rhs1, lhs))
	return false;
      halves_of (c, rhs1, &l1, &h1);
    }
  else
    l1 = h1 = rhs1;
  halves_of (c, gimple_assign_rhs2 (a), &l2, &h2);
  halves_of (c, gimple_assign_rhs3 (a), &l3, &h3);
  *lo = gimple_build (seq, code, h, l1, l2, l3);
  *hi = gimple_build (seq, code, h, h1, h2, h3);
  return true;
}

/* The halves *LO and *HI, of type H, of the binary assignment A whose lhs
   is LHS, made in SEQ; a scalar second operand (a shift count) serves
   both; false if the first operand has no halves.  */

static bool
split_binary (split_ctx *c, gassign *a, tree lhs, tree h, gimple_seq *seq,
	      tree *lo, tree *hi)
{
  enum tree_code code = gimple_assign_rhs_code (a);
  tree rhs1 = gimple_assign_rhs1 (a), rhs2 = gimple_assign_rhs2 (a);
  tree l1, h1, l2, h2;
  if (!splittable_operand_p (rhs1, lhs))
    return false;
  halves_of (c, rhs1, &l1, &h1);
  if (VECTOR_TYPE_P (TREE_TYPE (rhs2)))
    {
      if (!half_type (TREE_TYPE (rhs2)))
	return false;
      halves_of (c, rhs2, &l2, &h2);
    }
  else
    l2 = h2 = rhs2;
  *lo = gimple_build (seq, code, h, l1, l2);
  *hi = gimple_build (seq, code, h, h1, h2);
  return true;
}

/* The halves *LO and *HI, of type H, of the vector CONSTRUCTOR RHS, made
   in SEQ: one broadcast for both of a uniform one, the first and second
   halves of its elements, or its two elements if they are halves; false
   if none applies.  */

static bool
split_constructor (tree rhs, tree h, gimple_seq *seq, tree *lo, tree *hi)
{
  unsigned HOST_WIDE_INT n = TYPE_VECTOR_SUBPARTS (h).to_constant ();
  vec<constructor_elt, va_gc> *elts = CONSTRUCTOR_ELTS (rhs);
  if (tree val = uniform_vector_p (rhs))
    {
      /* A broadcast: one half serves for both.  */
      *lo = *hi = gimple_build_vector_from_val (seq, h, val);
      return true;
    }
  if (vec_safe_length (elts) == 2 * n)
    {
      vec<constructor_elt, va_gc> *e1 = NULL, *e2 = NULL;
      for (unsigned k = 0; k < 2 * n; k++)
	{
	  tree v = (*elts)[k].value;
	  if (VECTOR_TYPE_P (TREE_TYPE (v)))
	    return false;
	  CONSTRUCTOR_APPEND_ELT (k < n ? e1 : e2, NULL_TREE, v);
	}
      *lo = make_ssa_name (h);
      *hi = make_ssa_name (h);
      gimple_seq_add_stmt (seq, gimple_build_assign
				 (*lo, build_constructor (h, e1)));
      gimple_seq_add_stmt (seq, gimple_build_assign
				 (*hi, build_constructor (h, e2)));
      return true;
    }
  if (vec_safe_length (elts) == 2
      && types_compatible_p (TREE_TYPE ((*elts)[0].value), h)
      && types_compatible_p (TREE_TYPE ((*elts)[1].value), h))
    {
      *lo = (*elts)[0].value;
      *hi = (*elts)[1].value;
      return true;
    }
  return false;
}

/* The halves *LO and *HI, of type H, of the unary or single-operand
   assignment A whose lhs is LHS, made in SEQ: of a vector constant, a
   CONSTRUCTOR, a VIEW_CONVERT_EXPR between vectors of as many lanes and
   halves of one size, a copy, a conversion, a negation, a complement, an
   absolute value; false for other kinds.  */

static bool
split_single (split_ctx *c, gassign *a, tree lhs, tree h, gimple_seq *seq,
	      tree *lo, tree *hi)
{
  enum tree_code code = gimple_assign_rhs_code (a);
  tree rhs1 = gimple_assign_rhs1 (a);
  tree l1, h1;
  if (code == VECTOR_CST)
    {
      unsigned HOST_WIDE_INT n = TYPE_VECTOR_SUBPARTS (h).to_constant ();
      *lo = const_half (rhs1, h, 0);
      *hi = const_half (rhs1, h, n);
      gimple_seq_add_stmt (seq, gimple_build_assign (make_ssa_name (h), *lo));
      *lo = gimple_assign_lhs (gimple_seq_last_stmt (*seq));
      gimple_seq_add_stmt (seq, gimple_build_assign (make_ssa_name (h), *hi));
      *hi = gimple_assign_lhs (gimple_seq_last_stmt (*seq));
      return true;
    }
  if (code == CONSTRUCTOR)
    return split_constructor (rhs1, h, seq, lo, hi);
  if (code == VIEW_CONVERT_EXPR)
    {
      tree op = TREE_OPERAND (rhs1, 0);
      tree oh = half_type (TREE_TYPE (op));
      if (!oh || TREE_CODE (op) != SSA_NAME
	  || maybe_ne (TYPE_VECTOR_SUBPARTS (TREE_TYPE (op)),
		       TYPE_VECTOR_SUBPARTS (TREE_TYPE (lhs)))
	  || !tree_int_cst_equal (TYPE_SIZE (oh), TYPE_SIZE (h)))
	return false;
      halves_of (c, op, &l1, &h1);
      *lo = gimple_build (seq, VIEW_CONVERT_EXPR, h, l1);
      *hi = gimple_build (seq, VIEW_CONVERT_EXPR, h, h1);
      return true;
    }
  if (code != SSA_NAME && !CONVERT_EXPR_CODE_P (code)
      && code != FLOAT_EXPR && code != FIX_TRUNC_EXPR
      && code != NEGATE_EXPR && code != BIT_NOT_EXPR && code != ABS_EXPR
      && code != PAREN_EXPR)
    return false;
  if (!splittable_operand_p (rhs1, lhs))
    return false;
  halves_of (c, rhs1, &l1, &h1);
  if (code == SSA_NAME)
    {
      *lo = l1;
      *hi = h1;
    }
  else
    {
      *lo = gimple_build (seq, code, h, l1);
      *hi = gimple_build (seq, code, h, h1);
    }
  return true;
}

/* Rewrite assignment A, whose lhs LHS is wide with halves of type H, as
   two assignments; false (nothing changed) if it is of no kind known
   here.  */

static bool
split_assign (split_ctx *c, gassign *a, tree lhs, tree h)
{
  if (gimple_assign_load_p (a))
    return split_load (c, a, lhs, h);
  if (gimple_vuse (a))
    return false;
  gimple_seq seq = NULL;
  tree lo = NULL_TREE, hi = NULL_TREE;
  bool ok = false;
  switch (get_gimple_rhs_class (gimple_assign_rhs_code (a)))
    {
    case GIMPLE_TERNARY_RHS:
      ok = split_ternary (c, a, lhs, h, &seq, &lo, &hi);
      break;
    case GIMPLE_BINARY_RHS:
      ok = split_binary (c, a, lhs, h, &seq, &lo, &hi);
      break;
    case GIMPLE_UNARY_RHS:
    case GIMPLE_SINGLE_RHS:
      ok = split_single (c, a, lhs, h, &seq, &lo, &hi);
      break;
    default:
      break;
    }
  if (!ok)
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (a);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  set_halves (c, a, lhs, lo, hi);
  return true;
}

/* Rewrite store A of a wide value as two stores.  */

static bool
split_store (split_ctx *c, gassign *a)
{
  tree ref = gimple_assign_lhs (a), val = gimple_assign_rhs1 (a);
  tree h = half_type (TREE_TYPE (ref));
  tree rlo, rhi, lo, hi;
  if (!h || gimple_has_volatile_ops (a) || !split_ref (ref, h, &rlo, &rhi)
      || !(TREE_CODE (val) == SSA_NAME || TREE_CODE (val) == VECTOR_CST)
      || !half_type (TREE_TYPE (val)))
    return false;
  halves_of (c, val, &lo, &hi);
  gimple_stmt_iterator gsi = gsi_for_stmt (a);
  gassign *g1 = gimple_build_assign (rlo, lo);
  gassign *g2 = gimple_build_assign (rhi, hi);
  widen_set_vops (g1, true);
  widen_set_vops (g2, true);
  gsi_insert_before (&gsi, g1, GSI_SAME_STMT);
  gsi_insert_before (&gsi, g2, GSI_SAME_STMT);
  unlink_stmt_vdef (a);
  gsi_remove (&gsi, true);
  release_defs (a);
  c->n_split++;
  return true;
}

/* Rewrite A = BIT_FIELD_REF <W, SIZE, POS> of wide W when the bits lie in
   one half of W.  */

static bool
split_extract (split_ctx *c, gassign *a)
{
  tree rhs = gimple_assign_rhs1 (a);
  tree w = TREE_OPERAND (rhs, 0);
  tree h = TREE_CODE (w) == SSA_NAME ? half_type (TREE_TYPE (w)) : NULL_TREE;
  if (!h)
    return false;
  unsigned HOST_WIDE_INT hbits = tree_to_uhwi (TYPE_SIZE (h));
  unsigned HOST_WIDE_INT size = tree_to_uhwi (TREE_OPERAND (rhs, 1));
  unsigned HOST_WIDE_INT pos = tree_to_uhwi (TREE_OPERAND (rhs, 2));
  bool in_hi = pos >= hbits;
  if (pos % hbits + size > hbits)
    return false;
  tree lo, hi;
  halves_of (c, w, &lo, &hi);
  tree half = in_hi ? hi : lo;
  tree lhs = gimple_assign_lhs (a);
  tree nrhs;
  if (size == hbits && types_compatible_p (TREE_TYPE (lhs), h))
    nrhs = half;
  else
    nrhs = build3 (BIT_FIELD_REF, TREE_TYPE (rhs), half,
		   TREE_OPERAND (rhs, 1), bitsize_int (pos % hbits));
  gimple_stmt_iterator g = gsi_for_stmt (a);
  gimple_assign_set_rhs_from_tree (&g, nrhs);
  update_stmt (a);
  c->n_split++;
  return true;
}

/* Rewrite the call .VEC_CONVERT of wide values.  */

static bool
split_vec_convert (split_ctx *c, gcall *call, tree lhs, tree h)
{
  tree arg = gimple_call_arg (call, 0);
  if (!half_type (TREE_TYPE (arg)) || TREE_CODE (arg) != SSA_NAME)
    return false;
  tree l1, h1;
  halves_of (c, arg, &l1, &h1);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  tree lo = make_ssa_name (h), hi = make_ssa_name (h);
  gcall *g1 = gimple_build_call_internal (IFN_VEC_CONVERT, 1, l1);
  gcall *g2 = gimple_build_call_internal (IFN_VEC_CONVERT, 1, h1);
  gimple_call_set_lhs (g1, lo);
  gimple_call_set_lhs (g2, hi);
  gimple_call_set_nothrow (g1, true);
  gimple_call_set_nothrow (g2, true);
  gsi_insert_before (&gsi, g1, GSI_SAME_STMT);
  gsi_insert_before (&gsi, g2, GSI_SAME_STMT);
  set_halves (c, call, lhs, lo, hi);
  return true;
}

/* Rewrite statement STMT of the loop if it works on wide vectors.  */

static void
split_stmt (split_ctx *c, gimple *stmt)
{
  if (gassign *a = dyn_cast <gassign *> (stmt))
    {
      tree lhs = gimple_assign_lhs (a);
      if (TREE_CODE (lhs) == SSA_NAME)
	{
	  if (tree h = half_type (TREE_TYPE (lhs)))
	    split_assign (c, a, lhs, h);
	  else if (gimple_assign_rhs_code (a) == BIT_FIELD_REF)
	    split_extract (c, a);
	}
      else if (gimple_store_p (a) && half_type (TREE_TYPE (lhs)))
	split_store (c, a);
      return;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      tree lhs = gimple_call_lhs (call);
      if (lhs && TREE_CODE (lhs) == SSA_NAME
	  && gimple_call_internal_p (call, IFN_VEC_CONVERT))
	if (tree h = half_type (TREE_TYPE (lhs)))
	  split_vec_convert (c, call, lhs, h);
    }
}

/* Replace the wide PHIs of BB by PHIs of their halves (arguments filled
   in later by fill_phis) and concatenations.  */

static void
split_phis (split_ctx *c, basic_block bb)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);)
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      tree h = half_type (TREE_TYPE (res));
      if (!h || virtual_operand_p (res))
	{
	  gsi_next (&gsi);
	  continue;
	}
      tree lo = make_ssa_name (h), hi = make_ssa_name (h);
      gphi *pl = create_phi_node (lo, bb);
      gphi *ph = create_phi_node (hi, bb);
      c->phis.safe_push (phi);
      c->lo_phis.safe_push (pl);
      c->hi_phis.safe_push (ph);
      c->lo.put (res, lo);
      c->hi.put (res, hi);
      gsi_next (&gsi);
    }
}

/* Give the halves' PHIs their arguments and replace each wide PHI by the
   concatenation of its halves.  */

static void
fill_phis (split_ctx *c)
{
  for (unsigned i = 0; i < c->phis.length (); i++)
    {
      gphi *phi = c->phis[i];
      for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	{
	  tree arg = gimple_phi_arg_def (phi, k);
	  edge e = gimple_phi_arg_edge (phi, k);
	  tree lo, hi;
	  if (TREE_CODE (arg) == SSA_NAME || TREE_CODE (arg) == VECTOR_CST)
	    halves_of (c, arg, &lo, &hi);
	  else
	    {
	      /* An undefined or other argument: the halves of a new wide
		 name set on the edge.  */
	      tree w = make_ssa_name (TREE_TYPE (arg));
	      gsi_insert_on_edge_immediate (e, gimple_build_assign (w, arg));
	      halves_of (c, w, &lo, &hi);
	    }
	  add_phi_arg (c->lo_phis[i], lo, e, gimple_phi_arg_location (phi, k));
	  add_phi_arg (c->hi_phis[i], hi, e, gimple_phi_arg_location (phi, k));
	}
    }
  for (unsigned i = 0; i < c->phis.length (); i++)
    {
      gphi *phi = c->phis[i];
      tree res = gimple_phi_result (phi);
      basic_block bb = gimple_bb (phi);
      vec<constructor_elt, va_gc> *elts = NULL;
      CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, *c->lo.get (res));
      CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, *c->hi.get (res));
      tree nres = make_ssa_name (TREE_TYPE (res));
      gimple_phi_set_result (phi, nres);
      gassign *cat = gimple_build_assign (res, build_constructor
					       (TREE_TYPE (res), elts));
      gimple_stmt_iterator gsi = gsi_after_labels (bb);
      gsi_insert_before (&gsi, cat, GSI_SAME_STMT);
      gphi_iterator pi = gsi_for_phi (phi);
      remove_phi_node (&pi, true);
    }
}

/* Rewrite the statements of R's vector loop that work on vectors of
   twice the register width as statements on their halves (see the top
   of the file).  Returns how many were.  */

unsigned
split_wide_vectors (region *r)
{
  split_ctx c;
  c.n_split = 0;
  auto_vec<basic_block> body;
  region_loop_rpo (r->loop, &body);
  unsigned n = body.length ();
  for (unsigned i = 0; i < n; i++)
    split_phis (&c, body[i]);
  for (unsigned i = 0; i < n; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	/* The rewrite replaces STMT: go on after what it inserted.  */
	gsi_next (&gsi);
	if (!is_gimple_debug (stmt))
	  split_stmt (&c, stmt);
      }
  fill_phis (&c);
  mark_virtual_operands_for_renaming (cfun);
  if (dump_file)
    fprintf (dump_file, ";; interleave: %u statements on two halves\n",
	     c.n_split);
  return c.n_split;
}

/* Whether R's loop, analyzed at the target's factor R->vf, should run at
   twice that factor as two chains: it has a divergent inner loop (whose
   iterations are the loop's dependence chain), option vf=, a simdlen
   clause or a simd clone do not fix the factor, width is auto, safelen
   allows it, the target's masks are vectors of lanes (not AVX-512's mask
   registers, whose widest vectors are wide enough, nor SVE's predicates)
   that split into halves, every type of the
   loop's data has a vector of R->vf lanes with a mode, and the loop makes
   no call and only accesses that stay plain vector accesses at twice the
   factor (uniform, contiguous unmasked, lane-private).  */

bool
interleave_p (region *r)
{
  class loop *loop = r->loop;
  unsigned safelen = loop->safelen > 0 ? (unsigned) loop->safelen : 1;
  cgraph_node *node = cgraph_node::get (r->fun->decl);
  if (lockstep_opts.interleave == LOCKSTEP_INTERLEAVE_OFF
      || lockstep_opts.vf || lockstep_opts.width != LOCKSTEP_WIDTH_AUTO
      || loop->simdlen > 1 || (node && node->simdclone)
      || bitmap_empty_p (r->divergent_loops)
      || 2 * r->vf > safelen || 2 * r->vf > LOCKSTEP_MAX_VF)
    return false;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || gimple_clobber_p (stmt))
	  continue;
	if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    if (!gimple_call_internal_p (call)
		|| !(gimple_call_internal_p (call, IFN_GOMP_SIMD_LANE)
		     || gimple_call_internal_p (call, IFN_GOMP_SIMD_VF)
		     || gimple_call_internal_p (call, IFN_GOMP_SIMD_LAST_LANE)))
	      return false;
	    continue;
	  }
	tree t = (vector_data_stmt_p (r, stmt)
		  ? target_stmt_scalar_type (stmt) : NULL_TREE);
	if (t)
	  {
	    tree vt = target_vector_type (TREE_CODE (t) == BOOLEAN_TYPE
					  ? integer_type_node : t, r->vf);
	    if (!vt || !VECTOR_MODE_P (TYPE_MODE (vt))
		|| target_bitmask_p (target_mask_type (vt)))
	      return false;
	    /* The masks of the wide vectors must have a vector mode or
	       split into halves as wide as their lanes: SVE's masks of a
	       register's lanes are predicates, and GCC's lowering would
	       make the selects on the wide masks lane by lane.  */
	    tree wide = target_vector_type (TREE_CODE (t) == BOOLEAN_TYPE
					    ? integer_type_node : t,
					    2 * r->vf);
	    tree wmask = wide ? target_mask_type (wide) : NULL_TREE;
	    if (!wmask || (!VECTOR_MODE_P (TYPE_MODE (wmask))
			   && !half_type (wmask)))
	      return false;
	  }
	gassign *a = dyn_cast <gassign *> (stmt);
	if (a && gimple_vuse (a))
	  {
	    bool masked = bitmap_bit_p (r->varying_pred_blocks, bb->index);
	    enum mem_kind k = memory_kind (r, a, masked);
	    if (k != MEM_SCALAR && k != MEM_CONTIGUOUS
		&& k != MEM_LANE_PRIVATE)
	      return false;
	  }
      }
  return true;
}
