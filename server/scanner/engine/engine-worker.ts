/**
 * The engine process: started by engine-supervisor.ts for one scan (never imported by the web
 * process), it runs scan.ts, which drives Chromium and the filtering proxy, and exits.
 */
import { serveOneScan } from './protocol.ts';
import { runScan } from './scan.ts';

serveOneScan(runScan);
