import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMPORT_HISTORY_DAYS, IMPORT_SLICE_MB } from '@mall/domain';
import type { ImportCall, ImportTemplateContribution } from '@mall/sdk/server';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../../auth/session';
import { requireSession } from '../../auth/session-hook';
import type { Db } from '../../db/db';
import { badRequest, forbidden, notFound } from '../../http/api-error';
import { translate } from '../../http/messages';
import { OrgParams } from '../../http/schemas';
import { lovRows } from '../lookups/lov-repo';
import { cartImportTemplates } from './cart-import-templates';
import { requestLineImportTemplates } from '../purchase-requests/request-line-import';
import { failureFile } from './failure-file';
import { checkFile, receiveToFile, removeQuietly, storeBatch, temporaryPath } from './import-file';
import './import-messages';
import { FAILED_ROW, ownBatch, type BatchRow } from './import-repo';
import { BatchQuery, CodeParams, CodeQuery, HistoryQuery, InfoQuery, RowEdits, RowsQuery, StatusReply, ValidateQuery } from './import-schemas';
import { ImportWorker } from './import-worker';
import { correctRows, pageOfRows, rowInfo } from './row-edit';
import { sliceRoutes } from './slice-routes';
import { templateText, ImportTemplates } from './template-registry';
import { templateWorkbook } from './template-file';

const MB = 1024 * 1024;

async function granted(db: Db, session: Session, code: string | undefined): Promise<boolean> {
  if (!code) return true;
  const [row] = await db.query(
    `select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id and rp.tenant_id = ur.tenant_id
      where ur.user_id = $1 and ur.tenant_id = $2 and rp.permission_code = $3 limit 1`,
    [session.userId, session.tenantId, code],
  );
  return row !== undefined;
}

const handlerSession = (s: Session) => ({ userId: s.userId, tenantId: s.tenantId, tenantNum: s.tenantNum, organizationId: s.organizationId, companyId: s.companyId, loginName: s.loginName, language: s.language });

