/* The cost model: whether the vector loop beats the scalar loop.
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

/* After the analysis and before any change, the loop body is costed
   twice, in cycles of a core that issues one simple operation a cycle:

     scalar  one iteration of the loop as it is: each block weighted by its
	     frequency in GCC's profile (guessed, or read with -fprofile-use)
	     relative to the loop header; data-dependent branches pay a share
	     of a misprediction;
     vector  one vector iteration of VF lanes, from what widening will make
	     of each statement (memory_kind, calls_kind, the shapes): blocks
	     under a varying predicate run whenever their loop's header runs
	     (linearization), divergent inner loops run until their slowest
	     lane is done (SLOWEST_LANE).

   The loop is vectorized when the vector iteration costs less than VF
   scalar iterations by a margin (MIN_SPEEDUP); otherwise it stays as it was, and the missed note
   names the part of the vector cost that is largest.  The dump
   (-fplugin-arg-lockstep-dump=details) lists the cost of every statement
   under the prefix ";; cost:".  Option cost=unlimited vectorizes
   regardless.  The manual (Design, The cost model) gives the unit costs
   and how they were calibrated on bench/.  */

#include "lockstep-gcc.h"
#include "sreal.h"
#include "region.h"
#include "widen.h"

/* The parts of the vector cost, for the dump and the missed note.  */

enum cost_part
{
  COST_OPS,			/* Vector operations.  */
  COST_MEM,			/* Vector loads and stores.  */
  COST_MASKED,			/* Masked loads and stores.  */
  COST_GATHER,			/* Gathers and scatters.  */
  COST_LANES,			/* Operations and accesses lane by lane.  */
  COST_CALLS,			/* Calls lane by lane.  */
  COST_VCALLS,			/* Vector calls.  */
  COST_SELECT,			/* Masks and selects of linearized code.  */
  COST_LOOPCTL,			/* Masks and trackers of divergent loops.  */
  COST_LINEARIZED,		/* Code run for lanes that do not take it.  */
  COST_WAIT,			/* Iterations for lanes already done.  */
  COST_SKIP,			/* Tests and jumps of all-false skips.  */
  COST_N
};

static const char *const cost_part_name[COST_N] =
{
  "vector operations",
  "vector loads and stores",
  "masked loads and stores",
  "gathers and scatters",
  "operations and accesses made lane by lane",
  "calls made lane by lane",
  "vector calls",
  "masks and selects of divergent branches",
  "masks and trackers of divergent loops",
  "both sides of divergent branches run for every lane",
  "divergent loops run until their slowest lane is done",
  "tests and mispredicted jumps of all-false skips"
};

/* Unit costs, in cycles.  */
#define SCALAR_OP 1.0
#define SCALAR_DIV 12.0		/* Integer division.  */
#define SCALAR_FDIV 4.0		/* Floating-point division.  */
#define SCALAR_CALL 20.0	/* A call to a function such as expf.  */
#define BRANCH_MISS 16.0	/* A misprediction of a data-dependent
				   branch, paid as often as its rarer side
				   is taken.  */
#define LOOP_STEP 2.0		/* Counter increment and test.  */
#define VECTOR_FDIV 5.0		/* A floating-point vector division.  */
#define MASKED_LOAD_NOBITS 2.0
#define STORE_PATH_TESTS 1.0	/* The tests for all lanes and for none
				   around a group of masked stores without
				   mask registers, for one of its stores.  */
#define GATHER_LANE 3.0		/* One lane of a gather.  */
#define SCATTER_LANE 4.0	/* One lane of a scatter.  */
#define LANE_STEP 3.0		/* Extract, test and insert of one lane.  */
#define LANE_CALL_STEP 8.0	/* One lane of a lane-by-lane call: the
				   argument, the result, the vector
				   registers saved around the call.  */
#define VECTOR_CALL 20.0	/* A vector call (SLEEF, a simd clone).  */
#define SANITIZER_CHECK 4.0	/* A sanitizer's check of one access: the
				   shadow memory's load, test and branch.  */
#define ACTIVE_LOOP 8.0		/* A loop over the active lanes: their bits,
				   the vector registers saved around it, the
				   arguments and result through memory.  */
#define ACTIVE_LANE_STEP 6.0	/* One of its iterations: ctz, bit clear,
				   branch, a load and a store, the lane
				   number and bits saved around the call.  */
#define DIVLOOP_STEP 4.0	/* Mask update and any-lane test of one
				   iteration of a divergent loop.  */
