import { denyAll, type Choice } from './categories';

/** Google Consent Mode v2 state names and their values. */
export type ConsentModeState = Record<
  | 'ad_storage'
  | 'analytics_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage',
  'granted' | 'denied'
>;

export interface DataLayerWindow {
  dataLayer?: unknown[];
}

const state = (on: boolean) => (on ? 'granted' : 'denied');

/**
 * The Consent Mode state a choice grants. Marketing is offered for measuring our ads' results
 * only, so it grants `ad_storage` and nothing more: sending user data to Google for its own ads
 * (`ad_user_data`) and ad personalisation are purposes the banner does not name, and stay denied.
 */
export function consentModeState(choice: Choice): ConsentModeState {
  return {
    ad_storage: state(choice.marketing),
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: state(choice.analytics),
    functionality_storage: state(choice.functional),
    personalization_storage: state(choice.functional),
    // Necessary storage (security, the consent record itself) needs no consent.
    security_storage: 'granted',
  };
}

/**
 * Google's `gtag()`: GTM reads Consent Mode commands only as `arguments` objects, not arrays, so
 * the push happens inside a plain function.
 */
function gtag(target: DataLayerWindow, ...args: unknown[]) {
  const dataLayer = (target.dataLayer = target.dataLayer ?? []);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  function push(..._values: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  push(...args);
}

/**
 * Pushes the defaults: everything optional denied. Must run before GTM loads and before any
 * update, so tags never see a moment without a consent state.
 */
export function pushConsentDefaults(target: DataLayerWindow) {
  gtag(target, 'consent', 'default', { ...consentModeState(denyAll), wait_for_update: 500 });
}

/** Pushes the visitor's choice (on every decision and on every page of a returning visitor). */
export function pushConsentUpdate(target: DataLayerWindow, choice: Choice) {
  gtag(target, 'consent', 'update', consentModeState(choice));
}

/** The consent commands in a data layer, in order, as [command, state] pairs (for tests). */
export function consentCommands(
  dataLayer: readonly unknown[],
): [string, Record<string, unknown>][] {
  return dataLayer.flatMap((entry) => {
    const item = Array.from(entry as ArrayLike<unknown>);
    return item[0] === 'consent' ? [[item[1] as string, item[2] as Record<string, unknown>]] : [];
  });
}
