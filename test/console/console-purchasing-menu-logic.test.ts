import {
  missingChoices,
  orderReference,
  previewLineTotal,
  purchaseInvoiceActions,
  purchaseOrderActions,
} from '../../console/src/pages/purchasing/purchase-rules';
import { checklistKey, finalReportMoves, pilotDeletable, pilotDetailsEditable, pilotMoves } from '../../console/src/pages/loss/pilot-rules';
import { choiceRule, compatibleUnits, modifierGroupInput } from '../../console/src/pages/products/menu-rules';
import { visibleNavigation } from '../../console/src/shell/navigation';

const roles = {
  owner: ['purchasing:read', 'purchasing:write', 'purchasing:approve', 'accounting:write'],
  accountant: ['purchasing:read', 'purchasing:approve', 'accounting:write'],
};
const canOf = (permissions: string[]) => (permission: string) => permissions.includes(permission);

describe('console purchasing, pilot and menu logic', () => {
  it('offers only the purchase order moves the state machine allows and the role may make', () => {
    const owner = canOf(roles.owner);
    const accountant = canOf(roles.accountant);
    expect(purchaseOrderActions('Draft', owner)).toEqual(['edit', 'submit', 'cancel']);
    expect(purchaseOrderActions('PendingApproval', owner)).toEqual(['approve', 'reject', 'reopen', 'cancel']);
    expect(purchaseOrderActions('Approved', owner)).toEqual(['receive', 'revert', 'cancel']);
    expect(purchaseOrderActions('Received', owner)).toEqual([]);
    expect(purchaseOrderActions('Cancelled', owner)).toEqual([]);
    expect(purchaseOrderActions('Draft', accountant)).toEqual([]);
    expect(purchaseOrderActions('PendingApproval', accountant)).toEqual(['approve', 'reject']);
    expect(purchaseOrderActions('Approved', accountant)).toEqual(['revert']);
  });

  it('hides "approve" from whoever raised the pending request, but lets them reject or reopen it', () => {
    expect(purchaseOrderActions('PendingApproval', canOf(roles.owner), true)).toEqual(['reject', 'reopen', 'cancel']);
    expect(purchaseInvoiceActions('PendingApproval', canOf(roles.owner), true)).toEqual(['reject']);
  });

  it('offers the invoice moves: payment only with accounting:write, cancel from Draft or Rejected', () => {
    const owner = canOf(roles.owner);
    expect(purchaseInvoiceActions('Draft', owner)).toEqual(['edit', 'submit', 'cancel']);
    expect(purchaseInvoiceActions('PendingApproval', owner)).toEqual(['approve', 'reject']);
    expect(purchaseInvoiceActions('Approved', owner)).toEqual(['pay']);
    expect(purchaseInvoiceActions('Approved', canOf(['purchasing:read', 'purchasing:write']))).toEqual([]);
    expect(purchaseInvoiceActions('Rejected', owner)).toEqual(['cancel']);
    expect(purchaseInvoiceActions('Paid', owner)).toEqual([]);
  });

  it('previews a line total as the service rounds it: half away from zero, to 1 IQD', () => {
    expect(previewLineTotal(2.5, 1001)).toBe(2503);
    expect(previewLineTotal(0.333, 1500)).toBe(500);
    expect(previewLineTotal(1.001, 999)).toBe(1000);
    expect(previewLineTotal(1_000_000, 1_000_000_000)).toBe(1_000_000_000_000_000);
    expect(previewLineTotal('', 100)).toBeNull();
    expect(previewLineTotal(2, '')).toBeNull();
    expect(previewLineTotal(2, 1.5)).toBeNull();
  });

  it('names a purchase order by the start of its id', () => {
    expect(orderReference('1a2b3c4d-0000-4000-8000-000000000000')).toBe('PO-1A2B3C4D');
  });

  it('moves pilots Planned → Active → Completed, cancels before completion, deletes only when not Active', () => {
    expect(pilotMoves('Planned')).toEqual(['Active', 'Cancelled']);
    expect(pilotMoves('Active')).toEqual(['Completed', 'Cancelled']);
    expect(pilotMoves('Completed')).toEqual([]);
    expect(pilotMoves('Cancelled')).toEqual([]);
    expect(pilotDeletable('Active')).toBe(false);
    expect(pilotDeletable('Planned')).toBe(true);
    expect(pilotDetailsEditable('Active')).toBe(true);
    expect(pilotDetailsEditable('Completed')).toBe(false);
  });

  it('offers the final report steps the pilot status allows', () => {
    expect(finalReportMoves('Planned', 'NotStarted')).toEqual([]);
    expect(finalReportMoves('Active', 'NotStarted')).toEqual(['Draft']);
    expect(finalReportMoves('Active', 'Draft')).toEqual([]);
    expect(finalReportMoves('Completed', 'Draft')).toEqual(['Submitted']);
    expect(finalReportMoves('Completed', 'Submitted')).toEqual(['Accepted', 'Draft']);
    expect(finalReportMoves('Completed', 'Accepted')).toEqual([]);
    expect(finalReportMoves('Cancelled', 'Draft')).toEqual([]);
  });

  it('makes checklist keys the service accepts, unique within the list', () => {
    expect(checklistKey('Count the freezer!', [])).toBe('count-the-freezer');
    expect(checklistKey('Count the freezer', ['count-the-freezer'])).toBe('count-the-freezer-2');
    expect(checklistKey('عدّ المخزون', [])).toBe('item');
    expect(checklistKey('عدّ المخزون', ['item', 'item-2'])).toBe('item-3');
    expect(checklistKey('x'.repeat(80), [])).toHaveLength(32);
  });

  it('derives "required" from the fewest choices and keeps option order and ids', () => {
    const input = modifierGroupInput({
      name: 'Rice size',
      nameAr: '',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 'opt-1', name: 'Regular', nameAr: 'عادي', priceDeltaIqd: 0, active: true },
        { name: 'Large', nameAr: '', priceDeltaIqd: '1000', active: true },
        { name: 'Small', nameAr: '', priceDeltaIqd: -500, active: false },
      ],
    });
    expect(input).toEqual({
      name: 'Rice size',
      nameAr: null,
      minChoices: 1,
      maxChoices: 1,
      required: true,
      options: [
        { id: 'opt-1', name: 'Regular', nameAr: 'عادي', priceDeltaIqd: 0, active: true, sortOrder: 0 },
        { name: 'Large', nameAr: null, priceDeltaIqd: 1000, active: true, sortOrder: 1 },
        { name: 'Small', nameAr: null, priceDeltaIqd: -500, active: false, sortOrder: 2 },
      ],
    });
    expect(modifierGroupInput({ name: 'Extras', nameAr: '', minChoices: '', maxChoices: 3, options: [] }).required).toBe(false);
  });

  it('words the choice rule and offers the units a bill-of-materials line may use', () => {
    expect(choiceRule(1, 1).key).toBe('exactly');
    expect(choiceRule(0, 3).key).toBe('upTo');
    expect(choiceRule(1, 2).key).toBe('between');
    expect(compatibleUnits('G')).toEqual(['Kg', 'G']);
    expect(compatibleUnits('Ml')).toEqual(['L', 'Ml']);
    expect(compatibleUnits('Piece')).toEqual(['Piece']);
  });

  it('shows the purchasing pages to the roles that read purchasing, and pilots to loss readers', () => {
    const accountant = visibleNavigation(['purchasing:read', 'loss:read']).flatMap((group) => group.items.map((item) => item.to));
    expect(accountant).toEqual(
      expect.arrayContaining(['/purchasing/orders', '/purchasing/invoices', '/purchasing/approvals', '/purchasing/settings', '/loss/pilots']),
    );
    const staff = visibleNavigation(['catalog:read']).flatMap((group) => group.items.map((item) => item.to));
    expect(staff).not.toContain('/purchasing/orders');
    expect(staff).not.toContain('/loss/pilots');
    expect(staff).toContain('/menu/modifier-groups');
  });
});

describe('console purchasing forms', () => {
  it('names the required choices left empty by the field path the service uses', () => {
    expect(missingChoices(null, [{ inventoryItemId: 'a' }, { inventoryItemId: null }])).toEqual(['supplierId', 'lines[1].inventoryItemId']);
    expect(missingChoices('s', [{ inventoryItemId: 'a' }])).toEqual([]);
  });
});
