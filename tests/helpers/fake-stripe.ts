import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's REST API on 127.0.0.1, for tests (these machines cannot reach
 * Stripe, and stripe-mock cannot be installed). It speaks the protocol the official SDK speaks
 * for what the shop uses: form-encoded bodies with bracketed keys (`metadata[orderId]=12`),
 * Bearer authentication, `Idempotency-Key` (the same key and parameters answer the first
 * result again; the same key with other parameters is Stripe's 400 idempotency error), JSON
 * objects shaped like Stripe's and Stripe's error JSON.
 *
 * Point the shop's Stripe provider at it with `api: fake.api`, and the SDK's secret key at
 * `fake.secretKey`.
 */

export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  capture_method: string;
  automatic_payment_methods: { enabled: boolean } | null;
  client_secret: string;
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
};

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The decoded form body (nested objects for bracketed keys); empty for GET. */
  params: Record<string, unknown>;
  /** What the fake answered. */
  status: number;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: FakePaymentIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
};

export type FakeStripe = {
  readonly secretKey: string;
  /** The SDK options that send its requests here. */
  readonly api: { host: string; port: number; protocol: 'http' };
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** The PaymentIntents created, in order of creation. */
  intents(): FakePaymentIntent[];
  /** The requests that asked to create a PaymentIntent (replays included). */
  createRequests(): RecordedRequest[];
  /** While on, every request is answered as Stripe answers during an incident: 500, api_error. */
  setOutage(on: boolean): void;
  /** The customer paid: the intent succeeds, and the event Stripe would send about it. */
  paymentSucceeded(intentId: string): StripeEvent;
  /** The card was refused: the intent asks for another payment method, and the event Stripe would send. */
  paymentFailed(intentId: string, failure?: { code?: string; declineCode?: string; message?: string }): StripeEvent;
  close(): Promise<void>;
};

