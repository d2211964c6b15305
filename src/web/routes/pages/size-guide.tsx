import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { Prose } from '../../components/pages/page-text';
import { SizeTable } from '../../components/pages/size-table';
import type { Route } from './+types/size-guide';

export const meta: Route.MetaFunction = (args) => infoPageMeta('sizeGuide', args);

export default function SizeGuidePage() {
  return (
    <InfoPage
      page="sizeGuide"
      bodies={{
        tables: (
          <>
            <div className="info-page__tables">
              <SizeTable category="tshirts" />
              <SizeTable category="sweatshirts" />
            </div>
            <Prose k="sizeGuide.sections.tables" />
          </>
        ),
      }}
    />
  );
}
