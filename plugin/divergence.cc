/* Divergence analysis: vector shapes for every SSA name of the region.
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

/* The worklist algorithm of thesis ch. 6 (Listings 1-3) on GIMPLE.  The
   lanes are the iterations of the omp simd loop: a lane is one iteration of
   its body.  The loop's own back edge and exit are not control flow between
   lanes (strip mining takes care of them), so the region the analysis sees
   is one iteration of the body; inner loops are real loops in it.

   Initial shapes (InitShapes) are those of the induction variables in the
   loop header.  Transfer functions live in shape.cc; this file handles PHI
   nodes, terminators and the effects of control divergence: sync
   dependence (join blocks), temporal dependence (exits of divergent inner
   loops) and activation dependence (blocks with a varying predicate).  */

#include "lockstep-gcc.h"
#include "region.h"

/* The worklist of the analysis.  Statements on it have GF_PLF_2 set.  */

struct da_worklist
{
  auto_vec<gimple *> stmts;
};

static void
push_stmt (da_worklist *wl, gimple *stmt)
{
  if (gimple_plf (stmt, GF_PLF_2))
    return;
  gimple_set_plf (stmt, GF_PLF_2, true);
  wl->stmts.safe_push (stmt);
}

/* Push every statement of R that uses NAME (Listing 2, lines 2-4).  */

static void
push_users (region *r, da_worklist *wl, tree name)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    if (!is_gimple_debug (use) && gimple_bb (use)
	&& region_contains_p (r, gimple_bb (use)))
      push_stmt (wl, use);
}

/* Push the PHI nodes of BB.  */

static void
push_phis (da_worklist *wl, basic_block bb)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
      push_stmt (wl, gsi.phi ());
}

/* Whether VAL, a PHI argument, is an undefined value: a default definition
   of a local variable that is not a parameter.  Lanes that bring such a
   value have no defined value to disagree with.  */

static bool
undefined_value_p (tree val)
{
  return TREE_CODE (val) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (val)
	 && (!SSA_NAME_VAR (val)
	     || (TREE_CODE (SSA_NAME_VAR (val)) != PARM_DECL
		 && TREE_CODE (SSA_NAME_VAR (val)) != RESULT_DECL));
}

/* Whether edge E leaves a loop of the region in which VAL is defined:
   VAL then may have been produced in different iterations for different
   lanes (temporal divergence).  */

static bool
temporal_value_p (region *r, edge e, tree val)
{
  if (TREE_CODE (val) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (val))
    return false;
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (val));
  if (!def_bb || !region_contains_p (r, def_bb))
    return false;
  for (class loop *l = e->src->loop_father; l && l != r->loop;
       l = loop_outer (l))
    if (!flow_bb_inside_loop_p (l, e->dest)
	&& flow_bb_inside_loop_p (l, def_bb))
      return true;
  return false;
}

/* Transfer function of a PHI node (thesis Fig. 6.7, [DA-PHI-D] and
   [DA-PHI-U]), refined: a join of divergent paths makes the PHI varying
   only if the paths bring different defined values, and a divergent loop
   exit only if the value comes from inside the loop that is left.  */

static vector_shape
shape_of_phi (region *r, gphi *phi)
{
  basic_block bb = gimple_bb (phi);
  if (bb == r->loop->header)
    {
      const loop_iv *iv = region_iv (r, phi);
      if (iv)
	return region_shape (r, gimple_phi_result (phi));
      return shape_varying ();
    }

  bool sync = bitmap_bit_p (r->join_blocks, bb->index);
  bool temporal = bitmap_bit_p (r->divergent_exits, bb->index);
  tree first = NULL_TREE;
  bool distinct = false;
  vector_shape s = shape_bottom ();
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (undefined_value_p (arg))
	continue;
      edge e = gimple_phi_arg_edge (phi, i);
      if (temporal && temporal_value_p (r, e, arg))
	return shape_varying ();
      if (!first)
	first = arg;
      else if (!operand_equal_p (first, arg, 0))
	distinct = true;
      vector_shape a = shape_of_operand (r, arg);
      if (a.cls == SHAPE_BOTTOM)
	continue;
      s = shape_join (s, a);
    }
  if ((sync || temporal) && distinct)
    return shape_varying ();
  if (s.cls == SHAPE_BOTTOM && !first)
    return shape_uniform ();
  return s;
}

