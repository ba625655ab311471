import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { createConsentLogHandler } from './server/consent-log/consent-log.ts';
import { createOutboxHandler, defaultOutboxDir } from './server/outbox/outbox.ts';
import { emailjsReportTemplateVariable, emailjsVariables } from './src/config/email-variables.ts';
import { localesPlugin } from './tools/build/vite-locales.ts';

const emailjsIds: string[] = Object.values(emailjsVariables);

/**
 * The local outbox (server/outbox/outbox.ts) on the dev and preview servers, so forms work without
 * EmailJS ids; and a build-time note saying where forms will send.
 */
function localOutbox(): Plugin {
  return {
    name: 'local-outbox',
    configureServer(server) {
      server.middlewares.use(createConsentLogHandler());
      server.middlewares.use(createOutboxHandler());
    },
    configurePreviewServer(server) {
      server.middlewares.use(createOutboxHandler());
    },
    // Once per build of the app (configResolved runs once per environment).
    buildApp: {
      order: 'pre',
      handler: async ({ config }) => {
        const set = emailjsIds.filter((name) => config.env[name]?.trim());
        const reportTemplate = Boolean(config.env[emailjsReportTemplateVariable]?.trim());
        // Unset ids are the local default, not a fault: an info line (the launch check lists them
        // for a production build). Some set and some not is a fault: a warning.
        if (set.length === 0 && !reportTemplate) {
          config.logger.info(
            `EmailJS ids not set: forms send to the site's own /api/v1.0/email/send (the local ` +
              `outbox of npm start / npm run dev, stored in ${defaultOutboxDir()}). Set ` +
              `${emailjsIds.join(', ')} for a build that sends email.`,
          );
        } else if (set.length < emailjsIds.length) {
          const named = reportTemplate ? [...set, emailjsReportTemplateVariable] : set;
          config.logger.warn(
            `EmailJS is partly configured (${named.join(', ')} set): forms will fail until all of ` +
              `${emailjsIds.join(', ')} are set.`,
          );
        } else if (!reportTemplate) {
          config.logger.info(
            `${emailjsReportTemplateVariable} not set: the scan report offers no "send me this ` +
              `report" form (the launch check lists it when the build has a scanner).`,
          );
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), localesPlugin(), localOutbox()],
  build: {
    manifest: true,
    // No modulepreload polyfill in the island loader (a quarter of its gzipped bytes, on every
    // page): every browser the build targets runs the islands without it, and the few versions
    // without modulepreload (Safari 16.4, Firefox 114) only fetch an island's chunks one by one.
    modulePreload: { polyfill: false },
    // Fonts and images stay separate, cacheable files.
    assetsInlineLimit: 0,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
