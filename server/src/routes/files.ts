import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuditLevel } from '@bess/shared/domain';
import { role } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { HttpError, badRequest, notFound } from '../http/errors';
import {
  createContentFile,
  deleteContentFile,
  findContentFile,
  listContentFiles,
  markConverted,
  storeUploadedBytes,
  type ContentFileKind,
} from '../repositories/files';
import { signLink, verifyLink, type LinkGrant } from '../services/signedLinks';
import { availableDocuments, testDocumentPdf, type TestDocumentType } from '../repositories/testDocuments';
import { named, quoted } from '../services/auditLog';
import type { Services } from '../services/services';

/** Public path of upload links (spec 7: the file is PUT to the uploadLink "as a block blob"); `?token=` signs it. */
export const UPLOAD_PATH = '/files/upload/:fileId';
/** Public path of test document links (spec 7: GET /TestDocument "returns url opened in a new tab"). */
export const DOCUMENT_PATH = '/files/document/:deviceId/:documentType';
/** Largest accepted upload; a larger body answers 413 and nothing is written. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const KIND_LABEL: Record<ContentFileKind, string> = {
  bms: 'BMS file',
  deviceConfiguration: 'device configuration file',
};

/** The public link of this server (config.publicUrl) for a grant, signed for 15 minutes. */
export function signedLinkFor(services: Services, grant: LinkGrant): string {
  const token = signLink(services.config.filesDir, grant, services.now());
  const path =
    grant.purpose === 'upload'
      ? UPLOAD_PATH.replace(':fileId', encodeURIComponent(grant.fileId))
      : DOCUMENT_PATH.replace(':deviceId', encodeURIComponent(grant.deviceId)).replace(
          ':documentType',
          encodeURIComponent(grant.documentType),
        );
  return `${services.config.publicUrl.replace(/\/+$/, '')}${path}?token=${token}`;
}

/** File names are labels only (the bytes are stored under the id), but keep them printable and short. */
function checkFileName(fileName: string): void {
  // eslint-disable-next-line no-control-regex
  if (fileName.length > 255 || /[\u0000-\u001f\u007f/\\]/.test(fileName) || fileName.trim() === '') {
    throw badRequest('Invalid file name: at most 255 characters, no path separators or control characters');
  }
}

async function fileOfKind(services: Services, kind: ContentFileKind, id: string) {
  const file = await findContentFile(services.db, id);
  if (!file || file.kind !== kind) throw notFound();
  return { ...file, kind };
}

function createRoute(kind: ContentFileKind) {
  return async ({
    input,
    user,
    services,
  }: {
    input: { fileName: string };
    user: { email: string };
    services: Services;
  }) => {
    checkFileName(input.fileName);
    const now = services.now();
    const id = await createContentFile(services.db, kind, input.fileName, user.email, now);
    return { id, uploadLink: signedLinkFor(services, { purpose: 'upload', fileId: id }) };
  };
}

/** A file as the audit log names it: `BMS file 'pack.bin' (F-1)`. */
const fileNamed = (kind: ContentFileKind, file: { id: string; fileName: string }) =>
  `${KIND_LABEL[kind]} ${named(quoted(file.fileName), file.id)}`;

// spec 6 (brief): super admins roll out firmware and files, so every file call is super admin only.
const superAdmin = role('SuperAdmin');

/** spec 7: GET, POST /BmsFile, PUT /BmsFileConvert, DELETE /BmsFile and GET, POST, DELETE /DeviceConfigurationFile. */
export const filesRoutes: AnyRoute[] = [
  defineRoute('getBmsFiles', {
    access: superAdmin,
    handler: ({ services }) => listContentFiles(services.db, 'bms'),
  }),
  defineRoute('createBmsFile', {
    access: superAdmin,
    audit: (input, { result }) => ({
      message: `Registered ${fileNamed('bms', { id: result.id, fileName: input.fileName })}`,
      objectId: result.id,
    }),
    handler: createRoute('bms'),
  }),
  defineRoute('convertBmsFile', {
    access: superAdmin,
    stored: (input, services) => fileOfKind(services, 'bms', input.id),
    audit: (input, { stored }) => ({ message: `Converted ${fileNamed('bms', stored)}`, objectId: input.id }),
    async handler({ services, stored: file }) {
      // spec 7: the conversion follows the upload; there is nothing to convert before it.
      if (!file.uploadedAt) throw new HttpError(409, 'The file has not been uploaded');
      await markConverted(services.db, file.id, services.now());
      return '';
    },
  }),
  defineRoute('deleteBmsFile', {
    access: superAdmin,
    stored: (input, services) => fileOfKind(services, 'bms', input.id),
    audit: (input, { stored }) => ({ message: `Deleted ${fileNamed('bms', stored)}`, objectId: input.id }),
    async handler({ services, stored: file }) {
      await deleteContentFile(services.db, services.config.filesDir, file);
      return '';
    },
  }),
  defineRoute('getDeviceConfigurationFiles', {
    access: superAdmin,
    handler: ({ services }) => listContentFiles(services.db, 'deviceConfiguration'),
  }),
  defineRoute('createDeviceConfigurationFile', {
    access: superAdmin,
    audit: (input, { result }) => ({
      message: `Registered ${fileNamed('deviceConfiguration', { id: result.id, fileName: input.fileName })}`,
      objectId: result.id,
    }),
    handler: createRoute('deviceConfiguration'),
  }),
  defineRoute('deleteDeviceConfigurationFile', {
    access: superAdmin,
    stored: (input, services) => fileOfKind(services, 'deviceConfiguration', input.id),
    audit: (input, { stored }) => ({
      message: `Deleted ${fileNamed('deviceConfiguration', stored)}`,
      objectId: input.id,
    }),
    async handler({ services, stored: file }) {
      await deleteContentFile(services.db, services.config.filesDir, file);
      return '';
    },
  }),
];

