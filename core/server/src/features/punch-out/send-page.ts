import { randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../http/error-handler';
import { translate, type Language } from '../../http/messages';
import { CSP_DIRECTIVES } from '../../http/security-headers';
import { linesOf, takeReturnTicket } from './punch-out-repo';
import { returnForm, type ReturnForm } from './return-form';
import { escapeXml } from './xml-tree';
import './punch-out-messages';

/** The page that posts a returned (or cancelled) open cart to the requisition system. */
export const SEND_PAGE_PATH = '/punchout/send';

/**
 * This page's policy: the mall's, with form-action widened to the one origin the session returns
 * to and this answer's inline auto-submit admitted by its nonce (the app's pages keep 'self').
 */
export function sendPagePolicy(formOrigin: string, nonce: string): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => {
      const extra = name === 'form-action' ? [formOrigin] : name === 'script-src' ? [`'nonce-${nonce}'`] : [];
      return [name, ...sources, ...extra].join(' ');
    })
    .join('; ');
}

/**
 * An auto-submitting form with a button for browsers that run no script. Written well-formed
 * (void elements closed) so that it reads the same as XML, which the tests use.
 */
export function renderSendPage(form: ReturnForm, language: Language, nonce: string): string {
  const fields = form.fields.map((f) => `<input type="hidden" name="${escapeXml(f.name)}" value="${escapeXml(f.value)}"/>`).join('\n');
  return `<!DOCTYPE html>
<html lang="${language === 'en_US' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"/><title>${escapeXml(translate('punchout.send.title', language))}</title></head>
<body>
<form id="punchout-return" method="post" action="${escapeXml(form.action)}">
${fields}
<p>${escapeXml(translate('punchout.send.text', language))}</p>
<button type="submit">${escapeXml(translate('punchout.send.button', language))}</button>
</form>
<script nonce="${nonce}">document.getElementById('punchout-return').submit();</script>
</body></html>`;
}

/**
 * GET /punchout/send?ticket=...: public, since the buyer's browser opens it by a plain
 * navigation (no Bearer header); the one-time ticket from punchout/return or punchout/cancel
 * proves it. The form is built again from the stored session, never from the browser.
 */
export const sendPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  app.get(SEND_PAGE_PATH, { config: { public: true }, schema: { querystring: Type.Object({ ticket: Type.String({ minLength: 20, maxLength: 100 }) }) } }, async (request, reply) => {
    const language = requestLanguage(request);
    const row = await takeReturnTicket(db, request.query.ticket);
    if (!row) return reply.status(410).type('text/plain; charset=utf-8').send(translate('punchout.send.invalid', language));
    const cancelled = row.status === 'CANCELLED';
    const lines = cancelled ? [] : await linesOf(db, row.tenantId, row.id);
    const form = returnForm(row, lines, { language: language === 'en_US' ? 'en-US' : 'zh-CN', host: request.host || 'mall', cancelled });
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', sendPagePolicy(new URL(form.action).origin, nonce));
    return reply.type('text/html; charset=utf-8').send(renderSendPage(form, language, nonce));
  });
};
