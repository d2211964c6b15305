import { describe, expect, it } from 'vitest';
import { blankTeamMemberForm, teamMemberErrors, teamMemberInputSchema, type TeamMemberFormValues } from './team-member-input';

const filled: TeamMemberFormValues = {
  ...blankTeamMemberForm(),
  lastName: ' Lefèvre ',
  firstName: 'Inès',
  email: 'ines@atelier.test',
  phone: '06 12 34 56 78',
  login: 'ines.l',
};

describe('a team member as the form and the API check it', () => {
  it('names what is missing on an empty form, field by field, the address being optional', () => {
    expect(teamMemberErrors(blankTeamMemberForm())).toEqual({
      lastName: 'back:team.validation.lastNameMissing',
      firstName: 'back:team.validation.firstNameMissing',
      email: 'back:team.validation.emailMissing',
      phone: 'back:team.validation.phoneMissing',
      login: 'back:team.validation.loginMissing',
    });
  });

  it('accepts a filled form, trimmed, as a collaborator in France by default', () => {
    expect(teamMemberErrors(filled)).toEqual({});
    expect(teamMemberInputSchema.parse(filled)).toMatchObject({ lastName: 'Lefèvre', country: 'FR', role: 'collaborator', line1: '' });
  });

  it.each([
    ['ines.l', true],
    ['I_Lefevre-2', true],
    ['INES@atelier.test', true],
    ['il', false],
    ['inès', false],
    ['ines lefevre', false],
    ['autre@atelier.test', false],
  ])('takes %s as a login: %s (an address only when it is the member’s own)', (login, valid) => {
    expect(teamMemberErrors({ ...filled, login }).login).toBe(valid ? undefined : 'back:team.validation.loginInvalid');
  });

  it('says a login is wrong while other fields are still empty', () => {
    expect(teamMemberErrors({ ...blankTeamMemberForm(), login: 'inès' }).login).toBe('back:team.validation.loginInvalid');
  });
});
