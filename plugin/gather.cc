/* Gathers and scatters: memory accesses of varying addresses.
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

/* A load or store whose lanes' addresses vary without a constant stride
   uses the target's gather or scatter when the target has one for the
   data and index types, and its tuning does not make it slower than lane
   by lane (memory_kind decides; widen_load and widen_store call these).
   The address is a uniform base plus a vector of 32-bit indexes scaled by
   the element size: from the SSA index of an array reference or a
   pointer's offset, or from the sum of the scalar terms of the address,
   each a lane's value times a multiplier.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* The address of a gather or scatter: BASE (uniform) + SCALE * the lanes'
   32-bit index, which is either the vector of IDX or the sum of the
   TERMS (a scalar index times a multiplier, in units of SCALE) and
   OFFSET (gather_address, array_gather_address).  */

struct gather_addr
{
  tree base;
  int scale;
  tree idx;
  auto_vec<std::pair<tree, HOST_WIDE_INT>, 4> terms;
  HOST_WIDE_INT offset;
};

static bool array_gather_address (region *r, tree ref, gather_addr *ga);

/* Whether REF's address, in R, is BASE + (sizetype) IDX * SCALE with
   BASE uniform and IDX a varying integer of 32 bits with a vector (in
   widening W; without W, of a varying shape), as the target's gather
   wants it; sets *BASE (with REF's constant offset folded in), *IDX and
   *SCALE.  */

static bool
gather_address (region *r, widen_ctx *w, tree ref, gather_addr *ga)
{
  if (array_gather_address (r, ref, ga))
    return true;
  tree *base = &ga->base, *idx = &ga->idx;
  int *scale = &ga->scale;
  ga->offset = 0;
  if (TREE_CODE (ref) != MEM_REF
      || TREE_CODE (TREE_OPERAND (ref, 0)) != SSA_NAME)
    return false;
  tree ptr = TREE_OPERAND (ref, 0);
  gassign *pdef = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (ptr));
  if (!pdef || gimple_assign_rhs_code (pdef) != POINTER_PLUS_EXPR
      || !shape_uniform_p (shape_of_operand (r, gimple_assign_rhs1 (pdef))))
    return false;
  tree off = gimple_assign_rhs2 (pdef);
  HOST_WIDE_INT sc = 1;
  if (TREE_CODE (off) != SSA_NAME)
    return false;
  gassign *odef = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off));
  if (odef && gimple_assign_rhs_code (odef) == MULT_EXPR
      && tree_fits_shwi_p (gimple_assign_rhs2 (odef)))
    {
      sc = tree_to_shwi (gimple_assign_rhs2 (odef));
      off = gimple_assign_rhs1 (odef);
      odef = TREE_CODE (off) == SSA_NAME
	     ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off)) : NULL;
    }
  else if (odef && gimple_assign_rhs_code (odef) == LSHIFT_EXPR
	   && tree_fits_shwi_p (gimple_assign_rhs2 (odef))
	   && tree_to_shwi (gimple_assign_rhs2 (odef)) < 4)
    {
      sc = HOST_WIDE_INT_1 << tree_to_shwi (gimple_assign_rhs2 (odef));
      off = gimple_assign_rhs1 (odef);
      odef = TREE_CODE (off) == SSA_NAME
	     ? dyn_cast <gassign *> (SSA_NAME_DEF_STMT (off)) : NULL;
    }
  if (sc != 1 && sc != 2 && sc != 4 && sc != 8)
    return false;
  /* The 32-bit index, sign extended.  */
  if (!odef || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (odef)))
    return false;
  tree i32 = gimple_assign_rhs1 (odef);
  if (TREE_CODE (i32) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (i32))
      || TYPE_PRECISION (TREE_TYPE (i32)) != 32
      || TYPE_UNSIGNED (TREE_TYPE (i32))
      || (w ? !w->vmap.get (i32)
	    : !shape_varying_p (region_shape (r, i32))))
    return false;
  *idx = i32;
  *scale = sc;
  tree b = gimple_assign_rhs1 (pdef);
  if (!integer_zerop (TREE_OPERAND (ref, 1)))
    b = fold_build_pointer_plus (b, fold_convert (sizetype,
						  TREE_OPERAND (ref, 1)));
  *base = b;
  return true;
}

/* Whether REF is an element of an object of less than 2 GiB reached by
   array indexing and fields from a variable: ARRAY_REFs, some with
   varying indices, and COMPONENT_REFs at constant offsets.  Then its
   address is the variable's plus a 32-bit offset; fills GA.  */

