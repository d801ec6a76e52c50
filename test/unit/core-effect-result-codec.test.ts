import type { DataSource } from 'typeorm';
import { decodeEffectResult, encodeEffectResult } from '../../src/core/idempotency/effect-result-codec';
import { Department } from '../../src/modules/hr/departments/department.entity';

/** Only what the codec reads of a data source: the entity classes. */
const dataSource = { entityMetadatas: [{ target: Department }] } as unknown as DataSource;

function roundTrip(value: unknown): unknown {
  const encoded = encodeEffectResult(dataSource, value);
  if (!encoded) throw new Error('not encodable');
  const decoded = decodeEffectResult(dataSource, encoded);
  if (!decoded.ok) throw new Error('not decodable');
  return decoded.value;
}

describe('the transaction result stored with an idempotent write (effect-result-codec)', () => {
  it('restores an entity with its class, dates, big integers, bytes, undefined and non-finite numbers', () => {
    const department = Object.assign(new Department(), {
      id: 'd1',
      name: 'Kitchen',
      nameAr: null,
      createdAt: new Date('2026-11-26T10:00:00.123Z'),
      extra: { big: 12345678901234567890n, bytes: Buffer.from('hi'), missing: undefined, ratio: Number.NaN, list: [1, 'two', undefined, Infinity] },
    });
    const back = roundTrip({ department, count: 2 }) as { department: Department & { extra: Record<string, unknown> }; count: number };
    expect(back.department).toBeInstanceOf(Department);
    expect(back.department.createdAt).toEqual(new Date('2026-11-26T10:00:00.123Z'));
    expect(back.department.extra.big).toBe(12345678901234567890n);
    expect(back.department.extra.bytes).toEqual(Buffer.from('hi'));
    expect('missing' in back.department.extra && back.department.extra.missing === undefined).toBe(true);
    expect(back.department.extra.ratio).toBeNaN();
    expect(back.department.extra.list).toEqual([1, 'two', undefined, Infinity]);
    expect(back.count).toBe(2);
  });

  it('keeps plain objects whose keys look like its tags as they were', () => {
    expect(roundTrip({ $d: 1, $o: { $c: 'Department' } })).toEqual({ $d: 1, $o: { $c: 'Department' } });
    expect(roundTrip(undefined)).toBeUndefined();
    expect(roundTrip(null)).toBeNull();
  });

  it('refuses what it cannot restore faithfully: a Map, a cycle, a function, an unknown class', () => {
    class Unknown {
      value = 1;
    }
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (const value of [new Map([[1, 2]]), cycle, { f: () => 1 }, new Unknown()]) expect(encodeEffectResult(dataSource, value)).toBeNull();
  });

  it('shares no state between two encodings of objects met twice (not a cycle)', () => {
    const shared = { n: 1 };
    expect(roundTrip([shared, shared])).toEqual([{ n: 1 }, { n: 1 }]);
  });
});
