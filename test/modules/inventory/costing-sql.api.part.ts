import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import type { StockPostingLine } from '../../../src/core/stock/stock-postings';
import { InventoryUnit } from '../../../src/modules/catalog/inventory-items/inventory-item.rules';
import { applyMovement, type BalanceState } from '../../../src/modules/inventory/ledger/costing.rules';
import { writeMovements } from '../../../src/modules/inventory/ledger/stock-posting';
import { costableLines } from '../../../src/modules/inventory/ledger/posting-lines.rules';
import { createItem, NOW, TODAY } from './inventory-helpers';

/*
 * The posting statement (POST_MOVEMENTS, stock-posting.ts) converts and costs in SQL; costableLines
 * (the catalogue's convertMilli) and costing.rules.ts are the specification. Each case sets a
 * balance row to a chosen state, runs the real statement on the test database inside a transaction
 * that is rolled back, and compares every movement and the balance left with the pure rules applied
 * line by line.
 */

type ItemKey = 'kg' | 'litre' | 'piece';
const UNITS: Record<ItemKey, InventoryUnit> = { kg: InventoryUnit.Kg, litre: InventoryUnit.L, piece: InventoryUnit.Piece };
const STANDARD_COST: Record<ItemKey, number> = { kg: 1_250, litre: 3_333, piece: 0 };

interface Case {
  name: string;
  /** Balance rows before the posting; an item left out has none. */
  before: Partial<Record<ItemKey, BalanceState>>;
  lines: Array<{ item: ItemKey; quantityMilli: number; unit?: string; valueIqd?: number }>;
}

const at = (onHandMilli: number, valueIqd: number, avgCostIqd: number): BalanceState => ({ onHandMilli, valueIqd, avgCostIqd });

