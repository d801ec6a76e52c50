import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../auth/session';

/** A page the role may not use is not shown: its address leads back to the dashboard. */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const { can } = useSession();
  return can(permission) ? <>{children}</> : <Navigate to="/" replace />;
}
