import { chooseBranchStep, invitationFromLink } from '../../console/src/pages/auth/sign-in-rules';

describe('console sign-in rules', () => {
  it('asks for a branch only when the person has several and none is remembered on this browser', () => {
    expect(chooseBranchStep(1, false)).toBe(false);
    expect(chooseBranchStep(2, false)).toBe(true);
    expect(chooseBranchStep(2, true)).toBe(false);
    expect(chooseBranchStep(0, false)).toBe(false);
  });

  it('takes the address from the query and the code from the fragment of an invitation link', () => {
    expect(invitationFromLink('?email=sara%40example.test', '#code=123456')).toEqual({ email: 'sara@example.test', code: '123456' });
  });

  it('ignores a malformed code or address in the link instead of prefilling it', () => {
    expect(invitationFromLink('?email=not-an-address', '#code=12345x')).toEqual({ email: '', code: '' });
    expect(invitationFromLink('', '')).toEqual({ email: '', code: '' });
    expect(invitationFromLink(`?email=${'a'.repeat(260)}@x.test`, '#code=1234567')).toEqual({ email: '', code: '' });
  });
});
