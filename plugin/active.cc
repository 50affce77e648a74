/* Calls made once per active lane, as a loop over the set bits of the
   block's mask.
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

/* A call that has no vector form runs once per active lane.  Made as VF
   copies, each behind a test of its lane's bit (widen_per_lane), it costs
   a branch per lane, often mispredicted when the lanes take different
   paths, and chains of extracts and inserts that keep vector registers
   live, and so saved and restored, around every call.  Here the call is
   made in a loop instead, as ISPC's foreach_active does:

       args[k] = ARG vector;  res = {0, ...};      (in memory)
       bits = the mask's lanes as the bits of an integer;
     loop:
       if (bits == 0) goto done;
       l = ctz (bits);  bits &= bits - 1;
       res[l] = f (args[0][l], ...);
       goto loop;
     done:
       RESULT = res;

   Inactive lanes cost nothing, the loop's exit is its only branch that
   depends on the data, and the lanes run in increasing order, as the
   sequential loop runs its iterations.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* The largest vector factor the lanes' bits fit in.  */
#define ACTIVE_MAX_VF 64

/* Whether scalar TYPE can pass through a lane buffer: a scalar integer
   (not a boolean), floating-point or pointer type with a vector type of
   VF lanes.  */

static bool
buffer_type_p (tree type, unsigned vf)
{
  if (!INTEGRAL_TYPE_P (type) && !SCALAR_FLOAT_TYPE_P (type)
      && !POINTER_TYPE_P (type))
    return false;
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    return false;
  tree vt = target_vector_type (type, vf);
  return vt && !VECTOR_BOOLEAN_TYPE_P (vt)
	 && tree_int_cst_equal (TYPE_SIZE (TREE_TYPE (vt)), TYPE_SIZE (type));
}

/* Whether call STMT of R, made lane by lane, is made by a loop over its
   active lanes (widen_call_active_lanes) rather than by one copy per lane:
   its arguments are uniform, or vectors of scalars, its result is a
   scalar, and the vector factor fits the lanes' bits.  The cost model
   asks the same question before any change.  */

bool
calls_active_lanes_p (region *r, gcall *stmt)
{
  if (r->vf > ACTIVE_MAX_VF || r->vf < 2)
    return false;
  tree lhs = gimple_call_lhs (stmt);
  if (lhs && !buffer_type_p (TREE_TYPE (lhs), r->vf))
    return false;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      if (shape_uniform_p (shape_of_operand (r, arg)))
	continue;
      if (TREE_CODE (arg) != SSA_NAME
	  || bitmap_bit_p (r->address_only, SSA_NAME_VERSION (arg))
	  || !buffer_type_p (TREE_TYPE (arg), r->vf))
	return false;
    }
  return true;
}

/* The unsigned type of the lanes' bits of W.  */

static tree
lane_bits_type (widen_ctx *w)
{
  return w->vf <= TYPE_PRECISION (unsigned_type_node)
	 ? unsigned_type_node : long_long_unsigned_type_node;
}

/* BITS with the bits of the lanes beyond W's vector factor cleared,
   before GSI.  */

static tree
low_lane_bits (widen_ctx *w, tree bits, gimple_stmt_iterator *gsi)
{
  tree bt = TREE_TYPE (bits);
  if (w->vf >= TYPE_PRECISION (bt))
    return bits;
  return widen_emit (gsi, BIT_AND_EXPR, bt, bits,
		     build_int_cst (bt, (HOST_WIDE_INT_1U << w->vf) - 1));
}

/* The lanes of integer vector V (lanes of 0 or -1, at least as wide in
   bits as there are lanes) as the bits of an integer of lane_bits_type:
   each lane ANDed with its own bit, the lanes ORed together, halves of
   the vector first, then halves of an integer.  Before GSI.  */

