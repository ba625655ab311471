export const localesDir: string;
export const pseudoLanguage: string;
export const pseudoRtlLanguage: string;
export const pseudoLanguages: readonly string[];
export function textDirection(language: string): 'ltr' | 'rtl';
export const metaFolder: string;
export function languageConfig(options?: { pseudo?: boolean }): {
  defaultLanguage: string;
  languages: string[];
  translating: string[];
};
export function readLocale(language: string): Record<string, unknown>;
export function flatten(
  value: unknown,
  prefix?: string,
  out?: Map<string, unknown>,
): Map<string, unknown>;
export function isEmpty(value: unknown): boolean;
export interface NamespaceCoverage {
  total: number;
  translated: number;
  missing: string[];
  empty: string[];
}
export function coverage(
  language: string,
  bundles?: Record<string, unknown>,
  reference?: Record<string, unknown> | null,
): Record<string, NamespaceCoverage>;
export function completeNamespaces(language: string, bundles?: Record<string, unknown>): string[];
