import type { DataSource } from 'typeorm';
import { parseDatabaseHosts } from '../../src/core/db/primary-hosts';
import { hostLabel, ReadReplicas, splitReplicaUrls } from '../../src/core/db/read-replicas';
import { loadConfig } from '../../src/core/config/config';

describe('DATABASE_URL with several hosts', () => {
  it('lists every host with its port (5432 when none) and keeps the first host for node-postgres', () => {
    expect(parseDatabaseHosts('postgres://app:secret@10.0.0.1:5433,10.0.0.2,[::1]:6000/orders?sslmode=disable')).toEqual({
      hosts: [
        { host: '10.0.0.1', port: 5433 },
        { host: '10.0.0.2', port: 5432 },
        { host: '::1', port: 6000 },
      ],
      firstHostUrl: 'postgres://app:secret@10.0.0.1:5433/orders?sslmode=disable',
    });
  });

  it('leaves a single-host URL as it is', () => {
    expect(parseDatabaseHosts('postgresql://postgres@127.0.0.1:5432/postgres')).toEqual({
      hosts: [{ host: '127.0.0.1', port: 5432 }],
      firstHostUrl: 'postgresql://postgres@127.0.0.1:5432/postgres',
    });
  });
});

describe('DATABASE_REPLICA_URL', () => {
  it('splits one or more URLs on the commas between them and labels each host:port', () => {
    const urls = splitReplicaUrls('postgres://ro@10.0.0.2:5432/db, postgres://ro@replica-b/db?application_name=x');
    expect(urls).toEqual(['postgres://ro@10.0.0.2:5432/db', 'postgres://ro@replica-b/db?application_name=x']);
    expect(urls.map(hostLabel)).toEqual(['10.0.0.2:5432', 'replica-b:5432']);
    expect(splitReplicaUrls('')).toEqual([]);
    expect(splitReplicaUrls(undefined)).toEqual([]);
  });

  it('reads the lag bound and check interval, with 30 s and 5 s as defaults', () => {
    expect(loadConfig({ DATABASE_REPLICA_URL: 'postgres://a/db' })).toMatchObject({
      databaseReplicaUrls: ['postgres://a/db'],
      databaseReplicaMaxLagMs: 30_000,
      databaseReplicaCheckMs: 5_000,
    });
    expect(loadConfig({ DATABASE_REPLICA_MAX_LAG_MS: '2000', DATABASE_REPLICA_CHECK_MS: '250' })).toMatchObject({
      databaseReplicaUrls: [],
      databaseReplicaMaxLagMs: 2000,
      databaseReplicaCheckMs: 250,
    });
  });
});

describe('choosing a read replica', () => {
  /** A data source answering the lag check and the caught-up check as told. */
  const fake = (answer: { lag?: number; caughtUp?: boolean; down?: boolean }) =>
    ({
      query: async (sql: string) => {
        if (answer.down) throw new Error('connect ECONNREFUSED');
        return sql.includes('caught_up') ? [{ caught_up: answer.caughtUp ?? true }] : [{ lag: answer.lag ?? 0 }];
      },
    }) as unknown as DataSource;

  it('skips a replica past the lag bound or unreachable, and one that has not replayed the position asked for', async () => {
    const replicas = new ReadReplicas(
      [
        { label: 'behind:5432', dataSource: fake({ lag: 12 }), lagSeconds: null },
        { label: 'down:5432', dataSource: fake({ down: true }), lagSeconds: null },
        { label: 'late:5432', dataSource: fake({ lag: 0.2, caughtUp: false }), lagSeconds: null },
        { label: 'good:5432', dataSource: fake({ lag: 0.5 }), lagSeconds: null },
      ],
      { maxLagMs: 10_000, checkMs: 60_000 },
    );
    expect(replicas.eligible()).toEqual([]);
    await replicas.refresh();
    expect(replicas.nodes.map((node) => node.lagSeconds)).toEqual([12, null, 0.2, 0.5]);
    expect(replicas.eligible().map((node) => node.label)).toEqual(['late:5432', 'good:5432']);
    for (let i = 0; i < 3; i++) expect((await replicas.pickCaughtUp('0/3000060'))?.label).toBe('good:5432');
  });

  it('answers none when no replica fits (the work reads from the primary)', async () => {
    const replicas = new ReadReplicas([{ label: 'behind:5432', dataSource: fake({ lag: 40 }), lagSeconds: null }], { maxLagMs: 30_000, checkMs: 60_000 });
    await replicas.refresh();
    expect(await replicas.pickCaughtUp('0/0')).toBeUndefined();
  });
});
