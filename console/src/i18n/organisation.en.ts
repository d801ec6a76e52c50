/** Strings of the organisation pages added after the first console: member and branch changes, settings. */
export const organisationEn = {
  orgNav: { settings: 'Organisation settings' },
  memberEdit: { edit: 'Edit', title: 'Edit {{name}}', saved: 'Member saved.', status: 'Status' },
  branchEdit: {
    edit: 'Edit', title: 'Edit {{name}}', address: 'Address', phone: 'Phone', deactivate: 'Deactivate', activate: 'Activate',
    deactivateTitle: 'Deactivate {{name}}', deactivateHelp: 'Sign-in to this branch is refused and its sessions end; its data is kept.',
    activateTitle: 'Activate {{name}}', saved: 'Branch saved.',
  },
  orgSettings: {
    title: 'Organisation settings', name: 'Organisation name', currency: 'Base currency (fixed at registration)', dayStart: 'Business day starts at (hour, 0–23)',
    dayStartHelp: 'Sales before this local hour belong to the previous business day.', language: 'Default language', priceStep: 'Price step (IQD)',
    priceStepHelp: 'Shelf prices derived from a tier round to this amount.', pricesIncludeTax: 'Shelf prices include tax',
    pricesIncludeTaxHelp: 'On: tax is taken out of the price. Off: tax is added on top. Applies to quotes and orders priced after the change.',
    saved: 'Settings saved.', En: 'English', Ar: 'Arabic',
  },
};