/* Whether the branch condition of terminator STMT is uniform.  */

static vector_shape
shape_of_terminator (region *r, gimple *stmt)
{
  if (gcond *c = dyn_cast <gcond *> (stmt))
    return shape_of_condition (r, gimple_cond_code (c), gimple_cond_lhs (c),
			       gimple_cond_rhs (c));
  if (gswitch *sw = dyn_cast <gswitch *> (stmt))
    {
      vector_shape a = shape_of_operand (r, gimple_switch_index (sw));
      if (a.cls == SHAPE_BOTTOM)
	return a;
      return shape_uniform_p (a) ? shape_uniform () : shape_varying ();
    }
  return shape_uniform ();
}

/* Listing 3: block DIV_BB was found to end in a divergent branch.  Record
   it, compute its sync and temporal dependences and queue the PHI nodes
   they affect.  */

static void
prop_control_div (region *r, da_worklist *wl, basic_block div_bb)
{
  if (!bitmap_set_bit (r->divergent_blocks, div_bb->index))
    return;
  auto_bitmap joins, exits;
  sync_dependence (r, div_bb, joins, exits);
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (joins, 0, i, bi)
    if (bitmap_set_bit (r->join_blocks, i))
      push_phis (wl, BASIC_BLOCK_FOR_FN (r->fun, i));
  EXECUTE_IF_SET_IN_BITMAP (exits, 0, i, bi)
    if (bitmap_set_bit (r->divergent_exits, i))
      push_phis (wl, BASIC_BLOCK_FOR_FN (r->fun, i));
}

/* Mark with GF_PLF_1 the loads and pure calls of R whose memory a store in
   the loop may write: they are not uniform even at a uniform address.  */

static void
mark_aliased_loads (region *r)
{
  auto_vec<gimple *> stores;
  auto_vec<gimple *> loads;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	gimple_set_plf (stmt, GF_PLF_1, false);
	if (gimple_vdef (stmt))
	  stores.safe_push (stmt);
	else if (gimple_vuse (stmt))
	  loads.safe_push (stmt);
      }
  bool many = (unsigned HOST_WIDE_INT) stores.length () * loads.length ()
	      > 200000;
  for (gimple *load : loads)
    {
      if (is_gimple_call (load))
	{
	  gimple_set_plf (load, GF_PLF_1, !stores.is_empty ());
	  continue;
	}
      if (!gimple_assign_load_p (load))
	continue;
      tree ref = gimple_assign_rhs1 (load);
      bool aliased = false;
      for (gimple *store : stores)
	if (many || stmt_may_clobber_ref_p (store, ref))
	  {
	    aliased = true;
	    break;
	  }
      gimple_set_plf (load, GF_PLF_1, aliased);
    }
}

/* Compute the blocks of R with a varying block predicate (adep*, cdep*):
   those control dependent on a divergent branch or on a branch in a block
   whose predicate is varying.  */

static void
compute_varying_predicates (region *r)
{
  bitmap_clear (r->varying_pred_blocks);
  if (bitmap_empty_p (r->divergent_blocks))
    return;
  calculate_dominance_info (CDI_POST_DOMINATORS);
  control_dependences cd;
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (basic_block bb : r->body)
	{
	  if (bb == r->loop->header
	      || bitmap_bit_p (r->varying_pred_blocks, bb->index))
	    continue;
	  bitmap_iterator bi;
	  unsigned ei;
	  EXECUTE_IF_SET_IN_BITMAP (cd.get_edges_dependent_on (bb->index), 0,
				    ei, bi)
	    {
	      basic_block src = cd.get_edge_src (ei);
	      if (!region_contains_p (r, src))
		continue;
	      if (bitmap_bit_p (r->divergent_blocks, src->index)
		  || bitmap_bit_p (r->varying_pred_blocks, src->index))
		{
		  bitmap_set_bit (r->varying_pred_blocks, bb->index);
		  changed = true;
		  break;
		}
	    }
	}
    }
  free_dominance_info (CDI_POST_DOMINATORS);
}

