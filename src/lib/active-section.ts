/**
 * Scroll-spy: calls `onChange` with the id of the last section whose top is above `offset` px from
 * the top of the viewport (undefined before the first one), now and then once per animation frame
 * while the page scrolls or resizes, whenever that id changes.
 */
export function watchActiveSection(
  ids: readonly string[],
  offset: number,
  onChange: (id: string | undefined) => void,
): void {
  let frame = 0;
  let active: string | undefined | null = null;
  const measure = () => {
    frame = 0;
    let current: string | undefined;
    for (const id of ids) {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      if (top !== undefined && top < offset) current = id;
    }
    if (current === active) return;
    active = current;
    onChange(current);
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
}
