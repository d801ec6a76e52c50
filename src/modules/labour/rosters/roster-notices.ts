import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { groupRows } from '../../../core/db/entity-rows';
import { enqueueMails } from '../../../core/mail/enqueue-mail';
import type { MailMessage } from '../../../core/mail/mail-message';
import { User } from '../../identity/users/user.entity';
import type { RosterBranch } from '../labour-access';
import { RosterStatus } from '../rules/roster-status.rules';
import { Shift } from '../shifts/shift.entity';
import { employeesById } from '../shifts/shift-placement';

/*
 * E-mails to employees about their shifts (docs/labour.md, "Notices"): on publication each
 * employee of the week gets their shifts; after publication every change (a shift added, moved,
 * handed over or removed) sends each employee it touched their shifts of that week as they now
 * stand. Mail goes to the employee's own address, else to their console user's; an employee with
 * neither is not told by mail (they still see the shifts in self-service). Sent after the commit.
 */

export type RosterNotice = 'published' | 'changed';

export async function notifyEmployees(
  uow: UnitOfWork,
  ctx: RequestContext,
  branch: RosterBranch,
  weekStart: string,
  employeeIds: readonly string[],
  notice: RosterNotice,
  /** The week's published shifts of these employees when the caller has them already (publication). */
  known?: readonly Shift[],
): Promise<void> {
  const employees = await employeesById(uow, ctx, employeeIds);
  if (!employees.size) return;
  const userIds = [...employees.values()].filter((e) => !e.email && e.userId).map((e) => e.userId!);
  const users = userIds.length ? await uow.manager.find(User, { where: { id: In(userIds) } }) : [];
  const userEmail = new Map(users.map((user) => [user.id, user.email]));
  const shifts =
    known ??
    (await uow.manager.find(Shift, {
      where: { organizationId: ctx.organizationId, branchId: branch.id, weekStart, status: RosterStatus.Published, employeeId: In([...employees.keys()]) },
      order: { startsAt: 'ASC' },
    }));
  const byEmployee = groupRows(shifts, (shift) => shift.employeeId);
  const messages: MailMessage[] = [];
  for (const employee of employees.values()) {
    const to = employee.email ?? (employee.userId ? userEmail.get(employee.userId) : undefined);
    if (!to) continue;
    messages.push(rosterMail(notice, to, employee.fullName, branch, weekStart, byEmployee.get(employee.id) ?? []));
  }
  enqueueMails(uow, ctx.runtime, messages);
}

export function rosterMail(notice: RosterNotice, to: string, name: string, branch: RosterBranch, weekStart: string, shifts: readonly Shift[]): MailMessage {
  const lines = shifts.map(
    (s) =>
      `  ${s.startDate} ${s.startTime} – ${s.endDate === s.startDate ? '' : `${s.endDate} `}${s.endTime}${s.breakMinutes ? ` (break ${s.breakMinutes} min)` : ''}${s.note ? ` · ${s.note}` : ''}`,
  );
  const linesAr = shifts.map(
    (s) =>
      `  ${s.startDate} ${s.startTime} – ${s.endDate === s.startDate ? '' : `${s.endDate} `}${s.endTime}${s.breakMinutes ? ` (استراحة ${s.breakMinutes} دقيقة)` : ''}${s.note ? ` · ${s.note}` : ''}`,
  );
  const branchAr = branch.nameAr ?? branch.name;
  const published = notice === 'published';
  const subject = published
    ? `Your shifts for the week of ${weekStart} at ${branch.name}`
    : `Your shifts for the week of ${weekStart} at ${branch.name} changed`;
  const text = [
    `Hello ${name},`,
    '',
    published
      ? `The roster of ${branch.name} for the week starting ${weekStart} is published. Your shifts:`
      : `Your shifts at ${branch.name} for the week starting ${weekStart} changed. They are now:`,
    ...(lines.length ? lines : ['  (no shifts)']),
    '',
    'Times are local to the branch. You can see your shifts and ask for a swap in the console (My shifts).',
    '',
    `مرحبًا ${name}،`,
    '',
    published
      ? `نُشر جدول مناوبات ${branchAr} للأسبوع الذي يبدأ في ${weekStart}. مناوباتك:`
      : `تغيّرت مناوباتك في ${branchAr} للأسبوع الذي يبدأ في ${weekStart}. أصبحت:`,
    ...(linesAr.length ? linesAr : ['  (لا مناوبات)']),
    '',
    'الأوقات بتوقيت الفرع. يمكنك رؤية مناوباتك وطلب تبديلها في لوحة التحكم (مناوباتي).',
  ].join('\n');
  return { to, subject, text, tag: published ? 'roster-published' : 'roster-changed' };
}
