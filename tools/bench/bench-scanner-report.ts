/**
 * The pure part of `npm run bench:scanner` (tools/bench/bench-scanner.ts): what one scan of a real-CMP
 * site by either scanner comes to (banner, the two choices, the cookie names of each phase, wall
 * time), how it compares with the hand-checked truth (real-cmp-truth.ts), and the markdown tables.
 */
import type { ScanReport } from '../../packages/scanner-contract/report.ts';
import type { SeenCookies } from '../../tests/harness/scanner/real-cmp-truth.ts';

export const tools = ['ours', 'peer'] as const;
export type Tool = (typeof tools)[number];

/** One scan of one site, in the terms both scanners share. */
export interface ScannerRun {
  bannerFound: boolean;
  rejectClicked: boolean;
  /** The label of the control used to reject, as the tool read it. */
  rejectLabel: string | null;
  acceptClicked: boolean;
  acceptLabel: string | null;
  /** Sorted cookie names of each phase; null for a phase the tool did not get to. */
  beforeChoice: string[] | null;
  afterReject: string[] | null;
  afterAccept: string[] | null;
  /** Wall time of the scan, in milliseconds. */
  ms: number;
  /** What the tool said went wrong or was left out (its own words or codes). */
  problems: string[];
}

/** The sorted, distinct cookie names of a list of cookies. */
const names = (cookies: readonly { name: string }[]) =>
  [...new Set(cookies.map((cookie) => cookie.name))].sort();

/** Our engine's report: a choice was made when its phase is there. */
export function runFromReport(report: ScanReport, ms: number): ScannerRun {
  return {
    bannerFound: report.banner.found,
    rejectClicked: report.afterReject !== null,
    rejectLabel: report.afterReject ? report.banner.rejectLabel : null,
    acceptClicked: report.afterAccept !== null,
    acceptLabel: report.afterAccept ? report.banner.acceptLabel : null,
    beforeChoice: names(report.firstVisit.cookies),
    afterReject: report.afterReject ? names(report.afterReject.cookies) : null,
    afterAccept: report.afterAccept ? names(report.afterAccept.cookies) : null,
    ms,
    problems: [
      ...report.notRun.map((step) => `not run: ${step}`),
      ...report.limitsHit.map((limit) => `limit: ${limit}`),
    ],
  };
}

/**
 * What tools/bench/bench-scanner-peer.ts prints of the peer's ScanResult: its first modal detection's
 * buttons, its error list, and the cookie names it captured in each phase.
 */
export interface PeerOutput {
  ms: number;
  detected: boolean;
  buttons: { type: string; text: string }[];
  errors: string[];
  cookiesBeforeInteraction: string[];
  cookiesAfterReject: string[];
  cookiesAfterAccept: string[];
  /** Requests its Chromium tried to send beyond loopback (all blocked). */
  outside: string[];
}

/**
 * The peer's result. It clicks the first detection's reject button and, in a fresh browser, the
 * accept button of a second detection; its errors say when either was missing or failed. Without
 * a reject click it reports the first visit's cookies as "after reject", and none after accept
 * without an accept click: neither counts as a phase seen.
 */
export function runFromPeer(output: PeerOutput): ScannerRun {
  const failed = (...prefixes: string[]) =>
    output.errors.some((error) => prefixes.some((prefix) => error.startsWith(prefix)));
  const button = (type: string) => output.buttons.find((candidate) => candidate.type === type);
  const rejectClicked = !!button('reject') && !failed('Could not click reject', 'No reject');
  const acceptClicked = !failed('No accept button', 'Accept phase error');
  return {
    bannerFound: output.detected,
    rejectClicked,
    rejectLabel: rejectClicked ? (button('reject')?.text ?? null) : null,
    acceptClicked,
    acceptLabel: acceptClicked ? (button('accept')?.text ?? null) : null,
    beforeChoice: [...new Set(output.cookiesBeforeInteraction)].sort(),
    afterReject: rejectClicked ? [...new Set(output.cookiesAfterReject)].sort() : null,
    afterAccept: acceptClicked ? [...new Set(output.cookiesAfterAccept)].sort() : null,
    ms: output.ms,
    problems: [
      // Playwright's errors go on with a call log: the first line says what failed.
      ...output.errors.map((error) => error.split('\n')[0]!.trim()),
      ...output.outside.map((url) => `blocked a request beyond loopback: ${url}`),
    ],
  };
}

