/**
 * The footer's "Çerez Tercihleri" link and the consent manager live in different parts of the
 * tree; this is their channel (part of the first load, so it stays a few lines).
 */
type Listener = (opener: HTMLElement | null) => void;
const listeners = new Set<Listener>();

export function openConsentPreferences(opener: HTMLElement | null) {
  listeners.forEach((listener) => listener(opener));
}

export function onOpenConsentPreferences(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
