import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'bench', 'outbox'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Architecture: pages -> sections -> components; never back up the tree.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@emailjs/browser'],
              message: 'Only src/lib/send-request.ts talks to EmailJS.',
            },
            {
              group: ['notistack'],
              message: 'Only src/lib/toast.tsx imports notistack (loaded lazily after a send).',
            },
            {
              regex: '^swiper(/|$)',
              message:
                'Only src/lib/swiper.ts imports swiper; carousels load it after hydration (src/components/ui/carousel.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/send-request.ts', 'src/lib/toast.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/lib/swiper.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
