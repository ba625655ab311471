export function executable(file: string): boolean;
export function aptInstall(packages: string[]): boolean;
export function ensureNginx(): string;
export function ensureRedis(): string;