/** The grant a public request asks for (its path) if its `?token=` signs it and is not expired; else 403. */
function grantOf(services: Services, request: FastifyRequest, purpose: LinkGrant['purpose']): LinkGrant {
  const params = request.params as Record<string, string | undefined>;
  const { token } = request.query as { token?: unknown };
  const grant: LinkGrant | null =
    purpose === 'upload'
      ? params.fileId
        ? { purpose, fileId: params.fileId }
        : null
      : params.deviceId && params.documentType
        ? { purpose, deviceId: params.deviceId, documentType: params.documentType }
        : null;
  if (!grant || typeof token !== 'string' || !verifyLink(services.config.filesDir, grant, token, services.now())) {
    throw new HttpError(403, 'Access denied');
  }
  return grant;
}

/**
 * The two routes reached without a bearer token (`config: { public: true }`): PUT of an upload link and GET of a test
 * document link. Their access rule is the token in the path: an HMAC-SHA256 signature (secret in filesDir) over what
 * it grants (the path) and when it expires (15 min), in `?token=`. The token is checked on request, before the body is read: a wrong,
 * tampered or expired token answers 403 and nothing is written. Register with `app.register(publicFileRoutes, {
 * services })`; encapsulated, so its raw-body parser applies to these routes only.
 */
export async function publicFileRoutes(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;
  // Any content type is the file's bytes (a JSON configuration file is not parsed); the route's bodyLimit gives 413.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    UPLOAD_PATH,
    {
      config: { public: true },
      bodyLimit: MAX_UPLOAD_BYTES,
      onRequest: async (request) => {
        grantOf(services, request, 'upload');
        const blobType = request.headers['x-ms-blob-type'];
        // spec 7: "as a block blob"; the Azure header is accepted, any other blob type is refused.
        if (blobType !== undefined && blobType !== 'BlockBlob') throw badRequest('Only block blobs are accepted');
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const grant = grantOf(services, request, 'upload') as Extract<LinkGrant, { purpose: 'upload' }>;
      const file = await findContentFile(services.db, grant.fileId);
      if (!file) throw notFound();
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.length === 0) throw badRequest('The file is empty');
      const kind = file.kind as ContentFileKind;
      const now = services.now();
      await storeUploadedBytes(services.db, services.config.filesDir, { id: file.id, kind }, bytes, now);
      // ARCHITECTURE 5: a change writes an audit entry; the uploader is whoever asked for the link.
      await services.audit.write({
        email: file.createdBy,
        message: `Uploaded ${fileNamed(kind, file)}`,
        level: AuditLevel.Audit,
        objectId: file.id,
        payload: { id: file.id, fileName: file.fileName, size: bytes.length },
      });
      // Azure's Put Blob answers 201 Created; clients written against it expect that.
      return reply.code(201).header('cache-control', 'no-store').send();
    },
  );

  app.get(DOCUMENT_PATH, { config: { public: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const grant = grantOf(services, request, 'document') as Extract<LinkGrant, { purpose: 'document' }>;
    const available = await availableDocuments(services.db, grant.deviceId);
    if (!available?.includes(grant.documentType as TestDocumentType)) throw notFound();
    const pdf = testDocumentPdf({
      deviceId: grant.deviceId,
      documentType: grant.documentType as TestDocumentType,
      date: services.now(),
    });
    return reply
      .code(200)
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${grant.deviceId}-${grant.documentType}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