static tree
weighted_lane_bits (widen_ctx *w, tree v, gimple_stmt_iterator *gsi)
{
  tree vt = TREE_TYPE (v);
  unsigned n = TYPE_VECTOR_SUBPARTS (vt).to_constant ();
  tree ue = unsigned_type_for (TREE_TYPE (vt));
  tree ut = build_vector_type (ue, n);
  v = widen_emit (gsi, VIEW_CONVERT_EXPR, ut,
		  build1 (VIEW_CONVERT_EXPR, ut, v));
  tree_vector_builder weights (ut, n, 1);
  for (unsigned k = 0; k < n; k++)
    weights.quick_push (build_int_cst (ue, HOST_WIDE_INT_1U << k));
  v = widen_emit (gsi, BIT_AND_EXPR, ut, v, weights.build ());
  v = widen_or_halves (v, gsi);
  unsigned width = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (v)));
  tree it = build_nonstandard_integer_type (width, 1);
  tree x = widen_emit (gsi, VIEW_CONVERT_EXPR, it,
		       build1 (VIEW_CONVERT_EXPR, it, v));
  for (unsigned prec = TYPE_PRECISION (ue); width > prec; width /= 2)
    x = widen_emit (gsi, BIT_IOR_EXPR, it, x,
		    widen_emit (gsi, RSHIFT_EXPR, it, x,
				build_int_cst (integer_type_node,
					       width / 2)));
  return low_lane_bits (w, widen_emit_convert (gsi, lane_bits_type (w), x),
			gsi);
}

/* The lanes of vector boolean MASK as the bits of an integer of
   lane_bits_type, bit K set when lane K is, before GSI: the mask
   register's own bits (AVX-512), the weighted lanes ORed together, or,
   for lanes narrower than their count, one lane at a time.  */

static tree
widen_lane_bits (widen_ctx *w, tree mask, gimple_stmt_iterator *gsi)
{
  tree bt = lane_bits_type (w);
  tree mt = TREE_TYPE (mask);
  if (target_bitmask_p (mt))
    {
      unsigned prec = GET_MODE_BITSIZE (TYPE_MODE (mt)).to_constant ();
      tree it = build_nonstandard_integer_type (prec, 1);
      tree bits = widen_emit (gsi, VIEW_CONVERT_EXPR, it,
			      build1 (VIEW_CONVERT_EXPR, it, mask));
      return low_lane_bits (w, widen_emit_convert (gsi, bt, bits), gsi);
    }
  tree v = widen_mask_to_int (w, mask, gsi);
  if (TYPE_PRECISION (TREE_TYPE (TREE_TYPE (v))) >= w->vf)
    return weighted_lane_bits (w, v, gsi);
  tree bits = build_zero_cst (bt);
  for (unsigned k = 0; k < w->vf; k++)
    {
      tree lane = widen_emit_convert (gsi, bt, widen_extract (w, v, k, gsi));
      lane = widen_emit (gsi, BIT_AND_EXPR, bt, lane,
			 build_int_cst (bt, HOST_WIDE_INT_1U << k));
      bits = widen_emit (gsi, BIT_IOR_EXPR, bt, bits, lane);
    }
  return bits;
}

/* A new local array of the lanes of vector type VT, aligned as VT.  */

static tree
lane_buffer (tree vt)
{
  unsigned n = TYPE_VECTOR_SUBPARTS (vt).to_constant ();
  tree at = build_array_type_nelts (TREE_TYPE (vt), n);
  tree var = create_tmp_var (at, "lanes");
  SET_DECL_ALIGN (var, MAX (DECL_ALIGN (var), TYPE_ALIGN (vt)));
  DECL_USER_ALIGN (var) = 1;
  TREE_ADDRESSABLE (var) = 1;
  return var;
}

/* BUF, a lane buffer, seen as a whole vector of type VT.  */

static tree
buffer_as_vector (tree buf, tree vt)
{
  tree ptr = build_pointer_type (TREE_TYPE (vt));
  return build2 (MEM_REF, vt, build_fold_addr_expr (buf),
		 build_int_cst (ptr, 0));
}

/* Store vector V of type VT into a new lane buffer, returned, before
   GSI.  */

