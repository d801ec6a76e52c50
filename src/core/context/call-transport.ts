import { registerEnumType } from 'type-graphql';

/**
 * Which door carried a call, as the audit trail shows it. Stored lowercase; GraphQL and OpenAPI
 * show the PascalCase names.
 */
export enum CallTransport {
  GraphQL = 'graphql',
  Rest = 'rest',
  /** A background job (exports, report mail, webhook deliveries). */
  Job = 'job',
  /** An in-process call: scripts, the benchmark, tests that call services directly. */
  Cli = 'cli',
}
registerEnumType(CallTransport, {
  name: 'CallTransport',
  description: 'GraphQL, Rest (the REST bridge and the guest and partner paths), Job (background work) or Cli (scripts and other in-process calls).',
  valuesConfig: {
    GraphQL: { description: 'A request to /graphql.' },
    Rest: { description: 'A REST request: the console REST bridge, the guest page or the partner API.' },
    Job: { description: 'Background work (Agenda jobs, outbox delivery).' },
    Cli: { description: 'A command-line script or another in-process call.' },
  },
});
