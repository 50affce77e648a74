/* Widening of memory accesses: uniform, contiguous, reversed, masked and
   lane-by-lane loads and stores.
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

/* The address shape of an access (shape.cc) says how the lanes' addresses
   relate (thesis ch. 10):

   - uniform: all lanes access one location.  A load is done once; a store
     of a uniform value once, a store of a varying value stores the last
     (active) lane's value, as the sequential loop would leave it;
   - strided with the element size as stride: one vector access at lane 0's
     address, masked where some lanes may be inactive (.MASK_LOAD and
     .MASK_STORE where the target has them);
   - strided with minus the element size: one vector access at the last
     lane's address and a lane reversal;
   - anything else: the target's gather where it has one, else one scalar
     access per lane, in lane order, each under its lane's predicate.

   Masked-off lanes never store: where no masked instruction exists,
   accesses are made lane by lane for the active lanes.  A masked load
   whose vector is aligned to its size is one vector load where some lane
   is active (whole_vector_load_p): it reads the masked-off lanes'
   elements, in the same aligned block as an active lane's, and never uses
   them.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* Whether REF can be accessed as an element of a vector: not a bit-field,
   of a type widening supports.  */

static bool
vector_access_p (region *r, tree ref)
{
  if (TREE_CODE (ref) == BIT_FIELD_REF)
    return false;
  if (TREE_CODE (ref) == COMPONENT_REF
      && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
    return false;
  tree type = TREE_TYPE (ref);
  if (!target_vector_type (type, r->vf))
    return false;
  return tree_fits_uhwi_p (TYPE_SIZE_UNIT (type));
}

/* Check whether the memory statement STMT of R can be widened.  */

bool
memory_check_stmt (region *r, gimple *stmt, bool predicated)
{
  location_t loc = gimple_location (stmt);
  gassign *a = dyn_cast <gassign *> (stmt);
  if (!a)
    return region_fail (r, loc, "unsupported memory statement");
  if (gimple_store_p (stmt) && gimple_assign_load_p (stmt))
    return region_fail (r, loc, "aggregate copy in the loop body");
  tree ref = gimple_store_p (stmt) ? gimple_assign_lhs (a)
				   : gimple_assign_rhs1 (a);
  tree type = TREE_TYPE (ref);
  if (AGGREGATE_TYPE_P (type) || TREE_CODE (type) == COMPLEX_TYPE
      || VECTOR_TYPE_P (type))
    return region_fail (r, loc, "access to a value of type '%s' cannot be "
			"vectorized", tree_str (type));
  if (TREE_CODE (type) != BOOLEAN_TYPE && !target_vector_type (type, r->vf))
    return region_fail (r, loc, "values of type '%s' cannot be vectorized",
			tree_str (type));
  (void) predicated;
  return true;
}

/* Whether REF is an element of one of GCC's omp simd arrays or of
   lockstep's per-lane copies, which widening keeps in vector registers
   (lane_private_access_p, once the lane numbers are known).  */

bool
lane_private_ref_p (tree ref)
{
  tree base = get_base_address (ref);
  return (base && VAR_P (base) && !is_global_var (base)
	  && !TREE_THIS_VOLATILE (base)
	  && (lookup_attribute ("omp simd array", DECL_ATTRIBUTES (base))
	      || lookup_attribute ("lockstep lanes", DECL_ATTRIBUTES (base))));
}

/* Whether REF, an element of a lane-private array, has a variable index
   besides the last, the lane number: then its vector lives in memory, not
   in a register.  */

bool
lane_private_indexed_p (tree ref)
{
  for (tree t = TREE_CODE (ref) == ARRAY_REF ? TREE_OPERAND (ref, 0) : ref;
       handled_component_p (t); t = TREE_OPERAND (t, 0))
    if (TREE_CODE (t) == ARRAY_REF
	&& TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST)
      return true;
  return false;
}

/* Whether a masked contiguous load of REF may read the whole vector of
   VECTYPE at lane 0's address once some lane is active: lane 0's address
   is aligned to the vector's size (ALIGN, from widen_access_align), so the
   vector lies in one naturally aligned block of at most a page that holds
   the element of every lane, and reading it cannot fault where an active
   lane's own read would not.  The masked-off lanes' values are read and
   never used.  Not for volatile accesses, nor for vectors GCC has no
   machine mode for.  */

static bool
whole_vector_load_p (tree ref, tree vectype, unsigned align)
{
  return (!TREE_THIS_VOLATILE (ref)
	  && VECTOR_MODE_P (TYPE_MODE (vectype))
	  && tree_fits_uhwi_p (TYPE_SIZE_UNIT (vectype))
	  && tree_to_uhwi (TYPE_SIZE_UNIT (vectype)) <= 4096
	  && align >= tree_to_uhwi (TYPE_SIZE_UNIT (vectype)) * BITS_PER_UNIT);
}

/* Whether the target permutes vectors of VT, of VF lanes, into their
   reverse order: if so, sets *REV to the selector.  */

static bool
reverse_selector (unsigned vf, tree vt, vec_perm_indices *rev)
{
  vec_perm_builder sel (vf, vf, 1);
  for (unsigned k = 0; k < vf; k++)
    sel.quick_push (vf - 1 - k);
  rev->new_vector (sel, 1, vf);
  return (VECTOR_MODE_P (TYPE_MODE (vt))
	  && can_vec_perm_const_p (TYPE_MODE (vt), *rev));
}

/* How widen_load or widen_store will access memory for STMT of R, for the
   cost model, from the shapes before any change.  MASKED: STMT runs under
   a varying predicate.  */

enum mem_kind
memory_kind (region *r, gassign *stmt, bool masked)
{
  bool store = gimple_store_p (stmt);
  tree ref = store ? gimple_assign_lhs (stmt) : gimple_assign_rhs1 (stmt);
  tree type = TREE_TYPE (ref);
  vector_shape as = shape_of_address (r, ref);
  if (!store && !shape_varying_p (region_shape (r, gimple_assign_lhs (stmt))))
    return MEM_SCALAR;
  if (shape_uniform_p (as))
    return (store && masked
	    && !shape_uniform_p (shape_of_operand (r, gimple_assign_rhs1
							(stmt))))
	   ? MEM_PER_LANE : MEM_SCALAR;
  if (masked && !store && r->unmasked_loads->contains (stmt))
    masked = false;
  tree vt = target_vector_type (TREE_CODE (type) == BOOLEAN_TYPE
				? unsigned_char_type_node : type, r->vf);
  HOST_WIDE_INT esize = int_size_in_bytes (type);
  if (lane_private_ref_p (ref) && shape_strided_p (as) && as.stride == esize
      && vector_access_p (r, ref))
    return MEM_LANE_PRIVATE;
  if (vt && shape_strided_p (as) && vector_access_p (r, ref)
      && (as.stride == esize || as.stride == -esize))
    {
      vec_perm_indices rev;
      if (!masked && as.stride > 0)
	return MEM_CONTIGUOUS;
      if (!masked && reverse_selector (r->vf, vt, &rev))
	return MEM_REVERSED;
      if (as.stride > 0 && target_mask_load_store_p (vt, !store))
	return MEM_MASKED;
      if (as.stride > 0 && !store
	  && whole_vector_load_p (ref, vt, widen_access_align (ref, vt, as)))
	return MEM_WHOLE;
    }
  strided_layout ly;
  if (!masked && !store && strided_load_layout (r, stmt, ref, as, &ly))
    return MEM_STRIDED;
  if (store && r->strided_groups->get (stmt))
    return MEM_STRIDED;
  if (vt && esize > 0 && esize <= 8 && gather_planned_p (r, ref, vt, store))
    return MEM_GATHER;
  return MEM_PER_LANE;
}

/* Names of the access kinds, for the dump.  */

static const char *const mem_kind_name[] = {
  "scalar", "lane-private", "contiguous", "reversed", "masked", "whole",
  "strided", "gather", "per-lane" };

/* Write to the dump MADE, the access kind widening gives memory statement
   STMT of R, and, where the cost model priced another kind
   (widen_record_plan), that kind.  */

static void
memory_plan_check (region *r, gassign *stmt, enum mem_kind made)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  int *planned = r->plan->get (stmt);
  fprintf (dump_file, ";; widen: %s %s",
	   gimple_store_p (stmt) ? "store" : "load", mem_kind_name[made]);
  if (!planned || *planned != (int) made)
    fprintf (dump_file, ", priced %s",
	     planned ? mem_kind_name[*planned] : "never");
  fprintf (dump_file, ": ");
  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
}

