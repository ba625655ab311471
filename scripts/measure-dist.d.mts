export interface PageSizes {
  route: string;
  scripts: { url: string; gzip: number }[];
  jsGzip: number;
  inlineCss: number;
  htmlGzip: number;
}
export function gzipSize(file: string): number;
export function htmlFileFor(dist: string, routePath: string): string;
export function firstLoadScripts(html: string): string[];
export function inlineCssBytes(html: string): number;
export function measurePage(dist: string, routePath: string): PageSizes;
export function routePaths(root: string, language?: string): { id: string; path: string }[];
export function kib(bytes: number): string;
