import type { OpenCartLine, SessionRow } from './punch-out-repo';

/** The open cart as every open-cart call answers it: the session, its lines and their total. */
export function openCartSummary(session: SessionRow, lines: readonly OpenCartLine[]) {
  return {
    punchOutSessionId: session.id,
    protocol: session.protocol,
    operation: session.operation,
    editable: session.operation !== 'inspect',
    returnOrigin: new URL(session.returnUrl).origin,
    expiresAt: session.expiresAt,
    lines,
    totalAmount: Number(lines.reduce((sum, l) => sum + l.totalPrice, 0).toFixed(2)),
    currencyCode: lines[0]?.currencyCode ?? 'CNY',
  };
}