/* The alignment in bits that every vector access of lane 0's address of
   REF, of shape AS, can assume: what GCC knows of REF, or what the shape
   knows of lane 0's address, which GCC does not (an access a[i] in a loop
   over i from 0 is at a multiple of VF elements for lane 0: with the
   alignment of A, from an aligned clause or the declaration, the vector
   access is aligned).  */

unsigned
widen_access_align (tree ref, tree vectype, const vector_shape &as)
{
  unsigned align = get_object_alignment (ref);
  if (shape_strided_p (as))
    {
      /* Lane 0's address is a multiple of AS.align bytes (of every
	 power of two when AS.align is 0).  */
      unsigned HOST_WIDE_INT a = as.align;
      unsigned HOST_WIDE_INT lane0
	= a ? least_bit_hwi (a) : TYPE_ALIGN_UNIT (vectype);
      if (lane0 < TYPE_ALIGN_UNIT (vectype))
	align = MAX (align, (unsigned) lane0 * BITS_PER_UNIT);
      else
	align = MAX (align, TYPE_ALIGN (vectype));
    }
  return MIN (align, TYPE_ALIGN (vectype));
}

/* A vector memory reference of VECTYPE at address ADDR, aligned to ALIGN
   bits, whose alias pointer type is ALIAS.  */

