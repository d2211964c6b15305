import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: nothing is downloaded at run time. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The flags Chromium needs on these machines (GUIDE section 1). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright gives every launch a fresh temporary user-data-dir and deletes it on close. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
