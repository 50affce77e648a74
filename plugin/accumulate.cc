/* Two accumulators for a reduction in the vector loop.
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

/* A reduction's partial results live in one of GCC's omp simd arrays, one
   element per lane.  Widened, its update is a vector load of the array, an
   operation and a vector store back, every vector iteration; GCC's store
   motion keeps the vector in a register.  That is one dependence chain
   through the loop: in a small loop (a conditional sum) its latency, not
   the loop's instructions, bounds the speed, and unrolling the loop does
   not shorten it.  GCC's vectorizer and Clang's keep several accumulators
   for this.

   split_accumulators does so on the vector loop that is to be unrolled:
   the update ACC = ACC OP X becomes two accumulators A and B, with
   NEW = A OP X and the pair (A, B) becoming (B, NEW) each iteration:
   iterations alternate between two independent chains, which the
   unrolling makes two registers without copies.  A starts from the
   array's value before the loop, B from OP's neutral element (from the
   array's value again for the idempotent MIN, MAX, AND and IOR); on the
   loop's exit the array gets B OP NEW.

   This reassociates the update.  For integers and for minimum and maximum
   each lane's result is exactly the same (additions and products are done
   in the unsigned type, where they wrap).  For floating-point additions
   and products it is what OpenMP allows a reduction: the only values
   carried from one iteration to the next in an omp simd array are those of
   reductions, since a private variable read before it is written in an
   iteration has an unspecified value.  lockstep's own per-lane copies
   (private.cc) are not omp simd arrays and keep one chain.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* One accumulator: the load L, the update G and the store S.  */

struct accumulator
{
  gassign *load, *update, *store;
  tree decl;			/* The omp simd array.  */
  tree_code code;		/* G's operation.  */
};

/* Whether CODE on elements of TYPE may be reassociated as split_accumulators
   does, for an omp simd array.  */

static bool
splittable_code_p (tree_code code, tree type)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      return INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type);
    case MIN_EXPR:
    case MAX_EXPR:
      return INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type);
    case BIT_IOR_EXPR:
    case BIT_AND_EXPR:
    case BIT_XOR_EXPR:
      return INTEGRAL_TYPE_P (type);
    default:
      return false;
    }
}

/* Whether A OP A is A for CODE.  */

static bool
idempotent_code_p (tree_code code)
{
  return code == MIN_EXPR || code == MAX_EXPR || code == BIT_IOR_EXPR
	 || code == BIT_AND_EXPR;
}

/* The only non-debug use of NAME, or NULL if it has none or several.  */

static gimple *
single_real_use (tree name)
{
  use_operand_p use;
  gimple *stmt;
  if (!single_imm_use (name, &use, &stmt))
    return NULL;
  return stmt;
}

/* Whether ADDR, the address of a vector access in LOOP, can be computed
   before and after LOOP: its SSA names are defined outside LOOP, or inside
   it as constants or as addresses built of such names.  DEPTH bounds the
   walk.  */

