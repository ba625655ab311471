export const pseudoMarks: string;
export function pseudoString(text: string): string;
export function writePseudoLocale(enabled: boolean): void;
