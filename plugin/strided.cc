/* Loads of a small constant stride as contiguous vector loads and
   permutations.
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

/* A load whose address advances by K elements from lane to lane (K of 2
   to 4: the real parts of complex numbers, a[2*i], one coordinate of
   points stored as x, y, z) reads the elements at offsets 0, K, 2K, ...,
   K (VF - 1) from lane 0's address.  Instead of a gather (or, without
   one, a load per lane), K vector loads cover them, and permutations
   pick the lanes' elements:

     V_m at offset m VF, for m < K - 1, and the last, V_(K-1), at
     (K - 1) (VF - 1), so that it ends at the last lane's element;
     lane l's element comes from the first V_m that holds offset K l.

   No load reads outside the span from lane 0's element to the last
   lane's, which lie in the same object, so nothing is read that could
   fault where the scalar loads would not.  Only loads made for every lane
   (no mask) qualify; a masked one stays a gather.  The plan is the same
   for the cost model (memory_kind) and for widening.  */

#include "lockstep-gcc.h"
#include "tree-affine.h"
#include "region.h"
#include "widen.h"

/* The largest stride, in elements, made of contiguous loads.  */
#define STRIDED_MAX_K 4

/* Where the lanes' elements of a load of stride K elements for N lanes
   are: MEMBER is the load's offset in elements in its group (see
   strided_plan_groups), or -1 outside a group.  */

/* The vector of lane L's element in layout LY, and *OFF its index there.
   In a group, the K vectors are at offsets 0, N, 2N, ... from the group's
   first element; alone, the first K - 1 are at offsets 0, N, ... from the
   load's own lane 0 element, the last at K (N - 1) - N + 1, where it ends
   at the last lane's element; the first vector that holds it.  */

static unsigned
strided_source (const strided_layout &ly, unsigned l, unsigned *off)
{
  if (ly.member >= 0)
    {
      unsigned o = ly.member + ly.k * l;
      *off = o % ly.n;
      return o / ly.n;
    }
  unsigned o = ly.k * l;
  for (unsigned m = 0; m + 1 < ly.k; m++)
    if (o < (m + 1) * ly.n)
      {
	*off = o - m * ly.n;
	return m;
      }
  *off = o - (ly.k - 1) * (ly.n - 1);
  return ly.k - 1;
}

/* The element offset of vector M of layout LY, from the group's first
   element or the load's lane 0 element.  */

static unsigned
strided_base (const strided_layout &ly, unsigned m)
{
  if (ly.member >= 0 || m + 1 < ly.k)
    return m * ly.n;
  return (ly.k - 1) * (ly.n - 1);
}

/* Whether vector M of layout LY holds some lane's element.  */

static bool
strided_used_p (const strided_layout &ly, unsigned m)
{
  for (unsigned l = 0; l < ly.n; l++)
    {
      unsigned off;
      if (strided_source (ly, l, &off) == m)
	return true;
    }
  return false;
}

/* The selector of the permutation that brings in vector J of layout LY,
   into SEL: the first one (FIRST is the first vector used, not yet
   permuted) combines vectors FIRST and J, each later one the result so
   far and vector J.  */

static void
strided_selector (const strided_layout &ly, int first, unsigned j,
		  vec_perm_indices *sel)
{
  unsigned n = ly.n;
  vec_perm_builder b (n, n, 1);
  for (unsigned l = 0; l < n; l++)
    {
      unsigned off, m = strided_source (ly, l, &off);
      if (m == j)
	b.quick_push (n + off);
      else if (first >= 0 && m == (unsigned) first)
	b.quick_push (off);
      else
	/* Already in place, or brought in by a later step.  */
	b.quick_push (l);
    }
  sel->new_vector (b, 2, n);
}

/* Whether the target has every permutation layout LY needs for vectors
   of mode MODE.  */

static bool
strided_perms_p (const strided_layout &ly, machine_mode mode)
{
  /* -1: no vector yet; then the first one; -2 after the first step.  */
  int first = -1;
  for (unsigned j = 0; j < ly.k; j++)
    {
      if (!strided_used_p (ly, j))
	continue;
      if (first == -1)
	{
	  first = j;
	  continue;
	}
      vec_perm_indices sel;
      strided_selector (ly, first, j, &sel);
      if (!can_vec_perm_const_p (mode, sel))
	return false;
      first = -2;
    }
  return true;
}

/* The stride in elements (2 to STRIDED_MAX_K) of a load of REF, whose
   address has shape AS, in R, if it is one that contiguous loads and
   permutations can make, or 0; the vector type is *VT.  */

