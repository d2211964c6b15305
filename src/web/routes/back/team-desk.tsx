import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import type { TeamMember } from '../../../domain/staff/team';
import { apiErrorMessage } from '../../components/addresses/api-message';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { teamApi } from '../../components/back/team/team-api';
import { TeamMemberCard, type MemberAction } from '../../components/back/team/TeamMemberCard';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/team-desk';
import '../../components/back/team/team.css';

export const handle = sharedPage;

/** /back/gestion-des-admin: the whole team (a few people), read again after every change. */
export async function clientLoader() {
  const result = await teamApi.list();
  const readAt = Date.now();
  return result.ok ? { members: result.data.members, readAt, failed: false } : { members: [] as TeamMember[], readAt, failed: true };
}
clientLoader.hydrate = true as const;

export default function TeamDesk({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const revalidator = useRevalidator();
  const { members, readAt, failed } = loaderData;
  // The member form comes back here with what it did.
  const [notice, setNotice] = useState((useLocation().state as { notice?: string } | null)?.notice ?? '');
  const [pending, setPending] = useState<TeamMember | null>(null);

  const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

  const ask = async (member: TeamMember, action: MemberAction) => {
    if (action === 'remove') {
      setPending(member);
      return;
    }
    const result = await teamApi.resendInvitation(member.id);
    setNotice(result.ok ? t('team.resent', { email: member.email }) : apiErrorMessage(result.error, t));
    void revalidator.revalidate();
  };

  /** The dialog's CONFIRMER: a refusal (the last administrator) shows in the dialog. */
  const remove = async (member: TeamMember): Promise<string | null> => {
    const result = await teamApi.remove(member.id);
    if (!result.ok) return apiErrorMessage(result.error, t);
    setNotice(t('team.removed', { name: nameOf(member) }));
    void revalidator.revalidate();
    return null;
  };

  return (
    <>
      <BackPageTitle title={t('pages.team')} />
      <p>{t('team.intro')}</p>
      <p>
        <Link to={backPagePath('createAdmin')} className="button">
          {t('team.add')}
        </Link>
      </p>
      <p role="status" className="orders-desk__notice">
        {notice}
      </p>
      {failed ? (
        <p role="alert">{t('team.loadFailed')}</p>
      ) : (
        <>
          <p>{t('team.count', { count: members.length })}</p>
          <ul className="team-cards">
            {members.map((member) => (
              <TeamMemberCard key={member.id} member={member} now={readAt} onAsk={(action) => void ask(member, action)} />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        question={pending ? t('team.removeQuestion', { name: nameOf(pending) }) : ''}
        text={t('team.removeText')}
        cancelLabel={t('team.dialogCancel')}
        confirmLabel={t('team.dialogConfirm')}
        onConfirm={() => (pending ? remove(pending) : Promise.resolve(null))}
        onClose={() => setPending(null)}
      />
    </>
  );
}
