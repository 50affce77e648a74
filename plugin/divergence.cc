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
      if (region_undefined_value_p (arg))
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
	/* lockstep.h's functions and the intrinsics write no memory,
	   whatever their declarations say.  */
	if (region_api_call (stmt) != LOCKSTEP_API_NONE
	    || region_intrinsic_call_p (r, stmt, region_any_decl (r))
	    || region_intrinsic_call_p (r, stmt, region_active_decl (r)))
	  continue;
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

/* Mark every block of loop L varying in R.  */

static void
mark_loop_varying (region *r, class loop *l)
{
  basic_block *bbs = get_loop_body (l);
  for (unsigned i = 0; i < l->num_nodes; i++)
    bitmap_set_bit (r->varying_pred_blocks, bbs[i]->index);
  free (bbs);
}

/* The varying predicates of the blocks directly in loop LP of R (the
   region's own loop for the top level), with its inner loops collapsed into
   single nodes whose successors are their exits: the blocks control
   dependent, within one iteration of LP, on a divergent branch, on a
   branch in a block whose predicate is varying, or on a divergent inner
   loop with several exit blocks.  An inner loop whose node is control
   dependent that way, or that is divergent itself, has varying predicates
   in all its blocks; the others are analyzed recursively.  */

static void
varying_at_level (region *r, class loop *lp)
{
  /* Nodes in block index order: blocks directly in LP and the headers of
     its child loops.  */
  auto_vec<basic_block> nodes;
  hash_map<int_hash <int, -1, -2>, int> node_of;
  for (basic_block bb : r->body)
    {
      if (!flow_bb_inside_loop_p (lp, bb))
	continue;
      class loop *l = bb->loop_father;
      if (l == lp || (l->header == bb && loop_outer (l) == lp))
	{
	  node_of.put (bb->index, nodes.length ());
	  nodes.safe_push (bb);
	}
    }
  unsigned n = nodes.length ();
  auto_vec<class loop *> child;
  child.safe_grow_cleared (n, true);
  for (unsigned i = 0; i < n; i++)
    if (nodes[i]->loop_father != lp)
      child[i] = nodes[i]->loop_father;

  /* The node a block belongs to at this level, or -1 (the sink: outside
     LP, or LP's header over the back edge).  */
  auto node_for = [&] (basic_block bb) -> int {
    if (!flow_bb_inside_loop_p (lp, bb) || bb == lp->header)
      return -1;
    class loop *l = bb->loop_father;
    while (l != lp && loop_outer (l) != lp)
      l = loop_outer (l);
    int *k = node_of.get (l == lp ? bb->index : l->header->index);
    return k ? *k : -1;
  };
  auto succs_of = [&] (unsigned i, auto_vec<int> &out) {
    if (child[i])
      {
	auto_vec<edge> exits = get_loop_exit_edges (child[i]);
	for (edge e : exits)
	  out.safe_push (node_for (e->dest));
	return;
      }
    edge e;
    edge_iterator ei;
    FOR_EACH_EDGE (e, ei, nodes[i]->succs)
      out.safe_push (region_contains_p (r, e->dest) ? node_for (e->dest)
						     : -1);
  };

  /* Post-dominators, in reverse order.  */
  auto_vec<int> ipdom;
  ipdom.safe_grow_cleared (n, true);
  for (int i = n - 1; i >= 0; i--)
    {
      auto_vec<int> ss;
      succs_of (i, ss);
      int p = -2;
      for (int s : ss)
	{
	  if (p == -2)
	    {
	      p = s;
	      continue;
	    }
	  int x = p, y = s;
	  while (x != y)
	    {
	      if (x == -1 || y == -1)
		{
		  x = y = -1;
		  break;
		}
	      if (x < y)
		x = ipdom[x];
	      else
		y = ipdom[y];
	    }
	  p = x;
	}
      ipdom[i] = p == -2 ? -1 : p;
    }

  auto varying = [&] (unsigned i) {
    return bitmap_bit_p (r->varying_pred_blocks, nodes[i]->index);
  };
  for (unsigned i = 0; i < n; i++)
    {
      bool branch;
      auto_vec<int> ss;
      succs_of (i, ss);
      if (child[i])
	{
	  if (varying (i)
	      || bitmap_bit_p (r->divergent_loops, child[i]->num))
	    mark_loop_varying (r, child[i]);
	  /* A divergent loop sends lanes to its exits separately.  */
	  bool several = false;
	  for (int s : ss)
	    if (s != ss[0])
	      several = true;
	  branch = bitmap_bit_p (r->divergent_loops, child[i]->num) && several;
	}
      else
	branch = bitmap_bit_p (r->divergent_blocks, nodes[i]->index)
		 || (varying (i) && ss.length () > 1);
      if (!branch)
	continue;
      for (int s : ss)
	for (; s != -1 && s != ipdom[i]; s = ipdom[s])
	  bitmap_set_bit (r->varying_pred_blocks, nodes[s]->index);
    }

  /* Inner levels whose loops were not marked as a whole.  */
  for (unsigned i = 0; i < n; i++)
    if (child[i] && !varying (i)
	&& !bitmap_bit_p (r->divergent_loops, child[i]->num))
      varying_at_level (r, child[i]);
}

