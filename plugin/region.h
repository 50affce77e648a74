/* The region overlay shared by all lockstep pipeline stages.
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

#ifndef LOCKSTEP_REGION_H
#define LOCKSTEP_REGION_H

/* An iterator at the end of BB: statements inserted before it with
   GSI_SAME_STMT are appended in order.  */

static inline gimple_stmt_iterator
region_gsi_end (basic_block bb)
{
  gimple_stmt_iterator end;
  end.ptr = NULL;
  end.seq = bb_seq_addr (bb);
  end.bb = bb;
  return end;
}

/* An iterator before the control statement of BB, or at its end: what
   is inserted before it with GSI_SAME_STMT goes after BB's other
   statements, in order.  */

static inline gimple_stmt_iterator
region_before_control (basic_block bb)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
    return gsi;
  return region_gsi_end (bb);
}

/* Options (plugin.cc).  */

enum lockstep_boscc { LOCKSTEP_BOSCC_OFF, LOCKSTEP_BOSCC_ON,
		      LOCKSTEP_BOSCC_AUTO };
enum lockstep_veclib { LOCKSTEP_VECLIB_NONE, LOCKSTEP_VECLIB_GLIBC,
		       LOCKSTEP_VECLIB_SLEEF };

enum lockstep_width { LOCKSTEP_WIDTH_AUTO, LOCKSTEP_WIDTH_PREFERRED,
		      LOCKSTEP_WIDTH_WIDEST };
enum lockstep_interleave { LOCKSTEP_INTERLEAVE_AUTO,
			   LOCKSTEP_INTERLEAVE_OFF };

/* The stages of vectorizing a loop, in order, for option stop-after.  */
enum lockstep_stage { LOCKSTEP_STAGE_NONE, LOCKSTEP_STAGE_PREPARE,
		      LOCKSTEP_STAGE_ANALYZE, LOCKSTEP_STAGE_STRIP_MINE,
		      LOCKSTEP_STAGE_DIVERGENT_LOOPS,
		      LOCKSTEP_STAGE_LINEARIZE, LOCKSTEP_STAGE_WIDEN };

/* The largest vector factor lockstep uses: 64 lanes of char fill a 512-bit
   vector; more lanes only multiply the code.  */
#define LOCKSTEP_MAX_VF 64

struct lockstep_options
{
  unsigned vf;			/* Forced vector factor, 0 if none.  */
  bool disable;			/* Vectorize nothing.  */
  bool strict_fp;		/* Safe FP operands in masked-off lanes.  */
  enum lockstep_boscc boscc;
  enum lockstep_veclib veclib;
  enum lockstep_width width;	/* Vector width when vf= is not given.  */
  enum lockstep_interleave interleave;	/* Two chains for divergent
					   loops.  */
  bool analyze_all;		/* Analyze every loop, change nothing.  */
  bool cost_unlimited;		/* Vectorize without the cost model.  */
  bool profile;			/* Count lanes at run time.  */
  enum lockstep_stage stop_after;	/* Stop after this stage.  */
  bool verify;			/* Check the IL after local renaming.  */
};

extern struct lockstep_options lockstep_opts;

/* Vector shapes (shape.cc): the stride/alignment lattice of thesis ch. 10.

   SHAPE_STRIDED (s, a): lane K holds lane0 + K * s, computed in the value's
   type (pointers: in bytes); lane 0 is a multiple of a (a == 0: lane 0 is
   exactly 0).  Stride 0 is the uniform shape.
   SHAPE_VARYING a: the lanes are unrelated, each a multiple of a.
   NOWRAP on a strided shape says that lane0 + K * s, computed in the
   integers, is within the range of the value's type for every lane K that
   executes, so comparisons and extensions may treat the lanes as a line.  */

enum shape_class { SHAPE_BOTTOM, SHAPE_STRIDED, SHAPE_VARYING };

/* A member of a group of accesses of a constant stride (strided.cc).  */

struct strided_member
{
  gimple *leader;		/* The member at offset 0.  */
  unsigned offset;		/* In elements, from the leader's.  */
};