#define SKIP_TEST 2.0		/* The any-lane test of an all-false skip:
				   the mask reduced to an integer, a jump
				   (which mispredicts as a scalar branch
				   does, BRANCH_MISS).  */

/* The least estimated speedup a vector plan must reach.  Measured
   against bench/, the estimates are within about 10% where the scalar
   loop's branches mispredict as the model assumes; a plan whose gain
   is smaller than that may well be a loss.  */
#define MIN_SPEEDUP 1.1

/* The costs of one loop.  */

struct loop_cost
{
  double scalar;		/* Of one scalar iteration.  */
  double vec[COST_N];		/* Of one vector iteration, by part.  */
};

/* How many times its lanes' average trip count a divergent loop runs
   for VF lanes: the expected maximum of VF trip counts over their mean,
   as 1 + log2 (VF) / 4 (VF 4: 1.5, VF 16: 2).  */

static double
slowest_lane (unsigned vf)
{
  return 1.0 + floor_log2 (vf) / 4.0;
}

/* The frequency of BB relative to the header of R's loop in GCC's
   profile, or 1 if there is none.  */

static double
block_freq (region *r, basic_block bb)
{
  bool known = false;
  profile_count h = r->loop->header->count;
  if (!bb->count.initialized_p () || !h.initialized_p () || !h.nonzero_p ())
    return 1.0;
  double f = bb->count.to_sreal_scale (h, &known).to_double ();
  return known ? f : 1.0;
}

/* The vector type of R for values of scalar TYPE, or NULL_TREE.  */

static tree
cost_vectype (region *r, tree type)
{
  if (!type)
    return NULL_TREE;
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    type = integer_type_node;
  return target_vector_type (type, r->vf);
}

/* The number of target registers a vector of scalar TYPE takes in R.  */

static double
pieces (region *r, tree type)
{
  tree vt = cost_vectype (r, type);
  return vt ? target_vector_op_pieces (vt, false) : r->vf;
}

/* Whether vectors of scalar TYPE in R have masks in mask registers
   (AVX-512's one bit per lane, SVE's predicates), not vectors of lanes
   as wide as the data.  */

static bool
bitmask_p (region *r, tree type)
{
  tree vt = cost_vectype (r, type);
  return (vt && GET_MODE_CLASS (TYPE_MODE (target_mask_type (vt)))
		!= MODE_VECTOR_INT);
}

/* Whether the target computes CODE on vectors of scalar TYPE in R with an
   instruction (else GCC's vector lowering does it lane by lane).  */

static bool
vector_code_p (region *r, enum tree_code code, tree type,
	       bool scalar_shift = false)
{
  tree vt = cost_vectype (r, type);
  if (!vt || !VECTOR_MODE_P (TYPE_MODE (vt)))
    return false;
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      /* SSE2 has no comparison of 64-bit integers, for one.  */
      tree mt = target_mask_type (vt);
      return mt && expand_vec_cmp_expr_p (vt, mt, code);
    }
  enum optab_subtype sub = optab_default;
  switch (code)
    {
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case LROTATE_EXPR:
    case RROTATE_EXPR:
      sub = scalar_shift ? optab_scalar : optab_vector;
      break;
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case TRUNC_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case RDIV_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case NEGATE_EXPR:
    case ABS_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case BIT_NOT_EXPR:
      break;
    default:
      /* Comparisons, conversions, selects: assumed supported.  */
      return true;
    }
  optab op = optab_for_tree_code (code, vt, sub);
  return !op || optab_handler (op, TYPE_MODE (vt)) != CODE_FOR_nothing;
}

/* Whether NAME, a varying value of R, is used only in R in the addresses
   of accesses that become gathers or scatters, directly or through other
   such address computations (conversions, additions, multiplications):
   the gather takes its 32-bit index from further up (gather.cc), and
   these computations go.  DEPTH bounds the walk.  */

static bool
gather_address_only_p (region *r, tree name, int depth = 0)
{
  if (depth > 6 || TREE_CODE (name) != SSA_NAME)
    return false;
  bool any = false;
  imm_use_iterator it;
  use_operand_p u;
  FOR_EACH_IMM_USE_FAST (u, it, name)
    {
      gimple *use = USE_STMT (u);
      if (is_gimple_debug (use))
	continue;
      gassign *a = dyn_cast <gassign *> (use);
      if (!a || !gimple_bb (a) || !region_contains_p (r, gimple_bb (a)))
	return false;
      any = true;
      if (gimple_vuse (a))
	{
	  bool store = gimple_store_p (a);
	  if ((store && gimple_assign_rhs1 (a) == name)
	      || (!store && !gimple_assign_load_p (a)))
	    return false;
	  bool masked = bitmap_bit_p (r->varying_pred_blocks,
				      gimple_bb (a)->index);
	  if (memory_kind (r, a, masked) != MEM_GATHER)
	    return false;
	  continue;
	}
      enum tree_code code = gimple_assign_rhs_code (a);
      if (!(CONVERT_EXPR_CODE_P (code) || code == MULT_EXPR
	    || code == PLUS_EXPR || code == POINTER_PLUS_EXPR)
	  || !gather_address_only_p (r, gimple_assign_lhs (a), depth + 1))
	return false;
    }
  return any;
}

