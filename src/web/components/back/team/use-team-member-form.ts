import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { TeamMember } from '../../../../domain/staff/team';
import { teamMemberFormFrom } from '../../../../domain/staff/team';
import {
  blankTeamMemberForm,
  TEAM_MEMBER_FIELDS,
  teamMemberErrors,
  teamMemberInputSchema,
  type TeamMemberField,
} from '../../../../domain/staff/team-member-input';
import { useSendPress } from '../../../lib/use-send-press';
import { apiErrorMessage } from '../../addresses/api-message';
import type { FieldBinding } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { teamApi, type SavedMember } from './team-api';

type Props = {
  /** The member being edited, as the API answered it; null on the creation form. */
  member: TeamMember | null;
  /** After a save the API accepted. */
  onSaved(saved: SavedMember): void;
};

/**
 * The state of the team member form. A field's message shows once it has been left, and for
 * every field once sending was tried; the server's message for a field (a login or an address
 * another member has, the last administrator's role) shows beside it until the field changes.
 */
export function useTeamMemberForm({ member, onSaved }: Props) {
  const { t } = useBackTranslation();
  const formId = useId();
  const sendPress = useSendPress();
  const [values, setValues] = useState(() => (member ? teamMemberFormFrom(member) : blankTeamMemberForm()));
  const [touched, setTouched] = useState<ReadonlySet<TeamMemberField>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<TeamMemberField, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const fieldId = (name: TeamMemberField) => `${formId}-${name}`;
  const focusField = (name: TeamMemberField) => document.getElementById(fieldId(name))?.focus();
  const errors = teamMemberErrors(values);

  /** A control of the form, for InputField and SelectField. */
  const own = (name: TeamMemberField) => {
    const binding: FieldBinding = {
      id: fieldId(name),
      error: serverErrors[name] ?? ((showAll || touched.has(name)) && errors[name] ? t(errors[name]) : undefined),
      touch: () => {
        if (!sendPress.pressing()) setTouched((current) => new Set(current).add(name));
      },
    };
    return {
      field: binding,
      value: values[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (serverErrors[name]) setServerErrors(({ [name]: _gone, ...rest }) => rest);
      },
    };
  };

  const showErrors = (found: TeamMemberField[], fromServer: Partial<Record<TeamMemberField, string>> = {}) => {
    // Rendered before focus moves, so the field is announced with its message.
    flushSync(() => {
      setShowAll(true);
      setServerErrors((current) => ({ ...current, ...fromServer }));
      setSummary(t('team.form.errorSummary', { count: found.length }));
    });
    focusField(found[0]!);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const invalid = TEAM_MEMBER_FIELDS.filter((name) => errors[name]);
    if (invalid.length > 0) {
      showErrors(invalid);
      return;
    }
    const body = teamMemberInputSchema.parse(values);
    setSaving(true);
    const result = member ? await teamApi.update(member.id, body) : await teamApi.create(body);
    setSaving(false);
    if (result.ok) {
      setSummary(null);
      onSaved(result.data);
      return;
    }
    const message = apiErrorMessage(result.error, t);
    const field = TEAM_MEMBER_FIELDS.find((name) => name === result.error.field);
    if (field) showErrors([field], { [field]: message });
    else setSummary(message);
  };

  return { values, own, submit, onSendPointerDown: sendPress.onPointerDown, summary, saving, editing: member !== null };
}

export type TeamMemberFormState = ReturnType<typeof useTeamMemberForm>;