struct vector_shape
{
  enum shape_class cls;
  bool nowrap;
  HOST_WIDE_INT stride;
  unsigned HOST_WIDE_INT align;
};

vector_shape shape_bottom ();
vector_shape shape_uniform (unsigned HOST_WIDE_INT align = 1);
vector_shape shape_strided (HOST_WIDE_INT stride, unsigned HOST_WIDE_INT align,
			    bool nowrap);
vector_shape shape_varying (unsigned HOST_WIDE_INT align = 1);
bool shape_uniform_p (const vector_shape &);
bool shape_varying_p (const vector_shape &);
bool shape_strided_p (const vector_shape &);
bool shape_equal_p (const vector_shape &, const vector_shape &);
vector_shape shape_join (const vector_shape &, const vector_shape &);
unsigned HOST_WIDE_INT shape_thread_align (const vector_shape &);
unsigned HOST_WIDE_INT ugcd (unsigned HOST_WIDE_INT a, unsigned HOST_WIDE_INT b);
void shape_print (FILE *, const vector_shape &);

struct region;

/* The transfer function of statement STMT: the shape of its result from
   the shapes of its operands as R records them.  */
vector_shape shape_of_stmt (region *r, gimple *stmt);
/* The shape of operand OP (SSA name or invariant).  */
vector_shape shape_of_operand (region *r, tree op);
/* The shape of comparison OP0 CODE OP1.  */
vector_shape shape_of_condition (region *r, enum tree_code code, tree op0,
				 tree op1);
/* The shape of the address of memory reference REF.  */
vector_shape shape_of_address (region *r, tree ref);

/* How a header PHI of the vectorized loop evolves (legality.cc).  */

struct loop_iv
{
  gphi *phi;
  tree step;			/* Per scalar iteration; INTEGER_CST or a
				   loop-invariant value.  */
  bool nowrap;
};

/* The region: everything the stages know about one omp simd loop.  Stages
   read and extend it; none keeps private state across stages.  */

struct region
{
  function *fun;
  class loop *loop;		/* The loop being vectorized.  */
  location_t loc;		/* Its location, for diagnostics.  */
  dump_user_location_t dump_loc;
  unsigned vf;			/* Vector factor.  */
  /* Whether VF is twice the target's, run as two chains (interleave.cc):
     the vector loop's statements work on halves.  */
  bool interleave;
  tree simduid;			/* loop->simduid or NULL_TREE.  */
  edge exit;			/* The exit edge (the only one but for
				   those of rare.cc).  */
  tree niters;			/* Number of scalar iterations (header
				   executions), valid on the preheader edge;
				   may be an unsimplified expression.  */
  tree niters_type;
  /* The condition of an if (simd: ...) clause, or NULL_TREE: without it
     the loop runs scalar.  */
  tree if_cond;
  /* The block whose condition chooses between the vector loop and the
     scalar loop (after strip mining).  */
  basic_block version_bb;
  /* The scalar loop strip_mine made, which runs the remaining iterations
     (or all, when the vector loop does not run).  */
  class loop *scalar_loop;

  /* Header PHIs that are induction variables.  */
  vec<loop_iv> ivs;

  /* Blocks of the loop in block index order (thesis §2.5): a topological
     order of the loop body without back edges, compact for loops and for
     dominance regions.  The loop header comes first, the latch last.  */
  vec<basic_block> body;
  /* Block index number of each block, indexed by bb->index; -1 outside.  */
  vec<int> bindex;

  /* Vector shapes indexed by SSA_NAME_VERSION.  */
  vec<vector_shape> shapes;

