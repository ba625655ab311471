/**
 * The build-time variables that hold the EmailJS ids: the one place their names are written (read
 * by src/config/env.ts, checked by the build in vite.config.ts, named in configuration errors by
 * src/config/email.ts). A module of its own so the first-load code that reads the environment
 * does not carry the send configuration with it.
 */
export const emailjsVariables = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
} as const;

/**
 * The template of the e-mail that sends a scan report's link to the visitor who asks for it ("send
 * me this report"): a template of its own, addressed to the `email` it is given. Unset, the report
 * offers no such form.
 */
export const emailjsReportTemplateVariable = 'VITE_EMAILJS_REPORT_TEMPLATE_ID';
