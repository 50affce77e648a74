/* Mask widths: the element width of the vector mask each varying boolean
   PHI is given before widening.
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

/* A vector mask has one element per lane, as wide as the data it selects
   (SSE and AVX: a compare of 64-bit values gives 64-bit lanes of -1 and
   0); converting a mask to another width costs a shuffle chain on AVX2.
   Widening gives each comparison the mask of its operands' width, and mask
   logic the width of its first operand (widen_assign).  PHIs are created
   before their arguments exist: this file chooses their width from the
   scalar statements, as GCC's vect_determine_mask_precision does for its
   pattern statements: a comparison's mask is as wide as its operands, mask
   logic and copies take the width of their first operand whose width is
   known, and a PHI the width of its first such argument, latch arguments
   first.  The masks of a divergent loop over 64-bit values then stay 64
   bits wide across iterations instead of being narrowed to int lanes and
   widened back for each blend (the Collatz loop).  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* Whether NAME is a varying boolean SSA name of W's region: one that
   widening makes a vector mask.  */

static bool
mask_name_p (widen_ctx *w, tree name)
{
  return (TREE_CODE (name) == SSA_NAME
	  && TREE_CODE (TREE_TYPE (name)) == BOOLEAN_TYPE
	  && shape_varying_p (region_shape (w->r, name)));
}

/* The mask type of varying boolean NAME as far as MASKS knows it, or
   NULL_TREE.  */

static tree
known_mask_type (widen_ctx *w, hash_map<tree, tree> *masks, tree name)
{
  if (!mask_name_p (w, name))
    return NULL_TREE;
  tree *t = masks->get (name);
  return t ? *t : NULL_TREE;
}

/* Record T, if not NULL_TREE, as the mask type of NAME in MASKS; returns
   whether that changed what MASKS says.  */

static bool
record_mask_type (hash_map<tree, tree> *masks, tree name, tree t)
{
  tree *old = masks->get (name);
  if (!t || (old && types_compatible_p (*old, t)))
    return false;
  masks->put (name, t);
  return true;
}

/* The mask type widening will give the boolean result of assignment STMT,
   as far as MASKS knows the types of its operands, or NULL_TREE.  */

static tree
assign_mask_type (widen_ctx *w, hash_map<tree, tree> *masks, gassign *stmt)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree rhs1 = gimple_assign_rhs1 (stmt);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return widen_mask_type_for (w, TREE_TYPE (rhs1));
  switch (code)
    {
    case SSA_NAME:
    case PAREN_EXPR:
    case BIT_NOT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case COND_EXPR:
      {
	/* As widen_assign: the first of the first two operands.  */
	tree t = known_mask_type (w, masks, rhs1);
	if (!t && gimple_num_ops (stmt) > 2)
	  t = known_mask_type (w, masks, gimple_assign_rhs2 (stmt));
	return t;
      }
    CASE_CONVERT:
      if (TREE_CODE (TREE_TYPE (rhs1)) != BOOLEAN_TYPE)
	return widen_mask_type_for (w, TREE_TYPE (rhs1));
      return known_mask_type (w, masks, rhs1);
    default:
      return NULL_TREE;
    }
}

/* The mask type for boolean PHI from the types MASKS knows for its
   arguments: those on edges from inside the loop the PHI heads first (the
   values a divergent loop updates its masks with), then the others.  */

static tree
phi_mask_type (widen_ctx *w, hash_map<tree, tree> *masks, gphi *phi)
{
  basic_block bb = gimple_bb (phi);
  class loop *l = bb->loop_father;
  bool header = l && l->header == bb;
  for (int pass = header ? 0 : 1; pass < 2; pass++)
    for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
      {
	edge e = gimple_phi_arg_edge (phi, i);
	if (pass == 0 && !flow_bb_inside_loop_p (l, e->src))
	  continue;
	if (tree t = known_mask_type (w, masks, gimple_phi_arg_def (phi, i)))
	  return t;
      }
  return NULL_TREE;
}

/* Choose the mask types of the varying boolean PHIs of W's region and
   record them in W->PHI_MASKS.  The types of all boolean names are
   propagated until nothing changes, in at most four rounds over the body
   (masks flow around divergent loops); a name's type may change between
   rounds as the types of PHIs become known.  */

void
widen_choose_mask_widths (widen_ctx *w)
{
  region *r = w->r;
  hash_map<tree, tree> masks;
  for (int round = 0; round < 4; round++)
    {
      bool changed = false;
      for (basic_block bb : r->body)
	{
	  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gphi *phi = gsi.phi ();
	      tree res = gimple_phi_result (phi);
	      if (mask_name_p (w, res))
		changed |= record_mask_type (&masks, res,
					     phi_mask_type (w, &masks, phi));
	    }
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    {
	      gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	      if (a && mask_name_p (w, gimple_assign_lhs (a)))
		changed |= record_mask_type (&masks, gimple_assign_lhs (a),
					     assign_mask_type (w, &masks, a));
	    }
	}
      if (!changed)
	break;
    }
  for (basic_block bb : r->body)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree res = gimple_phi_result (gsi.phi ());
	if (tree *t = masks.get (res))
	  w->phi_masks.put (res, *t);
      }
}
