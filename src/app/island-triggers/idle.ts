import { pageLoaded } from './page-loaded';
import { interactions, type Trigger } from './trigger';

/** Idle once the page has loaded; after a failure, idle after the visitor's next interaction. */
const idle: Trigger<'idle'> = {
  arm(_, option, met, retry) {
    const timeout = option === true ? 2000 : option.timeout;
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(met, { timeout })
        : setTimeout(met, 200);
    if (retry) for (const type of interactions) addEventListener(type, whenIdle, { once: true });
    else void pageLoaded.then(whenIdle);
  },
};

export default idle;
