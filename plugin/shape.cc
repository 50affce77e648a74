/* Vector shapes: the stride/alignment lattice and its transfer functions.
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

/* This file implements the stride/alignment lattice of thesis ch. 10
   (Fig. 10.4, 10.6) and the abstract transformers of §6.5 and §10.4 for
   GIMPLE.  Integer and pointer values get strided shapes (s, a) or varying
   shapes a; values of other types use the basic lattice (uniform, i.e.
   stride 0, or varying).  All arithmetic on lanes is modular in the value's
   type, which is what GIMPLE computes; the NOWRAP flag records when the lanes
   also form a line in the integers, which comparisons and extensions need
   (the thesis' transformers assume it silently).  */

#include "lockstep-gcc.h"
#include "region.h"

/* The bottom shape: no information yet.  */

vector_shape
shape_bottom ()
{
  vector_shape s;
  s.cls = SHAPE_BOTTOM;
  s.nowrap = false;
  s.stride = 0;
  s.align = 1;
  return s;
}

/* The uniform shape (0, ALIGN).  */

vector_shape
shape_uniform (unsigned HOST_WIDE_INT align)
{
  return shape_strided (0, align, true);
}

/* The strided shape (STRIDE, ALIGN).  */

vector_shape
shape_strided (HOST_WIDE_INT stride, unsigned HOST_WIDE_INT align,
	       bool nowrap)
{
  vector_shape s;
  s.cls = SHAPE_STRIDED;
  s.stride = stride;
  s.align = align;
  s.nowrap = stride == 0 ? true : nowrap;
  return s;
}

/* The varying shape ALIGN.  */

vector_shape
shape_varying (unsigned HOST_WIDE_INT align)
{
  vector_shape s;
  s.cls = SHAPE_VARYING;
  s.stride = 0;
  s.align = align ? align : 1;
  s.nowrap = false;
  return s;
}

bool
shape_uniform_p (const vector_shape &s)
{
  return s.cls == SHAPE_STRIDED && s.stride == 0;
}

bool
shape_varying_p (const vector_shape &s)
{
  return s.cls == SHAPE_VARYING;
}

bool
shape_strided_p (const vector_shape &s)
{
  return s.cls == SHAPE_STRIDED && s.stride != 0;
}

bool
shape_equal_p (const vector_shape &a, const vector_shape &b)
{
  if (a.cls != b.cls)
    return false;
  if (a.cls == SHAPE_BOTTOM)
    return true;
  return a.stride == b.stride && a.align == b.align && a.nowrap == b.nowrap;
}

/* gcd with gcd (0, x) = x.  */

unsigned HOST_WIDE_INT
ugcd (unsigned HOST_WIDE_INT a, unsigned HOST_WIDE_INT b)
{
  while (b)
    {
      unsigned HOST_WIDE_INT t = a % b;
      a = b;
      b = t;
    }
  return a;
}

static unsigned HOST_WIDE_INT
uabs (HOST_WIDE_INT x)
{
  return x < 0 ? -(unsigned HOST_WIDE_INT) x : (unsigned HOST_WIDE_INT) x;
}

/* The per-lane alignment of S (thesis Fig. 10.8): every lane is a multiple
   of it.  0 means every lane is 0.  */

unsigned HOST_WIDE_INT
shape_thread_align (const vector_shape &s)
{
  if (s.cls == SHAPE_VARYING)
    return s.align;
  if (s.cls == SHAPE_STRIDED)
    return ugcd (uabs (s.stride), s.align);
  return 1;
}

/* The least upper bound of A and B in the partial order of Fig. 10.6.  */

vector_shape
shape_join (const vector_shape &a, const vector_shape &b)
{
  if (a.cls == SHAPE_BOTTOM)
    return b;
  if (b.cls == SHAPE_BOTTOM)
    return a;
  if (a.cls == SHAPE_STRIDED && b.cls == SHAPE_STRIDED
      && a.stride == b.stride)
    return shape_strided (a.stride, ugcd (a.align, b.align),
			  a.nowrap && b.nowrap);
  unsigned HOST_WIDE_INT al = ugcd (shape_thread_align (a),
				    shape_thread_align (b));
  return shape_varying (al);
}

