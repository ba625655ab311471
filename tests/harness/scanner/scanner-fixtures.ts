/**
 * Fixture sites for the scan engine, all on loopback: the site server on 127.0.0.1 (the pages of
 * fixture-pages/, and the slow, hanging, redirect-loop, huge and SSRF-probe answers, routed here), a
 * "third-party" ad server under DoubleClick's name (another site to the browser), and a canary on
 * another port that no test allows and that must never see a connection. The scanner tests and
 * tools/bench/scanner-load.ts serve them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AD_SERVER_STAND_IN,
  FACEBOOK_STAND_IN,
  GOOGLE_STAND_IN,
  SESSION_RECORDER_STAND_IN,
  STAND_INS,
  YANDEX_STAND_IN,
} from './stand-ins.ts';
import {
  cmpPage,
  compliantPage,
  genericPage,
  nonCompliantPage,
  rejectSendsPage,
  shadowPage,
} from './fixture-pages/banners.ts';
import { behaviourPage, fingerprintScript, lookalikePage } from './fixture-pages/behaviour.ts';
import { lateDefaultsPage, templateConsentPage } from './fixture-pages/consent-mode.ts';
import {
  canaryProbePage,
  initFloodPage,
  silencingPage,
  silencingTraps,
} from './fixture-pages/hostile.ts';
import { inputCapturePage, inputLookalikePage } from './fixture-pages/input-capture.ts';
import {
  lateBannerPage,
  previewBannerPage,
  previewOnlyPage,
} from './fixture-pages/late-banners.ts';
import { html } from './fixture-pages/page-parts.ts';
import {
  compliantPolicy,
  policySiteOldPolicy,
  policySitePage,
  policySitePolicy,
} from './fixture-pages/policies.ts';

export interface Fixtures {
  site: string;
  tracker: string;
  canary: string;
  /** host:port pairs the scans may reach (site and tracker, never the canary). */
  allowHosts: Set<string>;
  /** Connections the canary accepted (must stay 0). */
  canaryConnections(): number;
  /** Requests the site server has answered so far. */
  siteRequests(): number;
  /** The choices clicked on the generic page ('reject', 'accept'), in order. */
  choices(): string[];
  /** Forms submitted to the site (`/input/submit`). */
  submissions(): number;
  /** Bytes the huge page wrote before the client went away. */
  hugeBytesWritten(): number;
  close(): Promise<void>;
}