const API_VERSION = Stripe.API_VERSION;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function startFakeStripe({ secretKey = `sk_test_${randomBytes(16).toString('hex')}` } = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakePaymentIntent>();
  /** Idempotency key → the request it was first used with and the answer given. */
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  let outage = false;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const params = method === 'POST' ? decodeForm(raw) : {};
      const idempotencyKey = header(req, 'idempotency-key');
      const record = (status: number) => requests.push({ method, path: url.pathname, idempotencyKey, params, status });

      if (outage) {
        record(500);
        return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const auth = authenticate(header(req, 'authorization'), secretKey);
      if (auth) {
        record(401);
        return send(res, 401, auth);
      }

      if (method === 'POST' && idempotencyKey) {
        const fingerprint = JSON.stringify([method, url.pathname, canonical(params)]);
        const first = idempotent.get(idempotencyKey);
        if (first && first.request !== fingerprint) {
          record(400);
          return send(res, 400, idempotencyMismatch(idempotencyKey));
        }
        if (first) {
          record(first.status);
          return send(res, first.status, first.body, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey });
        }
        const answer = route(method, url.pathname, params);
        // Stripe keeps the result of a request that reached its logic, errors included (not 5xx).
        if (answer.status < 500) idempotent.set(idempotencyKey, { request: fingerprint, ...answer });
        record(answer.status);
        return send(res, answer.status, answer.body, { 'idempotency-key': idempotencyKey });
      }

      const answer = route(method, url.pathname, params);
      record(answer.status);
      return send(res, answer.status, answer.body);
    });
  });

  function route(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const intent = intents.get(decodeURIComponent(match[1]!));
      if (intent) return { status: 200, body: intent };
      return {
        status: 404,
        body: stripeError({
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${decodeURIComponent(match[1]!)}'`,
        }),
      };
    }
    return {
      status: 404,
      body: stripeError({
        message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      }),
    };
  }

  function createIntent(params: Record<string, unknown>): { status: number; body: unknown } {
    if (params.amount === undefined) return missing('amount');
    if (params.currency === undefined) return missing('currency');
    const amount = Number(params.amount);
    if (!/^\d+$/.test(String(params.amount))) {
      return {
        status: 400,
        body: stripeError({ code: 'parameter_invalid_integer', param: 'amount', message: 'Invalid integer: ' + String(params.amount) }),
      };
    }
    if (params.currency === 'eur' && amount < 50) {
      return { status: 400, body: stripeError({ code: 'amount_too_small', param: 'amount', message: 'Amount must be at least €0.50 eur' }) };
    }
    const intentId = id('pi');
    const automatic = params.automatic_payment_methods as { enabled?: string } | undefined;
    const intent: FakePaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      capture_method: typeof params.capture_method === 'string' ? params.capture_method : 'automatic_async',
      automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      currency: String(params.currency),
      description: typeof params.description === 'string' ? params.description : null,
      last_payment_error: null,
      livemode: false,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_method_types: ['card'],
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      status: 'requires_payment_method',
    };
    intents.set(intentId, intent);
    return { status: 200, body: intent };
  }

  /** As Stripe refunds a PaymentIntent: only a succeeded one, at most what it received. */
  function createRefund(params: Record<string, unknown>): { status: number; body: unknown } {
    if (params.payment_intent === undefined) return missing('payment_intent');
    const intent = intents.get(String(params.payment_intent));
    if (!intent) {
      return {
        status: 400,
        body: stripeError({
          code: 'resource_missing',
          param: 'payment_intent',
          message: `No such payment_intent: '${String(params.payment_intent)}'`,
        }),
      };
    }
    const amount = params.amount === undefined ? intent.amount_received : Number(params.amount);
    if (intent.status !== 'succeeded' || amount > intent.amount_received) {
      return {
        status: 400,
        body: stripeError({
          code: 'charge_already_refunded',
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        }),
      };
    }
    intent.amount_received -= amount;
    return {
      status: 200,
      body: {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      },
    };
  }

  function event(type: string, intent: FakePaymentIntent): StripeEvent {
    return {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(intent) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  function knownIntent(intentId: string): FakePaymentIntent {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`The fake Stripe has no PaymentIntent ${intentId}`);
    return intent;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    secretKey,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intents: () => [...intents.values()],
    createRequests: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents'),
    setOutage: (on) => {
      outage = on;
    },
    paymentSucceeded(intentId) {
      const intent = knownIntent(intentId);
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      return event('payment_intent.succeeded', intent);
    },
    paymentFailed(intentId, { code = 'card_declined', declineCode = 'generic_decline', message = 'Your card was declined.' } = {}) {
      const intent = knownIntent(intentId);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code, ...(declineCode ? { decline_code: declineCode } : {}), message },
      });
      return event('payment_intent.payment_failed', intent);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A webhook request as Stripe sends it: the event's JSON and its `Stripe-Signature` header,
 * signed by the SDK's own test signer. `timestamp` (seconds) backdates the signature.
 */
export function signedWebhook(event: unknown, secret: string, { timestamp }: { timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/** A webhook signing secret in Stripe's format. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Stripe's form encoding: `a[b][c]=v` is `{ a: { b: { c: 'v' } } }`, `a[0]=v` an array. Values stay strings, as Stripe receives them. */
export function decodeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]$/).filter((part, index) => index === 0 || part !== '');
    let node = root;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    }
  }
  return arrays(root) as Record<string, unknown>;
}

function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
  const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

/** The same parameters in any order compare equal, as Stripe compares them. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, canonical(v)]),
  );
}

function authenticate(authorization: string | null, secretKey: string): unknown {
  if (!authorization?.startsWith('Bearer ')) {
    return stripeError({
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  const key = authorization.slice('Bearer '.length);
  if (key !== secretKey) return stripeError({ message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` });
  return null;
}

function idempotencyMismatch(key: string) {
  return {
    error: {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  };
}

function missing(param: string) {
  return { status: 400, body: stripeError({ code: 'parameter_missing', param, message: `Missing required param: ${param}.` }) };
}

function stripeError({ message, code, param }: { message: string; code?: string; param?: string }) {
  return {
    error: {
      ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}` } : {}),
      message,
      ...(param ? { param } : {}),
      request_log_url: null,
      type: 'invalid_request_error',
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': id('req'),
    'stripe-version': API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body));
}