tree
widen_vector_mem_ref (tree vectype, tree addr, unsigned align, tree alias)
{
  tree atype = vectype;
  if (align < TYPE_ALIGN (vectype))
    atype = build_aligned_type (vectype, align);
  return fold_build2 (MEM_REF, atype, addr, build_int_cst (alias, 0));
}

/* A vector memory reference of VECTYPE at address ADDR with the alias type
   of REF.  */

static tree
vector_ref (tree ref, tree vectype, tree addr, unsigned align)
{
  return widen_vector_mem_ref (vectype, addr, align,
			       reference_alias_ptr_type (ref));
}

/* Lane 0's address of REF as an SSA pointer, before GSI.  */

static tree
lane0_address (tree ref, gimple_stmt_iterator *gsi)
{
  tree addr = build_fold_addr_expr (unshare_expr (ref));
  return widen_gimplify (gsi, addr);
}

/* Give new memory statement G virtual operands to be renamed.  */

void
widen_set_vops (gimple *g, bool store)
{
  gimple_set_vuse (g, gimple_vop (cfun));
  if (store)
    gimple_set_vdef (g, gimple_vop (cfun));
}

/* Lane LANE of a lane-by-lane load (DATA is the load statement).  */

static tree
load_lane (widen_ctx *w, gimple *stmt, unsigned lane,
	   gimple_stmt_iterator *gsi, void *)
{
  tree ref = gimple_assign_rhs1 (stmt);
  tree lref = widen_lane_instance (w, unshare_expr (ref), lane, gsi);
  tree t = make_ssa_name (TREE_TYPE (ref));
  gassign *g = gimple_build_assign (t, lref);
  widen_set_vops (g, false);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return t;
}

/* Lane LANE of a lane-by-lane store.  */

static tree
store_lane (widen_ctx *w, gimple *stmt, unsigned lane,
	    gimple_stmt_iterator *gsi, void *)
{
  tree ref = gimple_assign_lhs (stmt);
  tree val = gimple_assign_rhs1 (stmt);
  tree lval = widen_lane (w, val, lane, gsi);
  if (!types_compatible_p (TREE_TYPE (lval), TREE_TYPE (ref)))
    lval = widen_emit_convert (gsi, TREE_TYPE (ref), lval);
  tree lref = widen_lane_instance (w, unshare_expr (ref), lane, gsi);
  gassign *g = gimple_build_assign (lref, lval);
  widen_set_vops (g, true);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return NULL_TREE;
}

/* Whether masked access STMT to REF may be made lane by lane without a
   branch per lane (access_by_selected_address): a register-sized,
   naturally aligned, non-volatile scalar that is no bit-field.  */

static bool
select_address_ok_p (tree ref)
{
  tree type = TREE_TYPE (ref);
  if (TREE_THIS_VOLATILE (ref) || !is_gimple_reg_type (type)
      || TREE_CODE (type) == BOOLEAN_TYPE || TREE_CODE (type) == COMPLEX_TYPE
      || VECTOR_TYPE_P (type) || !tree_fits_uhwi_p (TYPE_SIZE (type))
      || contains_bitfld_component_ref_p (ref)
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1))))
    return false;
  return get_object_alignment (ref) >= TYPE_ALIGN (type);
}

/* A read-only object of TYPE that holds zero, in the constant pool: what
   masked-off lanes load.  (A local variable zeroed before the loop was a
   store outside the blocks the stage renames, whose virtual operand the
   loads after the loop did not get.)  A vector's zero is an empty
   CONSTRUCTOR, not a VECTOR_CST: the pool takes two VECTOR_CSTs for the
   same constant when their encodings agree, whatever their lengths, so a
   load of 16 bytes read the pool's 8-byte zero of another loop, aligned
   to 8 only (a fault with SSE2: fuzzer seed 945002).  */

