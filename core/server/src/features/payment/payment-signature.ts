import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db';

/**
 * The cashier stands in for an external payment gateway, which shares a secret with the mall:
 * a gateway's result (payment number, amount, status) is trusted only with the HMAC of that
 * secret over it (issue 21: anyone who knew a payment number could mark it paid). The same
 * secret signs the cashier link handed to the payer, so the number alone opens no cashier.
 */
export type PaymentStatus = 'PAID';

export interface PaymentResult {
  paymentOrderNum: string;
  /** The amount as the gateway writes it: two decimals. */
  amount: string;
  status: PaymentStatus;
}

const secrets = new WeakMap<Db, Promise<string>>();

/** PAYMENT_SECRET when set; otherwise one generated on first use and kept in the database (once per database). */
export function paymentSecret(db: Db, fromEnv = process.env.PAYMENT_SECRET): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function loadSecret(db: Db): Promise<string> {
  await db.query(`insert into server_secrets (name, value) values ('payment_secret', $1) on conflict (name) do nothing`, [randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>(`select value from server_secrets where name = 'payment_secret'`);
  if (!row) throw new Error('payment secret missing after insert');
  return row.value;
}

/** The amount as signed: two decimals, so 12.5 and "12.50" sign alike. */
export const amountText = (amount: number) => amount.toFixed(2);

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export function signPaymentResult(secret: string, result: PaymentResult): string {
  return hmac(secret, `result|${result.paymentOrderNum}|${result.amount}|${result.status}`);
}

/** Whether `signature` is the secret's over exactly this result (compared in constant time). */
export function verifyPaymentResult(secret: string, result: PaymentResult, signature: string): boolean {
  return sameHex(signPaymentResult(secret, result), signature);
}

/** The ticket of a cashier link: only who was handed the link (the payer, signed in) opens the cashier. */
export function cashierTicket(secret: string, paymentOrderNum: string): string {
  return hmac(secret, `cashier|${paymentOrderNum}`);
}

export function verifyCashierTicket(secret: string, paymentOrderNum: string, ticket: string | undefined): boolean {
  return ticket !== undefined && sameHex(cashierTicket(secret, paymentOrderNum), ticket);
}

/** The cashier link answered to the payer. */
export const cashierUri = (secret: string, paymentOrderNum: string) =>
  `/cashier/${paymentOrderNum}?ticket=${cashierTicket(secret, paymentOrderNum)}`;

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return /^[0-9a-f]+$/i.test(given) && a.length === b.length && timingSafeEqual(a, b);
}
