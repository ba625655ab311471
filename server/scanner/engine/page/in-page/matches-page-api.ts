/**
 * Fails the in-page type check when index.ts and page-api.ts (what the engine sees of it) stop
 * agreeing: the same names, and each function's arguments and answer the same both ways.
 */
import type * as InPage from './index.ts';
import type { PageApi } from '../page-api.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const inPageMatchesPageApi: Same<typeof InPage, PageApi> = true;
