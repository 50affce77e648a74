/* Loads and stores of a small constant stride as contiguous vector
   accesses and permutations.
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
   (no mask) qualify; a masked one stays a gather.  Loads that together
   read every element of their span form a group, whose members load the
   same vectors; stores that together write every element of their span,
   with nothing between them, form a group too, stored at its last member
   by K vector stores of the values interleaved (strided_plan_groups).
   The plan is the same for the cost model (memory_kind) and for
   widening.  */

#include "lockstep-gcc.h"
#include "tree-affine.h"
#include "region.h"
#include "widen.h"

/* The largest stride, in elements, made of contiguous loads.  */
#define STRIDED_MAX_K 4

/* The most accesses of one window searched for groups: the search
   compares every pair.  */
#define STRIDED_MAX_WINDOW 64
STATIC_ASSERT (STRIDED_MAX_K <= ARRAY_SIZE (((strided_pending *) 0)->vals));

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

/* Into SEL, the selector of a step of a chain of permutations that
   builds a vector of N lanes, lane E from lane IDX[E] of input SRC[E]: the
   step that adds input J to the vector so far, or, for its first step
   (FIRST is the first input, not yet permuted, else -1), to input FIRST.
   Lanes from inputs not yet added keep whatever is there.  */

static void
step_selector (unsigned n, const unsigned *src, const unsigned *idx,
	       int first, unsigned j, vec_perm_indices *sel)
{
  vec_perm_builder b (n, n, 1);
  for (unsigned e = 0; e < n; e++)
    if (src[e] == j)
      b.quick_push (n + idx[e]);
    else if (first >= 0 && src[e] == (unsigned) first)
      b.quick_push (idx[e]);
    else
      /* Already in place, or brought in by a later step.  */
      b.quick_push (e);
  sel->new_vector (b, 2, n);
}

/* The selector of the permutation that brings in vector J of layout LY,
   into SEL: the first one (FIRST is the first vector used, not yet
   permuted) combines vectors FIRST and J, each later one the result so
   far and vector J.  */

static void
strided_selector (const strided_layout &ly, int first, unsigned j,
		  vec_perm_indices *sel)
{
  auto_vec<unsigned, 64> src, idx;
  for (unsigned l = 0; l < ly.n; l++)
    {
      unsigned off;
      src.safe_push (strided_source (ly, l, &off));
      idx.safe_push (off);
    }
  step_selector (ly.n, src.address (), idx.address (), first, j, sel);
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
  strided_member *member = r->strided_groups->get (stmt);
  ly->member = member ? (int) member->offset : -1;
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

/* The reference that access STMT of R reads or writes, and *K its stride
   in elements, if it may belong to a group: a load (STORES false) or a
   store of a varying value, not to lane-private memory, made for every
   lane, of a stride contiguous loads or stores and permutations can make
   on this target; NULL_TREE otherwise.  */

static tree
strided_candidate (region *r, gimple *stmt, bool stores, unsigned *k)
{
  gassign *a = dyn_cast <gassign *> (stmt);
  if (!a || gimple_clobber_p (a)
      || (stores ? !gimple_store_p (a) || gimple_assign_load_p (a)
	  : !gimple_assign_load_p (a) || gimple_store_p (a)))
    return NULL_TREE;
  basic_block bb = gimple_bb (a);
  if (bitmap_bit_p (r->varying_pred_blocks, bb->index)
      && (stores || !r->unmasked_loads->contains (a)))
    return NULL_TREE;
  tree ref = stores ? gimple_assign_lhs (a) : gimple_assign_rhs1 (a);
  if (!stores && !shape_varying_p (region_shape (r, gimple_assign_lhs (a))))
    return NULL_TREE;
  tree vt;
  *k = strided_stride (r, ref, shape_of_address (r, ref), &vt);
  return *k && !lane_private_ref_p (ref) ? ref : NULL_TREE;
}

/* The windows of block BB of R in which groups of accesses are sought,
   into CANDS and KS, each window's accesses in block order and ended by
   a null entry.  Loads (STORES false): one window, up to the first
   statement after a candidate that writes memory or makes a call (the
   group's vectors are loaded at each member, and must be the same).
   Stores: each run of candidate stores with no other access to memory
   and no call between them (the group is stored at its last member).  */

static void
strided_windows (region *r, basic_block bb, bool stores,
		 vec<gassign *> *cands, vec<unsigned> *ks)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      unsigned k;
      if (strided_candidate (r, stmt, stores, &k))
	{
	  cands->safe_push (as_a <gassign *> (stmt));
	  ks->safe_push (k);
	  continue;
	}
      bool breaks = is_gimple_call (stmt)
		    || (stores ? gimple_vuse (stmt) != NULL_TREE
			: gimple_vdef (stmt) != NULL_TREE);
      if (!breaks || cands->is_empty () || !cands->last ())
	continue;
      cands->safe_push (NULL);
      ks->safe_push (0);
      if (!stores)
	return;
    }
  if (!cands->is_empty () && cands->last ())
    {
      cands->safe_push (NULL);
      ks->safe_push (0);
    }
}