static tree
zero_object (tree type)
{
  if (VECTOR_TYPE_P (type))
    return tree_output_constant_def (build_constructor (type, NULL));
  return tree_output_constant_def (build_zero_cst (type));
}

/* ADDR, lane 0's address of a whole-vector load of VECTYPE under MASK
   (whole_vector_load_p), where some lane of MASK is active, else the
   address of a zeroed scratch vector: where no lane is active, the lanes'
   addresses may lie in memory that is not mapped.  Emitted before GSI.  */

static tree
any_lane_address (widen_ctx *w, tree addr, tree vectype, tree mask,
		  gimple_stmt_iterator *gsi)
{
  tree scratch = zero_object (vectype);
  tree sink = build_fold_addr_expr_with_type (scratch, TREE_TYPE (addr));
  tree any = widen_any (w, mask, gsi);
  return widen_emit (gsi, COND_EXPR, TREE_TYPE (addr), any, addr, sink);
}

/* A masked load (STORE false) or store (STORE true) STMT made lane by lane
   under MASK without a branch per lane: lane K accesses its own address
   where its bit of MASK is set and a scratch slot on the stack otherwise,
   the address picked by a conditional move.  Lanes whose bits are set by
   the data at random made the branches of widen_per_lane mispredict about
   half the time; this costs the same whatever the mask.  The scratch a
   load reads is a constant zero (zero_object), so masked-off lanes load 0
   as before.  Returns the loaded vector of VT, or NULL_TREE for a
   store.  */

static tree
access_by_selected_address (widen_ctx *w, gassign *stmt, tree mask, bool store,
			    tree vt, gimple_stmt_iterator *gsi)
{
  tree ref = store ? gimple_assign_lhs (stmt) : gimple_assign_rhs1 (stmt);
  tree type = TREE_TYPE (ref);
  tree scratch = store ? create_tmp_var (type, "lane_sink")
		       : zero_object (type);
  if (store)
    TREE_ADDRESSABLE (scratch) = 1;
  tree ptype = build_pointer_type (type);
  tree sink = build_fold_addr_expr_with_type (scratch, ptype);
  tree alias = build_int_cst (reference_alias_ptr_type (ref), 0);
  tree mint = widen_mask_to_int (w, mask, gsi);
  vec<constructor_elt, va_gc> *elts = NULL;
  for (unsigned k = 0; k < w->vf; k++)
    {
      tree bit = widen_extract (w, mint, k, gsi);
      tree on = widen_emit (gsi, NE_EXPR, boolean_type_node, bit,
			    build_zero_cst (TREE_TYPE (bit)));
      tree lref = widen_lane_instance (w, unshare_expr (ref), k, gsi);
      tree addr = widen_gimplify (gsi, build_fold_addr_expr_with_type
					 (lref, ptype));
      tree sel = widen_emit (gsi, COND_EXPR, ptype, on, addr, sink);
      tree mem = build2 (MEM_REF, type, sel, alias);
      if (store)
	{
	  tree lval = widen_lane (w, gimple_assign_rhs1 (stmt), k, gsi);
	  if (!types_compatible_p (TREE_TYPE (lval), type))
	    lval = widen_emit_convert (gsi, type, lval);
	  gassign *g = gimple_build_assign (mem, lval);
	  widen_set_vops (g, true);
	  gsi_insert_before (gsi, g, GSI_SAME_STMT);
	}
      else
	{
	  tree t = make_ssa_name (type);
	  gassign *g = gimple_build_assign (t, mem);
	  widen_set_vops (g, false);
	  gsi_insert_before (gsi, g, GSI_SAME_STMT);
	  CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE,
				  widen_emit_convert (gsi, TREE_TYPE (vt), t));
	}
    }
  w->n_scalarized++;
  if (store)
    return NULL_TREE;
  return widen_emit (gsi, CONSTRUCTOR, vt, build_constructor (vt, elts));
}

/* The vector type data of scalar type TYPE is loaded and stored as:
   booleans as unsigned bytes of their size.  */

static tree
data_vectype (widen_ctx *w, tree type)
{
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    return target_vector_type (build_nonstandard_integer_type
				 (TYPE_PRECISION (type) < 8 ? 8
				  : TYPE_PRECISION (type), 1), w->vf);
  return widen_vectype (w, type);
}

/* Whether the vector access of all lanes to REF stays in memory that
   belongs to the lanes alone: REF is an element of one of GCC's omp simd
   arrays or of lockstep's per-lane copies (private.cc, attribute
   "lockstep lanes"), indexed last by the lane number, in a dimension with
   room for VF lanes.  A masked access there may be a whole one -- the
   slots of masked-off lanes are in bounds and nobody else reads or writes
   them, once lane_private_safe_ref has made the other indices safe --
   and a masked store a select of the new and the old vector: plain
   vector accesses, which GCC's store motion keeps in a register
   across the loop (a reduction's partial sums, a private variable).  */