static unsigned
strided_stride (region *r, tree ref, const vector_shape &as, tree *vt)
{
  tree type = TREE_TYPE (ref);
  if (!shape_strided_p (as) || as.stride <= 0 || TREE_THIS_VOLATILE (ref)
      || TREE_CODE (ref) == BIT_FIELD_REF
      || TREE_CODE (type) == BOOLEAN_TYPE
      || (!INTEGRAL_TYPE_P (type) && !SCALAR_FLOAT_TYPE_P (type)
	  && !POINTER_TYPE_P (type))
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type)))
    return 0;
  if (TREE_CODE (ref) == COMPONENT_REF
      && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
    return 0;
  HOST_WIDE_INT esize = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  if (esize <= 0 || as.stride % esize != 0)
    return 0;
  HOST_WIDE_INT k = as.stride / esize;
  if (k < 2 || k > STRIDED_MAX_K)
    return 0;
  *vt = target_vector_type (type, r->vf);
  if (!*vt || !VECTOR_MODE_P (TYPE_MODE (*vt))
      || !tree_int_cst_equal (TYPE_SIZE (TREE_TYPE (*vt)), TYPE_SIZE (type)))
    return 0;
  return k;
}

/* The layout of load STMT of R, of REF at an address of shape AS, made
   for every lane, as contiguous loads and permutations, into *LY;
   whether there is one.  */

bool
strided_load_layout (region *r, gimple *stmt, tree ref,
		     const vector_shape &as, strided_layout *ly)
{
  tree vt;
  unsigned k = strided_stride (r, ref, as, &vt);
  if (!k)
    return false;
  ly->k = k;
  ly->n = r->vf;
  unsigned *member = r->strided_groups->get (stmt);
  ly->member = member ? (int) *member : -1;
  /* Alone, no vector may read past the last lane's element.  */
  if (ly->member < 0)
    for (unsigned m = 0; m < k; m++)
      if (strided_used_p (*ly, m)
	  && strided_base (*ly, m) + ly->n - 1 > k * (ly->n - 1))
	return false;
  return strided_perms_p (*ly, TYPE_MODE (vt));
}

/* The number of vector loads and permutations layout LY takes, for the
   cost model; loads shared with the other members of a group count once,
   for the group's first member.  */

unsigned
strided_load_insns (const strided_layout &ly)
{
  unsigned loads = 0;
  for (unsigned m = 0; m < ly.k; m++)
    loads += strided_used_p (ly, m);
  if (ly.member > 0)
    return loads - 1;
  return 2 * loads - 1;
}

/* The vector of type VT of the elements of REF for every lane, loaded
   with layout LY from lane 0's address ADDR, which has alignment ALIGN,
   by contiguous loads and permutations, before GSI.  The members of a
   group load the same vectors, which GCC's redundancy elimination
   merges.  */

tree
widen_strided_load (widen_ctx *w, tree ref, tree vt, const strided_layout &ly,
		    tree addr, unsigned align, gimple_stmt_iterator *gsi)
{
  HOST_WIDE_INT esize = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (ref)));
  /* Offsets from the group's first element.  */
  HOST_WIDE_INT shift = ly.member > 0 ? ly.member * esize : 0;
  if (shift)
    {
      addr = widen_gimplify (gsi, fold_build_pointer_plus_hwi (addr, -shift));
      align = MIN (align, (unsigned) least_bit_hwi (shift) * BITS_PER_UNIT);
    }
  tree acc = NULL_TREE;
  int first = -1;
  for (unsigned m = 0; m < ly.k; m++)
    {
      if (!strided_used_p (ly, m))
	continue;
      HOST_WIDE_INT off = strided_base (ly, m) * esize;
      unsigned a = align;
      if (off)
	a = MIN (a, (unsigned) least_bit_hwi (off) * BITS_PER_UNIT);
      tree atype = a < TYPE_ALIGN (vt) ? build_aligned_type (vt, a) : vt;
      tree mref = build2 (MEM_REF, atype, addr,
			  build_int_cst (reference_alias_ptr_type (ref), off));
      tree v = make_ssa_name (vt);
      gassign *g = gimple_build_assign (v, mref);
      widen_set_vops (g, false);
      gsi_insert_before (gsi, g, GSI_SAME_STMT);
      if (first == -1)
	{
	  acc = v;
	  first = m;
	  continue;
	}
      vec_perm_indices sel;
      strided_selector (ly, first, m, &sel);
      first = -2;
      tree st = vec_perm_indices_to_tree (build_vector_type (ssizetype,
							      ly.n), sel);
      acc = widen_emit (gsi, VEC_PERM_EXPR, vt, acc, v, st);
    }
  /* Every layout uses at least two vectors: K (N - 1) >= N.  */
  gcc_checking_assert (first == -2);
  return acc;
}

