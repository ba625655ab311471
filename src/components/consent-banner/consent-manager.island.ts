import { gtmId } from '../../config/gtm-id';
import { PREFERENCES_OPENER } from '../../lib/consent/preferences-opener';
import { defineIsland } from '../island/define-island';

export default defineIsland({
  name: 'consent-manager',
  load: async () => (await import('./consent-manager')).ConsentManager,
  namespaces: [],
  // With Tag Manager the banner must ask by itself; otherwise only the footer's preferences
  // link opens it.
  when: gtmId ? { idle: true } : { click: PREFERENCES_OPENER },
});