/* Print S the way the dump shows it.  */

void
shape_print (FILE *f, const vector_shape &s)
{
  switch (s.cls)
    {
    case SHAPE_BOTTOM:
      fprintf (f, "bottom");
      return;
    case SHAPE_VARYING:
      fprintf (f, "varying");
      break;
    case SHAPE_STRIDED:
      if (s.stride == 0)
	fprintf (f, "uniform");
      else
	fprintf (f, "strided(" HOST_WIDE_INT_PRINT_DEC ")", s.stride);
      break;
    }
  if (s.align != 1)
    fprintf (f, " align " HOST_WIDE_INT_PRINT_UNSIGNED, s.align);
}

/* Whether values of TYPE get strided shapes (integers and pointers).  */

static bool
strided_type_p (tree type)
{
  return (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
	 && TREE_CODE (type) != BOOLEAN_TYPE
	 && TYPE_PRECISION (type) <= HOST_BITS_PER_WIDE_INT;
}

/* Reduce a shape to what the basic lattice can say for a value of TYPE:
   non-integer values are uniform or varying, without alignment.  */

static vector_shape
shape_for_type (const vector_shape &s, tree type)
{
  if (s.cls == SHAPE_BOTTOM || strided_type_p (type))
    return s;
  if (shape_uniform_p (s))
    return shape_uniform ();
  return shape_varying ();
}

/* Signed interpretation of the constant C, if it fits.  */

static bool
const_value (tree c, HOST_WIDE_INT *v)
{
  if (TREE_CODE (c) != INTEGER_CST || !tree_fits_shwi_p (c))
    return false;
  *v = tree_to_shwi (c);
  return true;
}

/* The shape of OP, an operand of a statement inside R.  Names defined
   outside the loop, default definitions and constants are uniform.  */

vector_shape
shape_of_operand (region *r, tree op)
{
  if (TREE_CODE (op) == SSA_NAME)
    {
      if (SSA_NAME_IS_DEFAULT_DEF (op))
	return shape_uniform ();
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (op));
      if (!bb || !region_contains_p (r, bb))
	{
	  if (POINTER_TYPE_P (TREE_TYPE (op)))
	    {
	      /* What GCC knows of the pointer (an aligned clause becomes
		 __builtin_assume_aligned).  get_pointer_alignment_1 returns
		 whether the alignment is exact, not whether it is known: the
		 value is a multiple of ALIGN plus MISALIGN (bits).  */
	      unsigned int align;
	      unsigned HOST_WIDE_INT misalign;
	      get_pointer_alignment_1 (op, &align, &misalign);
	      unsigned HOST_WIDE_INT a = misalign ? least_bit_hwi (misalign)
						  : align;
	      return shape_uniform (MAX (a / BITS_PER_UNIT, 1));
	    }
	  return shape_uniform ();
	}
      return region_shape (r, op);
    }
  if (TREE_CODE (op) == REALPART_EXPR || TREE_CODE (op) == IMAGPART_EXPR
      || TREE_CODE (op) == VIEW_CONVERT_EXPR
      || TREE_CODE (op) == BIT_FIELD_REF)
    {
      /* A part or reinterpretation of a register: uniform if the register
	 is.  */
      vector_shape b = shape_of_operand (r, TREE_OPERAND (op, 0));
      if (b.cls == SHAPE_BOTTOM || shape_uniform_p (b))
	return b.cls == SHAPE_BOTTOM ? b : shape_uniform ();
      return shape_varying ();
    }
  if (TREE_CODE (op) == INTEGER_CST)
    {
      HOST_WIDE_INT v;
      if (const_value (op, &v))
	return shape_uniform (uabs (v));
      return shape_uniform ();
    }
  if (TREE_CODE (op) == ADDR_EXPR)
    {
      if (!is_gimple_min_invariant (op))
	/* The address of a reference through SSA names.  */
	return shape_of_address (r, TREE_OPERAND (op, 0));
      unsigned int align = get_pointer_alignment (op);
      return shape_uniform (MAX (align / BITS_PER_UNIT, 1u));
    }
  if (TREE_CODE (op) == SSA_NAME || CONSTANT_CLASS_P (op)
      || is_gimple_min_invariant (op))
    return shape_uniform ();
  /* Anything else: varying unless it mentions no name of the loop.  */
  return shape_varying ();
}

