import { registerEnumType } from 'type-graphql';

/** A roster week and its shifts are Draft until the week is published; a shift added to a published week is Published at once. */
export enum RosterStatus {
  Draft = 'Draft',
  Published = 'Published',
}
registerEnumType(RosterStatus, {
  name: 'RosterStatus',
  description: 'Draft (seen by managers only) or Published (the employees were told and see their shifts).',
  valuesConfig: {
    Draft: { description: 'Being prepared; employees do not see it.' },
    Published: { description: 'Published: employees were e-mailed and see their shifts; later changes notify them.' },
  },
});
