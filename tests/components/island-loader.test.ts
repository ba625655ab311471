/**
 * The island loader (src/app/island-loader.ts, what src/entry-client.ts runs on every island of a
 * page, with the kinds of trigger in src/app/island-triggers/) with islands whose code fails to
 * load the first time: each kind of trigger wakes the island, and after a failure its next event
 * tries again. What needs a real browser (chunks over
 * the network, real scrolling) is in tests/browser/islands.test.ts.
 */
import { createElement, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armIsland } from '../../src/app/island-loader';
import type {
  AnyIsland,
  IslandSchedule,
  IslandTrigger,
} from '../../src/components/island/define-island';
import { islandAttr } from '../../src/routing/page-markers';
import { waitForState } from '../support/waits.ts';

const FAILURE = 'This part could not load.';

/** Stands in for IntersectionObserver: the test says when the island's boxes enter or leave. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    if (!this.disconnected) this.callback([{ isIntersecting }]);
  }
}

let idleCallbacks: (() => void)[] = [];
let media: { matches: boolean; listeners: (() => void)[] };

beforeEach(() => {
  // No fragment left by a link an earlier test followed.
  history.replaceState(null, '', '/');
  document.body.innerHTML = `<div ${islandAttr.failureText}="${FAILURE}"></div>`;
  // The page's language: a hydrated island's copy is loaded in it.
  document.documentElement.lang = 'tr';
  FakeIntersectionObserver.last = undefined;
  idleCallbacks = [];
  media = { matches: true, listeners: [] };
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return media.matches;
    },
    addEventListener: (_: string, listener: () => void) => media.listeners.push(listener),
  }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * An island without React whose code fails to load on its first attempt and loads on the next,
 * armed (its trigger's code loaded); `attempts` counts the attempts.
 */
async function failingOnce(when: IslandTrigger, html = '<p>content</p>') {
  const container = document.createElement('div');
  container.setAttribute(islandAttr.name, 'test-island');
  container.innerHTML = html;
  document.body.append(container);
  const enhanced = vi.fn();
  const enhance = vi.fn(async () => {
    if (enhance.mock.calls.length === 1) throw new Error('chunk gone');
    return enhanced;
  });
  const island: AnyIsland = {
    name: 'test-island',
    load: () => Promise.reject(new Error('not used')),
    enhance,
    namespaces: [],
    when,
  };
  await armIsland(container, { when }, async () => island);
  return {
    container,
    attempts: () => enhance.mock.calls.length,
    failed: () => container.nextElementSibling?.textContent === FAILURE,
    ready: () => container.hasAttribute(islandAttr.ready) && enhanced.mock.calls.length === 1,
  };
}

/**
 * Lets the loader's promises (load, page load, the failure) settle. (Each click trigger listens on
 * the document for as long as the file runs: each test's opener has a selector of its own.)
 */
const settle = () => new Promise((resolve) => setTimeout(resolve));

async function observer() {
  await waitForState(() => expect(FakeIntersectionObserver.last).toBeDefined());
  return FakeIntersectionObserver.last!;
}

