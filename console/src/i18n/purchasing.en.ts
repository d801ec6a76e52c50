/** Strings of the purchasing pages (suppliers). */
export const purchasingEn = {
  purchasingNav: { purchasing: 'Purchasing', suppliers: 'Suppliers' },
  suppliers: {
    title: 'Suppliers', new: 'New supplier', created: 'Supplier created.', phone: 'Phone', taxNumber: 'Tax number', state: 'State',
    deactivate: 'Deactivate', activate: 'Activate', activeTitle: 'Change the state of {{name}}', editTitle: 'Edit {{name}}',
  },
};