/* The scalar and vector costs of assignment A of R that is no memory
   access: *SCALAR, and *VEC added to part *PART.  */

static void
cost_operation (region *r, gassign *a, double *scalar, double *vec,
		enum cost_part *part)
{
  enum tree_code code = gimple_assign_rhs_code (a);
  tree lhs = gimple_assign_lhs (a);
  tree type = TREE_TYPE (lhs);
  bool fdiv = code == RDIV_EXPR;
  bool idiv = (code == TRUNC_DIV_EXPR || code == TRUNC_MOD_EXPR
	       || code == EXACT_DIV_EXPR || code == FLOOR_DIV_EXPR
	       || code == CEIL_DIV_EXPR || code == ROUND_DIV_EXPR
	       || code == FLOOR_MOD_EXPR || code == CEIL_MOD_EXPR)
	      && !(TREE_CODE (gimple_assign_rhs2 (a)) == INTEGER_CST
		   && integer_pow2p (gimple_assign_rhs2 (a)));
  *scalar = idiv ? SCALAR_DIV : fdiv ? SCALAR_FDIV : SCALAR_OP;
  *part = COST_OPS;
  if (code == SSA_NAME || code == PAREN_EXPR
      || TREE_CODE_CLASS (code) == tcc_constant)
    *scalar = 0;
  if (!shape_varying_p (region_shape (r, lhs)))
    {
      *vec = *scalar;
      return;
    }
  if ((CONVERT_EXPR_CODE_P (code) || code == MULT_EXPR || code == PLUS_EXPR
       || code == POINTER_PLUS_EXPR)
      && gather_address_only_p (r, lhs))
    {
      *vec = 0;
      *part = COST_GATHER;
      return;
    }
  /* Comparisons work on their operands' type.  */
  tree otype = TREE_CODE_CLASS (code) == tcc_comparison
	       ? TREE_TYPE (gimple_assign_rhs1 (a)) : type;
  double p = pieces (r, otype);
  if (CONVERT_EXPR_CODE_P (code) || code == FLOAT_EXPR
      || code == FIX_TRUNC_EXPR)
    p = MAX (p, pieces (r, TREE_TYPE (gimple_assign_rhs1 (a)))) * 1.5;
  bool scalar_shift = (gimple_num_ops (a) > 2
		       && !shape_varying_p (shape_of_operand
					      (r, gimple_assign_rhs2 (a))));
  if (!vector_code_p (r, code, otype, scalar_shift))
    {
      *vec = r->vf * (*scalar + LANE_STEP);
      *part = COST_LANES;
    }
  else
    *vec = p * (fdiv ? VECTOR_FDIV : *scalar ? SCALAR_OP : 0.0);
}

/* The scalar and vector costs of memory access A of R (MASKED: under a
   varying predicate): *SCALAR, *VEC in part *PART, and *ACTIVE, the
   cost per active lane.  */

