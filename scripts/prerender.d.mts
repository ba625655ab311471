export function prerender(options: { dist: string; ssrDir: string }): Promise<void>;
export function fillTemplate(
  template: string,
  parts: { htmlAttributes: string; head: string; body: string },
): string;
export function pageDocument(
  template: string,
  result: { head: string; styles: string; html: string; language: string; dir: string },
): string;
