/* Interface between the widening stage (widen.cc), its builder layer
   (builder.cc) and the statement kinds (operations.cc, memory.cc,
   calls.cc, lanes.cc).
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

#ifndef LOCKSTEP_WIDEN_H
#define LOCKSTEP_WIDEN_H

/* The values of a group of stores of a constant stride, until its last
   member (strided.cc).  */

struct strided_pending
{
  tree vals[4];			/* By offset in the group.  */
  unsigned count;		/* How many of them.  */
  tree addr;			/* The first member's lane 0 address.  */
  unsigned align;		/* Its alignment, in bits.  */
  tree alias;			/* Its alias pointer type.  */
};

/* The state of widening one region.  Scalar SSA names with a varying shape
   are replaced by vector SSA names (VMAP); uniform and strided names keep
   their scalar definitions, which compute lane 0's value, and get a vector
   materialization on demand (MATERIALIZED).  */

struct widen_ctx
{
  region *r;
  unsigned vf;
  hash_map<tree, tree> vmap;
  /* For varying complex names: VMAP holds the vector of real parts, VIMAG
     the vector of imaginary parts.  */
  hash_map<tree, tree> vimag;
  hash_map<tree, tree> materialized;
  auto_vec<gimple *> dead;
  /* Block of the vector loop's exit path where live-out values are
     extracted.  */
  basic_block exit_bb;
  hash_map<tree, tree> live_out;
  /* Masks of predicated blocks as vector booleans, by bb->index.  */
  hash_map<int_hash <int, -1, -2>, tree> block_masks;
  /* The mask types chosen for varying boolean PHIs (maskwidth.cc).  */
  hash_map<tree, tree> phi_masks;
  /* The results of .GOMP_SIMD_LANE: the lane number, 0 to VF - 1.  */
  hash_set<tree> lane_numbers;
  /* The stores of groups of a constant stride widened so far, by the
     group's first member (strided.cc).  */
  hash_map<gimple *, strided_pending> pending_stores;
  /* Number of statements emitted lane by lane and of calls to simd
     clones (for the report).  */
  unsigned n_scalarized;
  unsigned n_clone_calls;
};

/* Types.  */
void widen_choose_mask_widths (widen_ctx *w);
tree widen_vectype (widen_ctx *w, tree scalar_type);
tree widen_mask_type_for (widen_ctx *w, tree scalar_type);
bool widen_varying_p (widen_ctx *w, tree op);

/* Values, emitted before GSI.  */
tree widen_operand (widen_ctx *w, tree op, gimple_stmt_iterator *gsi);
tree widen_operand_as (widen_ctx *w, tree op, tree vectype,
		       gimple_stmt_iterator *gsi);
tree widen_mask_operand (widen_ctx *w, tree op, tree masktype,
			 gimple_stmt_iterator *gsi);
tree widen_convert_mask (widen_ctx *w, tree mask, tree masktype,
			 gimple_stmt_iterator *gsi);
tree widen_mask_to_int (widen_ctx *w, tree mask, gimple_stmt_iterator *gsi);
/* The integer vector type masks of MASKTYPE become as data.  */
tree widen_mask_data_type (widen_ctx *w, tree masktype);
tree widen_lane (widen_ctx *w, tree op, unsigned lane,
		 gimple_stmt_iterator *gsi);
tree widen_extract (widen_ctx *w, tree vec, unsigned lane,
		    gimple_stmt_iterator *gsi);
tree widen_emit (gimple_stmt_iterator *gsi, enum tree_code code, tree type,
		 tree op0, tree op1 = NULL_TREE, tree op2 = NULL_TREE);
tree widen_emit_convert (gimple_stmt_iterator *gsi, tree type, tree val);
tree widen_wrapping_type (tree vectype);
tree widen_build_series (gimple_seq *seq, tree vectype, tree init, tree step,
			 unsigned vf, bool wrap);
tree widen_lane_instance (widen_ctx *w, tree expr, unsigned lane,
			  gimple_stmt_iterator *gsi);
tree widen_gimplify (gimple_stmt_iterator *gsi, tree expr);
unsigned widen_lanes (tree t);
tree widen_vector_piece (tree v, unsigned piece, tree type,
			 gimple_stmt_iterator *gsi);

/* The mask of the block of GSI as a vector boolean of MASKTYPE, or
   NULL_TREE if all lanes are active there.  */