/** A run that did not finish: the tool threw or its process failed. */
export function failedRun(ms: number, problem: string): ScannerRun {
  return {
    bannerFound: false,
    rejectClicked: false,
    rejectLabel: null,
    acceptClicked: false,
    acceptLabel: null,
    beforeChoice: null,
    afterReject: null,
    afterAccept: null,
    ms,
    problems: [problem],
  };
}

/** What a site's truth says, and the labels its first layer shows. */
export interface SiteTruth extends SeenCookies {
  rejectLabel: string;
  acceptLabel: string;
}

export const checks = [
  'banner',
  'reject',
  'accept',
  'beforeChoice',
  'afterReject',
  'afterAccept',
] as const;
export type Check = (typeof checks)[number];

const normalise = (label: string) => label.replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr');
/** The control used carries the site's label (a reject made with "Kabul Et" is no reject). */
const labelled = (label: string | null, want: string) =>
  label !== null && normalise(label).includes(normalise(want));
const same = (seen: string[] | null, want: string[]) =>
  seen !== null && seen.length === want.length && seen.every((name, i) => name === want[i]);

/** Each check of one run against the truth. */
export function judge(run: ScannerRun, truth: SiteTruth): Record<Check, boolean> {
  return {
    banner: run.bannerFound,
    reject: run.rejectClicked && labelled(run.rejectLabel, truth.rejectLabel),
    accept: run.acceptClicked && labelled(run.acceptLabel, truth.acceptLabel),
    beforeChoice: same(run.beforeChoice, truth.beforeChoice),
    afterReject: same(run.afterReject, truth.afterReject),
    afterAccept: same(run.afterAccept, truth.afterAccept),
  };
}

/** Every check right. */
export const allRight = (judged: Record<Check, boolean>) => checks.every((check) => judged[check]);

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/** min / median / max (the mean of the middle two for an even count); null for no values. */
export function spread(values: readonly number[]): Spread | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0]!, median, max: sorted.at(-1)! };
}

/** `12.3 / 15.0 / 20.1 s` */
export const formatSpread = (value: Spread | null) =>
  value
    ? `${[value.min, value.median, value.max].map((ms) => (ms / 1000).toFixed(1)).join(' / ')} s`
    : '—';

/** The runs of one tool on one site. */
export interface SiteRuns {
  site: string;
  truth: SiteTruth;
  runs: Record<Tool, ScannerRun[]>;
}

/** `✓` when every run got it right, `✗` when none did, `2/3` between. */
export function tally(rights: readonly boolean[]): string {
  const right = rights.filter(Boolean).length;
  if (rights.length > 0 && right === rights.length) return '✓';
  if (right === 0) return '✗';
  return `${right}/${rights.length}`;
}

const cookieList = (list: string[] | null) =>
  list === null ? 'not seen' : list.length ? list.join(', ') : 'none';

/** A choice's cell: the tally, and the label used in the first run that made the choice. */
function choiceCell(rights: boolean[], labels: (string | null)[]) {
  const label = labels.find((value) => value !== null);
  return `${tally(rights)}${label ? ` “${label.replace(/\s+/g, ' ').trim()}”` : ' not clicked'}`;
}

/** A phase's cell: the tally, and what the first wrong run saw. */
function phaseCell(rights: boolean[], seen: (string[] | null)[]) {
  const wrong = rights.findIndex((right) => !right);
  return wrong === -1 ? tally(rights) : `${tally(rights)} ${cookieList(seen[wrong] ?? null)}`;
}