/* The constant difference in bytes between the addresses of REF and BASE,
   into *DIFF, through the definitions of their SSA names (CACHE); whether
   it is constant.  */

static bool
address_difference (tree ref, tree base, HOST_WIDE_INT *diff,
		    hash_map<tree, name_expansion *> **cache)
{
  aff_tree a, b;
  tree pa = build_fold_addr_expr (unshare_expr (ref));
  tree pb = build_fold_addr_expr (unshare_expr (base));
  tree_to_aff_combination_expand (pa, sizetype, &a, cache);
  tree_to_aff_combination_expand (pb, sizetype, &b, cache);
  aff_combination_scale (&b, -1);
  aff_combination_add (&a, &b);
  if (a.n != 0 || a.rest || !a.offset.is_constant ())
    return false;
  widest_int off = a.offset.to_constant ();
  if (!wi::fits_shwi_p (off))
    return false;
  *diff = off.to_shwi ();
  return true;
}

/* The loads of block BB of R that contiguous loads and permutations can
   make for every lane, with their strides, into CANDS and KS, in block
   order; stops at a statement that writes memory or makes a call (a
   group's loads are made together, at its first member).  */

static void
strided_candidates (region *r, basic_block bb, vec<gassign *> *cands,
		    vec<unsigned> *ks)
{
  bool masked = bitmap_bit_p (r->varying_pred_blocks, bb->index);
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_call (stmt) || gimple_vdef (stmt))
	{
	  if (!cands->is_empty ())
	    return;
	  continue;
	}
      gassign *a = dyn_cast <gassign *> (stmt);
      if (!a || !gimple_assign_load_p (a)
	  || (masked && !r->unmasked_loads->contains (a))
	  || !shape_varying_p (region_shape (r, gimple_assign_lhs (a))))
	continue;
      tree ref = gimple_assign_rhs1 (a), vt;
      unsigned k = strided_stride (r, ref, shape_of_address (r, ref), &vt);
      if (k && !lane_private_ref_p (ref))
	{
	  cands->safe_push (a);
	  ks->safe_push (k);
	}
    }
}

/* The plan of R's groups of loads (thesis: none; GCC's vectorizer: its
   interleaving groups): loads of one block made for every lane, of the
   same stride K elements, whose addresses are at offsets 0, 1, ..., K - 1
   elements from the first one's, with no write or call between them.
   Together they access every element from the group's first to its
   last, so each member can load the whole span with K contiguous vector
   loads -- the same for every member, merged by GCC -- and pick its
   elements by permutations.  Records each member's offset in
   R->strided_groups.  Only the loop's own blocks, as memory_plan_loads.  */

void
strided_plan_groups (region *r)
{
  hash_map<tree, name_expansion *> *cache = NULL;
  for (basic_block bb : r->body)
    {
      if (bb->loop_father != r->loop)
	continue;
      auto_vec<gassign *> cands;
      auto_vec<unsigned> ks;
      strided_candidates (r, bb, &cands, &ks);
      for (unsigned i = 0; i < cands.length (); i++)
	{
	  tree ref = gimple_assign_rhs1 (cands[i]);
	  tree type = TREE_TYPE (ref);
	  HOST_WIDE_INT esize = tree_to_uhwi (TYPE_SIZE_UNIT (type));
	  unsigned k = ks[i];
	  gassign *members[STRIDED_MAX_K] = {};
	  members[0] = cands[i];
	  unsigned found = 1;
	  for (unsigned j = 0; j < cands.length (); j++)
	    {
	      HOST_WIDE_INT d;
	      tree other = gimple_assign_rhs1 (cands[j]);
	      if (j == i || ks[j] != k
		  || !types_compatible_p (TREE_TYPE (other), type)
		  || !address_difference (other, ref, &d, &cache)
		  || d <= 0 || d % esize != 0 || d / esize >= k
		  || members[d / esize])
		continue;
	      members[d / esize] = cands[j];
	      found++;
	    }
	  if (found != k)
	    continue;
	  for (unsigned m = 0; m < k; m++)
	    {
	      r->strided_groups->put (members[m], m);
	      if (dump_file && (dump_flags & TDF_DETAILS))
		{
		  fprintf (dump_file, ";; plan: group of loads of stride %u, "
			   "member %u: ", k, m);
		  print_gimple_stmt (dump_file, members[m], 0, TDF_SLIM);
		}
	    }
	}
    }
  free_affine_expand_cache (&cache);
}
