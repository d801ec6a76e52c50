import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { RequestContext } from '../context/request-context';
import { FileStore } from './file-store';

export interface FileDescriptor {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * `Content-Disposition: attachment` with an ASCII `filename` and, for other characters, the RFC
 * 5987 `filename*` (RFC 6266 §4.3: clients that understand filename* prefer it).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const plain = `attachment; filename="${ascii}"`;
  if (ascii === fileName) return plain;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${plain}; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored file as the response of a bridge route with `response: 'file'`. The GraphQL
 * field already checked the credential, the permission and the record (shield + service), and
 * returned the descriptor; this only writes the bytes, chunk by chunk from the database.
 */
export async function sendStoredFile(ctx: RequestContext, descriptor: unknown, _req: Request, res: Response): Promise<void> {
  const file = descriptor as FileDescriptor;
  res.statusCode = 200;
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-length', String(file.size));
  res.setHeader('content-disposition', contentDisposition(file.fileName));
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  try {
    await pipeline(new FileStore(ctx.runtime).open(file.fileId), res);
  } catch (error) {
    ctx.logger.warn({ err: error, fileId: file.fileId }, 'file download interrupted');
    res.destroy();
  }
}
