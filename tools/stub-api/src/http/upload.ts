// Reads a multipart upload: the file of field `file` plus the text fields. Size and shape
// problems become the caller's section 8 codes instead of Fastify's own errors.
import type { FastifyRequest } from 'fastify';
import { fail } from './errors';

export interface Upload {
  filename: string;
  mimetype: string;
  data: Buffer;
  fields: Record<string, string>;
}

export interface UploadCodes {
  /** No multipart body or no `file` part. */
  missing: string;
  /** Broken or oversized upload. */
  invalid: string;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'statusCode' in error
    ? Number((error as { statusCode: unknown }).statusCode)
    : undefined;
}

export async function readUpload(request: FastifyRequest, maxBytes: number, codes: UploadCodes): Promise<Upload> {
  if (!request.isMultipart()) fail(400, codes.missing);
  const fields: Record<string, string> = {};
  let file: Omit<Upload, 'fields'> | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 3, fields: 20 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && file === null) {
        file = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      } else {
        // Extra files must still be read off the wire before the next part arrives.
        await part.toBuffer();
      }
    }
  } catch (error) {
    fail(statusOf(error) === 413 ? 413 : 400, codes.invalid);
  }
  if (file === null || file.data.length === 0) fail(400, codes.missing);
  return { ...file, fields };
}

/** Lower-case extension after the last dot, or ''. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}
