/** Strings of the batch pages added after the first console: create, edit, outputs, waste, status. */
export const productionEn = {
  batchEdit: {
    extraN: 'Extra input {{n}}', extraItem: 'Extra input (oil, spices…)', unit: 'Unit', addExtra: 'Add an extra input', removeExtra: 'Remove',
    everyInputHelp: 'Every batch records its chicken, meat and rice. A branch that does not cook one of them chooses its item and enters 0.', new: 'New batch', created: 'Batch created.', chickenItem: 'Chicken item', chickenCount: 'Chickens (pieces)', meatItem: 'Meat item', meatKg: 'Meat (kg)',
    riceItem: 'Rice item', rawRiceKg: 'Raw rice (kg)', multiplier: 'Cooked kg per raw kg', reserved: 'Rice kept for direct sale (kg)', rounding: 'Rice rounding',
    notes: 'Notes', editRice: 'Edit rice parameters', overflow: 'Allow direct rice sales beyond the reservation', delete: 'Delete batch', deleteTitle: 'Delete the batch of {{date}}',
    moveTo: 'Move to: {{status}}', cancelBatch: 'Cancel batch', cancelTitle: 'Cancel the batch of {{date}}', moved: 'Status changed.', saved: 'Saved.',
    cookedRice: 'Cooked rice (kg)', unallocated: 'Unallocated cost', shares: 'Shares of outputs', wasteTotal: 'Waste (units)',
    outputs: 'Outputs', addOutput: 'Add output', item: 'Item', quantity: 'Quantity', share: 'Cost share (IQD)', weight: 'Allocation weight',
    removeOutput: 'Remove', removeTitle: 'Remove output: {{name}}', outputAdded: 'Output added.',
    waste: 'Waste', recordWaste: 'Record waste', capacityType: 'Capacity type', units: 'Units', kind: 'Kind', wasteRecorded: 'Waste recorded.', at: 'When',
    outputsAfterStart: 'Outputs and waste are recorded once production has started.',
  },
  productionEnum: {
    Overproduction: 'Overproduction', Spoiled: 'Spoiled', Burnt: 'Burnt', Dropped: 'Dropped', Returned: 'Returned', Other: 'Other',
    None: 'None (to the gram)', Nearest: 'Nearest 0.1 kg', Up: 'Up to 0.1 kg', Down: 'Down to 0.1 kg',
  },
};
