/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_CONSENT_LOG_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