static void
cost_memory (region *r, gassign *a, bool masked, double *scalar, double *vec,
	     double *active, enum cost_part *part)
{
  bool store = gimple_store_p (a);
  tree type = TREE_TYPE (store ? gimple_assign_lhs (a)
			 : gimple_assign_rhs1 (a));
  double p = pieces (r, type);
  *scalar = SCALAR_OP;
  *active = 0;
  *part = COST_MEM;
  switch (memory_kind (r, a, masked))
    {
    case MEM_SCALAR:
      *vec = SCALAR_OP;
      break;
    case MEM_LANE_PRIVATE:
      if (lane_private_indexed_p (store ? gimple_assign_lhs (a)
				  : gimple_assign_rhs1 (a)))
	/* An array indexed by a variable: vector accesses to memory, a
	   masked store loads the old vector and blends.  */
	*vec = store && masked ? 3 * p : p;
      else
	{
	  /* In a register, in either loop; a masked store is a select.  */
	  *scalar = 0;
	  *vec = store && masked ? p : 0;
	  *part = COST_SELECT;
	}
      break;
    case MEM_CONTIGUOUS:
      *vec = p;
      break;
    case MEM_REVERSED:
      *vec = 2 * p;
      break;
    case MEM_MASKED:
      *part = COST_MASKED;
      /* A masked store without mask registers is vmaskmov, microcoded
	 on some processors (target_masked_store_cycles).  */
      *vec = p * (bitmask_p (r, type) ? 1.0
		  : store ? target_masked_store_cycles (cost_vectype (r, type))
		  : MASKED_LOAD_NOBITS);
      if (store && !bitmask_p (r, type))
	/* The tests of its paths (storepaths.cc), which the stores under
	   one mask share: one where there is no path of plain stores.  */
	*vec += (target_masked_store_full_path_p (cost_vectype (r, type))
		 ? STORE_PATH_TESTS : STORE_PATH_TESTS / 2);
      break;
    case MEM_WHOLE:
      /* A vector load and the any-lane test that selects its address.  */
      *part = COST_MASKED;
      *vec = p + SKIP_TEST;
      break;
    case MEM_STRIDED:
      if (store)
	{
	  strided_member *sm = r->strided_groups->get (a);
	  HOST_WIDE_INT k = shape_of_address (r, gimple_assign_lhs (a)).stride
			    / int_size_in_bytes (type);
	  *vec = strided_store_insns (k, r->vf, sm->offset);
	}
      else
	{
	  strided_layout ly;
	  tree ref = gimple_assign_rhs1 (a);
	  strided_load_layout (r, a, ref, shape_of_address (r, ref), &ly);
	  *vec = strided_load_insns (ly);
	}
      break;
    case MEM_GATHER:
      *part = COST_GATHER;
      *vec = r->vf * (store ? SCATTER_LANE : GATHER_LANE);
      break;
    case MEM_PER_LANE:
      *part = COST_LANES;
      *vec = r->vf * (LANE_STEP + (masked ? 1.0 : 0.0));
      *active = SCALAR_OP;
      break;
    }
}

/* The scalar and vector costs of call C of R, as cost_memory.  */

static void
cost_call (region *r, gcall *c, bool masked, double *scalar, double *vec,
	   double *active, enum cost_part *part)
{
  tree lhs = gimple_call_lhs (c);
  double p = lhs ? pieces (r, TREE_TYPE (lhs)) : 1.0;
  *active = 0;
  *scalar = SCALAR_CALL;
  *part = COST_VCALLS;
  switch (calls_kind (r, c, masked))
    {
    case CALL_FREE:
      *scalar = *vec = 0;
      break;
    case CALL_SCALAR:
      *vec = SCALAR_CALL;
      break;
    case CALL_IFN:
      /* Square roots, rounding, lockstep.h: a few instructions.  */
      *scalar = 2 * SCALAR_OP;
      *vec = 2 * p;
      *part = COST_OPS;
      break;
    case CALL_VECTOR:
    case CALL_CLONE:
      *vec = p * VECTOR_CALL;
      break;
    case CALL_CHECK:
      *part = COST_CALLS;
      if (lhs)
	{
	  /* A signed operation and its overflow test: the operation, the
	     test of its sign, and the test for any lane that overflowed.  */
	  *scalar = 2 * SCALAR_OP;
	  *vec = 4 * p + SKIP_TEST;
	  break;
	}
      /* A sanitizer's check per active lane, as in the scalar loop, and
	 each lane's operands: a test of its bit of the mask too under a
	 varying predicate.  */
      *scalar = SANITIZER_CHECK;
      *vec = r->vf * (masked ? LANE_STEP : SCALAR_OP);
      *active = SANITIZER_CHECK;
      break;
    case CALL_PER_LANE:
      *part = COST_CALLS;
      if (!calls_active_lanes_p (r, c))
	{
	  *vec = r->vf * LANE_CALL_STEP;
	  *active = SCALAR_CALL;
	  break;
	}
      /* The loop leaves after a number of active lanes that varies
	 from vector to vector.  */
      *vec = ACTIVE_LOOP + (masked ? BRANCH_MISS / 2 : 0.0);
      *active = SCALAR_CALL + ACTIVE_LANE_STEP;
      break;
    }
}

/* The vector cost of PHI in BB of R: selects where linearization joins
   the values of divergent paths, trackers in divergent loop headers.  */

