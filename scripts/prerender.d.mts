export function prerender(options: { dist: string; ssrDir: string }): Promise<void>;
export function fillTemplate(
  template: string,
  parts: { htmlAttributes: string; head: string; body: string },
): string;
