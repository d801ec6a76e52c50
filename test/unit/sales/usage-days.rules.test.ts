import { dueUsageDays, splitUsageDays, USAGE_DAYS_BACK } from '../../../src/modules/sales/usage/usage-days.rules';
import { addDays } from '../../../src/core/time/business-day';

describe('stored usage days: which days come from where', () => {
  it('puts every day of the range in exactly one list, in date order', () => {
    expect(splitUsageDays('2026-02-26', '2026-03-02', ['2026-02-27', '2026-03-01', '2026-01-15', '2026-03-03'])).toEqual({
      stored: ['2026-02-27', '2026-03-01'],
      live: ['2026-02-26', '2026-02-28', '2026-03-02'],
    });
  });

  it('reads everything live when nothing is stored, and nothing live when every day is', () => {
    expect(splitUsageDays('2026-03-01', '2026-03-03', [])).toEqual({ stored: [], live: ['2026-03-01', '2026-03-02', '2026-03-03'] });
    expect(splitUsageDays('2026-03-01', '2026-03-02', ['2026-03-02', '2026-03-01'])).toEqual({ stored: ['2026-03-01', '2026-03-02'], live: [] });
  });

  it('crosses month and leap-day boundaries one day at a time', () => {
    const { stored, live } = splitUsageDays('2028-02-27', '2028-03-01', []);
    expect(stored).toEqual([]);
    expect(live).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('stored usage days: which days the job computes', () => {
  const fresh = (businessDate: string) => ({ businessDate, stale: false, inputsFingerprint: 'f1' });

  it('computes the ended days from the first order on, newest first, skipping fresh ones and never today', () => {
    expect(dueUsageDays('2026-03-05', '2026-03-01', [fresh('2026-03-03')], 'f1')).toEqual(['2026-03-04', '2026-03-02', '2026-03-01']);
  });

  it('computes again a stale day and a day stored with other bills of materials', () => {
    const stored = [fresh('2026-03-04'), { ...fresh('2026-03-03'), stale: true }, { ...fresh('2026-03-02'), inputsFingerprint: 'f0' }];
    expect(dueUsageDays('2026-03-05', '2026-03-02', stored, 'f1')).toEqual(['2026-03-03', '2026-03-02']);
  });

  it('has nothing to do for a branch without orders, and goes back at most USAGE_DAYS_BACK days', () => {
    expect(dueUsageDays('2026-03-05', null, [], 'f1')).toEqual([]);
    const due = dueUsageDays('2026-03-05', '2020-01-01', [], 'f1');
    expect(due).toHaveLength(USAGE_DAYS_BACK);
    expect(due[due.length - 1]).toBe(addDays('2026-03-05', -USAGE_DAYS_BACK));
  });

  it('has nothing to do when the first order is today', () => {
    expect(dueUsageDays('2026-03-05', '2026-03-05', [], 'f1')).toEqual([]);
  });
});
