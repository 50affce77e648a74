/* GCC headers used by every lockstep source file, in the order they need,
   and what lockstep uses of GCC 12's interface for older GCCs.
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

#ifndef LOCKSTEP_GCC_H
#define LOCKSTEP_GCC_H

/* The accessors of kinds of statements check the kind (checking.cc): an
   accessor given another kind reads past the statement otherwise, which
   works until the statement ends a page of GCC's heap that its garbage
   collector released (fuzzer seed 946056).  A test of the kind costs
   nothing measurable next to what the plugin does.  */
#define ENABLE_GIMPLE_CHECKING 1

#include "gcc-plugin.h"
/* GCCPLUGIN_VERSION tells which GCC the plugin is built for; the version
   data the header defines is used by plugin.cc only.  */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#include "plugin-version.h"
#pragma GCC diagnostic pop
#include "backend.h"
#include "rtl.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "tree-pass.h"
#include "context.h"
#include "cfghooks.h"
#include "expmed.h"
#include "insn-codes.h"
#include "optabs-query.h"
#include "optabs-tree.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "alias.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "varasm.h"
#include "gimple-fold.h"
#include "gimplify.h"
#include "gimple-iterator.h"
#include "gimplify-me.h"
#include "tree-cfg.h"
#include "tree-into-ssa.h"
#include "tree-ssa.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-data-ref.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-loop-manip.h"
#include "tree-ssa-address.h"
#include "cfganal.h"
#include "cgraph.h"
#include "attribs.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "langhooks.h"
#include "builtins.h"
#include "calls.h"
#include "internal-fn.h"
#include "target.h"
#include "tree-vector-builder.h"
#include "vec-perm-indices.h"
#include "tree-vectorizer.h"
#include "tree-eh.h"
#include "tree-dfa.h"
#include "dominance.h"
#include "omp-general.h"
#include "tree-iterator.h"

/* Compatibility with older GCCs: each shim provides what lockstep uses of
   GCC 12's interface in terms of the older one, so the plugin sources are
   written for GCC 12 alone.  A shim is guarded by the first version that
   does not need it.  */

#if GCCPLUGIN_VERSION_MAJOR < 12

/* GCC 12 added startswith to system.h.  Return true if STR starts with
   PREFIX.  */

static inline bool
startswith (const char *str, const char *prefix)
{
  return strncmp (str, prefix, strlen (prefix)) == 0;
}

/* GCC 12 replaced FOR_EACH_LOOP by range-based for over loops_list.  The
   list of the loops of a function, or of those inside a loop, in the order
   that FLAGS (enum li_flags) selects; loops removed while the list is
   walked are skipped, as in GCC 12.  */

class loops_list
{
public:
  loops_list (function *, unsigned, class loop * = NULL);

  /* An iterator over the list; a position past the end is the end.  */
  class iterator
  {
  public:
    iterator (const loops_list *list, unsigned idx)
      : list (list), idx (idx)
    {
      skip_removed ();
    }
    class loop *operator* () const
    {
      return get_loop (list->fn, list->to_visit[idx]);
    }
    iterator &operator++ ()
    {
      idx++;
      skip_removed ();
      return *this;
    }
    bool operator!= (const iterator &other) const
    {
      return idx != other.idx;
    }

  private:
    void skip_removed ();
    const loops_list *list;
    unsigned idx;
  };

  iterator begin () const { return iterator (this, 0); }
  iterator end () const { return iterator (this, to_visit.length ()); }

private:
  void walk (class loop *, unsigned);
  function *fn;
  auto_vec<int, 16> to_visit;
};

/* Move the iterator past the loops of its list that were removed.  */

inline void
loops_list::iterator::skip_removed ()
{
  while (idx < list->to_visit.length ()
	 && !get_loop (list->fn, list->to_visit[idx]))
    idx++;
}

/* Push the loops inside LOOP (LOOP excluded) onto the list in the order
   FLAGS selects: outer loops first, innermost ones first
   (LI_FROM_INNERMOST) or innermost ones only (LI_ONLY_INNERMOST).  */

inline void
loops_list::walk (class loop *loop, unsigned flags)
{
  for (class loop *l = loop->inner; l; l = l->next)
    {
      bool innermost = l->inner == NULL;
      if (!(flags & (LI_FROM_INNERMOST | LI_ONLY_INNERMOST))
	  || ((flags & LI_ONLY_INNERMOST) && innermost))
	to_visit.safe_push (l->num);
      walk (l, flags);
      if ((flags & LI_FROM_INNERMOST) && !(flags & LI_ONLY_INNERMOST))
	to_visit.safe_push (l->num);
    }
}

/* The loops of FN inside ROOT, or inside the root of FN's loop tree when
   ROOT is null, in the order FLAGS selects; ROOT itself is included when
   FLAGS has LI_INCLUDE_ROOT.  */

inline
loops_list::loops_list (function *fn, unsigned flags, class loop *root)
  : fn (fn)
{
  struct loops *loops = loops_for_fn (fn);
  if (!loops)
    return;
  if (!root)
    root = loops->tree_root;
  bool root_innermost = root->inner == NULL;
  if ((flags & LI_INCLUDE_ROOT)
      && !(flags & LI_FROM_INNERMOST)
      && (!(flags & LI_ONLY_INNERMOST) || root_innermost))
    to_visit.safe_push (root->num);
  walk (root, flags);
  if ((flags & LI_INCLUDE_ROOT) && (flags & LI_FROM_INNERMOST)
      && (!(flags & LI_ONLY_INNERMOST) || root_innermost))
    to_visit.safe_push (root->num);
}

/* Whether the dump flags FLAGS, as -fdump-tree-NAME-FLAGS takes them, name
   a flag GCC does not know.  GCC 12 gave TDF_ERROR a bit of its own
   (1 << 30); in GCC 11 it is (1 << 26), the bit of MSG_PRIORITY_INTERNALS,
   which parse_dump_option sets for every string.  GCC 11's
   parse_dump_option returns exactly TDF_ERROR, without
   MSG_PRIORITY_USER_FACING, for an unknown name, so test one name at a
   time.  */

static inline bool
lockstep_dump_flags_error_p (const char *flags)
{
  char *copy = xstrdup (flags);
  bool bad = false;
  for (char *name = strtok (copy, "-"); name; name = strtok (NULL, "-"))
    if (!(parse_dump_option (name, NULL) & MSG_PRIORITY_USER_FACING))
      bad = true;
  free (copy);
  return bad;
}

#else /* GCCPLUGIN_VERSION_MAJOR >= 12 */

static inline bool
lockstep_dump_flags_error_p (const char *flags)
{
  return (parse_dump_option (flags, NULL) & TDF_ERROR) != 0;
}

#endif /* GCCPLUGIN_VERSION_MAJOR < 12 */

#endif /* LOCKSTEP_GCC_H */