static bool
lane_private_access_p (widen_ctx *w, tree ref)
{
  if (TREE_CODE (ref) != ARRAY_REF || TREE_OPERAND (ref, 2)
      || TREE_OPERAND (ref, 3)
      || !w->lane_numbers.contains (TREE_OPERAND (ref, 1))
      || !lane_private_ref_p (ref))
    return false;
  tree dom = TYPE_DOMAIN (TREE_TYPE (TREE_OPERAND (ref, 0)));
  return (dom && TYPE_MIN_VALUE (dom) && integer_zerop (TYPE_MIN_VALUE (dom))
	  && TYPE_MAX_VALUE (dom) && tree_fits_uhwi_p (TYPE_MAX_VALUE (dom))
	  && tree_to_uhwi (TYPE_MAX_VALUE (dom)) + 1 >= w->vf);
}

/* IS_OLD for widen_masked_update at store STORE (DATA): whether OP is
   loaded from the place STORE writes, with no store in between.  */

static bool
loads_slot_p (tree op, void *data)
{
  gassign *store = (gassign *) data;
  if (TREE_CODE (op) != SSA_NAME)
    return false;
  gassign *ld = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
  return (ld && gimple_assign_load_p (ld)
	  && gimple_vuse (ld) == gimple_vuse (store)
	  && operand_equal_p (gimple_assign_rhs1 (ld),
			      gimple_assign_lhs (store), 0));
}

/* REF, a lane-private access (lane_private_access_p) made as a whole
   under MASK, with each variable index but the lane number replaced by
   "some lane active ? index : lower bound", emitted before GSI.  Where no
   lane is active, a variable index may hold anything (a value of a path
   no lane took: fuzzer seed 120022), and the whole access would be
   anywhere.  REF itself if its other indices are constants.  */

static tree
lane_private_safe_ref (widen_ctx *w, tree ref, tree mask,
		       gimple_stmt_iterator *gsi)
{
  if (!lane_private_indexed_p (ref))
    return ref;
  tree any = widen_any (w, mask, gsi);
  tree copy = unshare_expr (ref);
  for (tree t = TREE_OPERAND (copy, 0); handled_component_p (t);
       t = TREE_OPERAND (t, 0))
    if (TREE_CODE (t) == ARRAY_REF
	&& TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST)
      {
	tree idx = TREE_OPERAND (t, 1);
	tree low = fold_convert (TREE_TYPE (idx), array_ref_low_bound (t));
	TREE_OPERAND (t, 1) = widen_emit (gsi, COND_EXPR, TREE_TYPE (idx),
					  any, idx, low);
      }
  return copy;
}

/* The lowest address of the lanes of an access of ESIZE bytes whose lane 0
   is at ADDR and whose address goes down by ESIZE per lane: the last
   lane's, emitted before GSI.  */

static tree
last_lane_address (widen_ctx *w, tree addr, HOST_WIDE_INT esize,
		   gimple_stmt_iterator *gsi)
{
  return widen_gimplify (gsi, fold_build_pointer_plus_hwi
			      (addr, -(HOST_WIDE_INT) (w->vf - 1) * esize));
}

/* The vector of type VT of the contiguous or reversed load STMT (its
   address has shape AS) under MASK (NULL_TREE: every lane), emitted before
   GSI, with *MADE set to how it was made; NULL_TREE if it is to be made
   lane by lane, with *MISALIGNED set if that is for want of alignment.  */

