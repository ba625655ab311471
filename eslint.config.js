import js from '@eslint/js';
import globals from 'globals';
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
  ['entry-client', 'entry-server'],
  ['app'],
  ['pages'],
  ['sections', 'features'],
  ['components'],
  ['seo'],
  ['routing'],
  ['content', 'lib', 'i18n', 'theme', 'config', 'scanner-contract'],
];
const layerOrder = layers.map((layer) => layer.join(' ')).join(' -> ');

/**
 * The zones of the repository, the top-level folders, each with the zones it may not import.
 * The site knows nothing of its servers, tools or tests; the server may use the site's config and
 * contracts (src/config, src/scanner-contract); the tools may use both; tests may import anything.
 * Code two zones share lives in the lower one.
 */
const zones = {
  src: ['server', 'scripts', 'tests'],
  server: ['scripts', 'tests'],
  scripts: ['tests'],
  tests: [],
};
const zoneOrder = 'tests -> scripts -> server -> src';
const zoneFiles = (zone) => [`${zone}/**/*.{ts,tsx,mts,js,mjs}`];
/** A relative path that climbs out of the zone into a forbidden top-level folder. */
const zoneRegex = (zone) => `^(\\.\\./)+(${zones[zone].join('|')})(/|$)`;
const zoneMessage = (zone) =>
  `${zone}/ may not import ${zones[zone].map((dir) => `${dir}/`).join(', ')} (zones: ${zoneOrder}); move what both need into the lower zone.`;

/**
 * no-restricted-imports for one file group: the library doors it does not own, the zones its
 * top-level folder may not import, the layers above.
 */
function restrictions({ file, layer, zone }) {
  const above = layer === undefined ? [] : layers.slice(0, layer).flat();
  const patterns = libraryDoors
    .filter((door) => !door.owners.includes(file))
    .map(({ group, regex, message }) => (group ? { group, message } : { regex, message }));
  if (zone !== undefined && zones[zone].length > 0) {
    patterns.push({ regex: zoneRegex(zone), message: zoneMessage(zone) });
  }
  if (above.length > 0) {
    patterns.push({
      // A relative path that climbs out of the file's folder into a higher layer's folder.
      regex: `^(\\.\\./)+(${above.join('|')})(/|\\.|$)`,
      message: `Imports go down the layers (${layerOrder}).`,
    });
  }
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const zoneBlocks = Object.keys(zones).map((zone) => ({
  files: zoneFiles(zone),
  rules: restrictions({ zone }),
}));
const layerBlocks = layers.flatMap((layer, index) => ({
  files: layer.map((dir) => (dir.startsWith('entry-') ? `src/${dir}.{ts,tsx}` : `src/${dir}/**`)),
  rules: restrictions({ layer: index, zone: 'src' }),
}));
const doorBlocks = libraryDoors.flatMap((door) =>
  door.owners.map((file) => {
    const layer = layers.findIndex((dirs) => dirs.some((dir) => file.startsWith(`src/${dir}/`)));
    return { files: [file], rules: restrictions({ file, layer, zone: 'src' }) };
  }),
);

/**
 * no-restricted-imports sees `import` and `export ... from`; a dynamic `import()` crossing a zone
 * is caught here.
 */
const zoneSyntax = (zone) =>
  zones[zone].length === 0
    ? []
    : [
        {
          // esquery's regular expressions cannot contain a slash: \x2F stands for it.
          selector: `ImportExpression[source.value=/${zoneRegex(zone).replaceAll('/', '\\x2F')}/]`,
          message: zoneMessage(zone),
        },
      ];

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
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'bench', 'outbox', 'consent-log'] },
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
  ...zoneBlocks,
  ...layerBlocks,
  ...doorBlocks,
  ...Object.keys(zones).map((zone) => ({
    files: zoneFiles(zone),
    rules: { 'no-restricted-syntax': ['error', ...zoneSyntax(zone)] },
  })),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/theme/**'],
    rules: { 'no-restricted-syntax': ['error', ...themeOnly, ...zoneSyntax('src')] },
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The scanner runs in Node; the functions it sends into pages are plain DOM code.
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