static bool
array_gather_address (region *r, tree ref, gather_addr *ga)
{
  HOST_WIDE_INT off = 0;
  auto_vec<std::pair<tree, HOST_WIDE_INT>, 4> terms;
  unsigned HOST_WIDE_INT g = int_size_in_bytes (TREE_TYPE (ref));
  tree t = ref;
  for (;;)
    {
      if (TREE_CODE (t) == ARRAY_REF)
	{
	  tree esize = array_ref_element_size (t);
	  tree low = array_ref_low_bound (t);
	  tree idx = TREE_OPERAND (t, 1);
	  if (!tree_fits_shwi_p (esize) || !tree_fits_shwi_p (low))
	    return false;
	  HOST_WIDE_INT es = tree_to_shwi (esize);
	  off -= tree_to_shwi (low) * es;
	  if (TREE_CODE (idx) == INTEGER_CST)
	    {
	      if (!tree_fits_shwi_p (idx))
		return false;
	      off += tree_to_shwi (idx) * es;
	    }
	  else if (TREE_CODE (idx) == SSA_NAME
		   && INTEGRAL_TYPE_P (TREE_TYPE (idx))
		   && TYPE_PRECISION (TREE_TYPE (idx)) <= 64
		   && !bitmap_bit_p (r->address_only,
				     SSA_NAME_VERSION (idx)))
	    {
	      terms.safe_push (std::make_pair (idx, es));
	      g = g ? gcd (g, absu_hwi (es)) : absu_hwi (es);
	    }
	  else
	    return false;
	  t = TREE_OPERAND (t, 0);
	}
      else if (TREE_CODE (t) == COMPONENT_REF)
	{
	  tree field = TREE_OPERAND (t, 1);
	  tree foff = component_ref_field_offset (t);
	  if (!foff || !tree_fits_shwi_p (foff)
	      || !tree_fits_uhwi_p (DECL_FIELD_BIT_OFFSET (field))
	      || tree_to_uhwi (DECL_FIELD_BIT_OFFSET (field)) % BITS_PER_UNIT)
	    return false;
	  off += tree_to_shwi (foff)
		 + tree_to_uhwi (DECL_FIELD_BIT_OFFSET (field)) / BITS_PER_UNIT;
	  t = TREE_OPERAND (t, 0);
	}
      else
	break;
    }
  if (!VAR_P (t) && TREE_CODE (t) != PARM_DECL)
    return false;
  if (terms.is_empty () || !DECL_SIZE_UNIT (t)
      || !tree_fits_uhwi_p (DECL_SIZE_UNIT (t))
      || tree_to_uhwi (DECL_SIZE_UNIT (t)) >= (HOST_WIDE_INT_1U << 31))
    return false;
  if (off)
    g = gcd (g, absu_hwi (off));
  int scale = 8;
  while (scale > 1 && g % scale)
    scale /= 2;
  ga->base = build_fold_addr_expr (t);
  ga->scale = scale;
  ga->idx = NULL_TREE;
  for (auto &p : terms)
    ga->terms.safe_push (std::make_pair (p.first, p.second / scale));
  ga->offset = off / scale;
  return true;
}

/* Whether the index type IDXTYPE of a gather or scatter builtin serves VF
   lanes: it has VF lanes, or twice as many (the "alt" forms, which read
   the low half), as gather_index needs.  */

static bool
gather_index_fits_p (tree idxtype, unsigned vf)
{
  if (!VECTOR_TYPE_P (idxtype))
    return false;
  poly_uint64 n = TYPE_VECTOR_SUBPARTS (idxtype);
  return known_eq (n, vf) || known_eq (n, 2 * vf);
}

/* Whether the load (STORE false) or store of REF in R, whose vector type
   is VT, can be a gather or scatter of R->vf lanes: its address has a
   form gather_address takes and the target has a builtin for it, as
   widen_try_gather and widen_try_scatter find them.  For the plan
   (memory_kind).  */