tree widen_block_mask (widen_ctx *w, basic_block bb, tree masktype,
		       gimple_stmt_iterator *gsi);

/* OLDV OP (MASK ? X : E) for a conditional update UPD = S OP X of a value
   S carried across iterations, or NULL_TREE (operations.cc).  */
tree widen_masked_update (widen_ctx *w, tree mask, tree upd, tree oldv,
			  bool (*is_old) (tree, void *), void *data,
			  bool upd_if_false, tree vt,
			  gimple_stmt_iterator *gsi);

/* Whether any lane of vector boolean MASK is set, as a scalar boolean,
   before GSI; uses a direct vector test where the target can branch on
   the mask mode, a reduction to an integer otherwise.  */
tree widen_any (widen_ctx *w, tree mask, gimple_stmt_iterator *gsi);
/* Integer vector V with its halves ORed together until it fits 64
   bits.  */
tree widen_or_halves (tree v, gimple_stmt_iterator *gsi);
/* Split the block of GSI before GSI: the edge to the second half.  */
edge widen_split_before (widen_ctx *w, gimple_stmt_iterator *gsi);
/* Block REST was split off FROM: give it FROM's predicate.  */
void widen_inherit_predicate (region *r, basic_block from, basic_block rest);
/* The vector a GIMPLE_COND compares with zero to test whether any lane of
   MASK, a mask of R's vector loop, is set (emitted before GSI), or
   NULL_TREE if the target cannot branch on it (lanes.cc).  */
tree widen_any_branch_vector (region *r, tree mask, gimple_stmt_iterator *gsi);
/* Make the branches on scalar ANY test vector MASK directly where the
   target can; returns whether ANY still has other uses.  */
bool widen_branch_on_any (widen_ctx *w, tree any, tree mask,
			  gimple_stmt_iterator *gsi);
/* Execute STMT, whose operands are scalars, only if some lane of MASK is
   active; its result is zero otherwise.  */
void widen_guard_any (widen_ctx *w, gimple *stmt, tree mask);
/* The vector mask of the block of STMT, or NULL_TREE, for MASKTYPE.  */
tree widen_stmt_mask (widen_ctx *w, gimple *stmt, tree masktype,
		      gimple_stmt_iterator *gsi);
/* Guard scalar STMT with an any-lane test if it may trap or has side
   effects and runs under a varying predicate.  */
bool widen_guard_if_needed (widen_ctx *w, gimple *stmt);
tree widen_broadcast (widen_ctx *w, tree op, tree vectype);
/* Whether STMT runs in a block some lanes may not execute.  */
bool widen_predicated_p (widen_ctx *w, gimple *stmt);

void widen_set_vector (widen_ctx *w, tree name, tree vec);
void widen_kill (widen_ctx *w, gimple *stmt);

/* Lane-by-lane execution: run EMIT_LANE for lanes 0 .. VF-1 in order,
   each under its lane's bit of MASK (all lanes when MASK is NULL_TREE).
   EMIT_LANE emits the lane's work before the iterator it is given and
   returns the lane's scalar result, or NULL_TREE.  If RESULT_VECTYPE is
   not NULL_TREE, the lanes' results are returned as one vector of that
   type (masked-off lanes hold zero).  GSI is updated to point after the
   emitted code.  */
typedef tree (*lane_fn) (widen_ctx *w, gimple *stmt, unsigned lane,
			 gimple_stmt_iterator *gsi, void *data);
tree widen_per_lane (widen_ctx *w, gimple *stmt, tree mask, lane_fn emit_lane,
		     void *data, tree result_vectype,
		     gimple_stmt_iterator *gsi, vec<tree> *lane_results = NULL);

/* Loads of a small constant stride as contiguous loads and permutations
   (strided.cc).  */
struct strided_layout
{
  unsigned k, n;		/* Stride in elements; lanes.  */
  int member;			/* Offset in its group, or -1.  */
};
void strided_plan_groups (region *r);
bool strided_load_layout (region *r, gimple *stmt, tree ref,
			  const vector_shape &as, strided_layout *ly);
unsigned strided_load_insns (const strided_layout &ly);
unsigned strided_store_insns (unsigned k, unsigned n, unsigned member);
void widen_strided_store (widen_ctx *w, gassign *stmt,
			  gimple_stmt_iterator *gsi);
