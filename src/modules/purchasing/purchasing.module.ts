import type { FeatureModule } from '../feature-module';
import { can } from '../../core/auth/rules';
import { Supplier } from './suppliers/supplier.entity';
import { SupplierResolver } from './suppliers/supplier.resolver';
import { supplierEvents } from './suppliers/supplier.events';
import { PurchaseOrder } from './purchase-orders/purchase-order.entity';
import { PurchaseOrderResolver } from './purchase-orders/purchase-order.resolver';
import { purchaseOrderEvents } from './purchase-orders/purchase-order.events';
import { PurchaseInvoice } from './purchase-invoices/purchase-invoice.entity';
import { PurchaseInvoiceResolver } from './purchase-invoices/purchase-invoice.resolver';
import { purchaseInvoiceEvents } from './purchase-invoices/purchase-invoice.events';
import { PurchaseLineResolver } from './shared/purchase-line.resolver';
import { supplierPaymentMatchTarget } from './purchase-invoices/supplier-payment.match-target';
import { ApprovalRequest } from './approvals/approval-request.entity';
import { ApprovalDecision } from './approvals/approval-decision.entity';
import { PurchasingSettingsRow } from './approvals/purchasing-settings.entity';
import { ApprovalRequestResolver, PurchasingSettingsResolver } from './approvals/approval.resolver';
import { approvalRequestEvents, purchasingSettingsEvents } from './approvals/approval.events';
import { purchaseInvoicesReport } from './purchase-invoices/purchase-invoice.reports';
import { purchaseOrdersReport } from './purchase-orders/purchase-order.reports';
import { purchasingRoutes } from './purchasing.routes';
import { PURCHASING_MESSAGES } from './purchasing.messages';
import { approvalRequestsSort } from './approvals/approval.service';
import { purchaseInvoicesSort } from './purchase-invoices/purchase-invoice.service';
import { purchaseOrdersSort } from './purchase-orders/purchase-order.service';
import { suppliersSort } from './suppliers/supplier.service';

/**
 * Reading: purchasing:read. Suppliers, orders and invoices (create, change, submit, receive,
 * reopen, cancel): purchasing:write. Applying, reverting and rejecting approval requests:
 * purchasing:approve. The approval rules (threshold, tolerance): purchasing:write and
 * purchasing:approve together. Recording an invoice's payment: accounting:write.
 */
const read = can('purchasing:read');
const write = can('purchasing:write');
const approve = can('purchasing:approve');

export const purchasingModule: FeatureModule = {
  name: 'purchasing',
  routes: [purchasingRoutes],
  messages: PURCHASING_MESSAGES,
  sortFields: [approvalRequestsSort, purchaseInvoicesSort, purchaseOrdersSort, suppliersSort],
  entities: [Supplier, PurchaseOrder, PurchaseInvoice, ApprovalRequest, ApprovalDecision, PurchasingSettingsRow],
  resolvers: [PurchaseLineResolver, SupplierResolver, PurchaseOrderResolver, PurchaseInvoiceResolver, ApprovalRequestResolver, PurchasingSettingsResolver],
  events: [
    ...supplierEvents.definitions,
    ...purchaseOrderEvents.definitions,
    ...purchaseInvoiceEvents.definitions,
    ...approvalRequestEvents.definitions,
    ...purchasingSettingsEvents.definitions,
  ],
  matchTargets: [supplierPaymentMatchTarget],
  reports: [purchaseInvoicesReport, purchaseOrdersReport],
  rules: {
    Query: {
      suppliers: read,
      supplier: read,
      purchaseOrders: read,
      purchaseOrder: read,
      purchaseInvoices: read,
      purchaseInvoice: read,
      approvalRequests: read,
      approvalRequest: read,
      purchasingSettings: read,
    },
    Mutation: {
      createSupplier: write,
      updateSupplier: write,
      deactivateSupplier: write,
      activateSupplier: write,
      createPurchaseOrder: write,
      updatePurchaseOrder: write,
      submitPurchaseOrder: write,
      receivePurchaseOrder: write,
      reopenPurchaseOrder: write,
      cancelPurchaseOrder: write,
      applyPurchaseOrderApproval: approve,
      revertPurchaseOrderApproval: approve,
      createPurchaseInvoice: write,
      updatePurchaseInvoice: write,
      submitPurchaseInvoice: write,
      cancelPurchaseInvoice: write,
      applyPurchaseInvoiceApproval: approve,
      payPurchaseInvoice: can('accounting:write'),
      rejectApprovalRequest: approve,
      updatePurchasingSettings: can('purchasing:write', 'purchasing:approve'),
    },
  },
};