/* (s, a) + (s', a') and the varying cases of Fig. 10.9.  NOWRAP_OK says
   whether the addition cannot wrap when its operands do not.  */

static vector_shape
shape_add (const vector_shape &x, const vector_shape &y, bool nowrap_ok)
{
  if (x.cls == SHAPE_BOTTOM || y.cls == SHAPE_BOTTOM)
    return shape_bottom ();
  if (x.cls == SHAPE_STRIDED && y.cls == SHAPE_STRIDED)
    return shape_strided (x.stride + y.stride, ugcd (x.align, y.align),
			  nowrap_ok && x.nowrap && y.nowrap);
  return shape_varying (ugcd (shape_thread_align (x), shape_thread_align (y)));
}

static vector_shape
shape_negate (const vector_shape &x)
{
  if (x.cls == SHAPE_STRIDED)
    return shape_strided (-x.stride, x.align, x.nowrap);
  return x;
}

/* X * C for a constant C.  */

static vector_shape
shape_scale (const vector_shape &x, HOST_WIDE_INT c, bool nowrap_ok)
{
  if (x.cls == SHAPE_BOTTOM)
    return x;
  if (x.cls == SHAPE_STRIDED)
    return shape_strided (x.stride * c, x.align * uabs (c),
			  nowrap_ok && x.nowrap);
  return shape_varying (x.align * uabs (c));
}

/* Whether the lanes of integer comparison X CODE Y are all equal, given
   that the operands are strided (thesis Fig. 10.12, corrected for lanes
   that start equal: with d = y - x = d0 + K * delta and d0 a multiple of g,
   "d > 0" is the same on lanes 0 .. VF-1 iff delta <= 0 and
   (VF - 1) * |delta| < g, and "d >= 0" iff delta >= 0 and the same bound
   holds).  */

static bool
uniform_comparison_p (enum tree_code code, const vector_shape &x,
		      const vector_shape &y, unsigned vf)
{
  if (x.cls != SHAPE_STRIDED || y.cls != SHAPE_STRIDED)
    return false;
  if (code == EQ_EXPR || code == NE_EXPR)
    return x.stride == y.stride;
  if (!x.nowrap || !y.nowrap)
    return false;
  if (x.stride == y.stride)
    return true;
  const vector_shape *a = &x, *b = &y;
  /* Normalize to a < b or a <= b.  */
  if (code == GT_EXPR || code == GE_EXPR)
    {
      std::swap (a, b);
      code = code == GT_EXPR ? LT_EXPR : LE_EXPR;
    }
  if (code != LT_EXPR && code != LE_EXPR)
    return false;
  HOST_WIDE_INT delta = b->stride - a->stride;
  unsigned HOST_WIDE_INT g = ugcd (a->align, b->align);
  if (g == 0)
    return false;
  unsigned HOST_WIDE_INT span = (vf - 1) * uabs (delta);
  if (span >= g)
    return false;
  return code == LT_EXPR ? delta <= 0 : delta >= 0;
}

/* The shape of comparison OP0 CODE OP1.  */

