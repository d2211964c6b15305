import { Link } from 'react-router';
import { countryOptions } from '../../../../domain/addresses/countries';
import { backPagePath } from '../../../../domain/staff/back-office-pages';
import { TEAM_MEMBER_MAX_LENGTHS, type TeamMemberField } from '../../../../domain/staff/team-member-input';
import { useLocale } from '../../../lib/use-root';
import { InputField, SelectField } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { useTeamMemberForm } from './use-team-member-form';

type Props = Parameters<typeof useTeamMemberForm>[0];

type TextField = Exclude<TeamMemberField, 'country' | 'role'>;
const INPUT_TYPES: Partial<Record<TextField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' };

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

  // Staff type someone else's details: the browser's autofill of their own would be wrong.
  const text = (name: TextField, required: boolean, hint?: string) => (
    <InputField
      label={t(`team.form.${name}`)}
      {...form.own(name)}
      required={required}
      hint={hint}
      type={INPUT_TYPES[name] ?? 'text'}
      autoComplete="off"
      maxLength={TEAM_MEMBER_MAX_LENGTHS[name]}
    />
  );

  return (
    <form className="team-form" noValidate onSubmit={form.submit} aria-busy={form.saving || undefined}>
      {!form.editing && <p>{t('team.form.invitationNote')}</p>}
      <p className="address-form__note">{t('addresses:form.requiredNote')}</p>
      <div role="alert">{form.summary && <p className="message message--error">{form.summary}</p>}</div>

      <fieldset className="invoice-form__group">
        <legend>{t('team.form.identity')}</legend>
        <div className="invoice-form__grid">
          {text('lastName', true)}
          {text('firstName', true)}
        </div>
      </fieldset>

      <fieldset className="invoice-form__group">
        <legend>{t('team.form.contacts')}</legend>
        <div className="invoice-form__grid">
          {text('email', true)}
          {text('phone', true)}
        </div>
      </fieldset>

      <fieldset className="invoice-form__group">
        <legend>{t('team.form.access')}</legend>
        <div className="invoice-form__grid">
          {text('login', true, t('team.form.loginHint'))}
          <SelectField
            label={t('team.form.role')}
            {...form.own('role')}
            required
            hint={isYou ? t('team.form.ownRoleHint') : undefined}
            options={[
              { value: 'collaborator', label: t('team.form.roleCollaborator') },
              { value: 'admin', label: t('team.form.roleAdmin') },
            ]}
          />
        </div>
      </fieldset>

      <fieldset className="invoice-form__group">
        <legend>{t('team.form.address')}</legend>
        <div className="invoice-form__grid">
          {text('line1', false)}
          {text('line2', false)}
          {text('zip', false)}
          {text('city', false)}
          <SelectField
            label={t('team.form.country')}
            {...form.own('country')}
            required
            options={countryOptions(locale).map((country) => ({ value: country.code, label: country.name }))}
          />
        </div>
      </fieldset>

      <div className="team-form__actions">
        <button type="submit" className="button" onPointerDown={form.onSendPointerDown} aria-disabled={form.saving || undefined}>
          {form.saving ? t('team.form.saving') : t(form.editing ? 'team.form.save' : 'team.form.create')}
        </button>
        <Link to={backPagePath('team')}>{t('team.form.backToList')}</Link>
      </div>
    </form>
  );
}
