import { activationRefusal, branchCodeKey, BRANCH_CODE_PATTERN, FIRST_BRANCH } from '../../../src/modules/identity/branches/branch.rules';

describe('branch rules', () => {
  it('makes codes unique whatever their letter case', () => {
    expect(branchCodeKey(' Main ')).toBe('main');
    expect(branchCodeKey('KRD-2')).toBe(branchCodeKey('krd-2'));
    expect(FIRST_BRANCH).toMatchObject({ code: 'MAIN', codeKey: 'main', timeZone: 'Asia/Baghdad', active: true });
  });

  it('accepts short codes of letters, digits, - and _ only', () => {
    for (const ok of ['MAIN', 'krd-2', 'B_1', '7', 'A234567890123456789X']) expect(BRANCH_CODE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', '-A', 'has space', 'A2345678901234567890X', 'فرع', 'A/B']) expect(BRANCH_CODE_PATTERN.test(bad)).toBe(false);
  });

  it('refuses deactivating the last active branch and repeating the current state', () => {
    expect(activationRefusal(true, false, 2)).toBeNull();
    expect(activationRefusal(true, false, 1)).toBe('last-active');
    expect(activationRefusal(false, true, 1)).toBeNull();
    expect(activationRefusal(false, false, 3)).toBe('already-inactive');
    expect(activationRefusal(true, true, 3)).toBe('already-active');
  });
});
