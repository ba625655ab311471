import type { Plugin } from 'vite';
export function localesPlugin(): Plugin;
export const previewEnv: string;
