import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isUsed, sourceReferences } from '../../tools/i18n/i18n-source-keys.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'i18n-source-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

writeFileSync(
  path.join(dir, 'page.tsx'),
  `// t('comment.only') is a comment, not a read
export function Page({ id }: { id: string }) {
  const { t } = useTranslation('home');
  const items = t('faq.items', { returnObjects: true });
  const plan = t(\`plans.\${id}\`, { ns: 'pricing', returnObjects: true });
  return <p title={\`\${t(\`footer.social.\${id}\`)} (new tab)\`}>{t("hero.title")}{t('common:cta')}</p>;
}
`,
);
const references = await sourceReferences([dir]);

describe('keys read by the source, from its syntax tree', () => {
  it('counts string literals, with or without a namespace', () => {
    expect(isUsed('hero.title', references)).toBe(true);
    expect(isUsed('cta', references)).toBe(true);
  });

  it('ignores keys that appear only in comments', () => {
    expect(isUsed('comment.only', references)).toBe(false);
  });

  it('covers the subtree of a key read with returnObjects, literal or template', () => {
    expect(isUsed('faq.items.0.question', references)).toBe(true);
    expect(isUsed('plans.pro.features', references)).toBe(true);
    expect(isUsed('faq.title', references)).toBe(false);
  });

  it('matches leaves against a template nested in another template', () => {
    expect(isUsed('footer.social.linkedin', references)).toBe(true);
    expect(isUsed('footer.social', references)).toBe(false);
  });
});
