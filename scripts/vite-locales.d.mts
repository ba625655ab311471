import type { Plugin } from 'vite';
export function localesPlugin(): Plugin;