describe('the island loader, when an island cannot load', () => {
  it('visible: the island coming near the viewport wakes it; after a failure, its next approach does', async () => {
    const island = await failingOnce({ visible: true });
    const first = await observer();
    expect(first.options.rootMargin).toBe('200px 0px');
    expect(island.attempts()).toBe(0);
    first.report(true);
    await waitForState(() => expect(island.failed()).toBe(true));
    expect(island.attempts()).toBe(1);

    const again = FakeIntersectionObserver.last!;
    expect(again).not.toBe(first);
    again.report(true); // still in view: not a new approach
    await settle();
    expect(island.attempts(), 'no retry while it merely stays in view').toBe(1);
    again.report(false);
    again.report(true);
    await waitForState(() => expect(island.ready()).toBe(true));
    expect(island.attempts()).toBe(2);
    expect(island.failed(), 'the failure line goes once it loads').toBe(false);
  });

  it('interaction: the first interaction inside wakes it; after a failure, the next one does', async () => {
    const island = await failingOnce({ interaction: true }, '<input>');
    island.container.querySelector('input')!.dispatchEvent(new Event('keydown', { bubbles: true }));
    await waitForState(() => expect(island.failed()).toBe(true));
    island.container.dispatchEvent(new Event('pointerdown'));
    await waitForState(() => expect(island.ready()).toBe(true));
    expect(island.attempts()).toBe(2);
  });

  it('scroll: the first scroll wakes it; after a failure, the next scroll does', async () => {
    const island = await failingOnce({ scroll: true });
    dispatchEvent(new Event('scroll'));
    await waitForState(() => expect(island.failed()).toBe(true));
    dispatchEvent(new Event('scroll'));
    await waitForState(() => expect(island.ready()).toBe(true));
    expect(island.attempts()).toBe(2);
  });

  it('idle: the page going idle wakes it; after a failure, idle after the next interaction does', async () => {
    const island = await failingOnce({ idle: true });
    await waitForState(() => expect(idleCallbacks).toHaveLength(1));
    idleCallbacks.shift()!();
    await waitForState(() => expect(island.failed()).toBe(true));
    expect(idleCallbacks, 'not retried in a loop').toHaveLength(0);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks.shift()!();
    await waitForState(() => expect(island.ready()).toBe(true));
    expect(island.attempts()).toBe(2);
  });

  it('click: a click on the opener wakes it; after a failure it goes its way, and the next click wakes it again and is replayed once it loads', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="#prefs" data-opener>Preferences</a>');
    const opener = document.querySelector<HTMLElement>('[data-opener]')!;
    const island = await failingOnce({ click: '[data-opener]' });
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    opener.click();
    await waitForState(() => expect(island.failed()).toBe(true));
    expect(prevented, 'held, then let go once the code could not load').toEqual([true, false]);
    expect(location.hash, 'the link led where it says').toBe('#prefs');
    opener.click();
    await waitForState(() => expect(island.ready()).toBe(true));
    expect(island.attempts()).toBe(2);
    expect(prevented, 'the next click held, then replayed once it is ready').toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('submit: a submit wakes it and is held; after a failure, the next submit does and is sent once', async () => {
    const island = await failingOnce(
      { interaction: true },
      '<form><input name="email"><button type="submit">Send</button></form>',
    );
    const form = island.container.querySelector('form')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    form.requestSubmit();
    await waitForState(() => expect(island.failed()).toBe(true));
    expect(sent, 'held while the code is not there').not.toHaveBeenCalled();
    form.requestSubmit();
    await waitForState(() => expect(island.ready()).toBe(true));
    await waitForState(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('a hydrated island whose component cannot load says so, and its next trigger tries again', async () => {
    const container = document.createElement('div');
    container.setAttribute(islandAttr.name, 'test-island');
    container.innerHTML = '<input>';
    document.body.append(container);
    // Waits for the attempts themselves: the first one loads React and the providers.
    let attempted = () => {};
    const load = vi.fn(() => {
      attempted();
      return Promise.reject(new Error('chunk gone'));
    });
    const attempt = () => new Promise<void>((resolve) => (attempted = resolve));
    const island: AnyIsland = {
      name: 'test-island',
      load,
      namespaces: [],
      when: { interaction: true },
    };
    await armIsland(container, island, async () => island);
    let next = attempt();
    container.dispatchEvent(new Event('focusin'));
    await next;
    await waitForState(() => expect(container.nextElementSibling?.textContent).toBe(FAILURE));
    expect(container.nextElementSibling?.getAttribute('role')).toBe('alert');
    next = attempt();
    container.dispatchEvent(new Event('keydown'));
    await next;
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll(`[${islandAttr.failed}]`), 'one failure line').toHaveLength(1);
  });
});

describe('the island loader, while a hydrated island wakes', () => {
  it("keys typed in it reach the page's listeners only once it is ready (React would hydrate at once on each)", async () => {
    const container = document.createElement('div');
    container.setAttribute(islandAttr.name, 'test-island');
    container.innerHTML = '<input>';
    document.body.append(container);
    const input = container.querySelector('input')!;
    // Its code arrives when the test says so; `loading` resolves once the loader asks for it
    // (after React and the providers have loaded).
    let arrive: (component: ComponentType<never>) => void = () => {};
    let asked = () => {};
    const loading = new Promise<void>((resolve) => (asked = resolve));
    const load = vi.fn(() => {
      asked();
      return new Promise<ComponentType<never>>((resolve) => (arrive = resolve));
    });
    const island: AnyIsland = {
      name: 'test-island',
      load,
      namespaces: [],
      when: { interaction: true },
    };
    await armIsland(container, island, async () => island);
    const seen: string[] = [];
    for (const type of ['keydown', 'input', 'focusout'] as const) {
      document.addEventListener(type, () => seen.push(type));
    }
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await loading;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen, 'while it wakes').toEqual([]);
    arrive(() => createElement('input'));
    await waitForState(() => expect(container.hasAttribute(islandAttr.ready)).toBe(true));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(seen, 'once it is ready').toEqual(['keydown', 'focusout']);
  });
});

describe('the scroll trigger, when a link to a part of the page inside it is followed before it is ready', () => {
  /** An island that wakes on `scroll`, with a link to `#part` inside; its code arrives on `arrive`. */
  async function contentsWithALink() {
    const container = document.createElement('div');
    container.setAttribute(islandAttr.name, 'test-island');
    container.innerHTML = '<a href="#part">Part</a><a href="/elsewhere">Elsewhere</a>';
    document.body.append(container);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const enhanced = vi.fn();
    const when: IslandTrigger = { scroll: true };
    const island: AnyIsland = {
      name: 'test-island',
      load: () => Promise.reject(new Error('not used')),
      enhance: async () => {
        await arrived;
        return enhanced;
      },
      namespaces: [],
      when,
    };
    await armIsland(container, { when }, async () => island);
    const clicks: { href: string | null; prevented: boolean }[] = [];
    document.addEventListener('click', (event) =>
      clicks.push({
        href: (event.target as Element).getAttribute('href'),
        prevented: event.defaultPrevented,
      }),
    );
    const link = (href: string) => container.querySelector<HTMLElement>(`a[href="${href}"]`)!;
    return { container, arrive, enhanced, clicks, link };
  }

  it('holds it, wakes the island, and follows it once the island is ready', async () => {
    const { container, arrive, enhanced, clicks, link } = await contentsWithALink();
    link('#part').click();
    await settle();
    expect(clicks).toEqual([{ href: '#part', prevented: true }]);
    expect(location.hash, 'not followed yet').toBe('');
    arrive();
    await waitForState(() => expect(container.hasAttribute(islandAttr.ready)).toBe(true));
    expect(enhanced).toHaveBeenCalledTimes(1);
    expect(clicks, 'followed once, now that the island handles it').toEqual([
      { href: '#part', prevented: true },
      { href: '#part', prevented: false },
    ]);
  });

  it('lets it go its way if the island cannot load', async () => {
    const island = await failingOnce({ scroll: true }, '<a href="#gone">Gone</a>');
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    island.container.querySelector<HTMLElement>('a')!.click();
    await waitForState(() => expect(island.failed()).toBe(true));
    expect(prevented).toEqual([true, false]);
    expect(location.hash, 'the reader still reaches the part').toBe('#gone');
  });

  it('does not hold a modified click (a new tab), nor a link to another page', async () => {
    const { clicks, link } = await contentsWithALink();
    link('#part').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    link('/elsewhere').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([
      { href: '#part', prevented: false },
      { href: '/elsewhere', prevented: false },
    ]);
  });
});

describe('combined triggers and their options', () => {
  it('visible takes its root margin', async () => {
    await failingOnce({ visible: { rootMargin: '600px 0px' } });
    expect((await observer()).options.rootMargin).toBe('600px 0px');
  });

  it('waits for every condition: visible and a media query that matches only later', async () => {
    media.matches = false;
    const island = await failingOnce({ visible: true, media: '(min-width: 900px)' });
    (await observer()).report(true);
    await settle();
    expect(island.attempts(), 'the media query does not match yet').toBe(0);
    media.matches = true;
    for (const listener of media.listeners) listener();
    await waitForState(() => expect(island.attempts()).toBe(1));
  });

  it('idle with its own timeout', async () => {
    const requested = vi.fn();
    vi.stubGlobal('requestIdleCallback', requested);
    await failingOnce({ idle: { timeout: 5000 } });
    await waitForState(() =>
      expect(requested).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 }),
    );
  });

  it('saveData: false keeps the island asleep for a visitor who asked to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const island = await failingOnce({ interaction: true, saveData: false }, '<input>');
    island.container.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(island.attempts()).toBe(0);
  });

  it('saveData: false wakes it as usual for everyone else', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false } });
    const island = await failingOnce({ interaction: true, saveData: false }, '<input>');
    island.container.dispatchEvent(new Event('pointerdown'));
    await waitForState(() => expect(island.attempts()).toBe(1));
  });
});

