// Display rules of the admin screens (doc 1 §2, §6): roles lower-case, dates en-CA.
import { activePlan } from '@vendy/client/domain';
import type { GroupPlanHistoryFieldsFragment, GroupRole } from '@vendy/client/generated';

export const ROLE_OPTIONS: ReadonlyArray<{ id: GroupRole; label: string }> = [
  { id: 'OWNER', label: 'owner' },
  { id: 'USER', label: 'user' },
];

export const roleLabel = (role: GroupRole) => role.toLowerCase();

export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim();

/** Id of the group's active plan, or null when the history has none. */
export const activePlanId = (history: readonly GroupPlanHistoryFieldsFragment[]) =>
  activePlan(history)?.planId ?? null;

/** 'PORTRAIT_CAROUSEL' → 'Portrait carousel'. */
export function humanize(value: string): string {
  const text = value.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Case-insensitive match of the trimmed query in any of the texts; a blank query matches all. */
export function matchesQuery(
  query: string,
  ...texts: ReadonlyArray<string | null | undefined>
): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}

/** A media duration in seconds as m:ss (h:mm:ss from an hour). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