vector_shape
shape_of_condition (region *r, enum tree_code code, tree op0, tree op1)
{
  vector_shape a = shape_of_operand (r, op0);
  vector_shape b = shape_of_operand (r, op1);
  if (a.cls == SHAPE_BOTTOM || b.cls == SHAPE_BOTTOM)
    return shape_bottom ();
  if (shape_uniform_p (a) && shape_uniform_p (b))
    return shape_uniform ();
  if (INTEGRAL_TYPE_P (TREE_TYPE (op0)) || POINTER_TYPE_P (TREE_TYPE (op0)))
    {
      /* Unsigned comparisons need the lanes to be a line in the unsigned
	 interpretation; NOWRAP is relative to the operand's signedness.  */
      if (uniform_comparison_p (code, a, b, r->vf))
	return shape_uniform ();
    }
  return shape_varying ();
}

/* Transfer function for conversions from a value of type FROM with shape
   X to type TO.  */

static vector_shape
shape_convert (const vector_shape &x, tree from, tree to)
{
  if (x.cls == SHAPE_BOTTOM)
    return x;
  if (!strided_type_p (from) || !strided_type_p (to))
    return shape_for_type (shape_uniform_p (x) ? shape_uniform ()
					       : shape_varying (), to);
  unsigned prec_from = TYPE_PRECISION (from), prec_to = TYPE_PRECISION (to);
  /* Alignment survives reduction modulo 2^prec only as a power of two.  */
  unsigned HOST_WIDE_INT align = x.align;
  if (prec_to < prec_from && align != 0)
    {
      align = least_bit_hwi (align);
      if (prec_to < HOST_BITS_PER_WIDE_INT
	  && align > (HOST_WIDE_INT_1U << prec_to))
	align = HOST_WIDE_INT_1U << prec_to;
    }
  if (x.cls == SHAPE_VARYING)
    return shape_varying (align);
  if (x.stride == 0)
    return shape_uniform (align);
  if (prec_to <= prec_from)
    /* Truncation or a change of sign: modular arithmetic keeps the
       stride, the lanes may wrap.  */
    return shape_strided (x.stride, align,
			  x.nowrap && prec_to == prec_from
			  && TYPE_UNSIGNED (from) == TYPE_UNSIGNED (to));
  /* Extension: exact when the lanes do not wrap in the source type.  */
  if (!x.nowrap)
    return shape_varying (shape_thread_align (x));
  return shape_strided (x.stride, align,
			TYPE_UNSIGNED (from) == TYPE_UNSIGNED (to));
}

/* Whether arithmetic in TYPE cannot wrap without undefined behaviour.  */

static bool
arith_nowrap_p (tree type)
{
  return POINTER_TYPE_P (type) || TYPE_OVERFLOW_UNDEFINED (type);
}

/* The shape of the integer operation STMT (a multiplication, a shift, a
   bit operation or a division) of TYPE from the shapes OPS of its
   operands, into *RES, where the operation keeps a stride (thesis
   §10.4.5); false where only the generic transformer applies.  */

