export function startScriptsAfterFirstPaint(html: string): string;
