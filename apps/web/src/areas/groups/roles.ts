// Group roles as the spec shows them: lower-case in dropdowns and chips (doc 1 §6).
import type { GroupRole } from '@vendy/client/generated';
import type { SelectOption } from '@vendy/ui-kit';

export const roleLabel = (role: GroupRole): string => role.toLowerCase();

export const ROLE_OPTIONS: readonly SelectOption<GroupRole>[] = [
  { id: 'OWNER', label: roleLabel('OWNER') },
  { id: 'USER', label: roleLabel('USER') },
];
