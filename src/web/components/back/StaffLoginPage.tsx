import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { emailOnlySchema, resetPasswordFormSchema } from '../../../domain/accounts/schemas';
import { staffSignInSchema } from '../../../domain/staff/sign-in';
import { BACK_LANDING_PATH } from '../../../domain/staff/back-office-pages';
import { LanguageSwitch } from '../chrome/LanguageSwitch';
import { FormMessageArea, PasswordField, SubmitButton, TextField } from '../account/fields';
import { formValues, schemaErrors } from '../account/field-errors';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { isResetLinkUsable, readResetLink } from '../account/reset-link';
import { typedEmail, useAccountForm, type FormMessage } from '../account/use-account-form';
import type { ApiResult } from '../../lib/api';
import { staffApi } from './staff-api';
import { useBackTranslation } from './use-back-translation';

type Mode = { kind: 'signIn' | 'forgot' | 'reset' | 'invitation'; email: string; notice: FormMessage | null };

const TITLES = { signIn: 'login.title', forgot: 'login.forgotTitle', reset: 'login.resetTitle', invitation: 'team.invitation.title' } as const;

/**
 * /back/login: sign-in (login or e-mail, password with its show/hide toggle), the
 * forgot-password mode (spec: e-mail, submit, cancel), the new password form a mailed reset
 * link opens (`?mode=reset&code=…&time=…&email=…`; an expired link opens the forgot-password
 * mode), and the first password a new member chooses from their invitation
 * (`?mode=invitation&…`, ADR 21; it signs them in; an expired link says to ask for another).
 */
export function StaffLoginPage() {
  const { t } = useBackTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkMode = searchParams.get('mode');
  const link = linkMode === 'reset' || linkMode === 'invitation' ? readResetLink(searchParams) : null;
  const [mode, setMode] = useState<Mode>(() => {
    const email = link?.email ?? '';
    if (linkMode === 'invitation') {
      if (isResetLinkUsable(link, Date.now())) return { kind: 'invitation', email, notice: null };
      return { kind: 'signIn', email, notice: { tone: 'error', text: t('team.invitation.expired') } };
    }
    if (isResetLinkUsable(link, Date.now())) return { kind: 'reset', email, notice: null };
    if (link) return { kind: 'forgot', email, notice: { tone: 'error', text: t('login.linkExpired') } };
    return { kind: linkMode === 'forgot' ? 'forgot' : 'signIn', email, notice: null };
  });
  const leaveReset = (notice: FormMessage) => {
    setSearchParams({}, { replace: true });
    setMode({ kind: 'signIn', email: link?.email ?? '', notice });
  };
  const title = t(TITLES[mode.kind]);

  return (
    <main className="back-login">
      <title>{`${title} | ${t('meta.suffix')}`}</title>
      <meta name="robots" content="noindex" />
      <div className="back-login__panel">
        <h1>{title}</h1>
        {mode.kind === 'reset' && link ? (
          <ChoosePasswordForm
            submitLabel={t('login.resetSubmit')}
            send={(password) => staffApi.resetPassword({ email: link.email, code: link.code, password })}
            onDone={(answer) => leaveReset({ tone: 'success', text: answer.message })}
          />
        ) : mode.kind === 'invitation' && link ? (
          <ChoosePasswordForm
            intro={t('team.invitation.intro')}
            submitLabel={t('team.invitation.submit')}
            send={(password) => staffApi.acceptInvitation({ email: link.email, code: link.code, password })}
            // Signed in: the member's first page, with the sidebar of their role.
            onDone={() => navigate(BACK_LANDING_PATH, { replace: true })}
          />
        ) : mode.kind === 'forgot' ? (
          <ForgotForm defaultEmail={mode.email} notice={mode.notice} onCancel={(email) => setMode({ kind: 'signIn', email, notice: null })} />
        ) : (
          <SignInForm defaultEmail={mode.email} notice={mode.notice} onForgot={(email) => setMode({ kind: 'forgot', email, notice: null })} />
        )}
        <LanguageSwitch />
      </div>
    </main>
  );
}

function SignInForm({ defaultEmail, notice, onForgot }: { defaultEmail: string; notice: FormMessage | null; onForgot: (email: string) => void }) {
  const { t } = useBackTranslation();
  const navigate = useNavigate();
  const fields = ['email', 'password'] as const;
  const form = useAccountForm({
    validate: (data) => schemaErrors(staffSignInSchema, formValues(data, fields)),
    async submit(data) {
      const { email, password } = formValues(data, fields);
      const result = await staffApi.signIn({ email: email.trim(), password });
      if (!result.ok) return result;
      await navigate(BACK_LANDING_PATH, { replace: true });
    },
  });
  return (
    <form className="account-form" {...form.formProps}>
      <TextField form={form} name="email" label={t('login.login')} type="text" autoComplete="username" required defaultValue={defaultEmail} />
      <PasswordField form={form} name="password" label={t('login.password')} autoComplete="current-password" required />
      <button type="button" className="link-button account-form__forgot" onClick={(event) => onForgot(typedEmail(event.currentTarget))}>
        {t('login.forgot')}
      </button>
      <SubmitButton busy={form.busy}>{t('login.submit')}</SubmitButton>
      <FormMessageArea message={form.message ?? notice} />
    </form>
  );
}

function ForgotForm({ defaultEmail, notice, onCancel }: { defaultEmail: string; notice: FormMessage | null; onCancel: (email: string) => void }) {
  const { t } = useBackTranslation();
  const fields = ['email'] as const;
  const form = useAccountForm({
    validate: (data) => schemaErrors(emailOnlySchema, formValues(data, fields)),
    async submit(data, element) {
      const result = await staffApi.forgotPassword(formValues(data, fields).email.trim());
      if (!result.ok) return result;
      form.reset(element);
      form.setMessage({ tone: 'success', text: result.data.message });
    },
  });
  return (
    <form className="account-form" {...form.formProps}>
      <p>{t('login.forgotIntro')}</p>
      <TextField form={form} name="email" label={t('login.email')} type="email" autoComplete="email" required defaultValue={defaultEmail} />
      <div className="account-form__actions">
        <SubmitButton busy={form.busy}>{t('login.forgotSubmit')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={(event) => onCancel(typedEmail(event.currentTarget))}>
          {t('login.cancel')}
        </button>
      </div>
      <FormMessageArea message={form.message ?? notice} />
    </form>
  );
}

type ChoosePasswordProps<T> = {
  intro?: string;
  submitLabel: string;
  /** Sends the chosen password with the link's code. */
  send(password: string): Promise<ApiResult<T>>;
  onDone(answer: T): void;
};

/** A new password and its confirmation, under the rules of every password (a reset, an invitation). */
function ChoosePasswordForm<T>({ intro, submitLabel, send, onDone }: ChoosePasswordProps<T>) {
  const fields = ['password', 'confirmPassword'] as const;
  const form = useAccountForm({
    validate: (data) => schemaErrors(resetPasswordFormSchema, formValues(data, fields)),
    async submit(data) {
      const result = await send(formValues(data, fields).password);
      if (!result.ok) return result;
      onDone(result.data);
    },
  });
  return (
    <form className="account-form" {...form.formProps}>
      {intro && <p>{intro}</p>}
      <NewPasswordFields form={form} name="password" />
      <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
      <FormMessageArea message={form.message} />
    </form>
  );
}