static double
cost_phi (region *r, gphi *phi, basic_block bb, enum cost_part *part)
{
  tree res = gimple_phi_result (phi);
  *part = COST_SELECT;
  if (virtual_operand_p (res) || !shape_varying_p (region_shape (r, res))
      || bb == r->loop->header)
    return 0;
  double p = pieces (r, TREE_TYPE (res));
  if (bb->loop_father->header == bb)
    {
      if (!bitmap_bit_p (r->divergent_loops, bb->loop_father->num))
	return 0;
      *part = COST_LOOPCTL;
      return p;
    }
  if (!bitmap_bit_p (r->join_blocks, bb->index)
      && !bitmap_bit_p (r->varying_pred_blocks, bb->index))
    return 0;
  return p * (gimple_phi_num_args (phi) - 1);
}

/* Whether the side of a branch that edge E enters is so small that GCC
   makes the branch a conditional move: E goes to the join, or to a block
   of at most two statements without memory writes or calls that goes on
   to the join.  */

static bool
cmov_side_p (edge e, basic_block join)
{
  basic_block bb = e->dest;
  if (bb == join)
    return true;
  if (!single_pred_p (bb) || !single_succ_p (bb)
      || (join && single_succ (bb) != join))
    return false;
  unsigned n = 0;
  for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
       !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
    if (gimple_vdef (gsi_stmt (gsi)) || is_gimple_call (gsi_stmt (gsi))
	|| ++n > 2)
      return false;
  return true;
}

/* Whether the two-way branch ending BB is a small diamond or triangle that
   GCC's scalar code computes with a conditional move, without a branch to
   mispredict.  */

static bool
scalar_cmov_p (basic_block bb)
{
  if (EDGE_COUNT (bb->succs) != 2)
    return false;
  edge e0 = EDGE_SUCC (bb, 0), e1 = EDGE_SUCC (bb, 1);
  basic_block j0 = single_succ_p (e0->dest) ? single_succ (e0->dest) : NULL;
  basic_block j1 = single_succ_p (e1->dest) ? single_succ (e1->dest) : NULL;
  basic_block join = (j0 && j0 == j1) ? j0 : j0 == e1->dest ? j0
		     : j1 == e0->dest ? j1 : NULL;
  return join && cmov_side_p (e0, join) && cmov_side_p (e1, join);
}

/* The scalar and vector costs of the branch LAST ending BB in R, as
   cost_memory.  */

static void
cost_branch (region *r, gimple *last, basic_block bb, double *scalar,
	     double *vec, enum cost_part *part)
{
  *scalar = SCALAR_OP;
  *vec = SCALAR_OP;
  *part = COST_OPS;
  if (!bitmap_bit_p (r->divergent_blocks, bb->index))
    return;
  unsigned ways = EDGE_COUNT (bb->succs);
  *part = COST_SELECT;
  *vec = 2.0 * (ways - 1);
  if (gcond *c = dyn_cast <gcond *> (last))
    if (!vector_code_p (r, gimple_cond_code (c),
			TREE_TYPE (gimple_cond_lhs (c))))
      {
	*vec += r->vf * LANE_STEP;
	*part = COST_LANES;
      }
  if (scalar_cmov_p (bb))
    return;
  /* The share of the rarer sides, 1/2 where GCC has no guess.  */
  double rare = 0.5;
  if (ways == 2 && EDGE_SUCC (bb, 0)->probability.initialized_p ())
    {
      double p = EDGE_SUCC (bb, 0)->probability.to_reg_br_prob_base ()
		 / (double) REG_BR_PROB_BASE;
      rare = MIN (p, 1.0 - p);
    }
  else if (ways > 2)
    rare = 1.0 - 1.0 / ways;
  *scalar += BRANCH_MISS * rare;
}

/* How often linearized code that a lane runs with probability P runs
   for VF lanes: every time, or, with all-false skips (BOSCC), when some
   lane runs it, 1 - (1 - P)^VF.  */

static double
any_lane (region *r, double p)
{
  if (lockstep_opts.boscc == LOCKSTEP_BOSCC_OFF || p >= 1.0)
    return 1.0;
  double none = 1.0;
  for (unsigned k = 0; k < r->vf; k++)
    none *= 1.0 - p;
  return 1.0 - none;
}

/* The all-false skips (BOSCC gadgets) of R's loop body, as the transform
   will place them: each skipped region (the blocks the gadget's target
   dominates) runs when some lane enters it.  */

struct skip_regions
{
  auto_vec<edge> gadgets;
  /* For each block, by bb->index: the gadget edge of the innermost skipped
     region that holds it in its own loop, or NULL.  */
  auto_vec<edge> skip;
};

/* Fill SK for R; computes dominators.  */

