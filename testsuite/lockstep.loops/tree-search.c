/* A search in a binary search tree with two exits: found (break) and not
   found (the walk falls off a leaf), with different results after the
   loop.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

struct node
{
  int key, left, right, value;
};

#define BODY								\
  do {									\
    int key = keys[i], at = 0, depth = 0, found = -1;			\
    while (at >= 0)							\
      {									\
	if (tree[at].key == key)					\
	  {								\
	    found = tree[at].value;					\
	    break;							\
	  }								\
	at = key < tree[at].key ? tree[at].left : tree[at].right;	\
	depth++;							\
      }									\
    out[i] = found >= 0 ? found * 100 + depth : -depth;			\
  } while (0)

NOIPA void
search (int n, const int *restrict keys, const struct node *restrict tree,
	int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
search_ref (int n, const int *restrict keys,
	    const struct node *restrict tree, int *restrict out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

/* Insert KEY into the tree of *COUNT nodes.  */
static void
insert (struct node *tree, int *count, int key)
{
  int k = (*count)++;
  tree[k].key = key;
  tree[k].left = tree[k].right = -1;
  tree[k].value = key % 1000;
  if (k == 0)
    return;
  int at = 0;
  for (;;)
    {
      int *next = key < tree[at].key ? &tree[at].left : &tree[at].right;
      if (*next < 0)
	{
	  *next = k;
	  return;
	}
      at = *next;
    }
}

int
main (void)
{
  static struct node tree[512];
  static int keys[MAX_N], out[MAX_N], ref[MAX_N];
  int count = 0;
  for (int i = 0; i < 500; i++)
    insert (tree, &count, (i * 7919) % 5003);
  for (int i = 0; i < MAX_N; i++)
    keys[i] = (i % 3) ? (i * 7919) % 5003 : check_rand () % 5003;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      search (n, keys, tree, out);
      search_ref (n, keys, tree, ref);
      for (int i = 0; i < n; i++)
	CHECK (out[i] == ref[i], "n=%d i=%d: %d != %d", n, i, out[i], ref[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "tree-search.c:36:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
/* { dg-final { scan-tree-dump ";; divergent loop exits: bb \[0-9\]+ bb \[0-9\]+|;; divergent loop exits: bb \[0-9\]+\n" "lockstep" } } */
