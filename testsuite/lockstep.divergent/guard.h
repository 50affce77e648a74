/* Memory next to inaccessible pages, to check that masked-off lanes do not
   access memory.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include <sys/mman.h>
#include <unistd.h>
#include <stdint.h>

/* A page that faults on any access.  */
static void *
guard_page (void)
{
  long page = sysconf (_SC_PAGESIZE);
  void *p = mmap (NULL, page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    abort ();
  return p;
}

/* SIZE bytes of read-write memory that end right before an inaccessible
   page (and start right after one when SIZE is a multiple of the page
   size).  */
static void *
guard_alloc (size_t size)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t rw = (size + page - 1) / page * page;
  char *base = mmap (NULL, rw + 2 * page, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED)
    abort ();
  if (mprotect (base, page, PROT_NONE) != 0
      || mprotect (base + page + rw, page, PROT_NONE) != 0)
    abort ();
  return base + page + rw - size;
}

/* SIZE bytes of read-write memory that start right after an inaccessible
   page.  */
static void *
guard_alloc_after (size_t size)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t rw = (size + page - 1) / page * page;
  char *base = mmap (NULL, rw + page, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED)
    abort ();
  if (mprotect (base, page, PROT_NONE) != 0)
    abort ();
  return base + page;
}
