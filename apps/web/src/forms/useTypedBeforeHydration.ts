// A page rendered ahead (src/prerender.tsx) takes input before its scripts have run. Hydration
// leaves what the visitor typed in the fields, but the form's state starts empty, and the render
// that follows hydration would write that empty state back over the text. On mount (the hydrating
// commit, before that render) this hands the text of each of the named fields to the form instead.
// On a page rendered by the client the fields are empty at mount and nothing happens.
import { useLayoutEffect, type RefObject } from 'react';

export function useTypedBeforeHydration<N extends string>(
  form: RefObject<HTMLFormElement | null>,
  names: readonly N[],
  setValue: (name: N, value: string) => void,
): void {
  useLayoutEffect(() => {
    for (const name of names) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value !== '') setValue(name, field.value);
    }
    // Once, at mount: later changes go through the fields' own handlers.
  }, []);
}
