/** A branch the person may pick after the password was accepted. */
export interface BranchChoice {
  id: string;
  name: string;
  nameAr?: string | null;
  code: string;
}

/**
 * Whether sign-in asks which branch to open: only for someone with several branches who has no
 * branch remembered on this browser (a remembered one opens directly; the header switches later).
 */
export function chooseBranchStep(branchCount: number, rememberedBranch: boolean): boolean {
  return branchCount > 1 && !rememberedBranch;
}

/**
 * What the accept-invitation page can take from its link: the address from the query, the code
 * from the fragment (mailed links carry it there so it never reaches a server log), each only
 * when well formed.
 */
export function invitationFromLink(search: string, hash: string): { email: string; code: string } {
  const email = new URLSearchParams(search).get('email')?.trim() ?? '';
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code')?.trim() ?? '';
  return { email: email.length <= 254 && email.includes('@') ? email : '', code: /^\d{6}$/.test(code) ? code : '' };
}
