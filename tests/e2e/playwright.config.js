// End-to-end tests against the release build (dist/) served on 127.0.0.1.
// Chromium is Debian's (/usr/bin/chromium); Playwright never downloads a browser here.
import { defineConfig } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.NIMSEQ_E2E_PORT ?? 8391);
// Pages of course notes the tests write, which the server answers at /notes/ (see serve.mjs);
// the tests find the folder in the same variable.
process.env.NIMSEQ_E2E_NOTES ??= join(tmpdir(), `nimseq-notes-${port}`);
mkdirSync(process.env.NIMSEQ_E2E_NOTES, { recursive: true });

// Playwright's own list (a second --disable-features replaces the first, so it is repeated
// here), and the browser's WebUI omnibox popups: Chromium 156 loads them in a renderer of
// their own for every new window, so for every test, where they took a third of the two cores
// while the page under test was computing.
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export default defineConfig({
  projects: [
    { name: 'functional', testDir: './specs' },
    // Timings, printed: after the functional tests, so nothing else competes for the cores.
    { name: 'speed', testDir: './perf', dependencies: ['functional'] },
  ],
  timeout: 60_000,
  retries: 0,
  workers: 2,
  // The list in the terminal; the HTML report (tests/e2e/report/) keeps the screenshots the tests attach.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    // The page's service worker would keep a copy of the whole build in every test's fresh
    // context; only the offline spec, which tests it, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  webServer: {
    command: `node serve.mjs ${process.env.NIMSEQ_E2E_DIST ?? '../../dist'} ${port} ${process.env.NIMSEQ_E2E_NOTES}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