static void
find_skip_regions (region *r, skip_regions *sk)
{
  sk->skip.safe_grow_cleared (last_basic_block_for_fn (r->fun));
  calculate_dominance_info (CDI_DOMINATORS);
  for (basic_block a : r->body)
    {
      edge e = boscc_gadget_edge (r, a);
      if (!e)
	continue;
      sk->gadgets.safe_push (e);
      auto_vec<basic_block> dom
	= get_all_dominated_blocks (CDI_DOMINATORS, e->dest);
      for (basic_block bb : dom)
	if (region_contains_p (r, bb) && bb->loop_father == a->loop_father)
	  sk->skip[bb->index] = e;
    }
}

/* The vector weight of linearized block BB of R, in a loop whose header
   has vector weight WH and scalar frequency FH (scalar frequencies WS):
   when some lane enters the innermost skipped region (SK) that holds it;
   outside skipped regions, when some lane runs it.  The latter is what a
   skip would give, not what linearization does (without one, the block
   runs every time), but measured on bench/ it is the better estimate:
   the scalar costs of such branches (a switch, small diamonds) are
   overestimated by as much (switch, SSE2: an estimate of 1.1 with
   "every time", 1.8 without; measured 3.0).  */

static double
linearized_weight (region *r, const skip_regions &sk, basic_block bb,
		   vec<double> &ws, double wh, double fh)
{
  edge e = sk.skip[bb->index];
  return wh * any_lane (r, ws[e ? e->dest->index : bb->index] / fh);
}

/* Vector weights of R's blocks: how often each runs per vector iteration
   (WV), and how often it would if only the divergent loops waited for
   their slowest lane (WL), indexed by bb->index; from the scalar
   frequencies WS and the skipped regions SK.  A linearized block runs
   as often as its region (linearized_weight), but a loop entered from one
   runs its iterations only when some lane enters it: the loops scale with
   how often some lane reaches their preheader (WANY).  Blocks come in
   R->body's topological order, loop preheaders before their headers.  */

static void
vector_weights (region *r, const skip_regions &sk, vec<double> &ws,
		vec<double> &wl, vec<double> &wv)
{
  double slow = slowest_lane (r->vf);
  auto_vec<double> wany;
  wany.safe_grow_cleared (ws.length ());
  for (basic_block bb : r->body)
    {
      class loop *l = bb->loop_father;
      double f = ws[bb->index];
      bool lin = bitmap_bit_p (r->varying_pred_blocks, bb->index);
      if (l == r->loop)
	{
	  wl[bb->index] = f;
	  wany[bb->index] = lin ? any_lane (r, f) : f;
	  wv[bb->index] = lin ? linearized_weight (r, sk, bb, ws, 1.0, 1.0)
			      : f;
	  continue;
	}
      if (bb == l->header)
	{
	  /* Scale with the block that enters the loop.  */
	  double rl = 1.0, rv = 1.0;
	  edge pe = loop_preheader_edge (l);
	  if (pe && region_contains_p (r, pe->src) && ws[pe->src->index] > 0)
	    {
	      rl = wl[pe->src->index] / ws[pe->src->index];
	      rv = wany[pe->src->index] / ws[pe->src->index];
	    }
	  if (bitmap_bit_p (r->divergent_loops, l->num))
	    {
	      rl *= slow;
	      rv *= slow;
	    }
	  wl[bb->index] = f * rl;
	  wv[bb->index] = wany[bb->index] = f * rv;
	  continue;
	}
      basic_block h = l->header;
      double fh = ws[h->index] > 0 ? ws[h->index] : 1.0;
      wl[bb->index] = f * wl[h->index] / fh;
      wany[bb->index] = lin ? wany[h->index] * any_lane (r, f / fh)
			    : f * wany[h->index] / fh;
      wv[bb->index] = (lin ? linearized_weight (r, sk, bb, ws, wv[h->index],
						fh)
			   : f * wv[h->index] / fh);
    }
}

/* The cost of the tests of R's all-false skips SK into C: each runs as
   often as its branch, and its jump mispredicts as often as the rarer of
   "some lane enters" and "no lane does", from the vector weights WV.  */

static void
cost_skips (region *r, const skip_regions &sk, vec<double> &wv,
	    loop_cost *c)
{
  for (edge e : sk.gadgets)
    {
      double wa = wv[e->src->index];
      double wd = wv[e->dest->index];
      double q = wa > 0 ? MIN (wd / wa, 1.0) : 1.0;
      double cost = wa * (SKIP_TEST + BRANCH_MISS * MIN (q, 1.0 - q));
      c->vec[COST_SKIP] += cost;
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, ";; cost: all-false skip of bb %d -> bb %d: "
		 "runs %.2f, taken %.2f, vector %.1f\n", e->src->index,
		 e->dest->index, wa, q, cost);
    }
}