static bool
invariant_address_p (tree addr, class loop *loop, int depth = 0)
{
  if (depth > 4)
    return false;
  if (TREE_CODE (addr) != SSA_NAME)
    {
      if (is_gimple_min_invariant (addr))
	return true;
      if (!EXPR_P (addr) && !REFERENCE_CLASS_P (addr))
	return DECL_P (addr) || CONSTANT_CLASS_P (addr);
      for (int i = 0; i < TREE_OPERAND_LENGTH (addr); i++)
	{
	  tree op = TREE_OPERAND (addr, i);
	  if (op && !TYPE_P (op) && !invariant_address_p (op, loop, depth + 1))
	    return false;
	}
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (addr);
  if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return true;
  gassign *a = dyn_cast <gassign *> (def);
  if (!a || !gimple_assign_single_p (a) || gimple_vuse (a))
    return false;
  tree rhs = gimple_assign_rhs1 (a);
  return (TREE_CODE (rhs) == INTEGER_CST || TREE_CODE (rhs) == ADDR_EXPR
	  || TREE_CODE (rhs) == SSA_NAME)
	 && invariant_address_p (rhs, loop, depth + 1);
}

/* A copy of invariant_address_p's ADDR with the names defined in LOOP
   replaced by their definitions.  */

static tree
invariant_address (tree addr, class loop *loop)
{
  if (TREE_CODE (addr) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (addr);
      if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return addr;
      return invariant_address (gimple_assign_rhs1 (def), loop);
    }
  if (TYPE_P (addr) || DECL_P (addr) || CONSTANT_CLASS_P (addr)
      || (!EXPR_P (addr) && !REFERENCE_CLASS_P (addr)))
    return addr;
  addr = copy_node (addr);
  for (int i = 0; i < TREE_OPERAND_LENGTH (addr); i++)
    if (TREE_OPERAND (addr, i))
      TREE_OPERAND (addr, i) = invariant_address (TREE_OPERAND (addr, i),
						  loop);
  if (TREE_CODE (addr) == ADDR_EXPR)
    recompute_tree_invariant_for_addr_expr (addr);
  return addr;
}

/* Whether the vector accesses REF1 and REF2 are of one place: equal, or
   MEM_REFs at equal offsets whose addresses are names of one address
   (widening computes the address of the lanes' copies anew for each
   access).  */

static bool
same_place_p (tree ref1, tree ref2)
{
  if (operand_equal_p (ref1, ref2, 0))
    return true;
  if (TREE_CODE (ref1) != MEM_REF || TREE_CODE (ref2) != MEM_REF
      || !types_compatible_p (TREE_TYPE (ref1), TREE_TYPE (ref2))
      || !operand_equal_p (TREE_OPERAND (ref1, 1), TREE_OPERAND (ref2, 1), 0))
    return false;
  tree a1 = TREE_OPERAND (ref1, 0), a2 = TREE_OPERAND (ref2, 0);
  if (TREE_CODE (a1) != SSA_NAME || TREE_CODE (a2) != SSA_NAME)
    return false;
  gassign *d1 = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a1));
  gassign *d2 = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (a2));
  return (d1 && d2 && gimple_assign_rhs_code (d1) == ADDR_EXPR
	  && gimple_assign_rhs_code (d2) == ADDR_EXPR
	  && operand_equal_p (gimple_assign_rhs1 (d1),
			      gimple_assign_rhs1 (d2), 0));
}

/* Whether STMT, a store of LOOP after widening, updates an accumulator in
   an omp simd array, every iteration, as ACC = L OP X with L a load of the
   same vector (in STMT's block or one that dominates it: the update of a
   select of two updates is made at the join of the two sides, after the
   load); fill *ACC if so.  EXIT is LOOP's only exit.  */

