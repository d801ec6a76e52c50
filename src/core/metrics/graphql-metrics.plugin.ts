import type { ApolloServerPlugin } from '@apollo/server';
import type { ServiceMetrics } from './service-metrics';

/**
 * One count per GraphQL operation: its type, its first root field (names come from the schema,
 * so the label stays bounded; a document that never resolved is labelled by outcome only) and
 * whether it ran cleanly, ran with errors, or was refused before running.
 */
export function graphqlMetricsPlugin(metrics: ServiceMetrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let type = 'unknown';
      let field = 'none';
      let resolved = false;
      return {
        async didResolveOperation({ operation }) {
          if (!operation) return;
          resolved = true;
          type = operation.operation;
          const first = operation.selectionSet.selections.find((selection) => selection.kind === 'Field');
          if (first && first.kind === 'Field') field = first.name.value;
        },
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const outcome = !resolved ? 'refused' : errors?.length ? 'error' : 'ok';
          metrics.graphqlOperations.inc({ type, field, outcome });
        },
      };
    },
  };
}
