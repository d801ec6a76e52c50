import { loanPlan, MAX_LOAN_INSTALLMENTS } from '../../console/src/pages/hr/loan-plan';
import { batchCanBeDeleted, batchIsOpen, batchTakesOutputs, nextBatchStatuses } from '../../console/src/pages/production/batch-moves';
import { visibleNavigation } from '../../console/src/shell/navigation';
import { EMPTY_PERSONAL, personalInputOf } from '../../console/src/pages/hr/employee-personal';

describe('console logic of the loan, batch and settings pages', () => {
  it('previews the loan split the service schedules: equal installments and the remainder last', () => {
    expect(loanPlan(1_000_000, 300_000)).toEqual({ count: 4, last: 100_000, tooMany: false });
    expect(loanPlan(900_000, 300_000)).toEqual({ count: 3, last: 300_000, tooMany: false });
    expect(loanPlan(500_000, 500_000)).toEqual({ count: 1, last: 500_000, tooMany: false });
  });

  it('flags a split of more than 60 installments and shows nothing while the amounts are missing or the installment is above the principal', () => {
    expect(loanPlan(610, 10)).toEqual({ count: 61, last: 10, tooMany: true });
    expect(loanPlan(600, 10)?.tooMany).toBe(false);
    expect(MAX_LOAN_INSTALLMENTS).toBe(60);
    expect(loanPlan(0, 100)).toBeNull();
    expect(loanPlan(100, 0)).toBeNull();
    expect(loanPlan(100, 200)).toBeNull();
    expect(loanPlan(100.5, 10)).toBeNull();
  });

  it('offers the batch status moves of docs/production.md, with Closed and Cancelled final', () => {
    expect(nextBatchStatuses('Draft')).toEqual(['InProduction', 'Cancelled']);
    expect(nextBatchStatuses('InProduction')).toEqual(['Completed', 'Closed', 'Cancelled']);
    expect(nextBatchStatuses('Completed')).toEqual(['InProduction', 'Closed', 'Cancelled']);
    expect(nextBatchStatuses('Closed')).toEqual([]);
    expect(nextBatchStatuses('Cancelled')).toEqual([]);
  });

  it('takes outputs and waste only in production or completed; deletes anything but a closed batch', () => {
    expect(['Draft', 'InProduction', 'Completed', 'Closed', 'Cancelled'].map((s) => batchTakesOutputs(s as never))).toEqual([false, true, true, false, false]);
    expect(['Draft', 'InProduction', 'Completed', 'Closed', 'Cancelled'].map((s) => batchIsOpen(s as never))).toEqual([true, true, true, false, false]);
    expect(batchCanBeDeleted('Closed')).toBe(false);
    expect(batchCanBeDeleted('Cancelled')).toBe(true);
  });

  it('shows loans and leave types to HR readers and organisation settings only with settings:manage', () => {
    const links = (permissions: string[]) => visibleNavigation(permissions).flatMap((group) => group.items.map((item) => item.to));
    expect(links(['hr:read'])).toEqual(expect.arrayContaining(['/hr/loans', '/hr/leave-types']));
    expect(links(['hr:read'])).not.toContain('/organisation/settings');
    expect(links(['settings:manage'])).toContain('/organisation/settings');
    expect(links([])).not.toContain('/hr/loans');
  });

  it("sends the employee's personal details as the service reads them: the birth day at midnight UTC, empty text as null", () => {
    expect(personalInputOf(EMPTY_PERSONAL)).toEqual({
      nationalId: null,
      dateOfBirth: null,
      gender: null,
      maritalStatus: null,
      contractType: null,
      address: null,
      emergencyName: null,
      emergencyPhone: null,
    });
    expect(
      personalInputOf({ ...EMPTY_PERSONAL, nationalId: ' 1990123 ', dateOfBirth: '1990-04-02', contractType: 'FullTime', emergencyPhone: '+9647701234567' }),
    ).toMatchObject({
      nationalId: '1990123',
      dateOfBirth: '1990-04-02T00:00:00.000Z',
      contractType: 'FullTime',
      emergencyPhone: '+9647701234567',
      address: null,
    });
  });
});
