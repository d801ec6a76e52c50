import type { Database } from './database';

/** A copy of the embedded database's data directory (uncompressed tar), e.g. for a test template. */
export async function dumpEmbedded(db: Database): Promise<Buffer> {
  if (!db.pglite) throw new Error('Only the embedded database can be dumped');
  const blob = await db.pglite.dumpDataDir('none');
  return Buffer.from(await blob.arrayBuffer());
}
