import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_STAFF_ACCESS, staffMayPass, type StaffAccess } from '../../../domain/staff/staff';
import { HttpError } from '../../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a back-office route (`/api/admin/...`); administrators only when unsaid. */
    access?: StaffAccess;
  }
  interface FastifyInstance {
    /** Every `/api/admin` route, whichever scope declared it, with its access: the role matrix test walks it. */
    adminRouteTable: AdminRoute[];
  }
}

export type AdminRoute = { method: string; url: string; access: StaffAccess };

export const ADMIN_PREFIX = '/api/admin';

/**
 * Records every route under `/api/admin` as it is declared, at the root so that a route put
 * outside the guarded scope by mistake is recorded too (and then fails the role matrix test).
 * Call it before any route is registered.
 */
export function recordAdminRoutes(app: FastifyInstance): void {
  const table: AdminRoute[] = [];
  app.decorate('adminRouteTable', table);
  app.addHook('onRoute', (route) => {
    if (route.url !== ADMIN_PREFIX && !route.url.startsWith(`${ADMIN_PREFIX}/`)) return;
    const access = (route.config as { access?: StaffAccess } | undefined)?.access ?? DEFAULT_STAFF_ACCESS;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
}

/**
 * The back office's door, run on every request of the `/api/admin` scope before its body is
 * even read: 401 without a staff session (a customer's session is none), 403 for a
 * collaborator on an administrators' route. A refused call therefore changes nothing.
 */
export async function guardStaffAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access ?? DEFAULT_STAFF_ACCESS;
  if (access === 'public') return;
  const member = await request.currentStaff();
  if (!member) throw new HttpError(401, 'staff_not_signed_in', 'back:errors.notSignedIn');
  if (!staffMayPass(member.role, access)) throw new HttpError(403, 'forbidden', 'back:errors.forbidden');
}