  /* Divergence analysis results, bitmaps of bb->index.  */
  bitmap divergent_blocks;	/* Blocks ending in a divergent branch.  */
  bitmap join_blocks;		/* Sync dependent blocks (sdep*).  */
  bitmap divergent_exits;	/* Temporal dependent loop exits (tdep*).  */
  bitmap varying_pred_blocks;	/* Blocks with a varying predicate (adep*).  */
  bitmap divergent_loops;	/* loop->num of divergent inner loops.  */
  bitmap address_only;		/* SSA versions of varying values used
				   only in addresses (divergence.cc).  */
  bitmap continuing_blocks;	/* Blocks of transformed divergent loops
				   that dominated the loop's latch: some
				   lane passes them in every iteration but
				   the last (divloop.cc, for boscc.cc).  */

  /* Block predicates as SSA names after predicate.cc, indexed by
     bb->index; NULL_TREE where the predicate is true.  */
  vec<tree> block_pred;
  /* Edge predicates (predicate.cc) of the edges of the region's DAG.  */
  hash_map<edge, tree> *edge_pred;
  /* The partial linearization plan (linearize.cc).  */
  struct lin_plan *lin;

  /* Divergent loop transform (divloop.cc): headers whose predicate is a
     live mask (the SSA name read at their start), and blocks that take
     the predicate of another block.  */
  hash_map<int_hash <int, -1, -2>, tree> *live_masks;
  hash_map<int_hash <int, -1, -2>, basic_block> *pred_alias;
  /* Variables that carry a value for lanes that are not active (live
     masks, exit masks and live-out trackers of divergent loops): at a join,
     a lane that comes in over no edge keeps the value it had (the thesis'
     shadow PHI nodes).  */
  hash_set<tree> *trackers;
  /* The plan (loadplan.cc, memory_plan_loads): loads that need no mask,
     since every path through an iteration accesses the same location or
     they read a declared array within its bounds.  */
  hash_set<gimple *> *unmasked_loads;
  /* What the cost model priced each memory statement and each call at
     (widen_record_plan): an enum mem_kind or an enum call_kind, which
     widening compares with what it makes (memory_plan_check,
     calls_plan_check).  */
  hash_map<gimple *, int> *plan;
  /* Loads and stores in groups of a constant stride (strided_plan_groups):
     for each, its offset in its group and the group's first member.  */
  hash_map<gimple *, strided_member> *strided_groups;
  /* Remarks on how statements were vectorized, printed as notes after the
     loop's "vectorized" line (region_remark).  */
  vec<location_t> remark_locs;
  vec<char *> remarks;
  tree any_decl;
  tree active_decl;
  /* The all-false skip tests (boscc.cc), for the profile.  */
  vec<gimple *> boscc_tests;
  /* The blocks whose uniform branch leaves the loop to a call that does
     not return (rare.cc), and the name of the first such function.  */
  vec<basic_block> rare_tests;
  const char *rare_callee;
  /* Whether the header tests the rare exits' conditions first, as they
     come after a store (rare.cc; the scalar loop's copy of that test is
     false).  */
  bool rare_early;
  /* The run-time profile's counters (profile.cc), or NULL.  */
  struct profile_plan *profile;

  /* The cost model's estimate of the vector loop's speedup over the
     scalar loop (cost.cc).  */
  double speedup;
  /* Whether the cost model left the loop to GCC's vectorizer.  */
  bool left_to_gcc;
  /* Statistics for the report.  */
  unsigned n_linearized;
  unsigned n_kept;
  unsigned n_divergent_loops;
  unsigned n_boscc;
  /* The number of statements of the loop as analysis found it.  */
  unsigned long scalar_size;

  /* Why the loop cannot be vectorized, or NULL.  */
  char *reason;
  location_t reason_loc;
};

void region_init (region *r, function *fun, class loop *loop);
/* prepare.cc */
bool split_irreducible_entries (class loop *loop, bool dry_run,
			       bool *too_big);
bool split_loop_nests_p (class loop *loop);
bool merge_split_loop_nests (class loop *loop);
bool remove_dead_exits (class loop *loop, bool dry_run = false);
bool split_embedded_comparisons (class loop *loop, bool dry_run = false);
bool privatize_memory (region *r, bool apply, bool *changed);
bool simd_array_p (tree decl);
void region_free (region *r);
/* Record the first reason the region fails, formatted like printf, at LOC
   (UNKNOWN_LOCATION: the loop's).  Returns false.  */
