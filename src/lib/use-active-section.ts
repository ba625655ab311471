import { useEffect, useState } from 'react';

/**
 * Scroll-spy: the id of the last section whose top is above `offset` px from the top of the
 * viewport (its page offset is less than scrollY + offset), or undefined before the first one.
 * Starts undefined on the server and in the first client render, so hydration matches, and is
 * measured after mount, then once per animation frame while the page scrolls or resizes.
 */
export function useActiveSection(ids: readonly string[], offset: number): string | undefined {
  const [active, setActive] = useState<string>();
  // A stable dependency: callers pass a fresh array on each render.
  const idList = ids.join(' ');

  useEffect(() => {
    const sectionIds = idList.split(' ');
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current: string | undefined;
      for (const id of sectionIds) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top < offset) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [idList, offset]);

  return active;
}
