import { statSync } from 'node:fs';
import path from 'node:path';

/** The site's first year, as the spec and the footer state it. */
const FIRST_YEAR = 2025;

/**
 * The footer's years worked out without the app's code: "2025" while the site is built in 2025,
 * then "2025–<year dist/ was built>" (an en dash).
 */
export function expectedCopyrightYears(
  dist = path.resolve(import.meta.dirname, '../../dist'),
): string {
  const built = statSync(path.join(dist, 'index.html')).mtime.getFullYear();
  return built === FIRST_YEAR ? String(FIRST_YEAR) : `${FIRST_YEAR}\u2013${built}`;
}