/**
 * The spreadsheet import wizard's calls (spec 2 section 7 "Import"), under the import service's
 * prefix `/himp/v1/{org}`. Column-based templates answer on `import/data/...`, business-object
 * ones on `import/data/model/...` as well. Every batch is the caller's own: another user's or
 * tenant's is 404.
 */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, attachmentStorage: storage } = app.mall;
  const templates = new ImportTemplates([...cartImportTemplates, ...requestLineImportTemplates], app.mall.serverPlugins);
  const worker = new ImportWorker(db, storage, templates);
  workers.set(app.mall, worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  await app.register(multipart, { limits: { fileSize: 1001 * MB, files: 1, fields: 10, fieldSize: 10_000 }, throwFileSizeLimit: false });
  const base = '/himp/v1/:org';

  /** The caller's import of `code`, with its permission checked here whatever the browser showed. */
  const contributionFor = async (session: Session, code: string): Promise<ImportTemplateContribution> => {
    const found = templates.find(session.tenantNum, code);
    if (!found) throw notFound('import.template.not-found');
    if (!(await granted(db, session, found.permission))) throw forbidden();
    return found;
  };
  const optionsFor = (contribution: ImportTemplateContribution, call: ImportCall) => async (lovCode: string) =>
    contribution.options ? contribution.options(lovCode, call) : (await lovRows(db, call.session.tenantId, [lovCode], call.session.language)).map((r) => ({ value: r.value, meaning: r.meaning }));
  const callOf = (session: Session, batch?: BatchRow): ImportCall => ({ session: handlerSession(session), db, args: batch?.args ?? {} });

  app.get(`${base}/template/info`, { schema: { params: OrgParams, querystring: InfoQuery } }, async (request) => {
    const session = requireSession(request);
    const contribution = await contributionFor(session, request.query.code);
    // The import drawer asks this as it opens, and a file comes next: the parse thread starts and
    // loads exceljs meanwhile (lazily, see exceljs.ts) rather than inside the first upload.
    worker.prepareReader();
    const t = (text: string) => templateText(contribution, text, session.language);
    const template = contribution.template;
    if (template.kind === 'column') {
      return { ...template, templateName: t(template.templateName), templateTargetList: template.templateTargetList.map((s) => ({ ...s, sheetName: t(s.sheetName), templateLineList: s.templateLineList.map((l) => ({ ...l, columnName: t(l.columnName) })) })) };
    }
    return {
      ...template,
      templateName: t(template.templateName),
      importTemplateSheets: template.importTemplateSheets.map((s) => ({
        ...s,
        sheetName: t(s.sheetName),
        importTemplateColumns: s.importTemplateColumns.map((c) => ({ ...c, fieldName: t(c.fieldName), ...(c.help ? { help: t(c.help) } : {}) })),
      })),
    };
  });

  app.get(`${base}/import/template/:code/excel`, { schema: { params: CodeParams } }, async (request, reply) => {
    const session = requireSession(request);
    const contribution = await contributionFor(session, request.params.code);
    const call = callOf(session);
    const workbook = await templateWorkbook(contribution, call, optionsFor(contribution, call));
    const name = `${templateText(contribution, contribution.template.templateName, session.language)}.xlsx`;
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    return reply.send(Buffer.from(await workbook.xlsx.writeBuffer()));
  });

  const upload = async (request: FastifyRequest, templateCode: string) => {
    const session = requireSession(request);
    const contribution = await contributionFor(session, templateCode);
    let args: Record<string, unknown> = {};
    const path = await temporaryPath();
    let fileName: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname !== 'param' || String(part.value) === '') continue;
          try {
            const parsed: unknown = JSON.parse(String(part.value));
            if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
            args = parsed as Record<string, unknown>;
          } catch {
            throw badRequest('import.param.invalid');
          }
          continue;
        }
        if (part.fieldname !== 'excel' || fileName !== undefined) {
          part.file.resume();
          continue;
        }
        fileName = part.filename;
        await receiveToFile(part.file, path);
      }
      if (fileName === undefined) throw badRequest('import.file.missing');
      await checkFile(path, fileName, contribution, worker.reader);
      return await storeBatch({ db, storage }, session, { path, fileName, contribution, args });
    } finally {
      await removeQuietly(path);
    }
  };

  const statusOf = async (session: Session, batchNum: string) => {
    // A job of this gateway answers from memory: on PGlite its import transaction holds the one
    // connection, and the progress must still show at least once a second.
    const running = [...worker.progress.values()].find((p) => p.batch === batchNum && p.tenantId === session.tenantId && p.userId === session.userId);
    if (running) return { status: running.status, count: running.count, ready: running.ready, dataCount: running.count, failedCount: 0 };
    const batch = await ownBatch(db, session, batchNum);
    const local = worker.progress.get(batch.id);
    const meaning = batch.statusMeaning ? translate(batch.statusMeaning.key, session.language, batch.statusMeaning.params ?? {}) : undefined;
    const counted = local && local.status === batch.status ? local : { count: batch.dataCount, ready: batch.ready };
    return { status: batch.status, ...(meaning ? { statusMeaning: meaning } : {}), count: counted.count, ready: counted.ready, dataCount: batch.dataCount, failedCount: batch.failedCount };
  };

  const validate = async (session: Session, query: { templateCode: string; batch: string; autoExecute?: boolean }) => {
    const batch = await ownBatch(db, session, query.batch);
    if (batch.templateCode !== query.templateCode) throw notFound('import.batch.not-found');
    await contributionFor(session, batch.templateCode);
    if (batch.status === 'IMPORTED') throw badRequest('import.batch.done');
    if (batch.status === 'CHECKING' || batch.status === 'IMPORTING' || batch.status === 'UPLOADING') throw badRequest('import.batch.busy');
    const auto = query.autoExecute ?? true;
    if (batch.status === 'CHECKED') {
      await db.query(`update import_batches set status = 'IMPORTING', ready = 0, updated_at = now() where id = $1 and status = 'CHECKED'`, [batch.id]);
    } else {
      if (batch.parsed) {
        const [{ failed } = { failed: 0 }] = await db.query<{ failed: number }>(`select count(*)::int as failed from import_rows where batch_id = $1 and ${FAILED_ROW}`, [batch.id]);
        if (failed > 0) throw badRequest('import.batch.failed-rows', { count: failed });
      }
      // Re-import restarts the check at progress zero (spec 2 section 4).
      await db.query(`update import_batches set status = 'CHECKING', auto_execute = $2, ready = 0, status_meaning = null, updated_at = now() where id = $1 and status in ('UPLOADED', 'CHECK_FAILED', 'IMPORT_FAILED')`, [batch.id, auto]);
    }
    worker.kick();
    return { batch: batch.batch, templateCode: batch.templateCode, autoExecute: auto };
  };

  for (const path of ['import/data', 'import/data/model']) {
    app.post(`${base}/${path}/data-upload`, { schema: { params: OrgParams, querystring: CodeQuery } }, async (request) => upload(request, request.query.templateCode));
    app.post(`${base}/${path}/data-validate`, { schema: { params: OrgParams, querystring: ValidateQuery } }, async (request) => validate(requireSession(request), request.query));
    app.get(`${base}/${path}/status`, { schema: { params: OrgParams, querystring: BatchQuery, response: { 200: StatusReply } } }, async (request) => statusOf(requireSession(request), request.query.batch));
  }

  app.get(`${base}/import/data`, { schema: { params: OrgParams, querystring: RowsQuery } }, async (request) => {
    const session = requireSession(request);
    const batch = await ownBatch(db, session, request.query.batch);
    const contribution = await contributionFor(session, batch.templateCode);
    const size = request.query.size ?? 10;
    const page = request.query.page ?? 0;
    const { rows, total } = await pageOfRows(db, batch, { sheetIndex: request.query.sheetIndex, failedOnly: request.query.failedOnly ?? false, limit: size, offset: page * size });
    return { number: page, size, totalElements: total, content: rows.map((r) => rowInfo(r, contribution, session.language)) };
  });

  app.put(`${base}/import/data`, { schema: { params: OrgParams, querystring: BatchQuery, body: RowEdits } }, async (request) => {
    const session = requireSession(request);
    const batch = await ownBatch(db, session, request.query.batch);
    const contribution = await contributionFor(session, batch.templateCode);
    const call = callOf(session, batch);
    const rows = await correctRows(db, batch, contribution, call, request.body, optionsFor(contribution, call));
    return rows.map((r) => rowInfo(r, contribution, session.language));
  });

  app.get(`${base}/import/manager`, { schema: { params: OrgParams, querystring: HistoryQuery } }, async (request) => {
    const session = requireSession(request);
    const size = request.query.size ?? 10;
    const page = request.query.page ?? 0;
    const where = `tenant_id = $1 and user_id = $2 and template_code = $3 and creation_date > now() - make_interval(days => ${IMPORT_HISTORY_DAYS})`;
    const params = [session.tenantId, session.userId, request.query.templateCode];
    const rows = await db.query<BatchRow>(
      `select batch, status, data_count as "dataCount", success_count as "successCount", failed_count as "failedCount", file_name as "fileName", description,
              to_char(creation_date, 'YYYY-MM-DD HH24:MI:SS') as "creationDate", template_code as "templateCode", template_source as "templateSource"
         from import_batches where ${where} order by creation_date desc, id desc limit $4 offset $5`,
      [...params, size, page * size],
    );
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`select count(*)::int as total from import_batches where ${where}`, params);
    return { number: page, size, totalElements: total, content: rows };
  });

  app.delete(`${base}/import/manager`, { schema: { params: OrgParams, querystring: BatchQuery } }, async (request) => {
    const session = requireSession(request);
    const batch = await ownBatch(db, session, request.query.batch);
    if (batch.status === 'CHECKING' || batch.status === 'IMPORTING') throw badRequest('import.batch.busy');
    // Not if a re-import made it CHECKING since: the worker writes its rows (import_rows keeps no key to the batch, migration 250).
    const deleted = await db.query('delete from import_batches where id = $1 and status not in ($2, $3) returning id', [batch.id, 'CHECKING', 'IMPORTING']);
    if (deleted.length === 0) throw badRequest('import.batch.busy');
    if (batch.storageKey) await storage.remove(batch.storageKey);
    return { deleted: 1 };
  });

  app.get(`${base}/import/manager/export/excel`, { schema: { params: OrgParams, querystring: BatchQuery } }, async (request, reply) => {
    const session = requireSession(request);
    const batch = await ownBatch(db, session, request.query.batch);
    const contribution = await contributionFor(session, batch.templateCode);
    if (contribution.template.kind !== 'model') throw badRequest('import.failure-file.model-only');
    const name = `${batch.batch}-failed.xlsx`;
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(failureFile(db, batch.id, contribution, session.language));
  });

  await sliceRoutes(app, { base, sliceBytes: IMPORT_SLICE_MB * MB, contributionFor, worker });
};

const workers = new WeakMap<object, ImportWorker>();

/** The import jobs of a gateway (tests wait for them with `idle()`). */
export function importWorkerOf(app: { mall: object }): ImportWorker | undefined {
  return workers.get(app.mall);
}
