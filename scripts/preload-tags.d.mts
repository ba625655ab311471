export function withLowPriorityScripts(html: string): string;
