// Whether what this component committed has been painted: false in its first commit when `wait` is
// set, true once the browser has drawn a frame after it (a frame's callback, then a task, which
// runs after that frame's paint). Work that may follow the paint rather than join it (a dialog
// whose opening measures the whole page) waits for this, so that the first commit stays one task
// and the measuring finds the page already laid out. Without `wait` it is true at once.
import { useEffect, useState } from 'react';

export function usePainted(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    // A hidden page draws no frame (and runs no frame callback): nothing to wait for there.
    if (document.visibilityState === 'hidden') {
      done();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(done);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
