import { useCallback, useState } from 'react';

/**
 * Wraps a form's submit so that its success text shows once it succeeds and goes away as the next
 * submit starts; a failure then leaves it hidden while the form shows its error.
 */
export function useSaveStatus<T>(save: (values: T) => Promise<void>) {
  const [succeeded, setSucceeded] = useState(false);
  const submit = useCallback(
    async (values: T) => {
      setSucceeded(false);
      await save(values);
      setSucceeded(true);
    },
    [save],
  );
  return { succeeded, submit };
}