/* Add the costs of one statement of block BB to C: SCALAR and VEC (per
   execution of BB), ACTIVE per active lane, in PART, with the block's
   weights WS, WL and WV.  */

static void
add_cost (region *r, loop_cost *c, double scalar, double vec, double active,
	  enum cost_part part, double ws, double wl, double wv)
{
  c->scalar += scalar * ws;
  c->vec[part] += vec * ws + active * r->vf * ws;
  c->vec[COST_WAIT] += vec * (wl - ws);
  c->vec[COST_LINEARIZED] += vec * (wv - wl);
}

/* Dump STMT's costs under the prefix ";; cost:".  */

static void
dump_stmt_cost (gimple *stmt, double scalar, double vec, double active,
		enum cost_part part)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  fprintf (dump_file, ";; cost: scalar %.1f vector %.1f", scalar, vec);
  if (active)
    fprintf (dump_file, " + %.1f per active lane", active);
  fprintf (dump_file, " (%s): ", cost_part_name[part]);
  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
}

/* The costs of R's loop body, by statement, into C.  */

static void
cost_body (region *r, loop_cost *c)
{
  auto_vec<double> ws, wl, wv;
  unsigned n = last_basic_block_for_fn (r->fun);
  ws.safe_grow_cleared (n);
  wl.safe_grow_cleared (n);
  wv.safe_grow_cleared (n);
  for (basic_block bb : r->body)
    ws[bb->index] = block_freq (r, bb);
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  skip_regions sk;
  find_skip_regions (r, &sk);
  vector_weights (r, sk, ws, wl, wv);
  cost_skips (r, sk, wv, c);
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
  for (basic_block bb : r->body)
    {
      double s = ws[bb->index], l = wl[bb->index], v = wv[bb->index];
      bool masked = bitmap_bit_p (r->varying_pred_blocks, bb->index);
      enum cost_part part;
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  double vec = cost_phi (r, gsi.phi (), bb, &part);
	  add_cost (r, c, 0, vec, 0, part, s, l, v);
	  if (vec)
	    dump_stmt_cost (gsi.phi (), 0, vec, 0, part);
	}
      if (bb->loop_father->header == bb && bb->loop_father != r->loop
	  && bitmap_bit_p (r->divergent_loops, bb->loop_father->num))
	add_cost (r, c, 0, DIVLOOP_STEP, 0, COST_LOOPCTL, s, l, v);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  double scalar = 0, vec = 0, active = 0;
	  part = COST_OPS;
	  if (is_gimple_debug (stmt) || gimple_clobber_p (stmt)
	      || gimple_code (stmt) == GIMPLE_LABEL
	      || gimple_code (stmt) == GIMPLE_NOP)
	    continue;
	  if (gcall *call = dyn_cast <gcall *> (stmt))
	    cost_call (r, call, masked, &scalar, &vec, &active, &part);
	  else if (gimple_code (stmt) == GIMPLE_COND
		   || gimple_code (stmt) == GIMPLE_SWITCH)
	    cost_branch (r, stmt, bb, &scalar, &vec, &part);
	  else if (gassign *a = dyn_cast <gassign *> (stmt))
	    {
	      if (gimple_vuse (a))
		cost_memory (r, a, masked, &scalar, &vec, &active, &part);
	      else
		cost_operation (r, a, &scalar, &vec, &part);
	    }
	  add_cost (r, c, scalar, vec, active, part, s, l, v);
	  dump_stmt_cost (stmt, scalar, vec, active, part);
	}
    }
  c->scalar += LOOP_STEP;
  c->vec[COST_OPS] += LOOP_STEP;
}

/* Whether STMT, in a block under a divergent branch, is one GCC's
   if-conversion makes unconditional without a mask: it cannot trap and
   accesses no memory but a store to an omp simd array (the lanes' copies
   of a private or lastprivate variable, which GCC writes
   unconditionally).  */

static bool
if_convertible_stmt_p (gimple *stmt)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND
      || gimple_code (stmt) == GIMPLE_LABEL || gimple_clobber_p (stmt))
    return true;
  gassign *a = dyn_cast <gassign *> (stmt);
  if (!a || gimple_could_trap_p (a))
    return false;
  if (gimple_store_p (a))
    {
      tree base = get_base_address (gimple_assign_lhs (a));
      return base && VAR_P (base) && simd_array_p (base);
    }
  return !gimple_vuse (a);
}

