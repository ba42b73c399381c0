import { Type } from '@fastify/type-provider-typebox';
import { OrgParams, Text } from '../../http/schemas';

export const Uuid = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
export const FileUrl = Text(300);

export const UuidParams = Type.Intersect([OrgParams, Type.Object({ attachmentUUID: Uuid })]);

/** One file as the spec's attachment-UUID fetch answers it. */
export const AttachmentFile = Type.Object({
  fileId: Type.String(),
  fileKey: Type.String(),
  fileName: Type.String(),
  fileUrl: Type.String(),
  fileSize: Type.Number(),
  fileType: Type.String(),
  orderSeq: Type.Integer(),
  attachmentUUID: Type.String(),
  bucketName: Type.String(),
  creationDate: Type.String(),
});

export const CountBody = Type.Array(Uuid, { maxItems: 500 });
export const FileOrderBody = Type.Object({ attachmentUUID: Uuid, fileUrls: Type.Array(FileUrl, { maxItems: 9 }) });
export const DeleteQuery = Type.Object({ attachmentUUID: Uuid, bucketName: Type.Optional(Text(60)) });
export const DeleteBody = Type.Array(FileUrl, { minItems: 1, maxItems: 9 });
export const TokenBody = Type.Union([Type.Object({ url: FileUrl }), Type.Object({ attachmentUUID: Uuid })]);
export const DownloadQuery = Type.Object({ url: FileUrl, bucketName: Type.Optional(Text(60)) });
export const TokenDownloadQuery = Type.Object({ url: FileUrl, access_token: Text(100), bucketName: Type.Optional(Text(60)), inline: Type.Optional(Type.String({ enum: ['0', '1'] })) });
export const ZipQuery = Type.Object({ attachmentUUID: Uuid, access_token: Text(100) });
export const LogQuery = Type.Object({ fileUrlOrKey: Type.Optional(FileUrl), attachmentUUID: Type.Optional(Uuid) });
