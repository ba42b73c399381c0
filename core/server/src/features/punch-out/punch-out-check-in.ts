import { randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin, tokenRedirect } from '../../auth/redirect-policy';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { requestLanguage } from '../../http/error-handler';
import { translate } from '../../http/messages';
import { readSetupRequest, setupResponse, type SetupRequest } from './cxml-documents';
import { manualItemReader, type ManualItem } from './cxml-manual-items';
import { saveManualLine } from './open-cart-manual';
import { isHttpUrl } from './oci-fields';
import { bindToken, buyerOf, configByIdentity, configsOfTenant, insertLines, insertSession, isManualHandle, productsByCode, secretMatches, sha256, takeStartToken } from './punch-out-repo';
import type { PunchOutOperation } from './punch-out-types';
import { parseXml, XmlRefused, xmlLimits } from './xml-tree';
import './punch-out-messages';

/** Where a started session lands in the buyer app. */
export const OPEN_CART_PATH = '/req-open-cart';
/** How long an open-cart session lasts at most (the access token may end it sooner). */
const SESSION_HOURS = 2;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    /** A further message the caller's `{reason}` names (why a manual item was refused). */
    readonly reason?: { key: string; params: Record<string, string | number> },
  ) {
    super(key);
  }
}

/** An item of an edit or inspect setup request, as the session's first lines keep it. */
type CatalogueSetupLine = { source: 'CATA'; productId: number; quantity: string; supplierAuxId: string | undefined; currencyCode: string };
/** A manual item by reference: a later copy of the same item adds its quantity to it. */
type SetupLine = CatalogueSetupLine | { source: 'MANUAL'; item: ManualItem };

const OciQuery = Type.Object({
  HOOK_URL: Type.String({ minLength: 1, maxLength: 2000 }),
  USERNAME: Type.String({ minLength: 1, maxLength: 100 }),
  PASSWORD: Type.String({ minLength: 1, maxLength: 200 }),
  OCI_VERSION: Type.Optional(Type.String({ maxLength: 10 })),
  OCICANCEL: Type.Optional(Type.String({ maxLength: 2000 })),
  // Standard OCI call fields the mall does not need; accepted so a requisition system may send them.
  '~OkCode': Type.Optional(Type.String({ maxLength: 20 })),
  '~TARGET': Type.Optional(Type.String({ maxLength: 50 })),
  '~CALLER': Type.Optional(Type.String({ maxLength: 50 })),
});
type OciParams = Static<typeof OciQuery>;

const StartQuery = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) });

const expiry = (ttlSeconds: number) => new Date(Date.now() + Math.min(ttlSeconds, SESSION_HOURS * 3600) * 1000);

/** Reads and checks a setup request; every refusal is a Refusal with the caller's message key. */
async function checkSetupRequest(db: Db, text: string) {
  let request: SetupRequest | undefined;
  try {
    request = readSetupRequest(parseXml(text));
  } catch (error) {
    if (!(error instanceof XmlRefused)) throw error;
    if (error.reason === 'too-large') throw new Refusal(413, 'punchout.xml.too-large', { kb: xmlLimits.maxBytes / 1024, elements: xmlLimits.maxElements });
    throw new Refusal(400, error.reason === 'dtd' ? 'punchout.xml.dtd' : 'punchout.xml.malformed');
  }
  if (!request) throw new Refusal(400, 'punchout.xml.not-setup-request');
  const operation = request.operation ?? '';
  if (!['create', 'edit', 'inspect'].includes(operation)) throw new Refusal(400, 'punchout.operation.invalid', { operation });
  if (!request.buyerCookie) throw new Refusal(400, 'punchout.buyer-cookie.missing');
  if (!request.browserFormPostUrl || !isHttpUrl(request.browserFormPostUrl)) throw new Refusal(400, 'punchout.hook-url.invalid');
  const config = request.sender ? await configByIdentity(db, request.sender.identity) : undefined;
  if (!config || !request.sender || !secretMatches(request.sender.sharedSecret, config.secretSha256)) throw new Refusal(401, 'punchout.credential.invalid');
  const buyer = await buyerOf(db, config.tenantId, { loginName: request.uniqueName, email: request.userEmail });
  if (!buyer) throw new Refusal(401, 'punchout.credential.invalid');
  const products = await productsByCode(db, config.tenantId, request.items.map((i) => i.supplierPartId));
  const catalogueLine = (item: SetupRequest['items'][number]): CatalogueSetupLine => {
    const product = products.get(item.supplierPartId);
    const quantity = Number(item.quantity ?? '1');
    if (!product) throw new Refusal(400, 'punchout.item.unknown', { supplierPartId: item.supplierPartId });
    if (!Number.isFinite(quantity) || quantity <= 0 || quantity > 999_999_999) throw new Refusal(400, 'punchout.xml.malformed');
    return { source: 'CATA', productId: product.id, quantity: String(quantity), supplierAuxId: item.supplierAuxId, currencyCode: product.currencyCode };
  };
  const catalogue = request.items.filter((item) => !isManualHandle(item.supplierPartId)).map(catalogueLine);
  // Manual items are checked against the catalogue items' currencies too: the cart goes back in one.
  const reader = manualItemReader(buyer.language, catalogue);
  const lines: SetupLine[] = [];
  let next = 0;
  for (const item of request.items) {
    if (!isManualHandle(item.supplierPartId)) {
      lines.push(catalogue[next++]!);
      continue;
    }
    try {
      const read = reader.read(item);
      if (read) lines.push({ source: 'MANUAL', item: read });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw new Refusal(400, 'punchout.item.manual.invalid', { supplierPartId: item.supplierPartId }, { key: error.code, params: error.params });
    }
  }
  return { request, config, buyer, operation: operation as PunchOutOperation, lines };
}

