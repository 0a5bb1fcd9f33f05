/** One named operation of the specification's "calls" sections (doc 1 §7, doc 2 §7, doc 3 §7). */
export interface OperationSpec {
  /** Exactly the specification's operation name, e.g. `getCurrentUser`. */
  name: string;
  kind: 'query' | 'mutation';
  /** Fallback message from the specification's error catalogue, shown when the server gives none. */
  fallback: string;
  /** Which specification document names it (the first, when several do). */
  doc: 1 | 2 | 3;
  /** Who may call it: anyone, any signed-in user, a group member, a group OWNER, or an admin. */
  access: 'public' | 'user' | 'member' | 'owner' | 'admin';
}