static tree
widen_contiguous_load (widen_ctx *w, gassign *stmt, tree vt, vector_shape as,
		       tree mask, gimple_stmt_iterator *gsi,
		       enum mem_kind *made, bool *misaligned)
{
  tree ref = gimple_assign_rhs1 (stmt);
  tree type = TREE_TYPE (ref);
  HOST_WIDE_INT esize = int_size_in_bytes (type);
  tree v;
  tree addr = lane0_address (ref, gsi);
  unsigned align = widen_access_align (ref, vt, as);
  bool reverse = as.stride < 0;
  vec_perm_indices rev;
  if (reverse)
    {
      if (!reverse_selector (w->vf, vt, &rev))
	return NULL_TREE;
      addr = last_lane_address (w, addr, esize, gsi);
      align = MIN (align, (unsigned) TYPE_ALIGN (type));
    }
  *made = (reverse ? MEM_REVERSED
	  : lane_private_access_p (w, ref) ? MEM_LANE_PRIVATE
	  : MEM_CONTIGUOUS);
  if (mask && !reverse && lane_private_access_p (w, ref))
    {
      tree safe = lane_private_safe_ref (w, ref, mask, gsi);
      if (safe != ref)
	addr = lane0_address (safe, gsi);
      mask = NULL_TREE;
      *made = MEM_LANE_PRIVATE;
    }
  if (mask && (reverse || !target_mask_load_store_p (vt, true)))
    {
      if (reverse || !whole_vector_load_p (ref, vt, align))
	{
	  *misaligned = !reverse;
	  return NULL_TREE;
	}
      addr = any_lane_address (w, addr, vt, mask, gsi);
      mask = NULL_TREE;
      *made = MEM_WHOLE;
      region_remark (w->r, gimple_location (stmt), "load of '%s' under a "
		     "mask as one aligned vector load where some lane is "
		     "active: lane 0's address is a multiple of %u bytes",
		     tree_str (ref), align / BITS_PER_UNIT);
    }
  if (mask)
    {
      *made = MEM_MASKED;
      tree cookie = build_int_cst (reference_alias_ptr_type (ref), align);
      gcall *c = gimple_build_call_internal (IFN_MASK_LOAD, 3, addr,
					     cookie, mask);
      v = make_ssa_name (vt);
      gimple_call_set_lhs (c, v);
      gimple_call_set_nothrow (c, true);
      widen_set_vops (c, false);
      gsi_insert_before (gsi, c, GSI_SAME_STMT);
    }
  else
    {
      v = make_ssa_name (vt);
      gassign *g = gimple_build_assign (v, vector_ref (ref, vt, addr,
						       align));
      widen_set_vops (g, false);
      gsi_insert_before (gsi, g, GSI_SAME_STMT);
      if (reverse)
	{
	  tree sel = vec_perm_indices_to_tree
		       (build_vector_type (ssizetype, w->vf), rev);
	  v = widen_emit (gsi, VEC_PERM_EXPR, vt, v, v, sel);
	}
    }
  return v;
}

/* The vector of type VT of load STMT made lane by lane under MASK
   (NULL_TREE: every lane), before GSI, with a remark that says why
   (MISALIGNED: for want of alignment).  */

static tree
widen_load_per_lane (widen_ctx *w, gassign *stmt, tree vt, tree mask,
		     bool misaligned, gimple_stmt_iterator *gsi)
{
  tree ref = gimple_assign_rhs1 (stmt);
  if (misaligned)
    region_remark (w->r, gimple_location (stmt), "load of '%s' made lane "
		   "by lane: the target has no masked load, and lane 0's "
		   "address is not known to be a multiple of the vector's %u "
		   "bytes (an 'aligned' clause for its array or pointer, with "
		   "a loop start at a multiple of %u iterations, would make "
		   "it one vector load)", tree_str (ref),
		   (unsigned) tree_to_uhwi (TYPE_SIZE_UNIT (vt)), w->vf);
  else
    region_remark (w->r, gimple_location (stmt), "load of '%s' made lane "
		   "by lane: %s", tree_str (ref),
		   mask ? "the target has no masked or gather load for it"
			: "the target has no gather load for its address");
  if (mask && vt && select_address_ok_p (ref))
    return access_by_selected_address (w, stmt, mask, false, vt, gsi);
  return widen_per_lane (w, stmt, mask, load_lane, NULL, vt, gsi);
}

/* Widen load STMT.  */

