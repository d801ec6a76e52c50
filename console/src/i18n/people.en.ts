/** Employees and their branches (issue #38 item 10). */
export const peopleEn = {
  employeeBranches: {
    branches: 'Branches',
    branch: 'Branch',
    none: 'Whole organisation',
    help: "Where this person works (none: the whole organisation). Members limited to some branches see only their branches' staff and the organisation-wide staff.",
  },
};