/* Compute the blocks of R with a varying block predicate (adep*, cdep*,
   thesis §6.3).  Control dependence is taken within one iteration of each
   loop, with inner loops collapsed (varying_at_level): post-dominance
   through a back edge would hide that a block of an iteration depends on a
   branch of the same iteration.  */

static void
compute_varying_predicates (region *r)
{
  bitmap_clear (r->varying_pred_blocks);
  if (bitmap_empty_p (r->divergent_blocks)
      && bitmap_empty_p (r->divergent_loops))
    return;
  varying_at_level (r, r->loop);
}

/* Whether USE_STMT uses NAME only inside the memory reference of a load
   or store (as its base pointer or an index), not as a stored value, or
   as an operand of a sanitizer's check (made lane by lane).  */

static bool
address_use_p (gimple *use_stmt, tree name)
{
  if (calls_sanitizer_check_p (use_stmt))
    return true;
  if (!is_gimple_assign (use_stmt))
    return false;
  gassign *a = as_a <gassign *> (use_stmt);
  if (gimple_store_p (a))
    return gimple_assign_rhs1 (a) != name
	   && !(gimple_num_ops (a) > 2 && gimple_assign_rhs2 (a) == name);
  if (gimple_assign_load_p (a))
    return true;
  return false;
}

/* Compute R->address_only: varying pointer-sized values that only serve to
   compute the addresses of loads and stores (and of each other).  They get
   no vectors: lane-by-lane accesses and gathers compute them per lane or
   from their index, and the vector factor is chosen without them (64-bit
   address arithmetic would otherwise halve it).  */

static void
compute_address_only (region *r)
{
  bitmap_clear (r->address_only);
  auto_vec<tree> cands;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (!a || gimple_vuse (a))
	  continue;
	tree lhs = gimple_assign_lhs (a);
	if (TREE_CODE (lhs) != SSA_NAME
	    || !shape_varying_p (region_shape (r, lhs))
	    || TYPE_PRECISION (TREE_TYPE (lhs)) < POINTER_SIZE
	    || !(INTEGRAL_TYPE_P (TREE_TYPE (lhs))
		 || POINTER_TYPE_P (TREE_TYPE (lhs))))
	  continue;
	switch (gimple_assign_rhs_code (a))
	  {
	  case POINTER_PLUS_EXPR: case PLUS_EXPR: case MINUS_EXPR:
	  case MULT_EXPR: case LSHIFT_EXPR: CASE_CONVERT: case SSA_NAME:
	    bitmap_set_bit (r->address_only, SSA_NAME_VERSION (lhs));
	    cands.safe_push (lhs);
	    break;
	  default:
	    break;
	  }
      }
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (tree name : cands)
	{
	  if (!bitmap_bit_p (r->address_only, SSA_NAME_VERSION (name)))
	    continue;
	  imm_use_iterator it;
	  gimple *use;
	  bool ok = true;
	  FOR_EACH_IMM_USE_STMT (use, it, name)
	    {
	      if (is_gimple_debug (use))
		continue;
	      tree ulhs = gimple_get_lhs (use);
	      if (address_use_p (use, name)
		  || (ulhs && TREE_CODE (ulhs) == SSA_NAME
		      && bitmap_bit_p (r->address_only,
				       SSA_NAME_VERSION (ulhs))))
		continue;
	      ok = false;
	    }
	  if (!ok)
	    {
	      bitmap_clear_bit (r->address_only, SSA_NAME_VERSION (name));
	      changed = true;
	    }
	}
    }
}

/* The initial shapes of R's induction variables: strided by their step
   where it is a known constant, lane 0 of vector iteration J being
   init + J * VF * step; varying otherwise.  */

static void
init_iv_shapes (region *r)
{
  for (const loop_iv &iv : r->ivs)
    {
      tree res = gimple_phi_result (iv.phi);
      /* The step of an unsigned IV counting down is a large constant:
	 read it as signed in the IV's precision.  */
      HOST_WIDE_INT step = 0;
      bool known = false;
      if (TREE_CODE (iv.step) == INTEGER_CST)
	{
	  wide_int ws = wi::sext (wi::to_wide (iv.step),
				  TYPE_PRECISION (TREE_TYPE (iv.step)));
	  if (wi::fits_shwi_p (ws))
	    {
	      step = ws.to_shwi ();
	      known = true;
	    }
	}
      if (known)
	{
	  tree init = PHI_ARG_DEF_FROM_EDGE (iv.phi,
					     loop_preheader_edge (r->loop));
	  vector_shape i = shape_of_operand (r, init);
	  unsigned HOST_WIDE_INT vstep = (step < 0 ? -(unsigned HOST_WIDE_INT) step
					  : (unsigned HOST_WIDE_INT) step) * r->vf;
	  region_set_shape (r, res, shape_strided (step, ugcd (i.align, vstep),
						   iv.nowrap));
	}
      else
	region_set_shape (r, res, shape_varying ());
    }
}