static bool
accumulator_store_p (class loop *loop, edge exit, gimple *stmt,
		     accumulator *acc)
{
  gassign *s = dyn_cast <gassign *> (stmt);
  if (!s || !gimple_store_p (s) || gimple_has_volatile_ops (s)
      || TREE_CODE (gimple_assign_rhs1 (s)) != SSA_NAME)
    return false;
  tree ref = gimple_assign_lhs (s);
  tree vt = TREE_TYPE (ref);
  if (!VECTOR_TYPE_P (vt) || TREE_CODE (ref) != MEM_REF
      || !integer_zerop (TREE_OPERAND (ref, 1)))
    return false;
  tree base = get_base_address (ref);
  if (!base || TREE_CODE (base) == MEM_REF)
    {
      /* The address is an SSA name: find the array through it.  */
      tree addr = TREE_OPERAND (ref, 0);
      base = NULL_TREE;
      if (TREE_CODE (addr) == SSA_NAME)
	if (gassign *d = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (addr)))
	  if (gimple_assign_rhs_code (d) == ADDR_EXPR)
	    base = get_base_address (TREE_OPERAND (gimple_assign_rhs1 (d), 0));
    }
  if (!base || !VAR_P (base) || !simd_array_p (base)
      || !invariant_address_p (TREE_OPERAND (ref, 0), loop))
    return false;
  basic_block bb = gimple_bb (s);
  if (bb->loop_father != loop
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, bb)
      || !dominated_by_p (CDI_DOMINATORS, exit->src, bb))
    return false;

  gassign *g = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (s)));
  if (!g || gimple_bb (g) != bb || single_real_use (gimple_assign_lhs (g)) != s)
    return false;
  tree_code code = gimple_assign_rhs_code (g);
  if (!splittable_code_p (code, TREE_TYPE (vt)))
    return false;
  for (int k = 0; k < 2; k++)
    {
      tree op = gimple_op (g, 1 + k);
      if (TREE_CODE (op) != SSA_NAME)
	continue;
      gassign *l = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
      if (!l || !gimple_bb (l) || gimple_bb (l)->loop_father != loop
	  || !dominated_by_p (CDI_DOMINATORS, bb, gimple_bb (l))
	  || !gimple_assign_load_p (l)
	  || gimple_has_volatile_ops (l)
	  || !same_place_p (gimple_assign_rhs1 (l), ref)
	  || single_real_use (op) != g
	  || (k == 1 && code == MINUS_EXPR)
	  || operand_equal_p (gimple_op (g, 2 - k), op, 0))
	continue;
      acc->decl = base;
      acc->load = l;
      acc->update = g;
      acc->store = s;
      acc->code = code;
      return true;
    }
  return false;
}

/* Reset the debug binds that use NAME.  */

static void
reset_debug_uses (tree name)
{
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, name)
    if (is_gimple_debug (use))
      {
	gimple_debug_bind_reset_value (use);
	update_stmt (use);
      }
}

/* Remove the assignments of BODY (NBLOCKS blocks) whose results nobody
   uses, repeatedly: widening leaves some, loads of the accumulator among
   them.  */

static void
remove_dead_assignments (basic_block *body, unsigned nblocks)
{
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = 0; i < nblocks; i++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	     !gsi_end_p (gsi);)
	  {
	    gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	    tree lhs = a ? gimple_assign_lhs (a) : NULL_TREE;
	    if (!lhs || TREE_CODE (lhs) != SSA_NAME || gimple_vdef (a)
		|| gimple_has_side_effects (a) || !has_zero_uses (lhs))
	      {
		gsi_next (&gsi);
		continue;
	      }
	    reset_debug_uses (lhs);
	    gsi_remove (&gsi, true);
	    release_defs (a);
	    changed = true;
	  }
    }
}

/* Whether a dereference of pointer PTR may access DECL, a local variable
   whose address does not escape: PTR's points-to set says so, or, for a
   pointer made after points-to analysis ran (widening makes them), that of
   the pointer it was computed from.  */

static bool
deref_may_access_decl_p (tree ptr, tree decl)
{
  for (int depth = 0; depth < 8; depth++)
    {
      if (TREE_CODE (ptr) == ADDR_EXPR)
	{
	  tree base = get_base_address (TREE_OPERAND (ptr, 0));
	  return !base || !DECL_P (base) || base == decl;
	}
      if (TREE_CODE (ptr) != SSA_NAME || !POINTER_TYPE_P (TREE_TYPE (ptr)))
	return true;
      if (struct ptr_info_def *pi = SSA_NAME_PTR_INFO (ptr))
	return pt_solution_includes (&pi->pt, decl);
      gassign *def = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
      if (!def)
	return true;
      tree_code code = gimple_assign_rhs_code (def);
      if (code != POINTER_PLUS_EXPR && code != SSA_NAME && code != ADDR_EXPR
	  && !CONVERT_EXPR_CODE_P (code))
	return true;
      ptr = gimple_assign_rhs1 (def);
    }
  return true;
}

/* Whether memory reference REF may access DECL (see above).  */

