/**
 * Folders and files that hold visitors' personal data (the outbox's contact requests, the consent
 * log): readable by this process's user only, 0700 folders and 0600 files, so another local user
 * (the scan engine's among them) cannot read them.
 */
import { appendFile, chmod, mkdir, writeFile } from 'node:fs/promises';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and its parents) if needed, and makes it private whatever it was before. */
export async function privateFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await chmod(dir, PRIVATE_FOLDER_MODE);
}

/** Writes a new private file (or replaces one), 0600. */
export async function writePrivateFile(file: string, data: string): Promise<void> {
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}

/** Appends to a private file, creating it 0600, and keeps it 0600 if it was not. */
export async function appendPrivateFile(file: string, data: string): Promise<void> {
  await appendFile(file, data, { mode: PRIVATE_FILE_MODE });
  await chmod(file, PRIVATE_FILE_MODE);
}
