import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, top to bottom. A module may import from its own layer and the layers below
 * it, never from one above: data and helpers flow up into pages, never back down.
 */
const layers = [
  ['src/entry-client.tsx', 'src/entry-server.tsx'],
  ['src/app'],
  ['src/pages'],
  ['src/sections'],
  ['src/components'],
  ['src/seo'],
  ['src/routing'],
  ['src/content', 'src/lib', 'src/i18n', 'src/theme', 'src/config'],
];
const layerZones = layers.slice(0, -1).map((upper, index) => ({
  target: layers
    .slice(index + 1)
    .flat()
    .map((dir) => `./${dir}`),
  from: upper.map((dir) => `./${dir}`),
  message: `Imports go down the layers (${layers.map((layer) => layer.join(' ')).join(' -> ')}).`,
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'bench', 'outbox'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too, so no-cycle can follow imports through them.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Heavy or side-effecting libraries live behind one module each, off the first load.
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
              group: [
                '@mui/material/Button',
                '@mui/material/IconButton',
                '@mui/material/ButtonBase',
              ],
              message:
                'Use src/components/ui/action-button.tsx: MUI buttons add ~11 KiB gz of JS and a CSS copy per style to every route that renders one.',
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
    // swiper's one door; the mobile-menu drawer is its own lazily loaded chunk.
    files: ['src/lib/swiper.ts', 'src/components/layout/mobile-menu-drawer.tsx'],
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
