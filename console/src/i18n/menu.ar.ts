import type { menuEn } from './menu.en';

export const menuAr: typeof menuEn = {
  menuNav: { modifierGroups: 'مجموعات الإضافات', productImport: 'استيراد المنتجات' },
  modifiers: {
    title: 'مجموعات الإضافات', new: 'مجموعة إضافات جديدة', editTitle: 'تعديل {{name}}', deleteTitle: 'حذف {{name}}', choices: 'الاختيارات', options: 'الخيارات',
    minChoices: 'أقل عدد اختيارات', minHelp: '1 أو أكثر يجعل الاختيار إلزاميًا', maxChoices: 'أكثر عدد اختيارات', optionName: 'الخيار {{n}}',
    priceDelta: 'تغيير السعر (د.ع)', optionActive: 'معروض', addOption: 'إضافة خيار', removeOption: 'حذف الخيار {{n}}', inactive: 'غير معروض',
    rule: { exactly: 'اختر {{min}}', upTo: 'اختر حتى {{max}}', between: 'اختر من {{min}} إلى {{max}}' },
  },
  menu: {
    consumables: 'قائمة المواد (للوحدة الواحدة)', item: 'مادة المخزون', quantity: 'الكمية', unit: 'الوحدة', scope: 'قناة البيع', kind: 'النوع',
    standardCost: 'الكلفة المعيارية', margin: 'الهامش', optional: 'اختياري', required: 'إلزامي', addConsumable: 'إضافة إلى قائمة المواد',
    removeConsumable: 'حذف', detach: 'فصل', attachGroup: 'عرض مجموعة موجودة', attach: 'عرضها',
    editRecord: 'تعديل {{name}}', deleteRecord: 'حذف {{name}}',
  },
  productImport: {
    title: 'استيراد المنتجات', file: 'ملف الاستيراد', format: 'صيغة الملف', choose: 'اختر ملفًا…', content: 'محتوى الملف',
    help: 'ملف CSV بسطر عناوين (code وname وbasePriceIqd وأي أعمدة أخرى للمنتج) أو مصفوفة JSON. لا يتغير شيء حتى تعتمد المعاينة.',
    preview: 'معاينة', commit: 'اعتماد الاستيراد', committed: 'تم الاستيراد: {{create}} منتج جديد و{{update}} منتج متغيّر.',
    expires: 'يمكن اعتماد هذه المعاينة حتى {{at}}.', rows: 'الأسطر', row: 'السطر', action: 'النتيجة', details: 'التغييرات أو المشكلات',
    newCategories: 'فئات جديدة: {{codes}}', fixErrors: 'صحّح الأسطر ذات الأخطاء ثم عاين مجددًا.',
  },
  menuEnum: {
    All: 'كل القنوات', DineIn: 'تناول في المطعم', Takeaway: 'سفري', Delivery: 'توصيل', SelfOrder: 'طلب ذاتي (QR)', Partner: 'شريك',
    Ingredient: 'مكوّن', Packaging: 'تغليف', Garnish: 'زينة', Sauce: 'صلصة', Other: 'أخرى',
    Chicken: 'دجاج', Meat: 'لحم', Rice: 'رز', Product: 'منتج',
    Create: 'جديد', Update: 'متغيّر', Unchanged: 'بلا تغيير', Error: 'خطأ',
  },
};