/* The reference of access A, a load or a store.  */

static tree
access_ref (gassign *a)
{
  return gimple_store_p (a) ? gimple_assign_lhs (a) : gimple_assign_rhs1 (a);
}

/* Whether the target has the permutations that interleave K vectors of
   N lanes of mode MODE (see widen_strided_store).  */

static bool
interleave_perms_p (unsigned k, unsigned n, machine_mode mode);

/* Record the complete groups among the accesses CANDS[FROM, TO) (strides
   KS) of R, with CACHE for the address differences.  */

static void
record_groups (region *r, vec<gassign *> &cands, vec<unsigned> &ks,
	       unsigned from, unsigned to,
	       hash_map<tree, name_expansion *> **cache)
{
  for (unsigned i = from; i < to; i++)
    {
      tree ref = access_ref (cands[i]);
      tree type = TREE_TYPE (ref);
      HOST_WIDE_INT esize = tree_to_uhwi (TYPE_SIZE_UNIT (type));
      unsigned k = ks[i];
      gassign *members[STRIDED_MAX_K] = {};
      members[0] = cands[i];
      unsigned found = 1;
      for (unsigned j = from; j < to; j++)
	{
	  HOST_WIDE_INT d;
	  tree other = access_ref (cands[j]);
	  if (j == i || ks[j] != k
	      || !types_compatible_p (TREE_TYPE (other), type)
	      || !address_difference (other, ref, &d, cache)
	      || d <= 0 || d % esize != 0 || d / esize >= k
	      || members[d / esize])
	    continue;
	  members[d / esize] = cands[j];
	  found++;
	}
      bool store = gimple_store_p (cands[i]);
      if (found != k
	  || (store && !interleave_perms_p (k, r->vf,
					    TYPE_MODE (target_vector_type
						       (type, r->vf)))))
	continue;
      for (unsigned m = 0; m < k; m++)
	{
	  strided_member sm = { cands[i], m };
	  r->strided_groups->put (members[m], sm);
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, ";; plan: group of %s of stride %u, member "
		       "%u: ", store ? "stores" : "loads", k, m);
	      print_gimple_stmt (dump_file, members[m], 0, TDF_SLIM);
	    }
	}
    }
}

/* The plan of R's groups of accesses (thesis: none; GCC's vectorizer:
   its interleaving groups): accesses of one block made for every lane,
   of the same stride K elements, whose addresses are at offsets 0, 1,
   ..., K - 1 elements from the first one's, within a window of
   strided_windows.  Together they access every element from the group's
   first to its last.  Loads: each member can load the whole span with K
   vector loads -- the same for every member, merged by GCC -- and pick
   its elements by permutations.  Stores: the last member stores the K
   values interleaved by permutations with K vector stores.  Records each
   member's offset and group in R->strided_groups.  Only the loop's own
   blocks, as memory_plan_loads.  */

void
strided_plan_groups (region *r)
{
  hash_map<tree, name_expansion *> *cache = NULL;
  for (basic_block bb : r->body)
    {
      if (bb->loop_father != r->loop)
	continue;
      for (int stores = 0; stores < 2; stores++)
	{
	  auto_vec<gassign *> cands;
	  auto_vec<unsigned> ks;
	  strided_windows (r, bb, stores, &cands, &ks);
	  unsigned from = 0;
	  for (unsigned i = 0; i < cands.length (); i++)
	    if (!cands[i])
	      {
		/* Pairs of a window: bound the quadratic work.  */
		if (i - from <= STRIDED_MAX_WINDOW)
		  record_groups (r, cands, ks, from, i, &cache);
		from = i + 1;
	      }
	}
    }
  free_affine_expand_cache (&cache);
}

/* The selector of the permutation that adds input SRC to output vector J
   of the interleaving of K vectors of N lanes (output element E of vector
   J is lane (J N + E) / K of input (J N + E) % K), into SEL; FIRST is
   the first input of the output, or -1 after its first step.  */