const CASES: Case[] = [
  { name: 'receipt into an empty balance (no row yet)', before: {}, lines: [{ item: 'kg', quantityMilli: 10_000, valueIqd: 45_000 }] },
  {
    name: 'the worked example of docs/inventory.md',
    before: {},
    lines: [
      { item: 'kg', quantityMilli: 10_000, valueIqd: 45_000 },
      { item: 'kg', quantityMilli: 5_000, valueIqd: 25_000 },
      { item: 'kg', quantityMilli: -2_500 },
      { item: 'kg', quantityMilli: -12_500 },
    ],
  },
  { name: 'part of the stock out, rounded half away from zero', before: { kg: at(3_000, 1_000, 333) }, lines: [{ item: 'kg', quantityMilli: -1_500 }] },
  { name: 'all of the stock out empties the value exactly', before: { kg: at(3_000, 1_001, 334) }, lines: [{ item: 'kg', quantityMilli: -3_000 }] },
  {
    name: 'out beyond what is on hand: the stock plus the rest at the average',
    before: { kg: at(1_000, 2_000, 2_000) },
    lines: [{ item: 'kg', quantityMilli: -3_000 }],
  },
  { name: 'out of zero stock with an average', before: { kg: at(0, 0, 4_500) }, lines: [{ item: 'kg', quantityMilli: -1_500 }] },
  { name: 'out of zero stock without an average: the standard cost', before: { kg: at(0, 0, 0) }, lines: [{ item: 'kg', quantityMilli: -1_500 }] },
  { name: 'out of zero stock that kept a value', before: { kg: at(0, 1_000, 4_000) }, lines: [{ item: 'kg', quantityMilli: -500 }] },
  { name: 'out of negative stock', before: { kg: at(-2_000, -9_000, 4_500) }, lines: [{ item: 'kg', quantityMilli: -1_001 }] },
  {
    name: 'receipt into negative stock that stays negative',
    before: { kg: at(-5_000, -22_500, 4_500) },
    lines: [{ item: 'kg', quantityMilli: 2_000, valueIqd: 10_000 }],
  },
  {
    name: 'receipt into negative stock that ends at exactly zero',
    before: { kg: at(-2_000, -9_000, 4_500) },
    lines: [{ item: 'kg', quantityMilli: 2_000, valueIqd: 10_001 }],
  },
  {
    name: 'receipt into negative stock that ends positive',
    before: { kg: at(-2_000, -9_000, 4_500) },
    lines: [{ item: 'kg', quantityMilli: 3_000, valueIqd: 15_000 }],
  },
  {
    name: 'receipt of value 0 into negative stock (the average cannot go below 0)',
    before: { kg: at(-2_000, 9_000, 4_500) },
    lines: [{ item: 'kg', quantityMilli: 1_000, valueIqd: 0 }],
  },
  { name: 'inflow without a value at the average', before: { kg: at(3_000, 10_000, 3_333) }, lines: [{ item: 'kg', quantityMilli: 1_500 }] },
  { name: 'inflow without a value and no average: the standard cost', before: {}, lines: [{ item: 'litre', quantityMilli: 1_001 }] },
  { name: 'inflow without a value, no average and no standard cost', before: {}, lines: [{ item: 'piece', quantityMilli: 4_000 }] },
  {
    name: 'grams of an item kept in kg, in and out',
    before: { kg: at(2_000, 9_000, 4_500) },
    lines: [
      { item: 'kg', quantityMilli: 250_000, unit: 'G', valueIqd: 1_200 },
      { item: 'kg', quantityMilli: -333_333, unit: 'G' },
      { item: 'kg', quantityMilli: -1_500, unit: 'G' },
    ],
  },
  {
    name: 'millilitres of an item kept in litres, and a line that converts to nothing',
    before: { litre: at(1_000, 3_333, 3_333) },
    lines: [
      { item: 'litre', quantityMilli: -120_000, unit: 'Ml' },
      { item: 'litre', quantityMilli: -400, unit: 'Ml' },
      { item: 'litre', quantityMilli: -2_500, unit: 'Ml' },
    ],
  },
  {
    name: "a unit that is not an inventory unit is read as the item's own",
    before: { kg: at(2_000, 9_000, 4_500) },
    lines: [{ item: 'kg', quantityMilli: -500, unit: 'Box' }],
  },
  {
    name: 'a unit that cannot be converted moves nothing',
    before: { piece: at(5_000, 5_000, 1_000) },
    lines: [
      { item: 'piece', quantityMilli: -100_000, unit: 'G' },
      { item: 'piece', quantityMilli: -1_000 },
    ],
  },
  {
    name: 'three items interleaved, each costed in its own line order',
    before: { kg: at(1_000, 4_500, 4_500), piece: at(-1_000, -700, 700) },
    lines: [
      { item: 'piece', quantityMilli: 3_000, valueIqd: 2_400 },
      { item: 'kg', quantityMilli: -700 },
      { item: 'litre', quantityMilli: -1_000 },
      { item: 'kg', quantityMilli: -700 },
      { item: 'piece', quantityMilli: -2_000 },
      { item: 'litre', quantityMilli: 2_000, valueIqd: 7_000 },
      { item: 'kg', quantityMilli: 1_400, valueIqd: 6_299 },
    ],
  },
  {
    name: 'large figures within range',
    before: { kg: at(999_999_000, 4_000_000_000_000, 4_000_004) },
    lines: [
      { item: 'kg', quantityMilli: 1_000_000_000, valueIqd: 5_000_000_000_000 },
      { item: 'kg', quantityMilli: -1_999_998_999 },
    ],
  },
];

