import { Readable, Writable } from 'node:stream';
import type { Runtime } from '../runtime';
import { runSql } from '../db/run-sql';
import { serviceTransaction } from '../db/unit-of-work';

/** Chunk size of stored files: big enough for few round trips, small enough to stream. */
export const FILE_CHUNK_BYTES = 256 * 1024;
/** Produced files are kept this long unless their owner says otherwise (docs/exports.md, "Files"). */
export const DEFAULT_FILE_TTL_MS = 7 * 24 * 3600 * 1000;

export interface StoredFileInfo {
  id: string;
  organizationId: string;
  fileName: string;
  contentType: string;
  size: number;
  complete: boolean;
  expiresAt: Date;
}

interface FileRow {
  id: string;
  organization_id: string;
  file_name: string;
  content_type: string;
  size: string;
  complete: boolean;
  expires_at: Date;
}

/**
 * Files in PostgreSQL, written and read as streams of ~256 KB chunks (one statement per chunk, each
 * write its own short unit of work, no transaction held across chunks), so neither side holds the file in memory and the embedded database's single
 * connection stays free between chunks.
 */
export class FileStore {
  constructor(private readonly runtime: Runtime) {}

  private sql<R>(text: string, params: readonly unknown[]): Promise<R[]> {
    return runSql<R>(this.runtime.db.dataSource.manager, text, params);
  }

  private write<R>(...statements: Array<[text: string, params: readonly unknown[]]>): Promise<R[]> {
    return serviceTransaction(this.runtime, async (uow) => {
      let rows: R[] = [];
      for (const [text, params] of statements) rows = await runSql<R>(uow.manager, text, params);
      return rows;
    });
  }

  /** Creates an empty, incomplete file and a stream that appends to it; `finish()` marks it complete. */
  async create(file: { organizationId: string; fileName: string; contentType: string; ttlMs?: number }): Promise<FileWriter> {
    const expiresAt = new Date(this.runtime.clock.now().getTime() + (file.ttlMs ?? DEFAULT_FILE_TTL_MS));
    const [row] = await this.write<{ id: string }>([
      `INSERT INTO stored_files (organization_id, file_name, content_type, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [file.organizationId, file.fileName, file.contentType, expiresAt],
    ]);
    return new FileWriter(this, row.id);
  }

  /** @internal */
  async appendChunk(fileId: string, seq: number, data: Buffer): Promise<void> {
    await this.write([`INSERT INTO stored_file_chunks (file_id, seq, data) VALUES ($1, $2, $3)`, [fileId, seq, data]]);
  }

  /** @internal */
  async markComplete(fileId: string, size: number, chunkCount: number): Promise<void> {
    await this.write([`UPDATE stored_files SET complete = true, size = $2, chunk_count = $3 WHERE id = $1`, [fileId, size, chunkCount]]);
  }

  /** The file of an organisation, or null when it is missing, expired or not yet complete. */
  async find(organizationId: string, fileId: string): Promise<StoredFileInfo | null> {
    const [row] = await this.sql<FileRow>(
      `SELECT id, organization_id, file_name, content_type, size, complete, expires_at FROM stored_files
        WHERE id = $1 AND organization_id = $2 AND complete AND expires_at > $3`,
      [fileId, organizationId, this.runtime.clock.now()],
    );
    if (!row) return null;
    return {
      id: row.id,
      organizationId: row.organization_id,
      fileName: row.file_name,
      contentType: row.content_type,
      size: Number(row.size),
      complete: row.complete,
      expiresAt: row.expires_at,
    };
  }

  /** The bytes of a file, chunk by chunk (one query per chunk, as the reader asks for more). */
  open(fileId: string): Readable {
    const readChunk = (seq: number) => this.sql<{ data: Buffer }>(`SELECT data FROM stored_file_chunks WHERE file_id = $1 AND seq = $2`, [fileId, seq]);
    return Readable.from(
      (async function* chunks() {
        for (let seq = 0; ; seq++) {
          const rows = await readChunk(seq);
          if (rows.length === 0) return;
          yield rows[0].data;
        }
      })(),
      { objectMode: false },
    );
  }

  /** Deletes a file and its chunks (idempotent). */
  async remove(fileId: string): Promise<void> {
    await this.write([`DELETE FROM stored_file_chunks WHERE file_id = $1`, [fileId]], [`DELETE FROM stored_files WHERE id = $1`, [fileId]]);
  }

  /** Deletes expired files; returns their ids. */
  async removeExpired(limit = 100): Promise<string[]> {
    const rows = await this.sql<{ id: string }>(`SELECT id FROM stored_files WHERE expires_at <= $1 ORDER BY expires_at LIMIT ${limit}`, [
      this.runtime.clock.now(),
    ]);
    for (const row of rows) await this.remove(row.id);
    return rows.map((row) => row.id);
  }
}

/**
 * A write stream into one stored file: buffers up to a chunk, writes each full chunk with one
 * INSERT (backpressure: the next write waits for it), and on `finish()` flushes the rest and marks
 * the file complete. `abort()` removes what was written.
 */
export class FileWriter extends Writable {
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private seq = 0;
  private bytes = 0;

  constructor(
    private readonly store: FileStore,
    readonly fileId: string,
  ) {
    super({ highWaterMark: FILE_CHUNK_BYTES });
  }

  get size(): number {
    return this.bytes;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.buffered.push(chunk);
    this.bufferedBytes += chunk.length;
    this.bytes += chunk.length;
    if (this.bufferedBytes < FILE_CHUNK_BYTES) return callback();
    this.flushFull().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flushRest().then(() => callback(), callback);
  }

  private async flushFull(): Promise<void> {
    let all = Buffer.concat(this.buffered);
    while (all.length >= FILE_CHUNK_BYTES) {
      await this.store.appendChunk(this.fileId, this.seq++, all.subarray(0, FILE_CHUNK_BYTES));
      all = all.subarray(FILE_CHUNK_BYTES);
    }
    this.buffered = all.length ? [Buffer.from(all)] : [];
    this.bufferedBytes = all.length;
  }

  private async flushRest(): Promise<void> {
    await this.flushFull();
    if (this.bufferedBytes > 0) await this.store.appendChunk(this.fileId, this.seq++, Buffer.concat(this.buffered));
    this.buffered = [];
    this.bufferedBytes = 0;
  }

  /** Ends the stream, waits for the last chunk, marks the file complete. */
  async finish(): Promise<void> {
    if (!this.writableFinished) {
      await new Promise<void>((resolve, reject) => {
        this.once('error', reject);
        this.once('finish', () => resolve());
        // A piped producer (exceljs's zip stream) may have ended the stream already.
        if (!this.writableEnded) this.end();
      });
    }
    await this.store.markComplete(this.fileId, this.bytes, this.seq);
  }

  /** Stops writing and removes the partial file. */
  async abort(): Promise<void> {
    this.destroy();
    await this.store.remove(this.fileId);
  }
}
