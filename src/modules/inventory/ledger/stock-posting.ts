import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { invalidField, periodLocked } from '../../../core/errors/app-error';
import { outboxValues, wakeAfterCommit } from '../../../core/outbox/emit';
import { auditValues } from '../../../core/audit/record-audit';
import type { StockPosting, StockPostingLine } from '../../../core/stock/stock-postings';
import { InventoryUnit, unitBase, unitDimension } from '../../catalog/inventory-items/inventory-item.rules';
import { UNKNOWN_ITEM } from './posting-lines.rules';
import { type InventoryMovementKind, type InventorySourceKind } from '../shared/inventory-vocabulary';
import { InventoryMovement } from './inventory-movement.entity';
import { inventoryEvents } from './inventory.events';

const MAX_SAFE = '9007199254740991';

/** round(x / d) half away from zero, in exact numeric arithmetic (d > 0): divideHalfAwayFromZero of costing.rules.ts. */
const half = (x: string, d: string) => `(sign(${x}) * div(abs(${x}) * 2 + (${d}), (${d}) * 2))`;

/** The catalogue's units as convertMilli knows them (inventory-item.rules.ts): dimension and size in the dimension's base unit. */
const UNITS_SQL = Object.values(InventoryUnit)
  .map((unit) => `('${unit}', '${unitDimension(unit)}', ${unitBase(unit)})`)
  .join(', ');

/**
 * A time-ordered uuid (the layout of version 7: milliseconds since 1970 in the first 48 bits, the
 * rest random). The movements' primary key is then written at its right-hand end, where a random
 * uuid wrote a leaf page anywhere in an index as large as the ledger (a page read and, after each
 * checkpoint, a full page image in the WAL per movement: docs/performance.md, "Inventory").
 */
