import type { ReactNode } from 'react';
import { useHydrateAtoms } from 'jotai/utils';
import { seedSessionAtom, type CurrentUser } from './atoms';

export interface HydrateSessionProps {
  currentUser: CurrentUser;
  children: ReactNode;
}

/**
 * Puts a loaded session in the surrounding jotai store before its children render, so that a route
 * module's story or test sees `useSession().currentUser` without a layout loading it. `refresh`
 * still calls getCurrentUser.
 */
export function HydrateSession({ currentUser, children }: HydrateSessionProps) {
  useHydrateAtoms([[seedSessionAtom, currentUser]] as const);
  return children;
}
