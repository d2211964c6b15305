import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../../tests/helpers/app';
import type { Locale } from '../../../domain/locale';
import type { TeamMember } from '../../../domain/staff/team';
import type { TeamMemberInput } from '../../../domain/staff/team-member-input';
import { freshIp } from '../accounts/api-test-kit';

/** Helpers of the team API tests (this folder's `*.api.test.ts`). */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A back-office call, as `cookie`, in the back office's language (French unless `lang` says otherwise). */
export function teamCall(t: TestApp, cookie: string | undefined, method: Method, url: string, payload?: object, lang?: Locale) {
  return t.app.inject({
    method,
    url: `/api/admin${url}${lang ? `${url.includes('?') ? '&' : '?'}lang=${lang}` : ''}`,
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

let sequence = 0;

/** A valid member as the form sends it, unique in the test file. */
export function memberBody(values: Partial<TeamMemberInput> = {}): TeamMemberInput {
  const n = ++sequence;
  return {
    lastName: `Lefèvre${n}`,
    firstName: 'Inès',
    email: `ines.lefevre${n}@atelier.test`,
    phone: '06 12 34 56 78',
    login: `ilefevre${n}`,
    line1: '3 place Bellecour',
    line2: '',
    zip: '69002',
    city: 'Lyon',
    country: 'FR',
    role: 'collaborator',
    ...values,
  };
}

export type Saved = { member: TeamMember; sessionsEnded: boolean; invitationSent: boolean };

export function expectSaved(response: LightMyRequestResponse, status = 200): Saved {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<Saved>();
}

/** The member, as an administrator adds them through the API. */
export async function addMember(t: TestApp, cookie: string, values: Partial<TeamMemberInput> = {}): Promise<TeamMember> {
  return expectSaved(await teamCall(t, cookie, 'POST', '/team', memberBody(values)), 201).member;
}

/** Whether that staff cookie still opens the back office. */
export async function sessionStatus(t: TestApp, cookie: string): Promise<number> {
  return (await teamCall(t, cookie, 'GET', '/session')).statusCode;
}
