import type { JobDefinition } from '../../../core/jobs/job-queue';
import { deliveryOrderService } from './delivery-order.service';

/** Rejects platform orders left undecided past their accept deadline (docs/delivery.md, "Accepting"). */
export const deliveryDeadlineJob: JobDefinition = {
  name: 'delivery.deadlines',
  every: '15 seconds',
  concurrency: 1,
  async run(runtime) {
    await deliveryOrderService.expireDeadlines(runtime);
  },
};
