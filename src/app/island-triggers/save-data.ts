import type { Trigger } from './trigger';

/** Not when the visitor asked the browser to save data. */
const saveData: Trigger<'saveData'> = {
  arm(_, __, met) {
    if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData) met();
  },
};

export default saveData;
