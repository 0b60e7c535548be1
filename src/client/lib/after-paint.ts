// Work a page needs soon but not for its first paint: on a slow phone every request and task that starts before
// the first paint of the page's main content competes with it for the link and the CPU, and Lighthouse counts all
// of them into the LCP (issue 22, decision 0258).
import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: an animation frame runs just before a paint,
 * and a task queued from it just after.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