/* Listing 1: compute the shape of every SSA name defined in R, the
   divergent branches, join blocks, divergent loop exits and divergent
   loops.  */

void
compute_divergence (region *r)
{
  da_worklist wl;
  bitmap_clear (r->divergent_blocks);
  bitmap_clear (r->join_blocks);
  bitmap_clear (r->divergent_exits);
  bitmap_clear (r->divergent_loops);
  bitmap_clear (r->varying_pred_blocks);

  /* Reset the shapes: everything defined in the region starts at bottom,
     the induction variables at their initial shapes.  */
  r->shapes.truncate (0);
  r->shapes.safe_grow_cleared (num_ssa_names, true);
  for (unsigned i = 0; i < r->shapes.length (); i++)
    r->shapes[i] = shape_bottom ();
  for (const loop_iv &iv : r->ivs)
    {
      tree res = gimple_phi_result (iv.phi);
      HOST_WIDE_INT step = 0;
      if (TREE_CODE (iv.step) == INTEGER_CST && tree_fits_shwi_p (iv.step))
	step = tree_to_shwi (iv.step);
      if (TREE_CODE (iv.step) == INTEGER_CST
	  && (tree_fits_shwi_p (iv.step) || integer_zerop (iv.step)))
	{
	  tree init = PHI_ARG_DEF_FROM_EDGE (iv.phi,
					     loop_preheader_edge (r->loop));
	  /* Lane 0 of vector iteration J is init + J * VF * step.  */
	  vector_shape i = shape_of_operand (r, init);
	  unsigned HOST_WIDE_INT a = i.align;
	  unsigned HOST_WIDE_INT vstep = (step < 0 ? -(unsigned HOST_WIDE_INT) step
					  : (unsigned HOST_WIDE_INT) step) * r->vf;
	  while (vstep)
	    {
	      unsigned HOST_WIDE_INT t = a % vstep;
	      a = vstep;
	      vstep = t;
	    }
	  region_set_shape (r, res, shape_strided (step, a, iv.nowrap));
	}
      else
	region_set_shape (r, res, shape_varying ());
    }

  mark_aliased_loads (r);

  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple_set_plf (gsi.phi (), GF_PLF_2, false);
	  if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	    push_stmt (&wl, gsi.phi ());
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple_set_plf (gsi_stmt (gsi), GF_PLF_2, false);
	  if (!is_gimple_debug (gsi_stmt (gsi)))
	    push_stmt (&wl, gsi_stmt (gsi));
	}
    }

  /* The loop's exit test is the strip-mined loop's business.  */
  gimple *exit_test = last_stmt (r->exit->src);

  while (!wl.stmts.is_empty ())
    {
      gimple *stmt = wl.stmts.pop ();
      gimple_set_plf (stmt, GF_PLF_2, false);
      basic_block bb = gimple_bb (stmt);

      if (gimple_code (stmt) == GIMPLE_COND
	  || gimple_code (stmt) == GIMPLE_SWITCH)
	{
	  if (stmt == exit_test)
	    continue;
	  vector_shape s = shape_of_terminator (r, stmt);
	  if (s.cls != SHAPE_BOTTOM && !shape_uniform_p (s))
	    prop_control_div (r, &wl, bb);
	  continue;
	}

      tree lhs;
      vector_shape s;
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	{
	  lhs = gimple_phi_result (phi);
	  if (virtual_operand_p (lhs))
	    continue;
	  s = shape_of_phi (r, phi);
	}
      else
	{
	  lhs = gimple_get_lhs (stmt);
	  if (!lhs || TREE_CODE (lhs) != SSA_NAME)
	    continue;
	  s = shape_of_stmt (r, stmt);
	}
      if (s.cls == SHAPE_BOTTOM)
	continue;
      /* Shapes only go up: join with the old shape so that the fixpoint
	 iteration is monotone even where a transformer is not.  */
      vector_shape old = region_shape (r, lhs);
      vector_shape n = shape_join (old, s);
      if (shape_equal_p (old, n))
	continue;
      region_set_shape (r, lhs, n);
      push_users (r, &wl, lhs);
    }

  /* Names nothing defined (PHI cycles of undefined values) are
     uniform.  */
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (!virtual_operand_p (res)
	      && region_shape (r, res).cls == SHAPE_BOTTOM)
	    region_set_shape (r, res, shape_uniform ());
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME
	      && region_shape (r, lhs).cls == SHAPE_BOTTOM)
	    region_set_shape (r, lhs, shape_uniform ());
	}
    }

  /* Divergent loops: inner loops with a divergent exit.  */
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (r->divergent_exits, 0, i, bi)
    {
      basic_block x = BASIC_BLOCK_FOR_FN (r->fun, i);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, x->preds)
	for (class loop *l = e->src->loop_father; l && l != r->loop;
	     l = loop_outer (l))
	  if (!flow_bb_inside_loop_p (l, x))
	    bitmap_set_bit (r->divergent_loops, l->num);
    }

  compute_varying_predicates (r);
}

