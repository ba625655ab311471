export const fontCharacters: string[];
