import { useNavigate } from 'react-router';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { NewsletterForm } from '../../components/back/newsletters/NewsletterForm';
import { newslettersPath } from '../../components/back/newsletters/paths';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { useSignedInStaff } from '../../components/back/use-signed-in-staff';
import { sharedPage } from '../../lib/page-handle';
import '../../components/back/newsletters/newsletters.css';

export const handle = sharedPage;

/** /back/creation-de-newsletter: the author is the signed-in staff member unless they change it; saved, the list says so. */
export default function CreateNewsletter() {
  const { t } = useBackTranslation();
  const navigate = useNavigate();
  const staff = useSignedInStaff();
  return (
    <>
      <BackPageTitle title={t('pages.createNewsletter')} />
      <NewsletterForm
        article={null}
        defaultAuthor={staff ? `${staff.firstName} ${staff.lastName}` : ''}
        onSaved={(_saved, values) =>
          navigate(newslettersPath(), { state: { notice: t('newsletters.desk.created', { title: values.title.trim() }) } })
        }
      />
    </>
  );
}
