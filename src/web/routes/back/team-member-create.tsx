import { useNavigate } from 'react-router';
import { backPagePath } from '../../../domain/staff/back-office-pages';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { TeamMemberForm } from '../../components/back/team/TeamMemberForm';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import '../../components/back/team/team.css';

export const handle = sharedPage;

/** /back/creer-un-administrateur: a new member of either role, invited by mail to choose their password. */
export default function CreateTeamMember() {
  const { t } = useBackTranslation();
  const navigate = useNavigate();
  return (
    <>
      <BackPageTitle title={t('pages.createAdmin')} />
      <TeamMemberForm
        member={null}
        onSaved={({ member }) =>
          navigate(backPagePath('team'), {
            state: { notice: t('team.created', { name: `${member.firstName} ${member.lastName}`, email: member.email }) },
          })
        }
      />
    </>
  );
}