static bool
ref_may_access_decl_p (tree ref, tree decl)
{
  tree base = get_base_address (ref);
  if (!base)
    return true;
  if (DECL_P (base))
    return base == decl;
  if (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
    return deref_may_access_decl_p (TREE_OPERAND (base, 0), decl);
  return true;
}

/* Whether every other statement of LOOP (BODY, its NBLOCKS blocks) leaves
   ACC's array DECL alone: assignments that do not access it, no calls
   that may.  DECL's address does not escape (it is an omp simd array).  */

static bool
accumulator_alone_p (basic_block *body, unsigned nblocks,
		     const accumulator &acc, tree decl)
{
  for (unsigned i = 0; i < nblocks; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (stmt == acc.load || stmt == acc.store || !gimple_vuse (stmt))
	  continue;
	if (gcall *call = dyn_cast <gcall *> (stmt))
	  {
	    if (!gimple_call_internal_p (call))
	      return false;
	    internal_fn fn = gimple_call_internal_fn (call);
	    if ((fn != IFN_MASK_LOAD && fn != IFN_MASK_STORE)
		|| deref_may_access_decl_p (gimple_call_arg (call, 0), decl))
	      return false;
	    continue;
	  }
	gassign *a = dyn_cast <gassign *> (stmt);
	if (!a)
	  return false;
	if (gimple_store_p (a)
	    && ref_may_access_decl_p (gimple_assign_lhs (a), decl))
	  return false;
	if (gimple_assign_load_p (a)
	    && ref_may_access_decl_p (gimple_assign_rhs1 (a), decl))
	  return false;
      }
  return true;
}

/* The neutral element of CODE (MINUS_EXPR: of the addition that combines
   its partial results) for vectors of type VT.  */

static tree
neutral_element (tree_code code, tree vt)
{
  tree elt = TREE_TYPE (vt);
  switch (code)
    {
    case MULT_EXPR:
      return build_one_cst (vt);
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (SCALAR_FLOAT_TYPE_P (elt))
	{
	  /* -0.0: x + -0.0 is x for every x, +0.0 and -0.0 included.  */
	  REAL_VALUE_TYPE m0 = real_value_negate (&dconst0);
	  return build_vector_from_val (vt, build_real (elt, m0));
	}
      return build_zero_cst (vt);
    default:
      return build_zero_cst (vt);
    }
}

/* V as TYPE, reinterpreted if need be, emitted to SEQ.  */

static tree
as_type (gimple_seq *seq, tree type, tree v)
{
  if (types_compatible_p (TREE_TYPE (v), type))
    return v;
  if (CONSTANT_CLASS_P (v))
    return fold_build1 (VIEW_CONVERT_EXPR, type, v);
  return gimple_build (seq, VIEW_CONVERT_EXPR, type, v);
}

/* Split accumulator ACC of LOOP, whose only exit is EXIT, in two.  */

static void
split_one (class loop *loop, edge exit, const accumulator &acc)
{
  tree ref = gimple_assign_lhs (acc.store);
  tree vt = TREE_TYPE (ref);
  tree elt = TREE_TYPE (vt);
  /* Additions and products of integers wrap in the unsigned type.  */
  tree ct = vt;
  if (INTEGRAL_TYPE_P (elt) && TYPE_OVERFLOW_UNDEFINED (elt)
      && (acc.code == PLUS_EXPR || acc.code == MINUS_EXPR
	  || acc.code == MULT_EXPR))
    ct = unsigned_type_for (vt);
  tree_code combine = acc.code == MINUS_EXPR ? PLUS_EXPR : acc.code;

  /* Before the loop: A from the array, B neutral.  */
  gimple_seq seq = NULL;
  tree pre_ref = unshare_expr (ref);
  /* The address in an SSA name: a MEM_REF of the address of an array
     element is not valid GIMPLE.  */
  tree addr = invariant_address (TREE_OPERAND (ref, 0), loop);
  gimple_seq aseq = NULL;
  addr = force_gimple_operand (addr, &aseq, true, NULL_TREE);
  gimple_seq_add_seq (&seq, aseq);
  if (TREE_CODE (addr) != SSA_NAME)
    {
      tree name = make_ssa_name (TREE_TYPE (addr));
      gimple_seq_add_stmt (&seq, gimple_build_assign (name, addr));
      addr = name;
    }
  TREE_OPERAND (pre_ref, 0) = addr;
  tree init = make_ssa_name (vt);
  gassign *ld = gimple_build_assign (init, pre_ref);
  widen_set_vops (ld, false);
  gimple_seq_add_stmt (&seq, ld);
  tree ainit = as_type (&seq, ct, init);
  tree binit = (idempotent_code_p (acc.code) ? ainit
		: as_type (&seq, ct, neutral_element (acc.code, vt)));
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (loop), seq);

  /* In the loop: NEW = A OP X; (A, B) becomes (B, NEW).  */
  tree a = make_ssa_name (ct), b = make_ssa_name (ct);
  gphi *pa = create_phi_node (a, loop->header);
  gphi *pb = create_phi_node (b, loop->header);
  gimple_stmt_iterator gsi = gsi_for_stmt (acc.update);
  tree lval = gimple_assign_lhs (acc.load);
  tree x = gimple_assign_rhs1 (acc.update) == lval
	   ? gimple_assign_rhs2 (acc.update) : gimple_assign_rhs1 (acc.update);
  seq = NULL;
  x = as_type (&seq, ct, x);
  tree nw = gimple_build (&seq, acc.code, ct, a, x);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  add_phi_arg (pa, ainit, loop_preheader_edge (loop), UNKNOWN_LOCATION);
  add_phi_arg (pa, b, loop_latch_edge (loop), UNKNOWN_LOCATION);
  add_phi_arg (pb, binit, loop_preheader_edge (loop), UNKNOWN_LOCATION);
  add_phi_arg (pb, nw, loop_latch_edge (loop), UNKNOWN_LOCATION);

  /* After the loop: the array gets B OP NEW.  */
  seq = NULL;
  tree fin = gimple_build (&seq, combine, ct, b, nw);
  fin = as_type (&seq, vt, fin);
  tree out_ref = unshare_expr (pre_ref);
  gassign *st = gimple_build_assign (out_ref, fin);
  widen_set_vops (st, true);
  gimple_seq_add_stmt (&seq, st);
  gsi_insert_seq_on_edge_immediate (exit, seq);

  /* The old chain goes.  */
  tree upd = gimple_assign_lhs (acc.update);
  reset_debug_uses (lval);
  reset_debug_uses (upd);
  gimple *dead[3] = { acc.store, acc.update, acc.load };
  for (gimple *d : dead)
    {
      gimple_stmt_iterator i = gsi_for_stmt (d);
      unlink_stmt_vdef (d);
      gsi_remove (&i, true);
      release_defs (d);
    }
}

/* Split each accumulator of R's vector loop, after widening, in two (see
   above).  Returns how many were.  */

unsigned
split_accumulators (region *r)
{
  class loop *loop = r->loop;
  if (!loop->latch || loop->inner)
    return 0;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 1)
    return 0;
  edge exit = exits[0];
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  basic_block *body = get_loop_body (loop);
  remove_dead_assignments (body, loop->num_nodes);
  auto_vec<accumulator> accs;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	accumulator acc;
	if (accumulator_store_p (loop, exit, gsi_stmt (gsi), &acc))
	  accs.safe_push (acc);
      }
  unsigned n = 0;
  for (const accumulator &acc : accs)
    if (accumulator_alone_p (body, loop->num_nodes, acc, acc.decl))
      {
	if (dump_file)
	  {
	    fprintf (dump_file, ";; two accumulators for ");
	    print_generic_expr (dump_file, gimple_assign_lhs (acc.store));
	    fprintf (dump_file, " (%s)\n", get_tree_code_name (acc.code));
	  }
	split_one (loop, exit, acc);
	n++;
      }
  free (body);
  if (n)
    free_dominance_info (CDI_DOMINATORS);
  return n;
}