/* Whether GCC's own vectorizer handles R's loop at least as well as
   lockstep (*BRANCHES says whether it has branches): no inner loop; no
   branch but the exit test, or divergent branches whose sides GCC's
   if-conversion makes unconditional as they are (if_convertible_stmt_p:
   integer assignments of a conditional lastprivate, if (a[i] < 0)
   j = i); accesses that are uniform,
   contiguous, reversed or gathers; calls with vector forms GCC knows too
   (internal functions, simd clones).  GCC then groups strided accesses,
   peels for alignment, vectorizes the epilogue and keeps its inductions
   in vectors, where lockstep makes gathers, a scalar remainder and
   broadcasts: measured on bench/ (saxpy, stencil, stride2, uniformarith,
   blackscholes-fastmath), lockstep's code ran at 0.78 to 1.0 of GCC's;
   leaving condreduce's lastprivate loop to GCC made that kernel 1.24
   times as fast with AVX2, 1.32 times with SSE2.  */

static bool
left_to_gcc_p (region *r, bool *branches)
{
  *branches = false;
  if (r->loop->inner)
    return false;
  for (basic_block bb : r->body)
    {
      if (EDGE_COUNT (bb->succs) > 1 && bb != r->exit->src)
	{
	  if (!divergent_branch_p (r, bb)
	      || gimple_code (last_stmt (bb)) != GIMPLE_COND)
	    return false;
	  *branches = true;
	}
      bool arm = bitmap_bit_p (r->varying_pred_blocks, bb->index);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (arm && !if_convertible_stmt_p (stmt))
	    return false;
	  if (gcall *c = dyn_cast <gcall *> (stmt))
	    {
	      if (region_api_call (c) != LOCKSTEP_API_NONE)
		return false;
	      enum call_kind k = calls_kind (r, c, false);
	      if (k == CALL_VECTOR || k == CALL_PER_LANE)
		return false;
	    }
	  else if (gassign *a = dyn_cast <gassign *> (stmt))
	    {
	      if (!gimple_vuse (a) || gimple_clobber_p (a))
		continue;
	      /* GCC accesses constant strides element by element too.  */
	      tree ref = gimple_store_p (a) ? gimple_assign_lhs (a)
					    : gimple_assign_rhs1 (a);
	      if (memory_kind (r, a, false) == MEM_PER_LANE
		  && !shape_strided_p (shape_of_address (r, ref)))
		return false;
	    }
	}
    }
  return true;
}

/* Whether vectorizing R's loop pays: one vector iteration must cost
   MIN_SPEEDUP times less than VF scalar iterations.  Sets R->speedup to the estimate; on a loss
   records the reason, naming the largest part of the vector cost.  */

bool
cost_profitable_p (region *r)
{
  bool branches;
  if (!lockstep_opts.cost_unlimited && left_to_gcc_p (r, &branches))
    {
      r->left_to_gcc = true;
      return region_fail (r, UNKNOWN_LOCATION, "left to GCC's vectorizer: "
			  "%s, which it vectorizes as well",
			  branches ? "branches its if-conversion removes"
			  : "straight-line code");
    }
  loop_cost c;
  memset (&c, 0, sizeof c);
  cost_body (r, &c);
  double vec = 0;
  unsigned worst = 0;
  for (unsigned k = 0; k < COST_N; k++)
    {
      vec += c.vec[k];
      if (c.vec[k] > c.vec[worst])
	worst = k;
    }
  double scalar = c.scalar * r->vf;
  r->speedup = vec > 0 ? scalar / vec : r->vf;
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, ";; cost: VF %u: vector iteration %.1f, %u scalar "
	       "iterations %.1f, estimated speedup %.2f\n", r->vf, vec, r->vf,
	       scalar, r->speedup);
      for (unsigned k = 0; k < COST_N; k++)
	if (c.vec[k])
	  fprintf (dump_file, ";; cost:   %-52s %.1f\n", cost_part_name[k],
		   c.vec[k]);
    }
  if (lockstep_opts.cost_unlimited || vec * MIN_SPEEDUP <= scalar)
    return true;
  return region_fail (r, UNKNOWN_LOCATION, "not profitable: a vector "
		      "iteration of %u lanes costs about %.0f cycles, %u "
		      "scalar iterations %.0f; the largest cost: %s (%.0f)%s",
		      r->vf, vec, r->vf, scalar, cost_part_name[worst],
		      c.vec[worst], vec < scalar
		      ? "; the estimated gain is too small to be sure of" : "");
}
