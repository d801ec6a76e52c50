import { ADVANCE_TRANSITIONS, advanceAmountProblem, advanceLimit, advanceMove, AdvanceStatus } from '../../../src/modules/hr/advances/advance.rules';
import { installmentCount, loanBalance, loanMoveProblem, loanSchedule, LoanStatus, loanTermsProblems } from '../../../src/modules/hr/loans/loan.rules';

describe('advance state machine', () => {
  const statuses = Object.values(AdvanceStatus);

  it.each([
    [AdvanceStatus.Pending, 'approve', AdvanceStatus.Approved],
    [AdvanceStatus.Pending, 'reject', AdvanceStatus.Rejected],
    [AdvanceStatus.Pending, 'cancel', AdvanceStatus.Cancelled],
    [AdvanceStatus.Approved, 'pay', AdvanceStatus.Paid],
    [AdvanceStatus.Approved, 'cancel', AdvanceStatus.Cancelled],
    [AdvanceStatus.Paid, 'settle', AdvanceStatus.Settled],
  ] as const)('allows %s --%s--> %s', (from, action, to) => {
    expect(advanceMove(from, action)).toEqual({ to });
  });

  it('refuses every other move', () => {
    for (const [action, rule] of Object.entries(ADVANCE_TRANSITIONS)) {
      for (const from of statuses.filter((status) => !rule.from.includes(status))) {
        const result = advanceMove(from, action as keyof typeof ADVANCE_TRANSITIONS);
        expect(result).toEqual({ problem: expect.stringContaining(`An advance that is ${from} cannot be`) });
      }
    }
    expect(advanceMove(AdvanceStatus.Settled, 'pay')).toEqual({ problem: 'An advance that is Settled cannot be paid; only Approved advances can.' });
  });
});

describe('advance limit', () => {
  it('is half of baseSalary + allowances, rounded down', () => {
    expect(advanceLimit({ baseSalary: 750_000, allowances: 100_001 })).toBe(425_000);
    expect(advanceLimit({ baseSalary: 3_000_000_001, allowances: 0 })).toBe(1_500_000_000);
  });

  it('accepts amounts up to the limit and refuses above it or without pay', () => {
    const pay = { baseSalary: 800_000, allowances: 200_000 };
    expect(advanceAmountProblem(500_000, pay)).toBeNull();
    expect(advanceAmountProblem(500_001, pay)).toBe('must be at most 500000 (50% of monthly pay)');
    expect(advanceAmountProblem(1, { baseSalary: 0, allowances: 0 })).toMatch(/no monthly pay/);
  });
});

describe('loan schedule arithmetic', () => {
  it('repeats the installment and leaves the remainder to the last one', () => {
    const schedule = loanSchedule(1_000_000, 300_000, '2026-01-15');
    expect(schedule).toEqual([
      { sequence: 1, dueDate: '2026-02-28', amount: 300_000 },
      { sequence: 2, dueDate: '2026-03-31', amount: 300_000 },
      { sequence: 3, dueDate: '2026-04-30', amount: 300_000 },
      { sequence: 4, dueDate: '2026-05-31', amount: 100_000 },
    ]);
    expect(schedule.reduce((sum, row) => sum + row.amount, 0)).toBe(1_000_000);
  });

  it('has no short last installment when the principal divides evenly', () => {
    const schedule = loanSchedule(900_000, 300_000, '2026-11-30');
    expect(schedule.map((row) => row.amount)).toEqual([300_000, 300_000, 300_000]);
    expect(schedule.map((row) => row.dueDate)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
  });

  it('handles one installment, 1 IQD remainders and amounts beyond 2^31 exactly', () => {
    expect(loanSchedule(500, 500, '2026-01-01')).toEqual([{ sequence: 1, dueDate: '2026-02-28', amount: 500 }]);
    expect(loanSchedule(1_000_001, 500_000, '2028-01-31').map((row) => [row.amount, row.dueDate])).toEqual([
      [500_000, '2028-02-29'],
      [500_000, '2028-03-31'],
      [1, '2028-04-30'],
    ]);
    const big = loanSchedule(5_000_000_007, 2_500_000_000, '2026-01-01');
    expect(big.map((row) => row.amount)).toEqual([2_500_000_000, 2_500_000_000, 7]);
    expect(installmentCount(5_000_000_007, 2_500_000_000)).toBe(3);
  });

  it('refuses impossible terms', () => {
    expect(() => loanSchedule(100, 0, '2026-01-01')).toThrow(RangeError);
    expect(() => loanSchedule(100, 101, '2026-01-01')).toThrow(RangeError);
    expect(() => loanSchedule(100.5, 10, '2026-01-01')).toThrow(RangeError);
  });

  it('checks installment against principal and the 60-installment cap', () => {
    expect(loanTermsProblems(1_000_000, 1_000_000)).toEqual({});
    expect(loanTermsProblems(1_000_000, 1_000_001)).toEqual({ installment: 'must not be more than principal' });
    expect(loanTermsProblems(6_000_000, 100_000)).toEqual({});
    expect(loanTermsProblems(6_000_001, 100_000)).toEqual({ installment: 'must be at least 100001 (at most 60 monthly installments)' });
  });

  it('computes the remaining balance per status', () => {
    expect(loanBalance(LoanStatus.Pending, 1_000_000, 0)).toBe(1_000_000);
    expect(loanBalance(LoanStatus.Approved, 1_000_000, 300_000)).toBe(700_000);
    expect(loanBalance(LoanStatus.Repaid, 1_000_000, 1_000_000)).toBe(0);
    expect(loanBalance(LoanStatus.Rejected, 1_000_000, 0)).toBe(0);
    expect(loanBalance(LoanStatus.Cancelled, 1_000_000, 0)).toBe(0);
  });
});

describe('loan state machine', () => {
  it('allows decisions and cancellation only from Pending and repayment only while Approved', () => {
    expect(loanMoveProblem(LoanStatus.Pending, 'approve')).toBeNull();
    expect(loanMoveProblem(LoanStatus.Pending, 'reject')).toBeNull();
    expect(loanMoveProblem(LoanStatus.Pending, 'cancel')).toBeNull();
    expect(loanMoveProblem(LoanStatus.Approved, 'repay')).toBeNull();
    for (const status of [LoanStatus.Approved, LoanStatus.Rejected, LoanStatus.Cancelled, LoanStatus.Repaid]) {
      expect(loanMoveProblem(status, 'approve')).toMatch(`A loan that is ${status} cannot be approved`);
      expect(loanMoveProblem(status, 'reject')).toMatch(/cannot be rejected/);
      expect(loanMoveProblem(status, 'cancel')).toMatch(/cannot be cancelled/);
    }
    for (const status of [LoanStatus.Pending, LoanStatus.Rejected, LoanStatus.Cancelled, LoanStatus.Repaid]) {
      expect(loanMoveProblem(status, 'repay')).toMatch(/cannot be repaid/);
    }
  });
});
