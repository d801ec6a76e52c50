import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { BankAccount } from './bank-account.entity';
import { type BankAccountFilter, type CreateBankAccountInput, type SetBankAccountActiveInput, type UpdateBankAccountInput } from './bank-account.inputs';
import { bankAccountEvents, bankAccountPayload } from './bank-account.events';
import { CURRENCY_DIGITS, SUPPORTED_CURRENCIES } from './currencies';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { runSql } from '../../../core/db/run-sql';

const SORT_COLUMNS = { name: 'b.name', accountNumber: 'b.account_number_key', currencyCode: 'b.currency_code', createdAt: 'b.created_at' } as const;
export const bankAccountsSort = listSortFields('bankAccounts', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = bankAccountsSort.fields;
const DUPLICATE_NUMBER = 'accounting_bank_accounts_org_number_key';

export function accountNumberKey(accountNumber: string): string {
  return accountNumber.replace(/[\s-]+/g, '').toUpperCase();
}

export class BankAccountService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: BankAccountFilter | undefined): Promise<PageResult<BankAccount>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db.getRepository(BankAccount).createQueryBuilder('b').where('b.organization_id = :org', { org: ctx.organizationId });
    if (filter?.active != null) query.andWhere('b.active = :active', { active: filter.active });
    if (window.search) query.andWhere('(b.name ILIKE :search OR b.account_number ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('b.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<BankAccount> {
    const account = await ctx.db.findOne(BankAccount, { where: { id, organizationId: ctx.organizationId } });
    if (!account) throw notFound('Bank account');
    return account;
  }

  /** The account locked for a write (imports, line moves); foreign or unknown: 404. */
  async lock(manager: EntityManager, ctx: RequestContext, id: string): Promise<BankAccount> {
    const account = await lockOrNotFound(manager, BankAccount, ctx, id, 'Bank account');
    return account;
  }

  async create(ctx: RequestContext, input: CreateBankAccountInput): Promise<BankAccount> {
    const currencyCode = input.currencyCode.trim().toUpperCase();
    if (CURRENCY_DIGITS[currencyCode] === undefined) throw invalidField('currencyCode', `must be an ISO 4217 code of: ${SUPPORTED_CURRENCIES.join(', ')}`);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const branchId = await this.branchOf(uow.manager, ctx, input.branchId ?? null);
        const account = Object.assign(new BankAccount(), {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          accountNumber: input.accountNumber.trim(),
          accountNumberKey: accountNumberKey(input.accountNumber),
          currencyCode,
          branchId,
          active: true,
          activeChangedAt: null,
          activeReason: null,
        });
        await uow.manager.insert(BankAccount, account);
        await recordAudit(uow, ctx, { entityType: 'bank-account', entityId: account.id, action: 'created', changes: bankAccountPayload(account), branchId });
        await emit(uow, ctx, { type: bankAccountEvents.types.created, resourceId: account.id, data: bankAccountPayload(account), branchId });
        return account;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateBankAccountInput): Promise<BankAccount> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const account = await this.lock(uow.manager, ctx, id);
        const next: Partial<BankAccount> = {};
        if (input.name != null) next.name = input.name.trim();
        if (input.accountNumber != null) next.accountNumber = input.accountNumber.trim();
        if (input.branchId != null) next.branchId = await this.branchOf(uow.manager, ctx, input.branchId);
        const changes = diffFields(account, next, ['name', 'accountNumber', 'branchId']);
        if (Object.keys(changes).length === 0) return account;
        Object.assign(account, next, { accountNumberKey: accountNumberKey(next.accountNumber ?? account.accountNumber) });
        await uow.manager.save(account);
        await recordAudit(uow, ctx, { entityType: 'bank-account', entityId: id, action: 'updated', changes, branchId: account.branchId });
        await emit(uow, ctx, { type: bankAccountEvents.types.updated, resourceId: id, data: bankAccountPayload(account), branchId: account.branchId });
        return account;
      }),
    );
  }

  async setActive(ctx: RequestContext, id: string, input: SetBankAccountActiveInput): Promise<BankAccount> {
    return ctx.transaction(async (uow) => {
      const account = await this.lock(uow.manager, ctx, id);
      if (account.active === input.active) return account;
      const reason = normalizeReason(input.reason);
      Object.assign(account, { active: input.active, activeChangedAt: ctx.now(), activeReason: reason });
      await uow.manager.save(account);
      const action = input.active ? 'activated' : 'deactivated';
      await recordAudit(uow, ctx, {
        entityType: 'bank-account',
        entityId: id,
        action,
        reason,
        changes: { active: { from: !input.active, to: input.active } },
        branchId: account.branchId,
      });
      await emit(uow, ctx, { type: bankAccountEvents.types[action], resourceId: id, data: bankAccountPayload(account), branchId: account.branchId });
      return account;
    });
  }

  /** A branch of the caller's organisation (422 on branchId otherwise); none named: the active branch. */
  private async branchOf(manager: EntityManager, ctx: RequestContext, branchId: string | null): Promise<string> {
    if (branchId === null) return ctx.branchId;
    const [row] = await runSql(manager, 'SELECT id FROM branches WHERE id = $1 AND organization_id = $2', [branchId, ctx.organizationId]);
    if (!row) throw invalidField('branchId', 'must be a branch of this organisation');
    return branchId;
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NUMBER]: () => conflict('A bank account with this account number already exists.') });
  }
}

export const bankAccountService = new BankAccountService();
