import { allowOffered, denyAll, type Choice, type OptionalCategory } from './categories';

/** Global Privacy Control: the browser's standing "do not sell or share" signal. */
export function hasGlobalPrivacyControl(nav: object | undefined = globalThis.navigator): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

/** Categories a GPC signal objects to: they start denied and the preferences say why. */
export function deniedByGpc(gpc: boolean): readonly OptionalCategory[] {
  return gpc ? ['analytics', 'marketing'] : [];
}

/** The switches a visitor starts from: nothing pre-ticked, for everyone. */
export function startChoice(): Choice {
  return { ...denyAll };
}

/**
 * What the first layer's "Kabul Et" allows: every offered category, except those the browser's
 * GPC signal objects to; the visitor can still turn those on one by one in the preferences (a
 * specific choice there outranks the general signal).
 */
export function acceptChoice(offered: readonly OptionalCategory[], gpc: boolean): Choice {
  const denied = deniedByGpc(gpc);
  return allowOffered(offered.filter((category) => !denied.includes(category)));
}