void
widen_load (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi)
{
  region *r = w->r;
  tree lhs = gimple_assign_lhs (stmt);
  tree ref = gimple_assign_rhs1 (stmt);
  vector_shape lshape = region_shape (r, lhs);
  if (!shape_varying_p (lshape))
    {
      /* One scalar load for all lanes.  */
      memory_plan_check (r, stmt, MEM_SCALAR);
      widen_guard_if_needed (w, stmt);
      return;
    }
  tree type = TREE_TYPE (ref);
  tree vt = data_vectype (w, type);
  tree mt = target_mask_type (vt);
  basic_block bb = gimple_bb (stmt);
  vector_shape as = shape_of_address (r, ref);
  HOST_WIDE_INT esize = int_size_in_bytes (type);
  tree v = NULL_TREE;
  strided_layout ly;
  /* A masked contiguous load made lane by lane for want of alignment.  */
  bool misaligned = false;
  enum mem_kind made = MEM_PER_LANE;

  if (shape_uniform_p (as))
    {
      /* One location: the scalar load stays, all lanes see its value.  */
      memory_plan_check (r, stmt, MEM_SCALAR);
      widen_guard_if_needed (w, stmt);
      if (TREE_CODE (type) == BOOLEAN_TYPE)
	v = widen_broadcast (w, lhs, mt);
      else
	v = widen_broadcast (w, lhs, vt);
      widen_set_vector (w, lhs, v);
      return;
    }

  tree mask = widen_block_mask (w, bb, mt, gsi);
  if (mask && r->unmasked_loads->contains (stmt))
    mask = NULL_TREE;
  if (shape_strided_p (as) && vector_access_p (r, ref)
      && (as.stride == esize || as.stride == -esize))
    v = widen_contiguous_load (w, stmt, vt, as, mask, gsi, &made,
			       &misaligned);
  else if (!mask && strided_load_layout (r, stmt, ref, as, &ly))
    {
      made = MEM_STRIDED;
      v = widen_strided_load (w, ref, vt, ly, lane0_address (ref, gsi),
			      widen_access_align (ref, vt, as), gsi);
      region_remark (r, gimple_location (stmt), "load of '%s' as vector "
		     "loads and permutations: its address differs per lane "
		     "by a stride of %u elements%s", tree_str (ref), ly.k,
		     ly.member >= 0 ? ", in a group of loads that covers "
		     "every element" : "");
    }
  else if ((v = widen_try_gather (w, ref, vt, mask, gsi)))
    {
      made = MEM_GATHER;
      region_remark (r, gimple_location (stmt), "gather for the load of "
		     "'%s': its address differs per lane%s", tree_str (ref),
		     shape_strided_p (as) ? " by a constant stride" : "");
    }
  if (!v)
    {
      made = MEM_PER_LANE;
      v = widen_load_per_lane (w, stmt, vt, mask, misaligned, gsi);
    }
  memory_plan_check (r, stmt, made);
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    v = widen_emit (gsi, NE_EXPR, mt, v, build_zero_cst (vt));
  widen_set_vector (w, lhs, v);
  widen_kill (w, stmt);
}

/* Widen store STMT, whose address is the same for all lanes, under MASK
   (NULL_TREE: every lane): once if all lanes store the same value, else
   the last lane's value, or lane by lane under a mask.  */

static void
widen_uniform_store (widen_ctx *w, gassign *stmt, tree mask,
		     gimple_stmt_iterator *gsi)
{
  region *r = w->r;
  tree val = gimple_assign_rhs1 (stmt);
  tree type = TREE_TYPE (gimple_assign_lhs (stmt));
  vector_shape vs = shape_of_operand (r, val);
  if (shape_uniform_p (vs) && !widen_varying_p (w, val))
    {
      /* The same value to the same place: once, if some lane runs.  */
      memory_plan_check (r, stmt, MEM_SCALAR);
      widen_guard_if_needed (w, stmt);
      return;
    }
  if (!mask)
    {
      /* The last lane's store is the one that remains.  */
      memory_plan_check (r, stmt, MEM_SCALAR);
      tree last = widen_lane (w, val, w->vf - 1, gsi);
      if (!types_compatible_p (TREE_TYPE (last), type))
	last = widen_emit_convert (gsi, type, last);
      gimple_assign_set_rhs1 (stmt, last);
      update_stmt (stmt);
      return;
    }
  memory_plan_check (r, stmt, MEM_PER_LANE);
  widen_per_lane (w, stmt, mask, store_lane, NULL, NULL_TREE, gsi);
  widen_kill (w, stmt);
}

/* Widen the contiguous store STMT (its address has shape AS) of a vector
   of type VT under MASK (NULL_TREE: every lane): one vector store, a
   masked store, or with BLEND (a lane-private slot) a load of the old
   vector, a blend or a masked update, and a vector store.  */

