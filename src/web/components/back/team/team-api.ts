import type { TeamMember } from '../../../../domain/staff/team';
import type { TeamMemberInput } from '../../../../domain/staff/team-member-input';
import { callApi } from '../../../lib/api';

/** What a save answers: the member as saved, and what happened besides. */
export type SavedMember = { member: TeamMember; sessionsEnded: boolean; invitationSent: boolean };

/** The back office's team calls (src/server/features/team/routes.ts). */
export const teamApi = {
  list: () => callApi<{ members: TeamMember[] }>('GET', '/api/admin/team'),
  get: (id: number) => callApi<TeamMember>('GET', `/api/admin/team/${id}`),
  create: (body: TeamMemberInput) => callApi<SavedMember>('POST', '/api/admin/team', body),
  update: (id: number, body: TeamMemberInput) => callApi<SavedMember>('PUT', `/api/admin/team/${id}`, body),
  remove: (id: number) => callApi<void>('DELETE', `/api/admin/team/${id}`),
  resendInvitation: (id: number) => callApi<SavedMember>('POST', `/api/admin/team/${id}/invitation`),
};
