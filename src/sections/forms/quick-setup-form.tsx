/**
 * Seam for the quick-setup request form on /urunler (issue: "Quick-setup and contact forms").
 * The forms work replaces this with the shared form component configured for quick setup.
 */
export function QuickSetupForm() {
  return null;
}
