export type Env = Record<string, string | undefined>;
export type HeaderList = [string, string][];

export const ASSET_PREFIX: string;
export const ASSET_CACHE_CONTROL: string;
export const REVALIDATE_CACHE_CONTROL: string;
export const HEADERS_FILE: string;
export const NGINX_HEADERS_FILE: string;
export const SECURITY_TXT_FILE: string;
export const HOST_FILES: RegExp;
export const GTM_SOURCES: Record<'script-src' | 'img-src' | 'connect-src', string[]>;
export const EMAILJS_ORIGIN: string;
export const DENIED_FEATURES: string[];
export const TRUSTED_TYPES: string;

export function extraSources(env?: Env): Record<string, string[]>;
export function cspDirectives(options?: { hashes?: string[]; env?: Env }): [string, string[]][];
export function securityHeaders(options?: { hashes?: string[]; env?: Env }): HeaderList;
export function cacheControlFor(pathname: string): string;
export function textContentType(pathname: string): string | undefined;
export function executableInlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function inlineHandlers(html: string): string[];
export function hashInlineScripts(
  dist: string,
): Promise<{ pages: { file: string; hashes: string[] }[]; hashes: string[] }>;
export function headersFile(headers: HeaderList): string;
export function parseHeadersFile(text: string): { pattern: string; headers: HeaderList }[];
export function readBuiltHeaders(dist: string): HeaderList;
export function nginxHeadersFile(headers: HeaderList): string;
export function securityTxt(options: { email: string; origin: string; now?: Date }): string;
export function writeSecurityFiles(options: {
  root: string;
  dist?: string;
  ssrDir?: string;
  env?: Env;
}): Promise<HeaderList>;