const TIME_ORDERED_UUID = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid`;

/** Values the posting's events carry that its statement does not compute (outboxValues, auditValues). */
export interface PostingEvents {
  /** `inventory.movements.posted`: its data without `lines`, which the statement adds from the movements it writes. */
  posted: ReturnType<typeof outboxValues>;
  /** `inventory.stock.low` and its audit entry: the item (resource, entity) and data are the statement's. */
  low: ReturnType<typeof outboxValues>;
  lowAudit: ReturnType<typeof auditValues>;
}

/**
 * One posting in one statement (docs/inventory.md, "On hand, value and the costing rule"), whatever
 * its number of lines:
 *
 * - the period lock: the branch's lock row is read FOR SHARE (a concurrent change of the lock waits
 *   for this transaction, as assertBusinessDayOpen does); a locked business day writes nothing and
 *   answers `period_locked`;
 * - the items (unit, standard cost) of the organisation, joined to the lines; a line of an unknown
 *   item writes nothing and answers `unknown_line` (its ordinal);
 * - each line converted to its item's unit as convertMilli does (a unit that is not an inventory
 *   unit is read as the item's own; a line of another dimension, or converting to nothing, moves
 *   nothing);
 * - the balance rows locked FOR UPDATE in item order, the lines costed in turn per item with the rules
 *   of costing.rules.ts written in SQL (numeric, so nothing rounds before the rule does), the balances
 *   updated, the missing rows inserted with their final figures, and the movements inserted;
 * - (with `events`) the posting's outbox event, its lines made from the movements written, and for
 *   each item whose on hand fell from at or above its par level to below it (crossedBelowPar) an
 *   `inventory.stock.low` event and an audit entry.
 *
 * The row locks are taken by the statement that writes them, so they are held for that round trip
 * and what the source's transaction does after it, not across a read into the service and back.
 * When another transaction inserted a missing balance row after this statement's snapshot, the
 * insert finds the conflict and nothing else is written (`written` false; `inserted_items` names
 * the rows this statement did insert, with their final figures): the caller sets those rows back
 * to nothing, creates the others in a statement of its own and runs this one again. A figure
 * beyond what a client can hold (costing.rules.ts `safe`) also writes nothing (`too_large`).
 *
 * It ends with a SELECT of the verdict and each movement (in posting order), whose refusals the
 * caller throws before anything else runs (writeMovements). `param` places a value among the statement's parameters; each value is placed once.
 */
function postingStatement(
  param: (value: unknown) => string,
  header: PostingHeader,
  lines: readonly StockPostingLine[],
  events: PostingEvents | null,
): { parts: string[]; last: string } {
  const o = param(header.organizationId);
  const b = param(header.branchId);
  const d = param(header.businessDate);
  const kind = param(header.kind);
  const sourceKind = param(header.source.kind);
  const sourceId = param(header.source.id);
  const reason = param(header.reason);
  const actor = param(header.actorId);
  const items = param(lines.map((line) => line.inventoryItemId));
  const quantities = param(lines.map((line) => line.quantityMilli));
  const units = param(lines.map((line) => line.unit ?? null));
  const inflows = param(lines.map((line) => line.valueIqd ?? null));
  const sourceLines = param(lines.map((line) => line.sourceLine ?? null));
  const parts = [
    `period AS MATERIALIZED (
  SELECT p.locked_through FROM settings_period_locks p WHERE p.branch_id = ${b} AND p.organization_id = ${o} FOR SHARE)`,
    `given AS MATERIALIZED (
  SELECT g.n, g.item, g.qty, g.unit, g.inflow, g.line, i.id IS NOT NULL AS known, i.unit AS item_unit, i.standard_cost_iqd
    FROM unnest(${items}::uuid[], ${quantities}::bigint[], ${units}::text[], ${inflows}::bigint[], ${sourceLines}::text[]) WITH ORDINALITY AS g(item, qty, unit, inflow, line, n)
    LEFT JOIN catalog_inventory_items i ON i.id = g.item AND i.organization_id = ${o})`,
    `refusal AS MATERIALIZED (
  SELECT (SELECT to_char(p.locked_through, 'YYYY-MM-DD') FROM period p WHERE ${d}::date <= p.locked_through) AS period_locked,
         (SELECT min(g.n) FROM given g WHERE NOT g.known) AS unknown_line)`,
    `units (unit, dimension, base) AS (VALUES ${UNITS_SQL})`,
    `lines AS MATERIALIZED (
  SELECT c.n, c.item, c.qty, c.inflow, c.fallback, c.line, row_number() OVER (PARTITION BY c.item ORDER BY c.n) AS k
    FROM (SELECT g.n, g.item, g.inflow::numeric AS inflow, g.standard_cost_iqd::numeric AS fallback, g.line,
                 CASE WHEN g.qty < 0 THEN -1 ELSE 1 END * div(abs(g.qty::numeric) * f.base + t.base / 2, t.base) AS qty
            FROM given g JOIN units t ON t.unit = g.item_unit
            JOIN units f ON f.unit = COALESCE((SELECT u.unit FROM units u WHERE u.unit = g.unit), g.item_unit)
           WHERE f.dimension = t.dimension) c
   WHERE c.qty <> 0)`,
    `locked AS MATERIALIZED (
  SELECT b.inventory_item_id AS item, b.on_hand_milli, b.value_iqd, b.avg_cost_iqd, b.par_level_milli FROM inventory_balances b
   WHERE b.branch_id = ${b} AND b.organization_id = ${o} AND b.inventory_item_id = ANY(ARRAY(SELECT DISTINCT l.item FROM lines l))
     AND (SELECT r.period_locked IS NULL AND r.unknown_line IS NULL FROM refusal r)
   ORDER BY b.inventory_item_id FOR UPDATE)`,
    `start AS MATERIALIZED (
  SELECT i.item, COALESCE(l.on_hand_milli, 0)::numeric AS on_hand, COALESCE(l.value_iqd, 0)::numeric AS value,
         COALESCE(l.avg_cost_iqd, 0)::numeric AS avg, l.par_level_milli AS par, l.item IS NOT NULL AS existed
    FROM (SELECT DISTINCT item FROM lines) i LEFT JOIN locked l ON l.item = i.item)`,
    `costed (item, k, n, qty, delta, unit_cost, on_hand, value, avg, too_large) AS (
  SELECT s.item, 0::bigint, 0::bigint, 0::numeric, 0::numeric, 0::numeric, s.on_hand, s.value, s.avg, NULL::text FROM start s
  UNION ALL
  SELECT c.item, l.k, l.n, l.qty, d.delta, r.unit_cost, c.on_hand + l.qty, c.value + d.delta, r.avg,
         COALESCE(c.too_large, CASE
           WHEN abs(d.delta) > ${MAX_SAFE} OR abs(c.value + d.delta) > ${MAX_SAFE} THEN 'value'
           WHEN abs(r.unit_cost) > ${MAX_SAFE} THEN 'unit cost'
           WHEN abs(r.avg) > ${MAX_SAFE} THEN 'average'
           WHEN abs(c.on_hand + l.qty) > ${MAX_SAFE} THEN 'on hand' END)
    FROM costed c JOIN lines l ON l.item = c.item AND l.k = c.k + 1
   CROSS JOIN LATERAL (SELECT CASE WHEN c.avg > 0 THEN c.avg ELSE l.fallback END AS average) a
   CROSS JOIN LATERAL (SELECT CASE
           WHEN l.qty > 0 THEN COALESCE(l.inflow, ${half('l.qty * a.average', '1000')})
           WHEN c.on_hand > 0 AND -l.qty = c.on_hand THEN -c.value
           WHEN c.on_hand > 0 AND -l.qty < c.on_hand THEN -${half('c.value * -l.qty', 'c.on_hand')}
           WHEN c.on_hand > 0 THEN -(c.value + ${half('(-l.qty - c.on_hand) * a.average', '1000')})
           ELSE -${half('-l.qty * a.average', '1000')} END AS delta) d
   CROSS JOIN LATERAL (SELECT
           CASE WHEN l.qty > 0 THEN ${half('d.delta * 1000', 'l.qty')} ELSE a.average END AS unit_cost,
           CASE WHEN l.qty < 0 THEN a.average
                WHEN c.on_hand + l.qty > 0 THEN GREATEST(0, ${half('(c.value + d.delta) * 1000', 'c.on_hand + l.qty')})
                ELSE GREATEST(0, ${half('d.delta * 1000', 'l.qty')}) END AS avg) r)`,
    `final AS MATERIALIZED (SELECT DISTINCT ON (item) item, on_hand, value, avg FROM costed ORDER BY item, k DESC)`,
    `verdict AS MATERIALIZED (
  SELECT r.period_locked, r.unknown_line, (SELECT too_large FROM costed WHERE too_large IS NOT NULL ORDER BY n LIMIT 1) AS too_large FROM refusal r)`,
    `go AS MATERIALIZED (SELECT v.period_locked IS NULL AND v.unknown_line IS NULL AND v.too_large IS NULL AS ok FROM verdict v)`,
    `inserted AS (
  INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd, updated_at)
  SELECT ${b}, f.item, ${o}, f.on_hand::bigint, f.value::bigint, f.avg::bigint, now() FROM final f JOIN start s ON s.item = f.item
   WHERE NOT s.existed AND (SELECT ok FROM go) ORDER BY f.item
  ON CONFLICT (branch_id, inventory_item_id) DO NOTHING
  RETURNING inventory_item_id)`,
    `complete AS MATERIALIZED (
  SELECT (SELECT ok FROM go) AND (SELECT count(*) FROM inserted) = (SELECT count(*) FROM start WHERE NOT existed) AS written)`,
    `updated AS (
  UPDATE inventory_balances b SET on_hand_milli = f.on_hand::bigint, value_iqd = f.value::bigint, avg_cost_iqd = f.avg::bigint, updated_at = now()
    FROM final f JOIN start s ON s.item = f.item
   WHERE s.existed AND b.branch_id = ${b} AND b.inventory_item_id = f.item AND (SELECT written FROM complete))`,
    `moved AS (
  INSERT INTO inventory_movements
    (id, organization_id, branch_id, inventory_item_id, business_date, kind, quantity_milli, unit_cost_iqd, value_iqd, on_hand_after_milli, source_kind, source_id, source_line, reason, created_by)
  SELECT ${TIME_ORDERED_UUID}, ${o}, ${b}, c.item, ${d}::date, ${kind}, c.qty::bigint, c.unit_cost::bigint, c.delta::bigint, c.on_hand::bigint, ${sourceKind}, ${sourceId}, l.line, ${reason}, ${actor}
    FROM costed c JOIN lines l ON l.n = c.n
   WHERE c.k > 0 AND (SELECT written FROM complete)
   ORDER BY c.n
  RETURNING id, created_at, seq, inventory_item_id, quantity_milli, unit_cost_iqd, value_iqd, on_hand_after_milli, source_line)`,
  ];
  if (events) parts.push(...eventParts(param, b, events));
  const verdict = `c.written, v.period_locked, v.unknown_line, v.too_large,
       CASE WHEN c.written THEN NULL ELSE ARRAY(SELECT inventory_item_id FROM inserted) END AS inserted_items`;
  const last = `SELECT ${verdict}, m.id, m.created_at, m.seq, m.inventory_item_id, m.quantity_milli, m.unit_cost_iqd,
       m.value_iqd, m.on_hand_after_milli, m.source_line
  FROM complete c CROSS JOIN verdict v LEFT JOIN moved m ON true
 ORDER BY m.seq`;
  return { parts, last };
}

/**
 * The posting's events as parts of its statement: one `inventory.movements.posted` for the posting
 * (its lines the movements written, as postMovements' callers see them: quantity in the item's
 * unit, value in IQD), and per item that crossed below par an `inventory.stock.low` and its audit
 * entry. Quantities are divided as double precision, as JavaScript divides them.
 */
function eventParts(param: (value: unknown) => string, branch: string, events: PostingEvents): string[] {
  const { posted, low, lowAudit } = events;
  const outbox = (event: PostingEvents['posted'], resourceId: string, data: string) =>
    `INSERT INTO outbox_events (organization_id, branch_id, type, resource_type, resource_id, data, actor, request_id)
  SELECT ${param(event.organizationId)}::uuid, ${param(event.branchId)}::uuid, ${param(event.type)}::text, ${param(event.resourceType)}::text, ${resourceId},
         ${data}, ${param(JSON.stringify(event.actor))}::jsonb, ${param(event.requestId)}::uuid`;
  return [
    `posted_event AS (
  ${outbox(
    posted,
    `${param(posted.resourceId)}::text`,
    `jsonb_build_object('lines', jsonb_agg(jsonb_build_object('movementId', m.id, 'inventoryItemId', m.inventory_item_id, 'quantity', m.quantity_milli::float8 / 1000, 'valueIqd', m.value_iqd) ORDER BY m.seq)) || ${param(JSON.stringify(posted.data))}::jsonb`,
  )}
    FROM moved m HAVING count(*) > 0)`,
    `low AS MATERIALIZED (
  SELECT s.item, jsonb_build_object('branchId', ${branch}::uuid, 'inventoryItemId', s.item, 'onHand', f.on_hand::float8 / 1000, 'parLevel', s.par::float8 / 1000) AS data
    FROM start s JOIN final f ON f.item = s.item
   WHERE (SELECT written FROM complete) AND s.par > 0 AND s.on_hand >= s.par AND f.on_hand < s.par)`,
    `low_audit AS (
  INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, actor_user_id, actor_api_key_id, reason, changes, transport, ip, request_id)
  SELECT ${param(lowAudit.organizationId)}::uuid, ${param(lowAudit.branchId)}::uuid, ${param(lowAudit.entityType)}::text, l.item::text, ${param(lowAudit.action)}::text,
         ${param(lowAudit.actorKind)}::text, ${param(lowAudit.actorUserId)}::uuid, ${param(lowAudit.actorApiKeyId)}::uuid, ${param(lowAudit.reason)}::text, l.data,
         ${param(lowAudit.transport)}::text, ${param(lowAudit.ip)}::text, ${param(lowAudit.requestId)}::uuid
    FROM low l ORDER BY l.item)`,
    `low_event AS (
  ${outbox(low, 'l.item::text', 'l.data')}
    FROM low l ORDER BY l.item)`,
  ];
}

/** The statement's text and parameters when it runs on its own (parameters numbered in the order postingStatement places them). */
function standaloneStatement(header: PostingHeader, lines: readonly StockPostingLine[], events: PostingEvents | null): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const { parts, last } = postingStatement(
    (value) => {
      params.push(value);
      return `$${params.length}`;
    },
    header,
    lines,
    events,
  );
  return { text: `WITH RECURSIVE\n${parts.join(',\n')}\n${last}`, params };
}

// The rows a failed attempt inserted (with its final figures) go back to nothing, as if created here; the others are created.
const ENSURE_BALANCES = `WITH reset AS (
  UPDATE inventory_balances SET on_hand_milli = 0, value_iqd = 0, avg_cost_iqd = 0, updated_at = now()
   WHERE branch_id = $1 AND inventory_item_id = ANY($4::uuid[]))
INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd, updated_at)
  SELECT $1, item, $2, 0, 0, 0, now() FROM unnest($3::uuid[]) AS item WHERE item <> ALL($4::uuid[]) ORDER BY item
  ON CONFLICT (branch_id, inventory_item_id) DO NOTHING`;

/** The posting statement's `too_large` names the figure; each refusal is a whole sentence the message catalogue translates. */
const TOO_LARGE: Readonly<Record<string, string>> = {
  value: 'is too large: value leaves the int64 range a client can hold',
  'unit cost': 'is too large: unit cost leaves the int64 range a client can hold',
  average: 'is too large: average leaves the int64 range a client can hold',
  'on hand': 'is too large: on hand leaves the int64 range a client can hold',
};

/** What the statement answers about the posting as a whole (the first row). */
interface PostingVerdict {
  written: boolean;
  period_locked: string | null;
  unknown_line: string | number | null;
  too_large: string | null;
  inserted_items: string[] | null;
}

interface PostedRow extends PostingVerdict {
  id: string | null;
  created_at: Date;
  seq: string;
  inventory_item_id: string;
  quantity_milli: string;
  unit_cost_iqd: string;
  value_iqd: string;
  on_hand_after_milli: string;
  source_line: string | null;
}

/** Throws the posting's refusal (nothing was written); answers whether it was written (false: a balance row to create first). */
function accepted(verdict: PostingVerdict): boolean {
  if (verdict.period_locked !== null) throw periodLocked(verdict.period_locked);
  if (verdict.unknown_line !== null) throw invalidField(`lines[${Number(verdict.unknown_line) - 1}].inventoryItemId`, UNKNOWN_ITEM);
  if (verdict.too_large !== null) throw invalidField('quantity', TOO_LARGE[verdict.too_large] ?? 'is too large');
  return verdict.written;
}

async function ensureBalances(
  manager: EntityManager,
  header: PostingHeader,
  lines: readonly StockPostingLine[],
  inserted: readonly string[] | null,
): Promise<void> {
  const items = [...new Set(lines.map((line) => line.inventoryItemId))].sort();
  await runSql(manager, ENSURE_BALANCES, [header.branchId, header.organizationId, items, inserted ?? []]);
}

export interface PostingHeader {
  organizationId: string;
  branchId: string;
  businessDate: string;
  kind: string;
  source: { kind: string; id: string };
  reason: string | null;
  actorId: string | null;
}

export interface WrittenMovement {
  id: string;
  seq: number;
  createdAt: Date;
  inventoryItemId: string;
  quantityMilli: number;
  unitCostIqd: number;
  valueIqd: number;
  onHandAfterMilli: number;
  sourceLine: string | null;
}

/**
 * Runs the posting statement: one round trip, or three when a balance row another transaction
 * created was not yet visible to it. The movements come back in line order. A locked business day
 * is 409 PERIOD_LOCKED, an item not of the organisation 422 on its line, a figure beyond int64 422,
 * and none of them writes anything. Named (prepared) although its text is longer than the bound
 * for generated statements: its planning is several times its execution, and it runs on every
 * posting. `events` null: the movements and balances only (the costing test).
 */
export async function writeMovements(
  manager: EntityManager,
  header: PostingHeader,
  lines: readonly StockPostingLine[],
  events: PostingEvents | null = null,
): Promise<WrittenMovement[]> {
  const { text, params } = standaloneStatement(header, lines, events);
  let rows = await runSql<PostedRow>(manager, text, params, { prepared: true });
  if (!accepted(rows[0])) {
    await ensureBalances(manager, header, lines, rows[0].inserted_items);
    rows = await runSql<PostedRow>(manager, text, params, { prepared: true });
    if (!accepted(rows[0])) throw new Error('The balance rows of a posting were not written after they were created');
  }
  if (rows[0].id === null) return [];
  return rows.map((row) => ({
    id: row.id!,
    seq: Number(row.seq),
    createdAt: row.created_at,
    inventoryItemId: row.inventory_item_id,
    quantityMilli: Number(row.quantity_milli),
    unitCostIqd: Number(row.unit_cost_iqd),
    valueIqd: Number(row.value_iqd),
    onHandAfterMilli: Number(row.on_hand_after_milli),
    sourceLine: row.source_line,
  }));
}

export interface PostedMovements {
  movements: InventoryMovement[];
}

function postingHeader(ctx: RequestContext, posting: StockPosting): PostingHeader {
  return {
    organizationId: ctx.organizationId,
    branchId: posting.branchId,
    businessDate: posting.businessDate,
    kind: posting.kind,
    source: posting.source,
    reason: posting.reason ?? null,
    actorId: ctx.actorId,
  };
}

function postingEvents(ctx: RequestContext, posting: StockPosting): PostingEvents {
  const branchId = posting.branchId;
  return {
    posted: outboxValues(ctx, {
      type: inventoryEvents.types.posted,
      resourceId: posting.source.id,
      branchId,
      data: {
        branchId,
        businessDate: posting.businessDate,
        kind: posting.kind,
        sourceKind: posting.source.kind,
        sourceId: posting.source.id,
        ...(posting.extra ?? {}),
      },
    }),
    low: outboxValues(ctx, { type: inventoryEvents.types.low, resourceId: '', branchId, data: {} }),
    lowAudit: auditValues(ctx, { entityType: 'inventory-balance', entityId: '', action: 'stock-low', branchId }),
  };
}

/**
 * Writes a posting's movements and moves the balances in the caller's transaction, in one statement
 * whatever the number of lines (the period lock, the items, the conversion and the costing of
 * costing.rules.ts included; a locked day or an unknown item writes nothing), with its events: one
 * `inventory.movements.posted` per posting (not per line); a balance that falls below its par
 * level gives `inventory.stock.low` and an audit entry (postingStatement).
 */
export async function postMovements(uow: UnitOfWork, ctx: RequestContext, posting: StockPosting): Promise<PostedMovements> {
  if (posting.lines.length === 0) return { movements: [] };
  const written = await writeMovements(uow.manager, postingHeader(ctx, posting), posting.lines, postingEvents(ctx, posting));
  if (written.length === 0) return { movements: [] };
  wakeAfterCommit(uow, ctx);
  const reason = posting.reason ?? null;
  const movements = written.map((row) =>
    Object.assign(new InventoryMovement(), {
      id: row.id,
      seq: row.seq,
      organizationId: ctx.organizationId,
      branchId: posting.branchId,
      inventoryItemId: row.inventoryItemId,
      businessDate: posting.businessDate,
      kind: posting.kind as InventoryMovementKind,
      quantityMilli: row.quantityMilli,
      unitCostIqd: row.unitCostIqd,
      valueIqd: row.valueIqd,
      onHandAfterMilli: row.onHandAfterMilli,
      sourceKind: posting.source.kind as InventorySourceKind,
      sourceId: posting.source.id,
      sourceLine: row.sourceLine,
      reason,
      createdBy: ctx.actorId,
      createdAt: row.createdAt,
    }),
  );
  return { movements };
}
