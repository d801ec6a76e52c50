import { registerEnumType } from 'type-graphql';

/**
 * Who acted, as the audit trail and employment history record it. GraphQL and OpenAPI show the
 * PascalCase names (docs/design.md "Wire contract"); rows, job snapshots and event payloads keep
 * the stored lowercase values, so nothing written before needs rewriting.
 */
export enum ActorKind {
  User = 'user',
  ApiKey = 'apiKey',
  Guest = 'guest',
  System = 'system',
  /** A registered time-clock kiosk (a branch tablet), not a person. */
  Device = 'device',
  /** Before anyone is signed in (sign-up, a refused sign-in). */
  Anonymous = 'anonymous',
}
registerEnumType(ActorKind, {
  name: 'ActorKind',
  description:
    'Who acted: User (signed-in staff), ApiKey (a partner or integration key), Guest (a QR self-order), System (the service itself: jobs, deliveries), Device (a time-clock kiosk) or Anonymous (before sign-in).',
  valuesConfig: {
    User: { description: 'A signed-in member of the organisation (console or API with a user token).' },
    ApiKey: { description: 'A partner or integration API key.' },
    Guest: { description: "A guest ordering through a table's QR code." },
    System: { description: 'The service itself: scheduled jobs, webhook deliveries and other background work.' },
    Device: { description: 'A registered time-clock kiosk of a branch, signed in with its device credential.' },
    Anonymous: { description: 'A caller not yet signed in (registration, sign-in, password reset).' },
  },
});

/** The kinds a principal can be; Anonymous is only ever the absence of one. */
export type PrincipalKind = `${Exclude<ActorKind, ActorKind.Anonymous>}`;
