/**
 * A shopper driven through the shop's real HTTP API, as a browser would: its own cookies,
 * requests spread over one or several shop instances (they share the database, so a cookie
 * set by one is honoured by the others). Used by the overselling and crash tests and by the
 * bench's checkout figure.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export type Variant = { productId: number; colorId: number; sizeId: number };

export type StepName = 'add to cart' | 'e-mail' | 'delivery' | 'billing' | 'order' | 'payment';

export type Answer = { status: number; body: unknown };

/**
 * Connections kept open between requests, as a browser keeps them. Through node:http rather than
 * fetch: the bench's buyers run on the machine that serves them, and fetch spent about a third of
 * a core on 50 purchases a second (its web streams and abort signals), CPU the shop then lacked.
 */
const agent = new http.Agent({ keepAlive: true });

type Received = { status: number; setCookies: string[]; text: string | null };

/** One request; rejects when no answer starts (connection refused or reset), `text` null when the answer is cut short. */
function send(url: URL, method: string, headers: Record<string, string>, payload: string | undefined): Promise<Received> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      const answer = (text: string | null) => resolve({ status: response.statusCode ?? 0, setCookies: response.headers['set-cookie'] ?? [], text });
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Closed before its end: the instance died while sending it.
      response.on('close', () => {
        if (!response.complete) answer(null);
      });
      response.on('end', () => {
        try {
          answer(decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8'));
        } catch {
          answer(null);
        }
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

export type Purchase =
  | { outcome: 'paid'; orderNumber: string; timings: Partial<Record<StepName, number>> }
  | { outcome: 'refused'; step: StepName; status: number; code: string | undefined; timings: Partial<Record<StepName, number>> };

export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficientFunds: '4000 0000 0000 9995' } as const;

const ADDRESS = {
  firstName: 'Alex',
  lastName: 'Martin',
  email: 'alex.martin@example.test',
  phone: '06 12 34 56 78',
  line1: '12 rue des Tisserands',
  line2: '',
  city: 'Lyon',
  zip: '69002',
  country: 'FR',
};

export class Buyer {
  private cookies = new Map<string, string>();
  private turn = 0;

  /**
   * `clientAddress`: sent as X-Forwarded-For to a shop started with TRUST_PROXY=true, so many
   * buyers from one test machine are limited as the many people they stand for.
   */
  constructor(
    private readonly shopUrls: string[],
    readonly email: string,
    private readonly clientAddress?: string,
  ) {}

  /** One API call on the next instance in turn, keeping the cookies it sets. */
  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const base = this.shopUrls[this.turn++ % this.shopUrls.length]!;
    // A browser's request: it takes compressed answers, and the shop compresses what it sends it.
    const headers: Record<string, string> = { origin: base, 'accept-encoding': 'gzip, deflate, br' };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.clientAddress) headers['x-forwarded-for'] = this.clientAddress;
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const response = await send(new URL(path, base), method, headers, payload);
    for (const line of response.setCookies) {
      const [pair] = line.split(';', 1);
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // An answer cut short (its instance died while sending it) is lost to the visitor as a 502 from the load balancer is.
    if (response.text === null) return { status: 502, body: 'answer cut short' };
    let parsed: unknown = response.text;
    try {
      parsed = JSON.parse(response.text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed };
  }

  /**
   * The whole guest purchase of one unit, step by step; stops at the first refusal.
   * `pressAgainAfterLostAnswer`: a step whose answer was lost (502 from a load balancer whose
   * instance died) is done once more, as a person presses the button again; a lost payment
   * answer is first checked on the confirmation page, so a payment that went through is not
   * attempted twice.
   */
  async buy(variant: Variant, card: string = TEST_CARDS.succeeds, { pressAgainAfterLostAnswer = false } = {}): Promise<Purchase> {
    const timings: Partial<Record<StepName, number>> = {};
    const steps: [StepName, string, string, unknown][] = [
      ['add to cart', 'POST', '/api/store/cart/lines', { ...variant, quantity: 1 }],
      ['e-mail', 'PUT', '/api/store/checkout/email', { email: this.email }],
      ['delivery', 'PUT', '/api/store/checkout/delivery', { ...ADDRESS, email: this.email }],
      ['billing', 'PUT', '/api/store/checkout/billing', { sameAsDelivery: true }],
      ['order', 'POST', '/api/store/checkout/order', {}],
      ['payment', 'POST', '/api/store/checkout/test-payment', { cardNumber: card, expiry: '12/34', cvc: '123', name: 'Alex Martin' }],
    ];
    let orderNumber = '';
    for (const [step, method, path, body] of steps) {
      const started = performance.now();
      let answer = await this.call(method, path, body);
      if (answer.status === 502 && pressAgainAfterLostAnswer) {
        const confirmation = step === 'payment' ? await this.call('GET', '/api/store/checkout/confirmation') : null;
        const alreadyPaid = (confirmation?.body as { state?: string } | undefined)?.state === 'paid';
        answer = alreadyPaid ? { status: 200, body: { state: 'paid' } } : await this.call(method, path, body);
      }
      timings[step] = performance.now() - started;
      const failedPayment = step === 'payment' && (answer.body as { state?: string }).state !== 'paid';
      if (answer.status >= 300 || failedPayment) {
        return {
          outcome: 'refused',
          step,
          status: answer.status,
          code: errorCode(answer.body) ?? (answer.body as { state?: string }).state,
          timings,
        };
      }
      if (step === 'order') orderNumber = (answer.body as { orderNumber: string }).orderNumber;
    }
    return { outcome: 'paid', orderNumber, timings };
  }
}

function errorCode(body: unknown): string | undefined {
  return (body as { error?: { code?: string } } | null)?.error?.code;
}

/** The p-th percentile (0-100) of a list of durations, by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
