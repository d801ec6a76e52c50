import { type EventDefinition, schemaOf } from '../../../core/events/event-catalog';
import type { Employee } from './employee.entity';

/*
 * Employee events carry the operational fields integrators need (who, where, pay, status).
 * Personal data (national id, birth date, address, photo, emergency contact, gender, marital
 * status) is left out of webhooks on purpose: read it through the API with hr:read.
 */
const nullableUuid = { type: ['string', 'null'], format: 'uuid' };
const employeeSchema = schemaOf.object({
  id: schemaOf.uuid,
  fullName: schemaOf.string,
  userId: nullableUuid,
  phone: schemaOf.nullableString,
  email: schemaOf.nullableString,
  departmentId: nullableUuid,
  positionId: nullableUuid,
  branchIds: { type: 'array', items: schemaOf.uuid },
  hireDate: schemaOf.date,
  contractType: schemaOf.string,
  baseSalary: schemaOf.int64,
  allowances: schemaOf.int64,
  annualLeaveBalance: schemaOf.number,
  status: schemaOf.string,
  deletedAt: { type: ['string', 'null'], format: 'date-time' },
  deleteReason: schemaOf.nullableString,
});
const example = {
  id: '3f0e5b8e-2f55-4d0a-9a55-6f1f4a1d2c01',
  fullName: 'Ali Hassan',
  userId: null,
  phone: '+9647701234567',
  email: 'ali@example.iq',
  departmentId: '0b9f8e8a-4a8e-4d59-9d5c-0f2d0c7d1a11',
  positionId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  branchIds: ['7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d'],
  hireDate: '2025-03-01',
  contractType: 'FullTime',
  baseSalary: 750000,
  allowances: 100000,
  annualLeaveBalance: 21,
  status: 'Active',
  deletedAt: null,
  deleteReason: null,
};

const statusChangeSchema = schemaOf.object({
  id: schemaOf.uuid,
  fullName: schemaOf.string,
  fromStatus: schemaOf.string,
  toStatus: schemaOf.string,
  reason: schemaOf.nullableString,
});

export const EMPLOYEE_EVENTS = {
  created: 'hr.employee.created',
  updated: 'hr.employee.updated',
  deleted: 'hr.employee.deleted',
  statusChanged: 'hr.employee.status-changed',
} as const;

export const employeeEvents: EventDefinition[] = [
  { type: EMPLOYEE_EVENTS.created, description: 'An employee was added.', resourceType: 'employee', schema: employeeSchema, example },
  {
    type: EMPLOYEE_EVENTS.updated,
    description: 'An employee was changed (details, pay, or leave balance after a leave decision).',
    resourceType: 'employee',
    schema: employeeSchema,
    example,
  },
  {
    type: EMPLOYEE_EVENTS.deleted,
    description: 'An employee record was deleted (soft; for records created by mistake).',
    resourceType: 'employee',
    schema: employeeSchema,
    example: { ...example, deletedAt: '2026-01-31T09:30:00.000Z', deleteReason: 'Duplicate record' },
  },
  {
    type: EMPLOYEE_EVENTS.statusChanged,
    description: 'An employee moved to another employment status (e.g. Active → Suspended).',
    resourceType: 'employee',
    schema: statusChangeSchema,
    example: { id: example.id, fullName: example.fullName, fromStatus: 'Active', toStatus: 'Suspended', reason: 'Investigation of cash shortage' },
  },
];

export function employeePayload(employee: Employee): Record<string, unknown> {
  return {
    id: employee.id,
    fullName: employee.fullName,
    userId: employee.userId,
    phone: employee.phone,
    email: employee.email,
    departmentId: employee.departmentId,
    positionId: employee.positionId,
    branchIds: employee.branchIds ?? [],
    hireDate: employee.hireDate,
    contractType: employee.contractType,
    baseSalary: employee.baseSalary,
    allowances: employee.allowances,
    annualLeaveBalance: employee.annualLeaveBalance,
    status: employee.status,
    deletedAt: employee.deletedAt?.toISOString() ?? null,
    deleteReason: employee.deleteReason,
  };
}
