/** Old path -> current path of each renamed page. */
export const movedPaths: Readonly<Record<string, string>>;
export const NGINX_REDIRECTS_FILE: string;
export const REDIRECTS_FILE: string;
export function movedTarget(url: string): string | undefined;
export function nginxRedirects(moved?: Readonly<Record<string, string>>): string;
export function hostRedirects(moved?: Readonly<Record<string, string>>): string;
export function writeRedirectFiles(dist: string): Promise<void>;
