import type { peopleEn } from './people.en';

export const peopleAr: typeof peopleEn = {
  employeeBranches: {
    branches: 'الفروع',
    branch: 'الفرع',
    none: 'المؤسسة كلها',
    help: 'مكان عمل هذا الشخص (بلا فرع: المؤسسة كلها). الأعضاء المحصورون في فروع معيّنة يرون موظفي فروعهم وموظفي المؤسسة كلها فقط.',
  },
};
