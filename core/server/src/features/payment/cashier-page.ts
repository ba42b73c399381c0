import { translate, type Language } from '../../http/messages';
import type { PaymentRow } from './payment-repo';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The result the cashier (the gateway) posts back for the Pay button, with its signature. */
export interface SignedResult {
  amount: string;
  status: string;
  signature: string;
}

/** The demo cashier: the amount and a Pay button that posts the signed result back to the server. No script. */
export function renderCashierPage(payment: PaymentRow, orderNums: readonly string[], language: Language, result: SignedResult): string {
  const t = (key: string) => escape(translate(key, language));
  const hidden = (name: keyof SignedResult) => `<input type="hidden" name="${name}" value="${escape(result[name])}">`;
  const action = payment.status === 'WAITING'
    ? `<form method="post" action="/cashier/${encodeURIComponent(payment.paymentOrderNum)}/pay">${hidden('amount')}${hidden('status')}${hidden('signature')}<button type="submit">${t('cashier.pay')}</button></form>`
    : `<p class="paid">${t('cashier.paid')}</p>`;
  return `<!doctype html>
<html lang="${language === 'en_US' ? 'en' : 'zh-CN'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('cashier.title')}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;display:flex;justify-content:center;padding-top:12vh;margin:0}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:360px}
h1{font-size:20px;margin:0 0 16px}.amount{font-size:28px;color:#f53;margin:8px 0 16px}
button{width:100%;padding:10px;border:0;border-radius:4px;background:#f53;color:#fff;font-size:15px;cursor:pointer}
ul{padding-left:18px;color:#595959}.paid{color:#389e0d}
</style></head>
<body><main>
<h1>${t('cashier.title')}</h1>
<div>${t('cashier.amount')}</div>
<div class="amount">${escape(payment.currencyCode)} ${payment.amount.toFixed(2)}</div>
<div>${t('cashier.orders')}</div><ul>${orderNums.map((n) => `<li>${escape(n)}</li>`).join('')}</ul>
${action}
</main></body></html>`;
}
