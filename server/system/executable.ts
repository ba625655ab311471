// Whether a file is there and this process may run it. Node built-ins only.
import { accessSync, constants } from 'node:fs';

export const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
