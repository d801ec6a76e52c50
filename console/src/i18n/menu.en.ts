/** Strings of the menu pages added to products: modifier groups, bills of materials, product import. */
export const menuEn = {
  menuNav: { modifierGroups: 'Modifier groups', productImport: 'Product import' },
  modifiers: {
    title: 'Modifier groups', new: 'New modifier group', editTitle: 'Edit {{name}}', deleteTitle: 'Delete {{name}}', choices: 'Choices', options: 'Options',
    minChoices: 'Fewest choices', minHelp: '1 or more makes a choice required', maxChoices: 'Most choices', optionName: 'Option {{n}}',
    priceDelta: 'Price change (IQD)', optionActive: 'Offered', addOption: 'Add an option', removeOption: 'Remove option {{n}}', inactive: 'not offered',
    rule: { exactly: 'Choose {{min}}', upTo: 'Choose up to {{max}}', between: 'Choose {{min}} to {{max}}' },
  },
  menu: {
    consumables: 'Bill of materials (one unit)', item: 'Inventory item', quantity: 'Quantity', unit: 'Unit', scope: 'Sold on', kind: 'Kind',
    standardCost: 'Standard cost', margin: 'Margin', optional: 'optional', required: 'Required', addConsumable: 'Add to the bill of materials',
    removeConsumable: 'Remove', detach: 'Detach', attachGroup: 'Offer an existing group', attach: 'Offer it',
    editRecord: 'Edit {{name}}', deleteRecord: 'Delete {{name}}',
  },
  productImport: {
    title: 'Product import', file: 'Import file', format: 'File format', choose: 'Choose a file…', content: 'File content',
    help: 'CSV with a header row (code, name, basePriceIqd and any other product columns) or a JSON array. Nothing changes until you commit the preview.',
    preview: 'Preview', commit: 'Commit the import', committed: 'Imported: {{create}} new and {{update}} changed products.',
    expires: 'This preview can be committed until {{at}}.', rows: 'Rows', row: 'Row', action: 'Result', details: 'Changes or problems',
    newCategories: 'New categories: {{codes}}', fixErrors: 'Fix the rows with errors and preview again.',
  },
  menuEnum: {
    All: 'Every channel', DineIn: 'Dine-in', Takeaway: 'Takeaway', Delivery: 'Delivery', SelfOrder: 'Self-order (QR)', Partner: 'Partner',
    Ingredient: 'Ingredient', Packaging: 'Packaging', Garnish: 'Garnish', Sauce: 'Sauce', Other: 'Other',
    Chicken: 'Chicken', Meat: 'Meat', Rice: 'Rice', Product: 'Product',
    Create: 'New', Update: 'Changed', Unchanged: 'Unchanged', Error: 'Error',
  },
};
