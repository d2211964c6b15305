import { Link, useNavigate } from 'react-router';
import { parseUrlId } from '../../../domain/catalogue/list-section';
import { BACK_LOGIN_PATH, backPagePath } from '../../../domain/staff/back-office-pages';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { teamApi } from '../../components/back/team/team-api';
import { TeamMemberForm } from '../../components/back/team/TeamMemberForm';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/team-member-edit';
import '../../components/back/team/team.css';

export const handle = sharedPage;

/** /back/admin/edition/{id}: the member as saved now. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = parseUrlId(params.id);
  if (id === null) return { status: 'missing' as const };
  const member = await teamApi.get(id);
  if (!member.ok) return { status: member.error.status === 404 ? ('missing' as const) : ('failed' as const) };
  return { status: 'found' as const, member: member.data };
}
clientLoader.hydrate = true as const;

export default function EditTeamMember({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const navigate = useNavigate();
  if (loaderData.status !== 'found') {
    return (
      <>
        <BackPageTitle title={t('pages.editAdmin')} />
        <p role="alert">{t(loaderData.status === 'missing' ? 'team.form.notFound' : 'team.form.loadFailed')}</p>
        <p>
          <Link to={backPagePath('team')}>{t('team.form.backToList')}</Link>
        </p>
      </>
    );
  }
  const { member } = loaderData;
  return (
    <>
      <BackPageTitle title={t('pages.editAdmin')} />
      <p>{t('team.form.editing', { name: `${member.firstName} ${member.lastName}`, role: t(`roles.${member.role}`) })}</p>
      <TeamMemberForm
        member={member}
        onSaved={({ member: saved, sessionsEnded, invitationSent }) => {
          // A member who changed their own role has just been signed out: they sign in again with their new rights.
          if (saved.isYou && sessionsEnded) {
            void navigate(BACK_LOGIN_PATH, { replace: true });
            return;
          }
          const notice = [
            t('team.saved', { name: `${saved.firstName} ${saved.lastName}` }),
            sessionsEnded ? t('team.sessionsEnded') : '',
            invitationSent ? t('team.invitationSentTo', { email: saved.email }) : '',
          ];
          void navigate(backPagePath('team'), { state: { notice: notice.filter(Boolean).join(' ') } });
        }}
      />
    </>
  );
}
