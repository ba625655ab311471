// `npm run bench:wake-up`: what a visitor's first keystrokes in a form cost while its island wakes,
// on a phone-sized page (390 px) with the CPU slowed down 4x (Lighthouse's mobile slowdown). For
// the contact form (/iletisim) and the quick-setup form (/urunler): the page loads and arms its
// islands at full speed, then the CPU is throttled and the visitor focuses the form's first field
// and types with the keyboard, one key after the other, until the island is ready. Per run:
//   ready   - from the focus until the island is hydrated (`data-island-ready`);
//   longest - the longest main-thread task from the focus until the page is idle again (Long
//             Tasks API: tasks of 50 ms or more; 0 means none);
//   key 1/2 - the first and second keystroke's latency, from the key's input to the next paint
//             (Event Timing API, the longest entry of the key's events, as INP counts it; the
//             browser reports only entries of 16 ms or more, so 0 means under 16 ms);
//   worst   - the slowest keystroke of all those typed while the island woke.
// Prints min / median / max of each over the runs. A report, not a test.
//
// Usage: npm run bench:wake-up [-- <dist> ...] (default dist/; several builds are measured
// interleaved, run by run, so a busy machine slows each of them alike). WAKE_RUNS=9 runs per form
// and build; CHROME_PATH or CHROMIUM_PATH (default /usr/bin/chromium). Run `npm run build` first.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { islandAttr, islandSelector } from '../../src/routing/page-markers.ts';
import { chromiumArgs, chromiumPath } from '../../server/system/chromium.ts';
import { createSiteServer } from '../../server/site/serve.ts';

const forms = [
  { island: 'contact-form', path: '/iletisim' },
  { island: 'quick-setup-form', path: '/urunler' },
] as const;
const runs = Number(process.env.WAKE_RUNS ?? 9);
const cpuSlowdown = 4;
const fieldSelector = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea';

interface Sample {
  /** Every task of 50 ms or more, in order (printed per run, not summarised). */
  tasks: number[];
  ready: number;
  longest: number;
  key1: number;
  key2: number;
  worst: number;
}
const metrics: Exclude<keyof Sample, 'tasks'>[] = ['ready', 'longest', 'key1', 'key2', 'worst'];

/** Serves one build on a loopback port; resolves to its base URL and a way to stop it. */
async function serve(dist: string, outboxDir: string) {
  const server = createSiteServer({ dist, outboxDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One page load, one wake-up by keystrokes in the form's first field. */
async function measure(
  browser: Browser,
  url: string,
  island: string,
  container: string,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      (attr) => document.documentElement.getAttribute(attr) === 'armed',
      islandAttr.armed,
    );
    const field = page.locator(container).locator(fieldSelector).first();
    await field.scrollIntoViewIfNeeded();
    // What loads by itself after the page (fonts, idle islands) is over before the clock starts.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.evaluate(
      ({ selector, ready }) => {
        const probe = {
          start: 0,
          ready: 0,
          longTasks: [] as number[],
          keys: [] as number[],
        };
        // Each key event's time stamp, by the key's place in the typed text (the Event Timing
        // entry of an event starts at its time stamp).
        const keyOf = new Map<number, number>();
        let typed = -1;
        for (const type of ['keydown', 'keypress', 'keyup'] as const) {
          addEventListener(
            type,
            (event) => {
              if (type === 'keydown') typed++;
              keyOf.set(event.timeStamp, typed);
            },
            { capture: true },
          );
        }
        Object.assign(window, { __wakeProbe: probe });
        const target = document.querySelector(selector)!;
        // On window, before the page's own listeners (which may stop an event's propagation).
        addEventListener('focusin', () => (probe.start ||= performance.now()), {
          capture: true,
          once: true,
        });
        new MutationObserver((_, observer) => {
          if (!target.hasAttribute(ready)) return;
          probe.ready = performance.now();
          observer.disconnect();
        }).observe(target, { attributes: true, attributeFilter: [ready] });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.startTime + entry.duration >= probe.start && probe.start > 0) {
              probe.longTasks.push(entry.duration);
            }
          }
        }).observe({ type: 'longtask' });
        // The longest entry of each keystroke's events, in the order the keys were typed.
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const key = keyOf.get(entry.startTime);
            if (key === undefined) continue;
            probe.keys[key] = Math.max(probe.keys[key] ?? 0, entry.duration);
          }
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      },
      { selector: container, ready: islandAttr.ready },
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await field.focus();
    const ready = page.locator(`${container}[${islandAttr.ready}]`);
    let keys = '';
    while (keys.length < 2 || !(await ready.count())) {
      const key = String.fromCharCode(97 + (keys.length % 26));
      await page.keyboard.press(key);
      keys += key;
      if (keys.length > 500) throw new Error(`${island}: not ready after 500 keys`);
    }
    // Until the wake-up's last task has run and the Event Timing entries are delivered.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => setTimeout(() => requestIdleCallback(resolve), 0)),
        ),
    );
    const probe = await page.evaluate(
      () =>
        (
          window as unknown as {
            __wakeProbe: { start: number; ready: number; longTasks: number[]; keys: number[] };
          }
        ).__wakeProbe,
    );
    const typed = await field.inputValue();
    if (!typed.endsWith(keys)) throw new Error(`${island}: the keys typed came out as "${typed}"`);
    return {
      tasks: probe.longTasks.map(Math.round),
      ready: probe.ready - probe.start,
      longest: Math.max(0, ...probe.longTasks),
      key1: probe.keys[0] ?? 0,
      key2: probe.keys[1] ?? 0,
      worst: Math.max(0, ...probe.keys.map((duration) => duration ?? 0)),
    };
  } finally {
    await context.close();
  }
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => Math.round(sorted[i]!);
  return `${at(0)} / ${at(Math.floor(sorted.length / 2))} / ${at(sorted.length - 1)}`;
};

const dists = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['dist'];
const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'wake-up-outbox-'));
const servers = await Promise.all(dists.map((dist) => serve(path.resolve(dist), outboxDir)));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const samples = new Map<string, Sample[]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const [i, server] of servers.entries()) {
      for (const form of forms) {
        const key = `${dists[i]} ${form.path}`;
        const sample = await measure(
          browser,
          server.base + form.path,
          form.island,
          islandSelector(form.island),
        );
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        process.stderr.write(
          `run ${run + 1}/${runs} ${key}: ${metrics.map((m) => `${m} ${Math.round(sample[m])}`).join(', ')} (tasks ${sample.tasks.join(', ')})\n`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  await rm(outboxDir, { recursive: true, force: true });
}

console.log(
  `\nForm wake-up at ${cpuSlowdown}x CPU, 390 px, ${runs} runs: min / median / max in ms ` +
    `(longest task: 0 = none of 50 ms or more; keys: 0 = under 16 ms)`,
);
console.log(['build page', ...metrics].join(' | '));
for (const [key, list] of samples) {
  console.log([key, ...metrics.map((m) => spread(list.map((sample) => sample[m])))].join(' | '));
}