async function listen(server: http.Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

export async function startFixtures(): Promise<Fixtures> {
  let canaryConnections = 0;
  let hugeBytes = 0;
  let siteRequests = 0;
  let submissions = 0;
  const choices: string[] = [];
  const canaryServer = http.createServer((_, response) => response.end('canary'));
  canaryServer.on('connection', () => {
    canaryConnections += 1;
  });
  const canaryPort = await listen(canaryServer, '127.0.0.1');
  const canary = `http://127.0.0.1:${canaryPort}`;

  const trackerServer = http.createServer((request, response) => {
    // A third party's frame that starts a loop that never yields once it has loaded.
    if (new URL(request.url ?? '/', 'http://tracker').pathname === '/busy-frame') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      return response.end('<script>setTimeout(() => { for (;;) {} }, 300);</script>');
    }
    // A third-party advertising cookie, as an ad server sets it on its pixel.
    response.setHeader(
      'Set-Cookie',
      'IDE=AHWqTUm-tracker; Max-Age=34128000; Path=/; SameSite=None; Secure',
    );
    if (/\.js$/.test(new URL(request.url ?? '/', 'http://tracker').pathname)) {
      response.setHeader('Content-Type', 'text/javascript');
      return response.end('');
    }
    response.setHeader('Content-Type', 'image/gif');
    response.end(Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64'));
  });
  const trackerPort = await listen(trackerServer, '127.0.0.1');
  const tracker = `http://${AD_SERVER_STAND_IN}:${trackerPort}`;
  const google = `http://${GOOGLE_STAND_IN}:${trackerPort}`;
  const trackers = {
    google,
    recorder: `http://${SESSION_RECORDER_STAND_IN}:${trackerPort}`,
    facebook: `http://${FACEBOOK_STAND_IN}:${trackerPort}`,
    yandex: `http://${YANDEX_STAND_IN}:${trackerPort}`,
  };

  const siteServer = http.createServer((request, response) => {
    siteRequests += 1;
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (body: string, status = 200) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (url.pathname.startsWith('/compliant/')) return send(compliantPage(tracker, url.pathname));
    if (url.pathname === '/compliant-policy/') return send(compliantPolicy());
    if (url.pathname === '/policy-site/') return send(policySitePage());
    if (url.pathname === '/policy-site/cerez-politikasi') {
      return send(policySitePolicy());
    }
    if (url.pathname === '/policy-site/eski-politika') return send(policySiteOldPolicy());
    if (url.pathname.startsWith('/noncompliant/')) return send(nonCompliantPage(tracker, google));
    if (url.pathname === '/cmp/') return send(cmpPage(tracker));
    if (url.pathname.startsWith('/cmp-pages/')) return send(cmpPage(tracker, true));
    if (url.pathname === '/reject-sends/') return send(rejectSendsPage(google));
    if (url.pathname === '/generic/') return send(genericPage());
    if (url.pathname === '/behaviour/') return send(behaviourPage(trackers));
    if (url.pathname === '/behaviour/fp.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      return response.end(fingerprintScript);
    }
    if (url.pathname === '/lookalike/') return send(lookalikePage(trackers));
    if (url.pathname === '/input-capture/') return send(inputCapturePage(trackers.recorder));
    if (url.pathname === '/input-lookalike/') return send(inputLookalikePage(trackers.recorder));
    if (url.pathname === '/input/submit') {
      submissions += 1;
      return send('ok');
    }
    if (url.pathname === '/choice') {
      choices.push(url.searchParams.get('value') ?? '');
      return send('ok');
    }
    if (url.pathname === '/flood/') {
      return send(initFloodPage(Math.min(Number(url.searchParams.get('inits') ?? 4000), 20_000)));
    }
    if (url.pathname === '/shadow/') return send(shadowPage(tracker));
    const trap = /^\/silencing\/([a-z-]+)\/$/.exec(url.pathname)?.[1];
    const traps = silencingTraps(tracker);
    if (trap !== undefined && trap in traps) return send(silencingPage(tracker, traps[trap]!));
    if (url.pathname === '/late/') return send(lateBannerPage(tracker));
    if (url.pathname === '/preview/') return send(previewBannerPage(tracker));
    if (url.pathname === '/preview-only/') return send(previewOnlyPage());
    if (url.pathname === '/template-consent/') return send(templateConsentPage(tracker, google));
    if (url.pathname === '/late-defaults/') return send(lateDefaultsPage(google));
    if (url.pathname === '/slow/') {
      setTimeout(() => send(html('<h1>Yavaş site</h1>')), 2_000);
      return;
    }
    if (url.pathname === '/hang/') return; // never answers
    if (url.pathname === '/loop/') {
      const n = Number(url.searchParams.get('n') ?? 0) + 1;
      response.writeHead(302, { Location: `/loop/?n=${n}` });
      return response.end();
    }
    if (url.pathname === '/huge/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>\n`;
      let written = 0;
      const total = 20 * 1024 * 1024;
      const pump = () => {
        while (written < total) {
          written += chunk.length;
          hugeBytes = written;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      response.on('close', () => response.removeAllListeners('drain'));
      return pump();
    }
    if (url.pathname === '/to-canary/') {
      response.writeHead(302, { Location: `${canary}/redirected` });
      return response.end();
    }
    if (url.pathname === '/probes/') {
      return send(
        canaryProbePage(
          canary,
          `https://127.0.0.1:${canaryPort}`,
          `http://localhost:${canaryPort}`,
        ),
      );
    }
    send(html('<h1>Yok</h1>'), 404);
  });
  const sitePort = await listen(siteServer, '127.0.0.1');

  const servers = [siteServer, trackerServer, canaryServer];
  return {
    site: `http://127.0.0.1:${sitePort}`,
    tracker,
    canary,
    allowHosts: new Set([
      `127.0.0.1:${sitePort}`,
      ...STAND_INS.map((host) => `${host}:${trackerPort}`),
    ]),
    canaryConnections: () => canaryConnections,
    siteRequests: () => siteRequests,
    choices: () => [...choices],
    submissions: () => submissions,
    hugeBytesWritten: () => hugeBytes,
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
