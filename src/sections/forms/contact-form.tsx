/**
 * Seam for the contact form on /iletisim (issue: "Quick-setup and contact forms").
 * The forms work replaces this with the shared form component configured for contact.
 */
export function ContactForm() {
  return null;
}