/* The alignment in bits of the vector accesses at lane 0's address of
   REF, of shape AS, for vectors of VECTYPE (memory.cc).  */
unsigned widen_access_align (tree ref, tree vectype, const vector_shape &as);
tree widen_vector_mem_ref (tree vectype, tree addr, unsigned align,
			   tree alias);
tree widen_strided_load (widen_ctx *w, tree ref, tree vt,
			 const strided_layout &ly, tree addr, unsigned align,
			 gimple_stmt_iterator *gsi);

/* Two accumulators for each reduction of the vector loop
   (accumulate.cc).  */
unsigned split_accumulators (region *r);

/* A vector loop of twice the register width as two chains
   (interleave.cc).  */
bool interleave_p (region *r);
unsigned split_wide_vectors (region *r);

/* Plain and no stores around the masked stores of R's vector loop where
   masks are vectors of lanes (storepaths.cc).  */
unsigned store_paths (region *r);
unsigned store_pairs (region *r);

/* Calls to simd clones (clones.cc).  */
cgraph_node *choose_simd_clone (region *r, gcall *stmt, bool masked);
void call_simd_clone (widen_ctx *w, gcall *stmt, cgraph_node *n, tree mask,
		      gimple_stmt_iterator *gsi);

/* Calls made by a loop over the active lanes (active.cc).  */
bool calls_active_lanes_p (region *r, gcall *stmt);
tree widen_call_active_lanes (widen_ctx *w, gcall *stmt, tree mask,
			      tree result_vectype, gimple_stmt_iterator *gsi);

/* Operations (operations.cc): the assignments that are neither memory
   accesses nor calls.  */
bool widen_complex_value_p (region *r, tree name);
bool widen_division_p (gassign *stmt);
void widen_assign (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi);

/* Ordered simd regions (lanes.cc).  */
bool check_ordered_regions (region *r);
void widen_ordered_region (widen_ctx *w, gimple *start,
			   vec<gimple *> *handled);

/* Memory (memory.cc, gather.cc) and calls (calls.cc).  */
bool memory_check_stmt (region *r, gimple *stmt, bool predicated);
/* Whether REF is an element of a lane-private array.  */
bool lane_private_ref_p (tree ref);
bool lane_private_indexed_p (tree ref);
/* The conditional loads that need no mask (loadplan.cc).  */
void memory_plan_loads (region *r);
void memory_hoist_unmasked_loads (region *r);
void widen_load (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi);
void widen_store (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi);
/* Give new memory statement G virtual operands to be renamed.  */
void widen_set_vops (gimple *g, bool store);
/* Gathers and scatters (gather.cc): the vector of the lanes of REF of
   vector type VT loaded under MASK, or whether VAL was stored, emitted
   before GSI; NULL_TREE or false when the target cannot.  */
tree widen_try_gather (widen_ctx *w, tree ref, tree vt, tree mask,
		       gimple_stmt_iterator *gsi);
bool widen_try_scatter (widen_ctx *w, tree ref, tree val, tree vt, tree mask,
			gimple_stmt_iterator *gsi);
bool gather_planned_p (region *r, tree ref, tree vt, bool store);
bool calls_check_stmt (region *r, gcall *stmt, bool predicated);
/* What widening makes of a call (calls.cc) and of a memory access
   (memory.cc), as the cost model (cost.cc) sees it before any change.  */
enum call_kind { CALL_FREE, CALL_SCALAR, CALL_IFN, CALL_VECTOR, CALL_CLONE,
		 CALL_PER_LANE, CALL_CHECK };
enum call_kind calls_kind (region *r, gcall *stmt, bool masked);
enum mem_kind { MEM_SCALAR, MEM_LANE_PRIVATE, MEM_CONTIGUOUS, MEM_REVERSED,
		MEM_MASKED, MEM_WHOLE, MEM_STRIDED, MEM_GATHER, MEM_PER_LANE };
enum mem_kind memory_kind (region *r, gassign *stmt, bool masked);
void widen_record_plan (region *r);
void widen_call (widen_ctx *w, gcall *stmt, gimple_stmt_iterator *gsi);

/* profile.cc */
void profile_widen_call (widen_ctx *w, gimple *stmt, gimple_stmt_iterator *gsi);

#endif /* LOCKSTEP_WIDEN_H */
