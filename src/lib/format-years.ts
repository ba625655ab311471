/** A span of years as a copyright line shows it: "2025–2026", or "2025" when they are equal. */
export function copyrightYears(first: number, last: number): string {
  return last > first ? `${first}–${last}` : String(first);
}
