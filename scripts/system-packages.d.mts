export function aptInstall(packages: string[]): boolean;
export function ensureNginx(): string;
export function ensureRedis(): string;
export function ensureUnzip(): string;
export function ensureScannerUser(name?: string): boolean;
