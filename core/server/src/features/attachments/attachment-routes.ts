import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTACHMENT_GENERAL_MAX_MB, isImageFileName } from '@mall/domain';
import { requireSession } from '../../auth/session-hook';
import { badRequest, forbidden, notFound } from '../../http/api-error';
import { OrgParams } from '../../http/schemas';
import './attachment-messages';
import { countsOf, fileByKey, fileKeyOf, filesOf, logOperation, operationLog, type AttachmentFileRow } from './attachment-repo';
import {
  AttachmentFile, CountBody, DeleteBody, DeleteQuery, DownloadQuery, FileOrderBody, LogQuery, TokenBody, TokenDownloadQuery, UuidParams, ZipQuery,
} from './attachment-schemas';
import { issueDownloadToken, redeemDownloadToken } from './download-tokens';
import { sendFile, sendZip } from './file-download';
import { receiveUpload } from './upload-service';

const MB = 1024 * 1024;
const publicFile = ({ storageKey: _key, createdBy: _by, ...file }: AttachmentFileRow) => file;

/** Attachments and files (spec 2 sections 2, 5, 7 "Attachments and files"), under /hfle/v1/{org}/files. */
export const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, attachmentStorage: storage, fieldSchemas: schemas } = app.mall;
  const deps = { db, storage, schemas };
  const base = '/hfle/v1/:org/files';
  // Registered in this feature's scope only. The parser's own cap sits above the general 500 MB
  // limit: the upload service counts and refuses first, with the spec's message.
  await app.register(multipart, { limits: { fileSize: (ATTACHMENT_GENERAL_MAX_MB + 1) * MB, files: 2, fields: 10, fieldSize: 1000 }, throwFileSizeLimit: false });

  app.post(`${base}/attachment/multipart`, { schema: { params: OrgParams } }, async (request) => {
    const file = await receiveUpload(deps, request, requireSession(request));
    return file.fileUrl;
  });

  app.post(`${base}/attachment/multipart-with-info`, { schema: { params: OrgParams, response: { 200: AttachmentFile } } }, async (request) =>
    publicFile(await receiveUpload(deps, request, requireSession(request))),
  );

  app.get(`${base}/:attachmentUUID/file`, { schema: { params: UuidParams, response: { 200: Type.Array(AttachmentFile) } } }, async (request) => {
    const session = requireSession(request);
    return (await filesOf(db, session.tenantId, request.params.attachmentUUID)).map(publicFile);
  });

  app.post(`${base}/attachment-uuid/count`, { schema: { params: OrgParams, body: CountBody } }, async (request) => {
    const session = requireSession(request);
    return countsOf(db, session.tenantId, request.body);
  });

  app.post(`${base}/delete-by-uuidurl`, { schema: { params: OrgParams, querystring: DeleteQuery, body: DeleteBody } }, async (request) => {
    const session = requireSession(request);
    const removed = await db.transaction(async (tx) => {
      const rows: AttachmentFileRow[] = [];
      for (const url of request.body) {
        const file = await fileByKey(tx, session.tenantId, fileKeyOf(url));
        if (!file || file.attachmentUUID !== request.query.attachmentUUID) throw notFound('hfle.file.not.found');
        if (file.createdBy !== session.userId) throw forbidden();
        await tx.query('delete from attachment_files where tenant_id = $1 and file_key = $2', [session.tenantId, file.fileKey]);
        await logOperation(tx, session, file, 'DELETE');
        rows.push(file);
      }
      return rows;
    });
    // Bytes go once the rows are gone, so a failed delete never leaves a row without its file.
    for (const file of removed) await storage.remove(file.storageKey);
    return { deleted: removed.length };
  });

  app.post(`${base}/file-order`, { schema: { params: OrgParams, body: FileOrderBody } }, async (request) => {
    const session = requireSession(request);
    const { attachmentUUID, fileUrls } = request.body;
    await db.transaction(async (tx) => {
      for (const [index, url] of fileUrls.entries()) {
        const updated = await tx.query('update attachment_files set order_seq = $1 where tenant_id = $2 and attachment_uuid = $3 and file_key = $4 returning id', [
          index + 1, session.tenantId, attachmentUUID, fileKeyOf(url),
        ]);
        if (updated.length === 0) throw notFound('hfle.file.not.found');
      }
    });
    return (await filesOf(db, session.tenantId, attachmentUUID)).map(publicFile);
  });

  app.post(`${base}/download-token`, { schema: { params: OrgParams, body: TokenBody } }, async (request) => {
    const session = requireSession(request);
    const body = request.body;
    if ('url' in body) {
      const file = await fileByKey(db, session.tenantId, fileKeyOf(body.url));
      if (!file) throw notFound('hfle.file.not.found');
      const { token, expiresAt } = await issueDownloadToken(db, session, { kind: 'file', fileKey: file.fileKey });
      const query = `bucketName=${encodeURIComponent(file.bucketName)}&access_token=${token}&url=${encodeURIComponent(file.fileUrl)}`;
      return { token, expiresAt: expiresAt.toISOString(), downloadUrl: `/hfle/v1/${session.organizationId}/files/download-with-token?${query}`, previewUrl: `/hfle/v1/${session.organizationId}/files/preview?${query}` };
    }
    if ((await filesOf(db, session.tenantId, body.attachmentUUID)).length === 0) throw notFound('hfle.file.not.found');
    const { token, expiresAt } = await issueDownloadToken(db, session, { kind: 'zip', attachmentUuid: body.attachmentUUID });
    return { token, expiresAt: expiresAt.toISOString(), downloadUrl: `/hfle/v1/${session.organizationId}/files/download-zip?attachmentUUID=${body.attachmentUUID}&access_token=${token}` };
  });

  app.get(`${base}/download`, { schema: { params: OrgParams, querystring: DownloadQuery } }, async (request, reply) => {
    const session = requireSession(request);
    // Scoped by tenant: another tenant's file is unknown here.
    const file = await fileByKey(db, session.tenantId, fileKeyOf(request.query.url));
    if (!file) throw notFound('hfle.file.not.found');
    return sendFile(reply, db, storage, session, file, 'attachment');
  });

  // Links for <a href> and <img src>, which carry no bearer token: the expiring token stands in.
  const byToken = async (query: { url: string; access_token: string }) => {
    const fileKey = fileKeyOf(query.url);
    const holder = await redeemDownloadToken(db, query.access_token, { kind: 'file', fileKey });
    if (!holder) throw forbidden();
    const file = await fileByKey(db, holder.tenantId, fileKey);
    if (!file) throw notFound('hfle.file.not.found');
    return { holder, file };
  };

  app.get(`${base}/download-with-token`, { config: { public: true }, schema: { params: OrgParams, querystring: TokenDownloadQuery } }, async (request, reply) => {
    const { holder, file } = await byToken(request.query);
    return sendFile(reply, db, storage, holder, file, 'attachment');
  });

  app.get(`${base}/preview`, { config: { public: true }, schema: { params: OrgParams, querystring: TokenDownloadQuery } }, async (request, reply) => {
    const { holder, file } = await byToken(request.query);
    if (!isImageFileName(file.fileName)) throw badRequest('attachment.preview.unsupported');
    return sendFile(reply, db, storage, holder, file, 'inline');
  });

  app.get(`${base}/download-zip`, { config: { public: true }, schema: { params: OrgParams, querystring: ZipQuery } }, async (request, reply) => {
    const { attachmentUUID, access_token: token } = request.query;
    const holder = await redeemDownloadToken(db, token, { kind: 'zip', attachmentUuid: attachmentUUID });
    if (!holder) throw forbidden();
    const files = await filesOf(db, holder.tenantId, attachmentUUID);
    if (files.length === 0) throw notFound('hfle.file.not.found');
    return sendZip(reply, db, storage, holder, attachmentUUID, files);
  });

  app.get(`${base}/operation-log`, { schema: { params: OrgParams, querystring: LogQuery } }, async (request) => {
    const session = requireSession(request);
    const { fileUrlOrKey, attachmentUUID } = request.query;
    if (!fileUrlOrKey && !attachmentUUID) throw badRequest('error.bad_request', { detail: 'fileUrlOrKey or attachmentUUID' });
    return operationLog(db, session.tenantId, { attachmentUuid: attachmentUUID, fileKey: fileUrlOrKey ? fileKeyOf(fileUrlOrKey) : undefined });
  });
};
