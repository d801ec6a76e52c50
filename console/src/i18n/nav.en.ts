/** Navigation grouped by the owner's work (issue #38 item 9), and the shared "new record" dialog. */
export const navEn = {
  workNav: {
    today: 'Today',
    sales: 'Sales',
    kitchen: 'Kitchen',
    stock: 'Stock',
    menu: 'Menu',
    people: 'People',
    money: 'Money',
    reports: 'Reports',
    settings: 'Settings',
  },
  createDialog: { close: 'Close' },
};