/* Put every statement and non-virtual PHI of R on WL.  */

static void
seed_worklist (region *r, da_worklist *wl)
{
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple_set_plf (gsi.phi (), GF_PLF_2, false);
	  if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	    push_stmt (wl, gsi.phi ());
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple_set_plf (gsi_stmt (gsi), GF_PLF_2, false);
	  if (!is_gimple_debug (gsi_stmt (gsi)))
	    push_stmt (wl, gsi_stmt (gsi));
	}
    }
}

/* Propagate shapes and control divergence in R from the statements on WL
   until it is empty.  EXIT_TEST, the loop's own exit test, is left
   alone.  */

static void
propagate_shapes (region *r, da_worklist *wl, gimple *exit_test)
{
  while (!wl->stmts.is_empty ())
    {
      gimple *stmt = wl->stmts.pop ();
      gimple_set_plf (stmt, GF_PLF_2, false);
      basic_block bb = gimple_bb (stmt);

      if (gimple_code (stmt) == GIMPLE_COND
	  || gimple_code (stmt) == GIMPLE_SWITCH)
	{
	  if (stmt == exit_test)
	    continue;
	  vector_shape s = shape_of_terminator (r, stmt);
	  if (s.cls != SHAPE_BOTTOM && !shape_uniform_p (s))
	    prop_control_div (r, wl, bb);
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
      push_users (r, wl, lhs);
    }
}

/* A sweep of R for uses the operand lists do not show yet (statements the
   transformations built): anything whose shape would change goes on WL,
   and so do the branches not yet divergent whose condition varies.  */

static void
sweep_changed (region *r, da_worklist *wl, gimple *exit_test)
{
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (virtual_operand_p (res))
	    continue;
	  vector_shape s = shape_of_phi (r, gsi.phi ());
	  vector_shape old = region_shape (r, res);
	  if (s.cls != SHAPE_BOTTOM
	      && !shape_equal_p (old, shape_join (old, s)))
	    push_stmt (wl, gsi.phi ());
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  tree lhs = gimple_get_lhs (stmt);
	  if (is_gimple_debug (stmt) || !lhs || TREE_CODE (lhs) != SSA_NAME)
	    continue;
	  vector_shape s = shape_of_stmt (r, stmt);
	  vector_shape old = region_shape (r, lhs);
	  if (s.cls != SHAPE_BOTTOM
	      && !shape_equal_p (old, shape_join (old, s)))
	    push_stmt (wl, stmt);
	}
      gimple *last = last_stmt (bb);
      if (last && (gimple_code (last) == GIMPLE_COND
		   || gimple_code (last) == GIMPLE_SWITCH)
	  && last != exit_test
	  && !bitmap_bit_p (r->divergent_blocks, bb->index))
	{
	  vector_shape s = shape_of_terminator (r, last);
	  if (s.cls != SHAPE_BOTTOM && !shape_uniform_p (s))
	    push_stmt (wl, last);
	}
    }
}

/* Make the names of R nothing defines (PHI cycles of undefined values,
   and what is computed from them alone) uniform, and put their users on
   WL.  */

static void
settle_undefined (region *r, da_worklist *wl)
{
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (!virtual_operand_p (res)
	      && region_shape (r, res).cls == SHAPE_BOTTOM)
	    {
	      region_set_shape (r, res, shape_uniform ());
	      push_users (r, wl, res);
	    }
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME
	      && region_shape (r, lhs).cls == SHAPE_BOTTOM)
	    {
	      region_set_shape (r, lhs, shape_uniform ());
	      push_users (r, wl, lhs);
	    }
	}
    }
}

/* The divergent loops of R: the inner loops a divergent exit leaves.  */

static void
mark_divergent_loops (region *r)
{
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
}

/* Listing 1: compute the shape of every SSA name defined in R, the
   divergent branches, join blocks, divergent loop exits and divergent
   loops.  A fixpoint: propagation from a worklist, a sweep for what the
   operand lists miss, then names nothing defines made uniform, until
   nothing changes.  */

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
  init_iv_shapes (r);
  mark_aliased_loads (r);
  seed_worklist (r, &wl);

  /* The loop's exit test is the strip-mined loop's business.  */
  gimple *exit_test = last_stmt (r->exit->src);
  for (;;)
    {
      propagate_shapes (r, &wl, exit_test);
      sweep_changed (r, &wl, exit_test);
      if (!wl.stmts.is_empty ())
	continue;
      settle_undefined (r, &wl);
      if (wl.stmts.is_empty ())
	break;
    }

  mark_divergent_loops (r);
  compute_varying_predicates (r);
  compute_address_only (r);
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