static void
interleave_selector (unsigned k, unsigned n, unsigned j, int first,
		     unsigned src, vec_perm_indices *sel)
{
  auto_vec<unsigned, 64> srcs, idx;
  for (unsigned e = 0; e < n; e++)
    {
      srcs.safe_push ((j * n + e) % k);
      idx.safe_push ((j * n + e) / k);
    }
  step_selector (n, srcs.address (), idx.address (), first, src, sel);
}

/* The inputs of output vector J of the interleaving of K vectors of N
   lanes, in order of first use, into SRCS; their number.  */

static unsigned
interleave_sources (unsigned k, unsigned n, unsigned j, unsigned *srcs)
{
  unsigned count = 0;
  for (unsigned e = 0; e < n; e++)
    {
      unsigned s = (j * n + e) % k, c;
      for (c = 0; c < count; c++)
	if (srcs[c] == s)
	  break;
      if (c == count)
	srcs[count++] = s;
    }
  return count;
}

static bool
interleave_perms_p (unsigned k, unsigned n, machine_mode mode)
{
  if (!VECTOR_MODE_P (mode))
    return false;
  for (unsigned j = 0; j < k; j++)
    {
      unsigned srcs[STRIDED_MAX_K] = {};
      unsigned count = interleave_sources (k, n, j, srcs);
      for (unsigned c = 1; c < count; c++)
	{
	  vec_perm_indices sel;
	  interleave_selector (k, n, j, c == 1 ? (int) srcs[0] : -1, srcs[c],
			       &sel);
	  if (!can_vec_perm_const_p (mode, sel))
	    return false;
	}
    }
  return true;
}

/* The number of vector stores and permutations a group of stores of
   stride K for N lanes takes, counted at its first member (MEMBER 0),
   for the cost model.  */

unsigned
strided_store_insns (unsigned k, unsigned n, unsigned member)
{
  if (member)
    return 0;
  unsigned insns = k;
  for (unsigned j = 0; j < k; j++)
    {
      unsigned srcs[STRIDED_MAX_K] = {};
      insns += interleave_sources (k, n, j, srcs) - 1;
    }
  return insns;
}

/* Widen STMT, a store of a group (strided_plan_groups), before GSI: keep
   its value until the group's last member, which stores the K values
   interleaved, with K vector stores at the address of the group's first
   member.  */

void
widen_strided_store (widen_ctx *w, gassign *stmt, gimple_stmt_iterator *gsi)
{
  region *r = w->r;
  strided_member *sm = r->strided_groups->get (stmt);
  tree ref = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (ref);
  tree vt = target_vector_type (type, w->vf);
  bool existed;
  strided_pending &p = w->pending_stores.get_or_insert (sm->leader,
							&existed);
  if (!existed)
    memset (&p, 0, sizeof p);
  p.vals[sm->offset] = widen_operand_as (w, gimple_assign_rhs1 (stmt), vt,
					 gsi);
  widen_kill (w, stmt);
  if (sm->offset == 0)
    {
      vector_shape as = shape_of_address (r, ref);
      p.addr = widen_gimplify (gsi, build_fold_addr_expr (unshare_expr (ref)));
      p.align = widen_access_align (ref, vt, as);
      p.alias = reference_alias_ptr_type (ref);
    }
  HOST_WIDE_INT esize = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  unsigned k = shape_of_address (r, ref).stride / esize, n = w->vf;
  if (++p.count < k)
    return;
  region_remark (r, gimple_location (stmt), "stores of stride %u "
		 "interleaved into %u vector stores", k, k);
  for (unsigned j = 0; j < k; j++)
    {
      unsigned srcs[STRIDED_MAX_K] = {};
      unsigned count = interleave_sources (k, n, j, srcs);
      tree acc = p.vals[srcs[0]];
      for (unsigned c = 1; c < count; c++)
	{
	  vec_perm_indices sel;
	  interleave_selector (k, n, j, c == 1 ? (int) srcs[0] : -1, srcs[c],
			       &sel);
	  tree st = vec_perm_indices_to_tree (build_vector_type (ssizetype, n),
					      sel);
	  acc = widen_emit (gsi, VEC_PERM_EXPR, vt, acc, p.vals[srcs[c]], st);
	}
      HOST_WIDE_INT off = j * n * esize;
      unsigned a = p.align;
      if (off)
	a = MIN (a, (unsigned) least_bit_hwi (off) * BITS_PER_UNIT);
      tree atype = a < TYPE_ALIGN (vt) ? build_aligned_type (vt, a) : vt;
      gassign *g = gimple_build_assign (build2 (MEM_REF, atype, p.addr,
						build_int_cst (p.alias, off)),
					acc);
      widen_set_vops (g, true);
      gsi_insert_before (gsi, g, GSI_SAME_STMT);
    }
}