bool
gather_planned_p (region *r, tree ref, tree vt, bool store)
{
  gather_addr ga;
  if (!vt || TREE_CODE (TREE_TYPE (ref)) == BOOLEAN_TYPE
      || !gather_address (r, NULL, ref, &ga))
    return false;
  tree decl = store ? target_builtin_scatter (vt, integer_type_node, ga.scale)
		    : target_builtin_gather (vt, integer_type_node, ga.scale);
  if (!decl)
    return false;
  tree args = TYPE_ARG_TYPES (TREE_TYPE (decl));
  /* Gathers: (src, ptr, idx, mask, scale); scatters: (ptr, mask, idx,
     src, scale).  */
  tree idxtype = TREE_VALUE (TREE_CHAIN (TREE_CHAIN (args)));
  tree data = store ? TREE_VALUE (TREE_CHAIN (TREE_CHAIN (TREE_CHAIN (args))))
		    : TREE_TYPE (TREE_TYPE (decl));
  return (VECTOR_TYPE_P (data)
	  && known_eq (TYPE_VECTOR_SUBPARTS (data), r->vf)
	  && (!store || TYPE_SIZE (data) == TYPE_SIZE (vt))
	  && gather_index_fits_p (idxtype, r->vf));
}

/* The index vector of GA widened for a gather or scatter builtin whose
   index type is IDXTYPE: that type has VF lanes, or twice as many for the
   targets' "alt" forms, which read only the low half.  NULL_TREE if
   neither.  */

static tree
gather_index (widen_ctx *w, gather_addr *ga, tree idxtype,
	      gimple_stmt_iterator *gsi)
{
  if (!gather_index_fits_p (idxtype, w->vf))
    return NULL_TREE;
  poly_uint64 n = TYPE_VECTOR_SUBPARTS (idxtype);
  tree half = build_vector_type (TREE_TYPE (idxtype), w->vf);
  tree iv;
  if (ga->idx)
    {
      iv = widen_operand (w, ga->idx, gsi);
      if (!types_compatible_p (TREE_TYPE (iv), half))
	iv = widen_emit (gsi, VIEW_CONVERT_EXPR, half,
			 build1 (VIEW_CONVERT_EXPR, half, iv));
    }
  else
    {
      /* The sum of the terms, in 32-bit arithmetic: the offsets of active
	 lanes are within the object.  */
      tree et = TREE_TYPE (half);
      tree ut = build_vector_type (unsigned_type_for (et), w->vf);
      iv = build_vector_from_val (ut, build_int_cst (TREE_TYPE (ut),
						     ga->offset));
      for (auto &p : ga->terms)
	{
	  tree v;
	  if (!shape_uniform_p (shape_of_operand (w->r, p.first)))
	    v = widen_emit_convert (gsi, ut, widen_operand (w, p.first, gsi));
	  else
	    {
	      tree sc = widen_gimplify (gsi, fold_convert (TREE_TYPE (ut),
							   p.first));
	      v = widen_emit (gsi, CONSTRUCTOR, ut,
			      build_vector_from_val (ut, sc));
	    }
	  if (p.second != 1)
	    v = widen_emit (gsi, MULT_EXPR, ut, v,
			    build_vector_from_val
			      (ut, build_int_cst (TREE_TYPE (ut), p.second)));
	  iv = widen_emit (gsi, PLUS_EXPR, ut, iv, v);
	}
      iv = widen_emit (gsi, VIEW_CONVERT_EXPR, half,
		       build1 (VIEW_CONVERT_EXPR, half, iv));
    }
  if (known_eq (n, w->vf))
    return iv;
  vec<constructor_elt, va_gc> *elts = NULL;
  CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, iv);
  CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, iv);
  return widen_emit (gsi, CONSTRUCTOR, idxtype, build_constructor (idxtype,
								   elts));
}

/* MASK (NULL: all lanes) in the form MASKTYPE of a gather or scatter
   builtin: a data-typed vector with the sign bit set in active lanes, or
   an integer bitmask.  NULL_TREE if MASK cannot take that form.  */

static tree
gather_mask (widen_ctx *w, tree mask, tree masktype, gimple_stmt_iterator *gsi)
{
  if (VECTOR_TYPE_P (masktype))
    {
      if (maybe_ne (TYPE_VECTOR_SUBPARTS (masktype), w->vf))
	return NULL_TREE;
      tree it = build_vector_type (build_nonstandard_integer_type
				     (tree_to_uhwi (TYPE_SIZE (TREE_TYPE
							       (masktype))),
				      0), w->vf);
      tree im = mask ? widen_mask_to_int (w, mask, gsi)
		     : build_all_ones_cst (it);
      im = widen_emit_convert (gsi, it, im);
      return widen_emit (gsi, VIEW_CONVERT_EXPR, masktype,
			 build1 (VIEW_CONVERT_EXPR, masktype, im));
    }
  if (!INTEGRAL_TYPE_P (masktype))
    return NULL_TREE;
  if (!mask)
    return build_int_cst (masktype, -1);
  machine_mode mode = TYPE_MODE (TREE_TYPE (mask));
  if (!target_bitmask_p (TREE_TYPE (mask)))
    return NULL_TREE;
  tree ut = build_nonstandard_integer_type
	      (GET_MODE_BITSIZE (mode).to_constant (), 1);
  tree bits = widen_emit (gsi, VIEW_CONVERT_EXPR, ut,
			  build1 (VIEW_CONVERT_EXPR, ut, mask));
  return widen_emit_convert (gsi, masktype, bits);
}

