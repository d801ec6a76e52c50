/** Choice limits of a modifier group (pure; unit tested). Field → message, empty when valid. */
export function choiceProblems(group: { minChoices: number; maxChoices: number; required: boolean }, activeOptions: number): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (group.minChoices > group.maxChoices) problems.minChoices = ['must not exceed maxChoices'];
  else if (group.required && group.minChoices < 1) problems.minChoices = ['must be at least 1 when the group is required'];
  else if (!group.required && group.minChoices > 0) problems.required = ['must be true when minChoices is above 0'];
  else if (group.minChoices > activeOptions) problems.minChoices = [`must not exceed the number of active options (${activeOptions})`];
  return problems;
}
