import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../../../api/client';

const COLORS: Record<LiveState, string> = { live: 'teal', connecting: 'yellow', offline: 'red' };

/** Whether the screen is following the branch live or reconnecting (announced politely). */
export function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="dot" size="lg" role="status" aria-live="polite" data-live={state}>
      {t(`liveBoard.state.${state}`)}
    </Badge>
  );
}