/**
 * Check-in of a requisition system (public routes: the requisition system is not signed in to
 * the mall; it proves itself with the shared secret of its punch-out configuration).
 * OCI opens the mall in the buyer's browser with HOOK_URL and the credentials, signing the buyer
 * in at once; cXML posts a PunchOutSetupRequest and gets a one-time start page back.
 */
export const punchOutCheckInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  // Scoped to this plugin: cXML arrives as text/xml or application/xml, read as text and parsed by saxes.
  for (const type of ['text/xml', 'application/xml']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: xmlLimits.maxBytes * 4 }, (_request, body, done) => done(null, body));
  }

  const landing = async (request: FastifyRequest, reply: FastifyReply, sessionId: number, user: { userId: number; tenantId: number; organizationId: number }) => {
    const issued = await app.mall.tokens().issue(user);
    const claims = await app.mall.tokens().verify(issued.token);
    await bindToken(db, sessionId, claims!.jti);
    const origin = requestOrigin(request) ?? 'http://localhost';
    return reply.redirect(tokenRedirect(new URL(OPEN_CART_PATH, origin), issued.token, issued.expiresIn), 302);
  };

  const ociCheckIn = async (request: FastifyRequest, reply: FastifyReply, params: OciParams) => {
    const refuse = (status: number, key: string) => reply.status(status).type('text/plain; charset=utf-8').send(translate(key, requestLanguage(request)));
    if (!isHttpUrl(params.HOOK_URL) || (params.OCICANCEL !== undefined && params.OCICANCEL !== '' && !isHttpUrl(params.OCICANCEL))) {
      return refuse(400, 'punchout.hook-url.invalid');
    }
    // OCI names no requisition system: the buyer's tenant's configuration whose secret matches.
    const [user] = await db.query<{ tenantId: number }>('select tenant_id as "tenantId" from users where login_name = $1 and enabled_flag = 1', [params.USERNAME]);
    const config = user ? (await configsOfTenant(db, Number(user.tenantId))).find((c) => secretMatches(params.PASSWORD, c.secretSha256)) : undefined;
    const buyer = config ? await buyerOf(db, config.tenantId, { loginName: params.USERNAME }) : undefined;
    if (!config || !buyer) return refuse(401, 'punchout.credential.invalid');
    const sessionId = await insertSession(db, {
      tenantId: config.tenantId,
      userId: buyer.id,
      configId: config.id,
      protocol: 'OCI',
      operation: 'create',
      returnUrl: params.HOOK_URL,
      cancelUrl: params.OCICANCEL || undefined,
      ociVersion: params.OCI_VERSION,
      expiresAt: expiry(app.mall.tokens().ttlSeconds),
    });
    return landing(request, reply, sessionId, { userId: buyer.id, tenantId: buyer.tenantId, organizationId: buyer.organizationId });
  };

  app.get('/punchout/oci', { config: { public: true }, schema: { querystring: OciQuery } }, (request, reply) => ociCheckIn(request, reply, request.query));
  app.post('/punchout/oci', { config: { public: true }, schema: { body: OciQuery } }, (request, reply) => ociCheckIn(request, reply, request.body));

  app.post('/punchout/cxml', { config: { public: true } }, async (request, reply) => {
    const language = requestLanguage(request);
    const host = request.host || 'mall';
    const answer = (status: number, text: string, startPage?: string) =>
      reply.status(status).type('text/xml; charset=utf-8').send(setupResponse({ code: status, text }, startPage, new Date(), host));
    if (typeof request.body !== 'string') return answer(400, translate('punchout.xml.malformed', language));
    try {
      const { request: setup, config, buyer, operation, lines } = await checkSetupRequest(db, request.body);
      const startToken = randomBytes(24).toString('base64url');
      await db.transaction(async (tx) => {
        const sessionId = await insertSession(tx, {
          tenantId: config.tenantId,
          userId: buyer.id,
          configId: config.id,
          protocol: 'CXML',
          operation,
          returnUrl: setup.browserFormPostUrl!,
          buyerCookie: setup.buyerCookie,
          buyerDomain: setup.from?.domain ?? setup.sender!.domain,
          buyerIdentity: setup.from?.identity ?? setup.sender!.identity,
          startTokenSha256: sha256(startToken),
          expiresAt: expiry(app.mall.tokens().ttlSeconds),
        });
        // In the items' order; a refusal above stored nothing, and a failure here rolls the session back.
        if (operation !== 'create') {
          for (const line of lines) {
            if (line.source === 'CATA') await insertLines(tx, config.tenantId, sessionId, [line]);
            else await saveManualLine(tx, config.tenantId, sessionId, line.item.line, line.item.supplierAuxId);
          }
        }
      });
      const origin = requestOrigin(request) ?? 'http://localhost';
      return answer(200, 'OK', `${origin}/punchout/start?token=${startToken}`);
    } catch (error) {
      if (error instanceof Refusal) {
        const params = error.reason ? { ...error.params, reason: translate(error.reason.key, language, error.reason.params) } : error.params;
        return answer(error.status, translate(error.key, language, params));
      }
      throw error;
    }
  });

  app.get('/punchout/start', { config: { public: true }, schema: { querystring: StartQuery } }, async (request, reply) => {
    const started = await takeStartToken(db, request.query.token);
    if (!started) return reply.status(410).type('text/plain; charset=utf-8').send(translate('punchout.start.invalid', requestLanguage(request)));
    return landing(request, reply, started.id, { userId: started.userId, tenantId: started.tenantId, organizationId: started.organizationId });
  });
};