static bool
shape_of_int_op (gassign *stmt, tree type, const vector_shape *ops,
		 vector_shape *res)
{
  HOST_WIDE_INT c;
  if (!strided_type_p (type))
    return false;
  switch (gimple_assign_rhs_code (stmt))
    {
    case MULT_EXPR:
      if (const_value (gimple_assign_rhs2 (stmt), &c))
	*res = shape_scale (ops[0], c, arith_nowrap_p (type));
      else if (const_value (gimple_assign_rhs1 (stmt), &c))
	*res = shape_scale (ops[1], c, arith_nowrap_p (type));
      else if (shape_uniform_p (ops[0]) && shape_uniform_p (ops[1]))
	*res = shape_uniform (ops[0].align * ops[1].align);
      else
	*res = shape_varying (shape_thread_align (ops[0])
			      * shape_thread_align (ops[1]));
      return true;

    case LSHIFT_EXPR:
      if (const_value (gimple_assign_rhs2 (stmt), &c)
	  && c >= 0 && c < (HOST_WIDE_INT) TYPE_PRECISION (type)
	  && c < HOST_BITS_PER_WIDE_INT - 1)
	{
	  *res = shape_scale (ops[0], HOST_WIDE_INT_1 << c, false);
	  return true;
	}
      return false;

    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      /* x | c behaves like x + c when the low bits of every lane of x
	 that c touches are zero.  */
      if (const_value (gimple_assign_rhs2 (stmt), &c) && c > 0
	  && ops[0].cls == SHAPE_STRIDED)
	{
	  unsigned HOST_WIDE_INT span = HOST_WIDE_INT_1U << (floor_log2 (c) + 1);
	  unsigned HOST_WIDE_INT g = shape_thread_align (ops[0]);
	  if (g == 0 || g % span == 0)
	    {
	      *res = shape_add (ops[0], shape_uniform (c), false);
	      return true;
	    }
	}
      return false;

    case BIT_AND_EXPR:
      /* x & -2^m leaves x unchanged when every lane is a multiple of
	 2^m.  */
      if (const_value (gimple_assign_rhs2 (stmt), &c) && c < 0
	  && pow2p_hwi (-(unsigned HOST_WIDE_INT) c))
	{
	  unsigned HOST_WIDE_INT g = shape_thread_align (ops[0]);
	  if (g == 0 || g % (-(unsigned HOST_WIDE_INT) c) == 0)
	    {
	      *res = ops[0];
	      return true;
	    }
	}
      return false;

    case EXACT_DIV_EXPR:
    case TRUNC_DIV_EXPR:
      if (const_value (gimple_assign_rhs2 (stmt), &c) && c > 0)
	{
	  if (ops[0].cls == SHAPE_STRIDED
	      && ops[0].stride % c == 0 && ops[0].align % c == 0)
	    {
	      *res = shape_strided (ops[0].stride / c, ops[0].align / c,
				    ops[0].nowrap);
	      return true;
	    }
	  if (ops[0].cls == SHAPE_VARYING && ops[0].align % c == 0)
	    {
	      *res = shape_varying (ops[0].align / c);
	      return true;
	    }
	}
      return false;

    default:
      return false;
    }
}

/* The shape of the load STMT: uniform when the address is and no store
   in the loop may write the location (thesis [DA-LOAD-U/D]).  */

static vector_shape
shape_of_load (region *r, gassign *stmt)
{
  tree ref = gimple_assign_rhs1 (stmt);
  vector_shape a = shape_of_address (r, ref);
  if (a.cls == SHAPE_BOTTOM)
    return a;
  if (shape_uniform_p (a) && !TREE_THIS_VOLATILE (ref))
    {
      /* The caller (divergence.cc) records whether a store may alias;
	 a load it marked keeps varying.  */
      if (gimple_plf (stmt, GF_PLF_1))
	return shape_varying ();
      return shape_uniform ();
    }
  return shape_varying ();
}

/* The transfer function of the assignment STMT.  */

