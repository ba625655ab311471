import type { Resources } from './i18next';

export type Namespace = keyof Resources;
