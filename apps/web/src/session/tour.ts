// The account menu's 'Tour' item asks for the guided tour (doc 3 §2); the dashboard shows it
// while this is true and sets it back to false when the tour is closed.
import { atom } from 'jotai';

const tourRequested = atom(false);

export const guidedTourRequestedAtom = atom(
  (get) => get(tourRequested),
  (_get, set, requested: boolean) => set(tourRequested, requested),
);