describe('what the page says about an island (its schedule)', () => {
  const arm = async (schedule: IslandSchedule) => {
    const container = document.createElement('div');
    container.setAttribute(islandAttr.name, 'test-island');
    document.body.append(container);
    const enhanced = vi.fn();
    const definition = vi.fn(async (): Promise<AnyIsland> => ({
      name: 'test-island',
      load: () => Promise.reject(new Error('not used')),
      enhance: async () => enhanced,
      namespaces: [],
      ...schedule,
    }));
    await armIsland(container, schedule, definition);
    return { container, definition, enhanced };
  };

  afterEach(() => history.replaceState(null, '', '/'));

  it("loads the island's definition only once it wakes", async () => {
    const { container, definition, enhanced } = await arm({ when: { interaction: true } });
    await settle();
    expect(definition, 'armed without it').not.toHaveBeenCalled();
    container.dispatchEvent(new Event('pointerdown'));
    await waitForState(() => expect(enhanced).toHaveBeenCalledWith(container));
    expect(definition).toHaveBeenCalledTimes(1);
  });

  it('eager with a query parameter the address has: it wakes at once, with no event', async () => {
    history.replaceState(null, '', '/iletisim?plan=pro');
    const { container } = await arm({ when: { interaction: true }, eager: { query: ['plan'] } });
    await waitForState(() => expect(container.hasAttribute(islandAttr.ready)).toBe(true));
  });

  it('eager with a fragment: at once given one, not without', async () => {
    const without = await arm({ when: { interaction: true }, eager: { hash: true } });
    await settle();
    expect(without.definition).not.toHaveBeenCalled();
    history.replaceState(null, '', '/makale#cerez-nedir');
    const given = await arm({ when: { interaction: true }, eager: { hash: true } });
    await waitForState(() => expect(given.container.hasAttribute(islandAttr.ready)).toBe(true));
  });

  it('eager with query parameters the address lacks: it waits for its trigger', async () => {
    history.replaceState(null, '', '/iletisim?utm_source=x');
    const { definition } = await arm({ when: { interaction: true }, eager: { query: ['plan'] } });
    await settle();
    expect(definition).not.toHaveBeenCalled();
  });
});