static void
widen_contiguous_store (widen_ctx *w, gassign *stmt, tree vt, vector_shape as,
			tree mask, bool blend, gimple_stmt_iterator *gsi)
{
  region *r = w->r;
  tree ref = gimple_assign_lhs (stmt);
  tree val = gimple_assign_rhs1 (stmt);
  tree addr = lane0_address (blend ? lane_private_safe_ref (w, ref, mask,
							    gsi)
				   : ref, gsi);
  unsigned align = widen_access_align (ref, vt, as);
  tree v = widen_operand_as (w, val, vt, gsi);
  memory_plan_check (r, stmt, (blend || lane_private_access_p (w, ref))
			      ? MEM_LANE_PRIVATE
			      : mask ? MEM_MASKED : MEM_CONTIGUOUS);
  gimple *g;
  if (blend)
    {
      /* The old vector for the masked-off lanes.  */
      tree old = make_ssa_name (vt);
      gassign *ld = gimple_build_assign (old, vector_ref (ref, vt, addr,
							  align));
      widen_set_vops (ld, false);
      gsi_insert_before (gsi, ld, GSI_SAME_STMT);
      /* A conditional update of the slot (a reduction under a
	 condition): OLD OP (MASK ? X : E) keeps the blend off the
	 chain.  */
      tree upd = widen_masked_update (w, mask, val, old, loads_slot_p, stmt,
				      false, vt, gsi);
      v = upd ? upd : widen_emit (gsi, VEC_COND_EXPR, vt, mask, v, old);
      g = gimple_build_assign (vector_ref (ref, vt, addr, align), v);
    }
  else if (mask)
    {
      tree cookie = build_int_cst (reference_alias_ptr_type (ref), align);
      gcall *c = gimple_build_call_internal (IFN_MASK_STORE, 4, addr,
					     cookie, mask, v);
      gimple_call_set_nothrow (c, true);
      g = c;
    }
  else
    g = gimple_build_assign (vector_ref (ref, vt, addr, align), v);
  widen_set_vops (g, true);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  widen_kill (w, stmt);
}

/* Widen store STMT.  */

void
widen_store (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi)
{
  region *r = w->r;
  tree ref = gimple_assign_lhs (stmt);
  tree val = gimple_assign_rhs1 (stmt);
  tree type = TREE_TYPE (ref);
  basic_block bb = gimple_bb (stmt);
  vector_shape as = shape_of_address (r, ref);
  HOST_WIDE_INT esize = int_size_in_bytes (type);
  tree vt = data_vectype (w, type);
  tree mt = vt ? target_mask_type (vt) : NULL_TREE;
  tree mask = vt ? widen_block_mask (w, bb, mt, gsi) : NULL_TREE;

  if (r->strided_groups->get (stmt))
    {
      gcc_checking_assert (!mask);
      memory_plan_check (r, stmt, MEM_STRIDED);
      widen_strided_store (w, stmt, gsi);
      return;
    }
  if (shape_uniform_p (as))
    {
      widen_uniform_store (w, stmt, mask, gsi);
      return;
    }

  bool blend = (mask && shape_strided_p (as) && as.stride == esize
		&& vector_access_p (r, ref) && lane_private_access_p (w, ref));
  if (shape_strided_p (as) && as.stride == esize && vector_access_p (r, ref)
      && (!mask || blend || target_mask_load_store_p (vt, false)))
    {
      widen_contiguous_store (w, stmt, vt, as, mask, blend, gsi);
      return;
    }

  vec_perm_indices rev;
  if (!mask && shape_strided_p (as) && as.stride == -esize
      && vector_access_p (r, ref) && reverse_selector (w->vf, vt, &rev))
    {
      /* Reversed: the lanes' vector in reverse order, stored at the last
	 lane's address.  */
      memory_plan_check (r, stmt, MEM_REVERSED);
      tree addr = last_lane_address (w, lane0_address (ref, gsi), esize, gsi);
      unsigned align = MIN (widen_access_align (ref, vt, as),
			    (unsigned) TYPE_ALIGN (type));
      tree v = widen_operand_as (w, val, vt, gsi);
      tree sel = vec_perm_indices_to_tree
		   (build_vector_type (ssizetype, w->vf), rev);
      v = widen_emit (gsi, VEC_PERM_EXPR, vt, v, v, sel);
      gassign *g = gimple_build_assign (vector_ref (ref, vt, addr, align), v);
      widen_set_vops (g, true);
      gsi_insert_before (gsi, g, GSI_SAME_STMT);
      widen_kill (w, stmt);
      return;
    }
  if (widen_try_scatter (w, ref, val, vt, mask, gsi))
    {
      memory_plan_check (r, stmt, MEM_GATHER);
      region_remark (r, gimple_location (stmt), "scatter for the store to "
		     "'%s': its address differs per lane%s", tree_str (ref),
		     shape_strided_p (as) ? " by a constant stride" : "");
    }
  else
    {
      memory_plan_check (r, stmt, MEM_PER_LANE);
      region_remark (r, gimple_location (stmt), "store to '%s' made lane by "
		     "lane: %s", tree_str (ref),
		     mask ? "the target has no masked or scatter store for it"
			  : "the target has no scatter store for its address");
      if (mask && vt && select_address_ok_p (ref))
	access_by_selected_address (w, stmt, mask, true, vt, gsi);
      else
	widen_per_lane (w, stmt, mask, store_lane, NULL, NULL_TREE, gsi);
    }
  widen_kill (w, stmt);
}