/* Load REF (of vector type VT) with the target's gather if its address
   has the form gather_address accepts, under MASK (NULL: all lanes).
   Returns the vector or NULL_TREE.  */

tree
widen_try_gather (widen_ctx *w, tree ref, tree vt, tree mask,
		  gimple_stmt_iterator *gsi)
{
  gather_addr ga;
  if (!gather_address (w->r, w, ref, &ga))
    return NULL_TREE;
  tree decl = target_builtin_gather (vt, integer_type_node, ga.scale);
  if (!decl)
    return NULL_TREE;
  tree args = TYPE_ARG_TYPES (TREE_TYPE (decl));
  tree srctype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree ptrtype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree idxtype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree masktype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree scaletype = TREE_VALUE (args);
  tree rettype = TREE_TYPE (TREE_TYPE (decl));
  if (!VECTOR_TYPE_P (rettype)
      || maybe_ne (TYPE_VECTOR_SUBPARTS (rettype), w->vf)
      || !VECTOR_TYPE_P (idxtype))
    return NULL_TREE;
  tree iv = gather_index (w, &ga, idxtype, gsi);
  if (!iv)
    return NULL_TREE;
  tree m = gather_mask (w, mask, masktype, gsi);
  if (!m)
    return NULL_TREE;
  tree b = widen_gimplify (gsi, fold_convert (ptrtype, ga.base));
  tree src = build_zero_cst (srctype);
  gcall *c = gimple_build_call (decl, 5, src, b, iv, m,
				build_int_cst (scaletype, ga.scale));
  tree res = make_ssa_name (rettype);
  gimple_call_set_lhs (c, res);
  gimple_set_vuse (c, gimple_vop (cfun));
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  return widen_emit_convert (gsi, vt, res);
}

/* Store VAL (a scalar of the loop whose vector has type VT) to REF with
   the target's scatter if its address has the form gather_address
   accepts, under MASK (NULL: all lanes).  Lanes store in lane order, so
   of two lanes storing to one place the later one wins, as in the scalar
   loop.  Returns whether it did.  */

bool
widen_try_scatter (widen_ctx *w, tree ref, tree val, tree vt, tree mask,
		   gimple_stmt_iterator *gsi)
{
  gather_addr ga;
  if (!vt || !gather_address (w->r, w, ref, &ga))
    return false;
  tree decl = target_builtin_scatter (vt, integer_type_node, ga.scale);
  if (!decl)
    return false;
  tree args = TYPE_ARG_TYPES (TREE_TYPE (decl));
  tree ptrtype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree masktype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree idxtype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree srctype = TREE_VALUE (args); args = TREE_CHAIN (args);
  tree scaletype = TREE_VALUE (args);
  if (!VECTOR_TYPE_P (srctype) || !VECTOR_TYPE_P (idxtype)
      || maybe_ne (TYPE_VECTOR_SUBPARTS (srctype), w->vf)
      || TYPE_SIZE (srctype) != TYPE_SIZE (vt)
      || TREE_CODE (TREE_TYPE (ref)) == BOOLEAN_TYPE)
    return false;
  tree iv = gather_index (w, &ga, idxtype, gsi);
  if (!iv)
    return false;
  tree m = gather_mask (w, mask, masktype, gsi);
  if (!m)
    return false;
  tree v = widen_operand_as (w, val, vt, gsi);
  if (!types_compatible_p (TREE_TYPE (v), srctype))
    v = widen_emit (gsi, VIEW_CONVERT_EXPR, srctype,
		    build1 (VIEW_CONVERT_EXPR, srctype, v));
  tree b = widen_gimplify (gsi, fold_convert (ptrtype, ga.base));
  gcall *c = gimple_build_call (decl, 5, b, m, iv, v,
				build_int_cst (scaletype, ga.scale));
  widen_set_vops (c, true);
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  return true;
}
