import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSession } from '../../auth/session-hook';
import { badRequest, notFound } from '../../http/api-error';
import { isUnpaged, PageQuery, pageWindow, toPage } from '../../http/paging';
import { OrgParams } from '../../http/schemas';
import { filterDataRows, lovRows, RESERVED_LOOKUP_KEYS, toDataRow, toLovValue } from './lov-repo';
import { lovViewRows } from './lov-view-data';
import { findLovView } from './lov-view-repo';

const LovCode = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.\\-]+$' });

/** Filter keys are open-ended, so they are checked here rather than in the schema: bounded text only. */
function checkFilters(filters: readonly [string, unknown][]): void {
  for (const [key, value] of filters) {
    if (typeof value !== 'string' || value.length > 200 || key.length > 100) throw badRequest('error.validation', { detail: `querystring/${key.slice(0, 100)}` });
  }
}

/** Platform lookups (hpfm): value sets, data lookups and lookup views (spec 1 and 2 section 7). */
export const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;

  app.get(
    '/hpfm/v1/:org/lovs/value',
    { schema: { params: OrgParams, querystring: Type.Object({ lovCode: LovCode, tenantId: Type.Optional(Type.Integer()) }) } },
    async (request) => {
      const session = requireSession(request);
      return (await lovRows(db, session.tenantId, [request.query.lovCode], session.language)).map(toLovValue);
    },
  );

  app.get(
    '/hpfm/v1/:org/lovs/value/batch',
    { schema: { params: OrgParams, querystring: Type.Object({ lovCodes: Type.Array(Type.String({ minLength: 1, maxLength: 2000 }), { minItems: 1, maxItems: 50 }) }) } },
    async (request) => {
      const session = requireSession(request);
      // Accepts `lovCodes=A,B` as well as a repeated `lovCodes`.
      const codes = [...new Set(request.query.lovCodes.flatMap((c) => c.split(',')).map((c) => c.trim()).filter(Boolean))];
      const rows = await lovRows(db, session.tenantId, codes, session.language);
      return Object.fromEntries(codes.map((code) => [code, rows.filter((r) => r.lovCode === code).map(toLovValue)]));
    },
  );

  // Extra query keys filter on the row's columns (e.g. channel=PERSONAL); page/size page it.
  app.get(
    '/hpfm/v1/:org/lovs/data',
    {
      schema: {
        params: OrgParams,
        querystring: Type.Object({ lovCode: LovCode, tenantId: Type.Optional(Type.Integer()), ...PageQuery }),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const query = request.query as Record<string, unknown> & { lovCode: string; page?: number; size?: number };
      const filters = Object.entries(query).filter(([key, value]) => !RESERVED_LOOKUP_KEYS.has(key) && value !== '');
      checkFilters(filters);
      const rows = filterDataRows((await lovRows(db, session.tenantId, [query.lovCode], session.language)).map(toDataRow), query);
      if (isUnpaged(query)) return rows;
      const window = pageWindow(query);
      return toPage(rows.slice(window.offset, window.offset + window.limit), rows.length, window);
    },
  );

  // A lookup view's query URL (the generic lookup dialog): its value set for the caller's tenant, paged.
  app.get(
    '/hpfm/v1/:org/lov-view/data',
    { schema: { params: OrgParams, querystring: Type.Object({ viewCode: LovCode, ...PageQuery }) } },
    async (request) => {
      const session = requireSession(request);
      const query = request.query as Record<string, unknown> & { viewCode: string; page?: number; size?: number };
      checkFilters(Object.entries(query).filter(([key]) => key !== 'page' && key !== 'size'));
      const rows = await lovViewRows(db, session, query.viewCode, query);
      if (!rows) throw notFound('hpfm.lov.view.not.defined', { code: query.viewCode });
      const window = pageWindow(query);
      if (isUnpaged(query)) return rows;
      return toPage(rows.slice(window.offset, window.offset + window.limit), rows.length, window);
    },
  );

  app.get(
    '/hpfm/v1/:org/lov-view/info',
    { schema: { params: OrgParams, querystring: Type.Object({ viewCode: LovCode, tenantId: Type.Optional(Type.Integer()) }) } },
    async (request) => {
      const session = requireSession(request);
      const view = await findLovView(db, session, request.query.viewCode);
      if (!view) throw notFound('hpfm.lov.view.not.defined', { code: request.query.viewCode });
      return view;
    },
  );
};
