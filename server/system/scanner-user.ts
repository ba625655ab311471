/** The system user the cookie scanner's engine (and its Chromium) runs as when started as root. */
export const SCANNER_USER = 'cookie-scanner';
