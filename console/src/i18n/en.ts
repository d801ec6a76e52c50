import { inventoryEn } from './inventory.en';
import { menuEn } from './menu.en';
import { purchasingEn } from './purchasing.en';
import { lossEn } from './loss.en';
import { exportsEn } from './exports.en';
import { accountingEn } from './accounting.en';
import { salesEn } from './sales.en';
import { cashEn } from './cash.en';
import { hrEn } from './hr.en';
import { productionEn } from './production.en';
import { organisationEn } from './organisation.en';
import { developersEn } from './developers.en';

export const en = {
  ...salesEn,
  ...cashEn,
  app: { title: 'Back office', skip: 'Skip to content', loading: 'Loading…' },
  nav: {
    label: 'Main navigation', dashboard: 'Dashboard', hr: 'HR', departments: 'Departments', positions: 'Positions', employees: 'Employees', advances: 'Advances', leave: 'Leave',
    developers: 'Developers', apiKeys: 'API keys', webhooks: 'Webhooks', production: 'Production', batches: 'Batches', catalog: 'Catalogue', items: 'Inventory items', capacityTypes: 'Capacity types', organisation: 'Organisation', members: 'Members', branches: 'Branches', audit: 'Audit trail',
  },
  shell: { branch: 'Branch', language: 'Language', signOut: 'Sign out', menu: 'Menu', switched: 'Now working in {{name}}' },
  auth: {
    invited: 'Invited by your organisation? Accept the invitation',
    acceptTitle: 'Accept your invitation', acceptHelp: 'Enter the code from your invitation e-mail and choose a password. If you already have an account, enter your current password instead.',
    acceptPassword: 'Password', acceptPasswordHelp: 'New here: at least 10 characters. Already have an account: your current password.',
    acceptSubmit: 'Join and sign in', resendCode: 'Send a new code',
    chooseBranchTitle: 'Choose your branch', chooseBranchHelp: 'You work in several branches. Which one do you want to open? You can switch at any time from the header.',
    signInTitle: 'Sign in', email: 'E-mail', password: 'Password', branchId: 'Branch ID',
    branchIdHelp: 'You belong to several organisations: paste the ID of the branch to open (shown under Organisation → Branches). Next time this browser remembers it.',
    signIn: 'Sign in', register: 'Register an organisation', forgot: 'Forgot your password?', backToSignIn: 'Back to sign-in',
    expired: 'Your session has ended. Please sign in again.',
    registerTitle: 'Register an organisation', organizationName: 'Organisation name', branchName: 'First branch',
    baseCurrencyCode: 'Currency', ownerName: 'Your name', sendCode: 'Send code',
    codeSent: 'We mailed a 6-digit code to {{email}}.', code: 'Code from the e-mail', newPassword: 'New password',
    choosePassword: 'Choose a password (at least 10 characters)', finish: 'Finish and sign in',
    resetTitle: 'Reset your password', resetDone: 'Your password is changed. Sign in with it.', setPassword: 'Set password',
  },
  units: { Kg: 'kg', G: 'g', L: 'l', Ml: 'ml', Piece: 'pcs' },
  common: {
    required: 'Fill this in.', 
    search: 'Search', create: 'Create', save: 'Save', cancel: 'Cancel', close: 'Close', edit: 'Edit', delete: 'Delete',
    name: 'Name', nameAr: 'Arabic name', actions: 'Actions', created: 'Created', status: 'Status', none: 'Nothing here yet.',
    total: '{{count}} in total', includeDeleted: 'Show deleted', deleted: 'Deleted', sortBy: 'Sort by {{field}}',
    page: 'Page', copy: 'Copy', copied: 'Copied', reason: 'Reason', yes: 'Yes', no: 'No', all: 'All',
  },
  errors: {
    validation: 'Some fields need attention.', conflict: 'This cannot be done now: {{detail}}',
    periodLocked: 'The period is locked: {{detail}}', forbidden: 'Your role may not do this.', notFound: 'Not found.',
    rateLimited: 'Too many attempts; wait a moment and try again.', unauthorized: 'Please sign in.', network: 'The service cannot be reached.',
  },
  dashboard: {
    title: 'Dashboard', branchToday: '{{branch}} — today ({{date}})', batchesToday: "Today's batches", noBatches: 'No batch today.',
    pendingHr: 'Pending HR decisions', advances: 'Advances', leave: 'Leave requests', loans: 'Loans',
    failingWebhooks: 'Failing webhooks', noFailing: 'Every webhook delivers.', failingSince: 'failing since {{at}}',
  },
  departments: { title: 'Departments', new: 'New department', created: 'Department created.', saved: 'Department saved.', deleteConfirm: 'Delete this department?' },
  positions: { title: 'Positions', new: 'New position', titleField: 'Title', titleAr: 'Arabic title', department: 'Department', baseSalary: 'Base salary (IQD)', created: 'Position created.' },
  apiKeys: {
    title: 'API keys', new: 'New API key', environment: 'Environment', scopes: 'Scopes', prefix: 'Key', lastUsed: 'Last used',
    secretTitle: 'Copy the secret now', secretOnce: 'This is the only time the secret is shown. Store it safely; it cannot be shown again.',
    rotate: 'Rotate', revoke: 'Revoke', revokeConfirm: 'Revoke this key now? Requests using it will fail at once.',
    rotated: 'New secret issued; the old one works for another hour.', revoked: 'Key revoked.', includeRevoked: 'Show revoked', description: 'Description',
  },
  webhooks: {
    title: 'Webhooks', new: 'New webhook', url: 'URL', events: 'Events', active: 'Active', failures: 'Failures',
    secretOnce: 'Signing secret (shown only now):', deliveries: 'Deliveries', retry: 'Retry', attempts: 'Attempts', event: 'Event',
    catalog: 'Event catalogue', rotateSecret: 'Rotate secret', lastStatus: 'HTTP status', retried: 'Delivery sent again.',
  },
  employees: {
    title: 'Employees', new: 'New employee', fullName: 'Full name', hireDate: 'Hire date', department: 'Department', position: 'Position',
    baseSalary: 'Base salary (IQD)', allowances: 'Allowances (IQD)', monthlyPay: 'Monthly pay', created: 'Employee created.',
    changeStatus: 'Change status', newStatus: 'New status', statusChanged: 'Status changed.', includeRetired: 'Show retired', leaveBalance: 'Leave balance (days)',
  },
  advances: {
    title: 'Advances', request: 'Request an advance', employee: 'Employee', amount: 'Amount (IQD)', requestedAt: 'Requested',
    approve: 'Approve', reject: 'Reject', pay: 'Mark paid', settle: 'Mark settled', cancel: 'Cancel advance', requested: 'Advance requested.', note: 'Note',
  },
  leave: {
    title: 'Leave requests', type: 'Type', from: 'From', to: 'To', days: 'Days', approve: 'Approve', reject: 'Reject', balance: 'Balance',
  },
  enum: {
    Automatic: 'Automatic', Manual: 'Manual', Retrying: 'Retrying',
    User: 'Staff user', ApiKey: 'API key', Guest: 'Guest (QR order)', System: 'The system', Anonymous: 'Not signed in',
    Active: 'Active', OnLeave: 'On leave', Suspended: 'Suspended', Resigned: 'Resigned', Terminated: 'Terminated', Retired: 'Retired',
    Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected', Paid: 'Paid', Settled: 'Settled', Cancelled: 'Cancelled', Repaid: 'Repaid',
    Draft: 'Draft', InProduction: 'In production', Completed: 'Completed', Closed: 'Closed', Succeeded: 'Succeeded', Failed: 'Failed',
    Revoked: 'Revoked', Expired: 'Expired', Live: 'Live', Test: 'Test',
    Owner: 'Owner', Manager: 'Manager', Accountant: 'Accountant', Hr: 'HR', Staff: 'Staff', Invited: 'Invited', Disabled: 'Disabled',
    Male: 'Male', Female: 'Female', Single: 'Single', Married: 'Married', Divorced: 'Divorced', Widowed: 'Widowed',
    FullTime: 'Full time', PartTime: 'Part time', Temporary: 'Temporary', Seasonal: 'Seasonal', DailyWage: 'Daily wage', Intern: 'Intern', Contractor: 'Contractor',
  },
  catalog: {
    items: 'Inventory items', newItem: 'New inventory item', unit: 'Unit', kind: 'Kind', standardCost: 'Standard cost (IQD)', active: 'Active',
    capacityTypes: 'Capacity types', newCapacityType: 'New capacity type', created: 'Saved.',
  },
  members: {
    title: 'Members', invite: 'Invite a member', fullName: 'Full name', role: 'Role', branches: 'Branches', allBranches: 'All branches', invited: 'Invitation mailed.',
  },
  branches: { title: 'Branches', new: 'New branch', code: 'Code', timeZone: 'Time zone', created: 'Branch created.', active: 'Active' },
  audit: {
    title: 'Audit trail', entityType: 'Record type', entityId: 'Record ID', show: 'Show', at: 'When', action: 'Action', actor: 'Who', changes: 'Changes',
  },
  batches: {
    title: 'Production batches', date: 'Business date', chicken: 'Chicken', rice: 'Raw rice (kg)', cost: 'Cost', close: 'Close batch',
    closed: 'Batch closed.', periodLock: 'Period locked through', notLocked: 'No period lock', lockThrough: 'Lock through', lock: 'Lock',
  },
  ...accountingEn,
  ...exportsEn,
  ...lossEn,
  ...purchasingEn,
  ...hrEn,
  ...productionEn,
  ...organisationEn,
  ...developersEn,
  ...menuEn,
  ...inventoryEn,
};

export type Resources = typeof en;
