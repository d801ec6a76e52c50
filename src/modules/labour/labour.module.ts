import { EmployeeClockResolver } from './devices/employee-clock.resolver';
import type { FeatureModule } from '../feature-module';
import { can, canAny } from '../../core/auth/rules';
import { Shift } from './shifts/shift.entity';
import { ShiftResolver } from './shifts/shift.resolver';
import { shiftsSort } from './shifts/shift.service';
import { RosterWeekRecord } from './rosters/roster-week.entity';
import { RosterWeekResolver } from './rosters/roster-week.resolver';
import { RosterTemplate } from './templates/roster-template.entity';
import { RosterTemplateResolver } from './templates/roster-template.resolver';
import { rosterTemplatesSort } from './templates/roster-template.service';
import { ShiftSwapRequest } from './swaps/shift-swap.entity';
import { ShiftSwapResolver } from './swaps/shift-swap.resolver';
import { shiftSwapsSort } from './swaps/shift-swap.service';
import { LabourSettingsRow } from './settings/labour-settings.entity';
import { LabourSettingsResolver } from './settings/labour-settings.resolver';
import { TimesheetResolver } from './timesheets/timesheet.resolver';
import { TimesheetApproval } from './timesheets/timesheet-approval.entity';
import { punchCorrectionEvents, timesheetEvents } from './timesheets/timesheet.events';
import { Punch } from './punches/punch.entity';
import { ClockDevice } from './devices/clock-device.entity';
import { EmployeeClock, PinAttempts } from './devices/employee-clock.entity';
import { PunchImport } from './terminal-import/punch-import.entity';
import { ClockDeviceResolver } from './devices/clock-device.resolver';
import { clockDevicesSort } from './devices/clock-device.service';
import { PunchResolver } from './punches/punch.resolver';
import { punchesSort } from './punches/punch.service';
import { isKioskDevice } from './kiosk-rules';
import { PunchImportResolver } from './terminal-import/punch-import.resolver';
import { punchImportsSort } from './terminal-import/punch-import.service';
import { punchEvents, rosterEvents, shiftSwapEvents } from './labour.events';
import { labourRoutes } from './labour.routes';
import { labourDayClose } from './timesheets/day-close-labour';
import { LABOUR_MESSAGES } from './labour.messages';
import { payrollReport } from './payroll/payroll.reports';

/**
 * Rosters (docs/labour.md). labour:read reads rosters, templates and swap requests; labour:manage
 * writes them, publishes and decides. An employee's self-service (hr:request-own) reads their own
 * published shifts and asks for, follows and withdraws their own swap requests (narrowed in the
 * services). The time clock: labour:manage registers kiosk devices and sets PINs; a kiosk device
 * (X-Clock-Device, no permissions) reaches only kioskSession and recordKioskPunch.
 */
const read = canAny('labour:read', 'labour:manage');
const manage = can('labour:manage');
const readOrOwn = canAny('labour:read', 'labour:manage', 'hr:request-own');
const manageOrOwn = canAny('labour:manage', 'hr:request-own');

export const labourModule: FeatureModule = {
  name: 'labour',
  routes: [labourRoutes],
  messages: LABOUR_MESSAGES,
  dayCloseContributions: [labourDayClose],
  reports: [payrollReport],
  sortFields: [shiftsSort, rosterTemplatesSort, shiftSwapsSort, clockDevicesSort, punchesSort, punchImportsSort],
  entities: [
    Shift,
    RosterWeekRecord,
    RosterTemplate,
    ShiftSwapRequest,
    LabourSettingsRow,
    Punch,
    ClockDevice,
    EmployeeClock,
    PinAttempts,
    PunchImport,
    TimesheetApproval,
  ],
  resolvers: [
    ShiftResolver,
    RosterWeekResolver,
    RosterTemplateResolver,
    ShiftSwapResolver,
    LabourSettingsResolver,
    TimesheetResolver,
    ClockDeviceResolver,
    EmployeeClockResolver,
    PunchResolver,
    PunchImportResolver,
  ],
  events: [
    ...rosterEvents.definitions,
    ...shiftSwapEvents.definitions,
    ...punchEvents.definitions,
    ...timesheetEvents.definitions,
    ...punchCorrectionEvents.definitions,
  ],
  rules: {
    Query: {
      shifts: read,
      myShifts: readOrOwn,
      shift: readOrOwn,
      rosterWeek: read,
      rosterTemplates: read,
      rosterTemplate: read,
      shiftSwapRequests: readOrOwn,
      shiftSwapRequest: readOrOwn,
      labourSettings: read,
      timesheets: read,
      myTimesheet: readOrOwn,
      labourReport: read,
      clockDevices: read,
      clockDevice: read,
      employeeClockSettings: manage,
      kioskSession: isKioskDevice,
      punches: read,
      myPunches: readOrOwn,
      punch: readOrOwn,
      punchPhoto: readOrOwn,
      punchImports: read,
      punchImport: read,
      rosterLabourForecast: read,
    },
    Mutation: {
      createShift: manage,
      updateShift: manage,
      deleteShift: manage,
      publishRosterWeek: manage,
      copyRosterWeek: manage,
      saveRosterTemplate: manage,
      applyRosterTemplate: manage,
      deleteRosterTemplate: manage,
      requestShiftSwap: manageOrOwn,
      decideShiftSwap: manage,
      withdrawShiftSwap: manageOrOwn,
      setLabourSettings: manage,
      registerClockDevice: manage,
      revokeClockDevice: manage,
      setEmployeePin: manage,
      setEmployeeAttendanceCode: manage,
      setEmployeeHourlyRate: manage,
      setEmployeeRestDay: manage,
      recordKioskPunch: isKioskDevice,
      importTerminalPunches: manage,
      approveTimesheets: manage,
      correctPunch: manage,
      addPunch: manage,
    },
  },
};
