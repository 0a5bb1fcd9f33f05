/**
 * Compile-time checks for run-time lists of an SDL enum's values (types only: nothing of it
 * reaches a bundle). Write the list `as const satisfies readonly Enum[]`, which refuses a value the
 * enum does not have, then `type _Complete = Listed<ListsAll<Enum, typeof LIST>>`, which fails to
 * compile while the list misses one.
 */
export type ListsAll<Union extends string, List extends readonly Union[]> = [Union] extends [
  List[number],
]
  ? true
  : false;

export type Listed<_Check extends true> = true;