const row = (cells: readonly string[]) =>
  `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;

export const markdownTable = (headers: readonly string[], rows: readonly (readonly string[])[]) =>
  [
    row(headers),
    `| ${headers.map((_, i) => (i === 0 ? '---' : ':--')).join(' | ')} |`,
    ...rows.map(row),
  ].join('\n');

/** Rows per site: the truth, then each tool, side by side. */
export function siteTable(sites: readonly SiteRuns[], toolNames: Record<Tool, string>): string {
  const rows = sites.flatMap(({ site, truth, runs }) => [
    [
      `**${site}**`,
      'truth',
      'shown',
      `“${truth.rejectLabel}”`,
      `“${truth.acceptLabel}”`,
      cookieList(truth.beforeChoice),
      cookieList(truth.afterReject),
      cookieList(truth.afterAccept),
      '',
    ],
    ...tools.map((tool) => {
      const list = runs[tool];
      const judged = list.map((run) => judge(run, truth));
      const rights = (check: Check) => judged.map((j) => j[check]);
      return [
        '',
        toolNames[tool],
        tally(rights('banner')),
        choiceCell(
          rights('reject'),
          list.map((run) => run.rejectLabel),
        ),
        choiceCell(
          rights('accept'),
          list.map((run) => run.acceptLabel),
        ),
        phaseCell(
          rights('beforeChoice'),
          list.map((run) => run.beforeChoice),
        ),
        phaseCell(
          rights('afterReject'),
          list.map((run) => run.afterReject),
        ),
        phaseCell(
          rights('afterAccept'),
          list.map((run) => run.afterAccept),
        ),
        formatSpread(spread(list.map((run) => run.ms))),
      ];
    }),
  ]);
  return markdownTable(
    [
      'Site',
      'Tool',
      'Banner',
      'Reject',
      'Accept',
      'Before choice',
      'After reject',
      'After accept',
      'Time min / median / max',
    ],
    rows,
  );
}

/** Per tool: the sites where every run passed a check, and the spread of all its scan times. */
export interface Summary {
  sites: number;
  banner: number;
  reject: number;
  accept: number;
  cookies: number;
  everything: number;
  time: Spread | null;
}

export function summarise(sites: readonly SiteRuns[], tool: Tool): Summary {
  const every = (pass: (judged: Record<Check, boolean>) => boolean) =>
    sites.filter(
      ({ truth, runs }) =>
        runs[tool].length > 0 && runs[tool].every((run) => pass(judge(run, truth))),
    ).length;
  return {
    sites: sites.length,
    banner: every((j) => j.banner),
    reject: every((j) => j.reject),
    accept: every((j) => j.accept),
    cookies: every((j) => j.beforeChoice && j.afterReject && j.afterAccept),
    everything: every(allRight),
    time: spread(sites.flatMap(({ runs }) => runs[tool].map((run) => run.ms))),
  };
}

/** The headline: counts out of the sites, and the time spread over every scan, per tool. */
export function summaryTable(
  summaries: Record<Tool, Summary>,
  toolNames: Record<Tool, string>,
): string {
  const count = (key: 'banner' | 'reject' | 'accept' | 'cookies' | 'everything') =>
    tools.map((tool) => `${summaries[tool][key]}/${summaries[tool].sites}`);
  return markdownTable(
    ['Sites where every run …', ...tools.map((tool) => toolNames[tool])],
    [
      ['found the banner', ...count('banner')],
      ['rejected with the reject label', ...count('reject')],
      ['accepted with the accept label', ...count('accept')],
      ['saw the right cookies in all three phases', ...count('cookies')],
      ['got everything right', ...count('everything')],
      [
        'time per scan, min / median / max (all runs)',
        ...tools.map((tool) => formatSpread(summaries[tool].time)),
      ],
    ],
  );
}

/** The issue's goal: every banner and choice right, in no more time than the peer's median. */
export function goalMet(summaries: Record<Tool, Summary>): { right: boolean; fast: boolean } {
  const ours = summaries.ours;
  const peerMedian = summaries.peer.time?.median;
  return {
    right: ours.everything === ours.sites,
    fast: ours.time !== null && peerMedian !== undefined && ours.time.median <= peerMedian,
  };
}
