import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { Prose } from '../../components/pages/page-text';
import { SIZE_GUIDE } from '../../../domain/catalogue/size-guide';
import { usePagesTranslation } from '../../components/pages/pages-i18n';
import { SizeGuideTable } from '../../components/size-guide/SizeGuideTable';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/size-guide';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) => infoPageMeta('sizeGuide', args);

export default function SizeGuidePage() {
  const { t } = usePagesTranslation();
  return (
    <InfoPage
      page="sizeGuide"
      bodies={{
        tables: (
          <>
            <div className="info-page__tables">
              <SizeGuideTable rows={SIZE_GUIDE.tshirts} caption={t('sizeGuide.table.tshirts')} className="info-table" />
              <SizeGuideTable rows={SIZE_GUIDE.sweatshirts} caption={t('sizeGuide.table.sweatshirts')} className="info-table" />
            </div>
            <Prose k="sizeGuide.sections.tables" />
          </>
        ),
      }}
    />
  );
}