static vector_shape
shape_of_assign (region *r, gassign *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  unsigned nops = gimple_num_ops (stmt) - 1;

  if (gimple_assign_load_p (stmt))
    return shape_of_load (r, stmt);

  vector_shape ops[3];
  bool any_bottom = false;
  for (unsigned i = 0; i < nops && i < 3; i++)
    {
      ops[i] = shape_of_operand (r, gimple_op (stmt, i + 1));
      if (ops[i].cls == SHAPE_BOTTOM)
	any_bottom = true;
    }
  if (any_bottom)
    return shape_bottom ();

  switch (code)
    {
    case SSA_NAME:
    case PAREN_EXPR:
      return shape_for_type (ops[0], type);

    case INTEGER_CST:
    case REAL_CST:
    case ADDR_EXPR:
    case VECTOR_CST:
    case COMPLEX_CST:
      return shape_for_type (ops[0], type);

    CASE_CONVERT:
      return shape_convert (ops[0], TREE_TYPE (gimple_assign_rhs1 (stmt)),
			    type);

    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      if (!strided_type_p (type))
	break;
      return shape_add (ops[0], ops[1], arith_nowrap_p (type));

    case MINUS_EXPR:
    case POINTER_DIFF_EXPR:
      if (!strided_type_p (type))
	break;
      return shape_add (ops[0], shape_negate (ops[1]),
			arith_nowrap_p (type));

    case NEGATE_EXPR:
      if (!strided_type_p (type))
	break;
      {
	vector_shape s = shape_negate (ops[0]);
	s.nowrap = s.nowrap && arith_nowrap_p (type);
	return s;
      }

    case MULT_EXPR:
    case LSHIFT_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case BIT_AND_EXPR:
    case EXACT_DIV_EXPR:
    case TRUNC_DIV_EXPR:
      {
	vector_shape res;
	if (shape_of_int_op (stmt, type, ops, &res))
	  return res;
	break;
      }

    default:
      if (TREE_CODE_CLASS (code) == tcc_comparison)
	return shape_of_condition (r, code, gimple_assign_rhs1 (stmt),
				   gimple_assign_rhs2 (stmt));
      break;
    }

  /* Generic transformer ([DA-UARITH], [DA-DARITH]): uniform iff all
     operands are.  */
  for (unsigned i = 0; i < nops && i < 3; i++)
    if (!shape_uniform_p (ops[i]))
      return shape_varying ();
  return shape_uniform ();
}

/* The shape of the address of memory reference REF, in bytes.  */

vector_shape
shape_of_address (region *r, tree ref)
{
  switch (TREE_CODE (ref))
    {
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
    case STRING_CST:
    case CONST_DECL:
      return shape_uniform (MAX (DECL_P (ref) ? DECL_ALIGN_UNIT (ref) : 1u,
				 1u));

    case MEM_REF:
    case TARGET_MEM_REF:
      {
	vector_shape s = shape_of_operand (r, TREE_OPERAND (ref, 0));
	if (TREE_CODE (ref) == TARGET_MEM_REF)
	  {
	    if (TMR_INDEX (ref))
	      {
		vector_shape i = shape_of_operand (r, TMR_INDEX (ref));
		HOST_WIDE_INT step = 1;
		if (TMR_STEP (ref))
		  const_value (TMR_STEP (ref), &step);
		s = shape_add (s, shape_scale (i, step, true), true);
	      }
	    if (TMR_INDEX2 (ref))
	      s = shape_add (s, shape_of_operand (r, TMR_INDEX2 (ref)), true);
	  }
	HOST_WIDE_INT off;
	if (const_value (TREE_OPERAND (ref, 1), &off))
	  return shape_add (s, shape_uniform (uabs (off)), true);
	return shape_add (s, shape_uniform (), true);
      }

    case ARRAY_REF:
    case ARRAY_RANGE_REF:
      {
	vector_shape base = shape_of_address (r, TREE_OPERAND (ref, 0));
	vector_shape idx = shape_of_operand (r, TREE_OPERAND (ref, 1));
	tree low = array_ref_low_bound (ref);
	tree esize = array_ref_element_size (ref);
	HOST_WIDE_INT es, lo = 0;
	if (!const_value (esize, &es) || (low && !const_value (low, &lo)))
	  {
	    vector_shape s = shape_add (base, idx, true);
	    if (shape_uniform_p (s))
	      return s;
	    return shape_varying ();
	  }
	/* The index is converted to sizetype: its lanes must not wrap in
	   its own type for the scaled stride to hold.  */
	tree itype = TREE_TYPE (TREE_OPERAND (ref, 1));
	vector_shape i = shape_convert (idx, itype, sizetype);
	vector_shape off = shape_scale (shape_add (i, shape_uniform (uabs (lo)),
						   true), es, true);
	return shape_add (base, off, true);
      }

    case COMPONENT_REF:
      {
	vector_shape base = shape_of_address (r, TREE_OPERAND (ref, 0));
	tree field = TREE_OPERAND (ref, 1);
	tree off = component_ref_field_offset (ref);
	HOST_WIDE_INT o;
	if (off && const_value (off, &o)
	    && tree_fits_uhwi_p (DECL_FIELD_BIT_OFFSET (field)))
	  {
	    o += tree_to_uhwi (DECL_FIELD_BIT_OFFSET (field)) / BITS_PER_UNIT;
	    return shape_add (base, shape_uniform (uabs (o)), true);
	  }
	vector_shape s = shape_add (base, shape_uniform (), true);
	return shape_uniform_p (s) ? s : shape_varying ();
      }

    case BIT_FIELD_REF:
    case REALPART_EXPR:
    case IMAGPART_EXPR:
    case VIEW_CONVERT_EXPR:
      {
	vector_shape base = shape_of_address (r, TREE_OPERAND (ref, 0));
	if (TREE_CODE (ref) == IMAGPART_EXPR)
	  {
	    tree t = TREE_TYPE (ref);
	    HOST_WIDE_INT sz = int_size_in_bytes (t);
	    return shape_add (base, shape_uniform (sz > 0 ? sz : 1), true);
	  }
	if (TREE_CODE (ref) == BIT_FIELD_REF)
	  {
	    vector_shape s = shape_add (base, shape_uniform (), true);
	    return shape_uniform_p (s) ? s : shape_varying ();
	  }
	return base;
      }

    default:
      if (is_gimple_min_invariant (ref))
	return shape_uniform ();
      return shape_varying ();
    }
}