/** What costing.rules.ts says: each line applied in turn to its item's balance. */
function expected(lines: ReturnType<typeof costableLines>, before: Map<string, BalanceState>) {
  const balances = new Map(before);
  const movements = lines.map((line) => {
    const result = applyMovement(
      balances.get(line.inventoryItemId) ?? at(0, 0, 0),
      line.quantityMilli,
      line.quantityMilli > 0 ? line.inflowValueIqd : null,
      line.standardCostIqd,
    );
    balances.set(line.inventoryItemId, result.after);
    return {
      inventoryItemId: line.inventoryItemId,
      quantityMilli: line.quantityMilli,
      valueIqd: result.valueIqd,
      unitCostIqd: result.unitCostIqd,
      onHandAfterMilli: result.after.onHandMilli,
      sourceLine: line.sourceLine,
    };
  });
  return { movements, balances };
}

class Rollback extends Error {}

describe('Inventory posting statement: the SQL costing agrees with costing.rules.ts', () => {
  let app: TestApp;
  let tenant: TestTenant;
  const ids = {} as Record<ItemKey, string>;
  const items = new Map<string, { unit: InventoryUnit; standard_cost_iqd: number }>();

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    for (const key of Object.keys(UNITS) as ItemKey[]) {
      ids[key] = await createItem(app, tenant.owner.token, { unit: UNITS[key], standardCostIqd: STANDARD_COST[key] });
      items.set(ids[key], { unit: UNITS[key], standard_cost_iqd: STANDARD_COST[key] });
    }
  });
  afterAll(() => app.close());

  /** Runs the statement on the given starting balances (and period lock) and answers what it wrote; nothing is kept. */
  async function post(before: Map<string, BalanceState>, lines: StockPostingLine[], lockedThrough?: string) {
    let outcome: { movements: unknown[]; ids: string[]; balances: Map<string, BalanceState> } | undefined;
    await app.runtime.db.dataSource
      .transaction(async (manager: EntityManager) => {
        await manager.query('DELETE FROM inventory_balances WHERE branch_id = $1 AND inventory_item_id = ANY($2::uuid[])', [
          tenant.branchId,
          Object.values(ids),
        ]);
        for (const [item, state] of before)
          await manager.query(
            'INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())',
            [tenant.branchId, item, tenant.organizationId, state.onHandMilli, state.valueIqd, state.avgCostIqd],
          );
        if (lockedThrough)
          await manager.query(
            `INSERT INTO settings_period_locks (branch_id, organization_id, locked_through) VALUES ($1, $2, $3)
             ON CONFLICT (branch_id) DO UPDATE SET locked_through = EXCLUDED.locked_through`,
            [tenant.branchId, tenant.organizationId, lockedThrough],
          );
        const header = {
          organizationId: tenant.organizationId,
          branchId: tenant.branchId,
          businessDate: TODAY,
          kind: 'ManualAdjustment',
          source: { kind: 'Adjustment', id: randomUUID() },
          reason: 'costing agreement',
          actorId: null,
        };
        const written = await writeMovements(manager, header, lines);
        const rows = await manager.query(
          'SELECT inventory_item_id, on_hand_milli, value_iqd, avg_cost_iqd FROM inventory_balances WHERE branch_id = $1 AND inventory_item_id = ANY($2::uuid[])',
          [tenant.branchId, Object.values(ids)],
        );
        const [{ count }] = await manager.query("SELECT count(*)::int AS count FROM inventory_movements WHERE reason = 'costing agreement'");
        expect(count).toBe(written.length);
        outcome = {
          movements: written.map(({ inventoryItemId, quantityMilli, valueIqd, unitCostIqd, onHandAfterMilli, sourceLine }) => ({
            inventoryItemId,
            quantityMilli,
            valueIqd,
            unitCostIqd,
            onHandAfterMilli,
            sourceLine,
          })),
          ids: written.map((movement) => movement.id),
          balances: new Map(rows.map((row: any) => [row.inventory_item_id, at(Number(row.on_hand_milli), Number(row.value_iqd), Number(row.avg_cost_iqd))])),
        };
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return outcome!;
  }

  it.each(CASES.map((c) => [c.name, c] as const))('agrees on: %s', async (_name, testCase) => {
    const before = new Map(Object.entries(testCase.before).map(([key, state]) => [ids[key as ItemKey], state]));
    const given = testCase.lines.map((line, index): StockPostingLine => ({
      inventoryItemId: ids[line.item],
      quantityMilli: line.quantityMilli,
      unit: line.unit,
      valueIqd: line.valueIqd,
      // Each line its own source line, so that lines dropped by the conversion show the rest kept their own.
      sourceLine: index % 3 === 2 ? null : `line ${index}`,
    }));
    const rule = expected(costableLines(given, items), before);
    const sql = await post(before, given);
    expect(sql.movements).toEqual(rule.movements);
    expect(sql.balances).toEqual(new Map([...before, ...rule.balances]));
  });

  it('refuses a posting whose figures leave the range a client can hold, as the rule does, writing nothing', async () => {
    const before = new Map([[ids.kg, at(1_000, 9_000_000_000_000_000, 9_000_000_000_000_000)]]);
    const given = [{ inventoryItemId: ids.kg, quantityMilli: 1_000, valueIqd: 9_000_000_000_000_000 }];
    expect(() => expected(costableLines(given, items), before)).toThrow(RangeError);
    await expect(post(before, given)).rejects.toMatchObject({
      status: 422,
      fields: { quantity: ['is too large: value leaves the int64 range a client can hold'] },
    });
    const [{ count }] = await app.runtime.db.dataSource.query("SELECT count(*)::int AS count FROM inventory_movements WHERE reason = 'costing agreement'");
    expect(count).toBe(0);
  });

  it('refuses a posting on a locked business day (409) and a line of an unknown item (422 on that line), writing nothing', async () => {
    const before = new Map([[ids.kg, at(2_000, 9_000, 4_500)]]);
    const line = { inventoryItemId: ids.kg, quantityMilli: -500 };
    await expect(post(before, [line], TODAY)).rejects.toMatchObject({
      status: 409,
      message: `The business day is locked: days up to ${TODAY} are closed for changes.`,
    });
    await expect(post(before, [line], '2000-01-01')).resolves.toMatchObject({ movements: [expect.objectContaining({ valueIqd: -2_250 })] });
    // The same check the service made before the statement took it over, and the same answer as costableLines.
    const unknown = [line, { inventoryItemId: randomUUID(), quantityMilli: -500 }];
    let specified: unknown;
    try {
      costableLines(unknown, items);
    } catch (error) {
      specified = error;
    }
    expect(specified).toMatchObject({ status: 422, fields: { 'lines[1].inventoryItemId': ['does not refer to an inventory item of this organisation'] } });
    await expect(post(before, unknown)).rejects.toMatchObject({
      status: 422,
      fields: { 'lines[1].inventoryItemId': ['does not refer to an inventory item of this organisation'] },
    });
    const [{ count }] = await app.runtime.db.dataSource.query("SELECT count(*)::int AS count FROM inventory_movements WHERE reason = 'costing agreement'");
    expect(count).toBe(0);
  });

  it('gives movements ids that follow the order of posting (the primary key is written at its end)', async () => {
    const given = [-100, -200, -300].map((quantityMilli) => ({ inventoryItemId: ids.kg, quantityMilli }));
    const first = await post(new Map([[ids.kg, at(2_000, 9_000, 4_500)]]), given);
    const second = await post(new Map([[ids.kg, at(2_000, 9_000, 4_500)]]), given);
    const idsOf = (outcome: { ids: string[] }) => outcome.ids;
    const all = [...idsOf(first), ...idsOf(second)];
    expect(all.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
    // Milliseconds since 1970 in the first 48 bits: the second posting's ids sort after the first's.
    const stamp = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(Math.abs(stamp(all[0]) - Date.now())).toBeLessThan(60_000);
    expect([...idsOf(second)].every((id) => idsOf(first).every((earlier) => stamp(earlier) <= stamp(id)))).toBe(true);
  });
});
