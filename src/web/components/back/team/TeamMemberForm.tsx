import { Link } from 'react-router';
import { countryOptions } from '../../../../domain/addresses/countries';
import { backPagePath } from '../../../../domain/staff/back-office-pages';
import { TEAM_MEMBER_MAX_LENGTHS, type TeamMemberField } from '../../../../domain/staff/team-member-input';
import { useLocale } from '../../../lib/use-root';
import { InputField, SelectField } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { useTeamMemberForm } from './use-team-member-form';

type Props = Parameters<typeof useTeamMemberForm>[0];

const INPUT_TYPES: Partial<Record<TeamMemberField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };
/** The form's sections, in order: who, how to reach them, their access, and the optional address. */
const GROUPS: readonly { legend: string; fields: readonly TeamMemberField[] }[] = [
  { legend: 'identity', fields: ['lastName', 'firstName'] },
  { legend: 'contacts', fields: ['email', 'phone'] },
  { legend: 'access', fields: ['login', 'role'] },
  { legend: 'address', fields: ['line1', 'line2', 'zip', 'city', 'country'] },
];
const REQUIRED: ReadonlySet<TeamMemberField> = new Set(['lastName', 'firstName', 'email', 'phone', 'login', 'role', 'country']);

/**
 * The team member form of /back/creer-un-administrateur and /back/admin/edition/{id}: the
 * spec's Admin fields without the password, which the member chooses from their invitation
 * (ADR 21). Checked by the API's own schema when a field is left and on sending.
 */
export function TeamMemberForm(props: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const form = useTeamMemberForm(props);
  const isYou = props.member?.isYou ?? false;

  const control = (name: TeamMemberField) => {
    const common = { label: t(`team.form.${name}`), ...form.own(name), required: REQUIRED.has(name) };
    if (name === 'role') {
      return (
        <SelectField
          key={name}
          {...common}
          hint={isYou ? t('team.form.ownRoleHint') : undefined}
          options={[
            { value: 'collaborator', label: t('team.form.roleCollaborator') },
            { value: 'admin', label: t('team.form.roleAdmin') },
          ]}
        />
      );
    }
    if (name === 'country') {
      return <SelectField key={name} {...common} options={countryOptions(locale).map((country) => ({ value: country.code, label: country.name }))} />;
    }
    // Staff type someone else's details: the browser's autofill of their own would be wrong.
    return (
      <InputField
        key={name}
        {...common}
        hint={name === 'login' ? t('team.form.loginHint') : undefined}
        type={INPUT_TYPES[name] ?? 'text'}
        autoComplete="off"
        maxLength={TEAM_MEMBER_MAX_LENGTHS[name]}
      />
    );
  };

  return (
    <form className="team-form" noValidate onSubmit={form.submit} aria-busy={form.saving || undefined}>
      {!form.editing && <p>{t('team.form.invitationNote')}</p>}
      <p className="address-form__note">{t('addresses:form.requiredNote')}</p>
      <div role="alert">{form.summary && <p className="message message--error">{form.summary}</p>}</div>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="invoice-form__group">
          <legend>{t(`team.form.${group.legend}`)}</legend>
          <div className="invoice-form__grid">{group.fields.map(control)}</div>
        </fieldset>
      ))}

      <div className="team-form__actions">
        <button type="submit" className="button" onPointerDown={form.onSendPointerDown} aria-disabled={form.saving || undefined}>
          {form.saving ? t('team.form.saving') : t(form.editing ? 'team.form.save' : 'team.form.create')}
        </button>
        <Link to={backPagePath('team')}>{t('team.form.backToList')}</Link>
      </div>
    </form>
  );
}
