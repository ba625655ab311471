export function executable(file: string): boolean;
