/**
 * The pseudo-locales' folders (locales/qps*) exist while a pseudo build runs: a normal build beside
 * it (the tests build variants of the site at once) must leave them, or the pseudo build loses its
 * languages mid-way. This file goes through a pseudo build's own steps, which are safe beside real
 * builds by design.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesDir, pseudoLanguages } from '../../server/locales/locales.ts';
import {
  releasePseudoLocale,
  removeLeftoverPseudoLocale,
  writePseudoLocale,
} from '../../scripts/pseudo-locale.ts';

const folders = () => pseudoLanguages.map((language) => path.join(localesDir, language));

describe('a normal build beside a pseudo build', () => {
  it("leaves the running pseudo build's folders in place", () => {
    writePseudoLocale();
    try {
      expect(folders().filter((folder) => !existsSync(folder))).toEqual([]);
      removeLeftoverPseudoLocale();
      expect(folders().filter((folder) => !existsSync(folder))).toEqual([]);
    } finally {
      releasePseudoLocale();
    }
  });
});