/* The transfer function of call STMT.  */

static vector_shape
shape_of_call (region *r, gcall *stmt)
{
  /* Lockstep's intrinsics: any-lane tests are uniform, block activity is
     not known before predication.  */
  if (region_intrinsic_call_p (r, stmt, r->any_decl))
    return shape_uniform ();
  if (region_intrinsic_call_p (r, stmt, r->active_decl))
    return shape_varying ();
  switch (region_api_call (stmt))
    {
    case LOCKSTEP_API_NONE:
      break;
    case LOCKSTEP_API_LANE:
      return shape_strided (1, 0, true);
    default:
      /* Horizontal results: the same in every lane.  */
      return shape_uniform ();
    }
  if (gimple_call_internal_p (stmt))
    switch (gimple_call_internal_fn (stmt))
      {
      case IFN_GOMP_SIMD_LANE:
	/* The lane number: 0, 1, ..., VF-1 (thesis §10.4.3).  */
	return shape_strided (1, 0, true);
      case IFN_GOMP_SIMD_VF:
	return shape_uniform ();
      default:
	break;
      }
  /* Calls without side effects: uniform iff all arguments are.  Pure
     functions read memory: only when nothing in the loop writes it.  */
  int flags = gimple_call_flags (stmt);
  bool side_effect_free = (flags & (ECF_CONST | ECF_PURE))
			  && !(flags & ECF_LOOPING_CONST_OR_PURE);
  if (gimple_call_internal_p (stmt))
    side_effect_free = !gimple_has_side_effects (stmt);
  if (side_effect_free && (flags & ECF_PURE) && gimple_plf (stmt, GF_PLF_1))
    side_effect_free = false;
  bool uniform = side_effect_free;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      vector_shape s = shape_of_operand (r, gimple_call_arg (stmt, i));
      if (s.cls == SHAPE_BOTTOM)
	return s;
      if (!shape_uniform_p (s))
	uniform = false;
    }
  return uniform ? shape_uniform () : shape_varying ();
}

/* The transfer function of STMT: the shape of its result.  PHI nodes are
   handled by the divergence analysis, which knows about sync dependence.  */

vector_shape
shape_of_stmt (region *r, gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  vector_shape s;
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      s = shape_of_assign (r, as_a <gassign *> (stmt));
      break;
    case GIMPLE_CALL:
      s = shape_of_call (r, as_a <gcall *> (stmt));
      break;
    default:
      return shape_varying ();
    }
  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    s = shape_for_type (s, TREE_TYPE (lhs));
  return s;
}
