/**
 * Every wait of the tests, in one place, sized for a busy machine: a test waits for an event
 * (a mail, a row, a page state) and these only bound how long before it gives up. A test that
 * passes on an idle machine must not fail because the machine is loaded, so they are generous;
 * a test that waits this long has found a real fault.
 */

/** How long a test waits for something to happen (expect.poll, vi.waitFor, a page state). */
export const WAIT_MS = 30_000;

/** A test of the API, through inject, against a real database (argon2 hashes included). */
export const API_TEST_MS = 60_000;

/** Opening a database copy, starting an app or a mail server for a file. */
export const SETUP_MS = 120_000;

/** A browser journey: several pages, each rendered by the built shop. */
export const JOURNEY_MS = 120_000;

/** The built shop as processes: whole starts, crashes, thousands of mails. */
export const SYSTEM_MS = 600_000;
