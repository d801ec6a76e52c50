import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { runSql } from '../../../core/db/run-sql';
import { CashCurrency } from './cash-currency.entity';
import { ExchangeRate } from './exchange-rate.entity';
import { type SetCashCurrenciesInput, type SetExchangeRateInput } from './cash-settings.inputs';
import { BASE_CURRENCY, currencyListErrors, type CurrencySetting, defaultCurrencies, MINOR_DIGITS } from './currency.rules';
import { cashSettingsEvents } from './cash-settings.events';

/** The accepted currencies as the till reads them: code → denominations, in display order. */
export type AcceptedCurrencies = Map<string, number[]>;

function asEntity(organizationId: string, setting: CurrencySetting, position: number): CashCurrency {
  return Object.assign(new CashCurrency(), {
    id: `default-${setting.code}`,
    organizationId,
    code: setting.code,
    minorDigits: MINOR_DIGITS[setting.code],
    denominations: [...setting.denominations].sort((a, b) => a - b),
    position,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  });
}

/**
 * Organisation currency data for cash (docs/cash.md): the accepted currencies with their
 * denominations (IQD and USD with their notes until the organisation sets its own list) and the
 * rate history to IQD. Rates are set by cash:approve, not settings:manage: the rate moves daily
 * and the manager on shift sets it, and settings:manage is console-session-only organisation setup.
 */
export class CashSettingsService {
  async currencies(ctx: RequestContext, manager: EntityManager = ctx.db): Promise<CashCurrency[]> {
    const rows = await manager.find(CashCurrency, { where: { organizationId: ctx.organizationId }, order: { position: 'ASC' } });
    if (rows.length > 0) return rows;
    return defaultCurrencies().map((setting, index) => asEntity(ctx.organizationId, setting, index));
  }

  async accepted(ctx: RequestContext, manager: EntityManager = ctx.db): Promise<AcceptedCurrencies> {
    return new Map((await this.currencies(ctx, manager)).map((c) => [c.code, c.denominations]));
  }

  async setCurrencies(ctx: RequestContext, input: SetCashCurrenciesInput): Promise<CashCurrency[]> {
    const list = input.currencies.map((c) => ({ code: (c.code ?? '').trim().toUpperCase(), denominations: c.denominations ?? [] }));
    const errors = currencyListErrors(list);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return ctx.transaction(async (uow) => {
      const before = await this.currencies(ctx, uow.manager);
      await uow.manager.delete(CashCurrency, { organizationId: ctx.organizationId });
      const saved: CashCurrency[] = [];
      for (const [index, setting] of list.entries()) {
        const row = asEntity(ctx.organizationId, setting, index);
        const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = row;
        const created = Object.assign(new CashCurrency(), fields);
        await uow.manager.insert(CashCurrency, created);
        saved.push(created);
      }
      const changes = {
        from: before.map((c) => ({ code: c.code, denominations: c.denominations })),
        to: saved.map((c) => ({ code: c.code, denominations: c.denominations })),
      };
      await recordAudit(uow, ctx, { entityType: 'cash-currencies', entityId: ctx.organizationId, action: 'updated', changes, branchId: null });
      await emit(uow, ctx, { type: cashSettingsEvents.currenciesChanged, resourceId: ctx.organizationId, data: { currencies: changes.to }, branchId: null });
      return saved;
    });
  }

  /** Rates of one currency (or all), newest first. */
  async rates(ctx: RequestContext, currencyCode: string | null | undefined, limit = 100): Promise<ExchangeRate[]> {
    const where: Record<string, unknown> = { organizationId: ctx.organizationId };
    if (currencyCode) where.currencyCode = currencyCode.toUpperCase();
    return ctx.db.find(ExchangeRate, { where, order: { effectiveFrom: 'DESC', createdAt: 'DESC', id: 'DESC' }, take: Math.min(Math.max(limit, 1), 500) });
  }

  /** Rate in force now per foreign currency (IQD per 100 units); a currency without one is absent. */
  async ratesInForce(ctx: RequestContext, manager: EntityManager = ctx.db, at: Date = ctx.now()): Promise<Map<string, number>> {
    const rows = await runSql<{ currency_code: string; iqd_per100: string }>(
      manager,
      `SELECT DISTINCT ON (currency_code) currency_code, iqd_per100 FROM sales_exchange_rates
        WHERE organization_id = $1 AND effective_from <= $2 ORDER BY currency_code, effective_from DESC, created_at DESC, id DESC`,
      [ctx.organizationId, at],
    );
    return new Map(rows.map((r) => [r.currency_code, Number(r.iqd_per100)]));
  }

  async setRate(ctx: RequestContext, input: SetExchangeRateInput): Promise<ExchangeRate> {
    const code = (input.currencyCode ?? '').trim().toUpperCase();
    if (code === BASE_CURRENCY) throw invalidField('currencyCode', 'must be a currency other than IQD (IQD is the base)');
    if (!Number.isSafeInteger(input.iqdPer100) || input.iqdPer100 <= 0 || input.iqdPer100 > 1_000_000_000)
      throw invalidField('iqdPer100', 'must be a positive whole number of IQD per 100 units');
    return ctx.transaction(async (uow) => {
      const accepted = await this.accepted(ctx, uow.manager);
      if (!accepted.has(code)) throw invalidField('currencyCode', 'is not a currency the organisation accepts');
      const rate = Object.assign(new ExchangeRate(), {
        organizationId: ctx.organizationId,
        currencyCode: code,
        iqdPer100: input.iqdPer100,
        effectiveFrom: ctx.now(),
        note: input.note?.trim() || null,
        setBy: ctx.actorId,
      });
      await uow.manager.insert(ExchangeRate, rate);
      const data = { id: rate.id, currencyCode: code, iqdPer100: rate.iqdPer100, effectiveFrom: rate.effectiveFrom.toISOString(), note: rate.note };
      await recordAudit(uow, ctx, { entityType: 'exchange-rate', entityId: rate.id, action: 'created', changes: data, reason: rate.note, branchId: null });
      await emit(uow, ctx, { type: cashSettingsEvents.rateSet, resourceId: rate.id, data, branchId: null });
      return rate;
    });
  }
}

export const cashSettingsService = new CashSettingsService();
