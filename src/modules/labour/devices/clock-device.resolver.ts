import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ClockDevice } from './clock-device.entity';
import {
  ClockDeviceFilter,
  EmployeeClockSettings,
  RegisterClockDeviceInput,
  RegisteredClockDevice,
  SetAttendanceCodeInput,
  SetEmployeePinInput,
  SetHourlyRateInput,
  SetEmployeeRestDayInput,
} from './clock-device.inputs';
import { clockDeviceService, clockDevicesSort } from './clock-device.service';
import { employeeClockService } from './employee-clock.service';

export const ClockDevicePage = Paginated(ClockDevice, 'ClockDevice');

@Resolver(() => ClockDevice)
export class ClockDeviceResolver {
  @Query(() => ClockDevicePage, { description: 'Kiosk devices of the branches the caller covers (revoked ones only when asked).' })
  clockDevices(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(clockDevicesSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => ClockDeviceFilter, { nullable: true, description: 'Narrows the list.' }) filter?: ClockDeviceFilter,
  ) {
    return clockDeviceService.list(ctx, list, filter);
  }

  @Query(() => ClockDevice, { description: 'One kiosk device.' })
  clockDevice(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the device; 404 when not visible.' }) id: string) {
    return clockDeviceService.get(ctx, id);
  }

  @Mutation(() => RegisteredClockDevice, { description: 'Registers a branch tablet as a kiosk; the answer carries its credential, shown this once.' })
  registerClockDevice(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegisterClockDeviceInput, { description: 'Branch and name.' }) input: RegisterClockDeviceInput,
  ) {
    return clockDeviceService.register(ctx, input);
  }

  @Mutation(() => ClockDevice, { description: 'Revokes a kiosk device: its credential is refused (401) from now on.' })
  revokeClockDevice(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: 'Id of the device; 404 when not visible.' }) id: string) {
    return clockDeviceService.revoke(ctx, id);
  }

  @Query(() => EmployeeClockSettings, { description: "An employee's time-clock settings: whether a PIN is set, and the attendance code." })
  employeeClockSettings(
    @Ctx() ctx: RequestContext,
    @Arg('employeeId', () => UuidScalar, { description: 'The employee; 404 when not visible.' }) employeeId: string,
  ) {
    return employeeClockService.get(ctx, employeeId);
  }

  @Mutation(() => EmployeeClockSettings, {
    description: "Sets or resets an employee's kiosk PIN (stored hashed, never returned); lifts their wrong-PIN locks.",
  })
  setEmployeePin(
    @Ctx() ctx: RequestContext,
    @Arg('employeeId', () => UuidScalar, { description: 'The employee; 404 when not visible.' }) employeeId: string,
    @Arg('input', () => SetEmployeePinInput, { description: 'The new PIN.' }) input: SetEmployeePinInput,
  ) {
    return employeeClockService.setPin(ctx, employeeId, input);
  }

  @Mutation(() => EmployeeClockSettings, { description: "Sets or removes an employee's fingerprint terminal attendance code." })
  setEmployeeAttendanceCode(
    @Ctx() ctx: RequestContext,
    @Arg('employeeId', () => UuidScalar, { description: 'The employee; 404 when not visible.' }) employeeId: string,
    @Arg('input', () => SetAttendanceCodeInput, { description: 'The code, or null.' }) input: SetAttendanceCodeInput,
  ) {
    return employeeClockService.setAttendanceCode(ctx, employeeId, input);
  }

  @Mutation(() => EmployeeClockSettings, {
    description: 'Sets or removes the hourly rate labour cost uses for an employee (without one: monthly salary and allowances over the contracted hours).',
  })
  setEmployeeHourlyRate(
    @Ctx() ctx: RequestContext,
    @Arg('employeeId', () => UuidScalar, { description: 'The employee; 404 when not visible.' }) employeeId: string,
    @Arg('input', () => SetHourlyRateInput, { description: 'The rate, or null.' }) input: SetHourlyRateInput,
  ) {
    return employeeClockService.setHourlyRate(ctx, employeeId, input);
  }

  @Mutation(() => EmployeeClockSettings, {
    description:
      "Sets or removes an employee's own weekly rest day: their work on it is rest-day work (marked, paid at the rest-day premium); without one the organisation's rest day applies.",
  })
  setEmployeeRestDay(
    @Ctx() ctx: RequestContext,
    @Arg('employeeId', () => UuidScalar, { description: 'The employee; 404 when not visible.' }) employeeId: string,
    @Arg('input', () => SetEmployeeRestDayInput, { description: 'The weekday, or null.' }) input: SetEmployeeRestDayInput,
  ) {
    return employeeClockService.setRestDay(ctx, employeeId, input);
  }
}