void region_forget_bounds (class loop *l);
const char *call_name (gcall *call);
void region_remark (region *r, location_t loc, const char *fmt, ...)
  ATTRIBUTE_PRINTF_3;
bool region_fail (region *r, location_t loc, const char *fmt, ...)
  ATTRIBUTE_PRINTF_3;
bool region_failed_p (const region *r);
const char *tree_str (tree t);
vector_shape &region_shape (region *r, tree name);
void region_set_shape (region *r, tree name, const vector_shape &s);
/* Legality (legality.cc): the loop's structure, IVs, trip count,
   .GOMP_SIMD_* uses and clauses lockstep handles.  */
bool region_analyze (region *r);
/* The functions of lockstep.h (api.cc).  */
enum lockstep_api { LOCKSTEP_API_NONE, LOCKSTEP_API_ANY, LOCKSTEP_API_ALL,
		    LOCKSTEP_API_BALLOT, LOCKSTEP_API_POPCOUNT,
		    LOCKSTEP_API_LANE, LOCKSTEP_API_NUM_LANES };
enum lockstep_api region_api_call (gimple *stmt);

/* The intrinsics __lockstep_any and __lockstep_active (api.cc).  */
tree region_any_decl (region *r);
tree region_active_decl (region *r);
bool region_intrinsic_call_p (region *r, gimple *stmt, tree decl);
tree region_build_any_takes (region *r, gcond *cond, edge e, gimple_seq *seq);
void region_resolve_active (region *r);
/* Compute R->body and R->bindex (blockindex.cc).  */
void region_compute_block_index (region *r);
/* The blocks of a loop in reverse postorder, back edges left out.  */
void region_loop_rpo (class loop *loop, vec<basic_block> *body);
/* The shape a header PHI of the vectorized loop starts with, or bottom if
   PHI is not an IV.  */
const loop_iv *region_iv (region *r, gphi *phi);
bool region_contains_p (const region *r, basic_block bb);

/* Into-SSA within the blocks of one loop (rename.cc): begin before a
   stage changes the blocks, finish after it.  */
struct rename_scope
{
  bitmap blocks;		/* Indices of the blocks.  */
  hash_set<tree> *old_vops;	/* Virtual operands they defined.  */
  vec<gimple *> users;		/* Statements outside that used those.  */
  bool pending;			/* An update was pending at the start.  */
};
void rename_scope_begin (rename_scope *scope, function *fun,
			 const vec<basic_block> &blocks);
bool rename_scope_finish (rename_scope *scope, function *fun,
			  const vec<basic_block> &blocks, edge entry);
void rename_scope_discard (rename_scope *scope);
void rename_loop_blocks (class loop *loop, vec<basic_block> *blocks,
			 edge *entry);
void verify_renamed_function (function *fun);
bool join_virtual_operands (basic_block bb, tree old);
tree virtual_operand_at_end (basic_block bb);
/* Whether E is an edge of the region's DAG: inside the loop body, not a
   back edge, not the vectorized loop's own back edge or exit.  */
bool region_dag_edge_p (region *r, edge e);
/* The loop header at whose start per-iteration variables of BB are
   reset.  */
basic_block region_reset_block (region *r, basic_block bb);
bool region_undefined_value_p (tree val);
tree region_undefined_value (tree type);

/* Target queries (target.cc).  */
unsigned target_choose_vf (region *r, bool final);
tree target_vector_type (tree scalar, unsigned vf);
tree target_mask_type (tree vectype);
bool target_mask_load_store_p (tree vectype, bool is_load);
bool target_vcond_mask_p (tree vectype, tree masktype);
double target_masked_store_cycles (tree vectype);
bool target_masked_store_full_path_p (tree vectype);