static tree
store_lanes (tree v, tree vt, gimple_stmt_iterator *gsi)
{
  tree buf = lane_buffer (vt);
  gassign *g = gimple_build_assign (buffer_as_vector (buf, vt), v);
  widen_set_vops (g, true);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return buf;
}

/* Element LANE (an SSA name) of lane buffer BUF.  */

static tree
buffer_lane (tree buf, tree lane)
{
  tree elt = TREE_TYPE (TREE_TYPE (buf));
  return build4 (ARRAY_REF, elt, buf, lane, NULL_TREE, NULL_TREE);
}

/* The loop over the active lanes, made before GSI, whose block it splits:
   a header that tests BITS and goes on to the rest of the block when no
   bit is left, and a body, returned, that clears the lowest bit and sets
   *LANE to its number; the body is left open (falls through to an empty
   latch) for the caller to append the lane's work.  */

static basic_block
active_lane_loop (widen_ctx *w, tree bits, tree *lane,
		  gimple_stmt_iterator *gsi)
{
  basic_block cur = gsi_bb (*gsi);
  edge e = widen_split_before (w, gsi);
  basic_block rest = e->dest;
  class loop *outer = cur->loop_father;
  basic_block header = create_empty_bb (cur);
  basic_block body = create_empty_bb (header);
  basic_block latch = create_empty_bb (body);
  class loop *l = alloc_loop ();
  l->header = header;
  l->latch = latch;
  /* Calls in a loop of unknown trip count: nothing for GCC's vectorizer,
     whose notes would only puzzle the user.  */
  l->dont_vectorize = true;
  place_new_loop (cfun, l);
  flow_loop_tree_node_add (outer, l);
  basic_block added[] = { header, body, latch };
  for (basic_block bb : added)
    {
      add_bb_to_loop (bb, l);
      widen_inherit_predicate (w->r, cur, bb);
    }
  redirect_edge_succ (e, header);
  edge more = make_edge (header, body, EDGE_TRUE_VALUE);
  edge done = make_edge (header, rest, EDGE_FALSE_VALUE);
  make_single_succ_edge (body, latch, EDGE_FALLTHRU);
  edge back = make_single_succ_edge (latch, header, EDGE_FALLTHRU);
  /* Expect half the lanes active: the body runs VF / 2 times for each
     entry, which tells the register allocator to keep values live across
     the loop in memory rather than save them around every call.  */
  int iters = MAX (w->vf / 2, 1);
  more->probability = profile_probability::always ().apply_scale (iters,
								  iters + 1);
  done->probability = more->probability.invert ();
  header->count = cur->count.apply_scale (iters + 1, 1);
  body->count = latch->count = cur->count.apply_scale (iters, 1);

  tree bt = TREE_TYPE (bits);
  gphi *phi = create_phi_node (make_ssa_name (bt), header);
  tree b = gimple_phi_result (phi);
  gimple_stmt_iterator hg = gsi_start_bb (header);
  gsi_insert_after (&hg, gimple_build_cond (NE_EXPR, b, build_zero_cst (bt),
					    NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  gimple_stmt_iterator bg = gsi_start_bb (body);
  tree ctz = builtin_decl_implicit (bt == unsigned_type_node ? BUILT_IN_CTZ
				    : BUILT_IN_CTZLL);
  gcall *c = gimple_build_call (ctz, 1, b);
  *lane = make_ssa_name (integer_type_node);
  gimple_call_set_lhs (c, *lane);
  gsi_insert_after (&bg, c, GSI_NEW_STMT);
  tree less = make_ssa_name (bt);
  gsi_insert_after (&bg, gimple_build_assign (less, MINUS_EXPR, b,
					      build_one_cst (bt)),
		    GSI_NEW_STMT);
  tree next = make_ssa_name (bt);
  gsi_insert_after (&bg, gimple_build_assign (next, BIT_AND_EXPR, b, less),
		    GSI_NEW_STMT);
  add_phi_arg (phi, bits, loop_preheader_edge (l), UNKNOWN_LOCATION);
  add_phi_arg (phi, next, back, UNKNOWN_LOCATION);
  free_dominance_info (CDI_DOMINATORS);
  return body;
}

/* The call of the lane whose number is LANE: STMT's arguments read from
   their lane buffers BUFS (NULL_TREE for uniform arguments), its result
   stored into lane buffer RES if there is one, at the end of BB.  */

static void
call_one_lane (gcall *stmt, vec<tree> &bufs, tree res, tree lane,
	       basic_block bb)
{
  gimple_stmt_iterator gsi = region_gsi_end (bb);
  auto_vec<tree> args;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      if (bufs[i])
	{
	  tree x = make_ssa_name (TREE_TYPE (TREE_TYPE (bufs[i])));
	  gassign *g = gimple_build_assign (x, buffer_lane (bufs[i], lane));
	  widen_set_vops (g, false);
	  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
	  arg = widen_emit_convert (&gsi, TREE_TYPE (arg), x);
	}
      args.safe_push (arg);
    }
  gcall *c;
  if (gimple_call_internal_p (stmt))
    c = gimple_build_call_internal_vec (gimple_call_internal_fn (stmt), args);
  else
    {
      c = gimple_build_call_vec (gimple_call_fn (stmt), args);
      gimple_call_set_fntype (c, gimple_call_fntype (stmt));
    }
  gimple_call_copy_flags (c, stmt);
  gimple_set_location (c, gimple_location (stmt));
  if (gimple_vuse (stmt))
    gimple_set_vuse (c, gimple_vop (cfun));
  if (gimple_vdef (stmt))
    gimple_set_vdef (c, gimple_vop (cfun));
  tree lhs = gimple_call_lhs (stmt);
  tree r = lhs ? make_ssa_name (TREE_TYPE (lhs)) : NULL_TREE;
  gimple_call_set_lhs (c, r);
  gsi_insert_before (&gsi, c, GSI_SAME_STMT);
  if (!res)
    return;
  tree elt = TREE_TYPE (TREE_TYPE (res));
  gassign *g = gimple_build_assign (buffer_lane (res, lane),
				    widen_emit_convert (&gsi, elt, r));
  widen_set_vops (g, true);
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
}

/* Make call STMT once for each lane active under MASK (every lane if
   MASK is NULL_TREE), in lane order, by a loop over the active lanes
   made before GSI (see calls_active_lanes_p).  Returns the lanes' results
   as a vector of RESULT_VECTYPE (zero in inactive lanes), or NULL_TREE
   without one.  GSI is left at STMT, in the block after the loop.  */

tree
widen_call_active_lanes (widen_ctx *w, gcall *stmt, tree mask,
			 tree result_vectype, gimple_stmt_iterator *gsi)
{
  w->n_scalarized++;
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, ";; widen: call made by a loop over the active "
	       "lanes: ");
      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
    }
  auto_vec<tree> bufs;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      tree buf = NULL_TREE;
      if (!shape_uniform_p (shape_of_operand (w->r, arg)))
	{
	  tree vt = widen_vectype (w, TREE_TYPE (arg));
	  buf = store_lanes (widen_operand_as (w, arg, vt, gsi), vt, gsi);
	}
      bufs.safe_push (buf);
    }
  tree res = NULL_TREE;
  if (result_vectype)
    res = store_lanes (build_zero_cst (result_vectype), result_vectype, gsi);
  tree bt = lane_bits_type (w);
  tree bits = mask ? widen_lane_bits (w, mask, gsi)
	      : w->vf >= TYPE_PRECISION (bt) ? build_all_ones_cst (bt)
	      : build_int_cst (bt, (HOST_WIDE_INT_1U << w->vf) - 1);
  tree lane;
  basic_block body = active_lane_loop (w, bits, &lane, gsi);
  call_one_lane (stmt, bufs, res, lane, body);
  *gsi = gsi_for_stmt (stmt);
  if (!res)
    return NULL_TREE;
  tree v = make_ssa_name (result_vectype);
  gassign *g = gimple_build_assign (v, buffer_as_vector (res,
							 result_vectype));
  widen_set_vops (g, false);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return v;
}
