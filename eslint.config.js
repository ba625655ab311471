import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Heavy or side-effecting libraries live behind one module each, off the first load. `owner`
 * names the files allowed to import the library.
 */
const libraryDoors = [
  {
    group: ['@emailjs/browser'],
    message: 'Only src/lib/send-request.ts talks to EmailJS.',
    owners: ['src/lib/send-request.ts'],
  },
  {
    group: ['notistack'],
    message: 'Only src/lib/toast.tsx imports notistack (loaded lazily after a send).',
    owners: ['src/lib/toast.tsx'],
  },
  {
    group: [
      '@mui/material/Button',
      '@mui/material/IconButton',
      '@mui/material/ButtonBase',
      '@mui/material/ListItemButton',
      '@mui/material/Accordion*',
      '@mui/material/Drawer',
    ],
    message:
      'Use native elements with src/components/ui/action-button.tsx: MUI ButtonBase-based components add ~11 KiB gz of JS and a CSS copy per style to every route that renders one, and the theme no longer styles them (no ripple off, no focus ring).',
    owners: [],
  },
  {
    regex: '^swiper(/|$)',
    message:
      'Only src/lib/swiper.ts imports swiper; carousels load it after hydration (src/components/ui/carousel.tsx).',
    owners: ['src/lib/swiper.ts'],
  },
];

/**
 * The layers of src/, top to bottom. A module imports from its own layer and the layers below it,
 * never from one above: copy, data and helpers flow up into pages, never back down. (Import
 * cycles are caught by `dpdm` in `npm run lint`.)
 */
const layers = [
  ['entry-client.tsx', 'entry-server.tsx'],
  ['app'],
  ['pages'],
  ['sections', 'features'],
  ['components'],
  ['seo'],
  ['routing'],
  ['content', 'lib', 'i18n', 'theme', 'config'],
];
const layerOrder = layers.map((layer) => layer.join(' ')).join(' -> ');

/**
 * The zones of the repository, the top-level folders, each with the folders it may not import.
 * The site knows nothing of its servers, tools or tests. What the site and the servers share (the
 * scanner's report contract, the cookie-policy table, the consent log's retention) is
 * packages/, which imports neither; the server imports nothing else of the site. The tools
 * (build, dev, i18n, bench, production) may use all of them; tests may import anything. Code two
 * zones share lives in the lower one.
 */
const zones = {
  packages: ['src', 'server', 'tools', 'tests'],
  src: ['server', 'tools', 'tests'],
  server: ['src', 'tools', 'tests'],
  tools: ['tests'],
};
const zoneOrder = 'tests -> tools -> server, src -> packages';
const toolsButBench = readdirSync(new URL('./tools', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.name !== 'bench')
  .map((entry) => `./tools/${entry.name}`);

/**
 * import-x/no-restricted-paths checks the file each import resolves to (static, re-export and
 * dynamic `import()` alike), so a path spelt through another folder (`../lib/../../server/x`)
 * is judged by where it leads.
 */
const restrictedPaths = [
  ...Object.entries(zones).map(([zone, forbidden]) => ({
    // The benches measure the scanner on the tests' fixture sites: their zone follows.
    target: zone === 'tools' ? toolsButBench : `./${zone}`,
    from: forbidden.map((dir) => `./${dir}`),
    message: `${zone}/ may not import ${forbidden.map((dir) => `${dir}/`).join(', ')} (zones: ${zoneOrder}); move what both need into the lower zone.`,
  })),
  {
    target: './tools/bench',
    from: './tests',
    except: ['./harness'],
    message: `tools/bench/ may not import tests/ but tests/harness/ (zones: ${zoneOrder}).`,
  },
  ...layers.slice(1).map((layer, index) => ({
    target: layer.map((dir) => `./src/${dir}`),
    from: layers
      .slice(0, index + 1)
      .flat()
      .map((dir) => `./src/${dir}`),
    message: `Imports go down the layers (${layerOrder}).`,
  })),
];

/** no-restricted-imports for one file group: the library doors it does not own. */
function restrictions({ file }) {
  const patterns = libraryDoors
    .filter((door) => !door.owners.includes(file))
    .map(({ group, regex, message }) => (group ? { group, message } : { regex, message }));
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const doorBlocks = libraryDoors.flatMap((door) =>
  door.owners.map((file) => ({ files: [file], rules: restrictions({ file }) })),
);

/**
 * Colours, text sizes and the reduced-motion query come from src/theme/ (tokens.ts, theme.ts,
 * typography.ts, motion.ts): elsewhere a raw value is an error, so a new one gets a name there.
 */
const RAW_COLOUR =
  '(^|[^\\w&])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\\w-])|\\b(rgba?|hsla?)\\(|^grey\\.';
const rawColour =
  'Raw colour outside src/theme: name it in src/theme/tokens.ts (and the palette in theme.ts) and use that.';
const themeOnly = [
  ...['Literal', 'TemplateElement'].map((node) => ({
    selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=/${RAW_COLOUR}/]`,
    message: rawColour,
  })),
  {
    selector: 'Property[key.name="fontSize"] :matches(Literal, TemplateLiteral)',
    message:
      'Text sizes are typography variants (src/theme/typography.ts): `variant`, `sx={{ typography: ... }}` or `...sizeVariants.x`.',
  },
  {
    selector:
      ':matches(Literal[value=/prefers-reduced-motion/], TemplateElement[value.raw=/prefers-reduced-motion/])',
    message: 'Use the reduced-motion query from src/theme/motion.ts.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', '.vite-dev', 'bench', 'outbox', 'consent-log'] },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrictions({}),
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: restrictedPaths }] },
  },
  ...doorBlocks,
  {
    files: ['src/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['src/theme/**'],
    rules: { 'no-restricted-syntax': ['error', ...themeOnly] },
  },
  {
    files: ['tools/**/*.{ts,mjs}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The server runs in Node; only the scanner's in-page scripts are plain DOM code.
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/scanner/engine/page/in-page/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['server/scanner/engine/page/in-page/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