/* Whether BB ends in a divergent branch.  */

bool
divergent_branch_p (region *r, basic_block bb)
{
  return bitmap_bit_p (r->divergent_blocks, bb->index);
}

/* Print the results of the analysis to F in the dump format tests rely
   on.  */

void
dump_divergence (region *r, FILE *f, const char *stage)
{
  /* Analyses of the transformed body are marked with their stage, so that
     the lines of the original analysis stay unique.  */
  char pfx[64];
  snprintf (pfx, sizeof pfx, ";; %s%s", stage ? stage : "", stage ? ": " : "");
  fprintf (f, "%sshapes:\n", pfx);
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (virtual_operand_p (res))
	    continue;
	  fprintf (f, "%s  shape ", pfx);
	  print_generic_expr (f, res, TDF_SLIM);
	  fprintf (f, " = ");
	  shape_print (f, region_shape (r, res));
	  fprintf (f, "\n");
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (!lhs || TREE_CODE (lhs) != SSA_NAME)
	    continue;
	  fprintf (f, "%s  shape ", pfx);
	  print_generic_expr (f, lhs, TDF_SLIM);
	  fprintf (f, " = ");
	  shape_print (f, region_shape (r, lhs));
	  fprintf (f, "\n");
	}
    }
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (r->divergent_blocks, 0, i, bi)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (r->fun, i);
      gimple *last = last_stmt (bb);
      expanded_location xl = expand_location (last ? gimple_location (last)
					     : UNKNOWN_LOCATION);
      fprintf (f, "%sdivergent branch in bb %d", pfx, i);
      if (xl.file)
	fprintf (f, " (%s:%d:%d)", xl.file, xl.line, xl.column);
      fprintf (f, "\n");
    }
  if (!bitmap_empty_p (r->join_blocks))
    {
      fprintf (f, "%sjoin blocks:", pfx);
      EXECUTE_IF_SET_IN_BITMAP (r->join_blocks, 0, i, bi)
	fprintf (f, " bb %d", i);
      fprintf (f, "\n");
    }
  if (!bitmap_empty_p (r->divergent_exits))
    {
      fprintf (f, "%sdivergent loop exits:", pfx);
      EXECUTE_IF_SET_IN_BITMAP (r->divergent_exits, 0, i, bi)
	fprintf (f, " bb %d", i);
      fprintf (f, "\n");
    }
  EXECUTE_IF_SET_IN_BITMAP (r->divergent_loops, 0, i, bi)
    fprintf (f, "%sdivergent loop %d (header bb %d)\n", pfx, i,
	     get_loop (r->fun, i)->header->index);
  if (!bitmap_empty_p (r->varying_pred_blocks))
    {
      fprintf (f, "%svarying predicates:", pfx);
      EXECUTE_IF_SET_IN_BITMAP (r->varying_pred_blocks, 0, i, bi)
	fprintf (f, " bb %d", i);
      fprintf (f, "\n");
    }
}