/* calls.cc */
bool calls_sanitizer_check_p (gimple *stmt);
unsigned target_vector_op_pieces (tree type, bool lanewise);
bool target_bitmask_p (tree masktype);
bool target_vector_size_p (machine_mode mode);
bool target_cbranch_p (tree masktype);
tree target_builtin_gather (tree vectype, tree index_type, int scale);
tree target_builtin_scatter (tree vectype, tree index_type, int scale);
bool target_reduc_p (internal_fn fn, tree vectype);
const char *target_sleef_isa (bool single, unsigned nunits, unsigned *lanes);
/* The scalar type of the elements a statement works on, or NULL_TREE.  */
tree target_stmt_scalar_type (gimple *stmt);
bool vector_data_stmt_p (region *r, gimple *stmt);

/* Divergence analysis (divergence.cc) and sync dependence (syncdep.cc).  */
void compute_divergence (region *r);
bool divergent_branch_p (region *r, basic_block bb);
void sync_dependence (region *r, basic_block div_block, bitmap joins,
		      bitmap div_exits);
void dump_divergence (region *r, FILE *f, const char *stage = NULL);

/* Transformations.  */
bool predicate_region (region *r);
bool transform_divergent_loops (region *r);
bool plan_linearization (region *r);
bool partially_linearize (region *r, rename_scope *scope);
void free_linearization (region *r);
bool insert_boscc_gadgets (region *r);
edge boscc_gadget_edge (region *r, basic_block a);
/* The run-time profile (profile.cc).  */
void profile_note_exits (region *r);
void profile_insert (region *r);
bool profile_call_p (region *r, gimple *stmt);
void profile_finish (region *r);
void profile_free (region *r);
void profile_finish_unit (void *, void *);
/* graph.cc */
void graph_write_region (region *r, const char *stage);
bool widen_check_stmt (region *r, gimple *stmt, bool predicated);
/* The cost model (cost.cc): whether the vector loop beats the scalar
   loop; sets R->speedup.  */
bool cost_profitable_p (region *r);
bool widen_region (region *r);

/* Strip mining (stripmine.cc): version the loop into a vector loop and a
   scalar remainder, rewrite .GOMP_SIMD_* and connect the two loops.  */
bool strip_mine (region *r, class loop **scalar_loop);
void remainder_starts (region *r, class loop *loop, class loop *nloop,
		       tree done, gimple_seq *eseq,
		       vec<std::pair<gphi *, tree> > *starts);

/* Exits to calls that do not return (rare.cc).  */
bool rare_exits_p (class loop *loop);
bool guard_rare_exits (region *r);
void connect_rare_exits (region *r, class loop *loop, class loop *nloop,
			 basic_block merge, tree k);
void abort_vector_loop (region *r);

/* The pass (pass.cc).  */
gimple_opt_pass *make_pass_lockstep (gcc::context *ctxt);

/* The functions lockstep vectorized a loop of, and the GCC passes they
   skip (vectorized.cc).  */
void note_function_vectorized (function *fun);
bool function_vectorized_p (function *fun);
void override_gate (void *gcc_data, void *user_data);

/* Notes for the omp simd loops the pass never sees (notes.cc): those GCC
   runs with safelen(1), found by the front-end hook
   note_scalar_simd_loops, and those GCC removed.  */
void note_scalar_simd_loops (void *gcc_data, void *user_data);
bool scalar_simd_notes_p (function *fun);
void report_scalar_simd_loops (function *fun);
void report_removed_simd_loops (function *fun);

/* Small loops unrolled twice by GCC's RTL unroller (unroll.cc): lockstep's
   vector loops, and after GCC's vectorizer the vector loops it made of
   the loops lockstep left to it.  */
bool unroll_loop_p (region *r);
void unroll_twice (region *r);
gimple_opt_pass *make_pass_lockstep_unroll (gcc::context *ctxt);

/* Selects the target cannot expand, as bit operations right before GCC's
   isel, in the functions lockstep vectorized (selects.cc).  */
gimple_opt_pass *make_pass_lockstep_selects (gcc::context *ctxt);
/* Mask logic GCC's folding misses, in the same pass (masks.cc).  */
unsigned simplify_disjoint_masks (function *fun);

#endif /* LOCKSTEP_REGION_H */
