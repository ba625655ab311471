export const pseudoMarks: string;
export function pseudoString(text: string): string;
export function writePseudoLocale(): void;
export function releasePseudoLocale(): void;
export function removePseudoLocale(): void;
