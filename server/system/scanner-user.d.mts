export const SCANNER_USER: string;
