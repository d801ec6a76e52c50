/** Strings of the webhook actions added after the first console. */
export const developersEn = {
  webhookEdit: {
    edit: 'Edit',
    title: 'Edit webhook',
    saved: 'Webhook saved.',
    delete: 'Delete',
    deleteTitle: 'Delete webhook {{url}}',
    deleteHelp: 'Its pending deliveries are cancelled.',
    activate: 'Activate',
    deactivate: 'Deactivate',
    deactivateTitle: 'Deactivate webhook {{url}}',
    deactivateHelp: 'Deliveries stop and pending ones are cancelled.',
    inactive: 'Inactive',
    test: 'Send test',
    testSent: 'Test event sent: {{status}}{{http}}.',
  },
};
